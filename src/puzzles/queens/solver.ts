import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import type { QueensBoard } from './model';
import { queensOptions } from './options';
import { parseQueensSize } from './parser';
import { QueensProblem } from './problem';

/** What the worker runs of a queens search: the input read into a problem. */
export const queensSolver = defineSolver<QueensBoard, 'mode'>({
	id: entry.id,
	options: queensOptions,
	build(input, options) {
		const size = parseQueensSize(input);
		if (!size.ok) return size;
		const search = { mode: options.mode as SearchMode };
		return { ok: true, value: { problem: new QueensProblem(size.value), search } };
	}
});
