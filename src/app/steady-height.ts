import { observeSize } from './observe-size';

/**
 * A box whose words change from step to step (the narration) keeps the tallest height it has
 * needed, so that what stands under it stays put. Without it the knight's narration box was three
 * lines tall on a jump (its least; the sentence takes two) and five on a try at 1366x768, and the
 * call stack under it moved 48 px up and down on every step; seven of the nine puzzles'
 * narrations changed height within their first 40 steps.
 */

/** The tallest height measured since the box's measure last changed: the height to hold it at. */
export class SteadyHeight {
	#measure: string | null = null;
	#tallest = 0;

	/**
	 * Takes the natural height of the box's words (px) under `measure`, a key for what decides how
	 * tall the same words are (the width, the type size, the search and the language shown), and
	 * answers the height to hold the box at. A new measure starts again from this height: a wider
	 * box or a smaller type needs fewer lines, and another search says other sentences.
	 */
	hold(measure: string, height: number): number {
		if (measure !== this.#measure) {
			this.#measure = measure;
			this.#tallest = height;
		} else this.#tallest = Math.max(this.#tallest, height);
		return this.#tallest;
	}
}

/**
 * Holds a box at the tallest height its words have needed: observes `words` (a block inside the
 * box: the box's own height would include what is held) and calls `hold` with the height to hold,
 * from the next frame (observeSize), when it or what it is measured under changed: not on each
 * step whose words take another height within the one held. `measure` names what else decides how
 * tall the same words are (the search and language shown), read when the observer reports; the
 * words' width and type size are added here. Returns the teardown.
 */
export function holdTallest(
	words: HTMLElement,
	measure: () => string,
	hold: (height: number) => void
): () => void {
	const steady = new SteadyHeight();
	let told = '';
	return observeSize(
		words,
		({ contentRect: { width, height } }) => {
			const under = `${width} ${getComputedStyle(words).fontSize} ${measure()}`;
			const tallest = steady.hold(under, height);
			const telling = `${under} ${tallest}`;
			if (telling === told) return undefined;
			told = telling;
			return tallest;
		},
		hold
	);
}
