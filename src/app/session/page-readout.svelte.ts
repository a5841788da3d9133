import type { InputError, Lang } from '../../puzzles/types';
import type { IndexProgress, Moment } from '../../timeline/moment';
import { StableList } from '../../puzzles/kit/stable-list';
import {
	narration,
	refusedNarration,
	stepText,
	watchablePoints,
	widestStepText,
	type WatchablePoint
} from './readout';

/** A load refused while a search is on screen: why, at which step, and whether the input was code. */
export interface Refusal {
	readonly error: InputError;
	readonly step: number;
	readonly code: boolean;
}

/** What the readout is about: the moment on screen, how far the search is recorded, the language. */
export interface ReadoutSource {
	readonly moment: () => Moment | null;
	readonly progress: () => IndexProgress | null;
	readonly lang: () => Lang;
	/** The decision point playback pauses at, if any. */
	readonly pauseAtPoint: () => number | null;
	/** The last load refused, while its message shows; null when none. */
	readonly refused?: () => Refusal | null;
}

/** The words the page says about the moment on screen, in the page's language (rules in readout.ts). */
export class PageReadout {
	/**
	 * One sentence on the moment on screen; at the step where a load was just refused, why, so the
	 * old search's words are not read as the new input's (a step away, they are the moment's again).
	 */
	readonly narration = $derived.by(() => {
		const moment = this.#source.moment();
		const refused = this.#source.refused?.() ?? null;
		if (refused !== null && (moment === null || moment.step === refused.step))
			return refusedNarration(refused.error, refused.code, this.#source.lang());
		return narration(moment, this.#source.lang());
	});
	/** "Step N of M", saying so while the search is still being recorded. */
	readonly stepText = $derived.by(() =>
		stepText(this.#source.lang(), this.#source.moment()?.step ?? 0, this.#source.progress())
	);
	/**
	 * The step text at its widest for the search (widestStepText), the room the step text keeps:
	 * read of the language and the recording's progress only, so a step does not change it.
	 */
	readonly widestStepText = $derived.by(() =>
		widestStepText(this.#source.lang(), this.#source.progress())
	);
	/**
	 * Whether someone is choosing in "Pause at cell": it has focus (a press or Tab gives it focus
	 * before its list opens).
	 */
	choosing = $state(false);
	/**
	 * The decision points "Pause at cell" offers: while someone chooses in it, every one the user
	 * can pause at (those on the current call stack); otherwise only the one watched, so that the
	 * list does not change with every call pushed or popped. An option added or removed lays the
	 * whole page out, whatever box holds the list: 0.4 ms of such a step (BENCHMARKS.md,
	 * fourteenth session).
	 */
	readonly watchablePoints = $derived.by(() =>
		this.#points.update(
			watchablePoints(
				this.#source.moment(),
				this.#source.pauseAtPoint(),
				this.#source.lang(),
				this.choosing
			)
		)
	);

	/** The points a step leaves listed keep their object: their options are not redrawn. */
	readonly #points = new StableList<WatchablePoint>((option) => option.point);

	readonly #source: ReadoutSource;

	constructor(source: ReadoutSource) {
		this.#source = source;
	}
}
