import type { Text } from '../types';

/** Fewest colours the option offers: one colour colours only a graph without edges. */
export const COLORS_MIN = 1;
/** Most colours the option offers: every map needs at most four, and K5 and K6 need five and six. */
export const COLORS_MAX = 6;
/** Most vertices a graph may have: a map of every US state fits, and the drawing stays readable. */
export const MAX_VERTICES = 60;
/** Longest vertex name, in characters: a country's name fits, and a label stays short on the board. */
export const MAX_NAME = 16;

/** The order the search colours the vertices in. */
export type VertexOrder = 'input' | 'degree';

/**
 * A graph as read from the edge list. Vertices are numbered in the order their names first
 * appear; each edge is listed once, its lower-numbered end first, in the order of the input.
 */
export interface ColoringGraph {
	readonly names: readonly string[];
	readonly edges: readonly (readonly [number, number])[];
}

/** Where the board draws a vertex: x and y from 0 to 1, y downwards. */
export interface VertexPosition {
	readonly x: number;
	readonly y: number;
}

/** The board a graph-colouring view draws: the graph and its vertices' colours now (the view lays it out). */
export interface ColoringBoard {
	readonly puzzle: 'coloring';
	readonly names: readonly string[];
	readonly edges: readonly (readonly [number, number])[];
	/** Each vertex's colour, 1..colors, or 0 while it has none. */
	readonly colors: readonly number[];
	/** k: how many colours the search may use. */
	readonly colorCount: number;
	/** The vertices in the order the search colours them: `order[0..placed-1]` have a colour. */
	readonly order: readonly number[];
	readonly placed: number;
}

/**
 * The colours' names, 1-based as the search tries them. None is red or orange, which the boards
 * keep for a conflict and a try.
 */
export const COLOR_NAMES: readonly Text[] = [
	{ en: 'blue', zh: '蓝' },
	{ en: 'green', zh: '绿' },
	{ en: 'yellow', zh: '黄' },
	{ en: 'purple', zh: '紫' },
	{ en: 'teal', zh: '青' },
	{ en: 'brown', zh: '棕' }
];

/** "colour 2 (green)": a colour the way the narration and the code view name it. */
export function colorName(color: number): Text {
	const name = COLOR_NAMES[color - 1] ?? { en: '?', zh: '?' };
	return { en: `colour ${color} (${name.en})`, zh: `颜色 ${color}（${name.zh}）` };
}

/** Each vertex's neighbours, in vertex order: the order the check walks them. */
export function neighbourLists(graph: ColoringGraph): number[][] {
	const lists: number[][] = graph.names.map(() => []);
	for (const [a, b] of graph.edges) {
		lists[a].push(b);
		lists[b].push(a);
	}
	for (const list of lists) list.sort((p, q) => p - q);
	return lists;
}

/**
 * The order the search colours the vertices in: as the input lists them, or the most neighbours
 * first (Welsh and Powell's order; ties as the input lists them).
 */
export function vertexOrder(graph: ColoringGraph, order: VertexOrder): number[] {
	const vertices = graph.names.map((_, vertex) => vertex);
	if (order === 'input') return vertices;
	const degree = neighbourLists(graph).map((list) => list.length);
	return vertices.sort((a, b) => degree[b] - degree[a] || a - b);
}

/** Whether `colors` (1..k per vertex) is a proper colouring: every vertex coloured, no edge inside one colour. */
export function isProperColoring(
	graph: ColoringGraph,
	colors: readonly number[],
	colorCount: number
): boolean {
	if (colors.length !== graph.names.length) return false;
	for (const color of colors)
		if (!Number.isInteger(color) || color < 1 || color > colorCount) return false;
	return graph.edges.every(([a, b]) => colors[a] !== colors[b]);
}
