import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine, packedViews } from '../../src/engine/engine';
import { EventCode, type SearchEvent } from '../../src/engine/events';
import { puzzles } from '../../src/puzzles/all';
import type { LoadedPuzzle } from '../../src/puzzles/types';
import { CheckpointStore } from '../../src/timeline/checkpoints';

/** Each sample's stretch of the stream: the properties need a few thousand events, not a whole search. */
const STRETCH = 2000;

/** The next `count` events (or up to done), stepped one at a time, with the board after each solution. */
function eventsOf(engine: SearchEngine, loaded: LoadedPuzzle, count: number) {
	const events: (SearchEvent | null)[] = [];
	const boards: unknown[] = [];
	for (let i = 0; i < count && !engine.finished; i++) {
		engine.step();
		events.push(engine.event());
		if (engine.code === EventCode.solution) boards.push(loaded.problem.board());
	}
	return { events, boards, heat: engine.heatMap(), counters: engine.counters() };
}

/**
 * Each sample of each puzzle, as a recipe that loads a fresh problem every time, and its first
 * STRETCH events run from the start without a break: the brute force, worked out once for the
 * runs that pick the sample again (a student's problem runs a trial of up to 300 ms each load,
 * and its events explain their conflicts in the sandbox).
 */
const samples = puzzles.flatMap((puzzle) =>
	puzzle.samples.map((sample) => {
		const load = (): LoadedPuzzle => {
			const loaded = puzzle.load(sample.input, sample.options);
			if (!loaded.ok) throw new Error(`sample ${sample.id} does not load`);
			return loaded.value;
		};
		let stretch: ReturnType<typeof eventsOf> | null = null;
		const uninterrupted = () => {
			if (stretch === null) {
				const whole = load();
				stretch = eventsOf(new SearchEngine(whole.problem, whole.search), whole, STRETCH);
			}
			return stretch;
		};
		return { label: `${puzzle.id} ${sample.id}`, load, uninterrupted };
	})
);

describe('snapshots written in place', () => {
	it('each puzzle resumes from a snapshot in the packed store with exactly the events of an uninterrupted run', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...samples),
				fc.array(fc.integer({ min: 0, max: STRETCH }), { minLength: 1, maxLength: 6 }),
				({ load, uninterrupted: stretch }, cuts) => {
					const uninterrupted = stretch();
					// Several snapshots packed one after another in one store, as checkpoints are.
					const steps = [...new Set(cuts)].sort((a, b) => a - b);
					const recorded = load();
					const engine = new SearchEngine(recorded.problem, recorded.search);
					const store = new CheckpointStore(1 << 24, 256);
					for (const step of steps) {
						engine.run(step - engine.events);
						store.add(engine);
					}
					expect(store.count).toBe(steps.length);
					steps.forEach((step, index) => {
						// A fresh problem and engine, as a worker restoring a checkpoint has.
						const fresh = load();
						const resumed = new SearchEngine(fresh.problem, fresh.search);
						store.restore(index, resumed);
						const at = Math.min(step, uninterrupted.events.length);
						expect(resumed.events).toBe(at);
						expect(resumed.event()).toEqual(at === 0 ? null : uninterrupted.events[at - 1]);
						const rest = eventsOf(resumed, fresh, STRETCH - at);
						expect(rest.events).toEqual(uninterrupted.events.slice(at));
						expect(rest.heat).toEqual(uninterrupted.heat);
						expect(rest.counters).toEqual(uninterrupted.counters);
						// The same engine, sent back from further on, as a seek backwards does.
						store.restore(index, engine);
						expect(eventsOf(engine, recorded, STRETCH - at).events).toEqual(
							uninterrupted.events.slice(at)
						);
					});
				}
			),
			{ numRuns: 40 }
		);
	});

	it('writes a snapshot of exactly the size it announces, at any offset, without touching its neighbours', () => {
		for (const { label, load } of samples) {
			const loaded = load();
			const engine = new SearchEngine(loaded.problem, loaded.search);
			engine.run(1234);
			const bytes = engine.snapshotBytes();
			expect([label, bytes % 8, bytes <= engine.maxSnapshotBytes()]).toEqual([label, 0, true]);
			const packed = packedViews(new ArrayBuffer(bytes + 64));
			packed.bytes.fill(0xa5);
			expect(engine.snapshotInto(packed, 32)).toBe(32 + bytes);
			expect(packed.bytes.subarray(0, 32).every((byte) => byte === 0xa5)).toBe(true);
			expect(packed.bytes.subarray(32 + bytes).every((byte) => byte === 0xa5)).toBe(true);
		}
	});

	it('adds up the tries of a call at once only for a heat map by decision point, with the same heat', () => {
		for (const { label, load } of samples) {
			const direct = load();
			const engines = [new SearchEngine(direct.problem, direct.search)];
			// The same problem with a heatIndex that reads the candidate, declared with it and with
			// a default value (which a function's length does not count): heat counted try by try.
			for (const declared of ['both parameters', 'a default value']) {
				const loaded = load();
				const problem = loaded.problem;
				const heatIndex = (point: number, candidate: number): number =>
					problem.heatIndex(point, candidate);
				const wrapped = Object.create(problem) as typeof problem;
				wrapped.heatIndex =
					declared === 'both parameters'
						? heatIndex
						: (point: number, candidate = Number.NaN) => heatIndex(point, candidate);
				engines.push(new SearchEngine(wrapped, loaded.search));
			}
			for (const count of [1, 7, 100, 2500]) {
				for (const engine of engines) engine.run(count);
				const [first, ...others] = engines.map((engine) => [
					label,
					Array.from(engine.heat),
					engine.counters()
				]);
				for (const other of others) expect(other).toEqual(first);
			}
		}
	});
});
