import { SearchEngine } from '../engine/engine';
import { EventCode } from '../engine/events';
import type { Problem } from '../engine/problem';
import type { Board, BoardProblem, LoadedPuzzle } from '../puzzles/types';
import { CheckpointStore, StepSnapshots } from './checkpoints';
import {
	MAX_TRY_SCAN,
	type DepthSeries,
	type Glance,
	type IndexProgress,
	type Moment,
	type NavigableKind,
	type TimelineQuery
} from './moment';

/** How much a timeline may hold and how finely it starts. */
export interface TimelineOptions {
	/** Bytes for checkpoints and chunk summaries; past it the interval doubles. Default 48 MiB. */
	readonly budgetBytes?: number;
	/** Events per chunk at the start (a whole number, best a power of two). Default 1024. */
	readonly firstInterval?: number;
	/**
	 * The interval may not double past this; when the budget would need it, recording stops and
	 * the timeline is over budget. Default 2^22 events, where a seek still replays in tens of ms.
	 */
	readonly maxInterval?: number;
	/**
	 * Below {@link denseInterval}, the interval also doubles when there would be more checkpoints
	 * than this. A checkpoint is written in place and costs a few hundred nanoseconds, but its
	 * bytes are memory the recording touches for the first time (about a kilobyte for a 9x9
	 * sudoku), so a search of a few hundred million events keeps a couple of thousand, not tens
	 * of thousands; the chunk summaries still give the depth overview a bucket per chunk for at
	 * least 1024 buckets. Default 2048.
	 */
	readonly maxCheckpoints?: number;
	/**
	 * Once the interval has reached this, only the budget makes it double: longer searches keep
	 * more checkpoints instead, so a seek never replays more than this many events. Default 2^17
	 * (under a millisecond of replay).
	 */
	readonly denseInterval?: number;
}

const DEFAULT_BUDGET = 48 * 1024 * 1024;
const DEFAULT_FIRST_INTERVAL = 1024;
const DEFAULT_MAX_INTERVAL = 1 << 20;
const DEFAULT_MAX_CHECKPOINTS = 2048;
const DEFAULT_DENSE_INTERVAL = 1 << 17;
/** Below this many events a depth series is replayed event by event rather than read from chunk summaries. */
const SERIES_REPLAY_LIMIT = 1 << 22;
/**
 * Inside a long chunk, replays keep a snapshot every FINE_STEP events just before where they
 * stop, and scans run the engine a block of that many events at a time, stepping singly only in
 * the block that holds the answer.
 */
const FINE_STEP = 4096;
/** Bytes of the pool of fine snapshots at most (a deep maze's snapshots are large, a sudoku's small). */
const NEAR_BYTES = 8 * 1024 * 1024;
/** Slots of that pool at most and at least, whatever a snapshot's size. */
const NEAR_MAX_SLOTS = 1024;
const NEAR_MIN_SLOTS = 8;
/** A forward scan for the last match keeps a fine snapshot every this many blocks. */
const KEEP_EVERY_BLOCKS = 16;
/** A block this short is stepped one event at a time (its snapshot would cost more than it saves). */
const SHORT_SCAN = 64;

// Slots of the cumulative counters kept at each checkpoint.
const TRIES = 0;
const CONFLICTS = 1;
const PLACES = 2;
const BACKTRACKS = 3;
const SOLUTIONS = 4;
const SLOTS = 5;

const SLOT_OF_KIND: Record<NavigableKind, number> = {
	try: TRIES,
	conflict: CONFLICTS,
	place: PLACES,
	backtrack: BACKTRACKS,
	solution: SOLUTIONS
};

/** Reads one of the engine's cumulative counters by slot. */
function counterOf(engine: SearchEngine, slot: number): number {
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
 * What a {@link Timeline.replay} shows of each event: the engine's current event (`code`, `point`,
 * `candidate`, `depth`, its step in `events`), its counters after it, and the problem's
 * `explainConflict` to say what a conflict clashes with (cheaper than `event()`, which builds the
 * whole event object). Read only: a visitor that moved the engine would lose the replay its place.
 */
