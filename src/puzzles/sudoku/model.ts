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

/**
 * The three kinds of unit, in the order a clash names them: a digit appears at most once in each
 * row, each column and each box. This is the sudoku rule; the parser, the search and the check
 * of a solution all read it from here.
 */
export type SudokuUnit = 'row' | 'column' | 'box';

/**
 * A cell's three units as indices among the grid's 3n units: its row (0..n-1), then n + its
 * column, then 2n + its box. Two cells clash when they hold the same digit in the same unit.
 */
export function unitsOf(
	shape: SudokuShape,
	cell: number
): [row: number, column: number, box: number] {
	const n = shape.size;
	return [rowOf(shape, cell), n + columnOf(shape, cell), 2 * n + boxOf(shape, cell)];
}

/** The unit two different cells share, the row before the column before the box, or null. */
export function sharedUnit(shape: SudokuShape, a: number, b: number): SudokuUnit | null {
	if (rowOf(shape, a) === rowOf(shape, b)) return 'row';
	if (columnOf(shape, a) === columnOf(shape, b)) return 'column';
	return boxOf(shape, a) === boxOf(shape, b) ? 'box' : null;
}

/** A cell that shares a unit with another, and the unit it is named by. */
export interface SudokuPeer {
	readonly cell: number;
	readonly unit: SudokuUnit;
}

/**
 * The cells that share a unit with `cell`, each once: its row left to right, its column top to
 * bottom, then the rest of its box in reading order.
 */
export function peersOf(shape: SudokuShape, cell: number): SudokuPeer[] {
	const peers: SudokuPeer[] = [];
	for (const unit of ['row', 'column', 'box'] as const)
		for (let other = 0; other < shape.size * shape.size; other++)
			if (other !== cell && sharedUnit(shape, cell, other) === unit)
				peers.push({ cell: other, unit });
	return peers;
}

/** Two cells holding the same digit in one unit: `earlier` comes before `cell` in reading order. */
export interface SudokuRepeat {
	readonly earlier: number;
	readonly cell: number;
	readonly digit: number;
	readonly unit: SudokuUnit;
}

/**
 * The first digit in reading order that an earlier cell of one of its units already holds, with
 * the earliest such cell, or null when no unit holds a digit twice (0 is a blank). One pass,
 * remembering the first cell of each digit in each unit. Digits must be 0..n.
 */
export function firstRepeat(shape: SudokuShape, digits: ArrayLike<number>): SudokuRepeat | null {
	const n = shape.size;
	const seen = new Int32Array(3 * n * (n + 1)).fill(-1);
	for (let cell = 0; cell < n * n; cell++) {
		const digit = digits[cell];
		if (digit === 0) continue;
		const keys = unitsOf(shape, cell).map((unit) => unit * (n + 1) + digit);
		let earlier = -1;
		for (const key of keys)
			if (seen[key] >= 0 && (earlier < 0 || seen[key] < earlier)) earlier = seen[key];
		if (earlier < 0) {
			for (const key of keys) seen[key] = cell;
			continue;
		}
		return { earlier, cell, digit, unit: sharedUnit(shape, earlier, cell) as SudokuUnit };
	}
	return null;
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
	for (let cell = 0; cell < n * n; cell++)
		if (!(cells[cell] >= 1 && cells[cell] <= n)) return false;
	return firstRepeat(shape, cells) === null;
}
