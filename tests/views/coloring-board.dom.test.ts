// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent, TryEvent } from '../../src/engine/events';
import Board from '../../src/puzzles/coloring/Board.svelte';
import Editor from '../../src/puzzles/coloring/Editor.svelte';
import type { ColoringBoard } from '../../src/puzzles/coloring/model';
import { parseGraph } from '../../src/puzzles/coloring/parser';
import { ColoringProblem } from '../../src/puzzles/coloring/problem';
import { AUSTRALIA, PETERSEN } from '../../src/puzzles/coloring/samples';
import { expectMarksKept, shownMarks } from './board-marks';

/** A colouring search of a sample (all colourings) stopped at the first event `stop` accepts. */
function momentOf(
	text: string,
	colors: number,
	stop: (event: SearchEvent, engine: SearchEngine) => boolean
) {
	const read = parseGraph(text);
	if (!read.ok) throw new Error(read.error.message.en);
	const problem = new ColoringProblem(read.value, colors);
	const engine = new SearchEngine(problem, { mode: 'all' });
	while (!engine.finished) {
		engine.step();
		if (stop(engine.event() as SearchEvent, engine)) break;
	}
	return { board: problem.board(), event: engine.event(), heat: engine.heatMap() };
}

function show(
	moment: { board: ColoringBoard; event: SearchEvent | null; heat: number[] },
	lang: 'en' | 'zh' = 'en',
	showHeat = false
) {
	return render(Board, { props: { ...moment, showHeat, motion: false, lang } });
}

