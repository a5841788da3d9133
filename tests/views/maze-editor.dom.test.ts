// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Editor from '../../src/puzzles/maze/Editor.svelte';
import { formatMaze } from '../../src/puzzles/maze/format';
import { generateMaze } from '../../src/puzzles/maze/generator';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { fixture } from '../fixture';

const lesson = fixture('lesson_maze_10x10.txt').trim();
const lessonRows = lesson.split('\n');

function show(input: string, errorPoints: number[] = [], lang: 'en' | 'zh' = 'en') {
	const onedit = vi.fn<(input: string) => void>();
	render(Editor, { props: { input, options: {}, errorPoints, lang, onedit } });
	return onedit;
}

const cell = (row: number, column: number) =>
	screen.getByLabelText(new RegExp(`^Row ${row}, column ${column}(:|$)`), { selector: 'button' });

afterEach(cleanup);

describe('the maze editor', () => {
	it('shows the lesson maze as 100 cells, walls pressed, entry and exit named', () => {
		show(lesson);
		const grid = screen.getByRole('group', {
			name: 'Maze editor: click a cell to toggle its wall'
		});
		expect(grid.querySelectorAll('button')).toHaveLength(100);
		expect(cell(1, 3)).toHaveAttribute('aria-pressed', 'true');
		expect(cell(1, 2)).toHaveAttribute('aria-pressed', 'false');
		expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1: entry');
		expect(cell(10, 10)).toHaveAccessibleName('Row 10, column 10: exit');
	});

	it('toggles a wall open with a click and sends the new maze text', async () => {
		const onedit = show(lesson);
		await fireEvent.click(cell(1, 3));
		const rows = (onedit.mock.lastCall?.[0] ?? '').split('\n');
		expect(rows[0]).toBe('0001100011');
		expect(rows.slice(1)).toEqual(lessonRows.slice(1));
		await fireEvent.click(cell(1, 2));
		expect(onedit.mock.lastCall?.[0].split('\n')[0]).toBe('0111100011');
	});

	it('leaves the entry and exit alone when toggling walls', async () => {
		const onedit = show(lesson);
		await fireEvent.click(cell(1, 1));
		await fireEvent.click(cell(10, 10));
		expect(onedit).not.toHaveBeenCalled();
	});

	it('moves the entry where the entry tool clicks, writing S', async () => {
		const onedit = show(lesson);
		await fireEvent.click(screen.getByRole('radio', { name: 'Entry (S)' }));
		await fireEvent.click(cell(4, 2));
		const text = onedit.mock.lastCall?.[0] ?? '';
		expect(text.split('\n')[3]).toBe('1S00001010');
		const read = parseMaze(text);
		expect(read.ok && read.value.entry).toBe(31);
	});

	it('moves keyboard focus with the arrow keys, one tab stop for the grid', async () => {
		show(lesson);
		cell(1, 1).focus();
		await fireEvent.keyDown(cell(1, 1), { key: 'ArrowRight' });
		await fireEvent.keyDown(cell(1, 2), { key: 'ArrowDown' });
		expect(document.activeElement).toBe(cell(2, 2));
		const grid = screen.getByRole('group', { name: /^Maze editor/ });
		expect([...grid.querySelectorAll('button')].filter((b) => b.tabIndex === 0)).toEqual([
			cell(2, 2)
		]);
	});

	it('makes a random maze of the chosen size and seed', async () => {
		const onedit = show(lesson);
		await fireEvent.input(screen.getByLabelText('Rows'), { target: { value: '7' } });
		await fireEvent.input(screen.getByLabelText('Columns'), { target: { value: '15' } });
		await fireEvent.input(screen.getByLabelText('Seed'), { target: { value: '42' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Random maze' }));
		expect(onedit).toHaveBeenCalledWith(formatMaze(generateMaze(7, 15, 42)));
	});

	it('still shows a maze the parser refused and marks the cells the error names', () => {
		const walled = ['1' + lessonRows[0].slice(1), ...lessonRows.slice(1)].join('\n');
		const read = parseMaze(walled);
		expect(read.ok).toBe(false);
		const points = read.ok ? [] : [...(read.error.points ?? [])];
		expect(points).toEqual([0]);
		show(walled, points);
		expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1: entry, the load error is here');
		expect(cell(1, 1)).toHaveAttribute('aria-pressed', 'true');
		expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2');
	});

	it('opens a walled-in entry with a click, which fixes the load error', async () => {
		const walled = ['1' + lessonRows[0].slice(1), ...lessonRows.slice(1)].join('\n');
		const onedit = show(walled, [0]);
		await fireEvent.click(cell(1, 1));
		expect(onedit).toHaveBeenCalledWith(lesson);
	});

	it('is labelled in Chinese', () => {
		show(lesson, [], 'zh');
		expect(screen.getByRole('button', { name: '随机迷宫' })).toBeVisible();
		expect(screen.getByRole('button', { name: '第 1 行第 1 列：入口' })).toBeVisible();
	});
});
