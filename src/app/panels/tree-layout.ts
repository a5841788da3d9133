import { StableList } from '../../puzzles/kit/stable-list';
import type { SearchTree, SubtreeSummary } from '../../timeline/tree';

/** Horizontal distance between two children of a call, in drawing units. */
export const TREE_COLUMN = 46;
/** Vertical distance between two levels. */
export const TREE_ROW = 76;
/** How far down a conflict's stub reaches: a short line, not a full branch. */
const STUB = 0.5 * TREE_ROW;

/** What a drawn node stands for. */
export type TreeNodeKind =
	/** The top of the drawing: the search's start, or the outer calls left out. */
	| 'root'
	/** A conflicting try: a stub. */
	| 'conflict'
	/** A try that fits, not placed yet. */
	| 'accepted'
	/** A placed candidate on the current path. */
	| 'open'
	/** A placed candidate taken back: a collapsed subtree. */
	| 'finished'
	/** A call that found every decision made. */
	| 'solution'
	/** Older candidates of a call left out, as one badge. */
	| 'elided';

/** One node of the drawing, positioned. */
export interface TreeNode {
	/** Unique within a drawing, stable from step to step while the node stays. */
	readonly key: string;
	readonly kind: TreeNodeKind;
	readonly x: number;
	readonly y: number;
	/**
	 * Row of the drawing, by level, so a node keeps it while outer calls come into the drawing or
	 * leave it: a call's children are on row level + 1, the root on the first call's level.
	 */
	readonly row: number;
	/** Key of the node it hangs from ('' for the root). */
	readonly parent: string;
	/** The step a click goes to. */
	readonly step: number;
	/** Decision point of the call the node is a child of (-1 when none). */
	readonly point: number;
	/** The candidate tried (null for the root, solutions and badges). */
	readonly candidate: number | null;
	/** The node's latest event is the current step. */
	readonly current: boolean;
	/** The node is on the current path (the root, open placements, the solution at its end). */
	readonly onPath: boolean;
	/** Conflicts: the rule broken. */
	readonly reason?: string;
	/** Finished subtrees: what happened below. */
	readonly summary?: SubtreeSummary;
	/** Finished subtrees: the undo step. */
	readonly undoStep?: number;
	/** Root: outer calls left out; elided: candidates left out; solution: its number. */
	readonly count?: number;
}

/** A line from a node to its parent. */
export interface TreeEdge {
	readonly key: string;
	readonly x1: number;
	readonly y1: number;
	readonly x2: number;
	readonly y2: number;
	readonly onPath: boolean;
	readonly stub: boolean;
}

/** The label of a level: the call's decision point, between its conflict stubs and its placed children. */
export interface TreeRowLabel {
	readonly key: string;
	readonly y: number;
	readonly point: number;
}

/** A search tree laid out for drawing: nodes, edges, row labels and the node to keep in view. */
export interface TreeLayout {
	readonly nodes: readonly TreeNode[];
	readonly edges: readonly TreeEdge[];
	readonly rows: readonly TreeRowLabel[];
	/** Where the view centres: the current node, else the deepest node on the path. */
	readonly focus: { readonly x: number; readonly y: number };
}

/**
 * Lays a search tree out top-down: the root at the top, each call's children in a row centred
 * under the node they hang from (the placement on the current path one level up), so the current
 * path runs down the middle and finished siblings spread left of it.
 */
