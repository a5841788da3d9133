import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import type { TimelineQuery } from '../../src/timeline/moment';
import { STEP_MOVES, type StepMove } from '../../src/timeline/step-moves';
import { callStart, stepPlan, stepTarget, type StepOrigin } from '../../src/timeline/stepping';
import {
	bruteCallStart,
	bruteCallStarts,
	bruteForceMove as bruteForce,
	edgeSteps,
	eventList,
	indexedTimeline,
	isStop,
	randomSteps,
	type SearchName
} from './searches';

type Events = readonly (SearchEvent | null)[];

const depthAt = (events: Events, step: number): number => events[step]?.depth ?? 0;

const cases: { name: SearchName; label: string; every: boolean }[] = [
	{ name: 'nyoj', label: 'the NYOJ 722 lesson sudoku, row-major, first solution', every: false },
	{ name: 'sudoku4All', label: 'the empty 4x4 sudoku, every solution', every: false },
	{ name: 'queens6All', label: 'six queens, every solution', every: true },
	{ name: 'mazeAll', label: 'the lesson maze, every path', every: true },
	{ name: 'ring8All', label: 'the prime ring of 1..8, every ring', every: true }
];

describe.each(cases)('stepping through $label', ({ name, every }) => {
	const events = eventList(name);
	const timeline = indexedTimeline(name);
	const length = events.length - 1;
	const find = timeline.find.bind(timeline);
	const steps = every
		? Array.from({ length: length + 1 }, (_, step) => step)
		: [...edgeSteps(events), ...randomSteps(length, 400, length)];
	const origin = (step: number): StepOrigin => ({
		step,
		event: events[step],
		length,
		complete: true
	});
	const places = events.flatMap((event, step) => (event?.kind === 'place' ? [step] : []));
	const undos = events.flatMap((event, step) => (event?.kind === 'backtrack' ? [step] : []));

	it('records the same events as the brute-force list', () => {
		expect(timeline.length).toBe(length);
	});

	// The loops over thousands of steps compare all their answers at once: one expect a step
	// took more time than the answers themselves.

	it.each(STEP_MOVES)(
		'%s lands where a brute-force scan of the events says, at every step tried',
		(move) => {
			expect(steps.map((step) => ({ step, target: stepTarget(move, origin(step), find) }))).toEqual(
				steps.map((step) => ({ step, target: bruteForce(events, step, move) }))
			);
		}
	);

	it.each(STEP_MOVES)('%s asks the timeline at most three questions', (move) => {
		const moreThanThree: { step: number; asked: number }[] = [];
		for (const step of steps.slice(0, 300)) {
			const plan = stepPlan(move, origin(step));
			let asked = 0;
			let next = plan.next();
			while (!next.done) {
				asked++;
				next = plan.next(find(next.value.from, next.value.query));
			}
			if (asked > 3) moreThanThree.push({ step, asked });
		}
		expect(moreThanThree).toEqual([]);
	});

	it('step over on a placement lands on the undo of that same placement, or on a solution its subtree reports first', () => {
		for (const place of places.slice(0, 2000)) {
			const placed = events[place] as Extract<SearchEvent, { kind: 'place' }>;
			const target = stepTarget('over', origin(place), find) as number;
			const landed = events[target] as SearchEvent;
			const between = events.slice(place + 1, target);
			// Everything run over belongs to the deeper call, and none of it is a solution.
			expect(between.every((event) => (event?.depth ?? 0) > placed.depth)).toBe(true);
			expect(between.some((event) => event?.kind === 'solution')).toBe(false);
			if (landed.kind === 'solution') expect(landed.depth).toBeGreaterThan(placed.depth);
			else if (landed.kind === 'done') expect(landed.reason).toBe('limit');
			else
				expect(landed).toEqual({
					...placed,
					step: target,
					kind: 'backtrack'
				});
		}
	});

	it('step over back from an undo returns over the same subtree: to its placement, or the last solution in it', () => {
		for (const undo of undos.slice(0, 2000)) {
			const target = stepTarget('overBack', origin(undo), find) as number;
			const landed = events[target] as SearchEvent;
			const undone = events[undo] as Extract<SearchEvent, { kind: 'backtrack' }>;
			if (landed.kind === 'solution') {
				expect(landed.depth).toBeGreaterThan(undone.depth);
				expect(events.slice(target + 1, undo).some((e) => e?.kind === 'solution')).toBe(false);
			} else expect(landed).toEqual({ ...undone, step: target, kind: 'place' });
			// And step over from there comes back to the undo when no solution lies between.
			if (landed.kind === 'place') expect(stepTarget('over', origin(target), find)).toBe(undo);
		}
	});

	it('from the last step of the finished search, the backward moves keep the place', () => {
		const done = events[length] as Extract<SearchEvent, { kind: 'done' }>;
		// Step over back: the search's last event, whatever depth the search ended at.
		expect(stepTarget('overBack', origin(length), find)).toBe(length - 1);
		// Step out back: the last solution; the start only when the search found none.
		const lastSolution = events.findLastIndex((event) => event?.kind === 'solution');
		const outBack = stepTarget('outBack', origin(length), find);
		expect(outBack).toBe(Math.max(0, lastSolution));
		if (done.reason === 'limit') expect(outBack).toBe(length - 1);
		expect(stepTarget('intoBack', origin(length), find)).toBe(length - 1);
	});

	it('a backward move goes to the start only when no earlier stop exists', () => {
		const stopsBefore: { step: number; move: string }[] = [];
		for (const step of steps)
			for (const move of ['overBack', 'outBack'] as const) {
				if (stepTarget(move, origin(step), find) !== 0) continue;
				const depth = depthAt(events, step);
				const earlier = events.slice(1, step);
				const stop =
					move === 'overBack'
						? (event: SearchEvent | null) => isStop(event, depth)
						: (event: SearchEvent | null) =>
								event !== null && (event.depth < depth || event.kind === 'solution');
				if (earlier.some(stop)) stopsBefore.push({ step, move });
			}
		expect(stopsBefore).toEqual([]);
	});

	it('the one-scan brute force of call starts agrees with the one-call scan, at every level', () => {
		for (const step of steps.slice(0, every ? 60 : 8)) {
			const deepest = depthAt(events, step) + 1;
			const starts = bruteCallStarts(events, step, deepest);
			for (let level = 0; level <= deepest; level++)
				expect({ step, level, start: starts[level] }).toEqual({
					step,
					level,
					start: bruteCallStart(events, step, level)
				});
		}
	});

	it('a call stack click lands where that very call is on the stack, trying its first candidate', () => {
		// Every level of every stack tried, each with a seek: on the lesson sudoku (some 50 levels)
		// its 8 edge steps and 32 random ones; the searches stepped through at every step check
		// the first 400 steps each, one after another.
		const landed: unknown[] = [];
		const expected: unknown[] = [];
		for (const step of steps.slice(0, every ? 400 : 40)) {
			const stack = timeline.seek(step).frames;
			const brute = bruteCallStarts(events, step, Math.max(0, ...stack.map((f) => f.level)));
			for (const { level, point } of stack) {
				const start = callStart(step, level, find) as number;
				// The call was entered by the place just before it (the brute force saw nothing
				// shallower since), and there its frame is on the stack with the same decision point.
				const entry = level > 0 ? events[start - 1] : null;
				const there = timeline.seek(start).frames[level];
				landed.push({
					step,
					level,
					start,
					entry: entry && { kind: entry.kind, depth: entry.depth },
					there: there && { level: there.level, point: there.point, index: there.candidateIndex }
				});
				expected.push({
					step,
					level,
					start: brute[level],
					entry: level > 0 ? { kind: 'place', depth: level - 1 } : null,
					there: { level, point, index: 0 }
				});
			}
		}
		expect(landed).toEqual(expected);
	});
});

