/** The smallest board Backstep tours: 5 x 5, the smallest square board with an open tour. */
export const KNIGHT_MIN = 5;
/** The largest board: the chessboard, 8 x 8. */
export const KNIGHT_MAX = 8;

/**
 * The eight knight moves in the fixed order the plain search tries them: row and column steps,
 * starting with two down and one right and turning round the square (the order of the classic
 * `xMove`/`yMove` tables). A move's code is its index here; candidates are these codes.
 */
export const ROW_STEP: readonly number[] = [2, 1, -1, -2, -2, -1, 1, 2];
/** Column steps of the moves, matching {@link ROW_STEP}. */
export const COLUMN_STEP: readonly number[] = [1, 2, 2, 1, -1, -2, -2, -1];

/** How many moves a knight has: the candidates of every decision point. */
export const MOVES = 8;

/**
 * The order the moves are tried in: the fixed order of the eight moves, or Warnsdorff's rule
 * (the square with the fewest onward moves first, ties in the fixed order).
 */
export type KnightOrder = 'plain' | 'warnsdorff';

/** A tour's board and start square as read from input. Squares are numbered row * size + column. */
export interface KnightSetup {
	readonly size: number;
	readonly start: number;
}

/**
 * The board a knight's tour view draws: the squares the knight has visited in order, from the
 * start square to the square it stands on. A square's move number is its place in `path`, plus 1.
 */
export interface KnightBoard {
	readonly puzzle: 'knight';
	/** n: rows and columns. */
	readonly size: number;
	readonly start: number;
	readonly order: KnightOrder;
	/** The visited squares in visiting order, the start first and the knight's square last. */
	readonly path: readonly number[];
}

/** The square a move from `square` reaches on an n x n board, or -1 when it leaves the board. */
export function knightTarget(size: number, square: number, move: number): number {
	const row = Math.floor(square / size) + ROW_STEP[move];
	const column = (square % size) + COLUMN_STEP[move];
	return row < 0 || row >= size || column < 0 || column >= size ? -1 : row * size + column;
}

/** How many moves from `square` reach a square not yet visited: what Warnsdorff's rule counts. */
export function onwardMoves(size: number, visited: ArrayLike<boolean>, square: number): number {
	let count = 0;
	for (let move = 0; move < MOVES; move++) {
		const target = knightTarget(size, square, move);
		if (target >= 0 && !visited[target]) count++;
	}
	return count;
}

/** Whether two squares are a knight's move apart. */
function isKnightMove(size: number, from: number, to: number): boolean {
	for (let move = 0; move < MOVES; move++) if (knightTarget(size, from, move) === to) return true;
	return false;
}

/** Whether `path` is an open tour from `start`: every square once, each step a knight's move. */
export function isValidTour(size: number, start: number, path: readonly number[]): boolean {
	if (path.length !== size * size || path[0] !== start) return false;
	const seen = new Set<number>();
	for (let i = 0; i < path.length; i++) {
		const square = path[i];
		if (!Number.isInteger(square) || square < 0 || square >= size * size || seen.has(square))
			return false;
		if (i > 0 && !isKnightMove(size, path[i - 1], square)) return false;
		seen.add(square);
	}
	return true;
}

/** The move numbers of a board, row by row: 1 for the start, 0 for a square not visited yet. */
export function moveNumbers(board: Pick<KnightBoard, 'size' | 'path'>): number[] {
	const numbers = new Array<number>(board.size * board.size).fill(0);
	board.path.forEach((square, index) => (numbers[square] = index + 1));
	return numbers;
}
