import { describe, expect, it } from 'vitest';
import { clearEdges, drawingSpans, rootLift } from '../../src/app/panels/tree-fit';
import { nodeReach, NODE_RADIUS } from '../../src/app/panels/tree-labels';
import { TreeDrawing } from '../../src/app/panels/tree-layout';
import { searchTree } from '../../src/timeline/tree';
import { indexedTimeline } from '../timeline/searches';

/** A view 300 units tall whose current node (the origin) sits at 72% of its height. */
const box = { top: -216, height: 300 };
const HOME = { k: 1, x: 0, y: 0 };
/** The rows of a drawing: its root this far above the current node, its lowest node this far below. */
const rows = (above: number, below = 0) => ({ rootY: -above, lowestY: below, focusY: 0 });

describe('How much higher the search tree’s view goes to show its root whole (issue 21, item 11)', () => {
	it('is nothing when the root is already inside, with room for its marks', () => {
		expect(rootLift(rows(150), HOME, box, 26)).toBe(0);
	});

	it('is what the root needs when the lowest node keeps its room at the bottom', () => {
		// The root 220 units above the current node: its marks reach 246 up, 30 past the top.
		expect(rootLift(rows(220), HOME, box, 26)).toBe(30);
	});

	it('takes no more than the room under the lowest node, so nothing below is cut instead', () => {
		// 84 units under the current node, less its room: 58.
		expect(rootLift(rows(500), HOME, box, 26)).toBe(58);
		// Children 40 units down: 18 left.
		expect(rootLift(rows(500, 40), HOME, box, 26)).toBe(18);
		// Children already at the edge: none.
		expect(rootLift(rows(500, 76), HOME, box, 26)).toBe(0);
	});

	it('leaves a view the reader panned alone, and scales with the zoom', () => {
		expect(rootLift(rows(220), { k: 1, x: 0, y: 40 }, box, 26)).toBe(0);
		expect(rootLift(rows(220), { k: 0.5, x: 0, y: 0 }, box, 26)).toBe(0);
		expect(rootLift(rows(120), { k: 2, x: 0, y: 0 }, box, 26)).toBe(50);
	});
});

describe('The search tree’s view cuts no node at its edges (issue 21, item 11)', () => {
	/** Path nodes one row (76 units) apart from the current node up, each reaching 13 up and down. */
	const path = Array.from({ length: 12 }, (_, i): [number, number] => [-76 * i - 13, -76 * i + 13]);
	const CURRENT: [number, number] = [-19, 19];
	const ROW = 76;

	it('leaves a view whose edges fall between nodes where it is', () => {
		expect(clearEdges(path, -246, 300, 1, CURRENT, ROW)).toBe(-246);
	});

	it('goes to the nearest place that shows a cut node whole or leaves it out, with a little room', () => {
		// -220 cuts the node at -228 (its span is -241 to -215): -213 leaves it out, 7 away.
		expect(clearEdges(path, -220, 300, 1, CURRENT, ROW)).toBe(-213);
		// -238 cuts it too: -243 shows it whole, 5 away.
		expect(clearEdges(path, -238, 300, 1, CURRENT, ROW)).toBe(-243);
	});

	it('finds a place clear of nodes whose spans overlap, such as a badge over a conflict under it', () => {
		const spans: [number, number][] = [[-241, -195], [-200, -177], CURRENT];
		expect(clearEdges(spans, -220, 300, 1, CURRENT, ROW)).toBe(-243);
		expect(clearEdges(spans, -185, 300, 1, CURRENT, ROW)).toBe(-175);
	});

	it('shows whole a node past the current one that the far edge cuts, such as a subtree just taken back', () => {
		// A view 200 tall from -150 ends at 50, in a count badge that reaches 71 below.
		const spans: [number, number][] = [CURRENT, [25, 71]];
		expect(clearEdges(spans, -150, 200, 1, CURRENT, ROW)).toBe(-127);
	});

	it('finds the same places among hundreds of nodes, in whatever order the nodes come (a view zoomed out)', () => {
		// A dozen spans are sorted by insertion, hundreds by the typed array's sort: both agree.
		const long = Array.from({ length: 200 }, (_, i): [number, number] => [
			-76 * i - 13,
			-76 * i + 13
		]);
		for (const spans of [[...path].reverse(), long, [...long].reverse()]) {
			expect(clearEdges(spans, -246, 300, 1, CURRENT, ROW)).toBe(-246);
			expect(clearEdges(spans, -220, 300, 1, CURRENT, ROW)).toBe(-213);
			expect(clearEdges(spans, -238, 300, 1, CURRENT, ROW)).toBe(-243);
		}
	});

	it('counts the zoom', () => {
		expect(clearEdges(path, -110, 200, 0.5, CURRENT, ROW / 2)).toBe(-105.5);
	});

	it('stays where it is when no clear place is near or none keeps the current node whole', () => {
		expect(clearEdges(path, -220, 300, 1, CURRENT, 4)).toBe(-220);
		// A view 30 tall is smaller than the current node's halo: its top stays on the halo's.
		expect(clearEdges(path, -20, 30, 1, CURRENT, ROW)).toBe(-19);
	});

	it('takes each node’s reach from what is drawn: halo, star, count badge', () => {
		expect(nodeReach({ kind: 'open', current: false })).toEqual({
			above: NODE_RADIUS,
			below: NODE_RADIUS,
			side: NODE_RADIUS
		});
		expect(nodeReach({ kind: 'open', current: true })).toEqual({ above: 19, below: 19, side: 19 });
		const summary = { events: 40, tries: 10, solutions: 1, from: 3, to: 42 };
		expect(nodeReach({ kind: 'finished', current: false, summary })).toEqual({
			above: 19,
			below: 33,
			side: 20
		});
		expect(nodeReach({ kind: 'conflict', current: false }).below).toBeCloseTo(10.4);
		// The root's box is as wide as a node, and less tall.
		expect(nodeReach({ kind: 'root', current: false })).toEqual({
			above: NODE_RADIUS * 0.7,
			below: NODE_RADIUS * 0.7,
			side: NODE_RADIUS
		});
	});
});

describe('Where a drawing’s nodes reach, for the view to keep them whole', () => {
	it('finds the root of a drawing that leaves outer calls out, and measures every node from the current one', () => {
		// The lesson sudoku 500 steps in is deeper than a drawing holds: its rows start past 0.
		const tree = searchTree(indexedTimeline('nyoj'), 500);
		expect(tree.firstLevel).toBeGreaterThan(0);
		const { nodes, focus } = new TreeDrawing().layout(tree);
		const spans = drawingSpans(nodes, focus);
		if (spans === null) throw new Error('a drawing with a root has spans');
		const root = nodes.find((node) => node.kind === 'root');
		expect(root?.row).toBe(tree.firstLevel);
		expect(spans.rootY).toBe(root?.y);
		expect(spans.focusY).toBe(focus.y);
		expect(spans.lowestY).toBe(Math.max(...nodes.map((node) => node.y)));
		expect(spans.across).toHaveLength(nodes.length);
		const current = nodes.findIndex((node) => node.current);
		const { side, above, below } = nodeReach(nodes[current]);
		expect(spans.current).toEqual({ side, above, below });
		expect(spans.across[current]).toEqual([-side, side]);
		expect(spans.down[current]).toEqual([-above, below]);
		expect(drawingSpans([], focus)).toBeNull();
	});
});
