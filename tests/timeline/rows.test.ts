import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SearchEngine } from '../../src/engine/engine';
import { EventCode } from '../../src/engine/events';
import { MAX_EVENT_ROWS, type EventRows } from '../../src/timeline/row-table';
import { eventRows } from '../../src/timeline/rows';
import { Timeline } from '../../src/timeline/timeline';
import { indexedTimeline, searches, type SearchName } from './searches';

/** One event as the rows and the brute force both give it, with the counters after it. */
interface Row {
	step: number;
	kind: string;
	verdict: string | null;
	depth: number;
	point: number;
	candidate: number;
	clash: number;
	tries: number;
	conflicts: number;
	places: number;
	backtracks: number;
	solutions: number;
}

const reference = new Map<SearchName, readonly Row[]>();

/**
 * Every event of a search with the counters after it, by stepping a fresh engine from the start
 * (index 0 is step 1): the brute force the rows must equal.
 */
function replayed(name: SearchName): readonly Row[] {
	const known = reference.get(name);
	if (known) return known;
	const loaded = searches[name]();
	const engine = new SearchEngine(loaded.problem, loaded.search);
	const built: Row[] = [];
	while (!engine.finished) {
		engine.step();
		const event = engine.event();
		if (event === null) throw new Error('a step made no event');
		const counters = engine.counters();
		built.push({
			step: event.step,
			kind: event.kind,
			verdict: event.kind === 'try' ? event.verdict : null,
			depth: event.depth,
			point: 'point' in event ? event.point : -1,
			candidate: 'candidate' in event ? event.candidate : -1,
			clash: event.kind === 'try' && event.verdict === 'conflict' ? event.conflict[0].point : -1,
			tries: counters.tries,
			conflicts: counters.conflicts,
			places: counters.places,
			backtracks: counters.backtracks,
			solutions: counters.solutions
		});
	}
	reference.set(name, built);
	return built;
}

/** The reference rows of steps from..to (none when to < from). */
const expected = (name: SearchName, from: number, to: number): Row[] =>
	to < from ? [] : replayed(name).slice(from - 1, to);

const KIND: Record<number, string> = {
	[EventCode.tryOk]: 'try',
	[EventCode.tryConflict]: 'try',
	[EventCode.place]: 'place',
	[EventCode.backtrack]: 'backtrack',
	[EventCode.solution]: 'solution',
	[EventCode.done]: 'done'
};

/** The columns read back as one object per row, to compare with the brute force. */
function asRows(rows: EventRows): Row[] {
	return Array.from(rows.code, (code, i) => ({
		step: rows.from + i,
		kind: KIND[code],
		verdict: code === EventCode.tryOk ? 'ok' : code === EventCode.tryConflict ? 'conflict' : null,
		depth: rows.depth[i],
		point: rows.point[i],
		candidate: rows.candidate[i],
		clash: rows.clash[i],
		tries: rows.tries[i],
		conflicts: rows.conflicts[i],
		places: rows.places[i],
		backtracks: rows.backtracks[i],
		solutions: rows.solutions[i]
	}));
}

const FIELDS = Object.keys(replayed('ring8All')[0]) as (keyof Row)[];

/**
 * The rows equal the brute force's rows of steps from..to: compared field by field, and on the
 * first row that differs, shown whole (a deep comparison of 100,000 objects takes seconds).
 */
function expectRows(rows: EventRows, name: SearchName, from: number, to: number): void {
	const got = asRows(rows);
	const want = expected(name, from, to);
	expect([name, from, to, got.length]).toEqual([name, from, to, want.length]);
	const differs = got.findIndex((row, i) => FIELDS.some((field) => row[field] !== want[i][field]));
	if (differs >= 0) expect([name, got[differs]]).toEqual([name, want[differs]]);
}

const timelines = new Map<string, Timeline>();

/** A fully indexed timeline, kept for the file: reading rows must leave it as good as new. */
function timelineOf(name: SearchName, interval: number): Timeline {
	const key = `${name}/${interval}`;
	let timeline = timelines.get(key);
	if (!timeline) {
		timeline = indexedTimeline(name, interval);
		timelines.set(key, timeline);
	}
	return timeline;
}

