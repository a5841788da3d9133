import { EventCode, type Conflict, type SearchCounters, type SearchEvent } from './events';
import type { Problem } from './problem';

/** Which solutions a search looks for. */
export type SearchMode = 'first' | 'all';

/** Options of one search. `limit` caps the number of solutions (a count up to a limit). */
export interface SearchOptions {
	readonly mode: SearchMode;
	/** Stop after this many solutions; defaults to 1 for 'first' and no limit for 'all'. */
	readonly limit?: number;
}

/** One level of the call stack: the decision point of that call and the candidate it is on. */
export interface Frame {
	/** Recursion level, 0 for the outermost call. */
	readonly level: number;
	readonly point: number;
	/** The candidate being tried or placed, or null before the first try. */
	readonly candidate: number | null;
	/** Index of that candidate in the point's candidate order (-1 before the first try). */
	readonly candidateIndex: number;
	/** How many candidates the call has still to try after this one. */
	readonly remaining: number;
	/** Whether the candidate is on the board (the call is waiting for a deeper call to return). */
	readonly placed: boolean;
	/** The step of the place that put it there, null when it is not placed. */
	readonly placedStep: number | null;
}

/**
 * Views of one buffer that snapshots are packed into ({@link SearchEngine.snapshotInto}): one view
 * per element type a snapshot holds, so writing one allocates nothing.
 */
export interface PackedViews {
	readonly bytes: Uint8Array;
	readonly ints: Int32Array;
	readonly words: Uint32Array;
	readonly doubles: Float64Array;
}

/** The four views of a whole buffer, for {@link SearchEngine.snapshotInto} and {@link SearchEngine.restoreFrom}. */
export function packedViews(buffer: ArrayBuffer): PackedViews {
	return {
		bytes: new Uint8Array(buffer),
		ints: new Int32Array(buffer),
		words: new Uint32Array(buffer),
		doubles: new Float64Array(buffer)
	};
}

/** The whole state of a search at one event, in a buffer of its own; {@link SearchEngine.restore} resumes from it. */
export interface EngineSnapshot {
	readonly packed: PackedViews;
}

// Rounds a byte count up to a multiple of 8, so every section of a packed snapshot is aligned.
const align8 = (bytes: number): number => (bytes + 7) & ~7;

// Where the engine is between two events (run() keeps its own copies of all six, as locals):
// 3, RETURN: the call is done (a solution, or every candidate tried): return to the caller;
// 5, STOPPING: the solution limit is reached: the next event is done.
const ENTER = 0; // a new call starts: choose its decision point
const NEXT = 1; // the call tries its next candidate
const PLACE = 2; // the last try was accepted: place it
const FINISHED = 4;

// Offsets in a snapshot header.
const H_PHASE = 0;
const H_LEVEL = 1;
const H_CODE = 2;
const H_POINT = 3;
const H_CANDIDATE = 4;
const H_DEPTH = 5;
const H_EVENTS = 6;
const H_TRIES = 7;
const H_CONFLICTS = 8;
const H_PLACES = 9;
const H_BACKTRACKS = 10;
const H_SOLUTIONS = 11;
const H_MAX_DEPTH = 12;
const H_DONE_REASON = 13;
const HEADER_LENGTH = 14;
const HEADER_BYTES = HEADER_LENGTH * 8;
/** Bytes a snapshot keeps per level of the stack: the place's step, the point, the candidate index. */
const FRAME_BYTES = 16;

/**
 * The backtracking engine: a state machine over a {@link Problem} that makes one event per
 * {@link SearchEngine.step}. The call stack is explicit (one frame per recursion level in typed
 * arrays), so an event costs the same at any depth and a 10,000-cell maze path cannot overflow
 * the JavaScript stack.
 *
 * @remarks
 * The current event is read from the public fields (`code`, `point`, `candidate`, `depth`) after
 * each step; {@link SearchEngine.event} turns it into a {@link SearchEvent} object. The order of
 * events is exactly the order of the lesson's recursive loops: for each candidate, a try; if it
 * fits, a place, the deeper call's events, then a backtrack.
 */
