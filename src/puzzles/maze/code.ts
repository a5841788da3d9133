import type { Text } from '../types';
import type { CodeListing } from '../kit/code-listing';

const MOVES: readonly Text[] = [
	{ en: 'up', zh: '上' },
	{ en: 'right', zh: '右' },
	{ en: 'down', zh: '下' },
	{ en: 'left', zh: '左' }
];

const ARROWS: readonly string[] = ['↑', '→', '↓', '←'];

/**
 * The maze search as a recursive function, the lesson's way: one call per cell at the end of the
 * path, the four moves tried in the chosen order. Every event of the engine is one line here (see
 * lineForEvent).
 */
export const mazeCode: CodeListing = {
	pseudo: {
		en: [
			{ text: 'walk(cell):                            ▸ cell: the end of the path', role: 'enter' },
			{ text: '    if cell is the exit:', role: 'goal' },
			{ text: '        report the path: a solution', role: 'found' },
			{ text: '        return' },
			{ text: '    for each move (up, right, down, left — in the chosen order):', role: 'loop' },
			{
				text: '        if open(cell, move):           ▸ inside the grid, no wall, not on the path (nor visited)',
				role: 'check'
			},
			{ text: '            next ← cell + move; put next on the path', role: 'place' },
			{ text: '            walk(next)', role: 'recurse' },
			{
				text: '            take next off the path     ▸ it stays closed when marking visited cells',
				role: 'undo'
			},
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: '走(格):                         ▸ 格：路径末端的格子', role: 'enter' },
			{ text: '    如果 格 是出口:', role: 'goal' },
			{ text: '        输出这条路径', role: 'found' },
			{ text: '        返回' },
			{ text: '    对每个方向（上、右、下、左，按选定的顺序）:', role: 'loop' },
			{
				text: '        如果 可走(格, 方向):    ▸ 在迷宫内、不是墙、不在路径上（也没走过）',
				role: 'check'
			},
			{ text: '            下一格 ← 格 + 方向；把下一格加入路径', role: 'place' },
			{ text: '            走(下一格)', role: 'recurse' },
			{ text: '            把下一格移出路径     ▸ 标记走过的格子时，它仍然不可再走', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: "char maze[101][101];          /* '0' open, '1' wall, '*' on the path */" },
		{ text: 'int rows, cols, exit_r, exit_c;' },
		{ text: 'int order[4] = {0, 1, 2, 3};   /* up, right, down, left */' },
		{ text: 'const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};' },
		{ text: '' },
		{ text: 'bool open(int r, int c) {' },
		{ text: "    return r >= 0 && r < rows && c >= 0 && c < cols && maze[r][c] == '0';" },
		{ text: '}' },
		{ text: '' },
		{ text: 'void walk(int r, int c) {', role: 'enter' },
		{ text: '    if (r == exit_r && c == exit_c) {', role: 'goal' },
		{ text: '        print_path();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (int k = 0; k < 4; k++) {', role: 'loop' },
		{ text: '        int nr = r + dr[order[k]], nc = c + dc[order[k]];' },
		{ text: '        if (open(nr, nc)) {', role: 'check' },
		{ text: "            maze[nr][nc] = '*';", role: 'place' },
		{ text: '            walk(nr, nc);', role: 'recurse' },
		{
			text: "            maze[nr][nc] = '0';     /* '.' instead: marking visited cells */",
			role: 'undo'
		},
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'function walk(maze: Maze, cell: Cell): void {', role: 'enter' },
		{ text: '    if (cell.row === maze.exit.row && cell.col === maze.exit.col) {', role: 'goal' },
		{ text: '        report(maze.path);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (const move of maze.order) {', role: 'loop' },
		{ text: '        const next = { row: cell.row + move.dr, col: cell.col + move.dc };' },
		{ text: '        if (isOpen(maze, next)) {', role: 'check' },
		{ text: '            maze.path.push(next);', role: 'place' },
		{ text: '            walk(maze, next);', role: 'recurse' },
		{ text: '            maze.path.pop();', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' },
		{ text: '' },
		{ text: 'function isOpen(maze: Maze, cell: Cell): boolean {' },
		{
			text: '    if (cell.row < 0 || cell.row >= maze.rows || cell.col < 0 || cell.col >= maze.cols)'
		},
		{ text: '        return false;' },
		{ text: '    return !maze.wall[cell.row][cell.col] && !maze.onPath(cell);' },
		{ text: '}' }
	],
	candidate: (move) => {
		const name = MOVES[move] ?? { en: String(move), zh: String(move) };
		return { en: `move ${name.en}`, zh: `向${name.zh}` };
	},
	symbol: (move) => ARROWS[move] ?? String(move)
};