describe('step over on the first placement of the lesson sudoku', () => {
	it('stops on the solution the subtree reports, not past it', () => {
		const events = eventList('nyoj');
		const timeline = indexedTimeline('nyoj', 1024);
		const find = timeline.find.bind(timeline);
		const length = events.length - 1;
		const first = events.findIndex((event) => event?.kind === 'place' && event.depth === 0);
		const target = stepTarget(
			'over',
			{ step: first, event: events[first], length, complete: true },
			find
		);
		expect(events[target ?? 0]).toMatchObject({ kind: 'solution', index: 1 });
		expect(target).toBe(length - 1);
	});
});

describe('stepping while the search is still being recorded', () => {
	it('answers nothing forward that is not recorded yet, and steps back as usual', () => {
		const events = eventList('queens6All');
		const timeline = indexedTimeline('queens6All');
		const length = 300;
		const partial = (step: number): StepOrigin => ({
			step,
			event: events[step],
			length,
			complete: false
		});
		const find = (from: number, query: TimelineQuery) => {
			const found = timeline.find(from, query);
			return found !== null && found <= length ? found : null;
		};
		const move = (which: StepMove, step: number) => stepTarget(which, partial(step), find);
		expect(move('into', length)).toBeNull();
		// A placement whose undo is not recorded yet, nor any solution below it: step over and step
		// out of the deeper call wait for it.
		const open = events.findLastIndex(
			(event, step) =>
				step < length && event?.kind === 'place' && (bruteForce(events, step, 'over') ?? 0) > length
		);
		expect(open).toBeGreaterThan(0);
		expect(move('over', open)).toBeNull();
		expect(move('out', open + 1)).toBeNull();
		// A solution already recorded is an answer, even before the search is complete.
		const solution = events.findIndex((event) => event?.kind === 'solution');
		expect(solution).toBeLessThan(length);
		expect(move('out', 1)).toBe(solution);
		for (const step of [10, 100, 250, length])
			for (const which of ['intoBack', 'overBack', 'outBack'] as const)
				expect(move(which, step)).toBe(bruteForce(events, step, which));
	});
});
