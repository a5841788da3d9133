import { describe, expect, it, vi } from 'vitest';
import { SearchHost } from '../../src/worker/host';
import { readResponse, type WorkerResponse } from '../../src/worker/protocol';
import { puzzles } from '../../src/puzzles/all';
import { MAX_EVENT_ROWS } from '../../src/timeline/row-table';
import { eventRows } from '../../src/timeline/rows';
import { STEP_MOVES } from '../../src/timeline/step-moves';
import { stepTarget } from '../../src/timeline/stepping';
import { Timeline } from '../../src/timeline/timeline';
import { searchTree } from '../../src/timeline/tree';
import { searches } from '../timeline/searches';
import { fixture, fixtureLines } from '../fixture';

const top95 = fixtureLines('sudoku_norvig_top95.txt');
/** Row-major on this grid makes about 10^9 tries: indexing it never ends within a test. */
const endless = top95[4];
/** MRV solves this grid in a few hundred events. */
const quick = top95[0];

/** A host whose indexing slices run only when the test says so. */
function manualHost() {
	const replies: WorkerResponse[] = [];
	const queue: (() => void)[] = [];
	const host = new SearchHost(
		(message) => replies.push(message),
		(task) => queue.push(task)
	);
	const runSlices = (count = Infinity): number => {
		let ran = 0;
		while (ran < count && queue.length > 0) {
			queue.shift()?.();
			ran++;
		}
		return ran;
	};
	const last = <T extends WorkerResponse['type']>(type: T) =>
		replies.filter((r): r is Extract<WorkerResponse, { type: T }> => r.type === type).at(-1);
	return { host, replies, queue, runSlices, last };
}

const loadSudoku = (id: number, input: string, order = 'rowmajor') => ({
	type: 'load',
	id,
	puzzle: 'sudoku',
	input,
	options: { order, mode: 'first' }
});

