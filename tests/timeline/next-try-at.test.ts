import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SearchEvent } from '../../src/engine/events';
import { queensPuzzle } from '../../src/puzzles/queens';
import { sudokuPuzzle } from '../../src/puzzles/sudoku';
import type { Board, LoadedPuzzle, PuzzleDefinition, PuzzleOptions } from '../../src/puzzles/types';
import { MAX_TRY_SCAN } from '../../src/timeline/moment';
import { Timeline, type TimelineOptions } from '../../src/timeline/timeline';
import { fixture } from '../fixture';
import { loadedEventList } from './searches';

const nyoj = fixture('nyoj722_sample.in');

/** A search of a puzzle: a fresh problem each call, and its brute-force list of events. */
interface Recipe {
	(): LoadedPuzzle;
	/** Every event of the search, index i holding event i (index 0 is the start). */
	readonly events: () => readonly (SearchEvent | null)[];
}

/**
 * A fresh search of the puzzle each call, so the brute force never shares state with the
 * timeline; its events are listed once per worker (loadedEventList) for all the tests that ask.
 */
function recipe<B extends Board>(
	puzzle: PuzzleDefinition<B>,
	input: string,
	options: PuzzleOptions
): Recipe {
	const make = () => {
		const loaded = puzzle.load(input, options);
		if (!loaded.ok) throw new Error(`${puzzle.id} input does not load`);
		return loaded.value;
	};
	return Object.assign(make, { events: () => loadedEventList(puzzle.id, input, options) });
}

/** The steps of the tries at each point, in order, from one scan of the event list. */
function triesByPoint(events: readonly (SearchEvent | null)[]): Map<number, number[]> {
	const tries = new Map<number, number[]>();
	events.forEach((event, step) => {
		if (event?.kind !== 'try') return;
		const steps = tries.get(event.point) ?? [];
		steps.push(step);
		tries.set(event.point, steps);
	});
	return tries;
}

/**
 * The brute-force answer: the first try at the point after `from` and within range, found among
 * the point's tries in the event list (a scan of every event for each query took half the test's
 * time).
 */
function scanTryAt(
	tries: Map<number, number[]>,
	length: number,
	from: number,
	point: number,
	within: number
): number | null {
	const last = Math.min(length, from + Math.min(within, MAX_TRY_SCAN));
	const next = tries.get(point)?.find((step) => step > from);
	return next !== undefined && next <= last ? next : null;
}

/** The decision points the search tries at. */
function triedPoints(events: readonly (SearchEvent | null)[]): number[] {
	const points = new Set<number>();
	for (const event of events) if (event?.kind === 'try') points.add(event.point);
	return [...points].sort((a, b) => a - b);
}

const searches = [
	{ name: 'the NYOJ 722 sample sudoku', make: recipe(sudokuPuzzle, nyoj, { order: 'rowmajor' }) },
	{ name: 'six queens, all solutions', make: recipe(queensPuzzle, '6', { mode: 'all' }) }
];

/** Small chunks, so the answers cross checkpoints, doubled intervals and the open chunk. */
const layouts: TimelineOptions[] = [{}, { firstInterval: 8, budgetBytes: 40_000 }];

describe('the next try at a cell', () => {
	for (const { name, make } of searches)
		for (const options of layouts)
			it(`is the first try there in range, as a scan finds, in ${name} (${JSON.stringify(options)})`, () => {
				const events = make.events();
				const timeline = new Timeline(make(), options);
				while (!timeline.complete) timeline.index(1 << 20);
				const length = timeline.length;
				expect(length).toBe(events.length - 1);
				const points = triedPoints(events);
				const tries = triesByPoint(events);
				expect(points.length).toBeGreaterThan(3);
				fc.assert(
					fc.property(
						fc.integer({ min: 0, max: length }),
						fc.constantFrom(...points, points[points.length - 1] + 1),
						fc.oneof(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 0, max: 2 * length })),
						(from, point, within) => {
							const query = { type: 'nextTryAt', point, within } as const;
							expect(timeline.find(from, query)).toBe(
								scanTryAt(tries, length, from, point, within)
							);
						}
					),
					{ numRuns: 400, seed: 722 }
				);
			});

	it('answers while the search is still being recorded, and recording goes on as before', () => {
		const make = searches[0].make;
		const events = make.events();
		const timeline = new Timeline(make(), { firstInterval: 64 });
		const points = triedPoints(events);
		const tries = triesByPoint(events);
		let length = 0;
		for (let round = 0; !timeline.complete; round++) {
			timeline.index(1000 + round);
			length = timeline.length;
			const from = (round * 397) % (length + 1);
			const point = points[round % points.length];
			const query = { type: 'nextTryAt', point, within: 5000 } as const;
			expect(timeline.find(from, query)).toBe(scanTryAt(tries, length, from, point, 5000));
		}
		expect(length).toBe(events.length - 1);
		expect(timeline.seek(length).event).toEqual(events[length]);
		expect(timeline.seek(length >> 1).event).toEqual(events[length >> 1]);
	});

	it('finds nothing at or past the end of what is recorded, or within no events', () => {
		const make = searches[1].make;
		const events = make.events();
		const timeline = new Timeline(make());
		timeline.index(100);
		const point = (events[1] as { point: number }).point;
		expect(timeline.find(100, { type: 'nextTryAt', point, within: 10 })).toBeNull();
		expect(timeline.find(0, { type: 'nextTryAt', point, within: 0 })).toBeNull();
		expect(timeline.find(0, { type: 'nextTryAt', point, within: 1 })).toBe(1);
	});
});
