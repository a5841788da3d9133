import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import type { RingBoard } from './model';
import { ringOptions } from './options';
import { parseRingSize } from './parser';
import { RingProblem } from './problem';

/** What the worker runs of a ring search: the input read into a problem. */
export const ringSolver = defineSolver<RingBoard, 'mode'>({
	id: entry.id,
	options: ringOptions,
	build(input, options) {
		const size = parseRingSize(input);
		if (!size.ok) return size;
		const search = { mode: options.mode as SearchMode };
		return { ok: true, value: { problem: new RingProblem(size.value), search } };
	}
});
