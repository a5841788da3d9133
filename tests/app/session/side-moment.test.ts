import { describe, expect, test } from 'vitest';
import { SideMoment } from '../../../src/app/session/side-moment.svelte';
import { puzzles } from '../../../src/puzzles/all';
import type { Moment } from '../../../src/timeline/moment';
import { Timeline } from '../../../src/timeline/timeline';
import { FakeSideSource } from './side-source.svelte';

/** The lesson sudoku's first moments (NYOJ 722, the app's first page). */
function lessonMoments(count: number): Moment[] {
	const sudoku = puzzles[0];
	const sample = sudoku.samples[0];
	const loaded = sudoku.load(sample.input, sample.options);
	if (!loaded.ok) throw new Error('the lesson sudoku does not load');
	const timeline = new Timeline(loaded.value);
	timeline.index(count + 10);
	return Array.from({ length: count }, (_, step) => timeline.seek(step));
}

const moments = lessonMoments(60);

/** Plays the moments from `from` as fast playback does: each seek's tree skipped or not, in turn. */
function playFast(side: SideMoment, source: FakeSideSource, from: number, to: number) {
	const shown: { board: number; side: number; treeSkipped: boolean }[] = [];
	source.fast = true;
	for (let step = from; step <= to; step++) {
		source.skipped = !source.skipped;
		source.shown = moments[step];
		shown.push({ board: step, side: side.moment?.step ?? -1, treeSkipped: source.skipped });
	}
	return shown;
}

describe('the moment the views beside the board show', () => {
	test('paused or stepping, it is the moment on screen, at every step', () => {
		const source = new FakeSideSource();
		const side = new SideMoment(source);
		for (const moment of moments.slice(0, 20)) {
			source.skipped = !source.skipped;
			source.shown = moment;
			expect(side.moment).toBe(moment);
		}
	});

	test('playing fast, it follows every other step, on the seeks the tree skips, never more than one behind', () => {
		const source = new FakeSideSource();
		const side = new SideMoment(source);
		source.shown = moments[0];
		expect(side.moment).toBe(moments[0]);
		const frames = playFast(side, source, 1, 40);
		for (const frame of frames) {
			// A seek that skips the tree draws the side views; one that draws the tree keeps them.
			expect(frame.side).toBe(frame.treeSkipped ? frame.board : frame.board - 1);
		}
		const drawn = new Set(frames.map((frame) => frame.side));
		expect(drawn.size).toBe(20);
	});

	test('once playback pauses, it is the board’s step again', () => {
		const source = new FakeSideSource();
		const side = new SideMoment(source);
		source.shown = moments[0];
		void side.moment;
		const frames = playFast(side, source, 1, 12);
		expect(frames.at(-1)).toMatchObject({ board: 12, side: 11 });
		source.fast = false;
		expect(side.moment).toBe(moments[12]);
	});

	test('a new search, or a jump of more than one step, shows at once even on a frame that draws the tree', () => {
		const source = new FakeSideSource();
		const side = new SideMoment(source);
		source.shown = moments[0];
		void side.moment;
		playFast(side, source, 1, 4);
		// The next seek draws the tree, but the board jumped four steps (a dropped frame's catch-up).
		source.skipped = false;
		source.shown = moments[8];
		expect(side.moment).toBe(moments[8]);
		// Another search's moment, one step on: never kept from the search before.
		source.search++;
		source.skipped = false;
		source.shown = moments[9];
		expect(side.moment).toBe(moments[9]);
	});
});
