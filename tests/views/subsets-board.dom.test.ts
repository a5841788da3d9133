// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent, TryEvent } from '../../src/engine/events';
import { subsetsPuzzle } from '../../src/puzzles/subsets';
import Board from '../../src/puzzles/subsets/Board.svelte';
import Editor from '../../src/puzzles/subsets/Editor.svelte';
import { SKIP, type SubsetsBoard } from '../../src/puzzles/subsets/model';
import { expectMarksKept, shownMarks } from './board-marks';

const TEXTBOOK = '30: 5 10 12 13 15 18';

/** A search of a sample's input stopped at the first event `stop` accepts. */
function momentOf(
	input: string,
	options: Record<string, string>,
	stop: (event: SearchEvent, board: SubsetsBoard) => boolean
) {
	const loaded = subsetsPuzzle.load(input, { mode: 'all', ...options });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const engine = new SearchEngine(loaded.value.problem, loaded.value.search);
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, loaded.value.problem.board() as SubsetsBoard)) break;
	}
	return {
		board: loaded.value.problem.board() as SubsetsBoard,
		event: engine.event(),
		heat: engine.heatMap()
	};
}

function show(
	moment: { board: SubsetsBoard; event: SearchEvent | null; heat: number[] },
	showHeat = false,
	lang: 'en' | 'zh' = 'en'
) {
	return render(Board, { props: { ...moment, showHeat, motion: false, lang } });
}

const box = (number: number) =>
	screen.getByRole('cell', { name: new RegExp(`^Number ${number}, \\d+:`) });

afterEach(cleanup);

describe('the subsets board', () => {
	it('shows each number in a box, the ones taken and skipped, and the running sum against the target', () => {
		// 5 and 10 taken, 12 and 13 skipped: the call is deciding 15.
		const moment = momentOf(
			TEXTBOOK,
			{},
			(e, board) => e.kind === 'place' && e.point === 3 && e.candidate === SKIP && board.sum === 15
		);
		const { container } = show(moment);
		expect(
			screen.getByRole('table', {
				name: 'Subsets board: target 30, sum 15, 4 of 6 numbers decided'
			})
		).toBeVisible();
		expect(screen.getAllByRole('cell')).toHaveLength(6);
		expect(box(1)).toHaveAccessibleName('Number 1, 5: taken');
		expect(box(2)).toHaveAccessibleName('Number 2, 10: taken');
		expect(box(3)).toHaveAccessibleName('Number 3, 12: skipped');
		expect(box(5)).toHaveAccessibleName('Number 5, 15: being decided');
		expect(box(6)).toHaveAccessibleName('Number 6, 18: not decided yet');
		expect(container.querySelectorAll('.piece')).toHaveLength(2);
		expect(container.textContent).toContain('Taken: 5 + 10 = 15');
		expect(container.textContent).toContain('target 30');
		// Without reuse the dashed line shows how far the numbers left can take the sum: 15 + 15 + 18.
		expect(container.textContent).toContain('reach 48');
	});

	it('draws a take that passes the target in red past the target line, and says why', () => {
		const moment = momentOf(
			TEXTBOOK,
			{},
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'over'
		);
		const { container } = show(moment);
		const event = moment.event as TryEvent & { verdict: 'conflict' };
		expect(box(event.point + 1)).toHaveAccessibleName(
			new RegExp(`trying to take it, the sum ${event.conflict[0].value} passes the target$`)
		);
		expect(box(event.point + 1)).toHaveClass('conflict');
		const ghost = container.querySelector('.ghost.conflict rect');
		const target = container.querySelector('.target-line');
		expect(ghost).not.toBeNull();
		const end = Number(ghost?.getAttribute('x')) + Number(ghost?.getAttribute('width'));
		expect(end).toBeGreaterThan(Number(target?.getAttribute('x1')));
	});

	it('marks the reach line red when the numbers left cannot make up the target', () => {
		const moment = momentOf(
			TEXTBOOK,
			{},
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'short'
		);
		const { container } = show(moment);
		const event = moment.event as TryEvent & { verdict: 'conflict' };
		expect(box(event.point + 1)).toHaveAccessibleName(/short of the target$/);
		expect(container.querySelector('.reach.conflict')).not.toBeNull();
	});

	it('shows the number a backtrack puts back, and the sum it returns to', () => {
		const moment = momentOf(
			TEXTBOOK,
			{},
			(e) => e.kind === 'backtrack' && e.candidate !== SKIP && e.depth >= 2
		);
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		expect(box(event.point + 1)).toHaveAccessibleName(/just put back$/);
		expect(container.querySelector('.leaving')).toHaveAttribute('display', 'inline');
	});

	it('keeps the ghost of a try and the piece a backtrack takes off from step to step, shown only on their steps', async () => {
		const taken = momentOf(TEXTBOOK, {}, (e) => e.kind === 'backtrack' && e.candidate !== SKIP);
		const after = momentOf(
			TEXTBOOK,
			{},
			(e) => e.kind === 'try' && e.candidate !== SKIP && e.step > taken.event!.step
		);
		const back = taken.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		const next = after.event as TryEvent;
		expect(next.candidate).not.toBe(SKIP);
		const { container, rerender } = show(taken);
		const ghost = container.querySelector('g.ghost');
		const leaving = container.querySelector('rect.leaving');
		const shown = (mark: Element | null) => mark?.getAttribute('display') === 'inline';
		const xOf = (mark: Element | null, name: string) => Number(mark?.getAttribute(name));
		expect([shown(ghost), shown(leaving)]).toEqual([false, true]);
		// The piece taken off runs from the sum left to that sum and the number put back.
		const barX = xOf(container.querySelector('.bar-bg'), 'x');
		// The bar reaches a quarter past the target (30): 37.5 units.
		const perUnit = xOf(container.querySelector('.bar-bg'), 'width') / 37.5;
		expect(xOf(leaving, 'x')).toBeCloseTo(barX + taken.board.sum * perUnit);
		expect(xOf(leaving, 'width')).toBeCloseTo(Math.max(4, back.candidate * perUnit));
		await rerender({ ...after });
		expect(container.querySelector('g.ghost')).toBe(ghost);
		expect(container.querySelector('rect.leaving')).toBe(leaving);
		expect([shown(ghost), shown(leaving)]).toEqual([true, false]);
		expect(ghost?.querySelector('text')?.textContent).toBe(String(next.candidate));
		expect(xOf(ghost?.querySelector('rect') ?? null, 'x')).toBeCloseTo(
			barX + after.board.sum * perUnit
		);
	});

	it('keeps the ring round a skipped number from step to step, shown only while a step skips one', async () => {
		const skipped = momentOf(
			TEXTBOOK,
			{},
			(e) => e.kind === 'place' && e.candidate === SKIP && e.depth >= 2
		);
		const tried = momentOf(TEXTBOOK, {}, (e) => e.kind === 'try' && e.step > skipped.event!.step);
		const { container, rerender } = show(skipped);
		expect(shownMarks(container)).toEqual(['bs-pointer', 'skipping']);
		await expectMarksKept(container, 1, [
			async () => {
				await rerender({ ...tried });
				expect(shownMarks(container)).toEqual(['ghost', 'bs-pointer']);
			},
			() => rerender({ ...skipped })
		]);
		expect(shownMarks(container)).toEqual(['bs-pointer', 'skipping']);
	});

	it('turns the taken numbers green on a solution', () => {
		const moment = momentOf(TEXTBOOK, {}, (e) => e.kind === 'solution');
		const { container } = show(moment);
		expect(screen.getByRole('table', { name: /, solved$/ })).toBeVisible();
		expect(container.querySelector('svg.solved')).not.toBeNull();
		expect(container.textContent).toContain('Taken: 5 + 10 + 15 = 30');
	});

	it('counts how often a number is taken with reuse', () => {
		const moment = momentOf('7: 2 3 6 7', { variant: 'reuse' }, (e) => e.kind === 'solution');
		show(moment);
		expect(box(1)).toHaveAccessibleName('Number 1, 2: taken 2 times');
		expect(box(2)).toHaveAccessibleName('Number 2, 3: taken');
		expect(screen.getByRole('table').textContent).not.toContain('reach');
	});

	it('writes a sum past the end of the bar at its end, without pruning', () => {
		const moment = momentOf(
			TEXTBOOK,
			{ prune: 'off' },
			(e, board) => e.kind === 'place' && board.sum === 73
		);
		const { container } = show(moment);
		expect(moment.board.sum).toBe(73);
		expect(container.querySelector('.overflow')?.textContent).toBe('→ 73');
	});

	it('overlays how often each number was decided when the heat map is on, in Chinese too', async () => {
		const moment = momentOf(TEXTBOOK, {}, (e) => e.step === 40);
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
		expect(screen.getByRole('table').getAttribute('aria-label')).toMatch(/^子集和：目标 30/);
	});
});

