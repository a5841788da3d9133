// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent, TryEvent } from '../../src/engine/events';
import Board from '../../src/puzzles/queens/Board.svelte';
import type { QueensBoard } from '../../src/puzzles/queens/model';
import { QueensProblem } from '../../src/puzzles/queens/problem';
import { attackersOf } from '../../src/puzzles/queens/squares';
import { fixture } from '../fixture';
import { expectMarksKept, shownMarks } from './board-marks';

/** An n-queens search (all solutions, as the lesson does it) stopped at the first event `stop` accepts. */
function momentOf(n: number, stop: (event: SearchEvent, engine: SearchEngine) => boolean) {
	const problem = new QueensProblem(n);
	const engine = new SearchEngine(problem, { mode: 'all' });
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, engine)) break;
	}
	return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
}

function show(
	moment: { board: QueensBoard; event: SearchEvent | null; heat: number[] },
	showHeat = false
) {
	return render(Board, {
		props: { ...moment, showHeat, motion: false, lang: 'en' }
	});
}

const square = (row: number, column: number) =>
	screen.getByRole('cell', { name: new RegExp(`^Row ${row}, column ${column}:`) });
const queens = () => screen.getAllByRole('cell', { name: /: queen/ });

afterEach(cleanup);

describe('the N-Queens board', () => {
	it('shows one queen per placed row and counts them', () => {
		const moment = momentOf(8, (e) => e.kind === 'place' && e.depth === 4);
		const { container } = show(moment);
		expect(
			screen.getByRole('table', { name: 'N-Queens board, 8 by 8: 5 queens placed' })
		).toBeVisible();
		expect(screen.getAllByRole('cell')).toHaveLength(64);
		expect(queens()).toHaveLength(5);
		expect(queens().map((q) => q.getAttribute('aria-label')?.match(/^Row (\d+)/)?.[1])).toEqual([
			'1',
			'2',
			'3',
			'4',
			'5'
		]);
		// The queen just placed is drawn by the entrance mark, the others in their squares.
		expect(container.querySelectorAll('use.queen:not([display="none"])')).toHaveLength(5);
	});

	it('draws the attack line from the attacking queen to the tried square on a diagonal clash', () => {
		const moment = momentOf(
			8,
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.depth >= 4 &&
				e.conflict[0].reason === 'diagonal'
		);
		const { container } = show(moment);
		const event = moment.event as TryEvent & { verdict: 'conflict' };
		const attacker = event.conflict[0].point;
		const attackerColumn = moment.board.queens[attacker];
		expect(square(event.point + 1, event.candidate + 1)).toHaveAccessibleName(
			new RegExp(`trying, attacked by the queen in row ${attacker + 1} \\(diagonal\\)`)
		);
		expect(square(attacker + 1, attackerColumn + 1)).toHaveAccessibleName(
			/queen, attacks the tried square/
		);
		const lines = [...container.querySelectorAll('line.attack')];
		expect(lines).toHaveLength(event.conflict.length);
		// The line runs along the diagonal: equal steps across and down.
		const line = lines[0];
		const dx = Number(line.getAttribute('x2')) - Number(line.getAttribute('x1'));
		const dy = Number(line.getAttribute('y2')) - Number(line.getAttribute('y1'));
		expect(Math.abs(dx)).toBe(Math.abs(dy));
		expect(dy).toBe((event.point - attacker) * 100);
	});

	it('draws a vertical attack line on a column clash', () => {
		const moment = momentOf(
			8,
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.conflict.length === 1 &&
				e.conflict[0].reason === 'column' &&
				e.depth >= 3
		);
		const { container } = show(moment);
		const line = container.querySelector('line.attack');
		expect(line?.getAttribute('x1')).toBe(line?.getAttribute('x2'));
		const event = moment.event as TryEvent;
		expect(square(event.point + 1, event.candidate + 1)).toHaveAccessibleName(/\(column\)/);
	});

	it('marks the square that is tried and fits', () => {
		const moment = momentOf(8, (e) => e.kind === 'try' && e.verdict === 'ok' && e.depth === 2);
		show(moment);
		const event = moment.event as TryEvent;
		const tried = square(event.point + 1, event.candidate + 1);
		expect(tried).toHaveClass('tried');
		expect(tried).toHaveAccessibleName(/trying, safe/);
	});

	it('shows the queen a backtrack takes off', () => {
		const moment = momentOf(8, (e) => e.kind === 'backtrack' && e.depth >= 3);
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		expect(square(event.point + 1, event.candidate + 1)).toHaveAccessibleName(
			/empty, queen just removed/
		);
		expect(container.querySelector('.leaving')).toHaveAttribute('display', 'inline');
	});

	it('keeps its marks from a refused try to a placement and a backtrack, hiding the ones a step does not have', async () => {
		const refused = momentOf(
			8,
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.depth >= 3
		);
		const placed = momentOf(8, (e) => e.kind === 'place' && e.step > refused.event!.step);
		const back = momentOf(8, (e) => e.kind === 'backtrack' && e.step > refused.event!.step);
		const attackers = attackersOf(refused.board, refused.event).length;
		const { container, rerender } = show(refused);
		// An attack and a ring for each attacker, the try's ring and its ghost queen.
		const refusedMarks = [
			...Array.from({ length: attackers }, () => ['attack', 'bs-ring']).flat(),
			'bs-ring',
			'candidate'
		];
		expect(shownMarks(container)).toEqual(refusedMarks);
		await expectMarksKept(container, 5, [
			async () => {
				await rerender({ ...placed });
				expect(shownMarks(container)).toEqual(['queen']);
			},
			async () => {
				await rerender({ ...back });
				expect(shownMarks(container)).toEqual(['bs-left-ring', 'leaving']);
			},
			() => rerender({ ...refused })
		]);
		expect(shownMarks(container)).toEqual(refusedMarks);
	});

	it('marks eight non-attacking queens as solved, as many times as the lesson counts', () => {
		const counts = fixture('nqueens_counts.csv').split('\n');
		const eight = Number(counts.find((line) => line.startsWith('8,'))?.split(',')[1]);
		const moment = momentOf(8, (e, engine) => e.kind === 'solution' && engine.solutions === eight);
		show(moment);
		expect(screen.getByRole('table', { name: /8 queens placed, solved$/ })).toBeVisible();
		expect(queens()).toHaveLength(8);
	});

	it('overlays how often each square was tried when the heat map is on', async () => {
		const moment = momentOf(6, (e) => e.step === 150);
		const { container, rerender } = show(moment);
		expect(container.querySelectorAll('.heat')).toHaveLength(0);
		rerender({ showHeat: true });
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
