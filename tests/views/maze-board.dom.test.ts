// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import Board from '../../src/puzzles/maze/Board.svelte';
import { formatMaze } from '../../src/puzzles/maze/format';
import { generateMaze } from '../../src/puzzles/maze/generator';
import {
	neighbour,
	type Direction,
	type MazeBoard,
	type MazeMarking
} from '../../src/puzzles/maze/model';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { MazeProblem } from '../../src/puzzles/maze/problem';
import { fixture } from '../fixture';
import { expectMarksKept, shownMarks } from './board-marks';

const lesson = fixture('lesson_maze_10x10.txt');

/** A search of a maze (all paths, moves up, right, down, left as in the lesson) stopped where `stop` says. */
function momentOf(
	text: string,
	stop: (event: SearchEvent, engine: SearchEngine) => boolean,
	marking: MazeMarking = 'path'
) {
	const read = parseMaze(text);
	if (!read.ok) throw new Error(read.error.message.en);
	const problem = new MazeProblem(read.value, [0, 1, 2, 3], marking);
	const engine = new SearchEngine(problem, { mode: 'all' });
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, engine)) break;
	}
	return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
}

function show(
	moment: { board: MazeBoard; event: SearchEvent | null; heat: number[] },
	showHeat = false
) {
	return render(Board, { props: { ...moment, showHeat, motion: false, lang: 'en' } });
}

/** The cells (row * cols + column) an SVG path of runs covers: `M x y h w v h h -w z` per run. */
function cellsOf(d: string, board: MazeBoard, pad: number): Set<number> {
	const cells = new Set<number>();
	for (const [, x, y, w] of d.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)/g)) {
		const row = Math.round((Number(y) - pad) / 10);
		const first = Math.round((Number(x) - pad) / 10);
		for (let c = 0; c < Math.round(Number(w) / 10); c++) cells.add(row * board.cols + first + c);
	}
	return cells;
}

const padOf = (svg: Element) => Number(svg.querySelector('rect.open')?.getAttribute('x'));

afterEach(cleanup);

