import type { Moment } from '../../timeline/moment';

/** What the views beside the board follow: the moment on screen, and how playback draws the tree. */
export interface SideSource {
	/** The moment on screen (the board's). */
	readonly moment: () => Moment | null;
	/** The search the moment on screen belongs to (SearchSession.generation). */
	readonly generation: () => number;
	/** Playback runs fast enough that the tree follows every other seek (SearchOverview.seeking). */
	readonly alternate: () => boolean;
	/** The last seek went without its tree (SearchOverview.treeSkipped). */
	readonly treeSkipped: () => boolean;
}

/**
 * The moment the views beside the board show: the call stack, the Code view, the narration and
 * the counters. Paused, stepping, scrubbing or playing at a readable speed, it is the moment on
 * screen. Playing fast, when the search tree follows every other seek, these views follow every
 * other step too, on the seeks the tree skips, so that no frame draws the tree and all of them:
 * at 60 steps a second on a projector, their style, layout and paint take about 1-1.5 ms of a
 * frame (BENCHMARKS.md, twenty-second session). They are then one step behind the board in one
 * frame of two, never more, and nobody reads them at that speed; once playback pauses they show
 * its step.
 */
export class SideMoment {
	/** The moment the side views show. */
	readonly moment = $derived.by(() =>
		this.#follow(this.#source.moment(), this.#source.alternate())
	);

	readonly #source: SideSource;
	/** The moment last shown, and its search: a frame that draws the tree keeps it. */
	#kept: { readonly moment: Moment; readonly generation: number } | null = null;

	constructor(source: SideSource) {
		this.#source = source;
	}

	#follow(now: Moment | null, alternate: boolean): Moment | null {
		const generation = this.#source.generation();
		const kept = this.#kept;
		// Kept only one step behind, in the same search, on a frame that draws the tree.
		if (
			alternate &&
			now !== null &&
			kept !== null &&
			kept.generation === generation &&
			now.step === kept.moment.step + 1 &&
			!this.#source.treeSkipped()
		)
			return kept.moment;
		this.#kept = now === null ? null : { moment: now, generation };
		return now;
	}
}