export function layoutTree(tree: SearchTree): TreeLayout {
	const nodes: TreeNode[] = [];
	const edges: TreeEdge[] = [];
	const rows: TreeRowLabel[] = [];
	// Rows by level, not by place in the drawing: past maxLevels, every step that went a level
	// deeper or came back moved every node's row and y, and each node was drawn again.
	const root = treeNode(
		'root',
		'root',
		0,
		tree.firstLevel * TREE_ROW,
		tree.firstLevel,
		'',
		tree.calls[0]?.start ?? 0,
		-1,
		null
	);
	root.current = tree.step === 0;
	root.onPath = true;
	root.count = tree.firstLevel;
	nodes.push(root);
	let parent: TreeNode = root;
	let focus: TreeNode = root;
	for (const call of tree.calls) {
		const row = call.level + 1;
		const width = (call.elided > 0 ? 1 : 0) + call.children.length + (call.solution ? 1 : 0);
		/** The next node of the row, at its place across, under the parent or as its stub. */
		let i = 0;
		const next = (key: string, kind: TreeNodeKind, step: number, candidate: number | null) => {
			const x = parent.x + (i++ - (width - 1) / 2) * TREE_COLUMN;
			const y = kind === 'conflict' ? parent.y + STUB : row * TREE_ROW;
			const node = treeNode(key, kind, x, y, row, parent.key, step, call.point, candidate);
			nodes.push(node);
			return node;
		};
		if (call.elided > 0)
			next(`elided-${call.level}`, 'elided', call.start + 1, null).count = call.elided;
		for (const child of call.children) {
			const key = `${call.level}-${child.kind === 'accepted' || child.kind === 'conflict' ? child.step : child.step - 1}`;
			const node = next(key, child.kind, child.step, child.candidate);
			node.current = child.current;
			if (child.kind === 'conflict') node.reason = child.reason;
			else if (child.kind === 'open') node.onPath = true;
			else if (child.kind === 'finished') {
				node.summary = child.summary;
				node.undoStep = child.undoStep;
			}
		}
		if (call.solution) {
			const node = next(
				`solution-${call.level}-${call.solution.step}`,
				'solution',
				call.solution.step,
				null
			);
			node.current = call.solution.step === tree.step;
			node.onPath = true;
			node.count = call.solution.index;
		}
		for (const node of nodes.slice(nodes.length - width)) {
			edges.push({
				key: `edge-${node.key}`,
				x1: parent.x,
				y1: parent.y,
				x2: node.x,
				y2: node.y,
				onPath: node.onPath,
				stub: node.kind === 'conflict'
			});
			if (node.current || (node.onPath && !focus.current)) focus = node;
		}
		if (width > 0)
			rows.push({
				key: `row-${call.level}`,
				y: (row - 0.25) * TREE_ROW,
				point: call.point
			});
		// The row's open node, if any, is among its last `width` nodes: the next row hangs from it.
		for (const node of nodes.slice(nodes.length - width)) if (node.kind === 'open') parent = node;
	}
	return { nodes, edges, rows, focus: { x: focus.x, y: focus.y } };
}

/** A node being laid out: its fields are set once, before the layout hands it out as a {@link TreeNode}. */
type NodeDraft = { -readonly [K in keyof TreeNode]: TreeNode[K] };
/** An edge being laid out (see NodeDraft). */
type EdgeDraft = { -readonly [K in keyof TreeEdge]: TreeEdge[K] };

/**
 * A node with every field, in one order, the ones its kind lacks undefined: every node then has
 * one shape. Spread from the call's and the child's fields, each node was three objects of many
 * shapes, and laying out a tree of 66 nodes took 0.3-0.5 ms (BENCHMARKS.md, sixteenth session).
 */
function treeNode(
	key: string,
	kind: TreeNodeKind,
	x: number,
	y: number,
	row: number,
	parent: string,
	step: number,
	point: number,
	candidate: number | null
): NodeDraft {
	return {
		key,
		kind,
		x,
		y,
		row,
		parent,
		step,
		point,
		candidate,
		current: false,
		onPath: false,
		reason: undefined,
		summary: undefined,
		undoStep: undefined,
		count: undefined
	};
}

/** A box of the drawing, in its units: left, top, right, bottom. */
export type TreeBox = readonly [number, number, number, number];

/** What of a layout is drawn node by node. */
export type TreePart = Pick<TreeLayout, 'nodes' | 'edges'>;

/**
 * How far past the box a node is still drawn: its halo, star, count badge and a conflict's words
 * reach out of it (a stub's words furthest), and a node at the edge must not pop in only once its
 * centre is inside.
 */
const BOX_MARGIN = 2 * TREE_COLUMN;

/**
 * The nodes and edges of `layout` that reach into `box`, and the node `keep` wherever it is (the
 * one that takes Tab): only they are drawn. Most of a tree lies outside the panel (6-14 of 35-130
 * nodes are in view on a laptop or a projector), and each node drawn is work on every step.
 */
export function partInBox(
	{ nodes, edges }: TreePart,
	[left, top, right, bottom]: TreeBox,
	keep: string | null
): TreePart {
	// Four numbers, not two arrays: this runs for every node and edge on every step.
	const inside = (x1: number, y1: number, x2: number, y2: number) =>
		Math.max(x1, x2) > left - BOX_MARGIN &&
		Math.min(x1, x2) < right + BOX_MARGIN &&
		Math.max(y1, y2) > top - BOX_MARGIN &&
		Math.min(y1, y2) < bottom + BOX_MARGIN;
	return {
		nodes: nodes.filter((node) => node.key === keep || inside(node.x, node.y, node.x, node.y)),
		edges: edges.filter((edge) => inside(edge.x1, edge.y1, edge.x2, edge.y2))
	};
}

