// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Editor from '../../src/puzzles/sudoku/Editor.svelte';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import { fixture, fixtureRows } from '../fixture';

const nyoj = fixture('nyoj722_sample.in');
/** The Sudopedia cases: name, puzzle, … */
const cases = fixtureRows('sudoku_invalid_and_edge_cases.csv');

function show(input: string, errorPoints: number[] = [], lang: 'en' | 'zh' = 'en') {
	const onedit = vi.fn<(input: string) => void>();
	render(Editor, { props: { input, options: {}, errorPoints, lang, onedit } });
	return onedit;
}

const cell = (row: number, column: number) =>
	screen.getByLabelText(`Row ${row}, column ${column}`) as HTMLInputElement;

afterEach(cleanup);

describe('the sudoku editor', () => {
	it('shows the NYOJ judge input as a 9x9 grid of its givens', () => {
		show(nyoj);
		expect(screen.getAllByRole('textbox')).toHaveLength(81);
		expect(cell(1, 3).value).toBe('5');
		expect(cell(2, 1).value).toBe('8');
		expect(cell(1, 1).value).toBe('');
	});

	it('writes a typed digit into the 81-character line', async () => {
		const onedit = show(nyoj);
		await fireEvent.keyDown(cell(1, 1), { key: '7' });
		expect(onedit).toHaveBeenCalledTimes(1);
		const line = onedit.mock.calls[0][0];
		expect(line).toHaveLength(81);
		expect(line.slice(0, 9)).toBe('705300000');
		expect(line.slice(9, 18)).toBe('800000020');
	});

	it('clears a cell with 0, a dot, Backspace or Delete', async () => {
		const onedit = show(nyoj);
		for (const key of ['0', '.', 'Backspace', 'Delete']) {
			await fireEvent.keyDown(cell(1, 3), { key });
			expect(onedit.mock.lastCall?.[0].slice(0, 9)).toBe('000300000');
		}
	});

	it('moves between cells with the arrow keys', async () => {
		show(nyoj);
		cell(5, 5).focus();
		await fireEvent.keyDown(cell(5, 5), { key: 'ArrowRight' });
		expect(document.activeElement).toBe(cell(5, 6));
		await fireEvent.keyDown(cell(5, 6), { key: 'ArrowDown' });
		expect(document.activeElement).toBe(cell(6, 6));
		await fireEvent.keyDown(cell(6, 6), { key: 'ArrowLeft' });
		await fireEvent.keyDown(cell(6, 5), { key: 'ArrowUp' });
		expect(document.activeElement).toBe(cell(5, 5));
		// One tab stop for the whole grid: the cell last visited.
		expect(screen.getAllByRole('textbox').filter((box) => box.tabIndex === 0)).toEqual([
			cell(5, 5)
		]);
	});

	it('ignores digits that do not fit the grid size', async () => {
		const onedit = show('1234341221434321');
		expect(screen.getAllByRole('textbox')).toHaveLength(16);
		await fireEvent.keyDown(cell(1, 1), { key: '5' });
		expect(onedit).not.toHaveBeenCalled();
		await fireEvent.keyDown(cell(1, 1), { key: '.' });
		expect(onedit).toHaveBeenCalledWith('0234341221434321');
	});

	it('types 10 to 16 in a 16x16 grid as two keys or a letter', async () => {
		const onedit = show('0'.repeat(256));
		expect(screen.getAllByRole('textbox')).toHaveLength(256);
		await fireEvent.keyDown(cell(1, 1), { key: '1' });
		await fireEvent.keyDown(cell(1, 1), { key: '4' });
		expect(onedit.mock.lastCall?.[0].slice(0, 2)).toBe('E0');
		await fireEvent.keyDown(cell(1, 2), { key: 'g' });
		expect(onedit.mock.lastCall?.[0].slice(0, 2)).toBe('0G');
		expect(onedit.mock.lastCall?.[0]).toHaveLength(256);
	});

	it('shows the first of several puzzles once the full parser has loaded for them', async () => {
		// Two 4x4 grids: 32 cells, which the editor's own reading would pad into a 9x9 grid.
		const text = '0 0 0 3\n1 0 0 0\n2 0 0 0\n0 4 0 0\n\n1 0 0 0\n0 0 0 2\n0 3 0 0\n0 0 4 0';
		const read = parseSudoku(text);
		expect(read.ok && read.value.shape.size).toBe(4);
		show(text);
		await vi.waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(16));
		expect(cell(1, 4).value).toBe('3');
		expect(cell(4, 2).value).toBe('4');
	});

	it('falls back to an empty 9x9 grid when the input is not a sudoku', () => {
		show('hello');
		expect(screen.getAllByRole('textbox')).toHaveLength(81);
	});

	it('keeps showing clashing givens and marks the cells the load error names', () => {
		const [, puzzle] = cases.find(([name]) => name === 'Duplicate Given - Box') ?? [];
		const read = parseSudoku(puzzle);
		expect(read.ok).toBe(false);
		const points = read.ok ? [] : [...(read.error.points ?? [])];
		expect(points).toHaveLength(2);
		show(puzzle, points);
		const invalid = screen.getAllByRole('textbox').filter((box) => box.ariaInvalid === 'true');
		expect(invalid.map((box) => box.getAttribute('aria-label'))).toEqual(
			points.map((p) => `Row ${Math.floor(p / 9) + 1}, column ${(p % 9) + 1}`)
		);
		// Box 5 has 5 twice: both stay on the grid so they can be fixed.
		expect(invalid.map((box) => (box as HTMLInputElement).value)).toEqual(['5', '5']);
	});

	it('labels the grid in Chinese', () => {
		show(nyoj, [], 'zh');
		expect(screen.getByRole('group', { name: '数独格子：输入已知数字' })).toBeInTheDocument();
		expect(screen.getByRole('textbox', { name: '第 1 行第 3 列' })).toHaveValue('5');
	});
});
