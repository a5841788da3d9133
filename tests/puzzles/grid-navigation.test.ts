import { describe, expect, it } from 'vitest';
import { moveInGrid, nextCell } from '../../src/puzzles/kit/grid-navigation';

/** A 3-row, 4-column grid: cells 0-3 on the top row, 8-11 on the bottom one. */
const grid = { rows: 3, cols: 4 };

describe('moving around an editor grid', () => {
	it('the arrow keys move one cell up, down, left and right', () => {
		expect(nextCell('ArrowUp', 5, grid)).toBe(1);
		expect(nextCell('ArrowDown', 5, grid)).toBe(9);
		expect(nextCell('ArrowLeft', 5, grid)).toBe(4);
		expect(nextCell('ArrowRight', 5, grid)).toBe(6);
	});

	it('an arrow towards an edge stays on the edge cell instead of wrapping', () => {
		expect(nextCell('ArrowUp', 2, grid)).toBe(2);
		expect(nextCell('ArrowDown', 10, grid)).toBe(10);
		expect(nextCell('ArrowLeft', 4, grid)).toBe(4);
		expect(nextCell('ArrowRight', 7, grid)).toBe(7);
	});

	it('a grid with more columns than rows moves by whole rows', () => {
		const wide = { rows: 2, cols: 7 };
		expect(nextCell('ArrowDown', 3, wide)).toBe(10);
		expect(nextCell('ArrowUp', 10, wide)).toBe(3);
		expect(nextCell('ArrowDown', 10, wide)).toBe(10);
	});

	it('a one-cell grid keeps every arrow on its cell', () => {
		for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])
			expect(nextCell(key, 0, { rows: 1, cols: 1 })).toBe(0);
	});

	it('Home and End go to the ends of the row only in a grid that asks for them', () => {
		expect(nextCell('Home', 6, grid, { rowEnds: true })).toBe(4);
		expect(nextCell('End', 6, grid, { rowEnds: true })).toBe(7);
		expect(nextCell('Home', 6, grid)).toBeNull();
		expect(nextCell('End', 6, grid)).toBeNull();
	});

	it('other keys do not move', () => {
		for (const key of ['a', '5', ' ', 'Enter', 'Tab', 'Backspace', 'PageDown'])
			expect(nextCell(key, 5, grid, { rowEnds: true })).toBeNull();
	});

	it('a key that moves has its own action prevented, and one that does not is left alone', () => {
		let prevented = 0;
		const press = (key: string) => ({ key, preventDefault: () => prevented++ });
		expect(moveInGrid(press('ArrowRight'), 0, grid)).toBe(1);
		expect(prevented).toBe(1);
		// At the edge the key still belongs to the grid: the page must not scroll.
		expect(moveInGrid(press('ArrowUp'), 0, grid)).toBe(0);
		expect(prevented).toBe(2);
		expect(moveInGrid(press('x'), 0, grid)).toBeNull();
		expect(moveInGrid(press('Home'), 0, grid)).toBeNull();
		expect(prevented).toBe(2);
	});
});