export class SearchEngine {
	/** Code of the current event (meaningless before the first step). */
	code: EventCode = EventCode.done;
	/** Decision point of the current event, -1 for solution and done. */
	point = -1;
	/** Candidate of the current event, -1 for solution and done. */
	candidate = -1;
	/** Recursion level of the call that made the current event. */
	depth = 0;
	/** Number of events so far: the current event's step number. */
	events = 0;
	tries = 0;
	conflicts = 0;
	places = 0;
	backtracks = 0;
	solutions = 0;
	maxDepth = 0;
	/** Why the search ended, once it has. */
	doneReason: 'exhausted' | 'limit' = 'exhausted';
	/** Lowest and highest `depth` seen since the last {@link resetDepthWindow}; the timeline summarises chunks with them. */
	windowMinDepth = 0;
	windowMaxDepth = 0;
	/** Tries per heat-map cell (see {@link Problem.heatIndex}). */
	heat: Uint32Array;

	readonly problem: Problem;
	readonly limit: number;
	private phase = ENTER;
	private level = 0;
	private readonly points: Int32Array;
	private readonly indices: Int32Array;
	/**
	 * The event number of each level's last place: the call it entered is on the stack while that
	 * level's candidate is, and after the undo it still names the place the undo took back. The
	 * search tree reads where each call on the path began from it, at any depth, without a scan.
	 */
	private readonly placedAt: Float64Array;
	/** Bytes of the heat map and of the problem's state in a packed snapshot, each padded to 8. */
	private readonly heatBytes: number;
	private readonly stateBytes: number;
	/** Every try at a point counts towards one heat cell (see {@link Problem.heatIndex}). */
	private readonly heatByPoint: boolean;
	/** The problem tries a run of candidates itself (see {@link Problem.firstAccepted}). */
	private readonly scans: boolean;
	private readonly initial: EngineSnapshot;

	constructor(problem: Problem, options: SearchOptions = { mode: 'first' }) {
		this.problem = problem;
		this.limit = options.limit ?? (options.mode === 'first' ? 1 : Infinity);
		if (!(this.limit >= 1)) throw new RangeError('the solution limit must be at least 1');
		this.points = new Int32Array(problem.pointCount + 1);
		this.indices = new Int32Array(problem.pointCount + 1);
		this.placedAt = new Float64Array(problem.pointCount + 1);
		this.heat = new Uint32Array(problem.heatSize);
		this.heatBytes = align8(4 * problem.heatSize);
		this.stateBytes = align8(problem.stateBytes);
		this.heatByPoint = heatsByPoint(problem);
		this.scans = typeof problem.firstAccepted === 'function';
		this.initial = this.snapshot();
	}

	/** Whether the final done event has been made. */
	get finished(): boolean {
		return this.phase === FINISHED;
	}

	/** Makes the next event and returns its code; after done it keeps returning done without counting. */
	step(): EventCode {
		this.run(1);
		return this.code;
	}

