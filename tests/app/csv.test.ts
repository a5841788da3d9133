import { describe, expect, it } from 'vitest';
import {
	CSV_LINE_END,
	csvFileName,
	csvText,
	EVENT_CSV_HEADER,
	eventsCsv
} from '../../src/app/export/csv';
import { puzzleById } from '../../src/puzzles/all';
import { candidateWords, listingOf } from '../../src/puzzles/registry';
import { MAX_EVENT_ROWS } from '../../src/timeline/row-table';
import { eventRows } from '../../src/timeline/rows';
import type { Timeline } from '../../src/timeline/timeline';
import { indexedTimeline, searches, type SearchName } from '../timeline/searches';

const HEADER =
	'step,kind,depth,point index,decision point,candidate,candidate name,verdict,conflict with,tries,conflicts,places,backtracks,solutions';

const puzzleOf: Record<SearchName, string> = {
	nyoj: 'sudoku',
	sudoku4All: 'sudoku',
	queens6All: 'queens',
	mazeAll: 'maze',
	ring8All: 'ring'
};

/** How the CSV names points, and candidates at their points. */
type Describers = [(point: number) => string, (point: number, candidate: number) => string];

/**
 * The puzzle's own words for its points and candidates, in English, as the page passes them:
 * its candidates in its code listing's words.
 */
function describers(name: SearchName): Describers {
	const puzzle = puzzleById(puzzleOf[name]);
	if (!puzzle) throw new Error(`no puzzle ${puzzleOf[name]}`);
	const board = searches[name]().problem.board();
	const listing = listingOf(puzzle, undefined);
	return [
		(point) => puzzle.describePoint(board, point).en,
		(point, candidate) => candidateWords(puzzle, listing, board, point, candidate).en
	];
}

/**
 * Reads CSV text the way RFC 4180 says (quoted fields with doubled quotes, CRLF records): an
 * independent reader, so the writer's quoting is checked by reading it back.
 */
function readCsv(text: string): string[][] {
	const records: string[][] = [];
	let fields: string[] = [];
	let field = '';
	let at = 0;
	while (at < text.length) {
		if (text[at] === '"') {
			at++;
			for (;;) {
				const quote = text.indexOf('"', at);
				if (quote < 0) throw new Error('an unclosed quote');
				field += text.slice(at, quote);
				at = quote + 1;
				if (text[at] !== '"') break;
				field += '"';
				at++;
			}
		} else if (text[at] === ',') {
			fields.push(field);
			field = '';
			at++;
		} else if (text.startsWith('\r\n', at)) {
			fields.push(field);
			records.push(fields);
			fields = [];
			field = '';
			at += 2;
		} else {
			if (text[at] === '\n' || text[at] === '\r') throw new Error(`a bare line break at ${at}`);
			field += text[at++];
		}
	}
	if (field !== '' || fields.length > 0) throw new Error('the last line has no line end');
	return records;
}

/** What each field of the line of `step` must be, from the timeline's own moment at that step. */
function expectedLine(timeline: Timeline, step: number, [describe, name]: Describers): string[] {
	const { event, counters, depth } = timeline.seek(step);
	if (event === null) throw new Error(`no event at step ${step}`);
	const hasPoint = event.kind === 'try' || event.kind === 'place' || event.kind === 'backtrack';
	const clash = event.kind === 'try' && event.verdict === 'conflict' ? event.conflict[0].point : -1;
	return [
		String(step),
		event.kind,
		String(depth),
		hasPoint ? String(event.point) : '',
		hasPoint ? describe(event.point) : '',
		hasPoint ? String(event.candidate) : '',
		hasPoint ? name(event.point, event.candidate) : '',
		event.kind === 'try' ? (event.verdict === 'ok' ? 'fits' : 'conflict') : '',
		clash >= 0 ? describe(clash) : '',
		String(counters.tries),
		String(counters.conflicts),
		String(counters.places),
		String(counters.backtracks),
		String(counters.solutions)
	];
}

