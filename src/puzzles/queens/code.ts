import type { CodeListing } from '../kit/code-listing';

/**
 * N-Queens as a recursive function, row by row as the lesson does it: one call per row, the
 * columns tried left to right. Every event of the engine is one line here (see lineForEvent).
 */
export const queensCode: CodeListing = {
	pseudo: {
		en: [
			{ text: 'place_queen(row):', role: 'enter' },
			{ text: '    if row > n:                        ▸ every row has its queen', role: 'goal' },
			{ text: '        report the board: a solution', role: 'found' },
			{ text: '        return' },
			{ text: '    for each column 1..n:', role: 'loop' },
			{
				text: '        if safe(row, column):          ▸ no queen above on its column or diagonals',
				role: 'check'
			},
			{ text: '            queen[row] ← column', role: 'place' },
			{ text: '            place_queen(row + 1)', role: 'recurse' },
			{ text: '            queen[row] ← none', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: '放皇后(行):', role: 'enter' },
			{ text: '    如果 行 > n:                  ▸ 每一行都有皇后了', role: 'goal' },
			{ text: '        输出这个解', role: 'found' },
			{ text: '        返回' },
			{ text: '    对每一列 1..n:', role: 'loop' },
			{
				text: '        如果 安全(行, 列):          ▸ 上面没有皇后在同一列或同一对角线',
				role: 'check'
			},
			{ text: '            皇后[行] ← 列', role: 'place' },
			{ text: '            放皇后(行 + 1)', role: 'recurse' },
			{ text: '            皇后[行] ← 无', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: 'int n;' },
		{ text: 'int queen[16];                 /* queen[r]: the column of the queen in row r */' },
		{ text: '' },
		{ text: 'bool safe(int row, int col) {' },
		{ text: '    for (int r = row - 1; r >= 0; r--) {' },
		{ text: '        int up = row - r;' },
		{ text: '        if (queen[r] == col || queen[r] == col - up || queen[r] == col + up)' },
		{ text: '            return false;' },
		{ text: '    }' },
		{ text: '    return true;' },
		{ text: '}' },
		{ text: '' },
		{ text: 'void place_queen(int row) {', role: 'enter' },
		{ text: '    if (row == n) {', role: 'goal' },
		{ text: '        print_board();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (int col = 0; col < n; col++) {', role: 'loop' },
		{ text: '        if (safe(row, col)) {', role: 'check' },
		{ text: '            queen[row] = col;', role: 'place' },
		{ text: '            place_queen(row + 1);', role: 'recurse' },
		{ text: '            queen[row] = -1;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'function placeQueen(queen: number[], row: number, n: number): void {', role: 'enter' },
		{ text: '    if (row === n) {', role: 'goal' },
		{ text: '        report(queen);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (let col = 0; col < n; col++) {', role: 'loop' },
		{ text: '        if (safe(queen, row, col)) {', role: 'check' },
		{ text: '            queen[row] = col;', role: 'place' },
		{ text: '            placeQueen(queen, row + 1, n);', role: 'recurse' },
		{ text: '            queen[row] = -1;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' },
		{ text: '' },
		{ text: 'function safe(queen: number[], row: number, col: number): boolean {' },
		{ text: '    for (let r = 0; r < row; r++) {' },
		{ text: '        const up = row - r;' },
		{ text: '        if (queen[r] === col || Math.abs(queen[r] - col) === up) return false;' },
		{ text: '    }' },
		{ text: '    return true;' },
		{ text: '}' }
	],
	candidate: (column) => ({ en: `column ${column + 1}`, zh: `第 ${column + 1} 列` }),
	symbol: (column) => String(column + 1)
};
