import type { Conflict } from './events';

/** Returned by {@link Problem.chooseDecisionPoint} when every decision is made: the board is a solution. */
export const GOAL = -1;

/**
 * A backtracking problem the engine can search: decision points, the candidates at each, a check
 * that says why a candidate conflicts, place/remove, and the goal.
 *
 * @remarks
 * The engine calls `chooseDecisionPoint`, `accepts`, `place` and `remove` billions of times, so
 * they must not allocate. `explainConflict` is only called when an event is turned into an object.
 * A problem is mutable: the engine owns it for the duration of a search.
 */
export interface Problem {
	/** Number of decision points; they are numbered 0..pointCount-1. Bounds the recursion depth. */
	readonly pointCount: number;
	/** Size of the heat map the engine keeps (how often each cell or square was tried). */
	readonly heatSize: number;
	/** The next decision point to fill in the current state, or {@link GOAL} when none is left. */
	chooseDecisionPoint(): number;
	/** How many candidates a decision point has. */
	candidateCount(point: number): number;
	/** The candidate tried `index`-th at a decision point (the order the lesson's loop tries them). */
	candidateAt(point: number, index: number): number;
	/** Whether the candidate fits the current state. */
	accepts(point: number, candidate: number): boolean;
	/** Why a candidate that `accepts` refused conflicts, most important clash first. */
	explainConflict(point: number, candidate: number): Conflict;
	/** Writes an accepted candidate onto the board. */
	place(point: number, candidate: number): void;
	/** Undoes the matching `place`. */
	remove(point: number, candidate: number): void;
	/**
	 * The heat-map cell a try of this candidate counts towards. A problem whose tries count
	 * towards the point's own cell whatever the candidate declares it with one parameter,
	 * `heatIndex(point)`: the engine then adds up a call's tries and writes the heat map once.
	 */
	heatIndex(point: number, candidate: number): number;
	/**
	 * Optional, for speed: tries the candidates at indices from + 1 .. last - 1 in order, counts
	 * each try in `heat` as {@link heatIndex} says, and returns the index of the first one
	 * accepted, or `last` when none is. It must make exactly the tries of the one-by-one loop over
	 * candidateAt, heatIndex and accepts, which the engine runs for a problem without it; with it,
	 * a conflict costs the problem's own check and no calls across the interface.
	 */
	firstAccepted?(point: number, from: number, last: number, heat: Uint32Array): number;
	/**
	 * Optional: the heat map from the engine's counts, for a problem whose {@link firstAccepted}
	 * keeps them in a form of its own (fewer writes per try); without it the counts are the map.
	 */
	readHeat?(counts: Uint32Array): number[];
	/** Bytes of the mutable state a snapshot keeps: whatever the problem cannot rebuild from its constructor's input. */
	readonly stateBytes: number;
	/**
	 * Writes the mutable state into `target` at `offset` (`stateBytes` bytes). It must not
	 * allocate: the timeline packs a checkpoint this way every few thousand events.
	 */
	saveStateInto(target: Uint8Array, offset: number): void;
	/** Restores the state written by `saveStateInto` of the same problem, from `source` at `offset`, without allocating. */
	loadStateFrom(source: Uint8Array, offset: number): void;
}
