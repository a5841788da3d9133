import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { puzzleById } from '../../src/puzzles/all';
import type { PuzzleId } from '../../src/puzzles/registry';
import type { PuzzleOptions } from '../../src/puzzles/types';

/** A puzzle's search on an input, as the engine runs it directly (the tests' brute-force answer). */
export function engineOf(puzzle: PuzzleId, input: string, options: PuzzleOptions): SearchEngine {
	const loaded = puzzleById(puzzle)?.load(input, options);
	if (loaded === undefined || !loaded.ok) throw new Error(`cannot load ${puzzle}`);
	return new SearchEngine(loaded.value.problem, loaded.value.search);
}

/** The steps of every event of a kind in a search, by running the engine directly. */
export function stepsOf(
	puzzle: PuzzleId,
	input: string,
	options: PuzzleOptions,
	kind: SearchEvent['kind']
): number[] {
	const engine = engineOf(puzzle, input, options);
	const steps: number[] = [];
	for (let event = null; event?.kind !== 'done';) {
		engine.step();
		event = engine.event();
		if (event?.kind === kind) steps.push(event.step);
	}
	return steps;
}
