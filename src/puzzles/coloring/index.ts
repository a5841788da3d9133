import { definePuzzle } from '../define';
import { coloringCommand } from './command';
import { coloringDisplay } from './display';
import { coloringSolver } from './solver';

/** Graph colouring: k colours on the vertices, no edge joining two of one colour, vertices in a fixed order. */
export const coloringPuzzle = definePuzzle({
	...coloringDisplay,
	...coloringSolver,
	command: coloringCommand
});
