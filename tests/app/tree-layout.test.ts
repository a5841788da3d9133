import { describe, expect, it } from 'vitest';
import { sameData } from '../../src/puzzles/kit/stable-list';
import {
	layoutTree,
	partInBox,
	sameEdge,
	sameNode,
	TREE_COLUMN,
	TreeDrawing
} from '../../src/app/panels/tree-layout';
import { searchTree } from '../../src/timeline/tree';
import { median } from '../puzzles/step-views';
import { eventList, indexedTimeline, randomSteps } from '../timeline/searches';

describe('laying the tree out for drawing', () => {
	const timeline = indexedTimeline('queens6All');
	const events = eventList('queens6All');

	it('hangs every node from a drawn parent, runs the current path down one chain and centres on the current step', () => {
		for (const step of randomSteps(11, 30, timeline.length)) {
			const tree = searchTree(timeline, step);
			const layout = layoutTree(tree);
			const byKey = new Map(layout.nodes.map((node) => [node.key, node]));
			expect(byKey.size).toBe(layout.nodes.length);
			for (const node of layout.nodes.slice(1)) expect(byKey.has(node.parent)).toBe(true);
			const path = layout.nodes.filter((node) => node.kind === 'open');
			path.slice(1).forEach((node, i) => expect(node.parent).toBe(path[i].key));
			const current = layout.nodes.filter((node) => node.current);
			const event = events[step];
			if (event !== null && event.kind !== 'done') {
				expect(current).toHaveLength(1);
				expect(layout.focus).toEqual({ x: current[0].x, y: current[0].y });
				expect(current[0].step).toBe(
					event.kind === 'backtrack'
						? timeline.find(step, { type: 'previousAtDepth', maxDepth: event.depth })
						: step
				);
			}
		}
	});

	it('gives every node one shape, the same fields in the same order, whatever its kind', () => {
		// One shape keeps the layout's property reads monomorphic: built by spreads, nodes of many
		// shapes took 0.3-0.5 ms a tree of 66 nodes against about 0.05 (BENCHMARKS.md).
		const shapes = new Set<string>();
		const kinds = new Set<string>();
		for (const step of randomSteps(13, 40, timeline.length)) {
			for (const node of layoutTree(searchTree(timeline, step)).nodes) {
				shapes.add(Object.keys(node).join());
				kinds.add(node.kind);
			}
		}
		expect(kinds.size).toBeGreaterThanOrEqual(5);
		expect([...shapes]).toHaveLength(1);
	});

	it('compares nodes and edges as the generic comparison does, on the layouts of consecutive steps', () => {
		let same = 0;
		let differ = 0;
		let before = layoutTree(searchTree(timeline, 0));
		for (let step = 1; step < 600; step++) {
			const after = layoutTree(searchTree(timeline, step));
			const nodes = new Map(before.nodes.map((node) => [node.key, node]));
			const edges = new Map(before.edges.map((edge) => [edge.key, edge]));
			for (const node of after.nodes) {
				const old = nodes.get(node.key);
				if (old === undefined) continue;
				expect(sameNode(old, node)).toBe(sameData(old, node));
				if (sameNode(old, node)) same++;
				else differ++;
			}
			for (const edge of after.edges) {
				const old = edges.get(edge.key);
				if (old !== undefined) expect(sameEdge(old, edge)).toBe(sameData(old, edge));
			}
			before = after;
		}
		expect(same).toBeGreaterThan(0);
		expect(differ).toBeGreaterThan(0);
	});

	it('notices a change in any one field of a node or an edge', () => {
		/** The value with one field changed: another number, string, truth or summary. */
		const changed = (value: unknown): unknown => {
			if (typeof value === 'number') return value + 1;
			if (typeof value === 'string') return `${value}!`;
			if (typeof value === 'boolean') return !value;
			if (value === null || value === undefined) return 0;
			return { ...(value as object), events: -1 };
		};
		const layout = layoutTree(searchTree(timeline, solutionStep(events)));
		const finished = layout.nodes.find((node) => node.summary !== undefined);
		if (finished === undefined) throw new Error('no finished subtree drawn');
		for (const node of [finished, ...layout.nodes.slice(0, 3)])
			for (const key of Object.keys(node))
				expect(sameNode(node, { ...node, [key]: changed(node[key as keyof typeof node]) })).toBe(
					false
				);
		for (const key of Object.keys(finished.summary ?? {}))
			expect(
				sameNode(finished, { ...finished, summary: { ...finished.summary!, [key]: -1 } })
			).toBe(false);
		const edge = layout.edges[0];
		for (const key of Object.keys(edge))
			expect(sameEdge(edge, { ...edge, [key]: changed(edge[key as keyof typeof edge]) })).toBe(
				false
			);
	});

	it('draws the nodes and edges that reach into the view, and the tab stop wherever it is', () => {
		// A box of a laptop's tree panel, in drawing units, somewhere around the current node.
		const margin = 2 * TREE_COLUMN;
		for (const step of randomSteps(17, 30, timeline.length)) {
			const layout = layoutTree(searchTree(timeline, step));
			const { x, y } = layout.focus;
			const box = [x - 300, y - 250, x + 200, y + 100] as const;
			const far = layout.nodes.find(
				(node) => node.x < box[0] - margin || node.x > box[2] + margin || node.y < box[1] - margin
			);
			const part = partInBox(layout, box, far?.key ?? null);
			const near = (a: number, b: number, low: number, high: number) =>
				Math.max(a, b) > low - margin && Math.min(a, b) < high + margin;
			expect(part.nodes).toEqual(
				layout.nodes.filter(
					(node) =>
						node === far ||
						(near(node.x, node.x, box[0], box[2]) && near(node.y, node.y, box[1], box[3]))
				)
			);
			expect(part.edges).toEqual(
				layout.edges.filter(
					(edge) => near(edge.x1, edge.x2, box[0], box[2]) && near(edge.y1, edge.y2, box[1], box[3])
				)
			);
			// The view's own node is always among them.
			expect(part.nodes.some((node) => node.x === x && node.y === y)).toBe(true);
			if (far !== undefined) expect(part.nodes).toContain(far);
		}
		// Most of a big tree (the lesson sudoku's, 400 steps in) lies outside a laptop's panel.
		const big = layoutTree(searchTree(indexedTimeline('nyoj'), 400));
		const { x, y } = big.focus;
		expect(partInBox(big, [x - 300, y - 250, x + 200, y + 100], null).nodes.length).toBeLessThan(
			big.nodes.length / 2
		);
	});
});

