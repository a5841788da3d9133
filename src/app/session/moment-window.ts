import type { Moment } from '../../timeline/moment';
import { applyPatch, PatchError, type Patch } from '../../timeline/moment-patch';
import { momentFault, type MomentNeighbours } from '../../worker/protocol';

/**
 * Steps on each side of the step on screen the page keeps moments for. Holding an arrow key
 * steps about 30 times a second, so 8 steps ahead leave a refill a quarter of a second.
 */
export const WINDOW_REACH = 8;

/**
 * Moments the window keeps made besides its center: the step on screen, the two next to it made
 * ahead of a click, and the one before that (a maze's moment 10,000 calls deep is about 250 KB).
 */
const MADE_KEPT = 4;

/** A refill is asked for once the step on screen is this close to either end of the window. */
const REFILL_MARGIN = WINDOW_REACH / 2;

/**
 * The moments next to the step on screen, kept on the page so a single step shows at once,
 * without a round trip to the worker (issue 14). It holds one moment whole (the `center`, which
 * the page showed when it asked for the window), the patches that make its neighbours (a few
 * hundred bytes each, 2 x WINDOW_REACH of them) and up to MADE_KEPT moments made from them. For a
 * 101x101 maze 10,000 calls deep that is five moments of 211 KB of JSON each, less in memory,
 * where they share the arrays a step leaves alone (BENCHMARKS.md).
 *
 * @remarks
 * A window belongs to one search: {@link MomentWindow.lookup} answers only for the generation it
 * was filled in, and only for steps the worker had recorded when it made the patches. Every
 * moment made is checked as strictly as one the worker sends (momentFault) before it is given
 * out; a patch that does not fit, or a moment that fails the check, empties the window, and the
 * page asks the worker instead.
 */
export class MomentWindow {
	/** Steps the window asks the worker for on each side. */
	readonly reach = WINDOW_REACH;
	#generation = -1;
	#center: Moment | null = null;
	#next: readonly Patch[] = [];
	#previous: readonly Patch[] = [];
	/**
	 * Moments made, by their offset from the center, oldest first: the last ones given out and
	 * those made ahead of a click ({@link MomentWindow.prepare}). The next is made from the nearest.
	 */
	readonly #made = new Map<number, Moment>();
	/** Bumped by each clear: a refill asked before it is not taken. */
	#epoch = 0;

	/** Counts the clears: a refill compares it to see whether the window was emptied meanwhile. */
	get epoch(): number {
		return this.#epoch;
	}

	/** The steps the window answers for (empty: from > to). */
	get range(): { readonly from: number; readonly to: number } {
		const center = this.#center;
		if (center === null) return { from: 0, to: -1 };
		return { from: center.step - this.#previous.length, to: center.step + this.#next.length };
	}

	/**
	 * Takes the neighbours the worker sent of `center`, the moment the page held at their step
	 * (a seek's answer, or one this window made, in search `generation`). False, and the window
	 * stays as it was, when they are about another step.
	 */
	fill(generation: number, center: Moment, neighbours: MomentNeighbours): boolean {
		if (neighbours.step !== center.step) return false;
		this.#generation = generation;
		this.#center = center;
		this.#next = neighbours.next;
		this.#previous = neighbours.previous;
		this.#made.clear();
		return true;
	}

	/** Empties the window: the search was replaced, or the page moved some other way. */
	clear(): void {
		this.#epoch++;
		this.#center = null;
		this.#next = [];
		this.#previous = [];
		this.#made.clear();
	}

	/** Whether the window answers for `step` in search `generation` (without making the moment). */
	has(step: number, generation: number): boolean {
		const { from, to } = this.range;
		return generation === this.#generation && step >= from && step <= to;
	}

	/**
	 * The moment at `step` of search `generation`, made from the nearest moment held, or null when
	 * the window does not reach it (or the worker's patches turned out wrong: then it is emptied).
	 */
	lookup(step: number, generation: number): Moment | null {
		const center = this.#center;
		if (center === null || !this.has(step, generation)) return null;
		const offset = step - center.step;
		if (offset === 0) return center;
		const made = this.#made.get(offset);
		if (made !== undefined) {
			// Kept as the newest: the moments given out last are the ones kept longest.
			this.#made.delete(offset);
			this.#made.set(offset, made);
			return made;
		}
		const patches = offset > 0 ? this.#next : this.#previous;
		const direction = Math.sign(offset);
		// Made from the nearest moment made between the center and the step.
		let from = Math.abs(offset) - 1;
		while (from > 0 && !this.#made.has(direction * from)) from--;
		let value: unknown = from > 0 ? this.#made.get(direction * from) : center;
		try {
			for (let i = from; i < Math.abs(offset); i++) value = applyPatch(value, patches[i]);
		} catch (error) {
			if (!(error instanceof PatchError)) throw error;
			return this.#refuse(error.message);
		}
		const fault = momentFault(value);
		if (fault !== null) return this.#refuse(fault);
		const moment = value as Moment;
		if (moment.step !== step)
			return this.#refuse(`the moment for step ${step} is step ${moment.step}`);
		this.#made.set(offset, moment);
		for (const oldest of this.#made.keys()) {
			if (this.#made.size <= MADE_KEPT) break;
			this.#made.delete(oldest);
		}
		return moment;
	}

	/**
	 * Makes the moments one step before and after `step` now, where the window holds them, so a
	 * click on Step forward or Step back finds them made: making and checking one was about 0.15
	 * ms of a click's script (sampled; the step update fell 0.07-0.09 ms). Called once a step is on
	 * screen, outside any click's task.
	 */
	prepare(step: number, generation: number): void {
		// A refused patch empties the window: the step after it is then not looked for.
		if (this.lookup(step + 1, generation) === null && !this.has(step, generation)) return;
		this.lookup(step - 1, generation);
	}

	/**
	 * Whether a refill is worth asking for with `step` on screen: it is outside the window, or
	 * near an end that is not the search's (step 0, or `last`, the last step once all is recorded),
	 * or `needed`, a step the page wants to show next (up to `last`), is outside it.
	 */
	wants(step: number, generation: number, last = Infinity, needed = step): boolean {
		if (!this.has(step, generation)) return true;
		// A window cut short by the worker's time budget on a loaded machine may end a few steps
		// ahead, more than the margin: the step after its end would never be asked for.
		if (needed <= last && !this.has(needed, generation)) return true;
		const { from, to } = this.range;
		return (to - step < REFILL_MARGIN && to < last) || (step - from < REFILL_MARGIN && from > 0);
	}

	/** The JSON size of what the window holds (its center moment, its patches, the moments made). */
	bytes(): number {
		return JSON.stringify([this.#center, this.#next, this.#previous, [...this.#made.values()]])
			.length;
	}

	/** Patches that do not make a well-formed moment: the window goes, the worker answers instead. */
	#refuse(fault: string): null {
		console.warn(`Backstep dropped the moments kept next to the step: ${fault}`);
		this.clear();
		return null;
	}
}
