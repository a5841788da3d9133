import { EventCode } from '../engine/events';
import { MAX_EVENT_ROWS, type EventRows } from './row-table';
import type { ReplayedEvent, Timeline } from './timeline';

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
