// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { expectMarksKept, shownMarks } from './board-marks';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent, TryEvent } from '../../src/engine/events';
import Board from '../../src/puzzles/knight/Board.svelte';
import {
	knightTarget,
	onwardMoves,
	type KnightBoard,
	type KnightOrder
} from '../../src/puzzles/knight/model';
import { KnightProblem } from '../../src/puzzles/knight/problem';

/** A tour search of n x n from `start` stopped at the first event `stop` accepts. */
function momentOf(
	n: number,
	start: number,
	stop: (event: SearchEvent, engine: SearchEngine) => boolean,
	order: KnightOrder = 'plain'
) {
	const problem = new KnightProblem({ size: n, start }, order);
	const engine = new SearchEngine(problem, { mode: 'all' });
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, engine)) break;
	}
	return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
}

function show(
	moment: { board: KnightBoard; event: SearchEvent | null; heat: number[] },
	showHeat = false,
	lang: 'en' | 'zh' = 'en'
) {
	return render(Board, { props: { ...moment, showHeat, motion: false, lang } });
}

const square = (n: number, index: number) =>
	screen.getByRole('cell', {
		name: new RegExp(`^Row ${Math.floor(index / n) + 1}, column ${(index % n) + 1}:`)
	});
/** The points of the drawn path, one per visited square. */
const pathPoints = (container: HTMLElement) =>
	(container.querySelector('polyline.path')?.getAttribute('points') ?? '')
		.split(' ')
		.filter(Boolean);

/** The onward counts a step shows (the hidden ones, `display="none"`, are kept for the next). */
const shownOnward = (container: HTMLElement) => [
	...container.querySelectorAll('g.onward:not([display="none"]) text')
];

/** The squares the knight on `path`'s last square can jump to that it has not visited, in the jumps' order, and the visited squares. */
function freeJumps(
	path: readonly number[],
	size: number
): { targets: number[]; visited: boolean[] } {
	const visited = new Array<boolean>(size * size).fill(false);
	for (const at of path) visited[at] = true;
	const targets = Array.from({ length: 8 }, (_, move) =>
		knightTarget(size, path[path.length - 1], move)
	).filter((target) => target >= 0 && !visited[target]);
	return { targets, visited };
}

afterEach(cleanup);