	/**
	 * Makes up to `count` events, stopping early at done; returns how many were made. This is the
	 * only implementation of the state machine: `step` is `run(1)`. The hot state lives in locals
	 * for the length of the call, so indexing a billion events builds no object. With
	 * `untilSolution` it also stops right after a solution event, so the caller can read the board.
	 *
	 * @remarks
	 * One pass of the loop follows the recursion's own path: the tries of a call, the place of the
	 * accepted candidate, the choice of the next call's decision point, and back to its tries; or
	 * the backtrack to the caller when every candidate is tried. A phase is only dispatched on when
	 * a run starts where the last one stopped.
	 */
	run(count: number, untilSolution = false): number {
		// The phases, the event codes and GOAL again, as literals: V8 reads a module's constants
		// from memory at each use, and this loop uses them billions of times (8% fewer
		// instructions). The tests would catch a value that differs from its original.
		const ENTER = 0;
		const NEXT = 1;
		const PLACE = 2;
		const RETURN = 3;
		const FINISHED = 4;
		const STOPPING = 5;
		const TRY_OK = 0;
		const TRY_CONFLICT = 1;
		const PLACED = 2;
		const BACKTRACKED = 3;
		const SOLUTION = 4;
		const DONE = 5;
		const GOAL = -1;
		/** The code of the last event made while the run has made none. */
		const NONE = -1;
		/** The most events one run makes, so its count stays a small integer. */
		const MAX_RUN = 1 << 30;
		// A whole number of events, so the loop counts down in small integers.
		const budget = count > MAX_RUN ? MAX_RUN : Math.ceil(count);
		if (!(budget > 0) || this.phase === FINISHED) return 0;
		let left = budget;
		const problem = this.problem;
		const points = this.points;
		const indices = this.indices;
		const placedAt = this.placedAt;
		// The number of the event the run makes when `left` events are still to make, plus `left`.
		const end = this.events + budget;
		const heat = this.heat;
		// Compared, so the compiler knows a boolean and branches on it without a generic truth test.
		const heatByPoint = this.heatByPoint === true;
		const scans = this.scans === true;
		let phase = this.phase;
		let level = this.level;
		let places = this.places;
		let min = this.windowMinDepth;
		let max = this.windowMaxDepth;
		// The code of the last event made (NONE while none is): the current event's fields
		// are filled in from it once the run ends, so the loop keeps few values in registers.
		let lastCode: EventCode | typeof NONE = NONE;
		// The decision point and candidate index of the call at `level`, kept in locals from one
		// phase to the next (NEXT and PLACE read them; ENTER and a backtrack set them).
		let point = points[level];
		let index = indices[level];
		while (left > 0) {
			if (phase === NEXT) {
				const candidates = problem.candidateCount(point);
				const from = index;
				// The tries this run has room for. A conflict, the commonest event, costs only the
				// check and its heat: the counters follow from the index where the loop stops.
				let last = from + 1 + left;
				if (last > candidates) last = candidates;
				if (scans) index = problem.firstAccepted!(point, from, last, heat);
				else if (heatByPoint) {
					// The call's tries all count towards one heat cell: added up once.
					while (++index < last)
						if (problem.accepts(point, problem.candidateAt(point, index))) break;
					const tried = (index < last ? index + 1 : last) - from - 1;
					if (tried > 0) heat[problem.heatIndex(point, -1)] += tried;
				} else
					while (++index < last) {
						const candidate = problem.candidateAt(point, index);
						heat[problem.heatIndex(point, candidate)]++;
						if (problem.accepts(point, candidate)) break;
					}
				if (index < last) {
					left -= index - from;
					if (level > max) max = level;
					indices[level] = index;
					lastCode = TRY_OK;
					phase = PLACE;
					if (left <= 0) break;
				} else {
					if (last - 1 > from) {
						left -= last - 1 - from;
						if (level > max) max = level;
						lastCode = TRY_CONFLICT;
					}
					if (last < candidates || left <= 0) {
						// Out of room: the run stops on the call's last try, still in the call.
						indices[level] = last - 1;
						break;
					}
					// Every candidate is tried: the call returns (below).
					indices[level] = candidates;
					phase = RETURN;
				}
			}
			if (phase === PLACE) {
				problem.place(point, problem.candidateAt(point, index));
				places++;
				left--;
				placedAt[level] = end - left;
				level++;
				lastCode = PLACED;
				phase = ENTER;
				if (left <= 0) break;
			}
			if (phase === ENTER) {
				// Counted as the call's first event (a try or a solution) is, at its depth: right
				// after a place the deepest is still the place's own depth, as Depth says.
				if (level > this.maxDepth) this.maxDepth = level;
				const chosen = problem.chooseDecisionPoint();
				if (chosen !== GOAL) {
					points[level] = point = chosen;
					indices[level] = index = -1;
					phase = NEXT;
					continue;
				}
				left--;
				if (level < min) min = level;
				if (level > max) max = level;
				lastCode = SOLUTION;
				// At the limit the search stops on the solution's board; done follows on the next step.
				phase = ++this.solutions >= this.limit ? STOPPING : RETURN;
				if (untilSolution) break;
				continue;
			}
			if (phase === STOPPING || level === 0) {
				// The solution limit is reached, or the outermost call returns: the search is done.
				this.doneReason = phase === STOPPING ? 'limit' : 'exhausted';
				left--;
				min = 0;
				lastCode = DONE;
				phase = FINISHED;
				break;
			}
			// RETURN: the current call is finished; undo the caller's placement.
			level--;
			point = points[level];
			index = indices[level];
			problem.remove(point, problem.candidateAt(point, index));
			left--;
			if (level < min) min = level;
			lastCode = BACKTRACKED;
			phase = NEXT;
		}
		this.phase = phase;
		this.level = level;
		const made = budget - left;
		this.events += made;
		this.places = places;
		this.windowMinDepth = min;
		this.windowMaxDepth = max;
		if (lastCode !== NONE) this.settle(lastCode);
		return made;
	}

