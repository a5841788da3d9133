import { definePuzzle } from '../define';
import { customCommand } from './command';
import { customDisplay } from './display';
import { customSolver } from './solver';

/** A problem the student writes in JavaScript, run in a sandbox and searched like any puzzle. */
export const customPuzzle = definePuzzle({
	...customDisplay,
	...customSolver,
	command: customCommand
});
