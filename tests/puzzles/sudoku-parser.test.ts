import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import { sudokuPuzzle } from '../../src/puzzles/sudoku';
import { formatGrid, formatLine } from '../../src/puzzles/sudoku/format';
import { parseSudoku, parseSudokus, type SudokuPuzzle } from '../../src/puzzles/sudoku/parser';
import type { InputError, Result } from '../../src/puzzles/types';
import { fixture, fixtureRows } from '../fixture';

/** Sudopedia's cases: name -> 81-character puzzle. */
const sudopedia = new Map(
	fixtureRows('sudoku_invalid_and_edge_cases.csv').map(([name, puzzle]) => [name, puzzle] as const)
);
const freeCodeCamp = fixtureRows('sudoku_freecodecamp_puzzles.csv');

const nyojGrid = fixture('nyoj722_sample.in').trim().split('\n').slice(1).join('\n');
const nyojDigits = nyojGrid.split(/\s+/).map(Number);

function value<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error.message.en);
	return result.value;
}

function error<T>(result: Result<T>): InputError {
	if (result.ok) throw new Error('expected an error');
	return result.error;
}

/** 81 characters, '.' for a blank. */
const oneLine = (puzzle: SudokuPuzzle) => formatLine(puzzle.digits).replace(/0/g, '.');

