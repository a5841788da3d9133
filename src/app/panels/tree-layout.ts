import { StableList } from '../../puzzles/kit/stable-list';
import type { SearchTree, SubtreeSummary, TreeCall } from '../../timeline/tree';

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
	/** Row of the drawing: 0 for the root, level - firstLevel + 1 for a call's children. */
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
	const root: TreeNode = {
		key: 'root',
		kind: 'root',
		x: 0,
		y: 0,
		row: 0,
		parent: '',
		step: tree.calls[0]?.start ?? 0,
		point: -1,
		candidate: null,
		current: tree.step === 0,
		onPath: true,
		count: tree.firstLevel
	};
	nodes.push(root);
	let parent = root;
	let focus: TreeNode = root;
	tree.calls.forEach((call, index) => {
		const row = index + 1;
		const items = rowItems(call, row, parent, tree.step);
		const width = items.length;
		items.forEach((item, i) => {
			const x = parent.x + (i - (width - 1) / 2) * TREE_COLUMN;
			const y = item.kind === 'conflict' ? parent.y + STUB : row * TREE_ROW;
			const node: TreeNode = { ...item, x, y };
			nodes.push(node);
			edges.push({
				key: `edge-${node.key}`,
				x1: parent.x,
				y1: parent.y,
				x2: x,
				y2: y,
				onPath: node.onPath,
				stub: node.kind === 'conflict'
			});
			if (node.current || (node.onPath && !focus.current)) focus = node;
		});
		if (width > 0)
			rows.push({
				key: `row-${call.level}`,
				y: (row - 0.25) * TREE_ROW,
				point: call.point
			});
		const next = nodes.find((node) => node.row === row && node.kind === 'open');
		if (next) parent = next;
	});
	return { nodes, edges, rows, focus: { x: focus.x, y: focus.y } };
}

/** The nodes of one call's row, without positions: the badge for left-out children, the children, then a solution. */
function rowItems(
	call: TreeCall,
	row: number,
	parent: TreeNode,
	step: number
): Omit<TreeNode, 'x' | 'y'>[] {
	const items: Omit<TreeNode, 'x' | 'y'>[] = [];
	const base = { row, parent: parent.key, point: call.point };
	if (call.elided > 0)
		items.push({
			...base,
			key: `elided-${call.level}`,
			kind: 'elided',
			step: call.start + 1,
			candidate: null,
			current: false,
			onPath: false,
			count: call.elided
		});
	for (const child of call.children) {
		const key = `${call.level}-${child.kind === 'accepted' || child.kind === 'conflict' ? child.step : child.step - 1}`;
		const common = {
			...base,
			key,
			step: child.step,
			candidate: child.candidate,
			current: child.current
		};
		switch (child.kind) {
			case 'conflict':
				items.push({ ...common, kind: 'conflict', onPath: false, reason: child.reason });
				break;
			case 'accepted':
				items.push({ ...common, kind: 'accepted', onPath: false });
				break;
			case 'open':
				items.push({ ...common, kind: 'open', onPath: true });
				break;
			case 'finished':
				items.push({
					...common,
					kind: 'finished',
					onPath: false,
					summary: child.summary,
					undoStep: child.undoStep
				});
				break;
		}
	}
	if (call.solution)
		items.push({
			...base,
			key: `solution-${call.level}-${call.solution.step}`,
			kind: 'solution',
			step: call.solution.step,
			candidate: null,
			current: call.solution.step === step,
			onPath: true,
			count: call.solution.index
		});
	return items;
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
	readonly #nodes = new StableList<TreeNode>((node) => node.key);
	readonly #edges = new StableList<TreeEdge>((edge) => edge.key);

	/** The layout of `tree` (see layoutTree), unchanged nodes and edges kept from the last one. */
	layout(tree: SearchTree): TreeLayout {
		const drawn = layoutTree(tree);
		return {
			...drawn,
			nodes: this.#nodes.update(drawn.nodes),
			edges: this.#edges.update(drawn.edges)
		};
	}

	/** How many nodes the last layout added or changed: the ones the view redraws and relabels. */
	get changedNodes(): number {
		return this.#nodes.changed;
	}
}
