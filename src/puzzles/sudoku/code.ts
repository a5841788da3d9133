import type { CodeListing } from '../kit/code-listing';
import { digitCharacter } from './format';

/**
 * The sudoku search as a recursive function: one call per empty cell, the digits tried in order.
 * Row-major fills the cells row by row (the lessons' `DFS(x + 1)`); MRV only changes which empty
 * cell `next_empty` returns. Every event of the engine is one line here (see lineForEvent).
 */
export const sudokuCode: CodeListing = {
	pseudo: {
		en: [
			{ text: 'solve():', role: 'enter' },
			{
				text: '    (row, col) ← the next empty cell      ▸ row by row, or fewest digits left (MRV)'
			},
			{ text: '    if no cell is empty:', role: 'goal' },
			{ text: '        report the grid: a solution', role: 'found' },
			{ text: '        return' },
			{
				text: '    for each digit 1..n:               ▸ n = 9 (4 or 16 on the other grids)',
				role: 'loop'
			},
			{
				text: '        if fits(row, col, digit):          ▸ not yet in its row, column or box',
				role: 'check'
			},
			{ text: '            grid[row][col] ← digit', role: 'place' },
			{ text: '            solve()', role: 'recurse' },
			{ text: '            grid[row][col] ← empty', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: '求解():', role: 'enter' },
			{ text: '    (行, 列) ← 下一个空格        ▸ 逐行查找，或选可填数字最少的格（MRV）' },
			{ text: '    如果 没有空格:', role: 'goal' },
			{ text: '        输出这个解', role: 'found' },
			{ text: '        返回' },
			{ text: '    对每个数字 1..n:             ▸ n = 9（其他网格为 4 或 16）', role: 'loop' },
			{ text: '        如果 可以填(行, 列, 数字):    ▸ 所在行、列、宫里都还没有它', role: 'check' },
			{ text: '            格[行][列] ← 数字', role: 'place' },
			{ text: '            求解()', role: 'recurse' },
			{ text: '            格[行][列] ← 空', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{
			text: 'int n = 9, b = 3;                 /* digits, box side (4 and 2, 16 and 4 on other grids) */'
		},
		{ text: 'int grid[16][16];                 /* 0 = empty */' },
		{ text: 'bool in_row[16][17], in_col[16][17], in_box[16][17];' },
		{ text: '' },
		{ text: 'bool fits(int r, int c, int d) {' },
		{ text: '    return !in_row[r][d] && !in_col[c][d] && !in_box[r / b * b + c / b][d];' },
		{ text: '}' },
		{ text: '' },
		{ text: 'void write(int r, int c, int d, bool on) {' },
		{ text: '    grid[r][c] = on ? d : 0;' },
		{ text: '    in_row[r][d] = in_col[c][d] = in_box[r / b * b + c / b][d] = on;' },
		{ text: '}' },
		{ text: '' },
		{
			text: '/* next_empty: the first empty cell row by row (or the one with fewest digits left) */'
		},
		{ text: 'void solve(void) {', role: 'enter' },
		{ text: '    int r, c;' },
		{ text: '    if (!next_empty(&r, &c)) {', role: 'goal' },
		{ text: '        print_grid();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (int d = 1; d <= n; d++) {', role: 'loop' },
		{ text: '        if (fits(r, c, d)) {', role: 'check' },
		{ text: '            write(r, c, d, true);', role: 'place' },
		{ text: '            solve();', role: 'recurse' },
		{ text: '            write(r, c, d, false);', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'function solve(grid: number[][]): void {', role: 'enter' },
		{ text: '    const cell = nextEmptyCell(grid); // row by row, or fewest digits left' },
		{ text: '    if (cell === null) {', role: 'goal' },
		{ text: '        report(grid);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    const [row, col] = cell;' },
		{ text: '    for (let digit = 1; digit <= grid.length; digit++) {', role: 'loop' },
		{ text: '        if (fits(grid, row, col, digit)) {', role: 'check' },
		{ text: '            grid[row][col] = digit;', role: 'place' },
		{ text: '            solve(grid);', role: 'recurse' },
		{ text: '            grid[row][col] = 0;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' },
		{ text: '' },
		{ text: 'function fits(grid: number[][], row: number, col: number, digit: number): boolean {' },
		{
			text: '    const n = grid.length, b = Math.sqrt(n); // digits, box side: 9 and 3 (or 4 and 2, 16 and 4)'
		},
		{ text: '    const top = row - (row % b);' },
		{ text: '    const left = col - (col % b);' },
		{ text: '    for (let i = 0; i < n; i++) {' },
		{ text: '        if (grid[row][i] === digit || grid[i][col] === digit) return false;' },
		{ text: '        if (grid[top + Math.floor(i / b)][left + (i % b)] === digit) return false;' },
		{ text: '    }' },
		{ text: '    return true;' },
		{ text: '}' }
	],
	candidate: (digit) => {
		const shown = digitCharacter(digit);
		return { en: `digit ${shown}`, zh: `数字 ${shown}` };
	},
	symbol: digitCharacter
};