describe('events CSV', () => {
	it('starts with the header row of the fourteen columns', () => {
		const timeline = indexedTimeline('queens6All');
		const csv = eventsCsv(eventRows(timeline, 1, 10), ...describers('queens6All'));
		expect(EVENT_CSV_HEADER.join(',')).toBe(HEADER);
		expect(csv.startsWith(HEADER + CSV_LINE_END)).toBe(true);
	});

	it('writes one line per event of the range, each field as the timeline’s moment at that step says', () => {
		const ranges: [SearchName, number, number][] = [
			['queens6All', 1, Infinity],
			['ring8All', 1, Infinity],
			['mazeAll', 1, Infinity],
			['sudoku4All', 700, 1300],
			['nyoj', 1, 1500],
			['nyoj', 109_000, Infinity]
		];
		for (const [name, from, to] of ranges) {
			const timeline = indexedTimeline(name);
			const describe = describers(name);
			const rows = eventRows(timeline, from, to);
			const [header, ...lines] = readCsv(eventsCsv(rows, ...describe));
			expect(header).toEqual([...EVENT_CSV_HEADER]);
			expect([name, from, lines.length]).toEqual([name, from, rows.to - rows.from + 1]);
			lines.forEach((line, i) =>
				expect([name, line]).toEqual([name, expectedLine(timeline, rows.from + i, describe)])
			);
		}
	});

	it('shows solutions and done without a point, and a clash with the edge without words', () => {
		const timeline = indexedTimeline('mazeAll');
		const [, ...lines] = readCsv(
			eventsCsv(eventRows(timeline, 1, Infinity), ...describers('mazeAll'))
		);
		const solution = lines.find((line) => line[1] === 'solution');
		expect(solution?.slice(3, 9)).toEqual(['', '', '', '', '', '']);
		expect(lines.at(-1)?.slice(1, 9)).toEqual(['done', '0', '', '', '', '', '', '']);
		// The lesson maze's first cell tries to step off the board: a conflict with the edge.
		const edge = lines.filter((line) => line[7] === 'conflict' && line[8] === '');
		expect(edge.length).toBeGreaterThan(0);
		expect(lines.some((line) => line[7] === 'conflict' && line[8] !== '')).toBe(true);
	});

	it('quotes the sudoku’s "row 2, column 5" and keeps every other field bare', () => {
		const timeline = indexedTimeline('nyoj');
		const csv = eventsCsv(eventRows(timeline, 1, 200), ...describers('nyoj'));
		const line = csv.split(CSV_LINE_END)[1];
		expect(line).toMatch(/^1,try,0,\d+,"row \d, column \d",\d,digit \d,(fits|conflict),/);
		expect(csv).not.toContain("'");
	});

	it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
		expect(csvText('row 1')).toBe('row 1');
		expect(csvText('row 1, column 2')).toBe('"row 1, column 2"');
		expect(csvText('the "corner" cell')).toBe('"the ""corner"" cell"');
		expect(csvText('two\nlines')).toBe('"two\nlines"');
		expect(csvText('two\r\nlines')).toBe('"two\r\nlines"');
		expect(csvText('')).toBe('');
		const timeline = indexedTimeline('queens6All');
		const words = ['say "hi", then go', 'a\r\nb', 'plain'];
		const csv = eventsCsv(
			eventRows(timeline, 1, 50),
			(point) => words[point % 3],
			(_, candidate) => words[(candidate + 1) % 3]
		);
		const [, ...lines] = readCsv(csv);
		expect(lines.every((line) => line.length === HEADER.split(',').length)).toBe(true);
		expect(new Set(lines.map((line) => line[4]))).toEqual(new Set(words.slice(0, 3)));
		expect(new Set(lines.map((line) => line[6]))).toEqual(new Set(words.slice(0, 3)));
	});

	it('neutralises text a spreadsheet would run as a formula, and leaves numbers as numbers', () => {
		expect(['=1+2', '+1', '-1', '@SUM(A1:A9)', '\tx', '\rx'].map(csvText)).toEqual([
			"'=1+2",
			"'+1",
			"'-1",
			"'@SUM(A1:A9)",
			"'\tx",
			`"'\rx"`
		]);
		expect(csvText('=HYPERLINK("http://x", "go")')).toBe(`"'=HYPERLINK(""http://x"", ""go"")"`);
		expect(csvText('a=b')).toBe('a=b');
		const timeline = indexedTimeline('queens6All');
		const [, ...lines] = readCsv(
			eventsCsv(
				eventRows(timeline, 1, Infinity),
				(point) => `=CMD|' /C calc'!A${point}`,
				(_, candidate) => `@SUM(A${candidate})`
			)
		);
		for (const line of lines) {
			if (line[4] !== '') expect(line[4]).toMatch(/^'=CMD/);
			if (line[6] !== '') expect(line[6]).toMatch(/^'@SUM/);
			for (const column of [0, 2, 3, 5, 9, 10, 11, 12, 13]) expect(line[column]).toMatch(/^\d*$/);
		}
	});

	it('asks for the words of each point once, and of each candidate once at each point', () => {
		const timeline = indexedTimeline('nyoj');
		const asked = new Map<number, number>();
		const named = new Map<string, number>();
		eventsCsv(
			eventRows(timeline, 1, 20_000),
			(point) => {
				asked.set(point, (asked.get(point) ?? 0) + 1);
				return `cell ${point}`;
			},
			(point, candidate) => {
				const key = `${point},${candidate}`;
				named.set(key, (named.get(key) ?? 0) + 1);
				return `digit ${candidate}`;
			}
		);
		expect(asked.size).toBeGreaterThan(10);
		expect([...asked.values()].every((times) => times === 1)).toBe(true);
		expect(named.size).toBeGreaterThan(asked.size);
		expect([...named.values()].every((times) => times === 1)).toBe(true);
	});

	it('names each candidate in its code listing’s words beside its number: queens’ columns', () => {
		const timeline = indexedTimeline('queens6All');
		const [, ...lines] = readCsv(
			eventsCsv(eventRows(timeline, 1, Infinity), ...describers('queens6All'))
		);
		const named = lines.filter((line) => line[5] !== '');
		expect(named.length).toBeGreaterThan(100);
		for (const line of named) expect(line[6]).toBe(`column ${Number(line[5]) + 1}`);
		expect(lines[0].slice(3, 8)).toEqual(['0', 'row 1', '0', 'column 1', 'fits']);
	});

	it('neutralises a candidate name a spreadsheet would run as a formula', () => {
		const timeline = indexedTimeline('queens6All');
		const csv = eventsCsv(
			eventRows(timeline, 1, 3),
			(point) => `row ${point + 1}`,
			(_, candidate) => `=1+${candidate + 1}`
		);
		const lines = csv.split(CSV_LINE_END);
		expect(lines[1]).toBe("1,try,0,0,row 1,0,'=1+1,fits,,1,0,0,0,0");
		expect(readCsv(csv)[3][6]).toBe("'=1+1");
	});

	it('ends every line with CRLF, the last one too, and writes only the header for no rows', () => {
		const timeline = indexedTimeline('ring8All');
		const csv = eventsCsv(eventRows(timeline, 1, 100), ...describers('ring8All'));
		expect(csv.endsWith(CSV_LINE_END)).toBe(true);
		expect(csv.split(CSV_LINE_END)).toHaveLength(102);
		expect(csv.replaceAll(CSV_LINE_END, '')).not.toMatch(/[\r\n]/);
		expect(eventsCsv(eventRows(timeline, 5, 4), ...describers('ring8All'))).toBe(
			HEADER + CSV_LINE_END
		);
	});

	it('holds MAX_EVENT_ROWS lines for a range the rows were capped in', () => {
		const timeline = indexedTimeline('nyoj', 1024);
		const rows = eventRows(timeline, 1, Infinity);
		expect(rows.capped).toBe(true);
		const csv = eventsCsv(rows, ...describers('nyoj'));
		const lines = csv.split(CSV_LINE_END);
		expect(lines).toHaveLength(MAX_EVENT_ROWS + 2);
		expect(lines.at(-2)?.startsWith(`${MAX_EVENT_ROWS},`)).toBe(true);
	});

	it('names the file after the puzzle and the steps it holds', () => {
		expect(csvFileName('sudoku', 1, 500)).toBe('backstep-sudoku-steps-1-500.csv');
		expect(csvFileName('queens', 200, 100_199)).toBe('backstep-queens-steps-200-100199.csv');
		expect(csvFileName('My Puzzle/../x', 1, 2)).toBe('backstep-my-puzzle-x-steps-1-2.csv');
	});
});