export type ReplayedEvent = Pick<
	Readonly<SearchEngine>,
	| 'code'
	| 'point'
	| 'candidate'
	| 'depth'
	| 'events'
	| 'tries'
	| 'conflicts'
	| 'places'
	| 'backtracks'
	| 'solutions'
> & { readonly problem: Pick<Problem, 'explainConflict'> };

/** What a scan looks for: an event kind (by counter slot) or an event at depth <= maxDepth. */
type Target = { readonly slot: number } | { readonly maxDepth: number };

/**
 * The recorded search: checkpoints every `interval` events plus per-chunk summaries, enough to
 * rebuild any moment by restoring the checkpoint before it and replaying the rest. The same code
 * runs in Node (tests, benchmark, command line) and in the search worker.
 *
 * @remarks
 * Chunk `c` holds events `c * interval + 1 .. (c + 1) * interval`; checkpoint `c` is the engine's
 * state after event `c * interval`. For each checkpoint the timeline keeps the cumulative counters
 * (so a chunk's counts are differences) and for each finished chunk the lowest and highest depth
 * of its events. When the checkpoints outgrow the budget (or their count outgrows
 * `maxCheckpoints`) the interval doubles: every other checkpoint is dropped and summaries merge
 * pairwise, so memory stays bounded and a seek replays at most twice as far.
 *
 * One engine does both recording and seeking: a seek parks the recording position in a snapshot
 * and recording resumes from it. Seeks keep a little state for the next one: the engine plays on
 * from where it is, and a chunk replayed once keeps a snapshot every 4096 events (for the last
 * few chunks), so stepping back and the app's step over / step out near the current step are
 * cheap even when checkpoints are far apart.
 *
 * @example
 * const timeline = new Timeline(loaded);
 * while (!timeline.complete && !timeline.overBudget) timeline.index(1 << 20);
 * const moment = timeline.seek(timeline.length >> 1);
 */
export class Timeline {
	private readonly engine: SearchEngine;
	private readonly problem: BoardProblem<Board>;
	private readonly budget: number;
	private readonly maxInterval: number;
	private readonly maxCheckpoints: number;
	private readonly denseInterval: number;
	private readonly store: CheckpointStore;
	private interval: number;
	/** Cumulative counters at each checkpoint, SLOTS per checkpoint. */
	private counts = new Float64Array(SLOTS * 64);
	/** Lowest and highest event depth of each finished chunk, two per chunk. */
	private depthRange = new Int32Array(2 * 64);
	/** Cumulative counters at the last recorded event. */
	private readonly tip = new Float64Array(SLOTS);
	private recorded = 0;
	private finished = false;
	private stopped = false;
	/** The open chunk (after the last checkpoint) has events; openMin/openMax are their depth range. */
	private openStarted = false;
	private openMin = 0;
	private openMax = 0;
	/** The recording position, held while the engine serves seeks (when `parked`). */
	private readonly parking: CheckpointStore;
	private parked = false;
	/** Where the last seek left the engine before recording took it back: playing on from there costs one event. */
	private readonly visited: CheckpointStore;
	/** The step `visited` holds, -1 when it holds none. */
	private visitedStep = -1;
	/** The start of a block a scan may have to step through again (see scanBlock). */
	private readonly blockStart: CheckpointStore;

	/**
	 * Fine snapshots at multiples of FINE_STEP just before the steps seeks and scans went to last,
	 * in a fixed pool: a step back, the search tree and a backward scan restore one close by
	 * instead of replaying from the checkpoint, however long chunks have grown.
	 */
	private readonly near: StepSnapshots;

