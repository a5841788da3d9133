import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import type { KnightBoard, KnightOrder } from './model';
import { knightOptions } from './options';
import { parseKnight } from './parser';
import { KnightProblem } from './problem';

/** What the worker runs of a knight search: the input read into a problem. */
export const knightSolver = defineSolver<KnightBoard, 'mode' | 'order'>({
	id: entry.id,
	options: knightOptions,
	build(input, options) {
		const setup = parseKnight(input);
		if (!setup.ok) return setup;
		// The option reader checked each value against its choices.
		const problem = new KnightProblem(setup.value, options.order as KnightOrder);
		return { ok: true, value: { problem, search: { mode: options.mode as SearchMode } } };
	}
});
