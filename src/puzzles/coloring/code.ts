import type { CodeListing } from '../kit/code-listing';
import { colorName } from './model';

/**
 * Graph colouring as the course's recursive function: one call per vertex in a fixed order, the
 * colours tried 1..k. Every event of the engine is one line here (see lineForEvent).
 */
export const coloringCode: CodeListing = {
	pseudo: {
		en: [
			{
				text: 'colour_vertex(i):                  ▸ the vertices before the i-th have colours',
				role: 'enter'
			},
			{ text: '    if i > n:                      ▸ every vertex has its colour', role: 'goal' },
			{ text: '        report the colours: a solution', role: 'found' },
			{ text: '        return' },
			{ text: '    v ← the i-th vertex' },
			{ text: '    for each colour c in 1..k:', role: 'loop' },
			{
				text: '        if no neighbour of v has c:   ▸ no edge would join two of one colour',
				role: 'check'
			},
			{ text: '            colour[v] ← c', role: 'place' },
			{ text: '            colour_vertex(i + 1)', role: 'recurse' },
			{ text: '            colour[v] ← none', role: 'undo' },
			{ text: '    return', role: 'return' }
		],
		zh: [
			{ text: '涂色(i):                 ▸ 第 i 个顶点之前的顶点都已涂色', role: 'enter' },
			{ text: '    如果 i > n:           ▸ 每个顶点都有颜色了', role: 'goal' },
			{ text: '        输出这组颜色', role: 'found' },
			{ text: '        返回' },
			{ text: '    v ← 第 i 个顶点' },
			{ text: '    对每种颜色 c = 1..k:', role: 'loop' },
			{ text: '        如果 v 的邻点都不是颜色 c:   ▸ 没有边连着两个同色顶点', role: 'check' },
			{ text: '            颜色[v] ← c', role: 'place' },
			{ text: '            涂色(i + 1)', role: 'recurse' },
			{ text: '            颜色[v] ← 无', role: 'undo' },
			{ text: '    返回', role: 'return' }
		]
	},
	c: [
		{ text: 'int n, k;' },
		{ text: 'int adj[60][60];               /* adj[u][v]: 1 when an edge joins u and v */' },
		{ text: 'int order[60];                 /* the vertices in the order they are coloured */' },
		{ text: 'int color[60];                 /* color[v]: 1..k, 0 while v has none */' },
		{ text: '' },
		{ text: 'bool fits(int v, int c) {' },
		{ text: '    for (int u = 0; u < n; u++)' },
		{ text: '        if (adj[v][u] && color[u] == c)' },
		{ text: '            return false;' },
		{ text: '    return true;' },
		{ text: '}' },
		{ text: '' },
		{ text: 'void color_vertex(int i) {', role: 'enter' },
		{ text: '    if (i == n) {', role: 'goal' },
		{ text: '        print_colors();', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    int v = order[i];' },
		{ text: '    for (int c = 1; c <= k; c++) {', role: 'loop' },
		{ text: '        if (fits(v, c)) {', role: 'check' },
		{ text: '            color[v] = c;', role: 'place' },
		{ text: '            color_vertex(i + 1);', role: 'recurse' },
		{ text: '            color[v] = 0;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	ts: [
		{
			text: 'function colorVertex(graph: Graph, color: number[], i: number, k: number): void {',
			role: 'enter'
		},
		{ text: '    if (i === graph.order.length) {', role: 'goal' },
		{ text: '        report(color);', role: 'found' },
		{ text: '        return;' },
		{ text: '    }' },
		{ text: '    const v = graph.order[i];' },
		{ text: '    for (let c = 1; c <= k; c++) {', role: 'loop' },
		{ text: '        if (graph.neighbours[v].every((u) => color[u] !== c)) {', role: 'check' },
		{ text: '            color[v] = c;', role: 'place' },
		{ text: '            colorVertex(graph, color, i + 1, k);', role: 'recurse' },
		{ text: '            color[v] = 0;', role: 'undo' },
		{ text: '        }' },
		{ text: '    }' },
		{ text: '}', role: 'return' }
	],
	candidate: (color) => colorName(color),
	symbol: (color) => String(color)
};
