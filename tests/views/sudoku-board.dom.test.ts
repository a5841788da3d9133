// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import Board from '../../src/puzzles/sudoku/Board.svelte';
import { clashingCells } from '../../src/puzzles/sudoku/cells';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import { SudokuProblem } from '../../src/puzzles/sudoku/problem';
import { fixture } from '../fixture';
import { expectMarksKept, shownMarks } from './board-marks';

/** The NYOJ 722 lesson puzzle, searched row-major like the lesson, stopped at the first event that `stop` accepts. */
function momentOf(stop: (event: SearchEvent) => boolean) {
	const read = parseSudoku(fixture('nyoj722_sample.in'));
	if (!read.ok) throw new Error(read.error.message.en);
	const problem = new SudokuProblem(read.value.shape, read.value.digits);
	const engine = new SearchEngine(problem, { mode: 'first' });
	for (;;) {
		engine.step();
		const event = engine.event() as SearchEvent;
		if (stop(event) || engine.finished)
			return { board: problem.board(), event, heat: engine.heatMap() };
	}
}

function show(
	moment: { board: SudokuBoard; event: SearchEvent | null; heat: number[] },
	extra: { showHeat?: boolean; lang?: 'en' | 'zh'; motion?: boolean } = {}
) {
	return render(Board, {
		props: {
			board: moment.board,
			event: moment.event,
			heat: moment.heat,
			showHeat: extra.showHeat ?? false,
			motion: extra.motion ?? false,
			lang: extra.lang ?? 'en'
		}
	});
}

const cell = (row: number, column: number) =>
	screen.getByRole('cell', { name: new RegExp(`^Row ${row}, column ${column}:`) });

afterEach(cleanup);

