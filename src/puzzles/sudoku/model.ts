/** Geometry of a sudoku grid: 4x4 (2x2 boxes), 9x9 (3x3) or 16x16 (4x4). */
export interface SudokuShape {
	/** Digits per row, column and box. */
	readonly size: number;
	/** Rows and columns of one box (square boxes). */
	readonly boxSize: number;
}

/** The grid sizes Backstep reads. */
export const SUDOKU_SIZES = [4, 9, 16] as const;

/** The shape of a grid of `size` digits, or null when that size is not supported. */
export function sudokuShape(size: number): SudokuShape | null {
	const boxSize = Math.round(Math.sqrt(size));
	return (SUDOKU_SIZES as readonly number[]).includes(size) ? { size, boxSize } : null;
}

/** Row of a cell index. */
export const rowOf = (shape: SudokuShape, cell: number): number => Math.floor(cell / shape.size);
/** Column of a cell index. */
export const columnOf = (shape: SudokuShape, cell: number): number => cell % shape.size;
/** Box of a cell index, numbered row by row from 0. */
export function boxOf(shape: SudokuShape, cell: number): number {
	const b = shape.boxSize;
	return Math.floor(rowOf(shape, cell) / b) * b + Math.floor(columnOf(shape, cell) / b);
}

/** The order in which empty cells are filled. */
export type SudokuOrder = 'rowmajor' | 'mrv';

/** The board a sudoku view draws: digits (0 = blank) and which of them were given. */
export interface SudokuBoard {
	readonly puzzle: 'sudoku';
	readonly size: number;
	readonly boxSize: number;
	readonly cells: readonly number[];
	readonly givens: readonly boolean[];
}

/** Whether a full grid obeys the rules: every row, column and box holds each digit once. */
export function isValidSolution(shape: SudokuShape, cells: ArrayLike<number>): boolean {
	const n = shape.size;
	const seen = new Set<string>();
	for (let cell = 0; cell < n * n; cell++) {
		const d = cells[cell];
		if (!(d >= 1 && d <= n)) return false;
		for (const key of [
			`r${rowOf(shape, cell)}:${d}`,
			`c${columnOf(shape, cell)}:${d}`,
			`b${boxOf(shape, cell)}:${d}`
		]) {
			if (seen.has(key)) return false;
			seen.add(key);
		}
	}
	return true;
}
