import { tick } from 'svelte';
import { expect } from 'vitest';

/** The marks a board draws over itself (kit/Marks.svelte's group), shown or hidden. */
export const marksOf = (container: Element): Element[] => [
	...container.querySelectorAll('.marks > *')
];

/** The first class of each mark a step shows (`markDisplay`: the hidden ones say `display="none"`). */
export const shownMarks = (container: Element): (string | undefined)[] =>
	marksOf(container)
		.filter((mark) => mark.getAttribute('display') !== 'none')
		.map((mark) => mark.classList[0]);

/**
 * Runs `steps` one after another (each a rerender of the board at another moment) and expects the
 * board's marks to be the same elements after each: a step shows and hides them, and makes none.
 * A mark listed once per item (a ring for each clash) may come and go; `fixed` says how many of
 * the marks, from the last, are drawn on every step.
 */
export async function expectMarksKept(
	container: Element,
	fixed: number,
	steps: readonly (() => Promise<unknown>)[]
): Promise<void> {
	const kept = marksOf(container).slice(-fixed);
	expect(kept).toHaveLength(fixed);
	for (const step of steps) {
		await step();
		await tick();
		// Compared as flags: a failed toBe on two elements prints the whole window.
		const after = marksOf(container).slice(-fixed);
		expect(after.map((mark, i) => mark === kept[i])).toEqual(kept.map(() => true));
	}
}
