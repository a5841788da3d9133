/**
 * Moving the keyboard focus around an editor's grid of cells, numbered row by row from 0. The
 * arrow keys move one cell and stop at the edges (they do not wrap to the next row); a grid that
 * asks for it also takes Home and End to its row's first and last cell.
 */

/** The size of an editor's grid. */
export interface GridSize {
	readonly rows: number;
	readonly cols: number;
}

/** Which keys besides the arrows move in a grid. */
export interface GridKeys {
	/** Home and End go to the first and last cell of the row (the sudoku grid, typed like text). */
	readonly rowEnds?: boolean;
}

/** The cell a key moves to from `cell`, or null when the key does not move in the grid. */
export function nextCell(
	key: string,
	cell: number,
	grid: GridSize,
	keys: GridKeys = {}
): number | null {
	const { rows, cols } = grid;
	const row = Math.floor(cell / cols);
	const column = cell % cols;
	switch (key) {
		case 'ArrowUp':
			return row > 0 ? cell - cols : cell;
		case 'ArrowDown':
			return row < rows - 1 ? cell + cols : cell;
		case 'ArrowLeft':
			return column > 0 ? cell - 1 : cell;
		case 'ArrowRight':
			return column < cols - 1 ? cell + 1 : cell;
		case 'Home':
			return keys.rowEnds ? row * cols : null;
		case 'End':
			return keys.rowEnds ? row * cols + cols - 1 : null;
		default:
			return null;
	}
}

/** The part of a key press the grid reads (a DOM KeyboardEvent is one). */
export interface GridKeyPress {
	readonly key: string;
	preventDefault(): void;
}

/**
 * What an editor's keydown handler calls: the cell the pressed key moves to, with the key's own
 * action (scrolling the page, moving a text caret) prevented; null, and the key left alone, when it
 * does not move in the grid.
 */
export function moveInGrid(
	event: GridKeyPress,
	cell: number,
	grid: GridSize,
	keys: GridKeys = {}
): number | null {
	const next = nextCell(event.key, cell, grid, keys);
	if (next !== null) event.preventDefault();
	return next;
}