	/**
	 * Fills in the current event and the counters after a run whose last event had this `code`.
	 * Every counter follows from the events, places, solutions and the stack: each place is one
	 * level deeper and each backtrack one level back, and each place follows an accepted try.
	 */
	private settle(code: EventCode): void {
		const level = this.level;
		this.backtracks = this.places - level;
		const accepted = this.places + (this.phase === PLACE ? 1 : 0);
		const done = this.phase === FINISHED ? 1 : 0;
		this.tries = this.events - this.places - this.backtracks - this.solutions - done;
		this.conflicts = this.tries - accepted;
		this.code = code;
		if (code === EventCode.solution || code === EventCode.done) {
			this.point = this.candidate = -1;
			this.depth = code === EventCode.done ? 0 : level;
			return;
		}
		// A place leaves the engine one level deeper than the call that made it.
		const at = code === EventCode.place ? level - 1 : level;
		this.depth = at;
		this.point = this.points[at];
		this.candidate = this.problem.candidateAt(this.point, this.indices[at]);
	}

	/** Starts a new depth window at the current depth. */
	resetDepthWindow(): void {
		this.windowMinDepth = this.depth;
		this.windowMaxDepth = this.depth;
	}

	/** The current event as an object, with its conflict explained; null before the first step. */
	event(): SearchEvent | null {
		if (this.events === 0) return null;
		const base = { step: this.events, depth: this.depth };
		switch (this.code) {
			case EventCode.tryOk:
				return {
					...base,
					kind: 'try',
					point: this.point,
					candidate: this.candidate,
					verdict: 'ok'
				};
			case EventCode.tryConflict: {
				const conflict: Conflict = this.problem.explainConflict(this.point, this.candidate);
				return {
					...base,
					kind: 'try',
					point: this.point,
					candidate: this.candidate,
					verdict: 'conflict',
					conflict
				};
			}
			case EventCode.place:
				return { ...base, kind: 'place', point: this.point, candidate: this.candidate };
			case EventCode.backtrack:
				return { ...base, kind: 'backtrack', point: this.point, candidate: this.candidate };
			case EventCode.solution:
				return { ...base, kind: 'solution', index: this.solutions };
			default:
				return { ...base, kind: 'done', reason: this.doneReason };
		}
	}

	/**
	 * The call stack, outermost call first: one frame per recursion level. Calls below the current
	 * one have their candidate on the board; a call that found a solution has no decision point and
	 * so no frame, and a first-solution search stops with its calls still on the stack. With
	 * `innermost`, only that many calls, the innermost ones: a deep stack costs what is shown.
	 */
	frames(innermost = Infinity): Frame[] {
		const top = this.stackTop();
		const frames: Frame[] = [];
		for (let level = Math.max(0, top + 1 - innermost); level <= top; level++)
			frames.push(this.frameAt(level, level < this.level));
		return frames;
	}

	/** How many calls the stack holds: the frames {@link frames} lists when it lists them all. */
	stackSize(): number {
		return this.stackTop() + 1;
	}

	/** The level of the innermost call on the stack (-1 when there is none). */
	private stackTop(): number {
		return this.phase === NEXT || this.phase === PLACE ? this.level : this.level - 1;
	}

	/** The candidate index of the call at `level` (a frame of {@link frames}), null when the stack has no such call. */
	candidateIndexAt(level: number): number | null {
		const top = this.stackTop();
		return level >= 0 && level <= top ? this.indices[level] : null;
	}

	/**
	 * The step of the last place made at `level`: at a place or an undo at that level, the one it
	 * made or took back (before either, a place of an earlier call at that level); null when the
	 * stack does not reach the level or nothing was ever placed there.
	 */
	placedStepAt(level: number): number | null {
		if (level < 0 || level > this.level) return null;
		const step = this.placedAt[level];
		return step > 0 ? step : null;
	}

	/** Tries per heat-map cell so far (see {@link Problem.heatIndex} and {@link Problem.readHeat}). */
	heatMap(): number[] {
		return this.problem.readHeat?.(this.heat) ?? Array.from(this.heat);
	}

	/** Counters so far. */
	counters(): SearchCounters {
		return {
			tries: this.tries,
			conflicts: this.conflicts,
			places: this.places,
			backtracks: this.backtracks,
			solutions: this.solutions,
			maxDepth: this.maxDepth
		};
	}

