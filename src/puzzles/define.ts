import { readLimit, readOptions } from './options';
import type { Board, PuzzleDefinition, PuzzleSolver, PuzzleSpec, SolverSpec } from './types';

/**
 * Makes what the worker runs of a puzzle from what its folder writes: `load` reads the options
 * with the one reader every puzzle shares (defaults from the specs, values checked against their
 * choices, the `limit` every search takes), then hands them, already read, to the folder's `build`.
 */
export function defineSolver<B extends Board, K extends string>(
	spec: SolverSpec<B, K>
): PuzzleSolver<B, K> {
	return {
		...spec,
		load(input, options) {
			const read = readOptions(spec.options, options);
			if (!read.ok) return read;
			const loaded = spec.build(input, read.value);
			if (!loaded.ok) return loaded;
			const search = readLimit(loaded.value.search, options);
			if (!search.ok) return search;
			return { ok: true, value: { ...loaded.value, search: search.value } };
		}
	};
}

/** Makes a puzzle's whole definition (page, worker and command line) from its folder's parts. */
export function definePuzzle<B extends Board, R extends string, K extends string>(
	spec: PuzzleSpec<B, R, K>
): PuzzleDefinition<B, R, K> {
	return { ...spec, load: defineSolver(spec).load };
}
