/**
 * Where the search tree's view sits so that no node is cut at its edges: worked out on every step
 * of the first screen (SearchTree.svelte), unlike the keys (tree-keys.ts), loaded on first use.
 */
import { rootLevelOfCut } from '../../timeline/tree';
import { NODE_RADIUS, nodeReach, type NodeReach } from './tree-labels';
import { TREE_COLUMN, TREE_ROW, type TreeNode } from './tree-layout';
import type { View } from './tree-zoom';

/** One press of a zoom key or button. */
export const ZOOM_STEP = 1.25;

/**
 * Where the current node sits in the view, as shares of its width and height: right of the
 * middle and low, since a call's older children spread to the left of the newest and the path
 * runs down to it from above.
 */
const FOCUS_X = 0.62;
const FOCUS_Y = 0.72;
/** Room kept under the lowest node when the view is lifted for the root: a finished node's count badge reaches 20 units under its circle. */
const LIFT_MARGIN = NODE_RADIUS + 24;

/**
 * The visible box's left and top edges, in the units of the drawing's frame, whose origin is the
 * current node: it sits at the focus shares of a `width` by `height` view, the view is lifted
 * while it fits so that the root is whole (rootLift), and unless the reader has panned, its
 * edges go where they cut no node (clearEdges).
 */
export function viewEdges(
	spans: DrawingSpans | null,
	view: View,
	width: number,
	height: number
): { readonly left: number; readonly top: number } {
	const left = -width * FOCUS_X;
	const top = -height * FOCUS_Y;
	if (spans === null) return { left, top };
	const lifted = top - rootLift(spans, view, { top, height }, LIFT_MARGIN);
	if (view.x !== 0 || view.y !== 0) return { left, top: lifted };
	const { side, above, below } = spans.current;
	return {
		left: clearEdges(spans.across, left, width, view.k, [-side, side], TREE_COLUMN * view.k),
		top: clearEdges(spans.down, lifted, height, view.k, [-above, below], TREE_ROW * view.k)
	};
}

/**
 * How much higher the view's top goes so the root is not cut at its top edge (a shallow tree
 * under a projector's large type lost half its root): as much as the root needs, out of the room
 * the view has under its lowest node (which keeps `margin` to the bottom edge, so no node below
 * is cut instead). `top` and `height`: the view as it would be; `rootY`, `lowestY` and `focusY`:
 * the rows of the root, the lowest node and the current node in the drawing. Nothing once the
 * reader has panned up or down: the view is theirs then.
 */
export function rootLift(
	rows: { readonly rootY: number; readonly lowestY: number; readonly focusY: number },
	view: View,
	box: { readonly top: number; readonly height: number },
	margin: number
): number {
	if (view.y !== 0) return 0;
	const need = box.top - (view.k * (rows.rootY - rows.focusY) - margin);
	const room = box.top + box.height - (view.k * (rows.lowestY - rows.focusY) + margin);
	return Math.max(0, Math.min(need, room));
}

/** Where a drawing's nodes reach, for {@link rootLift} and {@link clearEdges}. */
export interface DrawingSpans {
	/** The rows of the root, of the lowest node and of the current node. */
	readonly rootY: number;
	readonly lowestY: number;
	readonly focusY: number;
	/** Each node's [from, to] across and down, in drawing units from the current node. */
	readonly across: readonly (readonly [number, number])[];
	readonly down: readonly (readonly [number, number])[];
	/** How far the current node's own drawing reaches. */
	readonly current: NodeReach;
}

/**
 * Where the nodes of a drawing reach, from the current node at `focus`; null without a root. The
 * root is found by its kind: rows are numbered by level, and a drawing that leaves outer calls
 * out has no row 0. Nodes on rows before `fromRow`, out of the view's sight (levelsInView), are
 * left out of `across` and `down`.
 */
export function drawingSpans(
	nodes: readonly TreeNode[],
	focus: { readonly x: number; readonly y: number },
	fromRow = -Infinity
): DrawingSpans | null {
	const rootY = nodes.find((node) => node.kind === 'root')?.y;
	if (rootY === undefined) return null;
	let lowestY = rootY;
	const across: [number, number][] = [];
	const down: [number, number][] = [];
	let current: NodeReach = { above: 0, below: 0, side: 0 };
	for (const node of nodes) {
		if (node.y > lowestY) lowestY = node.y;
		if (node.row < fromRow) continue;
		const reach = nodeReach(node);
		across.push([node.x - focus.x - reach.side, node.x - focus.x + reach.side]);
		down.push([node.y - focus.y - reach.above, node.y - focus.y + reach.below]);
		if (node.current) current = reach;
	}
	return { rootY, lowestY, focusY: focus.y, across, down, current };
}

/**
 * How many levels of the tree a view can show, from the innermost call's up: while playing fast
 * only these are asked for (SearchOverview), and the same picture is drawn as of the full tree.
 * Counted over the whole `height` (drawing units at zoom 1), not only the part above the current
 * node, since the view may be lifted to show the root (rootLift, by at most the room under the
 * current node) or moved a row clear of a node (clearEdges); and three more, so that the first
 * level left out (the root that counts the outer calls), with a count badge under it, stays out
 * of sight. A view panned down shows more above. Nodes on those rows and higher are left out of
 * the view's spans (drawingSpans' `fromRow`), so that they move it in neither tree.
 */
