/**
 * What the tests of "a step updates only what it changed" share (issue 23): a puzzle's first
 * sample recorded, and a walk of its steps through a StableList that counts what each step
 * changed and checks the list kept exactly the unchanged items.
 */
import { expect } from 'vitest';
import { puzzles } from '../../src/puzzles/all';
import { heatScale } from '../../src/puzzles/kit/board-props';
import { sameData, StableList } from '../../src/puzzles/kit/stable-list';
import { Timeline } from '../../src/timeline/timeline';

/**
 * A puzzle's sample (by default the first of the lesson sudoku, NYOJ 722), recorded for its first
 * `steps` steps (or all, if it has fewer).
 */
export function lessonTimeline(steps: number, id = 'sudoku', sampleId?: string): Timeline {
	const puzzle = puzzles.find((p) => p.id === id) ?? puzzles[0];
	const sample = puzzle.samples.find((s) => s.id === sampleId) ?? puzzle.samples[0];
	const loaded = puzzle.load(sample.input, sample.options);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const timeline = new Timeline(loaded.value);
	timeline.index(steps);
	return timeline;
}

export const median = (values: readonly number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Walks steps 1..steps through a StableList of the views `viewsAt` gives for each moment, and
 * returns how many items each step changed, and the steps where the list got that wrong: exactly
 * the items whose view differs must be new objects, every other the one shown. (Counted, then
 * checked once by the caller: an expect per item and step would be most of a test's time.)
 */
export function changesPerStep<T>(
	steps: number,
	moment: (step: number) => ReturnType<Timeline['seek']>,
	viewsAt: (moment: ReturnType<Timeline['seek']>) => T[],
	key: (view: T) => number
): { updates: number[]; wrong: number[] } {
	const list = new StableList<T>(key);
	let shown = list.update(viewsAt({ ...moment(0), event: null }));
	const updates: number[] = [];
	const wrong: number[] = [];
	for (let step = 1; step <= steps; step++) {
		const views = viewsAt(moment(step));
		const next = list.update(views);
		const differing = views.filter((view, i) => !sameData(view, shown[i])).length;
		const renewed = next.filter((view, i) => view !== shown[i]).length;
		if (list.changed !== differing || renewed !== differing) wrong.push(step);
		updates.push(list.changed);
		shown = next;
	}
	return { updates, wrong };
}

/** What a step of a board's sample changed: the result of {@link changesPerStep}. */
export type StepChanges = ReturnType<typeof changesPerStep>;

/** {@link changesPerStep} over all the steps `timeline` recorded, at most `most`. */
export function timelineChanges<T>(
	timeline: Timeline,
	viewsAt: (moment: ReturnType<Timeline['seek']>) => T[],
	key: (view: T) => number,
	most = 3000
): StepChanges {
	return changesPerStep(
		Math.min(most, timeline.length),
		(step) => timeline.seek(step),
		viewsAt,
		key
	);
}

/**
 * Expects that the list kept exactly the views a step left unchanged, and that a step changed at
 * most `median` of them at the median and `max` at most (fewer than the board's pieces: a board
 * whose every piece changed on each step would fail).
 */
export function expectFewChanges(
	{ updates, wrong }: StepChanges,
	bounds: { median: number; max: number }
): void {
	expect(wrong).toEqual([]);
	expect(updates.length).toBeGreaterThan(0);
	expect(median(updates)).toBeLessThanOrEqual(bounds.median);
	expect(Math.max(...updates)).toBeLessThanOrEqual(bounds.max);
}

/**
 * With the heat map on: walks all of `timeline`'s steps (at most 3,000) with each moment's heat
 * levels given to `viewsAt`, expects the list to renew only the views a step changed, within
 * `bounds`, and the views at `step` to carry the scale's levels as their heat.
 */
export function expectHeatInViews<T extends { readonly heat: number }>(
	timeline: Timeline,
	viewsAt: (moment: ReturnType<Timeline['seek']>, levels: readonly number[]) => T[],
	key: (view: T) => number,
	bounds: { median: number; max: number },
	step: number
): void {
	const withHeat = (moment: ReturnType<Timeline['seek']>) =>
		viewsAt(moment, heatScale(moment.heat).levels);
	expectFewChanges(timelineChanges(timeline, withHeat, key), bounds);
	const moment = timeline.seek(step);
	expect(withHeat(moment).map((view) => view.heat)).toEqual(heatScale(moment.heat).levels);
}

/**
 * Walks a board's first `steps` steps through the views it keeps from step to step (a PlainViews
 * of its own, behind `kept`), the page turning Chinese halfway, and returns how many views each
 * step made (not handed back from the step before) and the steps whose views did not read as
 * `fresh` makes them (by value).
 */
export function viewsMadePerStep<T>(
	steps: number,
	moment: (step: number) => ReturnType<Timeline['seek']>,
	kept: (moment: ReturnType<Timeline['seek']>, lang: 'en' | 'zh') => T[],
	fresh: (moment: ReturnType<Timeline['seek']>, lang: 'en' | 'zh') => T[]
): { made: number[]; wrong: number[] } {
	let shown: T[] = [];
	const made: number[] = [];
	const wrong: number[] = [];
	for (let step = 0; step <= steps; step++) {
		const at = moment(step);
		const lang = step < steps / 2 ? 'en' : 'zh';
		const next = kept(at, lang);
		if (!sameData(next, fresh(at, lang))) wrong.push(step);
		made.push(next.filter((view, i) => view !== shown[i]).length);
		shown = next;
	}
	return { made, wrong };
}
