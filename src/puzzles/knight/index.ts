import { definePuzzle } from '../define';
import { knightCommand } from './command';
import { knightDisplay } from './display';
import { knightSolver } from './solver';

/**
 * The knight's tour: a knight visits every square of an n x n board once from a chosen start (an
 * open tour), one jump per call, trying its eight moves in a fixed order or by Warnsdorff's rule.
 */
export const knightPuzzle = definePuzzle({
	...knightDisplay,
	...knightSolver,
	command: knightCommand
});
