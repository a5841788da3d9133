import { definePuzzle } from '../define';
import { queensCommand } from './command';
import { queensDisplay } from './display';
import { queensSolver } from './solver';

/** N-Queens: n queens on an n x n board, none attacking another, placed row by row as in the lesson. */
export const queensPuzzle = definePuzzle({
	...queensDisplay,
	...queensSolver,
	command: queensCommand
});