describe('drawing the tree step after step', () => {
	it('keeps the nodes where they were while outer calls come into the drawing and leave it', () => {
		// The lesson sudoku goes more levels deep than a drawing holds (24) after about 390 steps;
		// from then on, each step a level deeper or back changes which outer calls are drawn. Every
		// other step, as playback at 60 steps a second draws the tree.
		const timeline = indexedTimeline('nyoj');
		const drawing = new TreeDrawing();
		let firstLevel = searchTree(timeline, 380).firstLevel;
		drawing.layout(searchTree(timeline, 380));
		const changed: number[] = [];
		const drawn: number[] = [];
		for (let step = 382; step <= 2400; step += 2) {
			const tree = searchTree(timeline, step);
			const laid = layoutTree(tree);
			const layout = drawing.layout(tree);
			// The same drawing, moved across as a whole: the view follows the current node, so
			// nothing on screen moves.
			const dx = layout.nodes[0].x - laid.nodes[0].x;
			expect(layout.nodes.map((node) => [node.key, node.x - dx, node.y, node.row])).toEqual(
				laid.nodes.map((node) => [node.key, node.x, node.y, node.row])
			);
			expect(layout.edges.map((edge) => [edge.key, edge.x1 - dx, edge.x2 - dx, edge.y1])).toEqual(
				laid.edges.map((edge) => [edge.key, edge.x1, edge.x2, edge.y1])
			);
			expect(layout.focus).toEqual({ x: laid.focus.x + dx, y: laid.focus.y });
			if (tree.firstLevel !== firstLevel) {
				changed.push(drawing.changedNodes);
				drawn.push(layout.nodes.length);
			}
			firstLevel = tree.firstLevel;
		}
		// Before, such a step moved every node of the drawing (about 130), and each was drawn again;
		// now about 11: the rows the steps changed.
		expect(changed.length).toBeGreaterThan(50);
		expect(median(changed)).toBeLessThanOrEqual(median(drawn) / 8);
	});

	it('moves a layout no further across than it is told, and draws it where it was put past that', () => {
		// The moves add up over a long search; past the bound a layout is drawn as laid out.
		const timeline = indexedTimeline('nyoj');
		const maxShift = 200;
		const drawing = new TreeDrawing(maxShift);
		const shifts = new Set<number>();
		for (let step = 380; step <= 2400; step += 2) {
			const tree = searchTree(timeline, step);
			const shift = drawing.layout(tree).nodes[0].x - layoutTree(tree).nodes[0].x;
			expect(Math.abs(shift)).toBeLessThanOrEqual(maxShift);
			shifts.add(shift);
		}
		// Both happen in these steps: moved (within the bound), and put back.
		expect([...shifts].some((shift) => shift !== 0)).toBe(true);
		expect(shifts.has(0)).toBe(true);
	});
});

/** The first solution's step, late enough that the tree holds finished subtrees. */
function solutionStep(events: ReturnType<typeof eventList>): number {
	const step = events.findIndex((event) => event?.kind === 'solution');
	if (step < 0) throw new Error('no solution');
	return step;
}
