import type { SearchOptions } from '../../engine/engine';
import type { SearchCounters, SearchEvent } from '../../engine/events';
import type {
	LoadedPuzzle,
	OptionSpec,
	PuzzleDefinition,
	PuzzleOptions,
	Result,
	Text
} from '../types';
import type { SudokuBoard, SudokuOrder } from './model';
import { parseSudoku, type SudokuPuzzle } from './parser';
import { SudokuProblem } from './problem';
import { sudokuSamples } from './samples';

/** The options a sudoku search takes: the order cells are filled in, and first or all solutions. */
export const sudokuOptions: readonly OptionSpec[] = [
	{
		key: 'order',
		label: { en: 'Order', zh: '填格顺序' },
		choices: [
			{ value: 'rowmajor', label: { en: 'Row by row', zh: '逐行' } },
			{ value: 'mrv', label: { en: 'Fewest candidates first (MRV)', zh: '候选最少优先 (MRV)' } }
		],
		default: 'rowmajor'
	},
	{
		key: 'mode',
		label: { en: 'Solutions', zh: '解' },
		choices: [
			{ value: 'first', label: { en: 'First solution', zh: '第一个解' } },
			{ value: 'all', label: { en: 'All solutions', zh: '所有解' } }
		],
		default: 'first'
	}
];

/**
 * Turns a parsed puzzle and the options into a search: `order` (rowmajor | mrv), `mode`
 * (first | all) and, for the command line, `limit` (with `all`: stop after that many solutions).
 */
export function loadSudokuPuzzle(
	puzzle: SudokuPuzzle,
	options: PuzzleOptions
): Result<LoadedPuzzle<SudokuBoard>> {
	const order = options.order ?? 'rowmajor';
	if (order !== 'rowmajor' && order !== 'mrv') return badOption('order', order, 'rowmajor, mrv');
	const mode = options.mode ?? 'first';
	if (mode !== 'first' && mode !== 'all') return badOption('mode', mode, 'first, all');
	let search: SearchOptions = { mode };
	if (options.limit !== undefined) {
		const limit = Number(options.limit);
		if (!Number.isInteger(limit) || limit < 1) return badOption('limit', options.limit, '1, 2, 3…');
		// A first-solution search stops at one whatever the limit; the limit caps 'all'.
		if (mode === 'all') search = { mode, limit };
	}
	const problem = new SudokuProblem(puzzle.shape, puzzle.digits, order as SudokuOrder);
	return { ok: true, value: { problem, search } };
}

function badOption<T>(key: string, value: string, allowed: string): Result<T> {
	return {
		ok: false,
		error: {
			message: {
				en: `Unknown ${key} '${value}': use one of ${allowed}.`,
				zh: `无法识别的选项 ${key}“${value}”：请用 ${allowed} 之一。`
			}
		}
	};
}

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

/** One sentence on an event of a sudoku search, in both languages. */
function narrate(event: SearchEvent, board: SudokuBoard, counters?: SearchCounters): Text {
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

/** Sudoku (4x4, 9x9, 16x16) as Backstep teaches it: the lessons' row-by-row search, or MRV. */
export const sudokuPuzzle: PuzzleDefinition<SudokuBoard> = {
	id: 'sudoku',
	name: { en: 'Sudoku', zh: '数独' },
	options: sudokuOptions,
	samples: sudokuSamples,
	load(input, options) {
		const parsed = parseSudoku(input);
		return parsed.ok ? loadSudokuPuzzle(parsed.value, options) : parsed;
	},
	describePoint(board, point) {
		return cellName(board.size, point);
	},
	narrate
};
