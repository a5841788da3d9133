import type { Frame } from '../engine/engine';
import type { SearchCounters, SearchEvent } from '../engine/events';
import type { BacktrackCause } from '../puzzles/narration';
import type { Board, InputError } from '../puzzles/types';

/** Everything the page shows for one step of a recorded search. Plain data: it crosses the worker boundary. */
export interface Moment {
	/** The step shown: the number of events applied, 0 for the start. */
	readonly step: number;
	/** The event that led to this moment (event number `step`), null at step 0. */
	readonly event: SearchEvent | null;
	/** The board right after the event. */
	readonly board: Board;
	/**
	 * The call stack, outermost call first: every call, or on a deep stack the innermost ones
	 * asked for (see Timeline.seek), each with its level.
	 */
	readonly frames: readonly Frame[];
	/** Calls below the first frame listed, left out (0 when every call is listed). */
	readonly outerCalls: number;
	/** Counters up to and including this step. */
	readonly counters: SearchCounters;
	/** Recursion level of the event (0 at the start). */
	readonly depth: number;
	/** Tries per heat-map cell up to this step (see Problem.heatIndex). */
	readonly heat: readonly number[];
	/**
	 * On a backtrack, why the deeper call returned (see backtrackCause in cause.ts): the worker adds
	 * it to the moments it serves; the Timeline's own seek leaves it out.
	 */
	readonly cause?: BacktrackCause;
}

/**
 * What the search tree reads of an older step: its event, its counters and the candidate index of
 * one call, without the board, the heat map or the whole call stack (each as large as the puzzle
 * or as deep as the search), so a glance costs the same at depth 10 and at depth 10,000.
 */
export interface Glance {
	readonly step: number;
	readonly event: SearchEvent | null;
	readonly counters: SearchCounters;
	/** The candidate index of the call at the level asked for, null when no such call is on the stack. */
	readonly candidateIndex: number | null;
	/** At a place or an undo at that level: the step of the place it made or took back. */
	readonly placedStep: number | null;
}

/** Event kinds the timeline can jump between. 'conflict' is a try that was ruled out. */
export type NavigableKind = 'try' | 'conflict' | 'place' | 'backtrack' | 'solution';

/** A navigation question the timeline answers without scanning the whole search. */
export type TimelineQuery =
	| { readonly type: 'nextOfKind' | 'previousOfKind'; readonly kind: NavigableKind }
	/** The first event after (or last before) the step whose depth is <= maxDepth: step over / step out. */
	| { readonly type: 'nextAtDepth' | 'previousAtDepth'; readonly maxDepth: number }
	/**
	 * The first try (ok or conflict) at decision point `point` strictly after the step and at most
	 * `within` events after it (and recorded), or null: playback's "Pause at cell". The timeline
	 * looks at most {@link MAX_TRY_SCAN} events ahead per query, so a larger `within` is cut to it.
	 */
	| { readonly type: 'nextTryAt'; readonly point: number; readonly within: number };

/** Events one nextTryAt query looks ahead at most: the worker replays them one by one, so it stays brief. */
export const MAX_TRY_SCAN = 1 << 20;

/** Depth over the whole search, in buckets of equal numbers of events, for the overview plot. */
export interface DepthSeries {
	/** Events per bucket (the last bucket may hold fewer). */
	readonly bucketSize: number;
	readonly minDepth: readonly number[];
	readonly maxDepth: readonly number[];
	/** Backtracks and solutions in each bucket: where the search thrashes and where it succeeds. */
	readonly backtracks: readonly number[];
	readonly solutions: readonly number[];
}

/** How far indexing has got. */
export interface IndexProgress {
	/** Events recorded so far (the timeline's length). */
	readonly events: number;
	readonly solutions: number;
	readonly elapsedMs: number;
	/** The search has reached its done event: `events` is final. */
	readonly complete: boolean;
	/** Recording stopped because the memory budget is spent; what was recorded stays playable. */
	readonly overBudget: boolean;
	/** Recording was stopped on request (cancel) or by a failure; what was recorded stays playable. */
	readonly stopped: boolean;
	/** Why recording stopped when the input failed mid-search (a student's code): what and where. */
	readonly failure?: InputError;
	/** Bytes the timeline holds. */
	readonly bytes: number;
}

/** Whether recording has ended: the whole search, or as far as the memory budget or a stop allowed. */
export function recordingEnded(progress: IndexProgress): boolean {
	return progress.complete || progress.overBudget || progress.stopped;
}
