import { definePuzzle } from '../define';
import { wordsCommand } from './command';
import { wordsDisplay } from './display';
import { wordsSolver } from './solver';

/** Word search: a path of adjacent cells spelling the word, each cell once, found depth first. */
export const wordsPuzzle = definePuzzle({
	...wordsDisplay,
	...wordsSolver,
	command: wordsCommand
});
