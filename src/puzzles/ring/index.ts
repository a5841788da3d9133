import { definePuzzle } from '../define';
import { ringCommand } from './command';
import { ringDisplay } from './display';
import { ringSolver } from './solver';

/** Prime ring: 1..n round a circle, 1 first, every two neighbours adding up to a prime. */
export const ringPuzzle = definePuzzle({
	...ringDisplay,
	...ringSolver,
	command: ringCommand
});