	/** Starts an empty timeline over the puzzle's search; nothing is recorded until {@link index}. */
	constructor(loaded: LoadedPuzzle, options: TimelineOptions = {}) {
		this.problem = loaded.problem;
		this.engine = new SearchEngine(loaded.problem, loaded.search);
		this.budget = Math.max(0, options.budgetBytes ?? DEFAULT_BUDGET);
		this.interval = Math.max(1, Math.floor(options.firstInterval ?? DEFAULT_FIRST_INTERVAL));
		this.maxInterval = Math.max(this.interval, options.maxInterval ?? DEFAULT_MAX_INTERVAL);
		this.maxCheckpoints = Math.max(2, options.maxCheckpoints ?? DEFAULT_MAX_CHECKPOINTS);
		this.denseInterval = options.denseInterval ?? loaded.replayAtMost ?? DEFAULT_DENSE_INTERVAL;
		// Room for maxCheckpoints of the largest snapshots from the start: growing by doubling
		// would copy what is there into memory touched for the first time, twice over.
		const snapshotBytes = this.engine.maxSnapshotBytes();
		this.store = new CheckpointStore(this.budget, (this.maxCheckpoints + 1) * snapshotBytes);
		this.parking = new CheckpointStore(snapshotBytes, snapshotBytes);
		this.visited = new CheckpointStore(snapshotBytes, snapshotBytes);
		this.blockStart = new CheckpointStore(snapshotBytes, snapshotBytes);

		// An eighth of the budget at most: a timeline held small stays small.
		const slots = Math.floor(Math.min(NEAR_BYTES, this.budget / 8) / snapshotBytes);
		this.near = new StepSnapshots(
			snapshotBytes,
			Math.max(NEAR_MIN_SLOTS, Math.min(NEAR_MAX_SLOTS, slots))
		);
		this.addCheckpoint();
	}

	/** Events recorded so far. */
	get length(): number {
		return this.recorded;
	}

	/** The done event is recorded: the whole search is in the timeline. */
	get complete(): boolean {
		return this.finished;
	}

	/** Recording stopped because the memory budget is spent; what was recorded stays playable. */
	get overBudget(): boolean {
		return this.stopped;
	}

	/** Events between checkpoints now (it doubles as the search outgrows the budget). */
	get checkpointInterval(): number {
		return this.interval;
	}

	/**
	 * Records up to `maxEvents` more events and returns how many were recorded. The engine runs a
	 * chunk at a time, so the cost on top of the engine is one snapshot per chunk.
	 */
	index(maxEvents: number): number {
		if (this.finished || this.stopped || !(maxEvents >= 1)) return 0;
		const engine = this.engine;
		this.resumeRecording();
		const before = this.recorded;
		let left = Math.floor(maxEvents);
		while (left > 0 && !this.finished && !this.stopped) {
			const chunkEnd = (this.store.count - 1) * this.interval + this.interval;
			let room = Math.min(left, chunkEnd - this.recorded);
			if (!this.openStarted) {
				// The depth window starts at the chunk's own first event, so chunk ranges are exact.
				engine.run(1);
				engine.resetDepthWindow();
				this.openStarted = true;
				this.recorded++;
				left--;
				room--;
			} else {
				engine.windowMinDepth = this.openMin;
				engine.windowMaxDepth = this.openMax;
			}
			const made = room > 0 ? engine.run(room) : 0;
			this.recorded += made;
			left -= made;
			this.openMin = engine.windowMinDepth;
			this.openMax = engine.windowMaxDepth;
			if (engine.finished) this.finished = true;
			else if (this.recorded === chunkEnd) this.closeChunk();
		}
		const tip = this.tip;
		tip[TRIES] = engine.tries;
		tip[CONFLICTS] = engine.conflicts;
		tip[PLACES] = engine.places;
		tip[BACKTRACKS] = engine.backtracks;
		tip[SOLUTIONS] = engine.solutions;
		return this.recorded - before;
	}

	/** How far indexing has got, for the progress the worker streams. */
	progress(elapsedMs: number): IndexProgress {
		return {
			events: this.recorded,
			solutions: this.tip[SOLUTIONS],
			elapsedMs,
			complete: this.finished,
			overBudget: this.stopped,
			stopped: false,
			bytes: this.bytes()
		};
	}

	/**
	 * The moment after event `step` (clamped to 0..length; 0 is the start, before any event). With
	 * `innermostFrames`, its call stack lists only that many calls, the innermost ones.
	 */
	seek(step: number, innermostFrames = Infinity): Moment {
		const s = this.clampStep(step);
		this.moveTo(s);
		const engine = this.engine;
		const frames = engine.frames(innermostFrames);
		return {
			step: s,
			event: engine.event(),
			board: this.problem.board(),
			frames,
			outerCalls: engine.stackSize() - frames.length,
			counters: engine.counters(),
			depth: s === 0 ? 0 : engine.depth,
			heat: engine.heatMap()
		};
	}

