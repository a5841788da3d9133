import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import { directionOrder, type Direction, type MazeBoard, type MazeMarking } from './model';
import { mazeOptions } from './options';
import { parseMaze } from './parser';
import { MazeProblem } from './problem';

/** What the worker runs of a maze search: the input read into a problem. */
export const mazeSolver = defineSolver<MazeBoard, 'mode' | 'marking' | 'order'>({
	id: entry.id,
	options: mazeOptions,
	build(input, options) {
		const grid = parseMaze(input);
		if (!grid.ok) return grid;
		// The option reader checked each value against its choices.
		const order = directionOrder(options.order) as Direction[];
		const problem = new MazeProblem(grid.value, order, options.marking as MazeMarking);
		return { ok: true, value: { problem, search: { mode: options.mode as SearchMode } } };
	}
});
