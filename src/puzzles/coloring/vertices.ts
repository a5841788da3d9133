/**
 * What each vertex of the graph-colouring board shows at a step, as plain data: the board view
 * draws each vertex (its disc and its name) from its view alone, through a StableList, so a step
 * re-renders only the vertices whose view it changed (the one tried, the neighbours it clashes
 * with, the one coloured or wiped, and those the last step marked), not the whole graph.
 */
import type { SearchEvent } from '../../engine/events';
import { eventMarks } from '../kit/marks';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import { layoutGraph } from './layout';
import { colorName, type ColoringBoard, type VertexPosition } from './model';

/** The unit square of the layout, in viewBox units. */
export const SPAN = 1000;

/** A point of the drawing, in viewBox units. */
export interface Point {
	readonly x: number;
	readonly y: number;
}

/** One vertex as the board draws it at a step. */
export interface VertexView {
	readonly vertex: number;
	/** Its name, drawn under it. */
	readonly name: string;
	/** Its centre, so that its view draws it from its own data alone. */
	readonly x: number;
	readonly y: number;
	/** Its disc's radius, and the size of its name (both follow the graph's size). */
	readonly radius: number;
	readonly nameSize: number;
	/** Its colour, 1..k, or 0 while it has none. */
	readonly color: number;
	/** The step tries a colour on it. */
	readonly tried: boolean;
	/** Tried, and a neighbour has the colour. */
	readonly conflict: boolean;
	/** A neighbour of the tried vertex that has the colour tried. */
	readonly clashing: boolean;
	/** The step gave it its colour. */
	readonly entering: boolean;
	/** Its heat, 0 (never tried, or the heat map hidden) to 1. */
	readonly heat: number;
	/** What the vertex says to a screen reader. */
	readonly label: string;
}

/** Vertex radius for a graph of `count` vertices: smaller as the graph grows, so neighbours never overlap (the layout keeps them apart). */
export function vertexRadius(count: number): number {
	return Math.max(22, Math.min(56, 170 / Math.sqrt(Math.max(1, count))));
}

/** The size of the vertices' names and the colour key's, for vertices of `radius`. */
export function nameSize(radius: number): number {
	return radius * 0.62;
}

/** A layout's position (in the unit square) in viewBox units. */
export function pointOf(position: VertexPosition): Point {
	return { x: position.x * SPAN, y: position.y * SPAN };
}

/**
 * The views of every vertex of `board` at the step `event` led to, in vertex order. `heat` is each
 * vertex's heat level (none while the heat map is hidden); `points` the vertices' centres, which
 * the board has worked out already (else they come from the graph's layout).
 */
export function coloringVertices(
	board: ColoringBoard,
	event: SearchEvent | null,
	lang: Lang,
	heat: readonly number[] = [],
	points: readonly Point[] = layoutGraph(board).positions.map(pointOf)
): VertexView[] {
	const { tried, placed, leaving } = eventMarks(event);
	const clashes = tried?.verdict === 'conflict' ? tried.conflict : [];
	const radius = vertexRadius(board.names.length);
	const size = nameSize(radius);
	const comma = lang === 'zh' ? '，' : ', ';
	const views: VertexView[] = [];
	for (let vertex = 0; vertex < board.names.length; vertex++) {
		const color = board.colors[vertex];
		const isTried = tried?.point === vertex;
		const clashing = clashes.some((clash) => clash.point === vertex);
		let said = color > 0 ? colorName(color)[lang] : words.uncolored[lang];
		if (tried && isTried) {
			const candidate = colorName(tried.candidate)[lang];
			if (tried.verdict === 'ok')
				said +=
					comma + (lang === 'zh' ? `正在尝试${candidate}，可以` : `trying ${candidate}, it fits`);
			else {
				const others = tried.conflict.map((clash) => board.names[clash.point]);
				said +=
					comma +
					(lang === 'zh'
						? `正在尝试${candidate}，邻点 ${others.join('、')} 已是这个颜色`
						: `trying ${candidate}, neighbour ${others.join(' and ')} has it`);
			}
		}
		if (clashing) said += comma + words.clashes[lang];
		if (leaving?.point === vertex) said += comma + words.removed[lang];
		views.push({
			vertex,
			name: board.names[vertex],
			x: points[vertex].x,
			y: points[vertex].y,
			radius,
			nameSize: size,
			color,
			tried: isTried,
			conflict: isTried && tried?.verdict === 'conflict',
			clashing,
			entering: placed?.point === vertex,
			heat: heat[vertex] ?? 0,
			label: `${board.names[vertex]}: ${said}`
		});
	}
	return views;
}
