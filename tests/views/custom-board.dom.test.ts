// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import Board from '../../src/puzzles/custom/Board.svelte';
import type { CustomBoard, CustomView } from '../../src/puzzles/custom/model';

/** A student's board of 4 points with `view`, at the search's last step (nothing placed). */
function show(view: CustomView, lang: 'en' | 'zh' = 'en') {
	const board: CustomBoard = { puzzle: 'custom', placed: 0, points: 4, view };
	return render(Board, {
		props: { board, event: null, heat: [0, 0, 0, 0], showHeat: false, motion: false, lang }
	});
}

afterEach(cleanup);

describe('A student’s board whose view shows nothing at a step (issue 21, item 12)', () => {
	it.each([
		['a sequence of no items', { kind: 'sequence', items: [] }],
		['a grid of no rows', { kind: 'grid', rows: [] }],
		['a graph of no nodes', { kind: 'graph', nodes: [], edges: [] }]
	] as [string, CustomView][])('draws a framed box that says so, for %s', (_, view) => {
		const { container } = show(view);
		expect(container.querySelector('rect.nothing')).not.toBeNull();
		expect(screen.getByText('view(state) shows nothing at this step')).toBeTruthy();
	});

	it('says it in Chinese too, and draws the cells when there are some', () => {
		show({ kind: 'sequence', items: [] }, 'zh');
		expect(screen.getByText('这一步 view(state) 没有可显示的内容')).toBeTruthy();
		cleanup();
		const { container } = show({
			kind: 'sequence',
			items: [{ text: '1', point: 0, color: null }]
		});
		expect(container.querySelector('rect.nothing')).toBeNull();
		expect(container.querySelectorAll('[data-point]')).toHaveLength(1);
	});
});