const SMALL: readonly SearchName[] = ['queens6All', 'mazeAll', 'ring8All', 'sudoku4All'];

describe('event rows', () => {
	it('equal a fresh engine’s events and counters over the whole of each search', () => {
		for (const name of SMALL) {
			const timeline = timelineOf(name, 64);
			const rows = eventRows(timeline, 1, timeline.length);
			expect(rows).toMatchObject({ from: 1, to: timeline.length, capped: false });
			expectRows(rows, name, 1, replayed(name).length);
		}
	});

	it('hold every kind of event: conflicts with the point they clash with, solutions and done without a point', () => {
		const rows = asRows(eventRows(timelineOf('queens6All', 64), 1, Infinity));
		expect(new Set(rows.map((row) => row.kind))).toEqual(
			new Set(['try', 'place', 'backtrack', 'solution', 'done'])
		);
		const conflicts = rows.filter((row) => row.verdict === 'conflict');
		expect(conflicts.length).toBeGreaterThan(0);
		// A queen clashes with the queen of an earlier row: always a point, never the edge.
		expect(conflicts.every((row) => row.clash >= 0 && row.clash < row.point)).toBe(true);
		expect(rows.filter((row) => row.kind === 'solution')).toHaveLength(4);
		expect(rows.at(-1)).toMatchObject({ kind: 'done', point: -1, candidate: -1, depth: 0 });
	});

	it('start mid-chunk, cross checkpoint boundaries and end mid-chunk as the replay does', () => {
		const ranges: [number, number][] = [
			[30, 200],
			[63, 65],
			[64, 64],
			[65, 65],
			[100, 100 + 64 * 5 + 7],
			[1, 1]
		];
		for (const name of SMALL) {
			const timeline = timelineOf(name, 64);
			for (const [from, to] of ranges) expectRows(eventRows(timeline, from, to), name, from, to);
		}
	});

	it('read deep inside chunks longer than the fine snapshots’ spacing as the replay does', () => {
		const timeline = timelineOf('nyoj', 1 << 14);
		expect(timeline.checkpointInterval).toBeGreaterThan(4096);
		const ranges: [number, number][] = [
			[20_000, 30_000],
			[16_380, 16_390],
			[16_384, 16_385],
			[50_000, 50_000],
			[timeline.length - 5000, timeline.length]
		];
		for (const [from, to] of ranges) expectRows(eventRows(timeline, from, to), 'nyoj', from, to);
	});

	it('clamp a range to the recorded steps and give no rows for one that is backwards or outside', () => {
		const timeline = timelineOf('ring8All', 64);
		const length = timeline.length;
		const range = (from: number, to: number) => {
			const rows = eventRows(timeline, from, to);
			return [rows.from, rows.to, rows.code.length, rows.capped];
		};
		expect(range(-5, 10)).toEqual([1, 10, 10, false]);
		expect(range(length - 3, length + 1000)).toEqual([length - 3, length, 4, false]);
		expect(range(-Infinity, Infinity)).toEqual([1, length, length, false]);
		expect(range(2.5, 5.5)).toEqual([3, 5, 3, false]);
		expect(range(0, 0)).toEqual([1, 0, 0, false]);
		expect(range(10, 5)).toEqual([10, 9, 0, false]);
		expect(range(length + 1, length + 5)).toEqual([length + 1, length, 0, false]);
		expect(range(Infinity, Infinity)).toEqual([length + 1, length, 0, false]);
		expect(range(Number.NaN, 5)).toEqual([1, 5, 5, false]);
		expect(range(3, Number.NaN)).toEqual([3, 2, 0, false]);
		expectRows(eventRows(timeline, length - 3, length + 1000), 'ring8All', length - 3, length);
	});

	it('read a range in one replay of the timeline, never a seek per row', () => {
		const timeline = timelineOf('nyoj', 1024);
		const replays: [number, number][] = [];
		const counting = {
			length: timeline.length,
			replay: (...args: Parameters<Timeline['replay']>) => {
				replays.push([args[0], args[1]]);
				timeline.replay(...args);
			}
		};
		expectRows(eventRows(counting, 3000, 9000), 'nyoj', 3000, 9000);
		expect(replays).toEqual([[3000, 9000]]);
	});

	it('give nothing before anything is recorded', () => {
		const timeline = new Timeline(searches.queens6All());
		expect(eventRows(timeline, 1, 100)).toMatchObject({ from: 1, to: 0, capped: false });
		expect(eventRows(timeline, 1, 100).code).toHaveLength(0);
	});

	it('give the first MAX_EVENT_ROWS events of a longer range and say it was capped', () => {
		const timeline = timelineOf('nyoj', 1024);
		expect(timeline.length).toBeGreaterThan(MAX_EVENT_ROWS);
		const all = eventRows(timeline, 1, timeline.length);
		expect(all).toMatchObject({ from: 1, to: timeline.length, capped: true });
		expect(all.code).toHaveLength(MAX_EVENT_ROWS);
		expectRows(all, 'nyoj', 1, MAX_EVENT_ROWS);
		// Exactly MAX_EVENT_ROWS steps fit whole.
		const last = eventRows(timeline, timeline.length - MAX_EVENT_ROWS + 1, timeline.length);
		expect(last).toMatchObject({ to: timeline.length, capped: false });
		expectRows(last, 'nyoj', timeline.length - MAX_EVENT_ROWS + 1, timeline.length);
		const oneMore = eventRows(timeline, timeline.length - MAX_EVENT_ROWS, timeline.length);
		expect([oneMore.capped, oneMore.code.length]).toEqual([true, MAX_EVENT_ROWS]);
	});

	it('read what is recorded while recording goes on, and recording goes on unchanged', () => {
		const timeline = new Timeline(searches.nyoj(), { firstInterval: 64 });
		timeline.index(5000);
		const early = eventRows(timeline, 4000, 1e12);
		expect([early.from, early.to]).toEqual([4000, 5000]);
		expectRows(early, 'nyoj', 4000, 5000);
		while (!timeline.complete) timeline.index(7777);
		expect(timeline.length).toBe(replayed('nyoj').length);
		expectRows(eventRows(timeline, 4990, 9000), 'nyoj', 4990, 9000);
	});

	it('equal the replay over random ranges, wherever earlier seeks left the timeline, and leave its seeks right', () => {
		const names: readonly SearchName[] = [...SMALL, 'nyoj'];
		fc.assert(
			fc.property(
				fc.constantFrom(...names),
				fc.constantFrom(4, 16, 64, 256),
				fc.double({ min: 0, max: 1, noNaN: true }),
				fc.double({ min: -0.02, max: 1.02, noNaN: true }),
				fc.integer({ min: -3, max: 3000 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				(name, interval, seekAt, start, span, seekAfter) => {
					const timeline = timelineOf(name, interval);
					const length = timeline.length;
					timeline.seek(Math.round(seekAt * length));
					const from = Math.round(start * length);
					const to = from + span;
					const rows = eventRows(timeline, from, to);
					const first = Math.max(1, from);
					const last = Math.min(length, to);
					expect([rows.from, rows.to]).toEqual([
						Math.min(first, length + 1),
						Math.max(Math.min(first, length + 1) - 1, last)
					]);
					expectRows(rows, name, first, last);
					const step = Math.max(1, Math.round(seekAfter * length));
					const moment = timeline.seek(step);
					const was = replayed(name)[step - 1];
					expect([moment.event?.kind, moment.depth, moment.counters]).toEqual([
						was.kind,
						was.depth,
						expect.objectContaining({
							tries: was.tries,
							conflicts: was.conflicts,
							places: was.places,
							backtracks: was.backtracks,
							solutions: was.solutions
						})
					]);
				}
			),
			{ numRuns: 150 }
		);
	});
});
