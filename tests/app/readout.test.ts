import { describe, expect, it } from 'vitest';
import {
	stepText,
	watchablePoints,
	widestStepText,
	WATCHABLE_FRAMES
} from '../../src/app/session/readout';
import type { IndexProgress } from '../../src/timeline/moment';
import { mazePuzzle } from '../../src/puzzles/maze';
import { Timeline } from '../../src/timeline/timeline';

describe('the cells "Pause at cell" lists', () => {
	it('are those of the innermost calls only, however deep the search is', () => {
		// An open 31x31 maze, every path: the search is hundreds of calls deep at once.
		const input = Array.from({ length: 31 }, () => '0'.repeat(31)).join('\n');
		const loaded = mazePuzzle.load(input, { mode: 'all' });
		if (!loaded.ok) throw new Error(loaded.error.message.en);
		const timeline = new Timeline(loaded.value);
		timeline.index(20_000);
		const moment = timeline.seek(timeline.length);
		expect(moment.frames.length).toBeGreaterThan(WATCHABLE_FRAMES * 5);
		const listed = watchablePoints(moment, null, 'en', true).map((entry) => entry.point);
		const innermost = moment.frames.slice(-WATCHABLE_FRAMES).map((frame) => frame.point);
		const event = moment.event;
		const eventPoint = event !== null && 'point' in event ? [event.point] : [];
		expect(listed).toEqual([...new Set([...innermost, ...eventPoint])].sort((a, b) => a - b));
		// A cell watched already stays in the list, even when its call is further out.
		const outer = moment.frames[0].point;
		expect(watchablePoints(moment, outer, 'en', true).some((entry) => entry.point === outer)).toBe(
			true
		);
	});

	it('are the watched one alone while nobody chooses in the list, and none when none is watched', () => {
		const loaded = mazePuzzle.load(mazePuzzle.samples[0].input, mazePuzzle.samples[0].options);
		if (!loaded.ok) throw new Error(loaded.error.message.en);
		const timeline = new Timeline(loaded.value);
		timeline.index(200);
		const moment = timeline.seek(Math.min(200, timeline.length));
		const outer = moment.frames[0].point;
		const listed = watchablePoints(moment, outer, 'en', true);
		expect(watchablePoints(moment, outer, 'en', false)).toEqual(
			listed.filter((entry) => entry.point === outer)
		);
		expect(watchablePoints(moment, null, 'en', false)).toEqual([]);
	});
});

describe('where recording stands, as the step text says it', () => {
	const at = (flags: Partial<IndexProgress>): IndexProgress => ({
		events: 120,
		solutions: 0,
		elapsedMs: 5,
		complete: false,
		overBudget: false,
		stopped: false,
		bytes: 100,
		...flags
	});

	it('is over once the whole search, the memory budget or a stop ended it', () => {
		expect(stepText('en', 0, null)).toBe('Step 0 of 0 (still recording…)');
		expect(stepText('en', 7, at({ complete: true }))).toBe('Step 7 of 120');
		expect(stepText('en', 7, at({}))).toBe('Step 7 of 120 (still recording…)');
		expect(stepText('en', 7, at({ overBudget: true }))).toBe('Step 7 of 120');
		expect(stepText('en', 7, at({ stopped: true }))).toBe('Step 7 of 120 (recording stopped)');
	});

	it('is at its widest at the last step, in either language, whatever step is shown', () => {
		const done = at({ events: 109_791, complete: true });
		expect(widestStepText('en', done)).toBe('Step 109,791 of 109,791');
		expect(widestStepText('zh', done)).toBe(stepText('zh', 109_791, done));
		// Every step's text is as long or shorter: its digits are as wide as one another.
		for (const step of [0, 9, 10, 99_999, 109_790])
			expect(stepText('en', step, done).length).toBeLessThanOrEqual(
				widestStepText('en', done).length
			);
		expect(widestStepText('en', at({}))).toBe('Step 120 of 120 (still recording…)');
	});
});
