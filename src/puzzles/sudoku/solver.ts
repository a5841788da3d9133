import { defineSolver } from '../define';
import { entry } from './entry';
import { loadSudokuPuzzle } from './load';
import type { SudokuBoard } from './model';
import { sudokuOptions } from './options';
import { parseSudoku } from './parser';

/** What the worker runs of a sudoku search: the input read into a problem. */
export const sudokuSolver = defineSolver<SudokuBoard, 'order' | 'mode'>({
	id: entry.id,
	options: sudokuOptions,
	build(input, options) {
		const parsed = parseSudoku(input);
		return parsed.ok ? loadSudokuPuzzle(parsed.value, options) : parsed;
	}
});
