import type { CodeListing } from '../kit/code-listing';
import { DIRECTION_NAMES, START, startOf } from './model';

/** The arrows of the moves, for the nodes of the search tree. */
const ARROWS = ['↑', '→', '↓', '←'];

/**
 * Word search as the classic exercise writes it: a depth-first search with visited marks, one call
 * per letter of the word. The first call tries every cell; the others the four cells next to the
 * path's last one. Every event of the engine is one line here (see lineForEvent).
 */
export const wordsCode: CodeListing = {
	pseudo: {
		en: [
			{
				text: 'find(i):                      ▸ the path spells the first i − 1 letters',
				role: 'enter'
			},
			{ text: '    if i > length(word):       ▸ every letter is on the path', role: 'goal' },
			{ text: '        report the path: a solution', role: 'found' },
			{ text: '        return' },
			{
				text: '    for each cell next:        ▸ any cell for letter 1, else up, right, down, left of the last',
				role: 'loop'
			},
			{ text: '        if not visited[next] and grid[next] = word[i]:', role: 'check' },
			{ text: '            path[i] ← next; visited[next] ← true', role: 'place' },
			{ text: '            find(i + 1)', role: 'recurse' },
			{ text: '            visited[next] ← false', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: '找(i):                     ▸ 路径已拼出前 i − 1 个字母', role: 'enter' },
			{ text: '    如果 i > 单词长度:       ▸ 每个字母都在路径上了', role: 'goal' },
			{ text: '        输出这条路径', role: 'found' },
			{ text: '        返回' },
			{
				text: '    对每个格子 next:         ▸ 第 1 个字母试所有格子，之后试上一格的上、右、下、左',
				role: 'loop'
			},
			{ text: '        如果 next 没走过 且 网格[next] = 单词[i]:', role: 'check' },
			{ text: '            路径[i] ← next；走过[next] ← 是', role: 'place' },
			{ text: '            找(i + 1)', role: 'recurse' },
			{ text: '            走过[next] ← 否', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: 'int rows, cols, len;' },
		{ text: 'char grid[20][21], word[401];' },
		{ text: 'bool visited[20][20];' },
		{ text: 'int path_r[400], path_c[400];' },
		{ text: 'int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};   /* up, right, down, left */' },
		{ text: '' },
		{ text: 'void find(int i) {', role: 'enter' },
		{ text: '    if (i == len) {', role: 'goal' },
		{ text: '        print_path();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    int tries = i == 0 ? rows * cols : 4;' },
		{ text: '    for (int t = 0; t < tries; t++) {', role: 'loop' },
		{ text: '        int r = i == 0 ? t / cols : path_r[i - 1] + dr[t];' },
		{ text: '        int c = i == 0 ? t % cols : path_c[i - 1] + dc[t];' },
		{ text: '        if (r < 0 || r >= rows || c < 0 || c >= cols) continue;' },
		{
			text: '        if (!visited[r][c] && toupper(grid[r][c]) == toupper(word[i])) {',
			role: 'check'
		},
		{ text: '            path_r[i] = r; path_c[i] = c; visited[r][c] = true;', role: 'place' },
		{ text: '            find(i + 1);', role: 'recurse' },
		{ text: '            visited[r][c] = false;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'const STEPS = [[-1, 0], [0, 1], [1, 0], [0, -1]];   // up, right, down, left' },
		{ text: '' },
		{
			text: 'function find(g: Grid, word: string, path: Cell[], i: number): void {',
			role: 'enter'
		},
		{ text: '    if (i === word.length) {', role: 'goal' },
		{ text: '        report(path);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    const last = path[i - 1];' },
		{
			text: '    const next = i === 0 ? g.allCells() : STEPS.map(([dr, dc]) => ({ r: last.r + dr, c: last.c + dc }));'
		},
		{ text: '    for (const { r, c } of next.filter((cell) => g.inside(cell))) {', role: 'loop' },
		{
			text: '        if (!g.visited[r][c] && g.letter[r][c].toUpperCase() === word[i].toUpperCase()) {',
			role: 'check'
		},
		{ text: '            path[i] = { r, c }; g.visited[r][c] = true;', role: 'place' },
		{ text: '            find(g, word, path, i + 1);', role: 'recurse' },
		{ text: '            g.visited[r][c] = false;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	candidate: (candidate) => {
		if (candidate < START) {
			const name = DIRECTION_NAMES[candidate] ?? { en: '?', zh: '?' };
			return { en: `move ${name.en}`, zh: `向${name.zh}` };
		}
		const { row, column } = startOf(candidate);
		return {
			en: `start at row ${row + 1}, column ${column + 1}`,
			zh: `从第${row + 1}行第${column + 1}列开始`
		};
	},
	symbol: (candidate) => {
		if (candidate < START) return ARROWS[candidate] ?? '?';
		const { row, column } = startOf(candidate);
		return `${row + 1},${column + 1}`;
	}
};
