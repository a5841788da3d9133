/** Largest maze Backstep reads: 101 x 101 cells. */
export const MAZE_MAX = 101;

/** A move: up, right, down, left. Candidates of the search are these codes. */
export type Direction = 0 | 1 | 2 | 3;

/** The letters of the moves, indexed by direction code, as the `order` option spells them. */
export const DIRECTION_LETTERS = ['U', 'R', 'D', 'L'] as const;

/** The lesson's order: up, right, down, left. */
export const LESSON_ORDER = 'URDL';

/** Row and column steps of each direction code. */
const ROW_STEP = [-1, 0, 1, 0] as const;
const COLUMN_STEP = [0, 1, 0, -1] as const;

/** How the search marks the cells it walks through. */
export type MazeMarking = 'path' | 'visited';

/** The maze as read from input: its walls, entry and exit. Cells are numbered row * cols + column. */
export interface MazeGrid {
	readonly rows: number;
	readonly cols: number;
	/** 1 for a wall, 0 for an open cell, row by row. */
	readonly walls: Uint8Array;
	readonly entry: number;
	readonly exit: number;
}

/**
 * The board a maze view draws: the grid, the path the search is on, and the cells it has explored.
 * Cells are numbered row * cols + column.
 */
export interface MazeBoard {
	readonly puzzle: 'maze';
	readonly rows: number;
	readonly cols: number;
	/** Whether each cell is a wall, row by row. */
	readonly walls: readonly boolean[];
	readonly entry: number;
	readonly exit: number;
	/** How cells are marked: only the current path ('path'), or every visited cell ('visited'). */
	readonly marking: MazeMarking;
	/** The current path in order, from the entry to the cell the search stands on (its last cell). */
	readonly path: readonly number[];
	/**
	 * Whether each cell has ever been on the path. Explored cells not on the path now are ones the
	 * search backed out of (dead ends, or branches finished). In 'visited' marking they are also
	 * closed to the search; in 'path' marking they may be walked again.
	 */
	readonly explored: readonly boolean[];
}

/** The cell a move from `cell` reaches, or -1 when it leaves the grid. */
export function neighbour(rows: number, cols: number, cell: number, direction: Direction): number {
	const row = Math.floor(cell / cols) + ROW_STEP[direction];
	const column = (cell % cols) + COLUMN_STEP[direction];
	return row < 0 || row >= rows || column < 0 || column >= cols ? -1 : row * cols + column;
}

/** Reads an order option such as 'URDL' (any permutation of U, R, D, L, either case), or null when it is not one. */
export function directionOrder(text: string): Direction[] | null {
	const letters = text.toUpperCase();
	if (letters.length !== 4) return null;
	const order: Direction[] = [];
	for (const letter of letters) {
		const direction = DIRECTION_LETTERS.indexOf(letter as (typeof DIRECTION_LETTERS)[number]);
		if (direction < 0 || order.includes(direction as Direction)) return null;
		order.push(direction as Direction);
	}
	return order;
}

/** Whether `path` is a way through the maze: from entry to exit, open cells, each next to the one before, none twice. */
export function isValidPath(grid: MazeGrid, path: readonly number[]): boolean {
	if (path.length === 0 || path[0] !== grid.entry || path[path.length - 1] !== grid.exit)
		return false;
	const seen = new Set<number>();
	for (let i = 0; i < path.length; i++) {
		const cell = path[i];
		if (!Number.isInteger(cell) || cell < 0 || cell >= grid.rows * grid.cols) return false;
		if (grid.walls[cell] === 1 || seen.has(cell)) return false;
		seen.add(cell);
		if (i > 0) {
			const before = path[i - 1];
			const adjacent = ([0, 1, 2, 3] as const).some(
				(d) => neighbour(grid.rows, grid.cols, before, d) === cell
			);
			if (!adjacent) return false;
		}
	}
	return true;
}
