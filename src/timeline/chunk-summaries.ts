import type { SearchEngine } from '../engine/engine';
import type { NavigableKind } from './moment';

// Slots of the cumulative counters kept at each checkpoint.
export const TRIES = 0;
export const CONFLICTS = 1;
export const PLACES = 2;
export const BACKTRACKS = 3;
export const SOLUTIONS = 4;
const SLOTS = 5;

/** The counter slot that counts each kind of event the timeline jumps between. */
export const SLOT_OF_KIND: Record<NavigableKind, number> = {
	try: TRIES,
	conflict: CONFLICTS,
	place: PLACES,
	backtrack: BACKTRACKS,
	solution: SOLUTIONS
};

/** What a scan looks for: an event kind (by counter slot) or an event at depth <= maxDepth. */
export type Target = { readonly slot: number } | { readonly maxDepth: number };

/** Reads one of the engine's cumulative counters by slot. */
export function counterOf(engine: SearchEngine, slot: number): number {
	switch (slot) {
		case TRIES:
			return engine.tries;
		case CONFLICTS:
			return engine.conflicts;
		case PLACES:
			return engine.places;
		case BACKTRACKS:
			return engine.backtracks;
		default:
			return engine.solutions;
	}
}

/**
 * What the timeline knows of each chunk without replaying it: the engine's cumulative counters at
 * each checkpoint (a chunk's counts are differences) and the lowest and highest depth of each
 * finished chunk's events, plus the depth range of the open chunk (after the last checkpoint) and
 * the counters at the last recorded event. Navigation skips whole chunks with them, and the depth
 * overview of a long search is read from them.
 *
 * @remarks
 * Chunk `c` holds events `c * interval + 1 .. (c + 1) * interval` and starts at checkpoint `c`;
 * the summaries keep one counter record per checkpoint and one depth range per finished chunk,
 * in step with the timeline's checkpoint store (see {@link ChunkSummaries.addCheckpoint} and
 * {@link ChunkSummaries.mergePairs}).
 */
export class ChunkSummaries {
	/** Checkpoints summarised: chunks 0 .. checkpoints - 2 are finished, the last one is open. */
	checkpoints = 0;
	/** The open chunk has events; openMin/openMax are their depth range. */
	openStarted = false;
	openMin = 0;
	openMax = 0;
	/** Cumulative counters at each checkpoint, SLOTS per checkpoint. */
	private counts = new Float64Array(SLOTS * 64);
	/** Lowest and highest event depth of each finished chunk, two per chunk. */
	private depthRange = new Int32Array(2 * 64);
	/** Cumulative counters at the last recorded event. */
	private readonly tip = new Float64Array(SLOTS);

	/** Solutions found up to the last recorded event. */
	get solutions(): number {
		return this.tip[SOLUTIONS];
	}

	/** Bytes the budget counts: the summaries of the checkpoints in use. */
	get usedBytes(): number {
		const checkpoints = this.checkpoints;
		return checkpoints * SLOTS * 8 + (checkpoints - 1) * 2 * 4;
	}

	/** Bytes held, in use or not. */
	get capacity(): number {
		return this.counts.byteLength + this.depthRange.byteLength;
	}

	/** Keeps the engine's counters as those of a new checkpoint, where it stands now. */
	addCheckpoint(engine: SearchEngine): void {
		const index = this.checkpoints;
		if (this.counts.length < SLOTS * (index + 1)) this.counts = grow(this.counts);
		const at = SLOTS * index;
		this.counts[at + TRIES] = engine.tries;
		this.counts[at + CONFLICTS] = engine.conflicts;
		this.counts[at + PLACES] = engine.places;
		this.counts[at + BACKTRACKS] = engine.backtracks;
		this.counts[at + SOLUTIONS] = engine.solutions;
		this.checkpoints++;
	}

	/** Ends the open chunk: its depth range becomes a finished chunk's (its checkpoint comes next). */
	finishChunk(): void {
		const chunk = this.checkpoints - 1;
		if (this.depthRange.length < 2 * (chunk + 1)) this.depthRange = grow(this.depthRange);
		this.depthRange[2 * chunk] = this.openMin;
		this.depthRange[2 * chunk + 1] = this.openMax;
		this.openStarted = false;
	}

	/**
	 * Keeps the summaries of checkpoints 0, 2, 4, … and merges chunk summaries pairwise, as the
	 * interval doubles. When the last finished chunk has no partner it joins the open chunk, whose
	 * checkpoint it starts from.
	 */
	mergePairs(): void {
		const checkpoints = this.checkpoints;
		const chunks = checkpoints - 1;
		const range = this.depthRange;
		const counts = this.counts;
		for (let pair = 0; 2 * pair + 1 < chunks; pair++) {
			const a = 2 * (2 * pair);
			const b = a + 2;
			range[2 * pair] = Math.min(range[a], range[b]);
			range[2 * pair + 1] = Math.max(range[a + 1], range[b + 1]);
		}
		if (chunks % 2 === 1) {
			const last = 2 * (chunks - 1);
			this.openMin = this.openStarted ? Math.min(this.openMin, range[last]) : range[last];
			this.openMax = this.openStarted ? Math.max(this.openMax, range[last + 1]) : range[last + 1];
			this.openStarted = true;
		}
		let kept = 0;
		for (; 2 * kept < checkpoints; kept++)
			counts.copyWithin(SLOTS * kept, SLOTS * 2 * kept, SLOTS * 2 * kept + SLOTS);
		this.checkpoints = kept;
	}

	/** Keeps the engine's counters as those of the last recorded event. */
	takeTip(engine: SearchEngine): void {
		const tip = this.tip;
		tip[TRIES] = engine.tries;
		tip[CONFLICTS] = engine.conflicts;
		tip[PLACES] = engine.places;
		tip[BACKTRACKS] = engine.backtracks;
		tip[SOLUTIONS] = engine.solutions;
	}

	/** A cumulative counter at the start of chunk `chunk` (the tip for the chunk after the open one). */
	cumulative(chunk: number, slot: number): number {
		return chunk < this.checkpoints ? this.counts[SLOTS * chunk + slot] : this.tip[slot];
	}

	/** The lowest depth of a chunk's events. */
	chunkMin(chunk: number): number {
		return chunk < this.checkpoints - 1 ? this.depthRange[2 * chunk] : this.openMin;
	}

	/** The highest depth of a chunk's events. */
	chunkMax(chunk: number): number {
		return chunk < this.checkpoints - 1 ? this.depthRange[2 * chunk + 1] : this.openMax;
	}

	/** Whether the chunk's summary says it holds an event the target looks for. */
	has(chunk: number, target: Target): boolean {
		if (chunk === this.checkpoints - 1 && !this.openStarted) return false;
		if ('slot' in target)
			return this.cumulative(chunk + 1, target.slot) > this.cumulative(chunk, target.slot);
		return this.chunkMin(chunk) <= target.maxDepth;
	}
}

/** A typed array twice as long with the same contents. */
function grow<T extends Float64Array | Int32Array>(array: T): T {
	const grown = new (array.constructor as { new (length: number): T })(array.length * 2);
	grown.set(array);
	return grown;
}
