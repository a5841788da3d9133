/**
 * A plain recursive knight's tour: the course's `tour(r, c, k)` with a move number per square,
 * the eight moves in the fixed order of KnightProblem's plain order (ROW_STEP / COLUMN_STEP in
 * src/puzzles/knight/model.ts), no events, no stack of frames, no snapshots. It makes exactly
 * the engine's tries, so it is the yardstick the timeline's recording of the knight is measured
 * against.
 */

/** What a plain search did: its tries (to check it made the engine's search) and the tours it found. */
export interface PlainKnightCount {
	readonly tries: number;
	readonly solutions: number;
}

// The search state lives at module level, like the lessons' globals (see bench/plain.ts: a
// closure made per call was measured slower on its second call).
const rowStep = new Int32Array([2, 1, -1, -2, -2, -1, 1, 2]);
const columnStep = new Int32Array([1, 2, 2, 1, -1, -2, -2, -1]);
const step = new Int32Array(64);
let size = 0;
let squares = 0;
let limit = 0;
let tries = 0;
let solutions = 0;

function tour(row: number, column: number, k: number): void {
	if (k === squares) {
		solutions++;
		return;
	}
	const n = size;
	for (let move = 0; move < 8; move++) {
		tries++;
		const r = row + rowStep[move];
		const c = column + columnStep[move];
		if (r < 0 || r >= n || c < 0 || c >= n || step[r * n + c] !== 0) continue;
		step[r * n + c] = k + 1;
		tour(r, c, k + 1);
		if (solutions === limit) return;
		step[r * n + c] = 0;
	}
}

/**
 * The open tours of an n x n board (n <= 8) from (row, column), 0-based, moves in the fixed
 * order, stopping after `most` tours: the engine's plain knight search with that solution limit.
 */
export function plainKnight(
	n: number,
	row: number,
	column: number,
	most = Infinity
): PlainKnightCount {
	size = n;
	squares = n * n;
	limit = most;
	step.fill(0);
	tries = 0;
	solutions = 0;
	step[row * n + column] = 1;
	tour(row, column, 1);
	return { tries, solutions };
}
