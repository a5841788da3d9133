import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { knightCode } from './code';
import { entry } from './entry';
import { COLUMN_STEP, knightTarget, onwardMoves, ROW_STEP, type KnightBoard } from './model';
import { knightOptions } from './options';
import type { KnightReason } from './problem';

/** "row 3, column 5" with 1-based numbers. */
function squareName(board: { readonly size: number }, square: number): Text {
	const row = Math.floor(square / board.size) + 1;
	const column = (square % board.size) + 1;
	return { en: `row ${row}, column ${column}`, zh: `第${row}行第${column}列` };
}

/** A move's steps in words, for a jump that leaves the board: "2 down, 1 right". */
function stepsOf(move: number): Text {
	const row = ROW_STEP[move];
	const column = COLUMN_STEP[move];
	return {
		en: `${Math.abs(row)} ${row > 0 ? 'down' : 'up'}, ${Math.abs(column)} ${column > 0 ? 'right' : 'left'}`,
		zh: `${row > 0 ? '下' : '上'} ${Math.abs(row)} ${column > 0 ? '右' : '左'} ${Math.abs(column)}`
	};
}

/** How a knight's backtrack names its reason, about the square the deeper call stood on. */
function causeWords(board: KnightBoard): CauseWords {
	return {
		nothingFits: (square) => {
			const at = squareName(board, square);
			return {
				en: `no jump from ${at.en} lands on a free square`,
				zh: `从${at.zh}跳不到任何没走过的格子`
			};
		},
		deadEnds: (square) => {
			const at = squareName(board, square);
			return {
				en: `every free square a jump from ${at.en} reaches leads to a dead end`,
				zh: `从${at.zh}能跳到的格子都走不通`
			};
		},
		allTried: (square) => {
			const at = squareName(board, square);
			return { en: `every jump from ${at.en} has been tried`, zh: `从${at.zh}的每种跳法都试过了` };
		},
		solution: (index) => ({ en: `tour ${index}`, zh: `第${index}条路线` })
	};
}

/** How the done sentence names this puzzle's solutions and what its search tried. */
const DONE_WORDS: DoneWords = {
	one: 'tour',
	many: 'tours',
	zh: '路线',
	measure: '条',
	exhausted: { en: 'every jump has been tried', zh: '所有跳法都已试过' }
};

/** What the page shows of a knight search: its words, options, samples, code and narration. */
export const knightDisplay: PuzzleDisplay<KnightBoard, KnightReason, 'mode' | 'order'> = {
	...entry,
	code: knightCode,
	reasons: {
		edge: { en: 'off the board', zh: '跳出棋盘' },
		visited: { en: 'already visited', zh: '已走过' }
	},
	samples: [
		{
			id: 'eight',
			name: {
				en: '8×8 from the corner by Warnsdorff’s rule: a tour without a step back',
				zh: '8×8 从角上出发，按 Warnsdorff 规则：一步不退就走完'
			},
			input: '8 1,1',
			options: { mode: 'first', order: 'warnsdorff' }
		},
		{
			id: 'eight-plain',
			name: {
				en: '8×8 from the corner in the fixed order: over 8 million jumps to the first tour',
				zh: '8×8 从角上出发，按固定顺序：跳了 800 多万次才找到第一条路线'
			},
			input: '8 1,1',
			options: { mode: 'first', order: 'plain' }
		},
		{
			id: 'five',
			name: { en: '5×5 from the corner: all 304 tours', zh: '5×5 从角上出发：全部 304 条路线' },
			input: '5 1,1',
			options: { mode: 'all', order: 'plain' }
		},
		{
			id: 'five-none',
			name: {
				en: '5×5 from row 1, column 2: no tour',
				zh: '5×5 从第1行第2列出发：没有路线'
			},
			input: '5 1,2',
			options: { mode: 'all', order: 'plain' }
		}
	],
	describePoint(board, square) {
		return squareName(board, square);
	},
	narrate(
		event: SearchEvent,
		board: KnightBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const from = squareName(board, event.point);
				const target = knightTarget(board.size, event.point, event.candidate);
				if (target < 0) {
					const steps = stepsOf(event.candidate);
					return {
						en: `Try the jump ${steps.en} from ${from.en}: it leaves the board.`,
						zh: `尝试从${from.zh}跳（${steps.zh}）：会跳出棋盘。`
					};
				}
				const to = squareName(board, target);
				const tried = {
					en: `Try the jump from ${from.en} to ${to.en}`,
					zh: `尝试从${from.zh}跳到${to.zh}`
				};
				if (event.verdict === 'conflict') {
					const at = event.conflict[0].value ?? 0;
					return {
						en: `${tried.en}: it was visited at move ${at}.`,
						zh: `${tried.zh}：第${at}步已经走过这个格子。`
					};
				}
				if (board.order === 'plain')
					return { en: `${tried.en}: it is free.`, zh: `${tried.zh}：这个格子还没走过。` };
				const visited = new Array<boolean>(board.size * board.size).fill(false);
				for (const square of board.path) visited[square] = true;
				const onward = onwardMoves(board.size, visited, target);
				return {
					en: `${tried.en}: it is free, with ${onward} onward ${onward === 1 ? 'move' : 'moves'} from there.`,
					zh: `${tried.zh}：这个格子还没走过，从那里还有 ${onward} 种跳法。`
				};
			}
			case 'place': {
				const to = squareName(board, knightTarget(board.size, event.point, event.candidate));
				const squares = board.size * board.size;
				return {
					en: `Jump to ${to.en}: move ${board.path.length} of ${squares}.`,
					zh: `跳到${to.zh}：第 ${board.path.length} 步，共 ${squares} 步。`
				};
			}
			case 'backtrack': {
				const at = squareName(board, knightTarget(board.size, event.point, event.candidate));
				// The board is the one after the backtrack: the square taken back was the next move.
				const move = board.path.length + 1;
				if (cause !== undefined)
					return backtrackSentence(
						cause,
						{ en: `take back move ${move} at ${at.en}`, zh: `撤回${at.zh}的第${move}步` },
						causeWords(board)
					);
				return {
					en: `Backtrack: take back move ${move} at ${at.en}.`,
					zh: `回溯：撤回${at.zh}的第${move}步。`
				};
			}
			case 'solution': {
				const squares = board.size * board.size;
				return {
					en: `Tour ${event.index} found: the knight has visited all ${squares} squares.`,
					zh: `找到第${event.index}条路线：马走遍了全部 ${squares} 个格子。`
				};
			}
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	},
	options: knightOptions
};
