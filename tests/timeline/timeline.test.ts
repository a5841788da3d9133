import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SearchEngine, type SearchOptions } from '../../src/engine/engine';
import { EventCode } from '../../src/engine/events';
import { SudokuProblem } from '../../src/puzzles/sudoku/problem';
import type { SudokuOrder } from '../../src/puzzles/sudoku/model';
import type { LoadedPuzzle } from '../../src/puzzles/types';
import { Timeline, type TimelineOptions } from '../../src/timeline/timeline';
import type { NavigableKind, TimelineQuery } from '../../src/timeline/moment';
import { puzzles } from '../../src/puzzles/all';
import { fixtureLines, fixtureRows } from '../fixture';

const gridDigits = (line: string): number[] =>
	Array.from(line.trim(), (ch) => (ch === '.' ? 0 : Number(ch)));

const top95 = fixtureLines('sudoku_norvig_top95.txt').map(gridDigits);
/** Full grids: the freeCodeCamp puzzles' published solutions (the last row is an error case). */
const solvedGrids = fixtureRows('sudoku_freecodecamp_puzzles.csv')
	.map((row) => row[1])
	.filter((expected) => /^\d{81}$/.test(expected))
	.map(gridDigits);

const NINE = { size: 9, boxSize: 3 };
const FOUR = { size: 4, boxSize: 2 };

/** A recipe for a search: each call builds a fresh problem, so a replay never shares state with the timeline. */
type Recipe = () => LoadedPuzzle;

function sudoku(
	digits: readonly number[],
	order: SudokuOrder = 'rowmajor',
	search: SearchOptions = { mode: 'first' }
): Recipe {
	const shape = digits.length === 16 ? FOUR : NINE;
	return () => ({ problem: new SudokuProblem(shape, digits, order), search });
}

/** What a seek must show at `step`, read off an engine (and its problem) that has run to it from the start. */
function shownAt(engine: SearchEngine, problem: LoadedPuzzle['problem'], step: number) {
	return {
		step,
		event: engine.event(),
		board: problem.board(),
		frames: engine.frames(),
		outerCalls: 0,
		counters: engine.counters(),
		depth: step === 0 ? 0 : engine.depth,
		heat: engine.heatMap()
	};
}

/**
 * The code and depth of every event of the first `length` events, by stepping a fresh engine: the
 * brute force. On the way it notes what a seek must show at each of `shown` (a copy, as replaying
 * the search from the start to there shows it).
 */
function bruteForce(
	recipe: Recipe,
	length: number,
	shown: readonly number[] = []
): { codes: number[]; depths: number[]; moments: Map<number, ReturnType<typeof shownAt>> } {
	const loaded = recipe();
	const engine = new SearchEngine(loaded.problem, loaded.search);
	const codes = [-1];
	const depths = [0];
	const moments = new Map<number, ReturnType<typeof shownAt>>();
	const note = () => {
		if (shown.includes(engine.events))
			moments.set(engine.events, structuredClone(shownAt(engine, loaded.problem, engine.events)));
	};
	note();
	while (engine.events < length) {
		engine.step();
		codes.push(engine.code);
		depths.push(engine.depth);
		note();
	}
	return { codes, depths, moments };
}

/** What a seek must show, by replaying the search from the start. */
function replay(recipe: Recipe, step: number) {
	const loaded = recipe();
	const engine = new SearchEngine(loaded.problem, loaded.search);
	engine.run(step);
	return shownAt(engine, loaded.problem, step);
}

const KIND_CODES: Record<NavigableKind, readonly number[]> = {
	try: [EventCode.tryOk, EventCode.tryConflict],
	conflict: [EventCode.tryConflict],
	place: [EventCode.place],
	backtrack: [EventCode.backtrack],
	solution: [EventCode.solution]
};

