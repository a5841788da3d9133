import { describe, expect, it } from 'vitest';
import { sameData } from '../../src/puzzles/kit/stable-list';
import { layoutTree, sameEdge, sameNode } from '../../src/app/panels/tree-layout';
import { searchTree } from '../../src/timeline/tree';
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
});

/** The first solution's step, late enough that the tree holds finished subtrees. */
function solutionStep(events: ReturnType<typeof eventList>): number {
	const step = events.findIndex((event) => event?.kind === 'solution');
	if (step < 0) throw new Error('no solution');
	return step;
}
