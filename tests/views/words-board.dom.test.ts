// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { wordsPuzzle } from '../../src/puzzles/words';
import Board from '../../src/puzzles/words/Board.svelte';
import Editor from '../../src/puzzles/words/Editor.svelte';
import type { WordsBoard } from '../../src/puzzles/words/model';
import { parseWordGrid } from '../../src/puzzles/words/parser';
import { WordsProblem } from '../../src/puzzles/words/problem';
import { expectMarksKept, shownMarks } from './board-marks';

const sample = (id: string) => wordsPuzzle.samples.find((s) => s.id === id)!.input;

/** A word search of a sample (all paths) stopped at the first event `stop` accepts. */
function momentOf(text: string, stop: (event: SearchEvent, engine: SearchEngine) => boolean) {
	const read = parseWordGrid(text);
	if (!read.ok) throw new Error(read.error.message.en);
	const problem = new WordsProblem(read.value);
	const engine = new SearchEngine(problem, { mode: 'all' });
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, engine)) break;
	}
	return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
}

function show(
	moment: { board: WordsBoard; event: SearchEvent | null; heat: number[] },
	lang: 'en' | 'zh' = 'en',
	showHeat = false
) {
	return render(Board, { props: { ...moment, showHeat, motion: false, lang } });
}

const square = (row: number, column: number) =>
	screen.getByRole('cell', { name: new RegExp(`^Row ${row}, column ${column}:`) });

afterEach(cleanup);

