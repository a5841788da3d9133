import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import { mazePuzzle } from '../../src/puzzles/maze';
import type { LoadedPuzzle } from '../../src/puzzles/types';
import type { Glance, Moment, TimelineQuery } from '../../src/timeline/moment';
import { Timeline } from '../../src/timeline/timeline';
import { searchTree, type TimelineReader } from '../../src/timeline/tree';
import { searches } from './searches';

/** An open n x n maze (no walls), every path: the search goes about n * n calls deep at once. */
function openMaze(n: number): LoadedPuzzle {
	const input = Array.from({ length: n }, () => '0'.repeat(n)).join('\n');
	const loaded = mazePuzzle.load(input, { mode: 'all' });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

/** A reader that adds up the events each of the tree's reads had the timeline replay. */
function metered(timeline: Timeline) {
	const spent = { events: 0, reads: 0, frames: 0 };
	const charge = (step: number) => {
		spent.events += timeline.replayCost(step);
		spent.reads++;
	};
	const reader: TimelineReader = {
		get length() {
			return timeline.length;
		},
		seek(step: number, innermostFrames?: number): Moment {
			charge(step);
			const moment = timeline.seek(step, innermostFrames);
			spent.frames = Math.max(spent.frames, moment.frames.length);
			return moment;
		},
		glance(step: number, level: number): Glance {
			charge(step);
			return timeline.glance(step, level);
		},
		find(from: number, query: TimelineQuery): number | null {
			spent.reads++;
			return timeline.find(from, query);
		},
		replayCost: (step) => timeline.replayCost(step)
	};
	return { spent, reader };
}

describe('the search tree of a search thousands of calls deep', () => {
	// Recorded in few, long chunks, as a search of 10^9 events is: a far read replays a lot.
	const timeline = new Timeline(openMaze(41), { budgetBytes: 4 * 1024 * 1024, maxCheckpoints: 8 });
	while (timeline.length < 3_000_000) timeline.index(1 << 20);
	const step = timeline.length;
	const moment = timeline.seek(step);

	it('is that deep, and its checkpoints are far apart', () => {
		expect(moment.depth).toBeGreaterThan(1500);
		expect(timeline.checkpointInterval).toBeGreaterThanOrEqual(1 << 17);
	});

	it('spends no more replay than its budget, past the step it is built for', () => {
		const budget = 50_000;
		timeline.seek(1);
		const { spent, reader } = metered(timeline);
		const tree = searchTree(reader, step, { replayBudget: budget });
		const bound = budget + timeline.checkpointInterval;
		expect(spent.events).toBeLessThanOrEqual(bound);
		// Without a budget, the same tree reads far back: the budget is what keeps it short.
		timeline.seek(1);
		const unlimited = metered(timeline);
		searchTree(unlimited.reader, step, { replayBudget: Infinity });
		expect(unlimited.spent.events).toBeGreaterThan(bound);
		// It still shows the innermost calls on the path, each with the child it is trying now.
		expect(tree.calls).toHaveLength(24);
		expect(tree.calls.at(-1)?.level).toBe(moment.event?.depth);
		for (const call of tree.calls.slice(0, -1))
			expect(call.children.some((child) => child.kind === 'open')).toBe(true);
	});

	it('reads only the calls it draws of the stack, and draws what the whole stack gives', () => {
		const { spent, reader } = metered(timeline);
		const tree = searchTree(reader, step, { maxLevels: 24 });
		expect(spent.frames).toBeLessThanOrEqual(25);
		// The same tree from a reader that hands over the whole stack, every frame built.
		const whole: TimelineReader = {
			get length() {
				return timeline.length;
			},
			seek: (at) => timeline.seek(at),
			glance: (at, level) => timeline.glance(at, level),
			find: (from, query) => timeline.find(from, query),
			replayCost: (at) => timeline.replayCost(at)
		};
		expect(searchTree(whole, step, { maxLevels: 24 })).toEqual(tree);
	});

	it('starts each call where a scan for the place that entered it finds it', () => {
		const tree = searchTree(timeline, step);
		for (const call of tree.calls.slice(1)) {
			const place = timeline.find(step, { type: 'previousAtDepth', maxDepth: call.level - 1 });
			expect({ level: call.level, start: call.start }).toEqual({ level: call.level, start: place });
		}
	});
});

describe('the step of each place on the stack (placedStepAt)', () => {
	const recipes = [searches.nyoj, searches.queens6All, searches.mazeAll, searches.ring8All];

	it('names the place of the candidate on the board, and at an undo the place it takes back, after a restore too', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...recipes),
				fc.integer({ min: 1, max: 3000 }),
				fc.integer({ min: 1, max: 3000 }),
				(recipe, cut, length) => {
					const loaded = recipe();
					const engine = new SearchEngine(loaded.problem, loaded.search);
					// Run to the cut, keep a snapshot, run on, then restore it: what follows must not
					// depend on where the engine was before the restore.
					engine.run(cut);
					const snapshot = engine.snapshot();
					engine.run(length);
					engine.restore(snapshot);
					// The places on the stack at the cut, from a replay of a fresh engine.
					const fresh = recipe();
					const replay = new SearchEngine(fresh.problem, fresh.search);
					const stack: number[] = [];
					for (let s = 1; s <= cut + length && !replay.finished; s++) {
						replay.step();
						const event = replay.event();
						if (s <= cut) {
							if (event?.kind === 'place') stack[event.depth] = s;
							continue;
						}
						engine.step();
						if (event?.kind === 'place') {
							stack[event.depth] = s;
							expect(engine.placedStepAt(event.depth)).toBe(s);
						} else if (event?.kind === 'backtrack')
							expect(engine.placedStepAt(event.depth)).toBe(stack[event.depth]);
					}
				}
			),
			{ numRuns: 60, seed: 11_30 }
		);
	});
});
