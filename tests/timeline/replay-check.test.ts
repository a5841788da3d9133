/**
 * Issue 20, item 7: a search whose code may run differently a second time (a student's) has
 * sampled chunks run again as it records. For a search that runs the same every time, that
 * replay must change nothing of what is recorded or shown. (A student's code that changes after
 * the trial is stopped: tests/puzzles/custom-determinism.test.ts.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Timeline } from '../../src/timeline/timeline';
import { randomSteps, searches, type SearchName } from './searches';

/** What a seek shows, as plain data to compare. */
const shown = (timeline: Timeline, step: number) => {
	const { board, counters, event, depth, frames } = timeline.seek(step);
	return { board, counters, event, depth, frames };
};

describe('A search recorded with its replays checked', () => {
	it('records and shows exactly what the same search records without them, in any batches, seeks between', () => {
		const names: SearchName[] = ['sudoku4All', 'ring8All', 'queens6All'];
		fc.assert(
			fc.property(
				fc.constantFrom(...names),
				fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 8 }),
				fc.integer({ min: 0, max: 1 << 20 }),
				(name, batches, seed) => {
					// Small chunks and few checkpoints, so the interval doubles as it records.
					const options = { firstInterval: 16, maxCheckpoints: 8 };
					const plain = new Timeline(searches[name](), options);
					const checked = new Timeline(
						{
							...searches[name](),
							differsOnReplay: (step) => new Error(`ran differently from step ${step}`)
						},
						options
					);
					let turn = 0;
					while (!checked.complete) {
						const batch = batches[turn++ % batches.length];
						expect(checked.index(batch)).toBe(plain.index(batch));
						// A seek parks the recording position; recording and its replays go on from it.
						const step = randomSteps(seed + turn, 1, checked.length)[0];
						expect(shown(checked, step)).toEqual(shown(plain, step));
					}
					expect(plain.complete).toBe(true);
					const steps = randomSteps(seed, 5, checked.length);
					expect(steps.map((step) => shown(checked, step))).toEqual(
						steps.map((step) => shown(plain, step))
					);
				}
			),
			{ numRuns: 12, seed: 20 }
		);
	});
});
