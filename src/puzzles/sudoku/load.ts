import type { SearchMode } from '../../engine/engine';
import { readLimit, readOptions } from '../options';
import type { LoadedPuzzle, OptionSpec, PuzzleOptions, Result } from '../types';
import type { SudokuBoard, SudokuOrder } from './model';
import type { SudokuPuzzle } from './parser';
import { SudokuProblem } from './problem';

/** The options a sudoku search takes: the order cells are filled in, and first or all solutions. */
export const sudokuOptions: readonly OptionSpec<'order' | 'mode'>[] = [
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
 * Turns a parsed puzzle and the options into a search, with the option reader every puzzle uses:
 * `order` (rowmajor | mrv), `mode` (first | all) and `limit` (with `all`: stop after that many
 * solutions). The command line loads each puzzle of a many-puzzle input with it.
 */
export function loadSudokuPuzzle(
	puzzle: SudokuPuzzle,
	options: PuzzleOptions
): Result<LoadedPuzzle<SudokuBoard>> {
	const read = readOptions(sudokuOptions, options);
	if (!read.ok) return read;
	const search = readLimit({ mode: read.value.mode as SearchMode }, options);
	if (!search.ok) return search;
	const order = read.value.order as SudokuOrder;
	return {
		ok: true,
		value: { problem: new SudokuProblem(puzzle.shape, puzzle.digits, order), search: search.value }
	};
}
