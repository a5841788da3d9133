import { MAX_EVENT_ROWS, type EventRows } from '../timeline/row-table';

/** Rows the first request of a range asks for; the next ones are sized from how long it took. */
const FIRST_ROW_SLICE = 500;
/** Fewest rows a request of a range asks for. */
const MIN_ROW_SLICE = 50;
/** About how long one request of a range's rows should keep the worker busy. */
export const ROW_SLICE_MS = 150;

/** Reads the rows of steps `from..to` in one request to the worker; null when a newer search replaced it. */
export type ReadRows = (from: number, to: number) => Promise<EventRows | null>;

/**
 * The events of steps `from..to` (at most `max`, MAX_EVENT_ROWS unless a test says, with `capped` set past that), asked
 * for a slice at a time, each slice sized to keep the worker busy about {@link ROW_SLICE_MS}: a
 * student's problem reads each conflict's reason in its sandbox, about 0.2 ms a row, and one
 * request of 100,000 rows kept its worker silent long enough for the page to stop it. Null when
 * a newer search replaced the one read. (Not in SearchSession: only the download of a table
 * needs it, and it loads with that panel.)
 */
export async function readRowsInSlices(
	read: ReadRows,
	from: number,
	to: number,
	{ clock = () => performance.now(), max = MAX_EVENT_ROWS } = {}
): Promise<EventRows | null> {
	const parts: EventRows[] = [];
	let size = Math.min(FIRST_ROW_SLICE, max);
	let next = from;
	let total = 0;
	const end = Math.min(to, from + max - 1);
	for (;;) {
		const last = Math.min(end, next + size - 1);
		const started = clock();
		const rows = await read(next, last);
		if (rows === null) return null;
		parts.push(rows);
		total += rows.code.length;
		// The recording ends here, or the range does: nothing more to ask for.
		if (!(rows.code.length > 0) || rows.code.length < last - next + 1 || last >= end) break;
		next = last + 1;
		const took = Math.max(1, clock() - started);
		size = Math.max(MIN_ROW_SLICE, Math.min(max, Math.round((size * ROW_SLICE_MS) / took)));
	}
	// At the cap, one row more says whether the range went on past it, and its last row where
	// the range ends (a range's end is clamped to the recording).
	if (total === max && end < to) {
		const after = await read(end + 1, end + 1);
		const tail = after !== null && after.code.length > 0 ? await read(to, to) : after;
		if (after === null || tail === null) return null;
		if (after.code.length > 0) return joinRows(parts, tail.to, true);
	}
	return joinRows(parts, parts[0].from + total - 1, false);
}

/**
 * The rows of consecutive ranges as one range: `parts` in order, each starting where the one
 * before stopped; `to` and `capped` are the whole range's (see EventRows).
 */
export function joinRows(parts: readonly EventRows[], to: number, capped: boolean): EventRows {
	const count = parts.reduce((sum, part) => sum + part.code.length, 0);
	const joined = <T extends Uint8Array | Int32Array | Float64Array>(
		make: new (length: number) => T,
		column: (rows: EventRows) => T
	): T => {
		const all = new make(count);
		let at = 0;
		for (const part of parts) {
			all.set(column(part), at);
			at += part.code.length;
		}
		return all;
	};
	return {
		from: parts[0]?.from ?? 1,
		to,
		capped,
		code: joined(Uint8Array, (rows) => rows.code),
		depth: joined(Int32Array, (rows) => rows.depth),
		point: joined(Int32Array, (rows) => rows.point),
		candidate: joined(Int32Array, (rows) => rows.candidate),
		clash: joined(Int32Array, (rows) => rows.clash),
		tries: joined(Float64Array, (rows) => rows.tries),
		conflicts: joined(Float64Array, (rows) => rows.conflicts),
		places: joined(Float64Array, (rows) => rows.places),
		backtracks: joined(Float64Array, (rows) => rows.backtracks),
		solutions: joined(Float64Array, (rows) => rows.solutions)
	};
}