/** The answer to a navigation query by scanning every recorded event. */
function scan(
	events: { codes: number[]; depths: number[] },
	length: number,
	from: number,
	query: TimelineQuery
): number | null {
	const hit = (step: number): boolean =>
		'kind' in query
			? KIND_CODES[query.kind].includes(events.codes[step])
			: 'maxDepth' in query && events.depths[step] <= query.maxDepth;
	const forward = query.type === 'nextOfKind' || query.type === 'nextAtDepth';
	if (forward) {
		for (let step = Math.max(1, Math.floor(from) + 1); step <= length; step++)
			if (hit(step)) return step;
	} else {
		for (let step = Math.min(length, Math.ceil(from) - 1); step >= 1; step--)
			if (hit(step)) return step;
	}
	return null;
}

const KINDS: NavigableKind[] = ['try', 'conflict', 'place', 'backtrack', 'solution'];

/** Every query of every kind, and depth queries at each level up to `deepest` + 1. */
function allQueries(deepest: number): TimelineQuery[] {
	const queries: TimelineQuery[] = [];
	for (const kind of KINDS) {
		queries.push({ type: 'nextOfKind', kind }, { type: 'previousOfKind', kind });
	}
	for (let maxDepth = -1; maxDepth <= deepest + 1; maxDepth++) {
		queries.push({ type: 'nextAtDepth', maxDepth }, { type: 'previousAtDepth', maxDepth });
	}
	return queries;
}

/** A search of a real grid: a solved freeCodeCamp grid with random cells blanked, or a top95 puzzle. */
const searchArbitrary = fc.oneof(
	fc.record({
		digits: fc
			.tuple(
				fc.integer({ min: 0, max: solvedGrids.length - 1 }),
				fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 10, maxLength: 60 })
			)
			.map(([grid, blanks]) => solvedGrids[grid].map((d, cell) => (blanks.includes(cell) ? 0 : d))),
		order: fc.constantFrom<SudokuOrder>('rowmajor', 'mrv'),
		limit: fc.integer({ min: 1, max: 6 })
	}),
	fc.record({
		digits: fc.integer({ min: 0, max: top95.length - 1 }).map((i) => top95[i]),
		order: fc.constantFrom<SudokuOrder>('rowmajor', 'mrv'),
		limit: fc.constant(1)
	}),
	fc.record({
		digits: fc
			.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 0, maxLength: 16 })
			.map((blanks) =>
				[1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1].map((d, cell) =>
					blanks.includes(cell) ? 0 : d
				)
			),
		order: fc.constantFrom<SudokuOrder>('rowmajor', 'mrv'),
		limit: fc.integer({ min: 1, max: 300 })
	})
);

/** Small intervals, budgets and checkpoint counts, so checkpoints are dense and the interval doubles many times. */
const optionsArbitrary: fc.Arbitrary<TimelineOptions> = fc.record({
	firstInterval: fc.constantFrom(4, 8, 16, 32, 64),
	budgetBytes: fc.integer({ min: 6_000, max: 200_000 }),
	// Few checkpoints make long chunks, where replays keep fine snapshots.
	maxCheckpoints: fc.oneof(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 7, max: 300 }))
});

/** Records the search in a few pieces of random size, seeking in between (the worker does the same). */
function recordInPieces(recipe: Recipe, options: TimelineOptions, cap: number, pieces: number[]) {
	const timeline = new Timeline(recipe(), options);
	for (const piece of pieces) {
		timeline.index(Math.min(piece, cap - timeline.length));
		if (timeline.length > 0) timeline.seek(Math.floor(timeline.length / 3));
	}
	timeline.index(cap - timeline.length);
	return timeline;
}

