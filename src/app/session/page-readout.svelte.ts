import type { Lang } from '../../puzzles/types';
import type { IndexProgress, Moment } from '../../timeline/moment';
import { narration, stepText, watchablePoints } from './readout';

/** What the readout is about: the moment on screen, how far the search is recorded, the language. */
export interface ReadoutSource {
	readonly moment: () => Moment | null;
	readonly progress: () => IndexProgress | null;
	readonly lang: () => Lang;
	/** The decision point playback pauses at, if any. */
	readonly pauseAtPoint: () => number | null;
}

/** The words the page says about the moment on screen, in the page's language (rules in readout.ts). */
export class PageReadout {
	/** One sentence on the moment on screen. */
	readonly narration = $derived.by(() => narration(this.#source.moment(), this.#source.lang()));
	/** "Step N of M", saying so while the search is still being recorded. */
	readonly stepText = $derived.by(() =>
		stepText(this.#source.lang(), this.#source.moment()?.step ?? 0, this.#source.progress())
	);
	/** The decision points the user can pause at: those on the current call stack. */
	readonly watchablePoints = $derived.by(() =>
		watchablePoints(this.#source.moment(), this.#source.pauseAtPoint(), this.#source.lang())
	);

	readonly #source: ReadoutSource;

	constructor(source: ReadoutSource) {
		this.#source = source;
	}
}