	/** The event, counters and one call's candidate index after event `step` (see {@link Glance}). */
	glance(step: number, level: number): Glance {
		const s = this.clampStep(step);
		this.moveTo(s);
		const engine = this.engine;
		return {
			step: s,
			event: engine.event(),
			counters: engine.counters(),
			candidateIndex: engine.candidateIndexAt(level),
			placedStep: engine.placedStepAt(level)
		};
	}

	/**
	 * Replays the recorded events `first..last` in order (clamped to 1..length) and shows each to
	 * `visit` as the engine stands just after it: one pass forward from the closest kept state
	 * before `first`, so a range costs its own length plus at most one chunk, never a seek per
	 * event. Past `first` it keeps no fine snapshots: a long range far from where the page is
	 * would only push out the ones near it.
	 */
	replay(first: number, last: number, visit: (event: ReplayedEvent) => void): void {
		const from = Math.max(1, Math.ceil(first));
		const to = Math.min(this.recorded, Math.floor(last));
		if (!(from <= to)) return;
		this.leaveRecording();
		this.moveTo(from - 1);
		const engine = this.engine;
		for (let step = from; step <= to; step++) {
			engine.run(1);
			visit(engine);
		}
	}

	/**
	 * How many events a seek or glance at `step` would replay now: from where the engine is, a
	 * state kept near it or its checkpoint. The search tree spends a budget of them.
	 */
	replayCost(step: number): number {
		const s = this.clampStep(step);
		const events = this.engine.events;
		if (events === s) return 0;
		const from = this.closestKept(s).from;
		return s - (events < s && events >= from ? events : from);
	}

	/**
	 * The latest kept state at or before `step` (the visited step, a fine snapshot or the
	 * checkpoint): where a replay to it starts, and how to restore it. Seeks and the replay
	 * budget both ask it, so both count from the same place.
	 */
	private closestKept(step: number): { from: number; restore: () => void } {
		const engine = this.engine;
		const checkpoint = Math.min(Math.floor(step / this.interval), this.store.count - 1);
		const chunkStart = checkpoint * this.interval;
		if (this.visitedStep >= 0 && this.visitedStep <= step && this.visitedStep > chunkStart) {
			const slot = this.near.closest(this.visitedStep + 1, step);
			if (slot < 0)
				return { from: this.visitedStep, restore: () => this.visited.restore(0, engine) };
		}
		const slot = this.near.closest(chunkStart + 1, step);
		if (slot >= 0)
			return { from: this.near.stepOf(slot), restore: () => this.near.restore(slot, engine) };
		return { from: chunkStart, restore: () => this.store.restore(checkpoint, engine) };
	}

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

	/**
	 * Depth over the recorded events in at most `buckets` buckets of equal size: from the chunk
	 * summaries when there are enough chunks, by replay when the search is small, and one bucket
	 * per chunk otherwise (fewer buckets than asked, never a long replay).
	 */
	depthSeries(buckets: number): DepthSeries {
		const wanted = Math.max(1, Math.floor(Number.isFinite(buckets) ? buckets : 1));
		const length = this.recorded;
		if (length === 0)
			return { bucketSize: 1, minDepth: [], maxDepth: [], backtracks: [], solutions: [] };
		const chunks = Math.ceil(length / this.interval);
		if (chunks < wanted && length <= SERIES_REPLAY_LIMIT)
			return this.replaySeries(Math.ceil(length / wanted));
		const perBucket = Math.ceil(chunks / wanted);
		const count = Math.ceil(chunks / perBucket);
		const minDepth: number[] = [];
		const maxDepth: number[] = [];
		const backtracks: number[] = [];
		const solutions: number[] = [];
		for (let bucket = 0; bucket < count; bucket++) {
			const first = bucket * perBucket;
			const last = Math.min(chunks, first + perBucket);
			let min = Infinity;
			let max = -Infinity;
			for (let chunk = first; chunk < last; chunk++) {
				min = Math.min(min, this.chunkMin(chunk));
				max = Math.max(max, this.chunkMax(chunk));
			}
			minDepth.push(min);
			maxDepth.push(max);
			backtracks.push(this.cumulative(last, BACKTRACKS) - this.cumulative(first, BACKTRACKS));
			solutions.push(this.cumulative(last, SOLUTIONS) - this.cumulative(first, SOLUTIONS));
		}
		return { bucketSize: perBucket * this.interval, minDepth, maxDepth, backtracks, solutions };
	}