describe('seeking', () => {
	it('shows at any step the same board, stack, counters and event as replaying from the start', () => {
		fc.assert(
			fc.property(
				searchArbitrary,
				optionsArbitrary,
				fc.array(fc.integer({ min: 1, max: 9000 }), { maxLength: 4 }),
				fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 10 }),
				(search, options, pieces, fractions) => {
					const recipe = sudoku(search.digits, search.order, { mode: 'all', limit: search.limit });
					const timeline = recordInPieces(recipe, options, 12_000, pieces);
					// Each step with its neighbours: playing forward and stepping back take other paths.
					const steps = fractions.flatMap((f) => {
						const step = Math.round(f * timeline.length);
						return [step, step + 1, step - 1, step - 2];
					});
					steps.push(0, timeline.length, timeline.checkpointInterval, timeline.length - 1);
					for (const step of steps.filter((s) => s >= 0 && s <= timeline.length))
						expect(timeline.seek(step)).toEqual(replay(recipe, step));
				}
			),
			{ numRuns: 200 }
		);
	});

	it('keeps recording the same search after seeks moved the engine back and forth', () => {
		const recipe = sudoku(top95[3]);
		const straight = new Timeline(recipe(), { firstInterval: 32 });
		straight.index(50_000);
		const interrupted = new Timeline(recipe(), { firstInterval: 32 });
		for (let piece = 0; piece < 50; piece++) {
			interrupted.index(1_000);
			interrupted.seek(piece * 137);
			interrupted.find(piece * 300, { type: 'previousOfKind', kind: 'backtrack' });
			interrupted.depthSeries(10);
		}
		expect(interrupted.length).toBe(50_000);
		for (const step of [1, 777, 25_000, 49_999, 50_000])
			expect(interrupted.seek(step)).toEqual(straight.seek(step));
		expect(interrupted.depthSeries(50)).toEqual(straight.depthSeries(50));
	});

	it('lists only the innermost calls asked for, and counts the calls left out', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 20_000 }),
				fc.integer({ min: 1, max: 90 }),
				(step, k) => {
					const timeline = new Timeline(sudoku(top95[0])(), { firstInterval: 64 });
					timeline.index(20_000);
					const whole = timeline.seek(step);
					const cut = timeline.seek(step, k);
					expect(cut.frames).toEqual(whole.frames.slice(Math.max(0, whole.frames.length - k)));
					expect(cut.outerCalls + cut.frames.length).toBe(whole.frames.length);
					expect({ ...cut, frames: [], outerCalls: 0 }).toEqual({
						...whole,
						frames: [],
						outerCalls: 0
					});
				}
			),
			{ numRuns: 60 }
		);
	});

	it('clamps steps outside the recording to its start and its end', () => {
		const recipe = sudoku(top95[0]);
		const timeline = new Timeline(recipe());
		timeline.index(5_000);
		expect(timeline.seek(-4)).toEqual(replay(recipe, 0));
		expect(timeline.seek(Number.NaN).step).toBe(0);
		expect(timeline.seek(1e12)).toEqual(replay(recipe, 5_000));
		expect(timeline.seek(2.7).step).toBe(2);
		expect(timeline.seek(0).event).toBeNull();
	});

	it('plays a whole small search to its done event, with every solution on its board', () => {
		const recipe = sudoku(new Array(16).fill(0), 'rowmajor', { mode: 'all' });
		const timeline = new Timeline(recipe(), { firstInterval: 16, budgetBytes: 4_000 });
		while (!timeline.complete) timeline.index(100);
		expect(timeline.seek(timeline.length).event).toMatchObject({
			kind: 'done',
			reason: 'exhausted'
		});
		expect(timeline.progress(5)).toMatchObject({ complete: true, solutions: 288, elapsedMs: 5 });
		let solutions = 0;
		for (
			let step = timeline.find(0, { type: 'nextOfKind', kind: 'solution' });
			step !== null;
			step = timeline.find(step, { type: 'nextOfKind', kind: 'solution' })
		) {
			const moment = timeline.seek(step);
			expect(moment.event).toMatchObject({ kind: 'solution', index: ++solutions });
			expect((moment.board as unknown as { cells: number[] }).cells).not.toContain(0);
		}
		expect(solutions).toBe(288);
	});

	it('records a grid that is already solved as a solution and a done event', () => {
		const timeline = new Timeline(sudoku(solvedGrids[0])());
		expect(timeline.index(100)).toBe(2);
		expect(timeline.complete).toBe(true);
		expect(timeline.seek(1).event).toMatchObject({ kind: 'solution', depth: 0 });
		expect(timeline.index(100)).toBe(0);
	});
});

