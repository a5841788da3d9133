import { describe, expect, it } from 'vitest';
import { solve } from '../../src/puzzles/command';
import { sudokuPuzzle } from '../../src/puzzles/sudoku';
import { loadSudokuPuzzle } from '../../src/puzzles/sudoku/load';
import { formatGrid, formatLine } from '../../src/puzzles/sudoku/format';
import { isValidSolution } from '../../src/puzzles/sudoku/model';
import { parseSudoku, parseSudokus, type SudokuPuzzle } from '../../src/puzzles/sudoku/parser';
import type { PuzzleOptions } from '../../src/puzzles/types';
import { fixture, fixtureRows } from '../fixture';

/** Every solution of a puzzle as an 81-character line (up to the limit in the options). */
function solutionsOf(puzzle: SudokuPuzzle, options: PuzzleOptions): string[] {
	const loaded = loadSudokuPuzzle(puzzle, options);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const found: string[] = [];
	solve(loaded.value, (board) => {
		expect(isValidSolution(puzzle.shape, board.cells)).toBe(true);
		puzzle.digits.forEach((d, cell) => d > 0 && expect(board.cells[cell]).toBe(d));
		found.push(formatLine(board.cells));
	});
	return found;
}

function puzzlesIn(name: string): SudokuPuzzle[] {
	const parsed = parseSudokus(fixture(name));
	if (!parsed.ok) throw new Error(parsed.error.message.en);
	return parsed.value;
}

describe('sudoku reference results', () => {
	it('solves every one of Norvig’s top95 with exactly one solution, by MRV', () => {
		const puzzles = puzzlesIn('sudoku_norvig_top95.txt');
		expect(puzzles).toHaveLength(95);
		for (const [i, puzzle] of puzzles.entries())
			expect(
				solutionsOf(puzzle, { order: 'mrv', mode: 'all', limit: '2' }),
				`puzzle ${i + 1}`
			).toHaveLength(1);
	});

	it('solves every one of Norvig’s hardest with exactly one solution, by MRV', () => {
		const puzzles = puzzlesIn('sudoku_norvig_hardest.txt');
		expect(puzzles).toHaveLength(11);
		for (const [i, puzzle] of puzzles.entries())
			expect(
				solutionsOf(puzzle, { order: 'mrv', mode: 'all', limit: '2' }),
				`puzzle ${i + 1}`
			).toHaveLength(1);
	});

	it('gives Sudopedia’s cases their solution counts, and their listed solutions', () => {
		let checked = 0;
		for (const [name, text, expected, , source, listed] of fixtureRows(
			'sudoku_invalid_and_edge_cases.csv'
		)) {
			// Norvig's "impossible" grid takes plain MRV (no constraint propagation) about 9 x 10^8
			// events to exhaust: far too long for a unit test. It is not a Sudopedia case.
			if (name.startsWith('Norvig impossible')) continue;
			if (source.startsWith('Sudopedia')) checked++;
			const parsed = parseSudoku(text);
			if (name.startsWith('Duplicate Given')) {
				expect(parsed.ok, name).toBe(false);
				continue;
			}
			if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message.en}`);
			if (expected === 'many') {
				const found = solutionsOf(parsed.value, { order: 'mrv', mode: 'all', limit: '2' });
				expect(found, name).toHaveLength(2);
			} else {
				const found = solutionsOf(parsed.value, { order: 'mrv', mode: 'all' });
				expect(found, name).toHaveLength(Number(expected));
				if (listed) expect(found.sort(), name).toEqual(listed.split('|').sort());
			}
		}
		expect(checked).toBe(19);
	});

	it('gives freeCodeCamp’s puzzles their expected solutions, row by row and by MRV', () => {
		const rows = fixtureRows('sudoku_freecodecamp_puzzles.csv');
		for (const [puzzle, expected] of rows) {
			const parsed = parseSudoku(puzzle);
			if (expected.startsWith('ERROR')) {
				expect(parsed.ok, puzzle).toBe(false);
				continue;
			}
			if (!parsed.ok) throw new Error(parsed.error.message.en);
			expect(solutionsOf(parsed.value, { order: 'rowmajor' })).toEqual([expected]);
			expect(solutionsOf(parsed.value, { order: 'mrv', mode: 'all' })).toEqual([expected]);
		}
	});

	it('answers the NYOJ 722 sample input with its sample output', () => {
		// The expected file ends each line with a space, as the lesson's printf("%d ") did: the
		// lines are compared with trailing spaces stripped.
		const expected = fixture('nyoj722_sample.out')
			.split('\n')
			.map((line) => line.trimEnd())
			.filter((line) => line !== '');
		const loaded = sudokuPuzzle.load(fixture('nyoj722_sample.in'), {
			order: 'rowmajor',
			mode: 'first'
		});
		if (!loaded.ok) throw new Error(loaded.error.message.en);
		const answers: string[] = [];
		solve(loaded.value, (board) => answers.push(formatGrid(board.size, board.cells)));
		expect(answers).toHaveLength(1);
		expect(answers[0].split('\n')).toEqual(expected);
	});

	it('walks through all 33,733 solutions of the lesson’s improper grid, in either order', () => {
		const parsed = parseSudoku(fixture('lesson_sudoku_all_solutions.txt'));
		if (!parsed.ok) throw new Error(parsed.error.message.en);
		for (const order of ['rowmajor', 'mrv']) {
			const loaded = loadSudokuPuzzle(parsed.value, { order, mode: 'all' });
			if (!loaded.ok) throw new Error(loaded.error.message.en);
			expect(solve(loaded.value).solutions, order).toBe(33_733);
		}
	});

	it('solves the lesson’s 12-given grid with a valid grid, unlike the lesson’s printed answer', () => {
		const parsed = parseSudoku(fixture('lesson_sudoku_sparse.txt'));
		if (!parsed.ok) throw new Error(parsed.error.message.en);
		expect(parsed.value.digits.filter((d) => d > 0)).toHaveLength(12);
		expect(solutionsOf(parsed.value, { order: 'rowmajor' })).toHaveLength(1);
	});
});
