import { describe, expect, it } from 'vitest';
import { layoutTree } from '../../src/app/panels/tree-layout';
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
});
