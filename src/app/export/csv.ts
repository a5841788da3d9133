import { EventCode, type EventKind } from '../../engine/events';
import type { EventRows } from '../../timeline/row-table';

/** The columns of an events CSV, in order: its header row. */
export const EVENT_CSV_HEADER = [
	'step',
	'kind',
	'depth',
	// The point's number (from 0, as a student's code numbers them) beside its name in words.
	'point index',
	'decision point',
	'candidate',
	// The candidate in words at its point ("column 5"), beside its number.
	'candidate name',
	'verdict',
	'conflict with',
	'tries',
	'conflicts',
	'places',
	'backtracks',
	'solutions'
] as const;

/**
 * Ends every line, the last one too: CRLF, as RFC 4180 writes it. Every spreadsheet and CSV
 * reader takes it, and so do the plain text editors on Windows, some of which show LF alone as
 * one long line.
 */
export const CSV_LINE_END = '\r\n';

/** Lines joined into one string at a time (see eventsCsv). */
const CHUNK_LINES = 1024;

/** The kind column for each event code, as the event stream names kinds. */
const KIND_OF_CODE: Readonly<Record<EventCode, EventKind>> = {
	[EventCode.tryOk]: 'try',
	[EventCode.tryConflict]: 'try',
	[EventCode.place]: 'place',
	[EventCode.backtrack]: 'backtrack',
	[EventCode.solution]: 'solution',
	[EventCode.done]: 'done'
};
/** The verdict column for each event code: a try fits or conflicts, other events have none. */
const VERDICT_OF_CODE: Readonly<Record<EventCode, string>> = {
	[EventCode.tryOk]: 'fits',
	[EventCode.tryConflict]: 'conflict',
	[EventCode.place]: '',
	[EventCode.backtrack]: '',
	[EventCode.solution]: '',
	[EventCode.done]: ''
};

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (tab and carriage return
 * too, in some): text from elsewhere gets a leading apostrophe, so it shows as written.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A field with one of these must be quoted (RFC 4180), its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A text field of a CSV line: neutralised if a spreadsheet would read it as a formula, then
 * quoted if it holds a comma, a quote or a line break (RFC 4180). Numbers are written as they
 * are and never pass through here.
 */
export function csvText(text: string): string {
	const safe = FORMULA_START.test(text) ? `'${text}` : text;
	return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The rows as CSV text: the header, then one line per event, each line ended by
 * {@link CSV_LINE_END}. `describePoint` gives a decision point in the teacher's words ("row 2,
 * column 5"), for the decision point and the point a conflict clashes with; `describeCandidate`
 * gives a candidate at its point in words ("column 5"). Each is asked once per point (and
 * candidate), so each must depend on those alone. A point of -1 (a solution, done, a clash with
 * the edge) leaves its fields empty.
 *
 * @example
 * const csv = eventsCsv(
 * 	rows,
 * 	(point) => display.describePoint(board, point)[lang],
 * 	(point, c) => candidateWords(display, listing, board, point, c)[lang]
 * );
 */
export function eventsCsv(
	rows: EventRows,
	describePoint: (point: number) => string,
	describeCandidate: (point: number, candidate: number) => string
): string {
	const described = new Map<number, string>();
	const words = (point: number): string => {
		if (point < 0) return '';
		let text = described.get(point);
		if (text === undefined) {
			text = csvText(describePoint(point));
			described.set(point, text);
		}
		return text;
	};
	// Keyed by point, then candidate: a search has few of each, and a pair in one string key
	// would cost a string per row.
	const named = new Map<number, Map<number, string>>();
	const name = (point: number, candidate: number): string => {
		let atPoint = named.get(point);
		if (atPoint === undefined) {
			atPoint = new Map();
			named.set(point, atPoint);
		}
		let text = atPoint.get(candidate);
		if (text === undefined) {
			text = csvText(describeCandidate(point, candidate));
			atPoint.set(candidate, text);
		}
		return text;
	};
	// Lines are joined a chunk at a time: 100,000 short strings kept for one join at the end live
	// long enough to be copied by the garbage collector, which tripled the time (measured).
	const chunks: string[] = [EVENT_CSV_HEADER.join(',')];
	let lines: string[] = [];
	for (let row = 0, count = rows.code.length; row < count; row++) {
		const code = rows.code[row] as EventCode;
		const point = rows.point[row];
		// A solution or done has no point and no candidate: their fields stay empty.
		const candidate = rows.candidate[row];
		const pointFields =
			point >= 0 ? `${point},${words(point)},${candidate},${name(point, candidate)}` : ',,,';
		lines.push(
			`${rows.from + row},${KIND_OF_CODE[code]},${rows.depth[row]},${pointFields},` +
				`${VERDICT_OF_CODE[code]},${words(rows.clash[row])},` +
				`${rows.tries[row]},${rows.conflicts[row]},${rows.places[row]},` +
				`${rows.backtracks[row]},${rows.solutions[row]}`
		);
		if (lines.length === CHUNK_LINES) {
			chunks.push(lines.join(CSV_LINE_END));
			lines = [];
		}
	}
	if (lines.length > 0) chunks.push(lines.join(CSV_LINE_END));
	return chunks.join(CSV_LINE_END) + CSV_LINE_END;
}

/**
 * The file name of the events of steps `from..to` of a puzzle's search, e.g.
 * `backstep-sudoku-steps-1-500.csv`: anything but lowercase letters, digits and dashes in the
 * puzzle id becomes a dash. For capped rows, name the steps the file holds.
 */
export function csvFileName(puzzle: string, from: number, to: number): string {
	const name = puzzle.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
	return `backstep-${name}-steps-${from}-${to}.csv`;
}
