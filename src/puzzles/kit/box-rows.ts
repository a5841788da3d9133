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
	/** From the top of one row to the top of the next: a box and the room under it for its number. */
	readonly rowHeight: number;
}

/** Left edge of box `index` of `count` boxes: a row that is not full is centred like the others. */
export function boxLeft(rows: BoxRows, count: number, index: number): number {
	const row = Math.floor(index / rows.perRow);
	const inRow = Math.min(rows.perRow, count - row * rows.perRow);
	const rowWidth = inRow * rows.box + (inRow - 1) * rows.gap;
	return (rows.width - rowWidth) / 2 + (index % rows.perRow) * (rows.box + rows.gap);
}

/** Top edge of box `index` of rows whose first row starts at `top`. */
export function boxTop(rows: BoxRows, top: number, index: number): number {
	return top + Math.floor(index / rows.perRow) * rows.rowHeight;
}

/** How many rows `count` boxes fill. */
export function rowCount(rows: BoxRows, count: number): number {
	return Math.ceil(count / rows.perRow);
}

/**
 * The pointer over a box (the one being decided): a small triangle, `above` units over the box's
 * top edge, pointing down at its middle.
 */
export function pointerPath(
	rows: BoxRows,
	count: number,
	index: number,
	top: number,
	above: number
) {
	const middle = boxLeft(rows, count, index) + rows.box / 2;
	return `M ${middle - 12} ${boxTop(rows, top, index) - above} h 24 l -12 16 z`;
}
