import { SearchEngine } from '../engine/engine';
import type { Problem } from '../engine/problem';
import type { Board, BoardProblem, LoadedPuzzle } from '../puzzles/types';
import { ChunkFinder } from './chunk-finder';
import { ChunkSummaries } from './chunk-summaries';
import { CheckpointStore, FINE_STEP, StepSnapshots } from './checkpoints';
import { replaySeries, SERIES_REPLAY_LIMIT, summarySeries } from './depth-series';
import type { DepthSeries, Glance, IndexProgress, Moment } from './moment';

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
/** Bytes of the pool of fine snapshots at most (a deep maze's snapshots are large, a sudoku's small). */
const NEAR_BYTES = 8 * 1024 * 1024;
/** Slots of that pool at most and at least, whatever a snapshot's size. */
const NEAR_MAX_SLOTS = 1024;
const NEAR_MIN_SLOTS = 8;

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

/**
 * The recorded search: checkpoints every `interval` events plus per-chunk summaries, enough to
 * rebuild any moment by restoring the checkpoint before it and replaying the rest. The same code
 * runs in Node (tests, benchmark, command line) and in the search worker.
 *
 * @remarks
 * Chunk `c` holds events `c * interval + 1 .. (c + 1) * interval`; checkpoint `c` is the engine's
 * state after event `c * interval`. For each checkpoint the timeline keeps the cumulative counters
 * (so a chunk's counts are differences) and for each finished chunk the lowest and highest depth
 * of its events ({@link ChunkSummaries}); navigation (`find`, from {@link ChunkFinder}) reads
 * them, and the depth overview is read from them (depth-series.ts). When the checkpoints outgrow the budget (or their count outgrows
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
 * while (!timeline.ended) timeline.index(1 << 20);
 * const moment = timeline.seek(timeline.length >> 1);
 */
export class Timeline extends ChunkFinder {
	protected readonly engine: SearchEngine;
	private readonly problem: BoardProblem<Board>;
	private readonly budget: number;
	private readonly maxInterval: number;
	private readonly maxCheckpoints: number;
	private readonly denseInterval: number;
	private readonly store: CheckpointStore;
	protected interval: number;
	/** What each chunk holds (counters, depth range), for navigation and the depth overview. */
	protected readonly summaries = new ChunkSummaries();
	/** The start of a block a scan may have to step through again (see ChunkFinder). */
	protected readonly blockStart: CheckpointStore;
	protected recorded = 0;
	private finished = false;
	private stopped = false;
	/** The recording position, held while the engine serves seeks (when `parked`). */
	private readonly parking: CheckpointStore;
	private parked = false;
	/** Where the last seek left the engine before recording took it back: playing on from there costs one event. */
	private readonly visited: CheckpointStore;
	/** The step `visited` holds, -1 when it holds none. */
	private visitedStep = -1;
	/** What stops the recording when recorded events come out otherwise when run again (LoadedPuzzle). */
	private readonly differsOnReplay: LoadedPuzzle['differsOnReplay'];
	/** The next chunk run again ends at or after this step; it doubles each time (see `sameOnReplay`). */
	private nextReplayCheck = 1;

	/**
	 * Fine snapshots at multiples of FINE_STEP just before the steps seeks and scans went to last,
	 * in a fixed pool: a step back, the search tree and a backward scan restore one close by
	 * instead of replaying from the checkpoint, however long chunks have grown.
	 */
	private readonly near: StepSnapshots;