	/**
	 * Bytes {@link snapshotInto} writes for the state now (a multiple of 8): the header of phase
	 * and counters, the decision point and candidate index of each level, the heat map, and the
	 * problem's state.
	 */
	snapshotBytes(): number {
		return HEADER_BYTES + FRAME_BYTES * (this.level + 1) + this.heatBytes + this.stateBytes;
	}

	/** The most bytes {@link snapshotInto} ever writes for this search: with every decision point on the stack. */
	maxSnapshotBytes(): number {
		return (
			HEADER_BYTES + FRAME_BYTES * (this.problem.pointCount + 1) + this.heatBytes + this.stateBytes
		);
	}

	/**
	 * Writes the whole search state into `target` at byte `offset` (a multiple of 8, with
	 * {@link snapshotBytes} bytes of room) and returns the offset just after it. Nothing is
	 * allocated: the timeline packs its checkpoints this way, one after another in one buffer.
	 */
	snapshotInto(target: PackedViews, offset: number): number {
		const header = target.doubles;
		const h = offset >> 3;
		header[h + H_PHASE] = this.phase;
		header[h + H_LEVEL] = this.level;
		header[h + H_CODE] = this.code;
		header[h + H_POINT] = this.point;
		header[h + H_CANDIDATE] = this.candidate;
		header[h + H_DEPTH] = this.depth;
		header[h + H_EVENTS] = this.events;
		header[h + H_TRIES] = this.tries;
		header[h + H_CONFLICTS] = this.conflicts;
		header[h + H_PLACES] = this.places;
		header[h + H_BACKTRACKS] = this.backtracks;
		header[h + H_SOLUTIONS] = this.solutions;
		header[h + H_MAX_DEPTH] = this.maxDepth;
		header[h + H_DONE_REASON] = this.doneReason === 'limit' ? 1 : 0;
		// Copies are loops: typed-array `set` would need a subarray view (an allocation) per section.
		const stack = this.level + 1;
		// The places' steps first, where the header left the offset a multiple of 8.
		const doubles = target.doubles;
		const placedAt = this.placedAt;
		const first = (offset + HEADER_BYTES) >> 3;
		for (let i = 0; i < stack; i++) doubles[first + i] = placedAt[i];
		const ints = target.ints;
		const points = this.points;
		const indices = this.indices;
		let at = (offset + HEADER_BYTES + 8 * stack) >> 2;
		for (let i = 0; i < stack; i++) ints[at + i] = points[i];
		at += stack;
		for (let i = 0; i < stack; i++) ints[at + i] = indices[i];
		at += stack;
		const words = target.words;
		const heat = this.heat;
		for (let i = 0, n = heat.length; i < n; i++) words[at + i] = heat[i];
		const state = offset + HEADER_BYTES + FRAME_BYTES * stack + this.heatBytes;
		this.problem.saveStateInto(target.bytes, state);
		return state + this.stateBytes;
	}

	/**
	 * Whether two snapshots of this search (written by {@link snapshotInto} into zeroed bytes, so
	 * what the problem leaves unwritten compares equal) hold the same state. What the deepest call
	 * holds before it is used is left out: its last place until it places (one from an earlier
	 * call at its depth, or 0 after a restore), and its point and candidate index until it starts
	 * (a call just entered chooses them first).
	 */
	sameSnapshots(a: PackedViews, aOffset: number, b: PackedViews, bOffset: number): boolean {
		const header = aOffset >> 3;
		const level = a.doubles[header + H_LEVEL];
		if (level !== b.doubles[(bOffset >> 3) + H_LEVEL]) return false;
		const stack = level + 1;
		const bytes = HEADER_BYTES + FRAME_BYTES * stack + this.heatBytes + this.stateBytes;
		const lastPlace = HEADER_BYTES + 8 * level;
		const entered = a.doubles[header + H_PHASE] === ENTER;
		const point = HEADER_BYTES + 8 * stack + 4 * level;
		const index = point + 4 * stack;
		for (let i = 0; i < bytes; i++) {
			if (i >= lastPlace && i < lastPlace + 8) continue;
			if (entered && ((i >= point && i < point + 4) || (i >= index && i < index + 4))) continue;
			if (a.bytes[aOffset + i] !== b.bytes[bOffset + i]) return false;
		}
		return true;
	}

