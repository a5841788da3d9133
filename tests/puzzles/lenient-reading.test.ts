import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKnight, readKnightLeniently } from '../../src/puzzles/knight/parser';
import { formatMaze } from '../../src/puzzles/maze/format';
import { parseMaze, readMazeLeniently } from '../../src/puzzles/maze/parser';
import {
	parsePermutations,
	readPermutationsKindLeniently
} from '../../src/puzzles/permutations/parser';
import {
	parseSubsets,
	readSubsetsLeniently,
	readSubsetsNumber
} from '../../src/puzzles/subsets/parser';
import { readSudokuLeniently, sudokuDigitOf } from '../../src/puzzles/sudoku/lenient';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import { sudokuSamples } from '../../src/puzzles/sudoku/samples';
import { formatWordGrid } from '../../src/puzzles/words/format';
import { parseWordGrid, readWordGridLeniently } from '../../src/puzzles/words/parser';
import { fixture, fixtureLines, fixtureRows } from '../fixture';

/** The Sudopedia cases by name: name, puzzle, … */
const cases = new Map(
	fixtureRows('sudoku_invalid_and_edge_cases.csv').map((row) => [row[0], row[1]])
);
const puzzleOf = (name: string): string => cases.get(name) ?? '';
const digitsOf = (line: string): number[] =>
	Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));

describe('reading a sudoku the parser refuses', () => {
	it('keeps every given of a puzzle with a clash, so the editor can show both cells', () => {
		for (const name of [
			'Duplicate Given - Box',
			'Duplicate Given - Column',
			'Duplicate Given - Row'
		]) {
			const puzzle = puzzleOf(name);
			expect(parseSudoku(puzzle).ok).toBe(false);
			expect(readSudokuLeniently(puzzle)).toMatchObject({ size: 9, cells: digitsOf(puzzle) });
		}
	});

	it('reads the same digits as the parser from an input it accepts, the judge count dropped', () => {
		const nyoj = fixture('nyoj722_sample.in');
		const read = parseSudoku(nyoj);
		if (!read.ok) throw new Error(read.error.message.en);
		expect(readSudokuLeniently(nyoj)).toEqual({ size: 9, cells: read.value.digits, whole: false });
	});

	it('pads a half-typed puzzle with blanks and reads a stray character as a blank', () => {
		const grid = readSudokuLeniently('53x7');
		expect(grid.size).toBe(9);
		expect(grid.cells.slice(0, 5)).toEqual([5, 3, 0, 7, 0]);
		expect(grid.cells.filter((d) => d !== 0)).toHaveLength(3);
		expect(grid.cells).toHaveLength(81);
	});

	it('skips drawn lines and reads 16 cells as a 4x4 grid', () => {
		const grid = readSudokuLeniently('1 2 | 3 4\n----+----\n3 4 | 1 2\n2 1 | 4 3\n4 3 | 2 2');
		expect(grid).toEqual({
			size: 4,
			cells: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 2],
			whole: true
		});
	});

	it('reads numbers between spaces as a 16x16 grid and blanks a digit too big for it', () => {
		const row = (first: number) =>
			[first, ...Array.from({ length: 15 }, (_, i) => ((i + 1) % 16) + 1)].join(' ');
		const grid = readSudokuLeniently(
			Array.from({ length: 16 }, (_, r) => row(r === 0 ? 17 : 16)).join('\n')
		);
		expect(grid.size).toBe(16);
		expect(grid.cells).toHaveLength(256);
		expect(grid.cells[0]).toBe(0);
		expect(grid.cells[16]).toBe(16);
	});

	it('reads a typed character as the digit it stands for', () => {
		expect(['0', '.', '1', '9', 'A', 'g', 'G'].map(sudokuDigitOf)).toEqual([
			0, 0, 1, 9, 10, 16, 16
		]);
		expect(['H', 'x', ' ', '-', ''].map(sudokuDigitOf)).toEqual([-1, -1, -1, -1, -1]);
	});
});

