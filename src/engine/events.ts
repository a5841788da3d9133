/**
 * The event stream of a backtracking search: what the engine yields, what the timeline records
 * and what the app narrates. Every other module depends on these types, not on a puzzle.
 */

/** Numeric codes of event kinds, used on the hot path where allocating an object per event would cost too much. */
export const EventCode = {
	tryOk: 0,
	tryConflict: 1,
	place: 2,
	backtrack: 3,
	solution: 4,
	done: 5
} as const;

/** One of the numeric event codes. */
export type EventCode = (typeof EventCode)[keyof typeof EventCode];

/** The kinds of event, as named in the stream and the UI. */
export type EventKind = 'try' | 'place' | 'backtrack' | 'solution' | 'done';

/** One reason a candidate is ruled out: what rule it breaks and which decision point or cell it clashes with. */
export interface Clash<R extends string = string> {
	/** The rule broken, one of the puzzle's own reasons ('row', 'wall', 'sum', …); each puzzle types its set and gives the words for each. */
	readonly reason: R;
	/** The decision point or cell it clashes with, or -1 when the clash is with the edge of the board. */
	readonly point: number;
	/** An extra number the rule needs to explain itself (the non-prime sum of a prime ring). */
	readonly value?: number;
}

/** Why a candidate conflicts: every clash, most important first. Never empty. */
export type Conflict = readonly Clash[];

/** Fields shared by every event. */
interface EventBase {
	/** 1-based position of the event in the stream: the step number the timeline shows. */
	readonly step: number;
	/** Recursion level of the call that produced the event: the number of placements below it. */
	readonly depth: number;
}

/** A candidate checked at a decision point: accepted, or ruled out with the clashes that rule it out. */
export type TryEvent = EventBase & {
	readonly kind: 'try';
	readonly point: number;
	readonly candidate: number;
} & ({ readonly verdict: 'ok' } | { readonly verdict: 'conflict'; readonly conflict: Conflict });

/** An accepted candidate written onto the board; the next events belong to the call one level deeper. */
export interface PlaceEvent extends EventBase {
	readonly kind: 'place';
	readonly point: number;
	readonly candidate: number;
}

/** The undo of a place: the deeper call has returned and the candidate is taken off the board. */
export interface BacktrackEvent extends EventBase {
	readonly kind: 'backtrack';
	readonly point: number;
	readonly candidate: number;
}

/** Every decision is made: the board is a solution. `index` counts solutions from 1. */
export interface SolutionEvent extends EventBase {
	readonly kind: 'solution';
	readonly index: number;
}

/** The last event: the search space is exhausted, or the search stopped at its solution limit. */
export interface DoneEvent extends EventBase {
	readonly kind: 'done';
	readonly reason: 'exhausted' | 'limit';
}

/** One event of a search. */
export type SearchEvent = TryEvent | PlaceEvent | BacktrackEvent | SolutionEvent | DoneEvent;

/** How many events of each kind a search has made, and its deepest level. */
export interface SearchCounters {
	readonly tries: number;
	readonly conflicts: number;
	readonly places: number;
	readonly backtracks: number;
	readonly solutions: number;
	readonly maxDepth: number;
}
