import { describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import type { BacktrackCause } from '../../src/puzzles/narration';
import { puzzleById } from '../../src/puzzles/all';
import type { PuzzleDefinition } from '../../src/puzzles/types';
import { backtrackCause, readBacktrackCause } from '../../src/timeline/cause';
import type { Moment } from '../../src/timeline/moment';
import { SearchHost } from '../../src/worker/host';
import type { WorkerResponse } from '../../src/worker/protocol';
import { eventList, indexedTimeline, searches, type SearchName } from './searches';

type Events = readonly (SearchEvent | null)[];

/** A place still open during the replay: where it is, and what happened below it so far. */
interface OpenPlace {
	readonly step: number;
	placedDeeper: boolean;
	solutionsBelow: boolean;
}

/**
 * The cause of every backtrack, by one replay of the event list with a stack of open places: the
 * brute force the timeline's few queries are checked against.
 */
function bruteCauses(events: Events): Map<number, BacktrackCause> {
	const causes = new Map<number, BacktrackCause>();
	const open: OpenPlace[] = [];
	events.forEach((event, step) => {
		if (event === null) return;
		if (event.kind === 'place') {
			// The call this place is made in was entered by the open place one level up.
			if (event.depth > 0) open[event.depth - 1].placedDeeper = true;
			open[event.depth] = { step, placedDeeper: false, solutionsBelow: false };
		} else if (event.kind === 'solution') {
			for (let level = 0; level < event.depth; level++) open[level].solutionsBelow = true;
		} else if (event.kind === 'backtrack') {
			const place = open[event.depth];
			const last = events[step - 1] as SearchEvent;
			if (last.kind === 'solution') causes.set(step, { kind: 'solution', index: last.index });
			else if (last.kind === 'place') causes.set(step, { kind: 'nothingFits', point: null });
			else if (last.kind === 'try' || last.kind === 'backtrack')
				causes.set(
					step,
					place.placedDeeper
						? { kind: 'noWayOn', point: last.point, solutionsBelow: place.solutionsBelow }
						: { kind: 'nothingFits', point: last.point }
				);
		}
	});
	return causes;
}

const puzzleOf: Record<SearchName, string> = {
	nyoj: 'sudoku',
	sudoku4All: 'sudoku',
	queens6All: 'queens',
	mazeAll: 'maze',
	ring8All: 'ring'
};

const cases: { name: SearchName; label: string }[] = [
	{ name: 'nyoj', label: 'the NYOJ 722 lesson sudoku, first solution' },
	{ name: 'sudoku4All', label: 'the empty 4x4 sudoku, every solution' },
	{ name: 'queens6All', label: 'six queens, every solution' },
	{ name: 'mazeAll', label: 'the lesson maze, every path' },
	{ name: 'ring8All', label: 'the prime ring of 1..8, every ring' }
];

describe.each(cases)('the causes of the backtracks of $label', ({ name }) => {
	const events = eventList(name);
	const timeline = indexedTimeline(name);
	const brute = bruteCauses(events);
	const backtracks = [...brute.keys()];

	it('are what a replay of every event says, at every backtrack', () => {
		expect(backtracks.length).toBeGreaterThan(10);
		for (const step of backtracks)
			expect({ step, cause: backtrackCause(timeline, step, events[step]) }).toEqual({
				step,
				cause: brute.get(step)
			});
	});

	it('are null for every other event', () => {
		for (let step = 0; step < Math.min(events.length, 3000); step++)
			if (events[step]?.kind !== 'backtrack')
				expect(backtrackCause(timeline, step, events[step])).toBeNull();
	});

	it('mean what they say: nothing fits means every candidate there was tried and conflicted', () => {
		const problem = searches[name]().problem;
		for (const step of backtracks.slice(0, 500)) {
			const cause = brute.get(step) as BacktrackCause;
			const depth = (events[step] as SearchEvent).depth;
			let place = step - 1;
			while ((events[place]?.depth ?? 0) > depth) place--;
			const deeper = events.slice(place + 1, step);
			const tries = deeper.filter((e) => e?.kind === 'try' && e.depth === depth + 1);
			if (cause.kind === 'nothingFits' && cause.point !== null) {
				expect(tries.every((e) => e?.kind === 'try' && e.verdict === 'conflict')).toBe(true);
				expect(tries.every((e) => e?.kind === 'try' && e.point === cause.point)).toBe(true);
				expect(tries).toHaveLength(problem.candidateCount(cause.point));
			}
			if (cause.kind === 'noWayOn') {
				expect(tries.some((e) => e?.kind === 'try' && e.verdict === 'ok')).toBe(true);
				expect(tries).toHaveLength(problem.candidateCount(cause.point));
				expect(deeper.some((e) => e?.kind === 'solution')).toBe(cause.solutionsBelow);
			}
			if (cause.kind === 'solution')
				expect(events[step - 1]).toMatchObject({ kind: 'solution', depth: depth + 1 });
		}
	});
});

describe('every kind of cause on real searches', () => {
	/** The first backtrack of a search whose cause matches, with its sentence in both languages. */
	function firstSentence(name: SearchName, matches: (cause: BacktrackCause) => boolean) {
		const events = eventList(name);
		const timeline = indexedTimeline(name);
		const definition = puzzleById(puzzleOf[name]) as PuzzleDefinition;
		for (let step = 1; step < events.length; step++) {
			const cause = backtrackCause(timeline, step, events[step]);
			if (cause === null || !matches(cause)) continue;
			const moment = timeline.seek(step);
			const event = moment.event as SearchEvent;
			return { step, cause, text: definition.narrate(event, moment.board, moment.counters, cause) };
		}
		throw new Error(`no such backtrack in ${name}`);
	}

	it('every candidate at the deeper cell conflicted: the lesson sudoku’s first backtrack', () => {
		const { step, cause, text } = firstSentence('nyoj', (c) => c.kind === 'nothingFits');
		expect(step).toBe(44);
		expect(cause).toEqual({ kind: 'nothingFits', point: 8 });
		expect(text).toEqual({
			en: 'Backtrack: no digit fits row 1, column 9, so take 7 back from row 1, column 8.',
			zh: '回溯：第1行第9列填不了任何数字，所以撤回第1行第8列的7。'
		});
	});

	it('the deeper call placed digits but found no way on', () => {
		const { cause, text } = firstSentence('nyoj', (c) => c.kind === 'noWayOn');
		expect(cause).toEqual({ kind: 'noWayOn', point: 13, solutionsBelow: false });
		expect(text).toEqual({
			en: 'Backtrack: every digit that fits row 2, column 5 leads to a dead end, so take 7 back from row 2, column 4.',
			zh: '回溯：第2行第5列能填的数字都走不通，所以撤回第2行第4列的7。'
		});
	});

	it('all-solutions mode: a solution was recorded and the search goes on', () => {
		const { cause, text } = firstSentence('queens6All', (c) => c.kind === 'solution');
		expect(cause).toEqual({ kind: 'solution', index: 1 });
		expect(text).toEqual({
			en: 'Backtrack: solution 1 is recorded and the search goes on, so remove the queen from row 6, column 5.',
			zh: '回溯：第1个解已记下，搜索继续，所以拿走第6行第5列的皇后。'
		});
		const ring = firstSentence('ring8All', (c) => c.kind === 'solution').text;
		expect(ring).toEqual({
			en: 'Backtrack: ring 1 is recorded and the search goes on, so take 4 off position 8.',
			zh: '回溯：第1个素数环已记下，搜索继续，所以从第8个位置取下 4。'
		});
	});

	it('after a solution, the call above has used up its candidates rather than hit dead ends', () => {
		const { cause, text } = firstSentence(
			'mazeAll',
			(c) => c.kind === 'noWayOn' && c.solutionsBelow
		);
		expect(cause).toEqual({ kind: 'noWayOn', point: 98, solutionsBelow: true });
		expect(text).toEqual({
			en: 'Backtrack: every move from row 10, column 9 has been tried, so step back from row 10, column 9 to row 9, column 9.',
			zh: '回溯：从第10行第9列的每个方向都试过了，所以从第10行第9列退回第9行第9列。'
		});
	});

	it('the maze and the ring name their dead ends in their own words', () => {
		expect(firstSentence('mazeAll', (c) => c.kind === 'nothingFits').text).toEqual({
			en: 'Backtrack: no move from row 3, column 8 is open, so step back from row 3, column 8 to row 4, column 8.',
			zh: '回溯：从第3行第8列无路可走，所以从第3行第8列退回第4行第8列。'
		});
		expect(firstSentence('ring8All', (c) => c.kind === 'noWayOn').text).toEqual({
			en: 'Backtrack: every number that fits position 7 leads to a dead end, so take 6 off position 6.',
			zh: '回溯：第7个位置能放的数都走不通，所以从第6个位置取下 6。'
		});
		expect(firstSentence('queens6All', (c) => c.kind === 'nothingFits').text.en).toBe(
			'Backtrack: no square in row 6 is safe, so remove the queen from row 5, column 4.'
		);
	});
});

describe('the cause through the worker', () => {
	/** A host that indexes at once, and the replies it sent. */
	function host() {
		const replies: WorkerResponse[] = [];
		const queue: (() => void)[] = [];
		const worker = new SearchHost(
			(message) => replies.push(message),
			(task) => queue.push(task)
		);
		const run = () => {
			while (queue.length > 0) queue.shift()?.();
		};
		return { worker, replies, run };
	}

	it('a backtrack moment carries its cause, other moments none', () => {
		const { worker, replies, run } = host();
		const lesson = (puzzleById('sudoku') as PuzzleDefinition).samples[0];
		worker.handle({
			type: 'load',
			id: 1,
			puzzle: 'sudoku',
			input: lesson.input,
			options: lesson.options
		});
		run();
		worker.handle({ type: 'seek', id: 2, step: 44 });
		worker.handle({ type: 'seek', id: 3, step: 43 });
		const moments = replies.filter((reply) => reply.type === 'moment');
		expect(moments[0]?.moment.cause).toEqual({ kind: 'nothingFits', point: 8 });
		expect(moments[1]?.moment).not.toHaveProperty('cause');
	});

	it('the page takes only a well-formed cause about a backtrack', () => {
		const timeline = indexedTimeline('nyoj', 1024);
		const backtrack = timeline.seek(44);
		const at = (cause: unknown, moment: Moment = backtrack) =>
			readBacktrackCause({ ...moment, cause } as Moment);
		expect(at({ kind: 'nothingFits', point: 8 })).toEqual({ kind: 'nothingFits', point: 8 });
		expect(at({ kind: 'nothingFits', point: null })).toEqual({ kind: 'nothingFits', point: null });
		expect(at({ kind: 'noWayOn', point: 3, solutionsBelow: true })).toEqual({
			kind: 'noWayOn',
			point: 3,
			solutionsBelow: true
		});
		expect(at({ kind: 'solution', index: 2, extra: 'dropped' })).toEqual({
			kind: 'solution',
			index: 2
		});
		for (const bad of [
			undefined,
			null,
			'nothingFits',
			{ kind: 'nothingFits', point: -1 },
			{ kind: 'nothingFits', point: 1.5 },
			{ kind: 'noWayOn', point: 3 },
			{ kind: 'solution', index: 0 },
			{ kind: 'bored' }
		])
			expect(at(bad)).toBeUndefined();
		// A cause on anything but a backtrack is not believed.
		expect(at({ kind: 'nothingFits', point: 8 }, timeline.seek(43))).toBeUndefined();
	});

	it('a call stack request answers where that call began, and a malformed one says what is wrong', async () => {
		const { worker, replies, run } = host();
		const lesson = (puzzleById('sudoku') as PuzzleDefinition).samples[0];
		worker.handle({
			type: 'load',
			id: 1,
			puzzle: 'sudoku',
			input: lesson.input,
			options: lesson.options
		});
		run();
		const events = eventList('nyoj');
		const step = 5000;
		const level = 3;
		let entry = step - 1;
		while ((events[entry]?.depth ?? 0) >= level) entry--;
		worker.handle({ type: 'callStart', id: 2, from: step, level });
		worker.handle({ type: 'callStart', id: 3, from: step, level: 0 });
		worker.handle({ type: 'callStart', id: 4, from: step, level: -1 });
		worker.handle({ type: 'callStart', id: 5, level: 2 });
		// The first call stack request loads the code of the moves; the requests after it wait
		// for it, and every one is answered in the order it came.
		await vi.waitFor(() =>
			expect(replies.slice(-4)).toEqual([
				{ type: 'found', id: 2, step: entry + 1 },
				{ type: 'found', id: 3, step: 1 },
				{ type: 'error', id: 4, message: 'callStart needs a level from 0 up' },
				{ type: 'error', id: 5, message: 'callStart needs a from step number' }
			])
		);
	});
});
