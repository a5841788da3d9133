import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLink, encodeLink } from '../../src/app/link';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { parseQueensSize } from '../../src/puzzles/queens/parser';
import { puzzles } from '../../src/puzzles/all';
import { isPuzzleId, type PuzzleId } from '../../src/puzzles/registry';
import { parseRingSize, parseRingSizes } from '../../src/puzzles/ring/parser';
import { parseSudoku, parseSudokus, readSudokuInput } from '../../src/puzzles/sudoku/parser';
import type { Result } from '../../src/puzzles/types';
import { fixture, fixtureLines, fixtureRows } from '../fixture';
import { hasRawControl, nearMisses, randomText, TRICKY } from './near-miss';

const RUNS = 300;
const SEED = 20_240_610;

/** Every parser of the puzzles, by name. */
const parsers: Record<string, (text: string) => Result<unknown>> = {
	parseSudokus,
	parseSudoku,
	readSudokuInput,
	parseQueensSize,
	parseMaze,
	parseRingSizes,
	parseRingSize
};

/** Real inputs each parser should read: the samples of every puzzle and the reference data. */
const valid = [
	...puzzles.flatMap((puzzle) => puzzle.samples.map((sample) => sample.input)),
	fixture('nyoj722_sample.in'),
	fixture('lesson_maze_10x10.txt'),
	fixture('lesson_sudoku_sparse.txt'),
	fixtureLines('sudoku_norvig_hardest.txt').slice(0, 3).join('\n'),
	...fixtureRows('sudoku_freecodecamp_puzzles.csv').map((row) => row[0]),
	'6\n8\n',
	'20'
];

/** Checks a parser's answer: a value, or an error that is well formed and safe to print. */
function expectTyped(result: Result<unknown>): void {
	expect(typeof result.ok).toBe('boolean');
	if (result.ok) return;
	const { message, line, column, points } = result.error;
	for (const text of [message.en, message.zh]) {
		expect(typeof text).toBe('string');
		expect(text.length).toBeGreaterThan(0);
		expect(hasRawControl(text)).toBe(false);
		// A quoted token is cut to about 40 characters, so a message stays short.
		expect(text.length).toBeLessThan(400);
	}
	if (line !== undefined) expect(Number.isInteger(line) && line >= 1).toBe(true);
	if (column !== undefined) expect(Number.isInteger(column) && column >= 1).toBe(true);
	if (points !== undefined) for (const point of points) expect(Number.isInteger(point)).toBe(true);
}

describe('every parser, fed random and near-miss input', () => {
	for (const [name, parse] of Object.entries(parsers)) {
		it(`${name} returns a value or a typed error for random bytes and text, and never throws`, () => {
			fc.assert(
				fc.property(randomText, (text) => expectTyped(parse(text))),
				{ numRuns: RUNS, seed: SEED }
			);
		});

		it(`${name} returns a value or a typed error for near misses of real input`, () => {
			fc.assert(
				fc.property(nearMisses(valid), (text) => expectTyped(parse(text))),
				{ numRuns: RUNS, seed: SEED }
			);
		});
	}

	it('every puzzle’s load returns a value or a typed error, whatever the input and options', () => {
		const options = fc.dictionary(
			fc.constantFrom('order', 'mode', 'marking', 'limit', '__proto__', 'constructor'),
			fc.oneof(fc.constantFrom('all', 'first', 'mrv', 'URDL', 'visited', '3', '0'), randomText)
		);
		fc.assert(
			fc.property(
				fc.constantFrom(...puzzles),
				fc.oneof(nearMisses(valid), randomText),
				options,
				(puzzle, input, given) => expectTyped(puzzle.load(input, given))
			),
			{ numRuns: RUNS, seed: SEED }
		);
	});
});

describe('the link reader, fed random and near-miss fragments', () => {
	/** Checks what the link reader gives: null, or a state whose every field is well formed. */
	function expectLink(fragment: string): void {
		const state = decodeLink(fragment, isPuzzleId);
		if (state === null) return;
		expect(isPuzzleId(state.puzzle)).toBe(true);
		expect(typeof state.input).toBe('string');
		expect(Number.isSafeInteger(state.step) && state.step >= 0).toBe(true);
		for (const [key, value] of Object.entries(state.options)) {
			expect(typeof key).toBe('string');
			expect(typeof value).toBe('string');
		}
		expect(Object.getPrototypeOf(state.options)).toBe(Object.prototype);
	}

	const links = puzzles.flatMap((puzzle) =>
		puzzle.samples.map((sample) =>
			encodeLink({
				// The registry lists only catalog puzzles.
				puzzle: puzzle.id as PuzzleId,
				input: sample.input,
				options: sample.options,
				step: 42
			})
		)
	);
	const pieces = fc.constantFrom(
		...TRICKY,
		'#',
		'&',
		'=',
		'%',
		'%zz',
		'%E0%A4%A',
		'+',
		'puzzle=',
		'input=',
		'step=',
		'o.',
		'o.__proto__=x',
		'step=-1',
		'step=1e400',
		'step=9007199254740993',
		'puzzle=chess'
	);

	it('returns a state or null for random fragments, and never throws', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					randomText,
					fc.array(pieces, { maxLength: 40 }).map((parts) => '#' + parts.join(''))
				),
				expectLink
			),
			{ numRuns: RUNS, seed: SEED }
		);
	});

	it('returns a state or null for near misses of real links', () => {
		fc.assert(fc.property(nearMisses(links, 6), expectLink), { numRuns: RUNS, seed: SEED });
	});
});
