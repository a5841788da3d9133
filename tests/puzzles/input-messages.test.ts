import { describe, expect, it } from 'vitest';
import {
	characterColumn,
	checkInputSize,
	MAX_INPUT_CHARACTERS,
	shown
} from '../../src/puzzles/input';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { parseQueensSize } from '../../src/puzzles/queens/parser';
import { puzzles } from '../../src/puzzles/all';
import { parseRingSize, parseRingSizes } from '../../src/puzzles/ring/parser';
import { parseSudokus } from '../../src/puzzles/sudoku/parser';
import type { InputError, Result } from '../../src/puzzles/types';
import { fixture } from '../fixture';
import { hasRawControl } from './near-miss';

/** The error of a result that must be one. */
function error<T>(result: Result<T>): InputError {
	if (result.ok) throw new Error('expected an error');
	return result.error;
}

const nyojGrid = fixture('nyoj722_sample.in').split('\n').slice(1).join('\n');
/** Every parser, by the puzzle it reads. */
const parsers: Record<string, (text: string) => Result<unknown>> = {
	sudoku: parseSudokus,
	queens: parseQueensSize,
	maze: parseMaze,
	ring: parseRingSizes
};

describe('messages about input', () => {
	it('accept a byte-order mark in every puzzle, before any format', () => {
		for (const puzzle of puzzles)
			for (const sample of puzzle.samples) {
				const loaded = puzzle.load('\uFEFF' + sample.input, sample.options);
				expect(loaded.ok, `${puzzle.id} ${sample.id}`).toBe(true);
			}
		expect(parseMaze('\uFEFF0 1\r\n0 0')).toMatchObject({ ok: true, value: { rows: 2, cols: 2 } });
		expect(parseRingSizes('\uFEFF6\n8')).toEqual({ ok: true, value: [6, 8] });
		expect(parseSudokus('\uFEFF' + fixture('nyoj722_sample.in')).ok).toBe(true);
	});

	it('take only the ASCII letters S and E (either case) as the maze’s ends', () => {
		expect(parseMaze('s0\n0e')).toMatchObject({ ok: true, value: { entry: 0, exit: 3 } });
		// ſ (long s) and K-like letters become S or E under toUpperCase; full-width Ｓ looks like one.
		for (const lookalike of ['ſ', 'Ｓ', 'Ｅ', 'ｓ', 'Ѕ', 'Е']) {
			const e = error(parseMaze(`0${lookalike}\n00`));
			expect(e, lookalike).toMatchObject({ line: 1, column: 2 });
			expect(e.message.en).toBe(
				`Line 1, column 2: "${lookalike}" is not a maze cell. Use 0 for an open cell, 1 for a wall, S for the entry and E for the exit.`
			);
		}
	});

	it('show control characters and escape sequences escaped, never raw', () => {
		const title = '\u001b]0;pwned\u0007';
		const inputs: Record<string, string> = {
			sudoku: `${title}${'0'.repeat(81)}`,
			queens: `8 ${title}`,
			maze: `00\n0${title}`,
			ring: `6\n${title}`
		};
		for (const [id, input] of Object.entries(inputs)) {
			const e = error(parsers[id](input));
			expect(hasRawControl(e.message.en), id).toBe(false);
			expect(hasRawControl(e.message.zh), id).toBe(false);
			expect(e.message.en, id).toContain('\\x1b');
		}
		expect(error(parseQueensSize(`8 ${title}`)).message.en).toContain('"\\x1b]0;pwned\\x07"');
		expect(shown('a\u202eb\u0000\ud800c')).toBe('a\\u202eb\\x00\\ud800c');
	});

	it('quote at most 40 characters of a bad token', () => {
		const long = 'x'.repeat(5000);
		for (const message of [
			error(parseQueensSize(long)).message.en,
			error(parseRingSizes(`6\n${long}`)).message.en,
			error(parseQueensSize(`8 ${long}`)).message.en,
			error(puzzles[0].load('8', { order: long })).message.en
		]) {
			expect(message).toContain('x'.repeat(40) + '…');
			expect(message).not.toContain('x'.repeat(41));
			expect(message.length).toBeLessThan(200);
		}
	});

	it('count columns in characters, not UTF-16 units: an emoji is one column', () => {
		expect(characterColumn('😀😀 6', 0, 5)).toBe(4);
		expect(error(parseQueensSize('😀😀 8'))).toMatchObject({ line: 1, column: 4 });
		expect(error(parseRingSizes('6\n𝟞𝟞 8'))).toMatchObject({ line: 2, column: 4 });
		expect(error(parseRingSize('6\n  😀'))).toMatchObject({ line: 2, column: 3 });
		// The bad character is shown whole, not as half of a surrogate pair.
		const maze = error(parseMaze('0😀\n00'));
		expect(maze).toMatchObject({ line: 1, column: 2 });
		expect(maze.message.en).toContain('"😀"');
		const sudoku = error(parseSudokus('😀' + '0'.repeat(80)));
		expect(sudoku.message.en).toMatch(/^Line 1, column 1: '😀' is not a sudoku digit/);
		const grid = nyojGrid.split('\n');
		grid[2] = '0 7 0 0 1 0 5 0 😀';
		expect(error(parseSudokus(grid.join('\n')))).toMatchObject({ line: 3, column: 17 });
	});

	it('name the size the input looks like: a 5 in a 16-character line is a bad digit of a 4x4 grid', () => {
		const e = error(parseSudokus('0003100020000405'));
		expect(e).toMatchObject({ line: 1, column: 16 });
		expect(e.message.en).toBe(
			"Line 1, column 16: '5' is not a digit of a 4x4 sudoku. Use 1-4, and 0 or . for a blank."
		);
		expect(e.message.en).not.toContain('16x16');
	});

	it('name the size the input looks like: a header 1000 above a 9x9 grid is a count, not a 4x4 row', () => {
		const e = error(parseSudokus(`1000\n${nyojGrid}`));
		expect(e.message.en).toBe('Line 1 says 1000 puzzles follow, but the input holds 1.');
		expect(e.message.en).not.toContain('4x4');
		// While "1000" above rows of four is a 4x4 grid's first row.
		expect(parseSudokus('1000\n0200\n0030\n0004').ok).toBe(true);
	});

	it('name the size the input looks like: a short first row of a 9x9 grid is called that', () => {
		const grid = nyojGrid.split('\n');
		grid[0] = '0 0 5 3';
		const e = error(parseSudokus(grid.join('\n')));
		expect(e.message.en).toBe(
			"Line 1 ends at column 7 ('3') after 4 cells; a row of a 9x9 grid has 9."
		);
		const numbers = error(parseSudokus(Array(80).fill('5').join('\n')));
		expect(numbers.message.en).toBe(
			'The input ends at line 80, column 1 after 80 cells on 80 lines; a 9x9 sudoku written in any layout has 81.'
		);
	});

	it('name the size the input looks like: a long row inside a 16x16 grid is a row of that grid', () => {
		const sixteen = puzzles[0].samples.find((sample) => sample.id === 'sixteen-by-sixteen');
		const rows = (sixteen?.input ?? '').split('\n');
		expect(rows).toHaveLength(16);
		rows[4] += '0';
		const e = error(parseSudokus(rows.join('\n')));
		expect(e).toMatchObject({ line: 5, column: 17 });
		expect(e.message.en).toBe(
			"Line 5, column 17: '0' is one cell too many. The line has 17 cells; a row of a 16x16 grid has 16."
		);
	});

	it('refuse input beyond the size cap before parsing, in every puzzle', () => {
		expect(checkInputSize('0'.repeat(MAX_INPUT_CHARACTERS)).ok).toBe(true);
		const huge = '1'.repeat(MAX_INPUT_CHARACTERS + 1);
		const cap = error(checkInputSize(huge));
		expect(cap.message.en).toMatch(/^The input is longer than 1,000,000 characters \(about 1 MB/);
		expect(cap.message.zh).toMatch(/^输入超过 1,000,000 个字符/);
		for (const [id, parse] of Object.entries(parsers)) expect(error(parse(huge)), id).toEqual(cap);
		for (const puzzle of puzzles) expect(error(puzzle.load(huge, {})), puzzle.id).toEqual(cap);
	});
});