describe('every puzzle', () => {
	it('seeks and navigates in a recording of each sample exactly as a replay and a scan do', () => {
		for (const puzzle of puzzles)
			for (const sample of puzzle.samples) {
				const recipe: Recipe = () => {
					const loaded = puzzle.load(sample.input, sample.options);
					if (!loaded.ok) throw new Error(`sample ${sample.id} does not load`);
					return loaded.value;
				};
				const timeline = new Timeline(recipe(), { firstInterval: 8, budgetBytes: 40_000 });
				timeline.index(6_000);
				const length = timeline.length;
				const steps = [0, 1, length >> 2, length >> 1, length - 1, length].filter((s) => s >= 0);
				// One replay from the start for all the steps, in the same pass as the brute force:
				// a student's problem runs a trial of up to 20,000 events each time it is loaded
				// (custom/solver.ts), most of this test's time when each step loaded its own.
				const events = bruteForce(recipe, length, steps);
				for (const step of steps)
					expect([sample.id, timeline.seek(step)]).toEqual([sample.id, events.moments.get(step)]);
				const deepest = Math.max(0, ...events.depths);
				for (const from of [0, length >> 1, length])
					for (const query of allQueries(Math.min(deepest, 12)))
						expect([sample.id, from, query, timeline.find(from, query)]).toEqual([
							sample.id,
							from,
							query,
							scan(events, length, from, query)
						]);
			}
	});
});

describe('navigation', () => {
	it('answers every query exactly as a scan of every recorded event does', () => {
		fc.assert(
			fc.property(
				searchArbitrary,
				optionsArbitrary,
				fc.array(fc.integer({ min: 1, max: 9000 }), { maxLength: 3 }),
				fc.array(fc.double({ min: -0.05, max: 1.05, noNaN: true }), { minLength: 1, maxLength: 4 }),
				(search, options, pieces, fractions) => {
					const recipe = sudoku(search.digits, search.order, { mode: 'all', limit: search.limit });
					const timeline = recordInPieces(recipe, options, 8_000, pieces);
					const length = timeline.length;
					const events = bruteForce(recipe, length);
					const deepest = Math.max(0, ...events.depths);
					const froms = fractions.map((f) => Math.round(f * length));
					froms.push(0, length, 1.5);
					// Every answer of the run compared with one expect: one expect an answer took a
					// quarter of the test's time.
					const asked = froms.flatMap((from) =>
						allQueries(deepest).map((query) => ({ from, query }))
					);
					expect(asked.map(({ from, query }) => [from, query, timeline.find(from, query)])).toEqual(
						asked.map(({ from, query }) => [from, query, scan(events, length, from, query)])
					);
				}
			),
			{ numRuns: 120 }
		);
	});

	it('answers queries far from the start of long chunks as a scan does', () => {
		// Chunks of 2^14 events are scanned in blocks; row-major on this grid rarely returns to low depths.
		const recipe = sudoku(top95[1]);
		const timeline = new Timeline(recipe(), { firstInterval: 1 << 14 });
		timeline.index(300_000);
		const events = bruteForce(recipe, 300_000);
		for (const query of allQueries(30))
			for (const from of [0, 5_000, 150_000, 299_999, 300_000])
				expect([from, query, timeline.find(from, query)]).toEqual([
					from,
					query,
					scan(events, 300_000, from, query)
				]);
	});
});