describe('the subsets editor', () => {
	it('edits the target and each number, and sends the line the parser reads', async () => {
		const onedit = vi.fn();
		render(Editor, {
			props: { input: TEXTBOOK, options: {}, errorPoints: [], lang: 'en', onedit }
		});
		await fireEvent.input(screen.getByLabelText('Target'), { target: { value: '31' } });
		expect(onedit).toHaveBeenLastCalledWith('31: 5 10 12 13 15 18');
		await fireEvent.input(screen.getByLabelText('Number 3'), { target: { value: '11' } });
		expect(onedit).toHaveBeenLastCalledWith('30: 5 10 11 13 15 18');
		await fireEvent.click(screen.getByRole('button', { name: 'Remove number 1' }));
		expect(onedit).toHaveBeenLastCalledWith('30: 10 12 13 15 18');
		await fireEvent.click(screen.getByRole('button', { name: 'Add a number' }));
		expect(onedit).toHaveBeenLastCalledWith('30: 5 10 12 13 15 18 19');
	});

	it('refuses a number out of range without sending it, and sorts the numbers', async () => {
		const onedit = vi.fn();
		render(Editor, {
			props: { input: '9: 4 1 3', options: {}, errorPoints: [], lang: 'zh', onedit }
		});
		const second = screen.getByLabelText('第 2 个数');
		await fireEvent.input(second, { target: { value: '0' } });
		expect(onedit).not.toHaveBeenCalled();
		expect(second).toHaveAttribute('aria-invalid', 'true');
		await fireEvent.click(screen.getByRole('button', { name: '从小到大排序' }));
		expect(onedit).toHaveBeenLastCalledWith('9: 1 3 4');
	});
});
