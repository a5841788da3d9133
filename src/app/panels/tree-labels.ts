import type { Lang } from '../../puzzles/types';
import { shortCount, TREE_COLUMN, type TreeNode } from './tree-layout';
import { translate } from '../i18n';

/** How the puzzle names its points, candidates and broken rules, for the tree's labels. */
export interface TreeNames {
	readonly lang: Lang;
	/** Names a decision point ("row 2, column 5"). */
	readonly describePoint: (point: number) => string;
	/** Names a candidate at its decision point ("digit 4"). */
	readonly describeCandidate: (candidate: number, point: number) => string;
	/** Names the rule a conflict broke ("same row"). */
	readonly describeReason: (reason: string) => string;
}

/**
 * What a node says to a screen reader and in its tooltip. It reads only the node and the names,
 * so a node that has not changed keeps its label (a cache per node and names can keep it).
 */
export function nodeLabel(node: TreeNode, names: TreeNames): string {
	const { lang } = names;
	const c = node.candidate === null ? '' : names.describeCandidate(node.candidate, node.point);
	const point = node.point >= 0 ? names.describePoint(node.point) : '';
	const s = node.step;
	const text = (() => {
		switch (node.kind) {
			case 'root':
				return (node.count ?? 0) > 0
					? translate(lang, 'treeOuterCalls', { n: node.count ?? 0 })
					: translate(lang, 'treeStart');
			case 'conflict':
				return translate(lang, 'nodeConflict', {
					point,
					c,
					reason: names.describeReason(node.reason ?? ''),
					s
				});
			case 'accepted':
				return translate(lang, 'nodeAccepted', { point, c, s });
			case 'open':
				return translate(lang, 'nodeOpen', { point, c, s });
			case 'finished':
				return translate(lang, 'nodeFinished', {
					point,
					c,
					s,
					events: node.summary?.events ?? 0,
					solutions: node.summary?.solutions ?? 0,
					u: node.undoStep ?? 0
				});
			case 'solution':
				return translate(lang, 'nodeSolution', { n: node.count ?? 0, s });
			case 'elided':
				return translate(lang, 'nodeElided', { n: node.count ?? 0, point, s });
		}
	})();
	return node.current ? `${text} ${translate(lang, 'nodeCurrent')}` : text;
}

/** The text a node's label draws over it (TreeNodes.svelte), its class and its place from the node's centre. */
export interface NodeMark {
	/** Empty when nothing is drawn: too small to read at this zoom, or nothing to say. */
	readonly text: string;
	readonly className: string;
	readonly dx: number;
	readonly dy: number;
	/** A conflict's mark starts right of its cross; the others are centred (by the style sheet). */
	readonly anchor: 'start' | undefined;
}

/**
 * What a node's label draws: the candidate's symbol (`mark`), a root's count of outer calls, an
 * elided run's count. Every node draws one text, empty when there is nothing to show, so that a
 * new node makes no blocks of its own and a zoom changes only the text.
 */
export function nodeMark(
	node: TreeNode,
	mark: (candidate: number, point: number) => string,
	symbolsShown: boolean,
	smallShown: boolean
): NodeMark {
	const symbol = (shown: boolean) =>
		shown && node.candidate !== null ? mark(node.candidate, node.point) : '';
	switch (node.kind) {
		case 'root':
			return centred(
				smallShown ? ((node.count ?? 0) > 0 ? `…${node.count}` : '▶') : '',
				'symbol small',
				4.5
			);
		case 'conflict':
			return {
				text: symbol(smallShown),
				className: 'stub-label',
				dx: 8,
				dy: 4.5,
				anchor: 'start'
			};
		case 'elided':
			return centred(smallShown ? `+${shortCount(node.count ?? 0)}` : '', 'symbol small', 4.5);
		case 'solution':
			return centred('', 'symbol', 5);
		default:
			return centred(symbol(symbolsShown), 'symbol', 5);
	}
}

/** A mark centred on its node, `dy` below its centre. */
const centred = (text: string, className: string, dy: number): NodeMark => ({
	text,
	className,
	dx: 0,
	dy,
	anchor: undefined
});

/** The events of a finished subtree, in at most four characters under its node; empty for other nodes or too small to read. */
export function nodeCount(node: TreeNode, smallShown: boolean): string {
	return node.kind === 'finished' && node.summary && smallShown
		? shortCount(node.summary.events)
		: '';
}

/** The shapes a node's button draws (TreeNodes.svelte), each an SVG path: empty when not drawn. */
export interface NodeShapes {
	/** The node itself: a circle, the root's box, a solution's star, an elided run's badge. */
	readonly outline: string;
	/** Its class, which the style sheet colours by: `shape`, `hit`, `star` or `badge-shape`. */
	readonly outlineClass: string;
	/** A conflict's cross. */
	readonly cross: string;
	/** The box under a finished subtree for its count of events. */
	readonly countBox: string;
	/** The small star on a finished subtree that found solutions. */
	readonly smallStar: string;
}