describe('the word search board', () => {
	it('shows the grid, the word, and the path with each cell’s place on it', () => {
		const moment = momentOf(sample('classic'), (e) => e.kind === 'place' && e.point === 2);
		const { container } = show(moment);
		expect(
			screen.getByRole('table', {
				name: 'Word search grid, 3 by 4, looking for "ABCCED": 3 cells on the path'
			})
		).toBeVisible();
		// The squares: the row holding the word is a cell named only by its note.
		expect(
			screen.getAllByRole('cell').filter((cell) => cell.hasAttribute('aria-label'))
		).toHaveLength(12);
		expect(square(1, 1)).toHaveAccessibleName('Row 1, column 1: A, letter 1 of the path');
		expect(square(1, 3)).toHaveAccessibleName('Row 1, column 3: C, letter 3 of the path');
		expect(square(2, 1)).toHaveAccessibleName('Row 2, column 1: S');
		expect(screen.getByRole('note', { name: 'The word: ABCCED' })).toBeVisible();
		expect(container.querySelectorAll('.tile.found')).toHaveLength(3);
		expect(
			container.querySelector('polyline.trail')?.getAttribute('points')?.split(' ')
		).toHaveLength(3);
	});

	it('marks a cell already on the path when the search looks at it again', () => {
		const moment = momentOf(
			sample('classic'),
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'path'
		);
		const { container } = show(moment);
		expect(square(1, 3)).toHaveAccessibleName(
			'Row 1, column 3: C, letter 3 of the path, already on the path: the tried cell'
		);
		expect(container.querySelector('line.probe.conflict')).toHaveAttribute('display', 'inline');
	});

	it('marks a cell with another letter, and one that fits', () => {
		show(
			momentOf(
				sample('classic'),
				(e) => e.kind === 'try' && e.verdict === 'conflict' && e.point === 0
			)
		);
		expect(square(1, 2)).toHaveAccessibleName('Row 1, column 2: B, trying, not "A"');
		cleanup();
		show(
			momentOf(sample('classic'), (e) => e.kind === 'try' && e.verdict === 'ok' && e.point === 1)
		);
		expect(square(1, 2)).toHaveAccessibleName('Row 1, column 2: B, trying, it is "B"');
	});

	it('keeps its marks from a try to a placement and a backtrack, hiding the ones a step does not have', async () => {
		const tried = momentOf(sample('classic'), (e) => e.kind === 'try' && e.point === 2);
		const placed = momentOf(sample('classic'), (e) => e.kind === 'place' && e.point === 2);
		const back = momentOf(sample('classic'), (e) => e.kind === 'backtrack' && e.point === 5);
		const { container, rerender } = show(tried);
		expect(shownMarks(container)).toEqual(['probe', 'bs-ring']);
		await expectMarksKept(container, 5, [
			async () => {
				await rerender({ ...placed });
				expect(shownMarks(container)).toEqual(['step']);
			},
			async () => {
				await rerender({ ...back });
				expect(shownMarks(container)).toEqual(['retreat', 'left-ring']);
			},
			() => rerender({ ...tried })
		]);
		expect(shownMarks(container)).toEqual(['probe', 'bs-ring']);
	});

	it('shows the path’s retreat on a backtrack', () => {
		const moment = momentOf(sample('classic'), (e) => e.kind === 'backtrack' && e.point === 5);
		const { container } = show(moment);
		expect(square(3, 2)).toHaveAccessibleName('Row 3, column 2: D, just taken off the path');
		const retreat = container.querySelector('line.retreat');
		expect(retreat).toHaveAttribute('display', 'inline');
		// It runs from the cell taken off back to the path's new end, row 3, column 3.
		const end = moment.board.path.at(-1)!;
		expect(end).toBe(10);
		expect(Number(retreat?.getAttribute('x1'))).toBeLessThan(Number(retreat?.getAttribute('x2')));
		expect(retreat?.getAttribute('y1')).toBe(retreat?.getAttribute('y2'));
	});

	it('says found when the path spells the word, in Chinese too', () => {
		show(
			momentOf(sample('chinese'), (e) => e.kind === 'solution'),
			'zh'
		);
		expect(
			screen.getByRole('table', {
				name: '单词搜索网格，2×4，找“深度优先搜索”：路径有 6 个格子，已找到'
			})
		).toBeVisible();
		expect(
			screen.getByRole('cell', { name: '第 2 行第 3 列：索，路径的第 6 个字母' })
		).toBeVisible();
	});

	it('overlays how often each cell was tried when the heat map is on', async () => {
		const moment = momentOf(sample('many'), (e) => e.step === 300);
		const { container } = show(moment, 'en', true);
		expect(container.querySelectorAll('.heat')).toHaveLength(
			moment.heat.filter((h) => h > 0).length
		);
		expect(
			await screen.findByRole('note', {
				name: `Heat: tries per cell, 0 to ${Math.max(...moment.heat)}`
			})
		).toBeVisible();
	});
});

describe('the word search editor', () => {
	function edit(input = 'AB\nCD\n\nAB') {
		const onedit = vi.fn<(input: string) => void>();
		render(Editor, { props: { input, options: {}, errorPoints: [], lang: 'en', onedit } });
		return onedit;
	}

	it('changes one cell’s letter, keeping the last one typed', async () => {
		const onedit = edit();
		await fireEvent.input(screen.getByRole('textbox', { name: 'Row 2, column 1' }), {
			target: { value: 'CX' }
		});
		expect(onedit).toHaveBeenLastCalledWith('AB\nXD\n\nAB');
	});

	it('changes the word and the size of the grid', async () => {
		const onedit = edit();
		await fireEvent.change(screen.getByRole('textbox', { name: 'Word' }), {
			target: { value: 'DCA' }
		});
		expect(onedit).toHaveBeenLastCalledWith('AB\nCD\n\nDCA');
		await fireEvent.change(screen.getByRole('spinbutton', { name: 'Columns' }), {
			target: { value: '3' }
		});
		expect(onedit).toHaveBeenLastCalledWith('ABA\nCDA\n\nAB');
	});

	it('shows a grid the parser refuses, so it can be fixed here', () => {
		edit('ABC\nD\n\nAB');
		expect(screen.getAllByRole('textbox', { name: /^Row \d, column \d$/ })).toHaveLength(6);
	});
});
