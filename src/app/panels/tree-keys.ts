/**
 * The search tree's keys: which node an arrow goes to, how far the view pans to show it, what
 * the zoom and pan keys do. Loaded with the tree's pan and zoom when the tree is first used
 * (SearchTree.svelte), not with the first screen.
 */
import { ZOOM_STEP } from './tree-fit';
import type { TreeNode } from './tree-layout';
import type { View } from './tree-zoom';

/** One press of Shift+arrow pans this share of the view. */
const PAN_STEP = 0.15;

/** A key press as the tree reads it. */
export interface TreeKey {
	readonly key: string;
	readonly shiftKey: boolean;
	readonly ctrlKey: boolean;
	readonly metaKey: boolean;
	readonly altKey: boolean;
}

/** What a key does to the view: zoom by a factor, or pan by shares of the view's width and height. */
export type ViewMove = { readonly zoom: number } | { readonly pan: readonly [number, number] };

/** Which way Shift and an arrow move the drawing (the view moves the other way). */
const PANS: Readonly<Record<string, readonly [number, number]>> = {
	ArrowLeft: [PAN_STEP, 0],
	ArrowRight: [-PAN_STEP, 0],
	ArrowUp: [0, PAN_STEP],
	ArrowDown: [0, -PAN_STEP]
};

/** Zoom with + and -, pan with Shift and the arrows; null for any other key (or with Ctrl, Cmd, Alt). */
export function viewMove(event: TreeKey): ViewMove | null {
	if (event.ctrlKey || event.metaKey || event.altKey) return null;
	if (event.key === '+' || event.key === '=') return { zoom: ZOOM_STEP };
	if (event.key === '-' || event.key === '_') return { zoom: 1 / ZOOM_STEP };
	const pan = event.shiftKey ? PANS[event.key] : undefined;
	return pan === undefined ? null : { pan };
}

/** The node an arrow key moves to: a sibling left or right, the parent up, the nearest child down. */
export function neighbour(
	nodes: readonly TreeNode[],
	node: TreeNode,
	key: string
): TreeNode | null {
	if (key === 'ArrowUp') return nodes.find((other) => other.key === node.parent) ?? null;
	if (key === 'ArrowDown') {
		const below = nodes.filter((other) => other.parent === node.key);
		return nearest(below, node.x);
	}
	if (key === 'ArrowLeft' || key === 'ArrowRight') {
		const row = nodes.filter((other) => other.row === node.row).sort((a, b) => a.x - b.x);
		const at = row.findIndex((other) => other.key === node.key);
		return row[at + (key === 'ArrowLeft' ? -1 : 1)] ?? null;
	}
	return null;
}

/** The node nearest to x (the first of equals), or null when there is none. */
function nearest(nodes: readonly TreeNode[], x: number): TreeNode | null {
	let best: TreeNode | null = null;
	for (const node of nodes) if (!best || Math.abs(node.x - x) < Math.abs(best.x - x)) best = node;
	return best;
}

/** The visible box in drawing units, and the point the view is relative to (the current node). */
export interface ViewBox {
	readonly left: number;
	readonly top: number;
	readonly width: number;
	readonly height: number;
	readonly focus: { readonly x: number; readonly y: number };
}

/**
 * How far to pan so a node the keyboard moved to is in the view, at least `margin` inside its
 * edges: [0, 0] when it is already.
 */
export function revealShift(
	node: Pick<TreeNode, 'x' | 'y'>,
	view: View,
	box: ViewBox,
	margin: number
): [number, number] {
	const x = view.x + view.k * (node.x - box.focus.x);
	const y = view.y + view.k * (node.y - box.focus.y);
	const { left, top, width, height } = box;
	const dx = Math.min(0, left + width - margin - x) + Math.max(0, left + margin - x);
	const dy = Math.min(0, top + height - margin - y) + Math.max(0, top + margin - y);
	return [dx, dy];
}