	/** Bytes the timeline holds: checkpoints, summaries and the positions it keeps aside for seeks. */
	bytes(): number {
		return (
			this.store.capacity +
			this.counts.byteLength +
			this.depthRange.byteLength +
			this.parking.capacity +
			this.visited.capacity +
			this.blockStart.capacity +
			this.near.capacity
		);
	}

	// ----- recording -----

	/** Bytes the budget counts: checkpoints and summaries actually in use. */
	private usedBytes(): number {
		const checkpoints = this.store.count;
		return this.store.used + checkpoints * SLOTS * 8 + (checkpoints - 1) * 2 * 4;
	}

	/** Ends the open chunk at a checkpoint; doubles the interval while over budget or over the checkpoint count. */
	private closeChunk(): void {
		const chunk = this.store.count - 1;
		if (this.depthRange.length < 2 * (chunk + 1)) this.depthRange = grow(this.depthRange);
		this.depthRange[2 * chunk] = this.openMin;
		this.depthRange[2 * chunk + 1] = this.openMax;
		this.openStarted = false;
		this.addCheckpoint();
		for (;;) {
			const overBudget = this.usedBytes() > this.budget;
			const tooMany = this.store.count > this.maxCheckpoints && this.interval < this.denseInterval;
			if (!overBudget && !tooMany) break;
			if (this.interval * 2 > this.maxInterval) {
				// Too many checkpoints is only slow; too many bytes is what stops recording.
				if (overBudget) this.stopped = true;
				break;
			}
			this.doubleInterval();
		}
	}

	private addCheckpoint(): void {
		const engine = this.engine;
		const index = this.store.count;
		if (this.counts.length < SLOTS * (index + 1)) this.counts = grow(this.counts);
		const at = SLOTS * index;
		this.counts[at + TRIES] = engine.tries;
		this.counts[at + CONFLICTS] = engine.conflicts;
		this.counts[at + PLACES] = engine.places;
		this.counts[at + BACKTRACKS] = engine.backtracks;
		this.counts[at + SOLUTIONS] = engine.solutions;
		this.store.add(engine);
	}

	/**
	 * Keeps checkpoints 0, 2, 4, … and merges chunk summaries pairwise. When the last finished
	 * chunk has no partner it joins the open chunk, whose checkpoint it starts from.
	 */
	private doubleInterval(): void {
		const checkpoints = this.store.count;
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
		for (let kept = 0; 2 * kept < checkpoints; kept++)
			counts.copyWithin(SLOTS * kept, SLOTS * 2 * kept, SLOTS * 2 * kept + SLOTS);
		this.store.keepEven();
		this.interval *= 2;
	}

	/** Puts the engine back at the recording position after seeks moved it. */
	private resumeRecording(): void {
		if (!this.parked) return;
		this.visited.hold(this.engine);
		this.visitedStep = this.engine.events;
		this.parking.restore(0, this.engine);
		this.parked = false;
	}

	// ----- seeking -----

	private clampStep(step: number): number {
		if (!(step > 0)) return 0;
		return Math.min(this.recorded, Math.floor(step));
	}

	/** Lets the engine leave the recording position, parking it first while recording can go on. */
	private leaveRecording(): void {
		if (!this.parked && !this.finished && !this.stopped) {
			this.parking.hold(this.engine);
			this.parked = true;
		}
	}

