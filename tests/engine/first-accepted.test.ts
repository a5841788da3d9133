import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { Problem } from '../../src/engine/problem';
import { puzzles } from '../../src/puzzles/all';
import type { LoadedPuzzle } from '../../src/puzzles/types';

/**
 * A recipe that loads a fresh search each call, whose first call gives the search loaded already
 * to see whether its problem scans (a student's problem runs a trial of up to 20,000 events each
 * time it is loaded).
 */
function keepingFirst(load: () => LoadedPuzzle): { load: () => LoadedPuzzle; scans: boolean } {
	let first: LoadedPuzzle | null = load();
	const scans = typeof first.problem.firstAccepted === 'function';
	return {
		scans,
		load: () => {
			const loaded = first ?? load();
			first = null;
			return loaded;
		}
	};
}

/** Each sample of each puzzle whose problem tries its candidates itself (firstAccepted), with its options. */
const scanning = puzzles
	.flatMap((puzzle) =>
		puzzle.samples.flatMap((sample) =>
			puzzle.options.flatMap((option) =>
				option.choices.map((choice) => ({
					label: `${puzzle.id} ${sample.id} ${option.key}=${choice.value}`,
					...keepingFirst((): LoadedPuzzle => {
						const loaded = puzzle.load(sample.input, {
							...sample.options,
							[option.key]: choice.value
						});
						if (!loaded.ok) throw new Error(`sample ${sample.id} does not load`);
						return loaded.value;
					})
				}))
			)
		)
	)
	.filter(({ scans }) => scans);

/** The same problem without firstAccepted and readHeat: the engine tries its candidates one by one. */
function oneByOne(problem: Problem): Problem {
	const plain = Object.create(problem) as Problem;
	Object.defineProperty(plain, 'firstAccepted', { value: undefined });
	Object.defineProperty(plain, 'readHeat', { value: undefined });
	return plain;
}

/** How often each heat cell was tried, counted from the events themselves with heatIndex. */
function heatFromEvents(loaded: LoadedPuzzle, events: number): number[] {
	const engine = new SearchEngine(loaded.problem, loaded.search);
	const heat = new Array<number>(loaded.problem.readHeat ? 0 : loaded.problem.heatSize).fill(0);
	for (let i = 0; i < events && !engine.finished; i++) {
		engine.step();
		const event = engine.event();
		if (event?.kind !== 'try') continue;
		const cell = loaded.problem.heatIndex(event.point, event.candidate);
		heat[cell] = (heat[cell] ?? 0) + 1;
	}
	return heat;
}

describe('a problem that tries its candidates itself (firstAccepted)', () => {
	it('is used by the sudoku, the queens, the prime ring, the knight’s tour and a student’s own problem', () => {
		const ids = new Set(scanning.map(({ label }) => label.split(' ')[0]));
		expect([...ids].sort()).toEqual(['custom', 'knight', 'queens', 'ring', 'sudoku']);
	});

	it('makes exactly the events, counters and heat of the one-by-one loop, run in any pieces', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...scanning),
				fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 8 }),
				({ load }, pieces) => {
					const fast = load();
					const slow = load();
					const engines = [
						new SearchEngine(fast.problem, fast.search),
						new SearchEngine(oneByOne(slow.problem), slow.search)
					];
					for (const piece of pieces) {
						// A problem that keeps its counts in a form of its own (readHeat) is checked
						// against the tries themselves in the next test.
						const ownCounts = fast.problem.readHeat !== undefined;
						const [a, b] = engines.map((engine) => {
							engine.run(piece);
							return {
								event: engine.event(),
								counters: engine.counters(),
								heat: ownCounts ? null : engine.heatMap()
							};
						});
						expect(a).toEqual(b);
					}
				}
			),
			{ numRuns: 120, seed: 20261130 }
		);
	});

	it('gives a heat map that counts every try on the cell heatIndex names, however it keeps its counts', () => {
		for (const { label, load } of scanning) {
			const events = 3000;
			const loaded = load();
			const engine = new SearchEngine(loaded.problem, loaded.search);
			engine.run(events);
			const expected = heatFromEvents(load(), events);
			const heat = engine.heatMap();
			expect({ label, heat }).toEqual({
				label,
				heat: Array.from({ length: heat.length }, (_, cell) => expected[cell] ?? 0)
			});
		}
	});
});