describe('reading sudoku input', () => {
	it('reads an 81-character line with . or 0 for blanks', () => {
		const dotted = sudopedia.get('Hidden Singles') as string;
		const puzzle = value(parseSudoku(dotted));
		expect(puzzle.shape).toEqual({ size: 9, boxSize: 3 });
		expect(oneLine(puzzle)).toBe(dotted);
		expect(value(parseSudoku(dotted.replace(/\./g, '0'))).digits).toEqual(puzzle.digits);
	});

	it('reads nine lines of digits separated by spaces, and nine lines without spaces', () => {
		expect(value(parseSudoku(nyojGrid)).digits).toEqual(nyojDigits);
		const compact = nyojGrid.replace(/ /g, '');
		expect(value(parseSudoku(compact)).digits).toEqual(nyojDigits);
	});

	it('reads a grid drawn with | and ---+--- separators and groups of three digits', () => {
		const drawn = [
			'. . 5 | 3 . . | . . .',
			'8 . . | . . . | . 2 .',
			'. 7 . | . 1 . | 5 . .',
			'------+-------+------',
			'4 . . | . . 5 | 3 . .',
			'. 1 . | . 7 . | . . 6',
			'. . 3 | 2 . . | . 8 .',
			'------+-------+------',
			'. 6 . | 5 . . | . . 9',
			'. . 4 | . . . | . 3 .',
			'. . . | . . 9 | 7 . .'
		].join('\n');
		expect(value(parseSudoku(drawn)).digits).toEqual(nyojDigits);
		const grouped = nyojGrid
			.split('\n')
			.map((row) => row.replace(/ /g, '').replace(/(...)(...)(...)/, '$1 $2 $3'))
			.join('\n');
		expect(value(parseSudoku(grouped)).digits).toEqual(nyojDigits);
	});

	it('reads the NYOJ 722 judge input: a count, then that many grids', () => {
		const puzzles = value(parseSudokus(fixture('nyoj722_sample.in')));
		expect(puzzles).toHaveLength(1);
		expect(puzzles[0].digits).toEqual(nyojDigits);
		expect(puzzles[0].line).toBe(2);

		const two = `2\n${nyojGrid}\n${formatGrid(9, value(parseSudoku(sudopedia.get('Naked Singles') as string)).digits)}\n`;
		const both = value(parseSudokus(two));
		expect(both.map((p) => p.line)).toEqual([2, 11]);
		expect(both[0].digits).toEqual(nyojDigits);
	});

	it('says when the judge count does not match the grids that follow', () => {
		const wrong = error(parseSudokus(`3\n${nyojGrid}\n\n${nyojGrid}\n`));
		expect(wrong.line).toBe(1);
		expect(wrong.message.en).toBe('Line 1 says 3 puzzles follow, but the input holds 2.');
		expect(wrong.message.zh).toBe('第1行说后面有3道题，但输入中只有2道。');
		expect(error(parseSudokus('1\n')).message.en).toMatch(
			/says 1 puzzle follow, but the input holds 0/
		);
	});

	it('reads many puzzles at once: one a line, or grids separated by blank lines', () => {
		const top95 = fixture('sudoku_norvig_top95.txt');
		const puzzles = value(parseSudokus(top95));
		expect(puzzles).toHaveLength(95);
		expect(puzzles.map(oneLine)).toEqual(top95.trim().split('\n'));
		expect(puzzles[94].line).toBe(95);

		const grids = puzzles
			.slice(0, 3)
			.map((p) => formatGrid(9, p.digits))
			.join('\n\n');
		expect(value(parseSudokus(grids)).map((p) => p.digits)).toEqual(
			puzzles.slice(0, 3).map((p) => p.digits)
		);
	});

	it('takes the first puzzle when one is asked for and the text holds several', () => {
		const lines = fixture('sudoku_norvig_hardest.txt');
		expect(oneLine(value(parseSudoku(lines)))).toBe(lines.split('\n')[0]);
	});

	it('reads Windows line endings and a byte-order mark', () => {
		const windows = '\uFEFF' + nyojGrid.replace(/\n/g, '\r\n') + '\r\n';
		expect(value(parseSudoku(windows)).digits).toEqual(nyojDigits);
	});

	it('reads 4x4 grids with 2x2 boxes, on one line or four', () => {
		const line = value(parseSudoku('0003100020000400'));
		expect(line.shape).toEqual({ size: 4, boxSize: 2 });
		expect(value(parseSudoku('0 0 0 3\n1 0 0 0\n2 0 0 0\n0 4 0 0')).digits).toEqual(line.digits);
		expect(value(parseSudokus('...3 1... 2... .4..'))[0].digits).toEqual(line.digits);
		expect(
			value(parseSudokus('0003100020000400\n1200340000000000')).map((p) => p.shape.size)
		).toEqual([4, 4]);
	});

	it('reads 16x16 grids with A-G in either case, or 1..16 as numbers', () => {
		const rows = [
			'F000001030ABD000',
			'70G0D8900040BA50',
			'000803A50710E402',
			'50B3024F869DG170',
			'000DA058G070403E',
			'80A00003D0691720',
			'070G9D60E004A580',
			'0F0E0G00000A90CD',
			'00C0800970023BAF',
			'AB00270059D80000',
			'008000BA01GC0047',
			'0E0006G100000D00',
			'E000090G0B005800',
			'G0600A000027F300',
			'B304710E008500G0',
			'D00A0030000600E1'
		];
		const grid = value(parseSudoku(rows.join('\n')));
		expect(grid.shape).toEqual({ size: 16, boxSize: 4 });
		expect(grid.digits.slice(0, 16)).toEqual([15, 0, 0, 0, 0, 0, 1, 0, 3, 0, 10, 11, 13, 0, 0, 0]);
		expect(value(parseSudoku(rows.join('').toLowerCase())).digits).toEqual(grid.digits);
		expect(value(parseSudoku(formatGrid(16, grid.digits))).digits).toEqual(grid.digits);
	});

	it('reads back every grid it prints, on one line or as rows, 4x4, 9x9 and 16x16', () => {
		const sixteen = sudokuPuzzle.load(
			sudokuPuzzle.samples.find((s) => s.id === 'sixteen-by-sixteen')!.input,
			{ order: 'mrv' }
		);
		if (!sixteen.ok) throw new Error(sixteen.error.message.en);
		new SearchEngine(sixteen.value.problem, sixteen.value.search).run(1e7, true);
		const solutions = [
			[1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1],
			...[...sudopedia.values()].filter((p) => /^\d{81}$/.test(p)).map((p) => [...p].map(Number)),
			sixteen.value.problem.board().cells.slice()
		];
		fc.assert(
			fc.property(
				fc.constantFrom(...solutions),
				fc.array(fc.boolean(), { minLength: 256, maxLength: 256 }),
				(solution, blank) => {
					const digits = solution.map((d, i) => (blank[i] ? 0 : d));
					const size = Math.sqrt(digits.length);
					for (const text of [
						formatLine(digits),
						formatLine(digits).replace(/0/g, '.'),
						formatGrid(size, digits)
					])
						expect(value(parseSudoku(text)).digits).toEqual(digits);
				}
			),
			{ numRuns: 200 }
		);
	});

	it('never throws, whatever the text, and every error speaks both languages', () => {
		const characters = fc.constantFrom(...'0123456789.ABGZ x|-+\n\n\n\t'.split(''));
		fc.assert(
			fc.property(
				fc.oneof(fc.string(), fc.string({ unit: characters, maxLength: 400, size: 'max' })),
				(text) => {
					const result = parseSudokus(text);
					if (!result.ok) {
						expect(result.error.message.en.length).toBeGreaterThan(0);
						expect(result.error.message.zh.length).toBeGreaterThan(0);
					}
				}
			),
			{ numRuns: 500 }
		);
	});
});