/** The public sets' grids, one a line: Norvig's, freeCodeCamp's and Sudopedia's edge cases. */
const publicGrids = (): string[] => [
	...fixtureLines('sudoku_norvig_top95.txt'),
	...fixtureLines('sudoku_norvig_hardest.txt'),
	...fixtureRows('sudoku_freecodecamp_puzzles.csv').map((row) => row[0]),
	...[...cases.values()]
];

describe("the sudoku editor's own reading, which spares the page the parser", () => {
	it('calls whole every grid of the public sets the parser accepts, and reads it the same', () => {
		let accepted = 0;
		for (const text of publicGrids()) {
			const read = parseSudoku(text);
			if (!read.ok) continue;
			accepted++;
			expect(readSudokuLeniently(text)).toEqual({
				size: read.value.shape.size,
				cells: read.value.digits,
				whole: true
			});
		}
		expect(accepted).toBeGreaterThan(120);
	});

	it("calls the lessons' grids whole and reads them the same as the parser", () => {
		for (const name of ['lesson_sudoku_all_solutions.txt', 'lesson_sudoku_sparse.txt']) {
			const text = fixture(name);
			const grid = readSudokuLeniently(text);
			const read = parseSudoku(text);
			if (!read.ok) throw new Error(read.error.message.en);
			if (grid.whole) expect(grid).toEqual({ size: 9, cells: read.value.digits, whole: true });
		}
	});

	it('calls whole every sample the app opens with, so its first load needs no parser', () => {
		for (const sample of sudokuSamples)
			if (parseSudoku(sample.input).ok) expect(readSudokuLeniently(sample.input).whole).toBe(true);
	});

	it('does not call whole a text of several puzzles, a count line or a stray character', () => {
		const line = fixtureLines('sudoku_norvig_top95.txt')[0];
		expect(readSudokuLeniently(`${line}\n${line}`).whole).toBe(false);
		expect(readSudokuLeniently(fixture('nyoj722_sample.in')).whole).toBe(false);
		expect(readSudokuLeniently(`x${line.slice(1)}`).whole).toBe(false);
		expect(readSudokuLeniently(line.slice(1)).whole).toBe(false);
	});

	it('agrees with the parser on any layout of a grid it calls whole', () => {
		const grids = fixtureLines('sudoku_norvig_top95.txt');
		const layout = fc.record({
			grid: fc.constantFrom(...grids),
			blank: fc.constantFrom('.', '0'),
			rowEnd: fc.constantFrom('', '\n', '\r\n', ' \n'),
			between: fc.constantFrom('', ' ', '  ', '|'),
			ruled: fc.boolean(),
			noise: fc.option(fc.constantFrom('x', '#', '10', '9 9', '3'), { nil: undefined }),
			at: fc.nat(200)
		});
		fc.assert(
			fc.property(layout, ({ grid, blank, rowEnd, between, ruled, noise, at }) => {
				const rows = Array.from({ length: 9 }, (_, r) =>
					Array.from(grid.slice(r * 9, r * 9 + 9), (ch) => (ch === '.' ? blank : ch)).join(between)
				);
				if (ruled) rows.splice(3, 0, '------+-------+------');
				let text = rows.join(rowEnd === '' ? '' : rowEnd);
				if (noise !== undefined) {
					const cut = at % (text.length + 1);
					text = text.slice(0, cut) + noise + text.slice(cut);
				}
				const lenient = readSudokuLeniently(text);
				const read = parseSudoku(text);
				if (lenient.whole && read.ok)
					expect({ size: lenient.size, cells: lenient.cells }).toEqual({
						size: read.value.shape.size,
						cells: read.value.digits
					});
			}),
			{ numRuns: 400 }
		);
	});
});

