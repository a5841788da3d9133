import type { Text } from '../types';

/** Most rows and columns a grid may have: a newspaper's word search fits, and the board stays readable. */
export const WORDS_MAX_SIDE = 20;
/** Most letters a word may have: as many as the largest grid has cells. */
export const WORD_MAX = WORDS_MAX_SIDE * WORDS_MAX_SIDE;

/** A move from one cell to the next: up, right, down, left, tried in that order. */
export type Direction = 0 | 1 | 2 | 3;

/** The moves in the order the search tries them (the mazes' order). */
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3];

/**
 * The candidates of the first letter are cells, the others moves. A start cell is written as
 * START + row * START_STRIDE + column, so a candidate names its cell without the grid's width.
 */
export const START = 4;
export const START_STRIDE = 32;

/** The grid and the word as read from input; cells are numbered row * cols + column. */
export interface WordGrid {
	readonly rows: number;
	readonly cols: number;
	/** Each cell's letter as written (one character), row by row. */
	readonly letters: readonly string[];
	/** The word's letters (characters), first to last. */
	readonly word: readonly string[];
}

/** The board a word-search view draws: the grid, the word, and the path the search is on. */
export interface WordsBoard {
	readonly puzzle: 'words';
	readonly rows: number;
	readonly cols: number;
	readonly letters: readonly string[];
	readonly word: readonly string[];
	/** The cells of the current path, first letter first: `path[i]` holds the word's letter i. */
	readonly path: readonly number[];
}

/** Row and column steps of each direction. */
const ROW_STEP = [-1, 0, 1, 0] as const;
const COLUMN_STEP = [0, 1, 0, -1] as const;

/** The cell a move from `cell` reaches, or -1 off the grid. */
export function neighbour(rows: number, cols: number, cell: number, direction: Direction): number {
	const row = Math.floor(cell / cols) + ROW_STEP[direction];
	const column = (cell % cols) + COLUMN_STEP[direction];
	return row < 0 || row >= rows || column < 0 || column >= cols ? -1 : row * cols + column;
}

/** The row and column (0-based) a start candidate names. */
export function startOf(candidate: number): { row: number; column: number } {
	const code = candidate - START;
	return { row: Math.floor(code / START_STRIDE), column: code % START_STRIDE };
}

/**
 * The cell a candidate of letter `index` goes to: a start cell for the first letter, else the
 * cell next to the path's last one (-1 when the move leaves the grid).
 */
export function candidateCell(
	board: Pick<WordsBoard, 'rows' | 'cols' | 'path'>,
	index: number,
	candidate: number
): number {
	if (candidate >= START) {
		const { row, column } = startOf(candidate);
		return row * board.cols + column;
	}
	const from = board.path[index - 1];
	return from === undefined ? -1 : neighbour(board.rows, board.cols, from, candidate as Direction);
}

/** Two letters match whatever their case: a student writes "see" for a grid of capitals. */
function sameLetter(a: string, b: string): boolean {
	return a.toUpperCase() === b.toUpperCase();
}

/** The names of the moves, as the narration and the code view say them. */
export const DIRECTION_NAMES: readonly Text[] = [
	{ en: 'up', zh: '上' },
	{ en: 'right', zh: '右' },
	{ en: 'down', zh: '下' },
	{ en: 'left', zh: '左' }
];

/** "row 2, column 3" with 1-based numbers. */
export function cellName(cols: number, cell: number): Text {
	const row = Math.floor(cell / cols) + 1;
	const column = (cell % cols) + 1;
	return { en: `row ${row}, column ${column}`, zh: `第${row}行第${column}列` };
}

/** Whether `path` spells the word in the grid: adjacent cells, each once, each with its letter. */
export function isWordPath(grid: WordGrid, path: readonly number[]): boolean {
	if (path.length !== grid.word.length || new Set(path).size !== path.length) return false;
	return path.every((cell, i) => {
		if (!Number.isInteger(cell) || cell < 0 || cell >= grid.rows * grid.cols) return false;
		if (!sameLetter(grid.letters[cell], grid.word[i])) return false;
		if (i === 0) return true;
		const before = path[i - 1];
		return Math.abs(before - cell) === grid.cols
			? true
			: Math.abs(before - cell) === 1 &&
					Math.floor(before / grid.cols) === Math.floor(cell / grid.cols);
	});
}
