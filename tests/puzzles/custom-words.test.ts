/**
 * Issue 21, item 9: a student's problem may name its decision points and candidates in words
 * (`describePoint`, `describeCandidate`); the narration, the call stack, the tree (its labels, and
 * its marks for a name of one or two characters), the CSV and Predict use them, and a problem
 * without them keeps its numbers.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import { eventsCsv } from '../../src/app/export/csv';
import { nodeLabel } from '../../src/app/panels/tree-labels';
import { questionBefore } from '../../src/app/predict';
import { NAME_CHARACTERS } from '../../src/puzzles/custom/bridge';
import { customListing } from '../../src/puzzles/custom/code';
import { customDisplay } from '../../src/puzzles/custom/display';
import type { CustomBoard } from '../../src/puzzles/custom/model';
import { loadCustomProblem } from '../../src/puzzles/custom/solver';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { candidateMark, candidateWords } from '../../src/puzzles/registry';
import { backtrackCause } from '../../src/timeline/cause';
import type { Moment } from '../../src/timeline/moment';
import { eventRows } from '../../src/timeline/rows';
import { Timeline } from '../../src/timeline/timeline';

const QUEENS = TEMPLATES.find((template) => template.id === 'queens')?.code ?? '';

/** The queens template's words for its rows and columns. */
const NAMES = `  // The words the narration, call stack and tree use for a row and a column, counted from 1.
  describePoint(state, row) {
    return 'row ' + (row + 1);
  },

  describeCandidate(state, row, column) {
    return 'column ' + (column + 1);
  },
`;

/** The queens template with `n` queens, its names replaced by `names`. */
function queens(n: number, names = NAMES): string {
	expect(QUEENS).toContain(NAMES);
	return QUEENS.replace('const n = 8;', `const n = ${n};`).replace(NAMES, names);
}

/** The whole search of a student's problem, recorded. */
function recorded(code: string): Timeline {
	const loaded = loadCustomProblem(code, 'all');
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const timeline = new Timeline({ problem: loaded.value, search: { mode: 'all' } });
	while (!timeline.complete) timeline.index(1 << 12);
	return timeline;
}

/** The narration of the moment after `step`, in both languages, as the page says it. */
function narration(timeline: Timeline, step: number) {
	const moment = timeline.seek(step);
	const event = moment.event as SearchEvent;
	const cause = backtrackCause(timeline, step, event) ?? undefined;
	return customDisplay.narrate(event, moment.board as CustomBoard, moment.counters, cause);
}

/** The first step after `from` whose event is of a kind, with a conflict when asked. */
function firstStep(timeline: Timeline, test: (event: SearchEvent) => boolean, from = 1): number {
	for (let step = from; step <= timeline.length; step++)
		if (test(timeline.seek(step).event as SearchEvent)) return step;
	throw new Error('no such step');
}

/** What loading a student's problem says is wrong. */
function errorOf(code: string) {
	const loaded = loadCustomProblem(code, 'all');
	if (loaded.ok) throw new Error('the code loaded');
	return loaded.error;
}

