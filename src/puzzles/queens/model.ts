/** The board sizes Backstep reads: 1..16 queens on an n x n board. */
export const QUEENS_MIN = 1;
/** Largest board: 16 queens already make 14,772,512 solutions. */
export const QUEENS_MAX = 16;

/** How two queens attack each other: on the same column or on the same diagonal. */
export type QueensAttack = 'column' | 'diagonal';

/**
 * The board an N-Queens view draws. The search fills the rows top down, one queen a row, so the
 * rows 0..placed-1 hold a queen and the others are empty.
 */
export interface QueensBoard {
	readonly puzzle: 'queens';
	/** n: rows, columns and queens. */
	readonly size: number;
	/** Column (0-based) of the queen in each row, -1 for a row without a queen yet. Length `size`. */
	readonly queens: readonly number[];
	/** How many queens are on the board: rows 0..placed-1. */
	readonly placed: number;
}

/** How the queen at (row, column) and the one at (otherRow, otherColumn) attack each other, or null when they do not. */
export function queensAttack(
	row: number,
	column: number,
	otherRow: number,
	otherColumn: number
): QueensAttack | null {
	if (column === otherColumn) return 'column';
	if (Math.abs(row - otherRow) === Math.abs(column - otherColumn)) return 'diagonal';
	return null;
}

/** Whether `columns` (the queen's column in each row) is a solution: one queen a row, on the board, no two attacking. */
export function isValidQueens(size: number, columns: readonly number[]): boolean {
	if (columns.length !== size) return false;
	for (let row = 0; row < size; row++) {
		const column = columns[row];
		if (!Number.isInteger(column) || column < 0 || column >= size) return false;
		for (let other = 0; other < row; other++)
			if (queensAttack(row, column, other, columns[other]) !== null) return false;
	}
	return true;
}