export function levelsInView(view: View, height: number): number {
	return Math.ceil((height + Math.max(0, view.y)) / (view.k * TREE_ROW)) + 3;
}

/**
 * The first row whose nodes place the view (drawingSpans' `fromRow`) when the current call is at
 * level `innermost` and the view shows `levels` levels: the row under the root of a tree cut to
 * those levels, whose root (a count of the outer calls) the full tree draws as an ordinary call.
 */
export function firstRowInSight(innermost: number, levels: number): number {
	return rootLevelOfCut(innermost, levels) + 1;
}

/** Room left between a node and an edge it was moved clear of (a pixel may differ when drawn). */
const EDGE_GAP = 2;

/**
 * Where clearEdges sorts the spans it is given, kept from call to call and grown as needed: it
 * runs twice a step, and its sorted copy of the spans and its running maxima were about 7 KB of
 * the 96 KB a playing step allocated (BENCHMARKS.md, forty-seventh session).
 */
const scratch = {
	order: new Uint32Array(0),
	/** The spans' starts and ends, scaled by the zoom, in the order of their starts. */
	starts: new Float64Array(0),
	ends: new Float64Array(0),
	/** The furthest end among the spans up to each one. */
	furthest: new Float64Array(0)
};

/** Spans sorted by insertion at most; more go to the typed array's own sort. */
const INSERTION_SORT_MOST = 128;

/** The scratch space made room for `count` spans. */
function scratchFor(count: number): typeof scratch {
	if (scratch.order.length < count) {
		const size = Math.max(64, 2 ** Math.ceil(Math.log2(count)));
		scratch.order = new Uint32Array(size);
		scratch.starts = new Float64Array(size);
		scratch.ends = new Float64Array(size);
		scratch.furthest = new Float64Array(size);
	}
	return scratch;
}

/**
 * Where a view's near edge (its top, or its left) goes along one axis so that no node is cut in
 * half (a path deeper than the view is tall cut one of its nodes at the top, on a projector the
 * root; a finished node's count badge was cut at the bottom). First everything past the current
 * node (a subtree just taken back, a count badge) comes whole into the view as far as the current
 * node allows; then the near edge goes to the nearest place within `reach` that cuts no node,
 * showing it whole or leaving it out. `spans`: each node's [from, to] on this axis in drawing
 * units from the current node, whose own span (`focus`) stays inside; `at` and `size`: the view's
 * near edge and length, `k` its zoom.
 */
export function clearEdges(
	spans: readonly (readonly [number, number])[],
	at: number,
	size: number,
	k: number,
	focus: readonly [number, number],
	reach: number
): number {
	const count = spans.length;
	const { order, starts, ends, furthest } = scratchFor(count);
	// The spans by where they start (ties in the order given), scaled as they are read (a zoom
	// keeps their order). A view holds a few dozen nodes: sorted by insertion, which allocates
	// nothing (a typed array's sort with a comparator copies it); a zoomed-out view's hundreds by
	// that sort, since insertion takes the square of their number.
	if (count > INSERTION_SORT_MOST) {
		for (let i = 0; i < count; i++) order[i] = i;
		order.subarray(0, count).sort((a, b) => spans[a][0] - spans[b][0] || a - b);
	} else
		for (let i = 0; i < count; i++) {
			const from = spans[i][0];
			let j = i;
			while (j > 0 && spans[order[j - 1]][0] > from) {
				order[j] = order[j - 1];
				j--;
			}
			order[j] = i;
		}
	// The furthest end among the spans that start before each one: a place p cuts a node when a
	// span starts before it and ends after it.
	let far = -Infinity;
	for (let i = 0; i < count; i++) {
		const span = spans[order[i]];
		starts[i] = k * span[0];
		ends[i] = k * span[1];
		far = Math.max(far, ends[i]);
		furthest[i] = far;
	}
	const cuts = (place: number): boolean => {
		let low = 0;
		let high = count;
		while (low < high) {
			const middle = (low + high) >> 1;
			if (starts[middle] < place) low = middle + 1;
			else high = middle;
		}
		return low > 0 && furthest[low - 1] > place;
	};
	const nearSide = k * focus[0];
	const end = far + EDGE_GAP;
	const start = at + size < end ? Math.max(at, Math.min(end - size, nearSide)) : at;
	// The far edge may not come back past what the first move brought in.
	const farEdge = Math.min(end, start + size);
	const fits = (place: number): boolean =>
		place <= nearSide && place + size >= farEdge && !cuts(place) && !cuts(place + size);
	if (fits(start)) return start;
	let best = start;
	for (let i = 0; i < count; i++)
		for (let side = 0; side < 2; side++) {
			const place = side === 0 ? starts[i] - EDGE_GAP : ends[i] + EDGE_GAP;
			if (
				Math.abs(place - start) <= reach &&
				(best === start || Math.abs(place - start) < Math.abs(best - start)) &&
				fits(place)
			)
				best = place;
		}
	return best;
}
