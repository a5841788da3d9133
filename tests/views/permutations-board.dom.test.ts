// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { permutationsPuzzle } from '../../src/puzzles/permutations';
import Board from '../../src/puzzles/permutations/Board.svelte';
import Editor from '../../src/puzzles/permutations/Editor.svelte';
import type { PermutationsBoard } from '../../src/puzzles/permutations/model';
import { expectMarksKept, shownMarks } from './board-marks';

/** A search of `input` stopped at the first event `stop` accepts, with the board after it. */
function momentOf(
	input: string,
	repeats: 'keep' | 'skip',
	stop: (event: SearchEvent, board: PermutationsBoard) => boolean
) {
	const loaded = permutationsPuzzle.load(input, { mode: 'all', repeats });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const problem = loaded.value.problem;
	const engine = new SearchEngine(problem, loaded.value.search);
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, problem.board() as PermutationsBoard)) break;
	}
	return {
		board: problem.board() as PermutationsBoard,
		event: engine.event(),
		heat: engine.heatMap()
	};
}

function show(
	moment: { board: PermutationsBoard; event: SearchEvent | null; heat: number[] },
	showHeat = false,
	lang: 'en' | 'zh' = 'en'
) {
	return render(Board, { props: { ...moment, showHeat, motion: false, lang } });
}

const cell = (name: RegExp) => screen.getByRole('cell', { name });

afterEach(cleanup);

describe('the permutations board', () => {
	it('shows the positions being filled and each item with its used mark', () => {
		const moment = momentOf('4', 'keep', (e, b) => e.kind === 'place' && b.placed === 2);
		show(moment);
		expect(
			screen.getByRole('table', { name: 'Permutations board: 2 of 4 positions filled, 1 2' })
		).toBeVisible();
		expect(screen.getAllByRole('cell')).toHaveLength(8);
		expect(cell(/^Position 1:/)).toHaveAccessibleName('Position 1: 1');
		expect(cell(/^Position 3:/)).toHaveAccessibleName('Position 3: empty, being filled');
		expect(cell(/^Number 2:/)).toHaveAccessibleName('Number 2: used, at position 2');
		expect(cell(/^Number 3:/)).toHaveAccessibleName('Number 3: not used');
	});

	it('draws the clash with the position that already holds a used item', () => {
		const moment = momentOf(
			'ABC',
			'keep',
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.point === 1
		);
		const { container } = show(moment);
		expect(cell(/^Position 2:/)).toHaveAccessibleName(
			'Position 2: empty, being filled, trying "A" (letter 1): already used at position 1'
		);
		expect(cell(/^Letter 1,/)).toHaveAccessibleName(
			'Letter 1, A: used, at position 1, being tried'
		);
		expect(cell(/^Letter 1,/)).toHaveClass('conflict');
		expect(container.querySelector('line.clash')).toHaveAttribute('display', 'inline');
	});

	it('marks the equal unused letter when skipping repeats refuses a second "a"', () => {
		const moment = momentOf(
			'aab',
			'skip',
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'repeat'
		);
		const { container } = show(moment);
		expect(cell(/^Letter 2,/)).toHaveAccessibleName('Letter 2, a: not used, being tried');
		expect(cell(/^Letter 1,/)).toHaveAccessibleName('Letter 1, a: not used, equal, still unused');
		expect(cell(/^Letter 1,/)).toHaveClass('twin');
		expect(container.querySelector('path.clash')).toHaveAttribute('display', 'inline');
	});

	it('keeps its marks from a try to a placement, a refused try and a backtrack, hiding the ones a step does not have', async () => {
		const tried = momentOf('ABC', 'keep', (e) => e.kind === 'try' && e.verdict === 'ok');
		const placed = momentOf('ABC', 'keep', (e) => e.kind === 'place');
		const refused = momentOf('ABC', 'keep', (e) => e.kind === 'try' && e.verdict === 'conflict');
		const back = momentOf('ABC', 'keep', (e) => e.kind === 'backtrack');
		const { container, rerender } = show(tried);
		// The pointer at the position being filled, the letter tried and the line carrying it there.
		expect(shownMarks(container)).toEqual(['bs-pointer', 'symbol', 'carry']);
		await expectMarksKept(container, 8, [
			async () => {
				await rerender({ ...placed });
				expect(shownMarks(container)).toEqual(['bs-pointer', 'symbol']);
				expect(container.querySelector('.entering')).toHaveAttribute('display', 'inline');
			},
			async () => {
				await rerender({ ...refused });
				expect(shownMarks(container)).toEqual(['bs-pointer', 'symbol', 'clash']);
			},
			async () => {
				await rerender({ ...back });
				expect(shownMarks(container)).toEqual(['bs-pointer', 'symbol', 'carry']);
				expect(container.querySelector('.leaving')).toHaveAttribute('display', 'inline');
			},
			() => rerender({ ...tried })
		]);
		expect(shownMarks(container)).toEqual(['bs-pointer', 'symbol', 'carry']);
	});

	it('shows the item a backtrack takes back, and the full ordering on a solution', () => {
		const back = momentOf('ABC', 'keep', (e) => e.kind === 'backtrack');
		const { container } = show(back);
		expect(cell(/^Position 3:/)).toHaveAccessibleName(/"C" \(letter 3\) just taken back$/);
		expect(container.querySelector('.leaving')?.textContent).toBe('C');
		cleanup();
		const solved = momentOf('ABC', 'keep', (e) => e.kind === 'solution');
		const shown = show(solved);
		expect(
			screen.getByRole('table', {
				name: 'Permutations board: 3 of 3 positions filled, ABC, complete'
			})
		).toBeVisible();
		expect(shown.container.querySelector('svg.complete')).not.toBeNull();
	});

	it('overlays how often each position was tried when the heat map is on, in Chinese too', async () => {
		const moment = momentOf('4', 'keep', (e) => e.step === 60);
		const { container, rerender } = show(moment);
		expect(container.querySelectorAll('.heat')).toHaveLength(0);
		rerender({ showHeat: true, lang: 'zh' });
		expect(container.querySelectorAll('.heat')).toHaveLength(
			moment.heat.filter((h) => h > 0).length
		);
		expect(
			await screen.findByRole('note', {
				name: `热度：每格尝试次数，0 到 ${Math.max(...moment.heat)}`
			})
		).toBeVisible();
		expect(screen.getByRole('table').getAttribute('aria-label')).toMatch(/^全排列：已填/);
	});
});

