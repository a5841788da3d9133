import { definePuzzle } from '../define';
import { sudokuCommand } from './command';
import { sudokuDisplay } from './display';
import { sudokuSolver } from './solver';

/** Sudoku (4x4, 9x9, 16x16) as Backstep teaches it: the lessons' row-by-row search, or MRV. */
export const sudokuPuzzle = definePuzzle({
	...sudokuDisplay,
	...sudokuSolver,
	command: sudokuCommand
});