describe('search host', () => {
	it('loads a puzzle, indexes it to the end and answers seeks, queries and series', () => {
		const { host, replies, runSlices, last } = manualHost();
		host.handle(loadSudoku(1, quick, 'mrv'));
		expect(replies[0]).toEqual({ type: 'loaded', id: 1, session: 1 });
		runSlices();
		const progress = last('progress');
		expect(progress?.progress).toMatchObject({ complete: true, solutions: 1, overBudget: false });
		const length = progress?.progress.events ?? 0;
		host.handle({ type: 'seek', id: 2, step: length - 1 });
		expect(last('moment')).toMatchObject({
			id: 2,
			moment: { step: length - 1, event: { kind: 'solution' } }
		});
		host.handle({ type: 'find', id: 3, from: 0, query: { type: 'nextOfKind', kind: 'solution' } });
		expect(last('found')).toEqual({ type: 'found', id: 3, step: length - 1 });
		host.handle({ type: 'series', id: 4, buckets: 10 });
		expect(last('series')?.series.minDepth.length).toBeLessThanOrEqual(10);
		expect(replies.filter((r) => r.type === 'error')).toEqual([]);
	});

	it('answers a seek while indexing goes on, from what is recorded so far', () => {
		const { host, runSlices, last } = manualHost();
		host.handle(loadSudoku(1, endless));
		runSlices(2);
		host.handle({ type: 'seek', id: 2, step: 1e15 });
		const moment = last('moment')?.moment;
		expect(moment?.step).toBeGreaterThan(1000);
		host.handle({
			type: 'find',
			id: 3,
			from: moment?.step ?? 0,
			query: { type: 'previousOfKind', kind: 'backtrack' }
		});
		expect(last('found')?.step).toBeGreaterThan(0);
		runSlices(2);
		host.handle({ type: 'seek', id: 4, step: 1e15 });
		expect(last('moment')?.moment.step).toBeGreaterThan(moment?.step ?? 0);
		host.handle({ type: 'cancel', id: 5 });
	});

	it('stops indexing on cancel: no progress after the reply and the recording no longer grows', () => {
		const { host, replies, queue, runSlices, last } = manualHost();
		host.handle(loadSudoku(1, endless));
		runSlices(3);
		host.handle({ type: 'cancel', id: 2 });
		const cancelledAt = replies.findIndex((r) => r.type === 'cancelled');
		expect(replies[cancelledAt]).toEqual({ type: 'cancelled', id: 2 });
		host.handle({ type: 'seek', id: 3, step: 1e15 });
		const stoppedAt = last('moment')?.moment.step;
		runSlices(10);
		expect(queue).toEqual([]);
		expect(replies.slice(cancelledAt).filter((r) => r.type === 'progress')).toEqual([]);
		host.handle({ type: 'seek', id: 4, step: 1e15 });
		expect(last('moment')?.moment.step).toBe(stoppedAt);
	});

	it('says recording was stopped in the last progress before the cancel reply', () => {
		const { host, replies, runSlices } = manualHost();
		host.handle(loadSudoku(1, endless));
		runSlices(2);
		host.handle({ type: 'cancel', id: 2 });
		const progress = replies.filter((r) => r.type === 'progress').at(-1);
		expect(progress?.type === 'progress' && progress.progress).toMatchObject({
			stopped: true,
			complete: false,
			overBudget: false
		});
	});

	it('starts a new search after a cancel from a clean state, with a new session', () => {
		const { host, replies, runSlices, last } = manualHost();
		host.handle(loadSudoku(1, endless));
		runSlices(2);
		host.handle({ type: 'cancel', id: 2 });
		const before = replies.length;
		host.handle(loadSudoku(3, quick, 'mrv'));
		expect(replies[before]).toEqual({ type: 'loaded', id: 3, session: 2 });
		runSlices();
		const progress = replies.slice(before).filter((r) => r.type === 'progress');
		expect(progress.map((r) => r.session)).toEqual(progress.map(() => 2));
		expect(last('progress')?.progress).toMatchObject({ complete: true, solutions: 1 });
		host.handle({ type: 'seek', id: 4, step: 0 });
		expect(last('moment')?.moment).toMatchObject({
			step: 0,
			event: null,
			counters: { tries: 0, solutions: 0 }
		});
	});

	it('drops the running search when another is loaded, and its slices stop', () => {
		const { host, replies, runSlices } = manualHost();
		host.handle(loadSudoku(1, endless));
		runSlices(1);
		host.handle(loadSudoku(2, quick, 'mrv'));
		const before = replies.length;
		runSlices();
		expect(replies.slice(before).every((r) => r.type !== 'progress' || r.session === 2)).toBe(true);
	});

	it('replies inputError to bad input and keeps the previous search playable', () => {
		const { host, runSlices, last } = manualHost();
		host.handle(loadSudoku(1, quick, 'mrv'));
		runSlices();
		host.handle(loadSudoku(2, '12345'));
		const reply = last('inputError');
		expect(reply?.id).toBe(2);
		expect(reply?.error.message.en.length).toBeGreaterThan(0);
		expect(reply?.error.message.zh.length).toBeGreaterThan(0);
		host.handle({ type: 'seek', id: 3, step: 5 });
		expect(last('moment')).toMatchObject({ id: 3, moment: { step: 5 } });
		expect(last('loaded')?.session).toBe(1);
	});

	it('answers messages that come while a puzzle’s code loads in order, once it has loaded', async () => {
		const replies: WorkerResponse[] = [];
		const queue: (() => void)[] = [];
		let arrive = (): void => {};
		const sudoku = puzzles.find((puzzle) => puzzle.id === 'sudoku');
		// The first lookup waits for the test, as a chunk fetched from the network does.
		let first = true;
		const host = new SearchHost(
			(message) => replies.push(message),
			(task) => queue.push(task),
			(id) => {
				if (id !== 'sudoku') return undefined;
				if (!first) return sudoku;
				first = false;
				return new Promise((resolve) => (arrive = () => resolve(sudoku)));
			}
		);
		host.handle(loadSudoku(1, quick, 'mrv'));
		host.handle({ type: 'seek', id: 2, step: 0 });
		host.handle({ type: 'load', id: 3, puzzle: 'chess', input: '', options: {} });
		host.handle(loadSudoku(4, quick, 'rowmajor'));
		expect(replies).toEqual([]);
		arrive();
		await vi.waitFor(() => expect(replies.length).toBeGreaterThanOrEqual(4));
		expect(replies.map((reply) => [reply.type, 'id' in reply ? reply.id : null])).toEqual([
			['loaded', 1],
			['moment', 2],
			['error', 3],
			['loaded', 4]
		]);
	});

	it('says so when a puzzle’s code cannot load, and answers what came after', async () => {
		const replies: WorkerResponse[] = [];
		const host = new SearchHost(
			(message) => replies.push(message),
			() => {},
			() => Promise.reject(new Error('network lost'))
		);
		host.handle(loadSudoku(1, quick));
		host.handle({ type: 'seek', id: 2, step: 0 });
		await vi.waitFor(() => expect(replies).toHaveLength(2));
		expect(replies[0]).toMatchObject({ type: 'error', id: 1 });
		expect(replies[0].type === 'error' && replies[0].message).toMatch(/sudoku.*network lost/);
		expect(replies[1]).toMatchObject({ type: 'error', id: 2, message: 'no search is loaded' });
	});

	it('rejects malformed messages with an error reply, never a throw or silence', () => {
		const { host, replies, runSlices } = manualHost();
		host.handle(loadSudoku(1, quick, 'mrv'));
		runSlices();
		const cases: [unknown, number | null][] = [
			[null, null],
			[undefined, null],
			[42, null],
			['seek', null],
			[[], null],
			[{}, null],
			[{ type: 'seek', step: 3 }, null],
			[{ type: 'seek', id: '7', step: 3 }, null],
			[{ type: 'seek', id: Number.NaN, step: 3 }, null],
			[{ type: 'seek', id: 7 }, 7],
			[{ type: 'seek', id: 8, step: 'three' }, 8],
			[{ type: 'seek', id: 9, step: Number.POSITIVE_INFINITY }, 9],
			[{ type: 'jump', id: 10 }, 10],
			[{ id: 11 }, 11],
			[{ type: 'load', id: 12, puzzle: 'chess', input: '', options: {} }, 12],
			[{ type: 'load', id: 13, puzzle: 'sudoku', input: 5, options: {} }, 13],
			[{ type: 'load', id: 14, puzzle: 'sudoku', input: quick, options: { order: 3 } }, 14],
			[{ type: 'load', id: 15, puzzle: 'sudoku', input: quick }, 15],
			[{ type: 'find', id: 16, from: 0, query: { type: 'nextOfKind', kind: 'wish' } }, 16],
			[{ type: 'find', id: 17, from: 0, query: { type: 'nextAtDepth' } }, 17],
			[{ type: 'find', id: 18, query: { type: 'nextAtDepth', maxDepth: 2 } }, 18],
			[{ type: 'find', id: 19, from: 0, query: null }, 19],
			[{ type: 'series', id: 20, buckets: 0 }, 20],
			[{ type: 'series', id: 21, buckets: 'many' }, 21],
			[{ type: 'tree', id: 23 }, 23],
			[{ type: 'tree', id: 24, step: 5, maxChildren: 0 }, 24],
			[{ type: 'tree', id: 25, step: 5, maxLevels: 2.5 }, 25],
			[{ type: 'tree', id: 26, step: 5, maxChildren: '16' }, 26],
			[{ type: 'stepMove', id: 27, from: 5, move: 'sideways' }, 27],
			[{ type: 'stepMove', id: 28, move: 'over' }, 28],
			[{ type: 'stepMove', id: 29, from: 5 }, 29],
			[{ type: 'find', id: 30, from: 0, query: { type: 'nextTryAt', within: 10 } }, 30],
			[{ type: 'find', id: 31, from: 0, query: { type: 'nextTryAt', point: 3 } }, 31],
			[{ type: 'find', id: 32, from: 0, query: { type: 'nextTryAt', point: -1, within: 10 } }, 32],
			[{ type: 'find', id: 33, from: 0, query: { type: 'nextTryAt', point: 2.5, within: 10 } }, 33],
			[{ type: 'find', id: 34, from: 0, query: { type: 'nextTryAt', point: 3, within: -4 } }, 34],
			[
				{ type: 'find', id: 35, from: 0, query: { type: 'nextTryAt', point: 3, within: Infinity } },
				35
			],
			[{ type: 'find', id: 36, from: 0, query: { type: 'nextTryAt', point: '3', within: 9 } }, 36],
			[
				{
					type: 'find',
					id: 37,
					from: 0,
					query: { type: 'nextTryAt', point: 3, within: Number.NaN }
				},
				37
			],
			[{ type: 'events', id: 38, to: 10 }, 38],
			[{ type: 'events', id: 39, from: 1 }, 39],
			[{ type: 'events', id: 40, from: '1', to: 10 }, 40],
			[{ type: 'events', id: 41, from: 1, to: '10' }, 41],
			[{ type: 'events', id: 42, from: Number.NaN, to: 10 }, 42],
			[{ type: 'events', id: 43, from: 1, to: Number.POSITIVE_INFINITY }, 43],
			[{ type: 'events', id: 44, from: null, to: 10 }, 44],
			[{ type: 'events', id: 45, from: [1], to: [10] }, 45]
		];
		for (const [message, id] of cases) {
			const before = replies.length;
			expect(() => host.handle(message)).not.toThrow();
			expect(replies.slice(before)).toEqual([{ type: 'error', id, message: expect.any(String) }]);
		}
		// The loaded search is untouched by all of that.
		host.handle({ type: 'seek', id: 22, step: 1 });
		expect(replies.at(-1)).toMatchObject({ type: 'moment', id: 22 });
	});

	it('finds the next try at a cell within the events asked, as the timeline does', () => {
		const { host, replies, runSlices, last } = manualHost();
		host.handle(loadSudoku(1, quick, 'mrv'));
		runSlices();
		host.handle({ type: 'seek', id: 2, step: 1 });
		const first = last('moment')?.moment.event;
		if (first?.kind !== 'try') throw new Error('the search does not start with a try');
		const query = { type: 'nextTryAt', point: first.point, within: 1 } as const;
		host.handle({ type: 'find', id: 3, from: 0, query });
		expect(last('found')).toEqual({ type: 'found', id: 3, step: 1 });
		host.handle({ type: 'find', id: 4, from: 1, query: { ...query, within: 0 } });
		expect(last('found')).toEqual({ type: 'found', id: 4, step: null });
		const loaded = puzzles[0].load(quick, { order: 'mrv', mode: 'first' });
		if (!loaded.ok) throw new Error('the grid does not load');
		const timeline = new Timeline(loaded.value);
		timeline.index(1 << 20);
		const far = { ...query, within: 1000 };
		for (const from of [1, 10, 100]) {
			host.handle({ type: 'find', id: 5 + from, from, query: far });
			expect(last('found')?.step).toBe(timeline.find(from, far));
		}
		expect(replies.filter((r) => r.type === 'error')).toEqual([]);
	});

	it('loads the code of the debugger moves and the event tables on first use, answering what comes meanwhile after them, in order', async () => {
		const { host, replies, runSlices } = manualHost();
		host.handle(loadSudoku(1, fixture('nyoj722_sample.in')));
		runSlices();
		// Their code is not in the worker's first load: the first move waits for it, and a seek
		// and a table asked right after wait behind it.
		host.handle({ type: 'stepMove', id: 2, from: 0, move: 'into' });
		host.handle({ type: 'seek', id: 3, step: 5 });
		host.handle({ type: 'events', id: 4, from: 1, to: 3 });
		host.handle({ type: 'tree', id: 5, step: 5 });
		await vi.waitFor(() =>
			expect(replies.filter((r) => 'id' in r && r.id !== null && r.id > 1)).toHaveLength(4)
		);
		expect(
			replies
				.filter((r) => 'id' in r && r.id !== null && r.id > 1)
				.map((r) => [r.type, 'id' in r ? r.id : null])
		).toEqual([
			['found', 2],
			['moment', 3],
			['events', 4],
			['tree', 5]
		]);
		// Loaded now: the next ones are answered at once.
		host.handle({ type: 'stepMove', id: 6, from: 5, move: 'over' });
		expect(replies.at(-1)).toMatchObject({ type: 'found', id: 6 });
	});

	it('says no search is loaded to requests that need one', () => {
		const { host, replies } = manualHost();
		host.handle({ type: 'seek', id: 1, step: 0 });
		host.handle({ type: 'find', id: 2, from: 0, query: { type: 'nextAtDepth', maxDepth: 0 } });
		host.handle({ type: 'series', id: 3, buckets: 100 });
		host.handle({ type: 'cancel', id: 4 });
		host.handle({ type: 'tree', id: 5, step: 0 });
		host.handle({ type: 'stepMove', id: 6, from: 0, move: 'over' });
		host.handle({ type: 'events', id: 7, from: 1, to: 10 });
		expect(replies.map((r) => [r.type, 'id' in r ? r.id : null])).toEqual([
			['error', 1],
			['error', 2],
			['error', 3],
			['error', 4],
			['error', 5],
			['error', 6],
			['error', 7]
		]);
	});

	it('indexes on its own with the default scheduler and posts progress at the end', async () => {
		const replies: WorkerResponse[] = [];
		const host = new SearchHost((message) => replies.push(message));
		host.handle(loadSudoku(1, top95[1], 'mrv'));
		await expect
			.poll(() => replies.some((r) => r.type === 'progress' && r.progress.complete), {
				timeout: 5000
			})
			.toBe(true);
	});

	it('records every sample of every puzzle to the end or far into it', () => {
		for (const puzzle of puzzles)
			for (const sample of puzzle.samples) {
				const { host, replies, runSlices, last } = manualHost();
				host.handle({
					type: 'load',
					id: 1,
					puzzle: puzzle.id,
					input: sample.input,
					options: sample.options
				});
				expect([puzzle.id, sample.id, replies[0].type]).toEqual([puzzle.id, sample.id, 'loaded']);
				runSlices(3);
				host.handle({ type: 'seek', id: 2, step: 1e15 });
				const moment = last('moment')?.moment;
				expect(moment?.board.puzzle).toBe(puzzle.id);
				expect(moment?.step).toBeGreaterThan(0);
				host.handle({ type: 'cancel', id: 3 });
			}
	});

	it('answers a tree request with the search tree the timeline gives at that step', () => {
		const { host, runSlices, last } = manualHost();
		host.handle(loadSudoku(1, fixture('nyoj722_sample.in')));
		runSlices();
		const length = last('progress')?.progress.events ?? 0;
		const timeline = new Timeline(searches.nyoj());
		while (!timeline.complete) timeline.index(1 << 20);
		expect(timeline.length).toBe(length);
		for (const step of [0, 1, 95, 4000, length]) {
			host.handle({ type: 'tree', id: step + 10, step });
			expect(last('tree')).toEqual({
				type: 'tree',
				id: step + 10,
				tree: searchTree(timeline, step)
			});
		}
		host.handle({ type: 'tree', id: 2, step: 4000, maxChildren: 3, maxLevels: 2 });
		const small = last('tree')?.tree;
		expect(small).toEqual(searchTree(timeline, 4000, { maxChildren: 3, maxLevels: 2 }));
		expect(small?.calls).toHaveLength(2);
		expect(small?.calls.every((call) => call.children.length <= 3)).toBe(true);
	});

	it('answers a debugger move from a step with the step it lands on, as stepping.ts says', async () => {
		const { host, runSlices, last } = manualHost();
		await host.loadParts();
		host.handle(loadSudoku(1, fixture('nyoj722_sample.in')));
		runSlices();
		const timeline = new Timeline(searches.nyoj());
		while (!timeline.complete) timeline.index(1 << 20);
		const find = timeline.find.bind(timeline);
		let id = 10;
		for (const from of [0, 1, 2, 96, 500, 4000, timeline.length - 1, timeline.length])
			for (const move of STEP_MOVES) {
				host.handle({ type: 'stepMove', id: ++id, from, move });
				const origin = {
					step: from,
					event: timeline.seek(from).event,
					length: timeline.length,
					complete: true
				};
				expect([from, move, last('found')]).toEqual([
					from,
					move,
					{ type: 'found', id, step: stepTarget(move, origin, find) }
				]);
			}
	});

	it('answers an events request with the rows the timeline gives, which the page reads as sent', async () => {
		const { host, replies, runSlices, last } = manualHost();
		await host.loadParts();
		host.handle(loadSudoku(1, fixture('nyoj722_sample.in')));
		runSlices();
		const timeline = new Timeline(searches.nyoj());
		while (!timeline.complete) timeline.index(1 << 20);
		const ranges: [number, number][] = [
			[1, 500],
			[4000, 4000],
			[timeline.length - 20, timeline.length + 1e9],
			[-7, 3.5],
			[600, 10]
		];
		let id = 10;
		for (const [from, to] of ranges) {
			host.handle({ type: 'events', id: ++id, from, to });
			const reply = last('events');
			expect(reply).toEqual({ type: 'events', id, rows: eventRows(timeline, from, to) });
			expect(readResponse(structuredClone(reply))).toEqual(reply);
		}
		// The whole search is longer than one request gives: the reply says it was capped.
		host.handle({ type: 'events', id: 99, from: 1, to: timeline.length });
		const capped = last('events')?.rows;
		expect(capped).toMatchObject({ from: 1, to: timeline.length, capped: true });
		expect(capped?.code).toHaveLength(MAX_EVENT_ROWS);
		expect(readResponse(structuredClone(last('events')))).not.toHaveProperty('malformed');
		expect(replies.filter((r) => r.type === 'error')).toEqual([]);
	});

	it('answers an events request from what is recorded while indexing goes on', async () => {
		const { host, runSlices, last } = manualHost();
		await host.loadParts();
		host.handle(loadSudoku(1, endless));
		runSlices(1);
		host.handle({ type: 'seek', id: 2, step: 1e15 });
		const recorded = last('moment')?.moment.step ?? 0;
		host.handle({ type: 'events', id: 3, from: recorded - 10, to: 1e15 });
		const rows = last('events')?.rows;
		expect([rows?.from, rows?.to, rows?.code.length, rows?.capped]).toEqual([
			recorded - 10,
			recorded,
			11,
			false
		]);
		host.handle({ type: 'cancel', id: 4 });
	});
});