describe('depth series', () => {
	it('gives each bucket the lowest and highest depth, backtracks and solutions of its events', () => {
		fc.assert(
			fc.property(
				searchArbitrary,
				optionsArbitrary,
				fc.constantFrom(1, 3, 10, 100, 1000),
				(search, options, buckets) => {
					const recipe = sudoku(search.digits, search.order, { mode: 'all', limit: search.limit });
					const timeline = recordInPieces(recipe, options, 10_000, []);
					const length = timeline.length;
					const events = bruteForce(recipe, length);
					const series = timeline.depthSeries(buckets);
					const count = Math.ceil(length / series.bucketSize);
					expect(series.minDepth.length).toBe(count);
					expect(count).toBeLessThanOrEqual(buckets);
					for (let bucket = 0; bucket < count; bucket++) {
						const steps = events.depths
							.map((_, step) => step)
							.slice(bucket * series.bucketSize + 1, (bucket + 1) * series.bucketSize + 1);
						const depths = steps.map((step) => events.depths[step]);
						const countOf = (code: number) => steps.filter((s) => events.codes[s] === code).length;
						expect([
							series.minDepth[bucket],
							series.maxDepth[bucket],
							series.backtracks[bucket],
							series.solutions[bucket]
						]).toEqual([
							Math.min(...depths),
							Math.max(...depths),
							countOf(EventCode.backtrack),
							countOf(EventCode.solution)
						]);
					}
				}
			),
			{ numRuns: 60 }
		);
	});

	it('is empty before anything is recorded', () => {
		const timeline = new Timeline(sudoku(top95[0])());
		expect(timeline.depthSeries(1000).minDepth).toEqual([]);
		expect(timeline.find(0, { type: 'nextOfKind', kind: 'try' })).toBeNull();
		expect(timeline.seek(10).step).toBe(0);
	});
});

describe('memory budget', () => {
	it('stays within its budget by doubling the interval while the search goes on', () => {
		const budgetBytes = 64 * 1024;
		const timeline = new Timeline(sudoku(top95[4])(), { budgetBytes, firstInterval: 16 });
		let largest = 0;
		for (let piece = 0; piece < 40; piece++) {
			timeline.index(25_000);
			largest = Math.max(largest, timeline.bytes());
		}
		expect(timeline.length).toBe(1_000_000);
		expect(timeline.checkpointInterval).toBeGreaterThan(16);
		expect(timeline.overBudget).toBe(false);
		expect(largest).toBeLessThan(budgetBytes * 1.25);
	});

	it('keeps at most maxCheckpoints checkpoints by doubling the interval, and still seeks exactly', () => {
		const recipe = sudoku(top95[6]);
		const timeline = new Timeline(recipe(), { firstInterval: 16, maxCheckpoints: 8 });
		timeline.index(200_000);
		expect(timeline.length).toBe(200_000);
		expect(timeline.checkpointInterval).toBe(32_768);
		expect(timeline.overBudget).toBe(false);
		for (const step of [1, 32_767, 32_768, 32_769, 150_000, 199_999])
			expect(timeline.seek(step)).toEqual(replay(recipe, step));
	});

	it('stops recording when the budget is spent and keeps seeking and finding in what it has', () => {
		const recipe = sudoku(top95[5]);
		const timeline = new Timeline(recipe(), {
			budgetBytes: 5_000,
			firstInterval: 8,
			maxInterval: 128
		});
		const recorded = timeline.index(1_000_000);
		expect(timeline.overBudget).toBe(true);
		expect(timeline.complete).toBe(false);
		expect(recorded).toBe(timeline.length);
		expect(timeline.length).toBeLessThan(1_000_000);
		expect(timeline.index(1_000)).toBe(0);
		expect(timeline.progress(0)).toMatchObject({ overBudget: true, events: timeline.length });
		const events = bruteForce(recipe, timeline.length);
		for (const step of [0, 1, 100, timeline.length >> 1, timeline.length])
			expect(timeline.seek(step)).toEqual(replay(recipe, step));
		for (const query of allQueries(20))
			for (const from of [0, timeline.length >> 1, timeline.length])
				expect(timeline.find(from, query)).toBe(scan(events, timeline.length, from, query));
	});
});