describe('bad sudoku input', () => {
	it('says the input is empty', () => {
		const empty = error(parseSudokus(' \n\n  \n'));
		expect(empty.message.en).toMatch(/^The input is empty/);
		expect(empty.message.zh).toMatch(/^输入为空/);
	});

	it('names the line, column and character of an unknown character', () => {
		const bad = nyojGrid.split('\n');
		bad[3] = '4 0 0 0 x 5 3 0 0';
		const e = error(parseSudoku(bad.join('\n')));
		expect(e).toMatchObject({ line: 4, column: 9 });
		expect(e.message.en).toBe(
			"Line 4, column 9: 'x' is not a sudoku digit. Write the digits 1-9 (A-G for 10-16 in a 16x16 grid), and 0 or . for a blank."
		);
		expect(e.message.zh).toContain('输入第4行第9个字符“x”');
	});

	it('names the line and column of a row with a cell too many or too few', () => {
		const long = nyojGrid.split('\n');
		long[5] += ' 7';
		const tooLong = error(parseSudoku(long.join('\n')));
		expect(tooLong).toMatchObject({ line: 6, column: 19 });
		expect(tooLong.message.en).toBe(
			"Line 6, column 19: '7' is one cell too many. The line has 10 cells; a row of a 9x9 grid has 9."
		);
		const short = nyojGrid.split('\n');
		short[8] = '0 0 0 0 0 9 7 0';
		const tooShort = error(parseSudoku(short.join('\n')));
		expect(tooShort).toMatchObject({ line: 9, column: 15 });
		expect(tooShort.message.en).toBe(
			"Line 9 ends at column 15 ('0') after 8 cells; a row of a 9x9 grid has 9."
		);
	});

	it('names the line of a one-line puzzle of the wrong length', () => {
		const line = (sudopedia.get('Naked Singles') as string).slice(0, 80);
		const e = error(parseSudokus(`${sudopedia.get('Hidden Singles')}\n${line}\n`));
		expect(e).toMatchObject({ line: 2, column: 80 });
		expect(e.message.en).toMatch(
			/^Line 2 ends at column 80 \('\.'\) after 80 cells; a one-line 9x9 puzzle has 81\.$/
		);
	});

	it('says when a grid stops before its last row', () => {
		const e = error(parseSudoku(nyojGrid.split('\n').slice(0, 7).join('\n')));
		expect(e.line).toBe(7);
		expect(e.message.en).toBe(
			'The 9x9 grid starting on line 1 ends on line 7 after 7 rows; it needs 9.'
		);
	});

	it('rejects digits too big for the grid size', () => {
		const four = error(parseSudoku('0 0 0 5\n1 0 0 0\n2 0 0 0\n0 4 0 0'));
		expect(four).toMatchObject({ line: 1, column: 7 });
		expect(four.message.en).toMatch(/'5' is not a digit of a 4x4 sudoku/);
		const nine = error(parseSudoku('A' + '0'.repeat(80)));
		expect(nine).toMatchObject({ line: 1, column: 1 });
		expect(nine.message.en).toMatch(/'A' is not a digit of a 9x9 sudoku/);
	});

	it('rejects Sudopedia’s duplicate givens, naming both cells', () => {
		const cases = [
			[
				'Duplicate Given - Box',
				'Box 5 has 5 twice: row 4, column 6 and row 5, column 4.',
				[32, 39]
			],
			[
				'Duplicate Given - Column',
				'Column 5 has 1 twice: row 2, column 5 and row 4, column 5.',
				[13, 31]
			],
			['Duplicate Given - Row', 'Row 5 has 2 twice: row 5, column 1 and row 5, column 9.', [36, 44]]
		] as const;
		for (const [name, message, points] of cases) {
			const e = error(parseSudoku(sudopedia.get(name) as string));
			expect(e.message.en, name).toBe(message);
			expect(e.points, name).toEqual(points);
			expect(e.column, name).toBe(points[1] + 1);
		}
		expect(error(parseSudoku(sudopedia.get('Duplicate Given - Row') as string)).message.zh).toBe(
			'第5行有两个2：第5行第1列和第5行第9列。'
		);
	});

	it('rejects freeCodeCamp’s unsolvable last row for its repeated given', () => {
		const last = freeCodeCamp[freeCodeCamp.length - 1];
		expect(last[1]).toMatch(/^ERROR/);
		const e = error(parseSudoku(last[0]));
		expect(e.message.en).toBe('Row 1 has 9 twice: row 1, column 1 and row 1, column 3.');
		expect(e.points).toEqual([0, 2]);
	});

	it('says which puzzle of many has the clash', () => {
		const input = [sudopedia.get('Naked Singles'), sudopedia.get('Duplicate Given - Column')].join(
			'\n'
		);
		const e = error(parseSudokus(input));
		expect(e.line).toBe(2);
		expect(e.message.en).toMatch(/^Puzzle 2: Column 5 has 1 twice/);
		expect(e.message.zh).toMatch(/^第2题：第5列有两个1/);
	});

	it('reads every other Sudopedia case, including the ones without a solution', () => {
		for (const [name, puzzle] of sudopedia) {
			if (name.startsWith('Duplicate Given')) continue;
			expect(parseSudoku(puzzle).ok, name).toBe(true);
		}
	});
});