	/**
	 * Moves the engine to just after event `step`, from the closest state at or before it: where
	 * the engine is, where the last seek left it, a fine snapshot, or the checkpoint.
	 */
	private moveTo(step: number): void {
		const engine = this.engine;
		if (engine.events === step) return;
		this.leaveRecording();
		const { from, restore } = this.closestKept(step);
		// Playing forward one step at a time costs one event, not a replay.
		if (!(engine.events < step && engine.events >= from)) restore();
		if (this.interval > FINE_STEP) {
			// Keep the fine steps of the last stretch before the target on the way: the next move
			// is most often a little way back (a step back, the tree, a backward scan).
			const reach = (this.near.slotCount >> 1) * FINE_STEP;
			let next = engine.events - (engine.events % FINE_STEP) + FINE_STEP;
			if (next < step - reach) next = step - reach - ((step - reach) % FINE_STEP) + FINE_STEP;
			for (; next <= step; next += FINE_STEP) {
				engine.run(next - engine.events);
				this.keepNear();
			}
		}
		engine.run(step - engine.events);
	}

	/** Keeps the engine's state as a fine snapshot when it sits on a fine step not kept yet. */
	private keepNear(): void {
		const step = this.engine.events;
		if (this.interval > FINE_STEP && step % FINE_STEP === 0 && !this.near.has(step))
			this.near.keep(step, this.engine);
	}

	// ----- navigation -----

	/** Index of the chunk holding event `step` (the open chunk for events after the last checkpoint). */
	private chunkOf(step: number): number {
		return Math.min(Math.floor((step - 1) / this.interval), this.store.count - 1);
	}

	/** Last event of a chunk that is recorded. */
	private chunkLast(chunk: number): number {
		return Math.min(this.recorded, (chunk + 1) * this.interval);
	}

	/** A cumulative counter at the start of chunk `chunk` (the tip for the chunk after the open one). */
	private cumulative(chunk: number, slot: number): number {
		return chunk < this.store.count ? this.counts[SLOTS * chunk + slot] : this.tip[slot];
	}

	private chunkMin(chunk: number): number {
		return chunk < this.store.count - 1 ? this.depthRange[2 * chunk] : this.openMin;
	}

	private chunkMax(chunk: number): number {
		return chunk < this.store.count - 1 ? this.depthRange[2 * chunk + 1] : this.openMax;
	}

	/** Whether the chunk's summary says it holds an event the target looks for. */
	private chunkHas(chunk: number, target: Target): boolean {
		if (chunk === this.store.count - 1 && !this.openStarted) return false;
		if ('slot' in target)
			return this.cumulative(chunk + 1, target.slot) > this.cumulative(chunk, target.slot);
		return this.chunkMin(chunk) <= target.maxDepth;
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
		if (first > this.recorded) return null;
		for (let chunk = this.chunkOf(first); chunk < this.store.count; chunk++) {
			if (!this.chunkHas(chunk, target)) continue;
			const start = Math.max(first, chunk * this.interval + 1);
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
		for (let chunk = this.chunkOf(last); chunk >= 0; chunk--) {
			if (!this.chunkHas(chunk, target)) continue;
			const end = Math.min(last, this.chunkLast(chunk));
			const found = this.scanLast(chunk * this.interval + 1, end, target);
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

	// ----- depth series -----

	/** Replays the recorded events in buckets of `bucketSize` (the search is small). */
	private replaySeries(bucketSize: number): DepthSeries {
		const engine = this.engine;
		const length = this.recorded;
		this.leaveRecording();
		this.moveTo(0);
		const minDepth: number[] = [];
		const maxDepth: number[] = [];
		const backtracks: number[] = [];
		const solutions: number[] = [];
		for (let at = 0; at < length; at += bucketSize) {
			const count = Math.min(bucketSize, length - at);
			const backtracksBefore = engine.backtracks;
			const solutionsBefore = engine.solutions;
			engine.run(1);
			engine.resetDepthWindow();
			engine.run(count - 1);
			minDepth.push(engine.windowMinDepth);
			maxDepth.push(engine.windowMaxDepth);
			backtracks.push(engine.backtracks - backtracksBefore);
			solutions.push(engine.solutions - solutionsBefore);
		}
		return { bucketSize, minDepth, maxDepth, backtracks, solutions };
	}
}

/** A typed array twice as long with the same contents. */
function grow<T extends Float64Array | Int32Array>(array: T): T {
	const grown = new (array.constructor as { new (length: number): T })(array.length * 2);
	grown.set(array);
	return grown;
}
