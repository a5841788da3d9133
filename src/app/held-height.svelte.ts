import { holdTallest } from './steady-height';

/**
 * A box held at the tallest height its words have needed for the search shown (holdTallest), as a
 * view reads it: the page's narration and each of Compare's sides.
 */
export class HeldHeight {
	#held = $state<{ search: number; height: number } | null>(null);
	readonly #search: () => number;
	readonly #measure: () => string;

	/**
	 * `search` numbers the search shown (a new one starts again); `measure` names what else decides
	 * how tall the same words are (the language).
	 */
	constructor(search: () => number, measure: () => string) {
		this.#search = search;
		this.#measure = measure;
	}

	/** The height to hold the box at (px, for a CSS length), or undefined until the words are measured. */
	get css(): string | undefined {
		const held = this.#held;
		return held !== null && held.search === this.#search() ? `${held.height}px` : undefined;
	}

	/** Observes `words`, a block inside the box, until the teardown returned is called. */
	observe(words: HTMLElement): () => void {
		return holdTallest(
			words,
			() => `${this.#search()} ${this.#measure()}`,
			(height) => (this.#held = { search: this.#search(), height })
		);
	}
}
