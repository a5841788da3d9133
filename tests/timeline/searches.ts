import { search } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { puzzleById } from '../../src/puzzles/all';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { MazeProblem } from '../../src/puzzles/maze/problem';
import { QueensProblem } from '../../src/puzzles/queens/problem';
import { RingProblem } from '../../src/puzzles/ring/problem';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import { SudokuProblem } from '../../src/puzzles/sudoku/problem';
import type { LoadedPuzzle, PuzzleOptions } from '../../src/puzzles/types';
import { Timeline } from '../../src/timeline/timeline';
import type { StepMove } from '../../src/timeline/step-moves';
import { fixture } from '../fixture';

/** Real searches the recursion views are tested on, built fresh on each call so no two share a problem. */
export const searches = {
	/** The NYOJ 722 lesson sudoku, row-major, first solution: the lesson's own search. */
	nyoj: (): LoadedPuzzle => {
		const read = parseSudoku(fixture('nyoj722_sample.in'));
		if (!read.ok) throw new Error(read.error.message.en);
		return {
			problem: new SudokuProblem(read.value.shape, read.value.digits, 'rowmajor'),
			search: { mode: 'first' }
		};
	},
	/** The empty 4x4 sudoku, every solution (288). */
	sudoku4All: (): LoadedPuzzle => ({
		problem: new SudokuProblem({ size: 4, boxSize: 2 }, new Array<number>(16).fill(0)),
		search: { mode: 'all' }
	}),
	/** Six queens, every solution (4). */
	queens6All: (): LoadedPuzzle => ({ problem: new QueensProblem(6), search: { mode: 'all' } }),
	/** The lesson's 10x10 maze, every simple path, moves up, right, down, left. */
	mazeAll: (): LoadedPuzzle => {
		const read = parseMaze(fixture('lesson_maze_10x10.txt'));
		if (!read.ok) throw new Error(read.error.message.en);
		return { problem: new MazeProblem(read.value, [0, 1, 2, 3], 'path'), search: { mode: 'all' } };
	},
	/** The prime ring of 1..8, every ring. */
	ring8All: (): LoadedPuzzle => ({ problem: new RingProblem(8), search: { mode: 'all' } })
};

/** The name of a search above. */
export type SearchName = keyof typeof searches;

/** Event lists by search, each listed once per worker: the lesson sudoku's 109,791 events take seconds. */
const eventLists = new Map<string, readonly (SearchEvent | null)[]>();

/**
 * What makes two loaded searches one search whatever input they came from: a sudoku's shape,
 * givens and order, and the search's options (the lesson sudoku is both the NYOJ 722 fixture and
 * the page's first sample). Null for other puzzles, known by their input.
 */
function sameSearch({ problem, search: options }: LoadedPuzzle): string | null {
	if (!(problem instanceof SudokuProblem)) return null;
	const { cells } = problem.board();
	return JSON.stringify(['sudoku', problem.shape, problem.order, cells, options]);
}

/** The events of the search `load` makes, kept under `key` (and under the search's own key). */
function listedOnce(key: string, load: () => LoadedPuzzle): readonly (SearchEvent | null)[] {
	let events = eventLists.get(key);
	if (events) return events;
	const loaded = load();
	const same = sameSearch(loaded);
	events = (same === null ? undefined : eventLists.get(same)) ?? [
		null,
		...search(loaded.problem, loaded.search)
	];
	eventLists.set(key, events);
	if (same !== null) eventLists.set(same, events);
	return events;
}

/** Every event of a search, indexed by step (index 0, the start, has none): the brute force the views are checked against. */
export function eventList(name: SearchName): readonly (SearchEvent | null)[] {
	return listedOnce(JSON.stringify(['searches', name]), searches[name]);
}

/**
 * Every event of a puzzle's search as the page loads it (the puzzle's own load of the input and
 * options), indexed by step: the brute force tests on a Player check against.
 */
export function loadedEventList(
	puzzle: string,
	input: string,
	options: PuzzleOptions
): readonly (SearchEvent | null)[] {
	return listedOnce(JSON.stringify([puzzle, input, options]), () => {
		const definition = puzzleById(puzzle);
		if (definition === undefined) throw new Error(`no puzzle ${puzzle}`);
		const read = definition.load(input, options);
		if (!read.ok) throw new Error(read.error.message.en);
		return read.value;
	});
}

