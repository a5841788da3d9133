import type { SearchEngine } from '../engine/engine';
import { EventCode } from '../engine/events';
import { CheckpointStore, FINE_STEP } from './checkpoints';
import {
	BACKTRACKS,
	CONFLICTS,
	PLACES,
	SLOT_OF_KIND,
	TRIES,
	counterOf,
	type ChunkSummaries,
	type Target
} from './chunk-summaries';
import { MAX_TRY_SCAN, type TimelineQuery } from './moment';

/** A forward scan for the last match keeps a fine snapshot every this many blocks. */
const KEEP_EVERY_BLOCKS = 16;
/** A block this short is stepped one event at a time (its snapshot would cost more than it saves). */
const SHORT_SCAN = 64;

/**
 * Answers the timeline's navigation queries ({@link TimelineQuery}) without scanning the whole
 * search: the chunk summaries skip whole chunks without a match, and at most the chunk holding
 * the start and the chunk holding the answer are replayed, a block of {@link FINE_STEP} events at a
 * time at engine speed, stepping singly only in the block that holds the answer.
 *
 * @remarks
 * The Timeline extends it and gives it what it reads: the engine, the summaries, and how the
 * engine moves to a step (from the closest state kept before it).
 */
export abstract class ChunkFinder {
	/** The timeline's engine: the finder runs it forward from where the timeline moves it. */
	protected abstract readonly engine: SearchEngine;
	protected abstract readonly summaries: ChunkSummaries;
	/** Events between checkpoints now. */
	protected abstract interval: number;
	/** Events recorded so far. */
	protected abstract recorded: number;
	/** The start of a block a scan may have to step through again (see scanBlock). */
	protected abstract readonly blockStart: CheckpointStore;
	/** A step clamped to 0 .. recorded. */
	protected abstract clampStep(step: number): number;
	/** Parks the recording position before the engine runs elsewhere. */
	protected abstract leaveRecording(): void;
	/** Moves the engine to just after event `step`, from the closest state kept before it. */
	protected abstract moveTo(step: number): void;
	/** Keeps the engine's state as a fine snapshot when it sits on a fine step. */
	protected abstract keepNear(): void;
	/** How many events a move to `step` would replay now. */
	abstract replayCost(step: number): number;

	/**
	 * The step of the first recorded event after `from` (or the last one before it) that answers
	 * the query, or null when there is none. Chunk summaries skip whole chunks without a match;
	 * at most the chunk holding `from` and the chunk holding the answer are replayed.
	 */
	find(from: number, query: TimelineQuery): number | null {
		if (Number.isNaN(from)) return null;
		if (query.type === 'nextTryAt') return this.findTryAt(from, query.point, query.within);
		let target: Target;
		if ('kind' in query) {
			const slot = SLOT_OF_KIND[query.kind];
			if (slot === undefined) return null;
			target = { slot };
		} else {
			if (Number.isNaN(query.maxDepth)) return null;
			target = { maxDepth: query.maxDepth };
		}
		const forward = query.type === 'nextOfKind' || query.type === 'nextAtDepth';
		return forward
			? this.findNext(Math.max(1, Math.floor(from) + 1), target)
			: this.findPrevious(Math.min(this.recorded, Math.ceil(from) - 1), target);
	}

	/** Index of the chunk holding event `step` (the open chunk for events after the last checkpoint). */
	private chunkOf(step: number): number {
		const checkpoints = this.summaries.checkpoints;
		return Math.min(Math.floor((step - 1) / this.interval), checkpoints - 1);
	}

	/** Last event of a chunk that is recorded. */
	private chunkLast(chunk: number): number {
		return Math.min(this.recorded, (chunk + 1) * this.interval);
	}

	/** Whether the engine's current event is one the target looks for. */
	private matches(target: Target): boolean {
		const engine = this.engine;
		if (!('slot' in target)) return engine.depth <= target.maxDepth;
		switch (target.slot) {
			case TRIES:
				return engine.code === EventCode.tryOk || engine.code === EventCode.tryConflict;
			case CONFLICTS:
				return engine.code === EventCode.tryConflict;
			case PLACES:
				return engine.code === EventCode.place;
			case BACKTRACKS:
				return engine.code === EventCode.backtrack;
			default:
				return engine.code === EventCode.solution;
		}
	}

	private findNext(first: number, target: Target): number | null {
		const summaries = this.summaries;
		if (first > this.recorded) return null;
		const interval = this.interval;
		for (let chunk = this.chunkOf(first); chunk < summaries.checkpoints; chunk++) {
			if (!summaries.has(chunk, target)) continue;
			const start = Math.max(first, chunk * interval + 1);
			const found = this.scanFirst(start, this.chunkLast(chunk), target);
			if (found !== null) return found;
		}
		return null;
	}

