import type { Clash } from '../../engine/events';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import {
	neighbourLists,
	vertexOrder,
	type ColoringBoard,
	type ColoringGraph,
	type VertexOrder
} from './model';

/** The rule a colour can break, as its conflicts name it (words in index.ts): a neighbour has it. */
export type ColoringReason = 'neighbour';

/**
 * Graph colouring as a search problem, as the course does it: the decision points are the
 * vertices in a fixed order, the candidates are the colours 1..k in turn, and a colour conflicts
 * with every neighbour that already has it.
 */
export class ColoringProblem implements BoardProblem<ColoringBoard> {
	readonly pointCount: number;
	/** One heat cell per vertex: how often a colour was tried on it. */
	readonly heatSize: number;
	readonly graph: ColoringGraph;
	readonly colorCount: number;
	/** The vertices in the order they are coloured. */
	readonly order: readonly number[];
	private readonly orderCodes: Int32Array;
	/** Neighbours of vertex v: `neighbours[start[v] .. start[v + 1] - 1]`, in vertex order. */
	private readonly start: Int32Array;
	private readonly neighbours: Int32Array;
	/** Each vertex's colour, 0 while it has none. */
	private readonly colors: Uint8Array;
	private placed = 0;

	/** A search for colourings of `graph` with `colorCount` colours (1..6), the vertices taken in `order`. */
	constructor(graph: ColoringGraph, colorCount: number, order: VertexOrder = 'input') {
		const n = graph.names.length;
		this.graph = graph;
		this.colorCount = colorCount;
		this.pointCount = n;
		this.heatSize = n;
		this.order = vertexOrder(graph, order);
		this.orderCodes = Int32Array.from(this.order);
		const lists = neighbourLists(graph);
		this.start = new Int32Array(n + 1);
		for (let v = 0; v < n; v++) this.start[v + 1] = this.start[v] + lists[v].length;
		this.neighbours = Int32Array.from(lists.flat());
		this.colors = new Uint8Array(n);
	}

	chooseDecisionPoint(): number {
		return this.placed === this.pointCount ? GOAL : this.orderCodes[this.placed];
	}

	candidateCount(): number {
		return this.colorCount;
	}

	candidateAt(_vertex: number, index: number): number {
		return index + 1;
	}

	accepts(vertex: number, color: number): boolean {
		const end = this.start[vertex + 1];
		for (let i = this.start[vertex]; i < end; i++)
			if (this.colors[this.neighbours[i]] === color) return false;
		return true;
	}

	/** Every neighbour that already has the colour, in vertex order (the order the check walks them). */
	explainConflict(vertex: number, color: number): Clash<ColoringReason>[] {
		const clashes: Clash<ColoringReason>[] = [];
		const end = this.start[vertex + 1];
		for (let i = this.start[vertex]; i < end; i++) {
			const neighbour = this.neighbours[i];
			if (this.colors[neighbour] === color) clashes.push({ reason: 'neighbour', point: neighbour });
		}
		return clashes;
	}

	place(vertex: number, color: number): void {
		this.colors[vertex] = color;
		this.placed++;
	}

	remove(vertex: number): void {
		this.colors[vertex] = 0;
		this.placed--;
	}

	heatIndex(vertex: number): number {
		return vertex;
	}

	/** One byte per vertex: its colour, 0 while it has none. */
	get stateBytes(): number {
		return this.pointCount;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		target.set(this.colors, offset);
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		let placed = 0;
		for (let v = 0; v < this.pointCount; v++) {
			const color = source[offset + v];
			this.colors[v] = color;
			if (color !== 0) placed++;
		}
		this.placed = placed;
	}

	board(): ColoringBoard {
		return {
			puzzle: 'coloring',
			names: this.graph.names,
			edges: this.graph.edges,
			colors: Array.from(this.colors),
			colorCount: this.colorCount,
			order: this.order,
			placed: this.placed
		};
	}
}
