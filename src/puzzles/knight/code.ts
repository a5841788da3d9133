import type { CodeListing } from '../kit/code-listing';
import { COLUMN_STEP, ROW_STEP } from './model';

/** A move's steps in words: "2 down, 1 right". */
function steps(move: number): { en: string; zh: string } {
	const row = ROW_STEP[move];
	const column = COLUMN_STEP[move];
	const vertical = { en: row > 0 ? 'down' : 'up', zh: row > 0 ? '下' : '上' };
	const horizontal = { en: column > 0 ? 'right' : 'left', zh: column > 0 ? '右' : '左' };
	return {
		en: `${Math.abs(row)} ${vertical.en}, ${Math.abs(column)} ${horizontal.en}`,
		zh: `${vertical.zh} ${Math.abs(row)} ${horizontal.zh} ${Math.abs(column)}`
	};
}

/**
 * The knight's tour as the recursive function a course writes: one call per square the knight
 * stands on, its eight moves tried in the chosen order. Every event of the engine is one line
 * here (see lineForEvent).
 */
export const knightCode: CodeListing = {
	pseudo: {
		en: [
			{
				text: 'tour(square, k):                   ▸ the knight is on square, move k',
				role: 'enter'
			},
			{ text: '    if k = n × n:                  ▸ every square visited', role: 'goal' },
			{ text: '        report the tour', role: 'found' },
			{ text: '        return' },
			{
				text: '    for each move in order(square): ▸ fixed order, or Warnsdorff’s',
				role: 'loop'
			},
			{ text: '        next ← square + move' },
			{ text: '        if next is on the board and not visited:', role: 'check' },
			{ text: '            step[next] ← k + 1', role: 'place' },
			{ text: '            tour(next, k + 1)', role: 'recurse' },
			{ text: '            step[next] ← 0       ▸ unvisit it', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: '巡游(格子, k):                    ▸ 马在这个格子上，走了 k 步', role: 'enter' },
			{ text: '    如果 k = n × n:                ▸ 每个格子都走过了', role: 'goal' },
			{ text: '        输出这条路线', role: 'found' },
			{ text: '        返回' },
			{ text: '    按 顺序(格子) 取每种跳法:       ▸ 固定顺序，或 Warnsdorff 规则', role: 'loop' },
			{ text: '        下一格 ← 格子 + 跳法' },
			{ text: '        如果 下一格在棋盘上且没走过:', role: 'check' },
			{ text: '            步数[下一格] ← k + 1', role: 'place' },
			{ text: '            巡游(下一格, k + 1)', role: 'recurse' },
			{ text: '            步数[下一格] ← 0      ▸ 撤回这一步', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: 'int n;' },
		{ text: 'int step[8][8];                /* move number of each square, 0: not visited */' },
		{ text: 'const int dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};' },
		{ text: 'const int dc[8] = {1, 2, 2, 1, -1, -2, -2, -1};' },
		{ text: '' },
		{ text: 'void tour(int r, int c, int k) {', role: 'enter' },
		{ text: '    if (k == n * n) {', role: 'goal' },
		{ text: '        print_board();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    int order[8];' },
		{ text: '    moves_in_order(r, c, order);  /* 0..7, or by fewest onward moves */' },
		{ text: '    for (int i = 0; i < 8; i++) {', role: 'loop' },
		{ text: '        int nr = r + dr[order[i]], nc = c + dc[order[i]];' },
		{
			text: '        if (nr >= 0 && nr < n && nc >= 0 && nc < n && step[nr][nc] == 0) {',
			role: 'check'
		},
		{ text: '            step[nr][nc] = k + 1;', role: 'place' },
		{ text: '            tour(nr, nc, k + 1);', role: 'recurse' },
		{ text: '            step[nr][nc] = 0;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{ text: 'const DR = [2, 1, -1, -2, -2, -1, 1, 2];' },
		{ text: 'const DC = [1, 2, 2, 1, -1, -2, -2, -1];' },
		{ text: '' },
		{
			text: 'function tour(step: number[][], r: number, c: number, k: number): void {',
			role: 'enter'
		},
		{ text: '    const n = step.length;' },
		{ text: '    if (k === n * n) {', role: 'goal' },
		{ text: '        report(step);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    for (const m of movesInOrder(step, r, c)) {', role: 'loop' },
		{ text: '        const nr = r + DR[m], nc = c + DC[m];' },
		{ text: '        if (onBoard(n, nr, nc) && step[nr][nc] === 0) {', role: 'check' },
		{ text: '            step[nr][nc] = k + 1;', role: 'place' },
		{ text: '            tour(step, nr, nc, k + 1);', role: 'recurse' },
		{ text: '            step[nr][nc] = 0;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' },
		{ text: '' },
		{ text: '// Warnsdorff: fewest onward moves first (a blocked move counts 9), ties 0..7.' },
		{ text: 'function movesInOrder(step: number[][], r: number, c: number): number[] {' },
		{ text: '    const moves = [0, 1, 2, 3, 4, 5, 6, 7];' },
		{ text: '    if (order === "plain") return moves;' },
		{ text: '    const key = (m: number) => onward(step, r + DR[m], c + DC[m]);' },
		{ text: '    return moves.sort((a, b) => key(a) - key(b));' },
		{ text: '}' }
	],
	candidate: (move) => {
		const words = steps(move);
		return { en: `move ${move + 1} (${words.en})`, zh: `第 ${move + 1} 种跳法（${words.zh}）` };
	},
	symbol: (move) => String(move + 1)
};