/** A count in at most four characters: 999, 1.2k, 34k, 5.6M. */
export function shortCount(count: number): string {
	if (count < 1000) return String(count);
	const units = ['k', 'M', 'G', 'T'];
	let value = count;
	let unit = -1;
	while (value >= 1000 && unit < units.length - 1) {
		value /= 1000;
		unit++;
	}
	return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.floor(value)}${units[unit]}`;
}

/**
 * Lays trees out step after step, handing back the nodes and edges a step left unchanged as the
 * same objects: the tree's keyed views then redraw and relabel only the nodes a step changed.
 */
export class TreeDrawing {
	readonly #nodes = new StableList<TreeNode>((node) => node.key, sameNode);
	readonly #edges = new StableList<TreeEdge>((edge) => edge.key, sameEdge);

	/** The placed candidates of the last layout, by key: where the next one is lined up with it. */
	#open = new Map<string, number>();
	readonly #maxShift: number;

	/**
	 * `maxShift`: how far across a layout may be moved from where layoutTree put it. The moves add
	 * up over a long search (the lesson sudoku's 109,791 steps reach 3,542 units), and SVG is drawn
	 * in single precision: past it, a layout is drawn where it was put, and that step redraws all.
	 */
	constructor(maxShift = 10_000) {
		this.#maxShift = maxShift;
	}

	/**
	 * The layout of `tree` (see layoutTree), unchanged nodes and edges kept from the last one. It
	 * is moved across so that the outermost placed candidate the last layout drew too stays where
	 * it was: a row is centred under the node it hangs from, so when an outer call came into the
	 * drawing or left it (past maxLevels, each step a level deeper or back) every node moved, and
	 * each was drawn again. The view follows the current node, so the move itself is not seen.
	 */
	layout(tree: SearchTree): TreeLayout {
		const drawn = layoutTree(tree);
		const anchor = drawn.nodes.find((node) => node.kind === 'open' && this.#open.has(node.key));
		const shift = anchor === undefined ? 0 : (this.#open.get(anchor.key) ?? 0) - anchor.x;
		const dx = Math.abs(shift) <= this.#maxShift ? shift : 0;
		if (dx !== 0) {
			// The layout's own objects, made for this call: moved in place, not copied.
			for (const node of drawn.nodes) (node as NodeDraft).x += dx;
			for (const edge of drawn.edges) {
				(edge as EdgeDraft).x1 += dx;
				(edge as EdgeDraft).x2 += dx;
			}
		}
		this.#open.clear();
		for (const node of drawn.nodes) if (node.kind === 'open') this.#open.set(node.key, node.x);
		return {
			...drawn,
			focus: { x: drawn.focus.x + dx, y: drawn.focus.y },
			nodes: this.#nodes.update(drawn.nodes),
			edges: this.#edges.update(drawn.edges)
		};
	}

	/** How many nodes the last layout added or changed: the ones the view redraws and relabels. */
	get changedNodes(): number {
		return this.#nodes.changed;
	}
}

/**
 * Two nodes draw and read the same: every field compared by name. (StableList's generic
 * comparison walked each node's 15 keys by name, the slower half of a tree's update.)
 */
export function sameNode(a: TreeNode, b: TreeNode): boolean {
	return (
		a.key === b.key &&
		a.kind === b.kind &&
		a.x === b.x &&
		a.y === b.y &&
		a.row === b.row &&
		a.parent === b.parent &&
		a.step === b.step &&
		a.point === b.point &&
		a.candidate === b.candidate &&
		a.current === b.current &&
		a.onPath === b.onPath &&
		a.reason === b.reason &&
		a.undoStep === b.undoStep &&
		a.count === b.count &&
		sameSummary(a.summary, b.summary)
	);
}

/** Two finished subtrees' summaries say the same (or neither node has one). */
function sameSummary(a: SubtreeSummary | undefined, b: SubtreeSummary | undefined): boolean {
	if (a === b) return true;
	if (a === undefined || b === undefined) return false;
	return (
		a.events === b.events &&
		a.tries === b.tries &&
		a.solutions === b.solutions &&
		a.from === b.from &&
		a.to === b.to
	);
}

/** Two edges draw the same. */
export function sameEdge(a: TreeEdge, b: TreeEdge): boolean {
	return (
		a.key === b.key &&
		a.x1 === b.x1 &&
		a.y1 === b.y1 &&
		a.x2 === b.x2 &&
		a.y2 === b.y2 &&
		a.onPath === b.onPath &&
		a.stub === b.stub
	);
}