/** The 1-based line of the first line of `code` that holds `text`. */
const lineOf = (code: string, text: string) =>
	code.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('A student problem that names its points and candidates', () => {
	const code = queens(5);
	const timeline = recorded(code);
	const listing = customListing(code);

	it('is narrated in its own words, in both languages', () => {
		expect(narration(timeline, 1)).toEqual({
			en: 'Try column 1 at row 1: it fits.',
			zh: '在“row 1”尝试“column 1”：可以放。'
		});
		expect(narration(timeline, 2)).toEqual({
			en: 'Place column 1 at row 1.',
			zh: '在“row 1”放下“column 1”。'
		});
		expect(narration(timeline, 3)).toEqual({
			en: 'Try column 1 at row 2: it does not fit: same column (row 1).',
			zh: '在“row 2”尝试“column 1”：不行，same column（row 1）。'
		});
		// The first backtrack because nothing fits deeper down (5 queens find a solution first).
		const backtrack = firstStep(
			timeline,
			(event) =>
				event.kind === 'backtrack' &&
				backtrackCause(timeline, event.step, event)?.kind === 'nothingFits'
		);
		expect(narration(timeline, backtrack).en).toMatch(
			/^Backtrack: no candidate fits at row \d, so take column \d back from row \d\.$/
		);
		expect(narration(timeline, backtrack).zh).toMatch(
			/^回溯：“row \d”没有合适的候选，所以撤回“row \d”的“column \d”。$/
		);
	});

	it('names each call of the stack and each node of the tree as the student does', () => {
		const moment = timeline.seek(firstStep(timeline, (event) => event.kind === 'backtrack'));
		const board = moment.board;
		expect(moment.frames.length).toBeGreaterThan(2);
		for (const frame of moment.frames) {
			expect(customDisplay.describePoint(board as CustomBoard, frame.point).en).toBe(
				`row ${frame.point + 1}`
			);
			if (frame.candidate === null) continue;
			// The call stack and the tree name a candidate so (App.svelte, RecursionViews.svelte).
			const words = candidateWords(customDisplay, listing, board, frame.point, frame.candidate);
			expect(words).toEqual({
				en: `column ${frame.candidate + 1}`,
				zh: `column ${frame.candidate + 1}`
			});
			const label = nodeLabel(
				{ kind: 'accepted', point: frame.point, candidate: frame.candidate, step: 7 } as never,
				{
					lang: 'en',
					describePoint: (point) => customDisplay.describePoint(board as CustomBoard, point).en,
					describeCandidate: (candidate, point) =>
						candidateWords(customDisplay, listing, board, point, candidate).en,
					describeReason: String
				}
			);
			expect(label).toContain(`row ${frame.point + 1}`);
			expect(label).toContain(`column ${frame.candidate + 1}`);
		}
	});

	it('writes its point and candidate names in the CSV rows', () => {
		const board = timeline.seek(3).board as CustomBoard;
		const csv = eventsCsv(
			eventRows(timeline, 1, 3),
			(point) => customDisplay.describePoint(board, point).en,
			// As the page passes them (TakeAway.svelte): the names the moment's board gives.
			(point, c) => candidateWords(customDisplay, listing, board, point, c).en
		);
		const lines = csv.split('\r\n');
		expect(lines[1]).toBe('1,try,0,0,row 1,0,column 1,fits,,1,0,0,0,0');
		expect(lines[2]).toBe('2,place,0,0,row 1,0,column 1,,,1,0,1,0,0');
		expect(lines[3]).toBe('3,try,1,1,row 2,0,column 1,conflict,row 1,2,1,1,0,0');
	});

	it('writes a candidate name that starts with = as text, not as a spreadsheet formula', () => {
		const formulas = queens(
			4,
			`  describeCandidate(state, row, column) {\n    return '=' + (column + 1) + '+1';\n  },\n`
		);
		const recordedFormulas = recorded(formulas);
		const board = recordedFormulas.seek(3).board as CustomBoard;
		const csv = eventsCsv(
			eventRows(recordedFormulas, 1, 3),
			(point) => customDisplay.describePoint(board, point).en,
			(point, c) => candidateWords(customDisplay, customListing(formulas), board, point, c).en
		);
		expect(csv.split('\r\n')[1]).toBe("1,try,0,0,point 0,0,'=1+1,fits,,1,0,0,0,0");
	});

	it('marks the tree’s nodes with its listing’s numbers, as "column 1" is longer than two characters', () => {
		const board = timeline.seek(3).board;
		expect(candidateWords(customDisplay, listing, board, 1, 0).en).toBe('column 1');
		expect(candidateMark(customDisplay, listing, board, 1, 0, 'en')).toBe(listing.symbol(0));
	});

	it('marks the tree’s nodes with names of one or two characters, in both languages', () => {
		const arrows = queens(
			4,
			`  describeCandidate(state, row, column) {\n    return column === 0 ? '↑' : column === 1 ? '红' : '1' + column;\n  },\n`
		);
		const shortNames = recorded(arrows);
		const arrowsListing = customListing(arrows);
		const board = shortNames.seek(3).board;
		const marks = [0, 1, 2, 3].map((c) =>
			candidateMark(customDisplay, arrowsListing, board, 1, c, 'en')
		);
		expect(marks).toEqual(['↑', '红', '12', '13']);
		expect(candidateMark(customDisplay, arrowsListing, board, 1, 0, 'zh')).toBe('↑');
	});

	it('offers Predict choices in its own words', () => {
		const asked = (step: number) => {
			const current = timeline.seek(step - 1);
			const next = timeline.seek(step);
			return questionBefore(current, next, customDisplay, listing, 'all');
		};
		// Step 3 tries column 1 at row 2, after the place of step 2: will it fit?
		const fits = asked(3);
		expect(fits?.kind).toBe('fits');
		expect(fits?.prompt.en).toBe('Will column 1 fit at row 2?');
		expect(fits?.choices.map((choice) => choice.label.en)).toContain('It conflicts with row 1');
		// Step 4 tries again at row 2: which candidate comes next?
		const next = asked(4);
		expect(next?.kind).toBe('nextCandidate');
		expect(next?.prompt.en).toBe('Which candidate is tried next at row 2?');
		for (const choice of next?.choices ?? []) expect(choice.label.en).toMatch(/^column \d$/);
		// After a backtrack: where does the search go next?
		const backtrack = firstStep(timeline, (event) => event.kind === 'backtrack');
		const where = asked(backtrack + 1);
		expect(where?.kind).toBe('nextPoint');
		for (const choice of where?.choices ?? []) expect(choice.label.en).toMatch(/^row \d$/);
	});

	it('gives each function the state as it is at the event', () => {
		const counting = recorded(
			queens(
				4,
				`  describePoint(state, row) {
    return 'row ' + (row + 1) + ' of ' + state.columns.length + ' filled';
  },
`
			)
		);
		expect(narration(counting, 1).en).toBe('Try 0 at row 1 of 0 filled: it fits.');
		expect(narration(counting, 2).en).toBe('Place 0 at row 1 of 1 filled.');
	});
});

