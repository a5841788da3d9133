import { EventCode } from '../engine/events';
import type { ReplayedEvent, Timeline } from './timeline';

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
	/** Each event's {@link EventCode}: its kind, and a try's verdict. */
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

/** What reading rows asks of a timeline: how much is recorded, and one replay over the range. */
export type RowSource = Pick<Timeline, 'length' | 'replay'>;

/**
 * The recorded events of steps `from..to` (whole steps, clamped to 1..length), at most
 * {@link MAX_EVENT_ROWS} of them: read in one replay forward from the closest kept state before
 * `from`, so the cost is the rows plus at most one checkpoint interval. A range asked backwards
 * (or NaN) is empty.
 *
 * @example
 * const rows = eventRows(timeline, 1, 500);
 * if (rows.capped) tellThePage(rows.from, rows.from + rows.code.length - 1, rows.to);
 */
export function eventRows(timeline: RowSource, from: number, to: number): EventRows {
	const length = timeline.length;
	// Comparisons written so that NaN falls to the safe side: from the start, to nothing.
	const first = from > 1 ? Math.min(Math.ceil(from), length + 1) : 1;
	const last = to >= length ? length : to >= first ? Math.floor(to) : first - 1;
	const count = Math.min(last - first + 1, MAX_EVENT_ROWS);
	const rows: EventRows = {
		from: first,
		to: last,
		capped: last - first + 1 > MAX_EVENT_ROWS,
		code: new Uint8Array(count),
		depth: new Int32Array(count),
		point: new Int32Array(count),
		candidate: new Int32Array(count),
		clash: new Int32Array(count),
		tries: new Float64Array(count),
		conflicts: new Float64Array(count),
		places: new Float64Array(count),
		backtracks: new Float64Array(count),
		solutions: new Float64Array(count)
	};
	let row = 0;
	timeline.replay(first, first + count - 1, (event) => {
		rows.code[row] = event.code;
		rows.depth[row] = event.depth;
		rows.point[row] = event.point;
		rows.candidate[row] = event.candidate;
		rows.clash[row] = event.code === EventCode.tryConflict ? firstClash(event) : -1;
		rows.tries[row] = event.tries;
		rows.conflicts[row] = event.conflicts;
		rows.places[row] = event.places;
		rows.backtracks[row] = event.backtracks;
		rows.solutions[row] = event.solutions;
		row++;
	});
	return rows;
}

/** The point of a conflicting try's first clash, explained only for conflicts (an explanation scans the board). */
function firstClash(event: ReplayedEvent): number {
	return event.problem.explainConflict(event.point, event.candidate)[0]?.point ?? -1;
}
