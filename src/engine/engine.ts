import { EventCode, type Conflict, type SearchCounters, type SearchEvent } from './events';
import { GOAL, type Problem, type ProblemState } from './problem';

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
}

/** The whole state of a search at one event, from which {@link SearchEngine.restore} resumes exactly. */
export interface EngineSnapshot {
	/** Phase, level, current event and counters (see the H_ offsets). */
	readonly header: Float64Array;
	/** Decision point of each level 0..level. */
	readonly points: Int32Array;
	/** Candidate index of each level 0..level. */
	readonly indices: Int32Array;
	/** Tries per heat-map cell. */
	readonly heat: Uint32Array;
	readonly problem: ProblemState;
}

// Where the engine is between two events.
const ENTER = 0; // a new call starts: choose its decision point
const NEXT = 1; // the call tries its next candidate
const PLACE = 2; // the last try was accepted: place it
const RETURN = 3; // a solution was reported: return to the caller
const FINISHED = 4;
const STOPPING = 5; // the solution limit is reached: the next event is done

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
	private readonly initial: EngineSnapshot;

	constructor(problem: Problem, options: SearchOptions = { mode: 'first' }) {
		this.problem = problem;
		this.limit = options.limit ?? (options.mode === 'first' ? 1 : Infinity);
		if (!(this.limit >= 1)) throw new RangeError('the solution limit must be at least 1');
		this.points = new Int32Array(problem.pointCount + 1);
		this.indices = new Int32Array(problem.pointCount + 1);
		this.heat = new Uint32Array(problem.heatSize);
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
	 */
	run(count: number, untilSolution = false): number {
		const problem = this.problem;
		const points = this.points;
		const indices = this.indices;
		const heat = this.heat;
		const limit = this.limit;
		const start = this.events;
		const end = start + count;
		let events = start;
		let phase = this.phase;
		let level = this.level;
		let tries = this.tries;
		let conflicts = this.conflicts;
		let places = this.places;
		let backtracks = this.backtracks;
		let solutions = this.solutions;
		let maxDepth = this.maxDepth;
		let min = this.windowMinDepth;
		let max = this.windowMaxDepth;
		let code = this.code;
		let point = this.point;
		let candidate = this.candidate;
		let depth = this.depth;
		while (events < end && phase !== FINISHED) {
			if (phase === NEXT) {
				// Tries at one call run in this inner loop: conflicts, the commonest event, cost no dispatch.
				point = points[level];
				const count = problem.candidateCount(point);
				let index = indices[level];
				depth = level;
				while (++index < count) {
					candidate = problem.candidateAt(point, index);
					if (level > max) max = level;
					tries++;
					heat[problem.heatIndex(point, candidate)]++;
					events++;
					if (problem.accepts(point, candidate)) {
						phase = PLACE;
						code = EventCode.tryOk;
						break;
					}
					conflicts++;
					code = EventCode.tryConflict;
					if (events >= end) break;
				}
				if (index < count) {
					indices[level] = index;
					continue;
				}
				// Every candidate is tried: the call returns (the code after this chain).
				indices[level] = index;
			} else if (phase === PLACE) {
				point = points[level];
				candidate = problem.candidateAt(point, indices[level]);
				problem.place(point, candidate);
				places++;
				code = EventCode.place;
				depth = level;
				events++;
				level++;
				if (level > maxDepth) maxDepth = level;
				phase = ENTER;
				continue;
			} else if (phase === ENTER) {
				const chosen = problem.chooseDecisionPoint();
				if (chosen !== GOAL) {
					points[level] = chosen;
					indices[level] = -1;
					phase = NEXT;
					continue;
				}
				solutions++;
				code = EventCode.solution;
				point = candidate = -1;
				depth = level;
				events++;
				if (depth < min) min = depth;
				if (depth > max) max = depth;
				// At the limit the search stops on the solution's board; done follows on the next step.
				phase = solutions >= limit ? STOPPING : RETURN;
				if (untilSolution) break;
				continue;
			} else if (phase === STOPPING) {
				this.doneReason = 'limit';
				phase = FINISHED;
				code = EventCode.done;
				point = candidate = -1;
				depth = 0;
				min = 0;
				events++;
				break;
			}
			// RETURN: the current call is finished; undo the caller's placement or end the search.
			if (level === 0) {
				this.doneReason = 'exhausted';
				phase = FINISHED;
				code = EventCode.done;
				point = candidate = -1;
				depth = 0;
				min = 0;
				events++;
				break;
			}
			level--;
			point = points[level];
			candidate = problem.candidateAt(point, indices[level]);
			problem.remove(point, candidate);
			backtracks++;
			code = EventCode.backtrack;
			depth = level;
			events++;
			if (depth < min) min = depth;
			phase = NEXT;
		}
		this.phase = phase;
		this.level = level;
		this.events = events;
		this.tries = tries;
		this.conflicts = conflicts;
		this.places = places;
		this.backtracks = backtracks;
		this.solutions = solutions;
		this.maxDepth = maxDepth;
		this.code = code;
		this.point = point;
		this.candidate = candidate;
		this.depth = depth;
		this.windowMinDepth = min;
		this.windowMaxDepth = max;
		return events - start;
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
	 * so no frame, and a first-solution search stops with its calls still on the stack.
	 */
	frames(): Frame[] {
		const top = this.phase === NEXT || this.phase === PLACE ? this.level : this.level - 1;
		const frames: Frame[] = [];
		for (let level = 0; level <= top; level++) frames.push(this.frameAt(level, level < this.level));
		return frames;
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

	/** A copy of the whole search state; {@link restore} resumes from it with exactly the events that would have followed. */
	snapshot(): EngineSnapshot {
		const header = new Float64Array(HEADER_LENGTH);
		header[H_PHASE] = this.phase;
		header[H_LEVEL] = this.level;
		header[H_CODE] = this.code;
		header[H_POINT] = this.point;
		header[H_CANDIDATE] = this.candidate;
		header[H_DEPTH] = this.depth;
		header[H_EVENTS] = this.events;
		header[H_TRIES] = this.tries;
		header[H_CONFLICTS] = this.conflicts;
		header[H_PLACES] = this.places;
		header[H_BACKTRACKS] = this.backtracks;
		header[H_SOLUTIONS] = this.solutions;
		header[H_MAX_DEPTH] = this.maxDepth;
		header[H_DONE_REASON] = this.doneReason === 'limit' ? 1 : 0;
		return {
			header,
			points: this.points.slice(0, this.level + 1),
			indices: this.indices.slice(0, this.level + 1),
			heat: this.heat.slice(),
			problem: this.problem.saveState()
		};
	}

	/** Puts the engine (and its problem) back in the state of a snapshot taken from a search of the same problem. */
	restore(snapshot: EngineSnapshot): void {
		const h = snapshot.header;
		this.phase = h[H_PHASE];
		this.level = h[H_LEVEL];
		this.code = h[H_CODE] as EventCode;
		this.point = h[H_POINT];
		this.candidate = h[H_CANDIDATE];
		this.depth = h[H_DEPTH];
		this.events = h[H_EVENTS];
		this.tries = h[H_TRIES];
		this.conflicts = h[H_CONFLICTS];
		this.places = h[H_PLACES];
		this.backtracks = h[H_BACKTRACKS];
		this.solutions = h[H_SOLUTIONS];
		this.maxDepth = h[H_MAX_DEPTH];
		this.doneReason = h[H_DONE_REASON] === 1 ? 'limit' : 'exhausted';
		this.points.set(snapshot.points);
		this.indices.set(snapshot.indices);
		this.heat.set(snapshot.heat);
		this.problem.loadState(snapshot.problem);
		this.windowMinDepth = this.windowMaxDepth = this.depth;
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
			placed
		};
	}
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