describe('the sudoku board', () => {
	it('shows the givens of the lesson puzzle apart from the digits the search placed', () => {
		const moment = momentOf((e) => e.kind === 'place' && e.depth === 3);
		show(moment);
		const board = screen.getByRole('table', { name: /Sudoku board, 9 by 9: 23 givens, 4 placed/ });
		expect(within(board).getAllByRole('cell')).toHaveLength(81);
		expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3: 5, given');
		expect(cell(1, 3)).toHaveClass('given');
		expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1: 1, placed');
		expect(cell(1, 1)).toHaveClass('placed');
		expect(cell(1, 1)).not.toHaveClass('given');
	});

	it('marks the tried cell, the clashing given and the row they share on a conflict', () => {
		// The very first try, 1 at row 1 column 1, fits; 5 is the first digit row 1 already has.
		const moment = momentOf(
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'row'
		);
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'try' }>;
		const row = Math.floor(event.point / 9) + 1;
		const column = (event.point % 9) + 1;
		const tried = cell(row, column);
		expect(tried).toHaveClass('tried');
		expect(tried).toHaveAccessibleName(new RegExp(`trying ${event.candidate}, conflict`));
		const clash = event.verdict === 'conflict' ? event.conflict[0].point : -1;
		const clashing = cell(Math.floor(clash / 9) + 1, (clash % 9) + 1);
		expect(clashing).toHaveClass('clash');
		expect(clashing).toHaveAccessibleName(/clashes with the try/);
		// The shared row is shaded by one band over its nine cells (a path drawn in cell units).
		const bands = container.querySelector('.band')?.getAttribute('d') ?? '';
		expect(bands).toContain(`M0 ${row - 1}h9v1h-9z`);
		// The tried cell and the clashing one take the conflict's colour over the band.
		const inConflict = container.querySelector('.in-conflict')?.getAttribute('d') ?? '';
		expect(inConflict).toContain(`M${column - 1} ${row - 1}h1v1h-1z`);
		expect(inConflict).toContain(`M${clash % 9} ${Math.floor(clash / 9)}h1v1h-1z`);
		// The candidate is drawn in the tried cell.
		expect(container.querySelector('.candidate')?.textContent).toBe(String(event.candidate));
	});

	it('shades the box when the clash is in the box only', () => {
		const moment = momentOf(
			(e) =>
				e.kind === 'try' && e.verdict === 'conflict' && e.conflict.every((c) => c.reason === 'box')
		);
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'try' }>;
		// One band, three cells by three: the box of the tried cell.
		const [row, column] = [Math.floor(event.point / 9), event.point % 9];
		const [top, left] = [row - (row % 3), column - (column % 3)];
		expect(container.querySelector('.band')?.getAttribute('d')).toBe(`M${left} ${top}h3v3h-3z`);
	});

	it('shows the digit a backtrack removes leaving its now empty cell', () => {
		const moment = momentOf((e) => e.kind === 'backtrack');
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		const row = Math.floor(event.point / 9) + 1;
		const column = (event.point % 9) + 1;
		expect(cell(row, column)).toHaveAccessibleName(
			new RegExp(`empty, ${event.candidate} just removed`)
		);
		expect(container.querySelector('.leaving')?.textContent).toBe(String(event.candidate));
	});

	it('marks the grid solved at the solution, every cell filled', () => {
		const moment = momentOf((e) => e.kind === 'solution');
		show(moment);
		expect(
			screen.getByRole('table', { name: /23 givens, 58 placed, 0 empty, solved$/ })
		).toBeInTheDocument();
		expect(cell(9, 9)).toHaveAccessibleName('Row 9, column 9: 4, placed');
	});

	it('animates a placement only when motion is on', () => {
		const moment = momentOf((e) => e.kind === 'place');
		const { container, rerender } = show(moment);
		expect(container.querySelector('svg')).not.toHaveClass('motion');
		expect(container.querySelector('.entering')?.textContent).toBe('1');
		rerender({ motion: true });
		expect(container.querySelector('svg')).toHaveClass('motion');
	});

	it('keeps its marks from a placement to a try and back, hiding the ones a step does not have', async () => {
		// The lesson's first place after step 100 is followed by a try.
		const placed = momentOf((e) => e.kind === 'place' && e.step > 100);
		const tried = momentOf((e) => e.kind === 'try' && e.step > placed.event.step);
		const event = tried.event as Extract<SearchEvent, { kind: 'try' }>;
		const { container, rerender } = show(placed);
		expect(shownMarks(container)).toEqual(['entering']);
		const links = [...container.querySelectorAll('line.clash-link')];
		const shownLinks = () => container.querySelectorAll('line.clash-link[display="inline"]');
		expect(links).toHaveLength(3);
		expect(shownLinks()).toHaveLength(0);
		expect(container.querySelector('.entering')?.textContent).toBe(
			String(placed.board.cells[(placed.event as { point: number }).point])
		);
		// Every mark is drawn on every step: a ring for each cell a try can clash with (one in its
		// row, column and box), the try's ring and candidate, the digit placed, the ring and digit
		// of a backtrack.
		await expectMarksKept(container, 8, [
			async () => {
				await rerender({ board: tried.board, event: tried.event });
				// A ring round each clashing cell and one round the try, and the candidate.
				expect(shownMarks(container)).toEqual([
					...Array<string>(clashingCells(event).length + 1).fill('bs-ring'),
					'candidate'
				]);
				expect(container.querySelector('.candidate')?.textContent).toBe(String(event.candidate));
				// A line from the try to each cell it clashes with, in the lines drawn on every step.
				expect(clashingCells(event).length).toBeGreaterThan(0);
				expect(shownLinks()).toHaveLength(clashingCells(event).length);
				const after = [...container.querySelectorAll('line.clash-link')];
				expect(after.map((line, i) => line === links[i])).toEqual(links.map(() => true));
			},
			() => rerender({ board: placed.board, event: placed.event })
		]);
		expect(shownMarks(container)).toEqual(['entering']);
	});

	it('keeps the marks of a try on the next try and plays their animations again, read only in the frame after a step', async () => {
		// Two tries in a row: the candidate moves and changes in the same element, whose animation
		// (read from the browser in the frame after the first try was drawn, never during a step's
		// update) is played again from its start by the next step.
		const frames: FrameRequestCallback[] = [];
		vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
			frames.push(callback)
		);
		vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => {}));
		const replay = { currentTime: 250 as number | null, play: vi.fn() };
		const read = vi.fn(() => [replay as unknown as Animation]);
		Element.prototype.getAnimations = read;
		const drawn = () => frames.splice(0).forEach((frame) => frame(0));
		try {
			const first = momentOf((e) => e.kind === 'try' && e.step > 100);
			const next = momentOf((e) => e.kind === 'try' && e.step > first.event.step);
			expect(next.event.step).toBe(first.event.step + 1);
			const { container, rerender } = show(first, { motion: true });
			const candidate = container.querySelector('.marks .candidate');
			expect(candidate?.textContent).toBe(String((first.event as { candidate: number }).candidate));
			expect(read).not.toHaveBeenCalled();
			drawn();
			expect(read).toHaveBeenCalledTimes(1);
			expect(read).toHaveBeenCalledWith({ subtree: true });

			await rerender({ board: next.board, event: next.event });
			await tick();
			const after = container.querySelector('.marks .candidate');
			expect(after?.textContent).toBe(String((next.event as { candidate: number }).candidate));
			expect(after).toBe(candidate);
			expect(replay.play).toHaveBeenCalledTimes(1);
			expect(replay.currentTime).toBe(0);
			expect(read).toHaveBeenCalledTimes(1);

			// And back: a step back is a single step too, and plays the first try's marks again.
			replay.currentTime = 250;
			drawn();
			await rerender({ board: first.board, event: first.event });
			await tick();
			expect(replay.play).toHaveBeenCalledTimes(2);
			expect(replay.currentTime).toBe(0);
			expect(container.querySelector('.marks .candidate')).toBe(candidate);
			expect(container.querySelectorAll('.marks')).toHaveLength(1);
			// A step before the frame came replays nothing twice: the list read is used once.
			await rerender({ board: next.board, event: next.event });
			await tick();
			expect(replay.play).toHaveBeenCalledTimes(2);
		} finally {
			delete (Element.prototype as Partial<Element>).getAnimations;
			vi.unstubAllGlobals();
		}
	});

	it('asks the browser for no animations and no frame when the board is drawn without motion', async () => {
		const frames: FrameRequestCallback[] = [];
		vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
			frames.push(callback)
		);
		const read = vi.fn(() => [] as Animation[]);
		Element.prototype.getAnimations = read;
		try {
			const first = momentOf((e) => e.kind === 'try' && e.step > 100);
			const next = momentOf((e) => e.kind === 'try' && e.step > first.event.step);
			const { rerender } = show(first);
			await rerender({ board: next.board, event: next.event });
			await tick();
			expect(frames).toHaveLength(0);
			// Motion on again (paused): the next step's marks are read in the frame after it.
			await rerender({ motion: true });
			await rerender({ board: first.board, event: first.event });
			await tick();
			expect(frames).toHaveLength(1);
			frames.splice(0).forEach((frame) => frame(0));
			expect(read).toHaveBeenCalledTimes(1);
		} finally {
			delete (Element.prototype as Partial<Element>).getAnimations;
			vi.unstubAllGlobals();
		}
	});

	it('overlays the heat map with its legend only when asked', async () => {
		const moment = momentOf((e) => e.step === 2000);
		const { container, rerender } = show(moment);
		expect(container.querySelectorAll('.heat')).toHaveLength(0);
		rerender({ showHeat: true });
		const max = Math.max(...moment.heat);
		expect(container.querySelectorAll('.heat').length).toBe(
			moment.heat.filter((h) => h > 0).length
		);
		expect(
			await screen.findByRole('note', { name: `Heat: tries per cell, 0 to ${max}` })
		).toBeInTheDocument();
	});

	it('names the board and its cells in Chinese', () => {
		const moment = momentOf((e) => e.kind === 'place');
		show(moment, { lang: 'zh' });
		expect(screen.getByRole('table', { name: /^数独棋盘，9×9：已知 23 格/ })).toBeInTheDocument();
		expect(screen.getByRole('cell', { name: '第 1 行第 3 列：5，已知' })).toBeInTheDocument();
	});
});
