import { describe, expect, it } from 'vitest';
import {
	drawingSpans,
	firstRowInSight,
	levelsInView,
	viewEdges
} from '../../src/app/panels/tree-fit';
import { nodeReach } from '../../src/app/panels/tree-labels';
import { layoutTree, TREE_ROW } from '../../src/app/panels/tree-layout';
import type { View } from '../../src/app/panels/tree-zoom';
import { DEFAULT_MAX_LEVELS, searchTree, type SearchTree } from '../../src/timeline/tree';
import { indexedTimeline, randomSteps } from '../timeline/searches';

/** Each tree's layout, made once: the same tree is looked at through many views. */
const layouts = new WeakMap<SearchTree, ReturnType<typeof layoutTree>>();
function laidOut(tree: SearchTree): ReturnType<typeof layoutTree> {
	let layout = layouts.get(tree);
	if (layout === undefined) layouts.set(tree, (layout = layoutTree(tree)));
	return layout;
}

/**
 * What a view of `width` by `height` drawing units shows of a tree, as SearchTree.svelte places
 * it: its edges, and every node, edge and level label inside it, measured from the current node.
 */
function picture(tree: SearchTree, view: View, width: number, height: number) {
	const layout = laidOut(tree);
	const { focus } = layout;
	const innermost = tree.calls.at(-1)?.level ?? 0;
	const spans = drawingSpans(
		layout.nodes,
		focus,
		firstRowInSight(innermost, levelsInView(view, height))
	);
	const { left, top } = viewEdges(spans, view, width, height);
	// The box in the drawing's units, from the current node.
	const box = {
		left: (left - view.x) / view.k,
		top: (top - view.y) / view.k,
		right: (left + width - view.x) / view.k,
		bottom: (top + height - view.y) / view.k
	};
	const inside = (x1: number, y1: number, x2: number, y2: number) =>
		x2 > box.left && x1 < box.right && y2 > box.top && y1 < box.bottom;
	const nodes = layout.nodes.flatMap((node) => {
		const { above, below, side } = nodeReach(node);
		const x = node.x - focus.x;
		const y = node.y - focus.y;
		return inside(x - side, y - above, x + side, y + below)
			? [`${node.key} ${node.kind} ${x},${y}${node.current ? ' current' : ''}`]
			: [];
	});
	const edges = layout.edges.flatMap((edge) => {
		const [x1, x2] = [edge.x1 - focus.x, edge.x2 - focus.x].sort((a, b) => a - b);
		const [y1, y2] = [edge.y1 - focus.y, edge.y2 - focus.y].sort((a, b) => a - b);
		return inside(x1 - 2, y1 - 2, x2 + 2, y2 + 2)
			? [
					`${edge.key} ${x1},${y1} ${x2},${y2}${edge.onPath ? ' path' : ''}${edge.stub ? ' stub' : ''}`
				]
			: [];
	});
	const rows = layout.rows
		.map((row) => ({ point: row.point, y: row.y - focus.y }))
		.filter((row) => row.y > box.top && row.y < box.bottom);
	return { left, top, nodes: nodes.sort(), edges: edges.sort(), rows };
}

describe('The search tree asked for while playing fast, only the levels the view shows', () => {
	const timeline = indexedTimeline('nyoj');

	it('is as many levels as the view is tall in rows, and three more; more zoomed out or panned down', () => {
		const home = { k: 1, x: 0, y: 0 };
		expect(levelsInView(home, 420)).toBe(Math.ceil(420 / TREE_ROW) + 3);
		expect(levelsInView({ ...home, k: 0.5 }, 420)).toBe(Math.ceil(840 / TREE_ROW) + 3);
		expect(levelsInView({ ...home, y: 100 }, 420)).toBe(Math.ceil(520 / TREE_ROW) + 3);
		expect(levelsInView({ ...home, y: -100 }, 420)).toBe(levelsInView(home, 420));
	});

	it('draws the same picture as the full tree, in deep steps of the lesson sudoku, at any zoom, pan and size', () => {
		const views: View[] = [
			{ k: 1, x: 0, y: 0 },
			{ k: 0.6, x: 0, y: 0 },
			{ k: 0.3, x: 0, y: 0 },
			{ k: 2, x: 0, y: 0 },
			{ k: 1, x: 0, y: 60 },
			{ k: 0.8, x: -40, y: -30 }
		];
		const sizes = [
			[640, 420],
			[420, 260],
			[900, 520]
		] as const;
		let cut = 0;
		let compared = 0;
		for (const step of randomSteps(23, 400, timeline.length)) {
			const full = searchTree(timeline, step);
			// The tree of each count of levels, asked once a step (several views show as many).
			const nearTrees = new Map<number, SearchTree>();
			for (const view of views)
				for (const [width, height] of sizes) {
					const levels = Math.min(DEFAULT_MAX_LEVELS, levelsInView(view, height));
					let near = nearTrees.get(levels);
					if (near === undefined)
						nearTrees.set(levels, (near = searchTree(timeline, step, { maxLevels: levels })));
					if (near.firstLevel > full.firstLevel) cut++;
					const shown = picture(near, view, width, height);
					expect(shown).toEqual(picture(full, view, width, height));
					compared += shown.nodes.length;
				}
		}
		// The comparison means something: most trees were cut, and many nodes were in view.
		expect(cut).toBeGreaterThan(200);
		expect(compared).toBeGreaterThan(2000);
	});

	it('places the view by every node of a tree cut to the levels in view but its root, as by the same nodes of the full tree', () => {
		// Sorted: the two layouts list their nodes in different orders.
		const placing = (tree: SearchTree, levels: number) => {
			const layout = laidOut(tree);
			const spans = drawingSpans(
				layout.nodes,
				layout.focus,
				firstRowInSight(tree.calls.at(-1)?.level ?? 0, levels)
			);
			const sorted = (pairs: readonly (readonly [number, number])[] = []) =>
				pairs.map(([from, to]) => `${from},${to}`).sort();
			return { across: sorted(spans?.across), down: sorted(spans?.down), current: spans?.current };
		};
		let cut = 0;
		for (const step of randomSteps(29, 300, timeline.length)) {
			const full = searchTree(timeline, step);
			for (const levels of [6, 9, 12, 17]) {
				const near = searchTree(timeline, step, { maxLevels: levels });
				if (near.firstLevel === full.firstLevel) continue;
				cut++;
				const shown = placing(near, levels);
				// Of the cut tree, only its root (the count of the outer calls) is left out.
				expect(shown.across.length).toBe(laidOut(near).nodes.length - 1);
				expect(shown).toEqual(placing(full, levels));
			}
		}
		expect(cut).toBeGreaterThan(300);
	});
});