	/**
	 * The first try at `point` in from+1 .. from+within, cut to MAX_TRY_SCAN events and to what is
	 * recorded. Tries are not summarised per decision point, so the engine steps one event at a time
	 * from the closest state at or before `from`.
	 */
	private findTryAt(from: number, point: number, within: number): number | null {
		if (Number.isNaN(point) || !(within >= 1)) return null;
		const start = this.clampStep(from);
		const last = Math.min(this.recorded, start + Math.min(Math.floor(within), MAX_TRY_SCAN));
		if (start >= last) return null;
		this.leaveRecording();
		this.moveTo(start);
		const engine = this.engine;
		for (let step = start + 1; step <= last; step++) {
			engine.run(1);
			const code = engine.code;
			if ((code === EventCode.tryOk || code === EventCode.tryConflict) && engine.point === point)
				return step;
		}
		return null;
	}

	private findPrevious(last: number, target: Target): number | null {
		if (last < 1) return null;
		const interval = this.interval;
		for (let chunk = this.chunkOf(last); chunk >= 0; chunk--) {
			if (!this.summaries.has(chunk, target)) continue;
			const end = Math.min(last, this.chunkLast(chunk));
			const found = this.scanLast(chunk * interval + 1, end, target);
			if (found !== null) return found;
		}
		return null;
	}

	/**
	 * Runs a block of `count` events (engine just before its first) and says whether one of them
	 * matches, from the counters or the depth window, without stepping one event at a time.
	 */
	private blockHas(count: number, target: Target): boolean {
		const engine = this.engine;
		if ('slot' in target) {
			const before = counterOf(engine, target.slot);
			engine.run(count);
			return counterOf(engine, target.slot) > before;
		}
		engine.run(1);
		engine.resetDepthWindow();
		engine.run(count - 1);
		return engine.windowMinDepth <= target.maxDepth;
	}

	/** The first matching event in first..last (one chunk), replaying from the closest state before it. */
	private scanFirst(first: number, last: number, target: Target): number | null {
		this.moveTo(first - 1);
		let at = first - 1;
		while (at < last) {
			const end = Math.min(last, at - (at % FINE_STEP) + FINE_STEP);
			const found = this.scanBlock(at, end, target, 'first');
			if (found !== null) return found;
			at = end;
			this.keepNear();
		}
		return null;
	}

	/**
	 * The last matching event in first..last (one chunk): blocks from the end backwards while a
	 * state is kept close by, else one pass forward over what is left.
	 */
	private scanLast(first: number, last: number, target: Target): number | null {
		let end = last;
		while (end >= first) {
			const start = Math.max(first - 1, end - 1 - ((end - 1) % FINE_STEP));
			// Far from any kept state, a block back would replay from the checkpoint, block after
			// block: in a long chunk that is the chunk's length times its blocks.
			if (this.replayCost(start) > 2 * FINE_STEP) return this.scanLastForward(first, end, target);
			this.moveTo(start);
			const found = this.scanBlock(start, end, target, 'last');
			if (found !== null) return found;
			end = start;
		}
		return null;
	}

	/**
	 * The last matching event in first..last in one pass forward: each block runs at engine speed
	 * and says whether it holds a match; then the engine goes back to the start of the last such
	 * block (a fine snapshot is kept every few blocks on the way, so that is a short replay) and
	 * steps through it alone.
	 */
	private scanLastForward(first: number, last: number, target: Target): number | null {
		this.moveTo(first - 1);
		let at = first - 1;
		let matchAt = -1;
		let matchEnd = -1;
		while (at < last) {
			const end = Math.min(last, at - (at % FINE_STEP) + FINE_STEP);
			if (this.blockHas(end - at, target)) {
				matchAt = at;
				matchEnd = end;
			}
			at = end;
			if (at % (FINE_STEP * KEEP_EVERY_BLOCKS) === 0) this.keepNear();
		}
		if (matchAt < 0) return null;
		this.moveTo(matchAt);
		return this.scanBlock(matchAt, matchEnd, target, 'last');
	}

	/**
	 * The first or last matching event in at+1..end, with the engine just after event `at`. A
	 * long block runs at engine speed first and is stepped through only when it holds a match;
	 * the engine ends after `end` when there is no match.
	 */
	private scanBlock(
		at: number,
		end: number,
		target: Target,
		which: 'first' | 'last'
	): number | null {
		const engine = this.engine;
		const count = end - at;
		if (count > SHORT_SCAN) {
			this.blockStart.hold(engine);
			if (!this.blockHas(count, target)) return null;
			this.blockStart.restore(0, engine);
		}
		let found: number | null = null;
		for (let step = at + 1; step <= end; step++) {
			engine.run(1);
			if (this.matches(target)) {
				if (which === 'first') return step;
				found = step;
			}
		}
		return found;
	}
}
