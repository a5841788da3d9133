import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import type { Glance, Moment, TimelineQuery } from '../../src/timeline/moment';
import {
	searchTree,
	type SearchTree,
	type TreeCall,
	type TreeChild
} from '../../src/timeline/tree';
import { edgeSteps, eventList, indexedTimeline, randomSteps, type SearchName } from './searches';

type Events = readonly (SearchEvent | null)[];

interface OpenCall {
	level: number;
	point: number;
	start: number;
	children: TreeChild[];
	solution: TreeCall['solution'];
	returned: boolean;
}

/**
 * The trees at the given steps by replaying the event list once from the start, keeping every
 * call on the stack with all its children: the brute force the timeline-based tree must equal.
 */
function bruteTrees(
	events: Events,
	steps: readonly number[],
	maxChildren: number,
	maxLevels: number
): Map<number, SearchTree> {
	const wanted = [...new Set(steps)].sort((a, b) => a - b);
	const trees = new Map<number, SearchTree>();
	const stack: OpenCall[] = [
		{ level: 0, point: -1, start: 0, children: [], solution: null, returned: false }
	];
	const tries = [0];
	const solutions = [0];
	let next = 0;
	for (let s = 0; next < wanted.length; s++) {
		if (s > 0) {
			const event = events[s] as SearchEvent;
			tries.push(tries[s - 1] + (event.kind === 'try' ? 1 : 0));
			solutions.push(solutions[s - 1] + (event.kind === 'solution' ? 1 : 0));
			apply(stack, event, s, tries, solutions);
		}
		if (wanted[next] === s)
			trees.set(wanted[next++], treeOf(stack, events, s, maxChildren, maxLevels));
	}
	return trees;
}

/** One event on the brute-force stack of calls. */
function apply(
	stack: OpenCall[],
	event: SearchEvent,
	s: number,
	tries: number[],
	solutions: number[]
): void {
	const call = stack[stack.length - 1];
	switch (event.kind) {
		case 'try':
			call.point = event.point;
			call.children.push(
				event.verdict === 'conflict'
					? {
							kind: 'conflict',
							candidate: event.candidate,
							step: s,
							reason: event.conflict[0].reason,
							clashPoint: event.conflict[0].point,
							current: false
						}
					: { kind: 'accepted', candidate: event.candidate, step: s, current: false }
			);
			break;
		case 'place':
			call.children[call.children.length - 1] = {
				kind: 'open',
				candidate: event.candidate,
				step: s,
				tryStep: s - 1,
				current: false
			};
			stack.push({
				level: event.depth + 1,
				point: -1,
				start: s,
				children: [],
				solution: null,
				returned: false
			});
			break;
		case 'backtrack': {
			stack.pop();
			const parent = stack[stack.length - 1];
			const open = parent.children[parent.children.length - 1];
			parent.children[parent.children.length - 1] = {
				kind: 'finished',
				candidate: event.candidate,
				step: open.step,
				tryStep: open.step - 1,
				undoStep: s,
				current: false,
				summary: {
					events: s - open.step - 1,
					tries: tries[s] - tries[open.step],
					solutions: solutions[s] - solutions[open.step],
					from: open.step + 1,
					to: s - 1
				}
			};
			break;
		}
		case 'solution':
			call.solution = { step: s, index: event.index };
			break;
		case 'done':
			if (event.reason === 'exhausted') call.returned = true;
			break;
	}
}

/** The brute-force stack at step `step` as a tree, cut to the newest children and innermost calls. */
function treeOf(
	stack: readonly OpenCall[],
	events: Events,
	step: number,
	maxChildren: number,
	maxLevels: number
): SearchTree {
	// A call entered by the place at `step` has made no event yet: like the stack of frames, the tree ends at that place.
	const calls = events[step]?.kind === 'place' ? stack.slice(0, -1) : stack;
	const latest = (child: TreeChild): number =>
		child.kind === 'finished' ? child.undoStep : child.step;
	const shownCalls = calls.slice(Math.max(0, calls.length - maxLevels)).map((call): TreeCall => {
		const shown = call.children.slice(Math.max(0, call.children.length - maxChildren));
		return {
			level: call.level,
			// A call that reported a solution has no decision point.
			point: call.solution ? -1 : call.point,
			start: call.start,
			elided: call.children.length - shown.length,
			children: shown.map((child) => ({ ...child, current: step > 0 && latest(child) === step })),
			solution: call.solution,
			returned: call.returned
		};
	});
	return { step, firstLevel: shownCalls[0].level, calls: shownCalls };
}