const vertex = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name}: `) });

/** The centre of a vertex's disc. */
function centre(container: HTMLElement, name: string) {
	const cell = container.querySelector(`[aria-label^="${name}: "] circle.disc`);
	return { x: Number(cell?.getAttribute('cx')), y: Number(cell?.getAttribute('cy')) };
}

afterEach(cleanup);

describe('the graph colouring board', () => {
	it('shows every vertex with its colour, and counts them', () => {
		const moment = momentOf(AUSTRALIA, 3, (e) => e.kind === 'place' && e.depth === 2);
		const { container } = show(moment);
		expect(
			screen.getByRole('table', {
				name: 'Graph colouring: 7 vertices, 9 edges, 3 colours, 3 coloured'
			})
		).toBeVisible();
		// The vertices: the row holding the colour key is a cell named only by its note.
		expect(
			screen.getAllByRole('cell').filter((cell) => cell.hasAttribute('aria-label'))
		).toHaveLength(7);
		expect(vertex('WA')).toHaveAccessibleName('WA: colour 1 (blue)');
		expect(vertex('NT')).toHaveAccessibleName('NT: colour 2 (green)');
		expect(vertex('SA')).toHaveAccessibleName('SA: colour 3 (yellow)');
		expect(vertex('T')).toHaveAccessibleName('T: no colour');
		expect(container.querySelectorAll('line.edge')).toHaveLength(9);
		expect(
			screen.getByRole('note', {
				name: 'Colours: colour 1 (blue), colour 2 (green), colour 3 (yellow)'
			})
		).toBeVisible();
	});

	it('draws the clashing edge from the tried vertex to the neighbour that has the colour', () => {
		const moment = momentOf(
			AUSTRALIA,
			3,
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.point === 2
		);
		const { container } = show(moment);
		const event = moment.event as TryEvent & { verdict: 'conflict' };
		expect(event.conflict).toEqual([{ reason: 'neighbour', point: 0 }]);
		expect(vertex('SA')).toHaveAccessibleName(
			'SA: no colour, trying colour 1 (blue), neighbour WA has it'
		);
		expect(vertex('WA')).toHaveAccessibleName('WA: colour 1 (blue), has the colour being tried');
		const lines = [...container.querySelectorAll('line.clash')];
		expect(lines).toHaveLength(1);
		// The clash runs along the edge WA–SA: its ends lie on the segment between their centres.
		const wa = centre(container, 'WA');
		const sa = centre(container, 'SA');
		for (const [x, y] of [
			['x1', 'y1'],
			['x2', 'y2']
		]) {
			const px = Number(lines[0].getAttribute(x));
			const py = Number(lines[0].getAttribute(y));
			const cross = (sa.x - wa.x) * (py - wa.y) - (sa.y - wa.y) * (px - wa.x);
			expect(Math.abs(cross) / Math.hypot(sa.x - wa.x, sa.y - wa.y)).toBeLessThan(1e-6);
		}
	});

	it('draws one clashing edge per neighbour when two have the colour', () => {
		const moment = momentOf(
			PETERSEN,
			3,
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict.length === 2
		);
		const { container } = show(moment);
		expect(container.querySelectorAll('line.clash')).toHaveLength(2);
		expect(container.querySelectorAll('.clashing')).toHaveLength(2);
	});

	it('marks a colour that fits, and the colour a backtrack takes off', () => {
		show(momentOf(AUSTRALIA, 3, (e) => e.kind === 'try' && e.verdict === 'ok' && e.point === 1));
		expect(vertex('NT')).toHaveAccessibleName('NT: no colour, trying colour 2 (green), it fits');
		cleanup();
		const moment = momentOf(AUSTRALIA, 3, (e) => e.kind === 'backtrack');
		const { container } = show(moment);
		const event = moment.event as Extract<SearchEvent, { kind: 'backtrack' }>;
		const name = moment.board.names[event.point];
		expect(vertex(name)).toHaveAccessibleName(`${name}: no colour, colour just taken off`);
		expect(container.querySelector('.leaving')).toHaveAttribute('display', 'inline');
	});

	it('keeps its marks from a refused try to a backtrack and back, hiding the ones a step does not have', async () => {
		const refused = momentOf(AUSTRALIA, 3, (e) => e.kind === 'try' && e.verdict === 'conflict');
		const back = momentOf(AUSTRALIA, 3, (e) => e.kind === 'backtrack');
		const clashes = (refused.event as TryEvent & { verdict: 'conflict' }).conflict.length;
		const { container, rerender } = show(refused);
		// A line and a ring for each clash, the colour tried and the ring round its vertex.
		const refusedMarks = [
			...Array.from({ length: clashes }, () => ['clash', 'clash-ring']).flat(),
			'candidate',
			'tried-ring'
		];
		expect(shownMarks(container)).toEqual(refusedMarks);
		await expectMarksKept(container, 4, [
			async () => {
				await rerender({ ...back });
				expect(shownMarks(container)).toEqual(['leaving', 'left-ring']);
			},
			() => rerender({ ...refused })
		]);
		expect(shownMarks(container)).toEqual(refusedMarks);
	});

	it('says solved when every vertex has a colour, in Chinese too', () => {
		const moment = momentOf(
			AUSTRALIA,
			3,
			(e, engine) => e.kind === 'solution' && engine.solutions === 18
		);
		show(moment, 'zh');
		expect(
			screen.getByRole('table', { name: '图着色：7 个顶点，9 条边，3 种颜色，已涂 7 个，已解出' })
		).toBeVisible();
		expect(vertex('T')).toHaveAccessibleName(/^T: 颜色 \d（.）$/);
	});

	it('overlays how often each vertex was tried when the heat map is on', async () => {
		const moment = momentOf(PETERSEN, 3, (e) => e.step === 400);
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

describe('the graph colouring editor', () => {
	const text = '# map\nWA NT\nNT SA\nT';

	function edit() {
		const onedit = vi.fn<(input: string) => void>();
		render(Editor, { props: { input: text, options: {}, errorPoints: [], lang: 'en', onedit } });
		return onedit;
	}

	it('joins two vertices chosen one after the other, and parts them again', async () => {
		const onedit = edit();
		await fireEvent.click(screen.getByRole('button', { name: 'WA, 1 neighbour' }));
		expect(screen.getByRole('button', { name: 'WA, 1 neighbour' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await fireEvent.click(screen.getByRole('button', { name: 'SA, 1 neighbour' }));
		expect(onedit).toHaveBeenLastCalledWith('# map\nWA NT\nNT SA\nT\nWA SA');
		await fireEvent.keyDown(screen.getByRole('button', { name: 'NT, 2 neighbours' }), {
			key: 'Enter'
		});
		await fireEvent.keyDown(screen.getByRole('button', { name: 'WA, 1 neighbour' }), {
			key: ' '
		});
		expect(onedit).toHaveBeenLastCalledWith('# map\nNT SA\nT\nWA');
	});

	it('adds a vertex by name, refusing a name already used', async () => {
		const onedit = edit();
		const name = screen.getByRole('textbox', { name: 'New vertex' });
		await fireEvent.input(name, { target: { value: 'WA' } });
		expect(screen.getByRole('status')).toHaveTextContent('WA is already a vertex.');
		expect(screen.getByRole('button', { name: 'Add vertex' })).toBeDisabled();
		await fireEvent.input(name, { target: { value: 'V' } });
		await fireEvent.click(screen.getByRole('button', { name: 'Add vertex' }));
		expect(onedit).toHaveBeenLastCalledWith('# map\nWA NT\nNT SA\nT\nV');
	});

	it('makes a complete graph or a cycle of n vertices', async () => {
		const onedit = edit();
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'n' }), {
			target: { value: '4' }
		});
		await fireEvent.click(screen.getByRole('button', { name: 'Complete graph Kn' }));
		expect(onedit).toHaveBeenLastCalledWith('v1 v2\nv1 v3\nv1 v4\nv2 v3\nv2 v4\nv3 v4');
		await fireEvent.click(screen.getByRole('button', { name: 'Cycle Cn' }));
		expect(onedit).toHaveBeenLastCalledWith('v1 v2\nv2 v3\nv3 v4\nv4 v1');
	});
});
