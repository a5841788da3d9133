import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import { searchedNumbers, type SubsetsBoard, type SubsetsVariant } from './model';
import { subsetsOptions } from './options';
import { parseSubsets } from './parser';
import { SubsetsProblem } from './problem';

/** What the worker runs of a subsets search: the input read into a problem. */
export const subsetsSolver = defineSolver<SubsetsBoard, 'mode' | 'prune' | 'variant'>({
	id: entry.id,
	options: subsetsOptions,
	build(input, options) {
		const parsed = parseSubsets(input);
		if (!parsed.ok) return parsed;
		const variant = options.variant as SubsetsVariant;
		const numbers = searchedNumbers(parsed.value.numbers, variant);
		const problem = new SubsetsProblem(parsed.value.target, numbers, {
			reuse: variant === 'reuse',
			prune: options.prune === 'on'
		});
		return { ok: true, value: { problem, search: { mode: options.mode as SearchMode } } };
	}
});
