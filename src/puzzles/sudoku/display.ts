import type { SearchCounters, SearchEvent } from '../../engine/events';
import { backtrackSentence, type BacktrackCause, type CauseWords } from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { sudokuCode } from './code';
import { entry } from './entry';
import type { SudokuBoard } from './model';
import { sudokuOptions } from './options';
import type { SudokuReason } from './problem';
import { sudokuSamples } from './samples';

/** A cell named the way a teacher says it: "row 2, column 5" (1-based). */
function cellName(size: number, cell: number): Text {
	const row = Math.floor(cell / size) + 1;
	const column = (cell % size) + 1;
	return { en: `row ${row}, column ${column}`, zh: `第${row}行第${column}列` };
}

/** "a 4", "an 8", "an 11". */
function withArticle(digit: number): string {
	return digit === 8 || digit === 11 || digit === 18 ? `an ${digit}` : `a ${digit}`;
}

/** The clause saying why a digit does not fit: the first clash of the conflict. */
function clashClause(
	size: number,
	digit: number,
	clash: { reason: string; point: number } | undefined
): Text {
	if (clash === undefined || clash.point < 0) return { en: 'it clashes', zh: '有冲突' };
	const row = Math.floor(clash.point / size) + 1;
	const column = (clash.point % size) + 1;
	const where = cellName(size, clash.point);
	switch (clash.reason) {
		case 'row':
			return {
				en: `row ${row} already has ${withArticle(digit)} at column ${column}`,
				zh: `第${row}行第${column}列已经有${digit}`
			};
		case 'column':
			return {
				en: `column ${column} already has ${withArticle(digit)} at row ${row}`,
				zh: `第${column}列的第${row}行已经有${digit}`
			};
		default:
			return {
				en: `the box already has ${withArticle(digit)} at ${where.en}`,
				zh: `本宫的${where.zh}已经有${digit}`
			};
	}
}

/** How a sudoku backtrack names its reason, about the cell of the deeper call. */
function causeWords(size: number): CauseWords {
	return {
		nothingFits: (cell) => {
			const at = cellName(size, cell);
			return { en: `no digit fits ${at.en}`, zh: `${at.zh}填不了任何数字` };
		},
		deadEnds: (cell) => {
			const at = cellName(size, cell);
			return {
				en: `every digit that fits ${at.en} leads to a dead end`,
				zh: `${at.zh}能填的数字都走不通`
			};
		},
		allTried: (cell) => {
			const at = cellName(size, cell);
			return { en: `every digit at ${at.en} has been tried`, zh: `${at.zh}的数字都试过了` };
		},
		solution: (index) => ({ en: `solution ${index}`, zh: `第${index}个解` })
	};
}

/** One sentence on an event of a sudoku search, in both languages. */
function narrate(
	event: SearchEvent,
	board: SudokuBoard,
	counters?: SearchCounters,
	cause?: BacktrackCause
): Text {
	switch (event.kind) {
		case 'try': {
			const at = cellName(board.size, event.point);
			const d = event.candidate;
			if (event.verdict === 'ok')
				return { en: `Try ${d} at ${at.en}: fits.`, zh: `尝试在${at.zh}填${d}：可以。` };
			const why = clashClause(board.size, d, event.conflict[0]);
			return { en: `Try ${d} at ${at.en}: ${why.en}.`, zh: `尝试在${at.zh}填${d}：${why.zh}。` };
		}
		case 'place': {
			const at = cellName(board.size, event.point);
			return {
				en: `Place ${event.candidate} at ${at.en}.`,
				zh: `在${at.zh}填入${event.candidate}。`
			};
		}
		case 'backtrack': {
			const at = cellName(board.size, event.point);
			if (cause !== undefined)
				return backtrackSentence(
					cause,
					{
						en: `take ${event.candidate} back from ${at.en}`,
						zh: `撤回${at.zh}的${event.candidate}`
					},
					causeWords(board.size)
				);
			return {
				en: `Backtrack: remove ${event.candidate} from ${at.en}.`,
				zh: `回溯：移除${at.zh}的${event.candidate}。`
			};
		}
		case 'solution':
			return {
				en: `Solution ${event.index} found: every cell is filled.`,
				zh: `找到第${event.index}个解：每个格子都填好了。`
			};
		case 'done': {
			const found = counters?.solutions;
			if (event.reason === 'limit') {
				if (found === undefined || found <= 1)
					return { en: 'Search stopped at the first solution.', zh: '搜索在第一个解处停止。' };
				return {
					en: `Search stopped at the limit of ${found} solutions.`,
					zh: `搜索在达到${found}个解的上限时停止。`
				};
			}
			if (found === undefined)
				return {
					en: 'Search finished: every possibility has been tried.',
					zh: '搜索结束：所有可能都试过了。'
				};
			if (found === 0) return { en: 'Search finished: no solution.', zh: '搜索结束：无解。' };
			return {
				en: `Search finished: ${found} ${found === 1 ? 'solution' : 'solutions'}.`,
				zh: `搜索结束：共${found}个解。`
			};
		}
	}
}

/** What the page shows of a sudoku search: its words, options, samples, code and narration. */
export const sudokuDisplay: PuzzleDisplay<SudokuBoard, SudokuReason, 'order' | 'mode'> = {
	...entry,
	samples: sudokuSamples,
	code: sudokuCode,
	reasons: {
		row: { en: 'same row', zh: '同一行' },
		column: { en: 'same column', zh: '同一列' },
		box: { en: 'same box', zh: '同一宫' }
	},
	describePoint(board, point) {
		return cellName(board.size, point);
	},
	narrate,
	options: sudokuOptions
};
