import { definePuzzle } from '../define';
import { permutationsCommand } from './command';
import { permutationsDisplay } from './display';
import { permutationsSolver } from './solver';

/** Permutations: every ordering of 1..n or of the letters of a word, with the used marks of the classic recursion. */
export const permutationsPuzzle = definePuzzle({
	...permutationsDisplay,
	...permutationsSolver,
	command: permutationsCommand
});
