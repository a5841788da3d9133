import { definePuzzle } from '../define';
import { subsetsCommand } from './command';
import { subsetsDisplay } from './display';
import { subsetsSolver } from './solver';

/**
 * Sum of subsets, and the combination sum: the numbers of a list that add up to a target, found
 * by the textbook's include/exclude recursion, with or without pruning.
 */
export const subsetsPuzzle = definePuzzle({
	...subsetsDisplay,
	...subsetsSolver,
	command: subsetsCommand
});
