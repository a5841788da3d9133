import type { SearchMode } from '../../engine/engine';
import { readLimit, readOptions } from '../options';
import type { LoadedPuzzle, PuzzleOptions, Result } from '../types';
import type { SudokuBoard, SudokuOrder } from './model';
import { sudokuOptions } from './options';
import type { SudokuPuzzle } from './parser';
import { SudokuProblem } from './problem';

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