	/** Starts an empty timeline over the puzzle's search; nothing is recorded until {@link index}. */
	constructor(loaded: LoadedPuzzle, options: TimelineOptions = {}) {
		super();
		this.problem = loaded.problem;
		this.engine = new SearchEngine(loaded.problem, loaded.search);
		this.budget = Math.max(0, options.budgetBytes ?? DEFAULT_BUDGET);
		this.interval = Math.max(1, Math.floor(options.firstInterval ?? DEFAULT_FIRST_INTERVAL));
		this.maxInterval = Math.max(this.interval, options.maxInterval ?? DEFAULT_MAX_INTERVAL);
		this.maxCheckpoints = Math.max(2, options.maxCheckpoints ?? DEFAULT_MAX_CHECKPOINTS);
		this.denseInterval = options.denseInterval ?? loaded.replayAtMost ?? DEFAULT_DENSE_INTERVAL;
		this.differsOnReplay = loaded.differsOnReplay;
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

	/** Nothing more will be recorded: the search is complete or the budget is spent. */
	get ended(): boolean {
		return this.finished || this.stopped;
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
		const summaries = this.summaries;
		const before = this.recorded;
		let left = Math.floor(maxEvents);
		while (left > 0 && !this.finished && !this.stopped) {
			const chunkEnd = (this.store.count - 1) * this.interval + this.interval;
			let room = Math.min(left, chunkEnd - this.recorded);
			if (!summaries.openStarted) {
				// The depth window starts at the chunk's own first event, so chunk ranges are exact.
				engine.run(1);
				engine.resetDepthWindow();
				summaries.openStarted = true;
				this.recorded++;
				left--;
				room--;
			} else {
				engine.windowMinDepth = summaries.openMin;
				engine.windowMaxDepth = summaries.openMax;
			}
			const made = room > 0 ? engine.run(room) : 0;
			this.recorded += made;
			left -= made;
			summaries.openMin = engine.windowMinDepth;
			summaries.openMax = engine.windowMaxDepth;
			if (engine.finished) {
				this.sameOnReplay(true);
				this.finished = true;
			} else if (this.recorded === chunkEnd) this.closeChunk();
		}
		summaries.takeTip(engine);
		return this.recorded - before;
	}

	/** How far indexing has got, for the progress the worker streams. */
	progress(elapsedMs: number): IndexProgress {
		return {
			events: this.recorded,
			solutions: this.summaries.solutions,
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
		if (chunks >= wanted || length > SERIES_REPLAY_LIMIT)
			return summarySeries(this.summaries, chunks, this.interval, wanted);
		this.leaveRecording();
		this.moveTo(0);
		return replaySeries(this.engine, length, Math.ceil(length / wanted));
	}

	/** Bytes the timeline holds: checkpoints, summaries and the positions it keeps aside for seeks. */
	bytes(): number {
		return (
			this.store.capacity +
			this.summaries.capacity +
			this.parking.capacity +
			this.visited.capacity +
			this.blockStart.capacity +
			this.near.capacity
		);
	}

	// ----- recording -----

	/** Bytes the budget counts: checkpoints and summaries actually in use. */
	private usedBytes(): number {
		return this.store.used + this.summaries.usedBytes;
	}

	/** Ends the open chunk at a checkpoint; doubles the interval while over budget or over the checkpoint count. */
	private closeChunk(): void {
		this.summaries.finishChunk();
		this.addCheckpoint();
		this.sameOnReplay(false);
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

	/**
	 * For a search that may run differently a second time: runs the chunk just recorded again from
	 * its checkpoint and throws when it ends in another state. Chunks ending at steps 1, 2, 4, 8…
	 * times the first are run again, and the `last` one: code that changes after a while (a counter
	 * outside the state, a clock) is caught at a cost that grows with the log of the length. Called
	 * with the engine at the recording position; it is put back there.
	 */
	private sameOnReplay(last: boolean): void {
		if (this.differsOnReplay === undefined || (!last && this.recorded < this.nextReplayCheck))
			return;
		this.nextReplayCheck = 2 * this.recorded;
		// The chunk's checkpoint: the one before the recording position (the last, at the end).
		const checkpoint = this.store.count - (last ? 1 : 2);
		const from = checkpoint * this.interval;
		if (from === this.recorded) return;
		const engine = this.engine;
		this.parking.holdComparable(engine);
		this.store.restore(checkpoint, engine);
		engine.run(this.recorded - from);
		this.visited.holdComparable(engine);
		this.visitedStep = engine.events;
		const same = engine.events === this.recorded && this.visited.sameAs(this.parking, engine);
		const error = same
			? null
			: this.differsOnReplay(from, () => {
					this.store.restore(checkpoint, engine);
					engine.run(this.recorded - from);
				});
		this.parking.restore(0, engine);
		if (error !== null) throw error;
	}

	/** Keeps the engine's state, where it stands now, as the next checkpoint. */
	private addCheckpoint(): void {
		this.summaries.addCheckpoint(this.engine);
		this.store.add(this.engine);
	}

	/** Keeps checkpoints 0, 2, 4, … and merges chunk summaries pairwise (see ChunkSummaries.mergePairs). */
	private doubleInterval(): void {
		this.summaries.mergePairs();
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

	protected clampStep(step: number): number {
		if (!(step > 0)) return 0;
		return Math.min(this.recorded, Math.floor(step));
	}

	/** Lets the engine leave the recording position, parking it first while recording can go on. */
	protected leaveRecording(): void {
		if (!this.parked && !this.finished && !this.stopped) {
			this.parking.hold(this.engine);
			this.parked = true;
		}
	}

	/**
	 * Moves the engine to just after event `step`, from the closest state at or before it: where
	 * the engine is, where the last seek left it, a fine snapshot, or the checkpoint.
	 */
	protected moveTo(step: number): void {
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
	protected keepNear(): void {
		const step = this.engine.events;
		if (this.interval > FINE_STEP && step % FINE_STEP === 0 && !this.near.has(step))
			this.near.keep(step, this.engine);
	}
}
