/**
 * The table of events a download asks the worker for (rows.ts reads it): its shape and its
 * limit, apart from the reading, which the worker loads when a table is first asked for.
 */
/**
 * The most events one range gives: a longer range gives its first this many and says it was
 * capped. 100,000 rows of a sudoku are 5.7 MB of columns read in about 0.1 s, and 8 MB of CSV.
 */
export const MAX_EVENT_ROWS = 100_000;

/**
 * The events of a range of steps, one typed array per field, row i being the event of step
 * `from + i` (step s is the event that led to moment s). Columns, not an object per event: 100,000
 * rows cross the worker boundary as one copy of ten buffers and the page checks them a column
 * at a time.
 */
export interface EventRows {
	/** The range's first step, clamped to 1..length + 1. */
	readonly from: number;
	/**
	 * The range's last step, clamped to the recording (`from - 1` when the range is empty). When
	 * `capped`, the rows stop before it, at step `from + MAX_EVENT_ROWS - 1`.
	 */
	readonly to: number;
	/** The range holds more than {@link MAX_EVENT_ROWS} events and the rows are only its first ones: the page must say so. */
	readonly capped: boolean;
	/** Each event's EventCode (engine/events.ts): its kind, and a try's verdict. */
	readonly code: Uint8Array;
	/** The recursion level of the call that made each event. */
	readonly depth: Int32Array;
	/** The decision point of a try, place or backtrack; -1 for a solution or done. */
	readonly point: Int32Array;
	/** The candidate of a try, place or backtrack; -1 for a solution or done. */
	readonly candidate: Int32Array;
	/**
	 * The point a conflicting try clashes with first (its most important clash); -1 for every
	 * other event, and for a clash with the edge of the board.
	 */
	readonly clash: Int32Array;
	/** The counters after each event. */
	readonly tries: Float64Array;
	readonly conflicts: Float64Array;
	readonly places: Float64Array;
	readonly backtracks: Float64Array;
	readonly solutions: Float64Array;
}
