/**
 * The frame of a board drawn as a grid of squares with row and column numbers (sudoku, queens,
 * the knight's tour, the word search): where the grid starts and how big the picture is.
 */
import type { LegendBox } from './board-props';

/** Side of a square in viewBox units; everything else on a grid board is drawn relative to it. */
export const CELL = 100;
/** Room under a board for the heat map's key, before it grows with the board. */
export const LEGEND = 70;

/** What a grid board needs room for round its squares. */
export interface GridSpec {
	readonly rows: number;
	readonly cols: number;
	/** Room left of the grid and above it for the row and column numbers. */
	readonly label: number;
	/** Gap between the numbers and the grid, and the room right of and under it. */
	readonly margin: number;
	/** Room right of and under the grid when it needs more than `margin`. */
	readonly beyond?: number;
	/** Room above the column numbers, for what a board shows over its grid. */
	readonly above?: number;
	/** Columns of a board whose heat key keeps its size; a wider board grows the key. */
	readonly legendColumns?: number;
	/** Whether the heat map's key is drawn under the grid. */
	readonly showHeat: boolean;
}

/** Where a grid board's squares start and how big its picture is, in viewBox units. */
export interface GridLayout {
	/** Left and top edge of the grid's first square. */
	readonly left: number;
	readonly top: number;
	/** The whole picture: numbers, grid, and the heat key when it is shown. */
	readonly width: number;
	readonly height: number;
	/** The picture as the root <svg>'s viewBox. */
	readonly viewBox: string;
	/** How much the heat key grows, so it reads the same on a 16 x 16 grid. */
	readonly legendScale: number;
	/** Where the heat key goes: under the grid, as wide as it, grown by `legendScale`. */
	readonly legend: LegendBox;
	/** Left edge of a column's squares and top edge of a row's. */
	readonly x: (column: number) => number;
	readonly y: (row: number) => number;
}

/** Lays a grid board out: the grid after its numbers, the heat key (if shown) under it. */
export function gridLayout(spec: GridSpec): GridLayout {
	const beyond = spec.beyond ?? spec.margin;
	const left = spec.label + spec.margin;
	const top = (spec.above ?? 0) + spec.label + spec.margin;
	const legendScale = Math.max(1, spec.cols / (spec.legendColumns ?? 9));
	const width = left + spec.cols * CELL + beyond;
	const height = top + spec.rows * CELL + beyond + (spec.showHeat ? LEGEND * legendScale : 0);
	return {
		left,
		top,
		width,
		height,
		viewBox: `0 0 ${width} ${height}`,
		legendScale,
		legend: { x: left, y: top + spec.rows * CELL, width: spec.cols * CELL, scale: legendScale },
		x: (column) => left + column * CELL,
		y: (row) => top + row * CELL
	};
}

/** The square `pad` units inside a square whose corner is at (x, y): a ring round it, a piece on it. */
export function inset(x: number, y: number, pad: number, side: number = CELL) {
	return { x: x + pad, y: y + pad, width: side - 2 * pad, height: side - 2 * pad };
}