describe('the knight’s tour board', () => {
	it('numbers the visited squares in visiting order and puts the knight on the last', () => {
		const moment = momentOf(8, 0, (e) => e.kind === 'place' && e.depth === 9);
		const { container } = show(moment);
		const path = moment.board.path;
		expect(path).toHaveLength(11);
		const head = path[10];
		expect(
			screen.getByRole('table', {
				name: `Knight’s tour board, 8 by 8: 11 of 64 squares visited, knight on row ${Math.floor(head / 8) + 1}, column ${(head % 8) + 1}`
			})
		).toBeVisible();
		expect(screen.getAllByRole('cell')).toHaveLength(64);
		path.forEach((at, index) =>
			expect(square(8, at)).toHaveAccessibleName(new RegExp(`: move ${index + 1}\\b`))
		);
		expect(square(8, 0)).toHaveAccessibleName(/move 1, start/);
		expect(square(8, head)).toHaveAccessibleName(/move 11, the knight is here/);
		expect(screen.getAllByRole('cell', { name: /not visited/ })).toHaveLength(53);
		expect(pathPoints(container)).toHaveLength(11);
		// Every square but the knight's shows its number; the knight's square shows it in a corner.
		expect(
			[...container.querySelectorAll('text.number:not([display="none"])')].map((t) => t.textContent)
		).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
		expect(container.querySelector('text.head-number')?.textContent).toBe('11');
	});

	it('draws the path one jump shorter on a backtrack, and marks the square taken back', () => {
		const moment = momentOf(5, 0, (e) => e.kind === 'backtrack' && e.depth >= 5);
		// The board is the one after the backtrack: one square fewer than before it.
		const before = moment.board.path.length + 1;
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		const left = knightTarget(5, event.point, event.candidate);
		expect(pathPoints(container)).toHaveLength(before - 1);
		expect(square(5, left)).toHaveAccessibleName(/not visited, just taken back/);
		expect(container.querySelector('line.retreat')).toHaveAttribute('display', 'inline');
		expect(container.querySelector('text.number.leaving')?.textContent).toBe(String(before));
		expect(square(5, event.point)).toHaveAccessibleName(/the knight is here/);
	});

	it('keeps its marks from a try to a placement and a backtrack, hiding the ones a step does not have', async () => {
		const tried = momentOf(5, 0, (e) => e.kind === 'try' && e.verdict === 'ok' && e.depth >= 3);
		const placed = momentOf(5, 0, (e) => e.kind === 'place' && e.step > tried.event!.step);
		const back = momentOf(5, 0, (e) => e.kind === 'backtrack' && e.depth >= 5);
		const { container, rerender } = show(tried);
		expect(shownMarks(container)).toEqual(['try', 'target', 'knight-piece']);
		await expectMarksKept(container, 8, [
			async () => {
				await rerender({ ...placed });
				expect(shownMarks(container)).toEqual(['entering-jump', 'knight-piece']);
			},
			async () => {
				await rerender({ ...back });
				expect(shownMarks(container)).toEqual([
					'retreat',
					'bs-left-ring',
					'number',
					'knight-piece'
				]);
			},
			() => rerender({ ...tried })
		]);
		expect(shownMarks(container)).toEqual(['try', 'target', 'knight-piece']);
	});

	it('shows the visited square a refused jump lands on, with its number', () => {
		const moment = momentOf(
			5,
			0,
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.conflict[0].reason === 'visited' &&
				e.depth >= 3
		);
		const { container } = show(moment);
		const event = moment.event as TryEvent & { verdict: 'conflict' };
		const clash = event.conflict[0].point;
		expect(square(5, clash)).toHaveAccessibleName(
			new RegExp(`: move ${event.conflict[0].value}.*the tried jump lands here`)
		);
		expect(square(5, clash)).toHaveClass('conflict');
		expect(container.querySelector('line.try.conflict')).toHaveAttribute('display', 'inline');
		expect(container.querySelector('path.cross')).toHaveAttribute('display', 'inline');
		expect(container.querySelector('text.number.clash')?.textContent).toBe(
			String(event.conflict[0].value)
		);
	});

	it('points a jump off the board out past the frame, crossed out', () => {
		const moment = momentOf(
			5,
			0,
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'edge'
		);
		const { container } = show(moment);
		const line = container.querySelector('line.try.conflict') as SVGLineElement;
		const frame = container.querySelector('rect.frame') as SVGRectElement;
		const [x2, y2] = [Number(line.getAttribute('x2')), Number(line.getAttribute('y2'))];
		const [left, top] = [Number(frame.getAttribute('x')), Number(frame.getAttribute('y'))];
		const side = Number(frame.getAttribute('width'));
		const outside = x2 < left || x2 > left + side || y2 < top || y2 > top + side;
		expect(outside).toBe(true);
		const [width, height] = (container.querySelector('svg')?.getAttribute('viewBox') ?? '')
			.split(' ')
			.slice(2)
			.map(Number);
		expect(x2 >= 0 && x2 <= width && y2 >= 0 && y2 <= height).toBe(true);
		expect(container.querySelector('path.cross')).toHaveAttribute('display', 'inline');
	});

	it('rings the free square a jump is tried on', () => {
		const moment = momentOf(6, 0, (e) => e.kind === 'try' && e.verdict === 'ok' && e.depth === 4);
		const { container } = show(moment);
		const event = moment.event as TryEvent;
		const target = knightTarget(6, event.point, event.candidate);
		expect(square(6, target)).toHaveAccessibleName(/not visited, trying, free/);
		expect(square(6, target)).toHaveClass('tried');
		expect(container.querySelector('rect.target')).toHaveAttribute('display', 'inline');
	});

	it('shows Warnsdorff’s onward counts on the squares the knight can jump to', () => {
		const moment = momentOf(8, 0, (e) => e.kind === 'place' && e.depth === 20, 'warnsdorff');
		const { container } = show(moment);
		const { targets, visited } = freeJumps(moment.board.path, 8);
		const expected: string[] = [];
		for (const target of targets) {
			const count = onwardMoves(8, visited, target);
			expected.push(String(count));
			expect(square(8, target)).toHaveAccessibleName(new RegExp(`, ${count} onward$`));
		}
		expect(expected.length).toBeGreaterThan(0);
		expect(shownOnward(container).map((count) => count.textContent)).toEqual(expected);
		// The plain order shows no counts.
		cleanup();
		const plain = show(momentOf(8, 0, (e) => e.kind === 'place' && e.depth === 20));
		expect(shownOnward(plain.container)).toHaveLength(0);
	});

	it('keeps the onward counts from step to step, each drawn on its square, and makes no elements for them', async () => {
		const first = momentOf(8, 0, (e) => e.kind === 'place' && e.depth === 20, 'warnsdorff');
		const next = momentOf(8, 0, (e) => e.kind === 'place' && e.depth === 21, 'warnsdorff');
		const { container, rerender } = show(first);
		const groups = [...container.querySelectorAll('g.onward')];
		expect(groups).toHaveLength(8);
		for (const moment of [next, first]) {
			await rerender({ board: moment.board, event: moment.event });
			const after = [...container.querySelectorAll('g.onward')];
			expect(after.map((group, i) => group === groups[i])).toEqual(groups.map(() => true));
			const { targets } = freeJumps(moment.board.path, moment.board.size);
			expect(targets.length).toBeGreaterThan(0);
			// Each count stands in the middle of its square, whose cell draws it as a rect.
			const centre = (target: number) => {
				const rect = square(8, target).querySelector('rect') as SVGRectElement;
				const half = Number(rect.getAttribute('width')) / 2;
				return [Number(rect.getAttribute('x')) + half, Number(rect.getAttribute('y')) + half];
			};
			expect(
				shownOnward(container).map((count) => [
					Number(count.getAttribute('x')),
					Number(count.getAttribute('y'))
				])
			).toEqual(targets.map(centre));
		}
	});

	it('marks a complete tour', () => {
		const problem = new KnightProblem({ size: 5, start: 0 });
		const engine = new SearchEngine(problem, { mode: 'first' });
		// Straight to the first tour, without an event object per step.
		engine.run(1 << 24, true);
		const { container } = show({
			board: problem.board(),
			event: engine.event(),
			heat: engine.heatMap()
		});
		expect(
			screen.getByRole('table', { name: /25 of 25 squares visited.*, tour complete$/ })
		).toBeVisible();
		expect(container.querySelector('svg')).toHaveClass('complete');
	});

	it('overlays how often each square was tried when the heat map is on, and speaks Chinese', async () => {
		const moment = momentOf(5, 0, (e) => e.step === 400);
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
		rerender({ lang: 'zh' });
		expect(
			screen.getByRole('table', {
				name: /^马踏棋盘，5×5：走过 \d+ \/ 25 格，马在第 \d 行第 \d 列$/
			})
		).toBeVisible();
		expect(screen.getByRole('cell', { name: /^第 1 行第 1 列：第 1 步，起点/ })).toBeVisible();
	});
});