describe('reading a maze the parser refuses', () => {
	it('keeps the entry on a walled top-left cell, so the editor can show it and open it', () => {
		const text = '10\n00\n0E';
		expect(parseMaze(text).ok).toBe(false);
		const maze = readMazeLeniently(text);
		expect(maze).toMatchObject({ rows: 3, cols: 2, entry: 0, exit: 5 });
		expect([...maze.walls]).toEqual([1, 0, 0, 0, 0, 0]);
	});

	it('pads a short row with walls and puts missing ends in the corners', () => {
		const maze = readMazeLeniently('000\n0');
		expect(maze).toMatchObject({ rows: 2, cols: 3, entry: 0, exit: 5 });
		expect([...maze.walls]).toEqual([0, 0, 0, 0, 1, 1]);
	});

	it('reads the lesson maze as the parser does', () => {
		const lesson = fixture('lesson_maze_10x10.txt');
		const read = parseMaze(lesson);
		if (!read.ok) throw new Error(read.error.message.en);
		expect(formatMaze(readMazeLeniently(lesson))).toBe(formatMaze(read.value));
	});
});

describe('reading a word search the parser refuses', () => {
	it('pads a ragged row with A and keeps the word', () => {
		const text = 'ABC\nDE\n\nBE';
		expect(parseWordGrid(text).ok).toBe(false);
		expect(readWordGridLeniently(text)).toEqual({
			rows: 2,
			cols: 3,
			letters: ['A', 'B', 'C', 'D', 'E', 'A'],
			word: ['B', 'E']
		});
	});

	it('shows a grid with no word yet as a grid and an empty word', () => {
		expect(readWordGridLeniently('猫狗\n鱼鸟')).toEqual({
			rows: 2,
			cols: 2,
			letters: ['猫', '狗', '鱼', '鸟'],
			word: []
		});
	});

	it('reads an input the parser accepts as the parser does', () => {
		const text = 'ABCE\nSFCS\nADEE\n\nABCCED';
		const read = parseWordGrid(text);
		if (!read.ok) throw new Error(read.error.message.en);
		expect(formatWordGrid(readWordGridLeniently(text))).toBe(formatWordGrid(read.value));
	});
});

describe('reading a subsets line the parser refuses', () => {
	it('keeps the target and the numbers that fit, dropping the ones out of range', () => {
		const text = '30: 5 10 0 12 99999 x';
		expect(parseSubsets(text).ok).toBe(false);
		expect(readSubsetsLeniently(text)).toEqual({ target: 30, numbers: [5, 10, 12] });
	});

	it('reads the wide colon a Chinese keyboard types', () => {
		expect(readSubsetsLeniently('7：3，4，')).toEqual({ target: 7, numbers: [3, 4] });
	});

	it('without a colon reads every number as a number and the target as 10', () => {
		expect(readSubsetsLeniently('3 4 5')).toEqual({ target: 10, numbers: [3, 4, 5] });
		expect(readSubsetsLeniently('')).toEqual({ target: 10, numbers: [1] });
	});

	it('takes a number typed in a box only when it is a whole number the puzzle takes', () => {
		expect(readSubsetsNumber(' 12 ')).toBe(12);
		expect(readSubsetsNumber('10000')).toBe(10000);
		for (const typed of ['', '0', '-3', '+3', '1.5', '10001', 'x'])
			expect(readSubsetsNumber(typed)).toBeNull();
	});
});

describe('reading a knight tour the parser refuses', () => {
	it('keeps the first number as the size, within the sizes the puzzle takes, and starts in the corner', () => {
		expect(parseKnight('6 9,9').ok).toBe(false);
		expect(readKnightLeniently('6 9,9')).toEqual({ size: 6, start: 0 });
		expect(readKnightLeniently('20')).toEqual({ size: 8, start: 0 });
		expect(readKnightLeniently('n = 3')).toEqual({ size: 5, start: 0 });
		expect(readKnightLeniently('big')).toEqual({ size: 8, start: 0 });
	});
});

describe('reading what a refused permutations input was meant to order', () => {
	it('is numbers for a lone whole number and a word for anything else', () => {
		expect(parsePermutations('13').ok).toBe(false);
		expect(readPermutationsKindLeniently(' 13 ')).toBe('numbers');
		expect(readPermutationsKindLeniently('-2')).toBe('numbers');
		expect(readPermutationsKindLeniently('abcdefghijklm')).toBe('word');
		expect(readPermutationsKindLeniently('1 2')).toBe('word');
	});
});
