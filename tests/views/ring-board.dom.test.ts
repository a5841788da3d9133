// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent, TryEvent } from '../../src/engine/events';
import Board from '../../src/puzzles/ring/Board.svelte';
import type { RingBoard } from '../../src/puzzles/ring/model';
import { RingProblem } from '../../src/puzzles/ring/problem';
import { fixture } from '../fixture';
import { expectMarksKept, shownMarks } from './board-marks';

/** The rings of the published Prime Ring sample for n = 6, as lists of numbers. */
const sampleRings = fixture('prime_ring_uva524_hdu1016_sample.txt')
	.split('\n')
	.filter((line) => /^1 \d/.test(line))
	.map((line) => line.split(' ').map(Number))
	.filter((ring) => ring.length === 6);

/** A ring search of 1..n (all rings) stopped at the first event `stop` accepts. */
function momentOf(n: number, stop: (event: SearchEvent, engine: SearchEngine) => boolean) {
	const problem = new RingProblem(n);
	const engine = new SearchEngine(problem, { mode: 'all' });
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, engine)) break;
	}
	return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
}

function show(
	moment: { board: RingBoard; event: SearchEvent | null; heat: number[] },
	showHeat = false
) {
	return render(Board, { props: { ...moment, showHeat, motion: false, lang: 'en' } });
}

const slot = (position: number) =>
	screen.getByRole('listitem', { name: new RegExp(`^Position ${position}:`) });

afterEach(cleanup);

describe('the prime ring board', () => {
	it('shows the first ring of the judge sample with every sum marked prime, the closing one too', () => {
		expect(sampleRings).toHaveLength(2);
		const moment = momentOf(6, (e) => e.kind === 'solution');
		const { container } = show(moment);
		expect(moment.board.numbers).toEqual(sampleRings[0]);
		expect(
			screen.getByRole('list', {
				name: 'Prime ring of 1 to 6: 6 of 6 placed, 6 of 6 sums prime, solved'
			})
		).toBeVisible();
		expect(screen.getAllByRole('listitem')).toHaveLength(6);
		expect(slot(1)).toHaveAccessibleName('Position 1: 1, 1 + 4 = 5 with the next, prime');
		// The closing sum: the last number and the 1 at the top.
		expect(slot(6)).toHaveAccessibleName('Position 6: 6, 6 + 1 = 7 with the next, prime');
		const sums = [...container.querySelectorAll('text.sum')].map((t) => t.textContent);
		expect(sums).toEqual(['5✓', '7✓', '5✓', '7✓', '11✓', '7✓']);
	});

	it('marks a sum that is not prime and shows the candidate at its slot', () => {
		const moment = momentOf(
			6,
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'sum'
		);
		const { container } = show(moment);
		const event = moment.event as TryEvent;
		const before = moment.board.numbers[event.point - 1];
		expect(slot(event.point + 1)).toHaveAccessibleName(
			new RegExp(`empty, trying ${event.candidate}, conflict`)
		);
		expect(container.querySelector('.candidate')?.textContent).toBe(String(event.candidate));
		const bad = container.querySelector('text.sum.composite.tentative');
		expect(bad?.textContent).toBe(`${before + event.candidate}✗`);
		expect(container.querySelector('text.check')?.textContent).toBe(
			`${before} + ${event.candidate} = ${before + event.candidate} ✗`
		);
	});

	it('marks the slot that already holds a number tried again', () => {
		const moment = momentOf(
			8,
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.conflict[0].reason === 'used' &&
				e.depth >= 2
		);
		show(moment);
		const event = moment.event as TryEvent & { verdict: 'conflict' };
		const holder = event.conflict[0].point;
		expect(slot(holder + 1)).toHaveAccessibleName(
			new RegExp(`^Position ${holder + 1}: ${event.candidate}, .*already holds this number$`)
		);
	});

	it('checks the closing sum when the last slot is tried', () => {
		const moment = momentOf(
			6,
			(e) =>
				e.kind === 'try' &&
				e.point === 5 &&
				(e.verdict === 'ok' || e.conflict.every((c) => c.reason !== 'used'))
		);
		const { container } = show(moment);
		const event = moment.event as TryEvent;
		const lines = [...container.querySelectorAll('text.check')].map((t) => t.textContent);
		expect(lines).toHaveLength(2);
		expect(lines[1]).toMatch(
			new RegExp(`^${event.candidate} \\+ 1 = ${event.candidate + 1} [✓✗]$`)
		);
	});

	it('shows the number a backtrack takes off', () => {
		const moment = momentOf(8, (e) => e.kind === 'backtrack');
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		expect(slot(event.point + 1)).toHaveAccessibleName(
			new RegExp(`empty, ${event.candidate} just removed$`)
		);
		expect(container.querySelector('.leaving')?.textContent).toBe(String(event.candidate));
		expect(container.querySelector('.leaving')).toHaveAttribute('display', 'inline');
	});

	it('keeps its marks from a try to a placement and a backtrack, hiding the ones a step does not have', async () => {
		const tried = momentOf(8, (e) => e.kind === 'try' && e.point >= 2);
		const placed = momentOf(8, (e) => e.kind === 'place' && e.step > tried.event!.step);
		const back = momentOf(8, (e) => e.kind === 'backtrack');
		const { container, rerender } = show(tried);
		expect(shownMarks(container)).toEqual(['candidate']);
		await expectMarksKept(container, 3, [
			async () => {
				await rerender({ ...placed });
				expect(shownMarks(container)).toEqual(['entering']);
			},
			async () => {
				await rerender({ ...back });
				expect(shownMarks(container)).toEqual(['leaving']);
			},
			() => rerender({ ...tried })
		]);
		expect(shownMarks(container)).toEqual(['candidate']);
	});

	it('adds a heat halo to the slots tried, with a legend, when asked', async () => {
		const moment = momentOf(8, (e) => e.step === 120);
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
