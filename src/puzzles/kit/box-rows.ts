/**
 * Boxes laid out in rows of a fixed count, each row centred on the board: the subsets' numbers,
 * the permutations' positions and items, a problem's sequence of your own.
 */

/** How a board lays its boxes out, in viewBox units. */
export interface BoxRows {
	/** Width of the board the rows are centred in. */
	readonly width: number;
	/** Side of a box and the gap between two boxes of a row. */
	readonly box: number;
	readonly gap: number;
	/** Boxes a full row holds. */
	readonly perRow: number;
}

/** Left edge of box `index` of `count` boxes: a row that is not full is centred like the others. */
export function boxLeft(rows: BoxRows, count: number, index: number): number {
	const row = Math.floor(index / rows.perRow);
	const inRow = Math.min(rows.perRow, count - row * rows.perRow);
	const rowWidth = inRow * rows.box + (inRow - 1) * rows.gap;
	return (rows.width - rowWidth) / 2 + (index % rows.perRow) * (rows.box + rows.gap);
}