/**
 * What a node's button draws. Every node draws the same four paths, empty where its kind draws
 * nothing, so that a new node clones one template and makes no blocks (a playback step can bring
 * a dozen nodes into view), and a node that changes kind changes only attributes.
 */
export function nodeShapes(node: Pick<TreeNode, 'kind' | 'x' | 'y' | 'summary'>): NodeShapes {
	const { x, y } = node;
	const r = NODE_RADIUS;
	const finished = node.kind === 'finished' ? node.summary : undefined;
	const outline = ((): [string, string] => {
		switch (node.kind) {
			case 'root':
				return ['shape', roundedBox(x - r, y - r * 0.7, r * 2, r * 1.4, 4)];
			case 'conflict':
				return ['hit', circle(x, y, r * 0.8)];
			case 'solution':
				return ['star', starPath(r + 3, x, y)];
			case 'elided':
				return ['badge-shape', roundedBox(x - r - 7, y - r * 0.7, 2 * r + 14, r * 1.4, r * 0.7)];
			default:
				return ['shape', circle(x, y, r)];
		}
	})();
	return {
		outlineClass: outline[0],
		outline: outline[1],
		cross:
			node.kind === 'conflict'
				? `M ${x - 5} ${y - 5} L ${x + 5} ${y + 5} M ${x - 5} ${y + 5} L ${x + 5} ${y - 5}`
				: '',
		countBox:
			finished === undefined
				? ''
				: roundedBox(x - TREE_COLUMN / 2 + 3, y + r + 3, TREE_COLUMN - 6, 17, 8),
		smallStar: finished !== undefined && finished.solutions > 0 ? starPath(6, x + r, y - r) : ''
	};
}

/** A circle as a path: two half arcs. */
const circle = (x: number, y: number, r: number): string =>
	`M ${x - r} ${y} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

/** A box with round corners of radius `rx` (at most half its height or width), as a path. */
function roundedBox(x: number, y: number, width: number, height: number, rx: number): string {
	const c = Math.min(rx, width / 2, height / 2);
	const w = width - 2 * c;
	const h = height - 2 * c;
	return (
		`M ${x + c} ${y} h ${w} a ${c} ${c} 0 0 1 ${c} ${c} v ${h} a ${c} ${c} 0 0 1 ${-c} ${c} ` +
		`h ${-w} a ${c} ${c} 0 0 1 ${-c} ${-c} v ${-h} a ${c} ${c} 0 0 1 ${c} ${-c} Z`
	);
}

/** {@link star} as a path. */
const starPath = (radius: number, x: number, y: number): string => `M ${star(radius, x, y)} Z`;

/** A five-pointed star centred on x, y (0, 0 unless given), as an SVG polygon's points. */
export function star(radius: number, x = 0, y = 0): string {
	const points: string[] = [];
	for (let i = 0; i < 10; i++) {
		const r = i % 2 === 0 ? radius : radius * 0.45;
		const angle = (Math.PI / 5) * i - Math.PI / 2;
		points.push(`${(x + r * Math.cos(angle)).toFixed(2)},${(y + r * Math.sin(angle)).toFixed(2)}`);
	}
	return points.join(' ');
}

/** A node's radius in drawing units. */
export const NODE_RADIUS = 13;

/** How far a node's drawing reaches from its centre, in drawing units. */
export interface NodeReach {
	readonly above: number;
	readonly below: number;
	/** To the left and to the right alike. */
	readonly side: number;
}

/**
 * How far a node's drawing (TreeNodes.svelte) reaches from its centre: the current node's halo, a
 * solution's star, the small star and the count badge of a finished subtree.
 */
export function nodeReach(node: Pick<TreeNode, 'kind' | 'current' | 'summary'>): NodeReach {
	const shape =
		node.kind === 'solution'
			? NODE_RADIUS + 3
			: node.kind === 'root' || node.kind === 'elided'
				? NODE_RADIUS * 0.7
				: node.kind === 'conflict'
					? NODE_RADIUS * 0.8
					: NODE_RADIUS;
	const reach = Math.max(shape, node.current ? NODE_RADIUS + 6 : 0);
	const finished = node.kind === 'finished' ? node.summary : undefined;
	// The small star of a subtree with solutions sits on the circle's top right corner.
	const star = finished !== undefined && finished.solutions > 0 ? NODE_RADIUS + 6 : 0;
	const badge = finished !== undefined ? NODE_RADIUS + 20 : 0;
	// The root's box and an elided run's badge are wider than tall.
	const wide =
		node.kind === 'root'
			? NODE_RADIUS
			: node.kind === 'elided'
				? NODE_RADIUS + 7
				: finished !== undefined
					? TREE_COLUMN / 2 - 3
					: 0;
	return {
		above: Math.max(reach, star),
		below: Math.max(reach, badge),
		side: Math.max(reach, star, wide)
	};
}
