import type { Lang } from '../../puzzles/types';
import type { TreeNode } from './tree-layout';
import { panelText } from './words';

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
					? panelText(lang, 'treeOuterCalls', { n: node.count ?? 0 })
					: panelText(lang, 'treeStart');
			case 'conflict':
				return panelText(lang, 'nodeConflict', {
					point,
					c,
					reason: names.describeReason(node.reason ?? ''),
					s
				});
			case 'accepted':
				return panelText(lang, 'nodeAccepted', { point, c, s });
			case 'open':
				return panelText(lang, 'nodeOpen', { point, c, s });
			case 'finished':
				return panelText(lang, 'nodeFinished', {
					point,
					c,
					s,
					events: node.summary?.events ?? 0,
					solutions: node.summary?.solutions ?? 0,
					u: node.undoStep ?? 0
				});
			case 'solution':
				return panelText(lang, 'nodeSolution', { n: node.count ?? 0, s });
			case 'elided':
				return panelText(lang, 'nodeElided', { n: node.count ?? 0, point, s });
		}
	})();
	return node.current ? `${text} ${panelText(lang, 'nodeCurrent')}` : text;
}

/** A five-pointed star centred on 0,0, as an SVG polygon's points. */
export function star(radius: number): string {
	const points: string[] = [];
	for (let i = 0; i < 10; i++) {
		const r = i % 2 === 0 ? radius : radius * 0.45;
		const angle = (Math.PI / 5) * i - Math.PI / 2;
		points.push(`${(r * Math.cos(angle)).toFixed(2)},${(r * Math.sin(angle)).toFixed(2)}`);
	}
	return points.join(' ');
}

/** A node's radius in drawing units. */
export const NODE_RADIUS = 13;
