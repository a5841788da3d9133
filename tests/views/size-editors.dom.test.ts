// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QueensEditor from '../../src/puzzles/queens/Editor.svelte';
import RingEditor from '../../src/puzzles/ring/Editor.svelte';

afterEach(cleanup);

const editors = [
	{
		puzzle: 'N-Queens',
		Editor: QueensEditor,
		label: 'N',
		zh: 'N（皇后数）',
		start: '8',
		max: 16,
		fewer: 'One queen fewer',
		more: 'One queen more'
	},
	{
		puzzle: 'prime ring',
		Editor: RingEditor,
		label: 'n',
		zh: 'n（数的个数）',
		start: '20',
		max: 20,
		fewer: 'One number fewer',
		more: 'One number more'
	}
] as const;

for (const { puzzle, Editor, label, zh, start, max, fewer, more } of editors)
	describe(`the ${puzzle} size selector`, () => {
		function show(input: string, errorPoints: number[] = [], lang: 'en' | 'zh' = 'en') {
			const onedit = vi.fn<(input: string) => void>();
			render(Editor, { props: { input, options: {}, errorPoints, lang, onedit } });
			return onedit;
		}

		it(`is labelled ${label} and shows the size in the input`, () => {
			show(start);
			expect(screen.getByLabelText(label)).toHaveValue(Number(start));
			expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
		});

		it('sends a typed size as text', async () => {
			const onedit = show(start);
			await fireEvent.input(screen.getByLabelText(label), { target: { value: '12' } });
			expect(onedit).toHaveBeenCalledWith('12');
		});

		it(`refuses a size above ${max} and marks the box invalid`, async () => {
			const onedit = show(start);
			await fireEvent.input(screen.getByLabelText(label), { target: { value: String(max + 1) } });
			expect(onedit).not.toHaveBeenCalled();
			expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
		});

		it('steps the size with the minus and plus buttons, within range', async () => {
			const onedit = show('4');
			await fireEvent.click(screen.getByRole('button', { name: fewer }));
			expect(onedit).toHaveBeenLastCalledWith('3');
			await fireEvent.click(screen.getByRole('button', { name: more }));
			expect(onedit).toHaveBeenLastCalledWith('5');
			cleanup();
			show(String(max));
			expect(screen.getByRole('button', { name: more })).toBeDisabled();
		});

		it('marks the box invalid when the last load failed or the input is not a size', () => {
			show(start, [0]);
			expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
			cleanup();
			show('eight');
			expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
		});

		it('is labelled in Chinese', () => {
			show(start, [], 'zh');
			expect(screen.getByLabelText(zh)).toHaveValue(Number(start));
		});
	});
