import { definePuzzle } from '../define';
import { mazeCommand } from './command';
import { mazeDisplay } from './display';
import { mazeSolver } from './solver';

/** Maze: a path from the entry to the exit, one move at a time, trying up, right, down, left as the lesson does. */
export const mazePuzzle = definePuzzle({
	...mazeDisplay,
	...mazeSolver,
	command: mazeCommand
});
