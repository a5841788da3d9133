/**
 * What the tests of "a step updates only what it changed" share (issue 23): a puzzle's first
 * sample recorded, and a walk of its steps through a StableList that counts what each step
 * changed and checks the list kept exactly the unchanged items.
 */
import { puzzles } from '../../src/puzzles/all';
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