describe('the permutations editor', () => {
	it('steps n up and down, and switches to the letters of a word', async () => {
		const onedit = vi.fn();
		render(Editor, { props: { input: '4', options: {}, errorPoints: [], lang: 'en', onedit } });
		await fireEvent.click(screen.getByRole('button', { name: 'One number more' }));
		expect(onedit).toHaveBeenLastCalledWith('5');
		await fireEvent.click(screen.getByRole('button', { name: 'One number fewer' }));
		expect(onedit).toHaveBeenLastCalledWith('3');
		await fireEvent.click(screen.getByRole('radio', { name: 'Letters of a word' }));
		expect(onedit).toHaveBeenLastCalledWith('abc');
	});

	it('sends a word it can read and refuses one it cannot, without sending it', async () => {
		const onedit = vi.fn();
		render(Editor, { props: { input: 'aab', options: {}, errorPoints: [], lang: 'zh', onedit } });
		const box = screen.getByLabelText('单词');
		await fireEvent.input(box, { target: { value: 'abba' } });
		expect(onedit).toHaveBeenLastCalledWith('abba');
		onedit.mockClear();
		await fireEvent.input(box, { target: { value: 'ab-c' } });
		expect(onedit).not.toHaveBeenCalled();
		expect(box).toHaveAttribute('aria-invalid', 'true');
	});

	it('sends digits typed in the word box as a word, in quotes, and shows them without (issue 21, item 20)', async () => {
		const onedit = vi.fn();
		const { rerender } = render(Editor, {
			props: { input: 'aab', options: {}, errorPoints: [], lang: 'en', onedit }
		});
		await fireEvent.input(screen.getByRole('textbox'), { target: { value: '112' } });
		expect(onedit).toHaveBeenLastCalledWith('"112"');
		await rerender({ input: '"112"' });
		expect(screen.getByRole('radio', { name: 'Letters of a word' })).toBeChecked();
		expect(screen.getByRole('textbox')).toHaveValue('112');
	});
});