describe('A student problem without names', () => {
	it('keeps the numbers of its points and candidates everywhere', () => {
		const code = queens(5, '');
		const timeline = recorded(code);
		const listing = customListing(code);
		const moment: Moment = timeline.seek(3);
		const board = moment.board as CustomBoard;
		expect(board.words).toBeUndefined();
		expect(narration(timeline, 1).en).toBe('Try 0 at point 0: it fits.');
		expect(narration(timeline, 3)).toEqual({
			en: 'Try 0 at point 1: it does not fit: same column (point 0).',
			zh: '在决策点 1 尝试 0：不行，same column（决策点 0）。'
		});
		expect(customDisplay.describePoint(board, 1).en).toBe('point 1');
		expect(candidateWords(customDisplay, listing, board, 1, 0).en).toBe('candidate 0');
		const csv = eventsCsv(
			eventRows(timeline, 3, 3),
			(point) => customDisplay.describePoint(board, point).en,
			(point, c) => candidateWords(customDisplay, listing, board, point, c).en
		);
		expect(csv.split('\r\n')[1]).toBe('3,try,1,1,point 1,0,candidate 0,conflict,point 0,2,1,1,0,0');
		// The tree marks its candidates with their numbers, as the listing's symbols do.
		expect(candidateMark(customDisplay, listing, board, 1, 0, 'en')).toBe('0');
	});

	it('names what it names and numbers the rest: points only', () => {
		const pointsOnly = `  describePoint(state, row) {
    return 'row ' + (row + 1);
  },
`;
		const code = queens(4, pointsOnly);
		const timeline = recorded(code);
		const board = timeline.seek(3).board as CustomBoard;
		expect(narration(timeline, 3).en).toBe('Try 0 at row 2: it does not fit: same column (row 1).');
		expect(narration(timeline, 3).zh).toBe('在“row 2”尝试 0：不行，same column（row 1）。');
		expect(candidateWords(customDisplay, customListing(code), board, 1, 0).en).toBe('candidate 0');
	});
});

describe('A name that is not one', () => {
	it('that is not text is refused with the function and its line', () => {
		const code = queens(4, `  describePoint(state, row) {\n    return row;\n  },\n`);
		const error = errorOf(code);
		expect(error.message.en).toBe(
			'The problem does not follow the API: describePoint(state, 0) returned 0: return the point in words, a string such as "row 3".'
		);
		expect(error.line).toBe(lineOf(code, 'describePoint(state, row)'));
		const candidate = queens(
			4,
			`  describeCandidate(state, row, column) {\n    return { column };\n  },\n`
		);
		const wrong = errorOf(candidate);
		expect(wrong.message.en).toMatch(
			/^The problem does not follow the API: describeCandidate\(state, 0, 0\) returned \{"column":0\}: return the candidate in words/
		);
		expect(wrong.line).toBe(lineOf(candidate, 'describeCandidate(state, row, column)'));
		const notAFunction = queens(4, `  describePoint: 'row',\n`);
		expect(errorOf(notAFunction)).toMatchObject({
			message: {
				en: 'The problem does not follow the API: describePoint is "row": leave it out or make it a function.'
			},
			line: lineOf(notAFunction, "describePoint: 'row'")
		});
	});

	it('that throws is stopped with the function and the line that threw', () => {
		const code = queens(
			4,
			`  describeCandidate(state, row, column) {\n    return state.names[column].toUpperCase();\n  },\n`
		);
		const error = errorOf(code);
		expect(error.message.en).toMatch(/^TypeError in describeCandidate: /);
		expect(error.line).toBe(lineOf(code, 'state.names[column]'));
		expect(error.message.zh).toMatch(/^describeCandidate 中出现 TypeError：/);
	});

	it('that changes the state is refused: only place and remove may', () => {
		const code = queens(
			4,
			`  describePoint(state, row) {\n    state.seen = row;\n    return 'row ' + row;\n  },\n`
		);
		const error = errorOf(code);
		expect(error.message.en).toBe(
			'The problem does not follow the API: describePoint changed the state: only place and remove may change it.'
		);
		expect(error.line).toBe(lineOf(code, 'describePoint(state, row)'));
	});

	it('that is huge is cut with an ellipsis before the page sees it', () => {
		const timeline = recorded(
			queens(4, `  describePoint(state, row) {\n    return 'row ' + 'x'.repeat(1000000);\n  },\n`)
		);
		const cut = `row ${'x'.repeat(NAME_CHARACTERS - 4)}…`;
		expect(customDisplay.describePoint(timeline.seek(1).board as CustomBoard, 0).en).toBe(cut);
		expect(narration(timeline, 1).en).toBe(`Try 0 at ${cut}: it fits.`);
	});

	it('that is empty falls back to the number', () => {
		const timeline = recorded(
			queens(
				4,
				`  describePoint(state, row) {\n    return row === 0 ? '' : 'row ' + (row + 1);\n  },\n`
			)
		);
		expect(narration(timeline, 3).en).toBe(
			'Try 0 at row 2: it does not fit: same column (point 0).'
		);
	});
});