describe('the maze board', () => {
	it('names the lesson maze, its entry and exit, and draws the walls as one path', () => {
		const { container } = show(momentOf(lesson, () => true));
		const board = screen.getByRole('img', {
			name: /^Maze, 10 by 10; entry at row 1, column 1, exit at row 10, column 10; path of 1 cell/
		});
		const walls = cellsOf(
			board.querySelector('path.walls')?.getAttribute('d') ?? '',
			{ cols: 10 } as MazeBoard,
			padOf(board)
		);
		const expected = [...lesson.replace(/\s/g, '')].flatMap((ch, cell) =>
			ch === '1' ? [cell] : []
		);
		expect([...walls].sort((a, b) => a - b)).toEqual(expected);
		expect(container.querySelector('.entry text')?.textContent).toBe('S');
		expect(container.querySelector('.exit text')?.textContent).toBe('E');
	});

	it('draws the current path through the centres of its cells, in order', () => {
		const moment = momentOf(lesson, (e) => e.kind === 'place' && e.depth === 12);
		const { container } = show(moment);
		expect(moment.board.path).toHaveLength(14);
		expect(screen.getByRole('img', { name: /path of 14 cells/ })).toBeVisible();
		const points =
			container.querySelector('polyline.path')?.getAttribute('points')?.split(' ') ?? [];
		const pad = padOf(container.querySelector('svg') as Element);
		expect(points).toEqual(
			moment.board.path.map(
				(cell) => `${pad + (cell % 10) * 10 + 5},${pad + Math.floor(cell / 10) * 10 + 5}`
			)
		);
	});

	it('draws the cell a backtrack leaves as backed out, with the retreat from it', () => {
		const moment = momentOf(
			lesson,
			(e, engine) => e.kind === 'backtrack' && engine.backtracks === 5
		);
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		const left = neighbour(10, 10, event.point, event.candidate as Direction);
		const svg = container.querySelector('svg') as Element;
		const backedOut = cellsOf(
			svg.querySelector('path.backed-out')?.getAttribute('d') ?? '',
			moment.board,
			padOf(svg)
		);
		expect(backedOut.has(left)).toBe(true);
		expect(moment.board.path).not.toContain(left);
		const retreat = svg.querySelector('line.retreat');
		const pad = padOf(svg);
		expect(retreat?.getAttribute('x1')).toBe(String(pad + (left % 10) * 10 + 5));
		expect(retreat?.getAttribute('x2')).toBe(String(pad + (event.point % 10) * 10 + 5));
	});

	it('marks a move into a wall with a cross and says so', () => {
		const moment = momentOf(
			lesson,
			(e) =>
				e.kind === 'try' &&
				e.verdict === 'conflict' &&
				e.conflict[0].reason === 'wall' &&
				e.depth >= 3
		);
		const { container } = show(moment);
		expect(
			screen.getByRole('img', {
				name: /; trying to move (up|right|down|left) to row \d+, column \d+: a wall$/
			})
		).toBeVisible();
		expect(container.querySelector('path.cross')).toHaveAttribute('display', 'inline');
		expect(container.querySelector('line.try.conflict')).toHaveAttribute('display', 'inline');
	});

	it('keeps its marks from a try to a refused one and a backtrack, hiding the ones a step does not have', async () => {
		const tried = momentOf(lesson, (e) => e.kind === 'try' && e.verdict === 'ok' && e.depth >= 3);
		const refused = momentOf(lesson, (e) => e.kind === 'try' && e.verdict === 'conflict');
		const back = momentOf(lesson, (e) => e.kind === 'backtrack');
		const { container, rerender } = show(tried);
		expect(shownMarks(container)).toEqual(['try', 'target', 'head']);
		await expectMarksKept(container, 6, [
			async () => {
				await rerender({ ...refused });
				expect(shownMarks(container)).toEqual(['try', 'cross', 'head']);
			},
			async () => {
				await rerender({ ...back });
				expect(shownMarks(container)).toEqual(['left-ring', 'retreat', 'head']);
			},
			() => rerender({ ...tried })
		]);
		expect(shownMarks(container)).toEqual(['try', 'target', 'head']);
	});

	it('marks a move off the edge of the grid', () => {
		const moment = momentOf(
			lesson,
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'edge'
		);
		show(moment);
		expect(
			screen.getByRole('img', { name: /trying to move up: the edge of the maze$/ })
		).toBeVisible();
	});

	it('shows the path in the solution colour when it reaches the exit', () => {
		const moment = momentOf(lesson, (e) => e.kind === 'solution');
		const { container } = show(moment);
		expect(
			screen.getByRole('img', {
				name: /now at row 10, column 10; \d+ cells? backed out of; exit reached$/
			})
		).toBeVisible();
		expect(container.querySelector('svg')).toHaveClass('solved');
	});

	it('draws a 101 x 101 maze with a few dozen elements, not one per cell', async () => {
		const moment = momentOf(
			formatMaze(generateMaze(101, 101, 7)),
			(e) => e.step === 3000,
			'visited'
		);
		const { container } = show(moment, true);
		expect(moment.board.explored.filter(Boolean).length).toBeGreaterThan(300);
		expect(container.querySelectorAll('svg *').length).toBeLessThan(60);
		expect(container.querySelectorAll('path.heat').length).toBeGreaterThan(0);
		expect(
			await screen.findByRole('note', {
				name: `Heat: tries per cell, 0 to ${Math.max(...moment.heat)}`
			})
		).toBeVisible();
	});

	it('adds the heat map only when asked', () => {
		const moment = momentOf(lesson, (e) => e.step === 150);
		const { container, rerender } = show(moment);
		expect(container.querySelectorAll('path.heat')).toHaveLength(0);
		rerender({ showHeat: true });
		expect(container.querySelectorAll('path.heat').length).toBeGreaterThan(0);
	});
});