	/**
	 * Puts the engine (and its problem) back in the state written by {@link snapshotInto} at byte
	 * `offset` of `source`, from a search of the same problem. Nothing is allocated.
	 */
	restoreFrom(source: PackedViews, offset: number): void {
		const header = source.doubles;
		const h = offset >> 3;
		this.phase = header[h + H_PHASE];
		this.level = header[h + H_LEVEL];
		this.code = header[h + H_CODE] as EventCode;
		this.point = header[h + H_POINT];
		this.candidate = header[h + H_CANDIDATE];
		this.depth = header[h + H_DEPTH];
		this.events = header[h + H_EVENTS];
		this.tries = header[h + H_TRIES];
		this.conflicts = header[h + H_CONFLICTS];
		this.places = header[h + H_PLACES];
		this.backtracks = header[h + H_BACKTRACKS];
		this.solutions = header[h + H_SOLUTIONS];
		this.maxDepth = header[h + H_MAX_DEPTH];
		this.doneReason = header[h + H_DONE_REASON] === 1 ? 'limit' : 'exhausted';
		const stack = this.level + 1;
		const doubles = source.doubles;
		const placedAt = this.placedAt;
		const first = (offset + HEADER_BYTES) >> 3;
		for (let i = 0; i < stack; i++) placedAt[i] = doubles[first + i];
		// Deeper levels held places of wherever the engine was before: forgotten, so a level
		// reads only places made since this state (or none).
		placedAt.fill(0, stack);
		const ints = source.ints;
		const points = this.points;
		const indices = this.indices;
		let at = (offset + HEADER_BYTES + 8 * stack) >> 2;
		for (let i = 0; i < stack; i++) points[i] = ints[at + i];
		at += stack;
		for (let i = 0; i < stack; i++) indices[i] = ints[at + i];
		at += stack;
		const words = source.words;
		const heat = this.heat;
		for (let i = 0, n = heat.length; i < n; i++) heat[i] = words[at + i];
		this.problem.loadStateFrom(
			source.bytes,
			offset + HEADER_BYTES + FRAME_BYTES * stack + this.heatBytes
		);
		this.windowMinDepth = this.windowMaxDepth = this.depth;
	}

	/** A copy of the whole search state in a buffer of its own; {@link restore} resumes from it with exactly the events that would have followed. */
	snapshot(): EngineSnapshot {
		const packed = packedViews(new ArrayBuffer(this.snapshotBytes()));
		this.snapshotInto(packed, 0);
		return { packed };
	}

	/** Puts the engine (and its problem) back in the state of a snapshot taken from a search of the same problem. */
	restore(snapshot: EngineSnapshot): void {
		this.restoreFrom(snapshot.packed, 0);
	}

	/** Back to the state before the first event. */
	reset(): void {
		this.restore(this.initial);
	}

	private frameAt(level: number, placed: boolean): Frame {
		const point = this.points[level];
		const index = this.indices[level];
		const count = this.problem.candidateCount(point);
		return {
			level,
			point,
			candidate: index >= 0 && index < count ? this.problem.candidateAt(point, index) : null,
			candidateIndex: index,
			remaining: Math.max(0, count - index - 1),
			placed,
			placedStep: placed ? this.placedAt[level] : null
		};
	}
}

/**
 * Whether every try at a decision point counts towards one heat cell: the problem declares
 * `heatIndex` without the candidate parameter, and no candidate of any point says otherwise (a
 * parameter with a default value is not counted in a function's length; this finds it).
 */
function heatsByPoint(problem: Problem): boolean {
	if (problem.heatIndex.length >= 2) return false;
	for (let point = 0; point < problem.pointCount; point++) {
		const cell = problem.heatIndex(point, -1);
		for (let index = 0, count = problem.candidateCount(point); index < count; index++)
			if (problem.heatIndex(point, problem.candidateAt(point, index)) !== cell) return false;
	}
	return true;
}

/** A search as a generator of events; the last one is always a done event. */
export type SearchGenerator = Generator<SearchEvent, void, undefined>;

/**
 * Runs a search and yields each event as an object.
 *
 * @example
 * for (const event of search(problem, { mode: 'all' })) if (event.kind === 'solution') count++;
 */
export function* search(
	problem: Problem,
	options: SearchOptions = { mode: 'first' }
): SearchGenerator {
	const engine = new SearchEngine(problem, options);
	while (!engine.finished) {
		engine.step();
		yield engine.event() as SearchEvent;
	}
}