/** A fully indexed timeline of a search, with small chunks so queries cross many chunk boundaries. */
export function indexedTimeline(name: SearchName, firstInterval = 64): Timeline {
	const timeline = new Timeline(searches[name](), { firstInterval });
	while (!timeline.complete) timeline.index(1 << 20);
	return timeline;
}

/** A small deterministic pseudo-random generator, so a failing step is reproducible. */
export function randomSteps(seed: number, count: number, length: number): number[] {
	let state = seed >>> 0 || 1;
	const steps: number[] = [];
	for (let i = 0; i < count; i++) {
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		steps.push((state >>> 0) % (length + 1));
	}
	return steps;
}

/** Steps worth checking beyond random ones: the start, the end, and around every solution (up to 20). */
export function edgeSteps(events: readonly (SearchEvent | null)[]): number[] {
	const length = events.length - 1;
	const steps = new Set([0, 1, 2, 3, length - 2, length - 1, length]);
	let solutions = 0;
	for (let step = 1; step <= length && solutions < 20; step++)
		if (events[step]?.kind === 'solution') {
			solutions++;
			for (const near of [step - 2, step - 1, step, step + 1, step + 2]) steps.add(near);
		}
	return [...steps].filter((step) => step >= 0 && step <= length).sort((a, b) => a - b);
}

type Events = readonly (SearchEvent | null)[];

const depthAt = (events: Events, step: number): number => events[step]?.depth ?? 0;

/** A stop of call d for step over: an event at depth <= d (a line of call d or of a caller), or a solution. */
export function isStop(event: SearchEvent | null, depth: number): boolean {
	if (event === null) return false;
	return event.depth <= depth || event.kind === 'solution';
}

/** Where call d has returned to a caller for step out: an event at depth < d, done, or a solution. */
function isReturn(event: SearchEvent | null, depth: number): boolean {
	if (event === null) return false;
	return event.depth < depth || event.kind === 'done' || event.kind === 'solution';
}

/** Where each debugger move lands, by scanning the event list: the definitions in stepping.ts, written the slow way. */
export function bruteForceMove(events: Events, step: number, move: StepMove): number | null {
	const length = events.length - 1;
	const event = events[step];
	const depth = depthAt(events, step);
	const done = event?.kind === 'done';
	switch (move) {
		case 'into':
			return step < length ? step + 1 : null;
		case 'intoBack':
			return step > 0 ? step - 1 : null;
		case 'over':
			if (done) return null;
			for (let e = step + 1; e <= length; e++) if (isStop(events[e], depth)) return e;
			return null;
		case 'overBack':
			if (step === 0) return null;
			for (let e = step - 1; e >= 1; e--) if (isStop(events[e], depth)) return e;
			return 0;
		case 'out':
			if (done) return null;
			for (let e = step + 1; e <= length; e++) if (isReturn(events[e], depth)) return e;
			return null;
		case 'outBack':
			if (step === 0) return null;
			for (let e = step - 1; e >= 1; e--)
				if (depthAt(events, e) < depth || events[e]?.kind === 'solution') return e;
			return 0;
	}
}

/** The first event of the call at `level` on the stack at `step`, by scanning back: after the last event shallower than it. */
export function bruteCallStart(events: Events, step: number, level: number): number {
	if (level === 0) return Math.min(1, step);
	for (let e = step - 1; e >= 1; e--) if (depthAt(events, e) < level) return e + 1;
	return 1;
}

/**
 * {@link bruteCallStart} of every level from 0 to `deepest` at once, by the same scan back from
 * `step`: a shallower event ends the scan for each deeper level in turn, so a whole stack costs
 * one scan, not one per call.
 */
export function bruteCallStarts(events: Events, step: number, deepest: number): number[] {
	const starts = new Array<number>(deepest + 1).fill(1);
	starts[0] = Math.min(1, step);
	let level = deepest;
	for (let e = step - 1; e >= 1 && level > 0; e--)
		for (const depth = depthAt(events, e); level > depth && level > 0; level--)
			starts[level] = e + 1;
	return starts;
}