/** Counts the timeline's seeks and finds, to show the tree never replays the whole search. */
function counting(timeline: ReturnType<typeof indexedTimeline>) {
	const counts = { seeks: 0, finds: 0 };
	return {
		counts,
		reader: {
			get length() {
				return timeline.length;
			},
			seek(step: number): Moment {
				counts.seeks++;
				return timeline.seek(step);
			},
			glance(step: number, level: number): Glance {
				counts.seeks++;
				return timeline.glance(step, level);
			},
			find(from: number, query: TimelineQuery): number | null {
				counts.finds++;
				return timeline.find(from, query);
			}
		}
	};
}

const cases: { name: SearchName; label: string }[] = [
	{ name: 'nyoj', label: 'the NYOJ 722 lesson sudoku, row-major' },
	{ name: 'sudoku4All', label: 'the empty 4x4 sudoku, every solution' },
	{ name: 'queens6All', label: 'six queens, every solution' },
	{ name: 'mazeAll', label: "the lesson's maze, every path" },
	{ name: 'ring8All', label: 'the prime ring of 1..8, every ring' }
];

describe.each(cases)('the search tree of $label', ({ name }) => {
	const events = eventList(name);
	const timeline = indexedTimeline(name);
	const length = events.length - 1;
	const steps = [...edgeSteps(events), ...randomSteps(length ^ 0x5bd1, 60, length)];

	it('equals the tree a replay of every event builds, at every step tried', () => {
		const expected = bruteTrees(events, steps, 99, 999);
		for (const step of steps)
			expect(searchTree(timeline, step, { maxChildren: 99, maxLevels: 999 })).toEqual(
				expected.get(step)
			);
	});

	it('keeps the newest children and the innermost calls when told to show fewer, and counts what it left out', () => {
		const expected = bruteTrees(events, steps, 2, 3);
		for (const step of steps)
			expect(searchTree(timeline, step, { maxChildren: 2, maxLevels: 3 })).toEqual(
				expected.get(step)
			);
	});

	it('has one call per frame on the stack, each placed child on the current path', () => {
		for (const step of steps.slice(0, 40)) {
			const moment = timeline.seek(step);
			const tree = searchTree(timeline, step, { maxChildren: 99, maxLevels: 999 });
			moment.frames.forEach((frame, level) => {
				expect(tree.calls[level].point).toBe(frame.point);
				if (frame.placed)
					expect(tree.calls[level].children.at(-1)).toMatchObject({
						kind: 'open',
						candidate: frame.candidate
					});
			});
		}
	});
});

describe('building the tree on a long search', () => {
	it('asks the timeline a few questions per call shown, not one per event', () => {
		const timeline = indexedTimeline('nyoj', 1024);
		const { counts, reader } = counting(timeline);
		const step = timeline.length - 1;
		const tree = searchTree(reader, step);
		const shown = tree.calls.reduce((sum, call) => sum + call.children.length, 0);
		expect(tree.calls.length).toBe(24);
		expect(tree.firstLevel).toBeGreaterThan(0);
		expect(counts.seeks + counts.finds).toBeLessThan(4 * shown + 2 * tree.calls.length + 4);
		expect(counts.seeks + counts.finds).toBeLessThan(timeline.length / 100);
	});

	it('marks the solution where the first-solution search stopped', () => {
		const events = eventList('nyoj');
		const timeline = indexedTimeline('nyoj');
		const solution = events.findIndex((event) => event?.kind === 'solution');
		const tree = searchTree(timeline, timeline.length, { maxLevels: 999 });
		const goal = tree.calls.at(-1) as TreeCall;
		expect(goal.solution).toEqual({ step: solution, index: 1 });
		expect(goal.point).toBe(-1);
		expect(tree.calls).toHaveLength(59);
	});
});
