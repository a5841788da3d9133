// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Editor from '../../src/puzzles/knight/Editor.svelte';

function show(input: string, lang: 'en' | 'zh' = 'en') {
	const onedit = vi.fn<(input: string) => void>();
	render(Editor, { props: { input, options: {}, errorPoints: [], lang, onedit } });
	return onedit;
}

const square = (row: number, column: number) =>
	screen.getByLabelText(new RegExp(`^Row ${row}, column ${column}(:|$)`), { selector: 'button' });

afterEach(cleanup);

describe('the knight’s tour editor', () => {
	it('shows the board size and the start square', () => {
		show('6 2,3');
		expect(screen.getByLabelText('n')).toHaveValue(6);
		const grid = screen.getByRole('group', { name: 'Start square: click a square' });
		expect(grid.querySelectorAll('button')).toHaveLength(36);
		expect(square(2, 3)).toHaveAccessibleName('Row 2, column 3: start');
		expect(square(2, 3)).toHaveAttribute('aria-pressed', 'true');
		expect(square(1, 1)).toHaveAttribute('aria-pressed', 'false');
	});

	it('sets the start to the square clicked, keeping the size', async () => {
		const onedit = show('8');
		await fireEvent.click(square(5, 4));
		expect(onedit).toHaveBeenLastCalledWith('8 5,4');
	});

	it('keeps the start on a new size where it still fits, else starts in the corner', async () => {
		const onedit = show('6 2,3');
		await fireEvent.click(screen.getByRole('button', { name: 'A larger board' }));
		expect(onedit).toHaveBeenLastCalledWith('7 2,3');
		cleanup();
		const again = show('8 8,8');
		await fireEvent.click(screen.getByRole('button', { name: 'A smaller board' }));
		expect(again).toHaveBeenLastCalledWith('7 1,1');
	});

	it('moves between squares with the arrow keys', async () => {
		show('5 1,1');
		square(1, 1).focus();
		await fireEvent.keyDown(square(1, 1), { key: 'ArrowRight' });
		expect(square(1, 2)).toHaveFocus();
		await fireEvent.keyDown(square(1, 2), { key: 'ArrowDown' });
		expect(square(2, 2)).toHaveFocus();
	});

	it('still shows a board to click when the input does not read, and speaks Chinese', async () => {
		const onedit = show('12 x', 'zh');
		expect(
			screen.getByRole('group', { name: '起点：点击一个格子' }).querySelectorAll('button')
		).toHaveLength(64);
		await fireEvent.click(screen.getByLabelText(/^第 1 行第 2 列/, { selector: 'button' }));
		expect(onedit).toHaveBeenLastCalledWith('8 1,2');
	});
});
