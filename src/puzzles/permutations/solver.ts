import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import { searchedItems, type PermutationRepeats, type PermutationsBoard } from './model';
import { permutationsOptions } from './options';
import { parsePermutations } from './parser';
import { PermutationsProblem } from './problem';

/** What the worker runs of a permutations search: the input read into a problem. */
export const permutationsSolver = defineSolver<PermutationsBoard, 'mode' | 'repeats'>({
	id: entry.id,
	options: permutationsOptions,
	build(input, options) {
		const parsed = parsePermutations(input);
		if (!parsed.ok) return parsed;
		const repeats = options.repeats as PermutationRepeats;
		const problem = new PermutationsProblem(searchedItems(parsed.value, repeats), {
			numbers: parsed.value.kind === 'numbers',
			distinct: repeats === 'skip'
		});
		return { ok: true, value: { problem, search: { mode: options.mode as SearchMode } } };
	}
});
