import { describe, expect, it } from 'vitest';
import {
	firstRepeat,
	isValidSolution,
	peersOf,
	sharedUnit,
	sudokuShape,
	unitsOf,
	type SudokuShape
} from '../../src/puzzles/sudoku/model';
import { SudokuProblem } from '../../src/puzzles/sudoku/problem';
import { fixtureRows } from '../fixture';

const shapeOf = (size: number) => sudokuShape(size) as SudokuShape;
const nine = shapeOf(9);
/** The Sudopedia cases by name: name, puzzle, … */
const cases = new Map(
	fixtureRows('sudoku_invalid_and_edge_cases.csv').map((row) => [row[0], row[1]])
);
const digitsOf = (name: string): number[] =>
	Array.from(cases.get(name) ?? '', (ch) => (ch === '.' ? 0 : Number(ch)));

describe('the sudoku rule', () => {
	it('gives every cell a row, a column and a box among the 3n units', () => {
		expect(unitsOf(nine, 0)).toEqual([0, 9, 18]);
		// Row 5, column 8 (1-based) is in box 6: units 4, 9 + 7 and 18 + 5.
		expect(unitsOf(nine, 4 * 9 + 7)).toEqual([4, 16, 23]);
		expect(unitsOf(shapeOf(16), 255)).toEqual([15, 31, 47]);
	});

	it('a cell has 2(n - 1) + (b - 1)² peers, 7, 20 and 39, each once and never itself', () => {
		for (const [size, count] of [
			[4, 7],
			[9, 20],
			[16, 39]
		] as const) {
			const shape = shapeOf(size);
			for (let cell = 0; cell < size * size; cell++) {
				const peers = peersOf(shape, cell).map((peer) => peer.cell);
				expect(peers).toHaveLength(count);
				expect(new Set(peers).size).toBe(count);
				expect(peers).not.toContain(cell);
			}
		}
	});

	it('names each peer by the unit it shares, the row before the column before the box', () => {
		const center = 4 * 9 + 4;
		const peers = peersOf(nine, center);
		expect(peers.slice(0, 8).every((peer) => peer.unit === 'row')).toBe(true);
		expect(peers.slice(8, 16).every((peer) => peer.unit === 'column')).toBe(true);
		expect(peers.slice(16).map((peer) => peer.cell)).toEqual([30, 32, 48, 50]);
		for (const peer of peers) expect(sharedUnit(nine, center, peer.cell)).toBe(peer.unit);
		expect(sharedUnit(nine, 0, 80)).toBeNull();
	});

	it('finds the repeated given of each Sudopedia duplicate case in the unit it names', () => {
		for (const [name, unit] of [
			['Duplicate Given - Box', 'box'],
			['Duplicate Given - Column', 'column'],
			['Duplicate Given - Row', 'row']
		] as const) {
			const digits = digitsOf(name);
			const repeat = firstRepeat(nine, digits);
			expect(repeat?.unit).toBe(unit);
			if (repeat === null) continue;
			expect(repeat.earlier).toBeLessThan(repeat.cell);
			expect(digits[repeat.earlier]).toBe(repeat.digit);
			expect(digits[repeat.cell]).toBe(repeat.digit);
		}
	});

	it('finds no repeat in a puzzle whose givens agree, nor in an empty grid', () => {
		expect(firstRepeat(nine, digitsOf('Naked Singles'))).toBeNull();
		expect(firstRepeat(nine, new Array(81).fill(0))).toBeNull();
	});

	it('a completed grid is a solution, and one with a blank or a swapped pair is not', () => {
		const done = digitsOf('Completed Puzzle');
		expect(isValidSolution(nine, done)).toBe(true);
		expect(
			isValidSolution(
				nine,
				done.map((d, i) => (i === 40 ? 0 : d))
			)
		).toBe(false);
		const swapped = [...done];
		[swapped[0], swapped[1]] = [swapped[1], swapped[0]];
		expect(isValidSolution(nine, swapped)).toBe(false);
	});

	it('the search names every cell a rejected digit clashes with: its row, then its column, then its box', () => {
		const digits = digitsOf('Naked Singles');
		const problem = new SudokuProblem(nine, digits);
		const rowOf = (cell: number) => Math.floor(cell / 9);
		const columnOf = (cell: number) => cell % 9;
		const boxOf = (cell: number) =>
			Math.floor(rowOf(cell) / 3) * 3 + Math.floor(columnOf(cell) / 3);
		for (let cell = 0; cell < 81; cell++) {
			if (digits[cell] !== 0) continue;
			for (let digit = 1; digit <= 9; digit++) {
				const holding = [...digits.keys()].filter(
					(other) => other !== cell && digits[other] === digit
				);
				const row = holding.filter((other) => rowOf(other) === rowOf(cell));
				const column = holding.filter((other) => columnOf(other) === columnOf(cell));
				const box = holding.filter(
					(other) =>
						boxOf(other) === boxOf(cell) &&
						rowOf(other) !== rowOf(cell) &&
						columnOf(other) !== columnOf(cell)
				);
				const clashes = problem.explainConflict(cell, digit);
				expect(clashes).toEqual([
					...row.map((point) => ({ reason: 'row', point })),
					...column.map((point) => ({ reason: 'column', point })),
					...box.map((point) => ({ reason: 'box', point }))
				]);
				expect(problem.accepts(cell, digit)).toBe(clashes.length === 0);
			}
		}
	});
});
