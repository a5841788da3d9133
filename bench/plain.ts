/**
 * A plain recursive sudoku solver: the lesson's `DFS(x + 1)` over the empty cells with bitmasks,
 * no events, no stack of frames, no snapshots. It makes exactly the tries of the engine's
 * row-major order, so it is the yardstick the timeline's indexing speed is measured against.
 */

/** What a plain search did: its tries (to check it made the same search) and whether it solved the grid. */
export interface PlainResult {
	readonly tries: number;
	readonly solved: boolean;
}

// The search state lives at module level, like the lesson's globals: a closure made per call was
// measured 40% slower on its second call (V8 kept the first call's optimised code for the closure).
const rowUsed = new Int32Array(9);
const columnUsed = new Int32Array(9);
const boxUsed = new Int32Array(9);
const rows = new Int32Array(81);
const columns = new Int32Array(81);
const boxes = new Int32Array(81);
let empties = 0;
let tries = 0;
let solved = false;

function fill(k: number): void {
	if (k === empties) {
		solved = true;
		return;
	}
	const r = rows[k];
	const c = columns[k];
	const b = boxes[k];
	for (let digit = 1; digit <= 9; digit++) {
		tries++;
		const bit = 1 << digit;
		if ((rowUsed[r] | columnUsed[c] | boxUsed[b]) & bit) continue;
		rowUsed[r] |= bit;
		columnUsed[c] |= bit;
		boxUsed[b] |= bit;
		fill(k + 1);
		if (solved) return;
		rowUsed[r] &= ~bit;
		columnUsed[c] &= ~bit;
		boxUsed[b] &= ~bit;
	}
}

/** Solves a 9x9 grid (81 digits, 0 = blank) row-major, digits 1..9 in order, stopping at the first solution. */
export function plainSolve(digits: ArrayLike<number>): PlainResult {
	rowUsed.fill(0);
	columnUsed.fill(0);
	boxUsed.fill(0);
	empties = 0;
	tries = 0;
	solved = false;
	for (let cell = 0; cell < 81; cell++) {
		const r = (cell / 9) | 0;
		const c = cell % 9;
		const b = ((cell / 27) | 0) * 3 + ((c / 3) | 0);
		const bit = 1 << digits[cell];
		if (digits[cell] === 0) {
			rows[empties] = r;
			columns[empties] = c;
			boxes[empties] = b;
			empties++;
		} else {
			rowUsed[r] |= bit;
			columnUsed[c] |= bit;
			boxUsed[b] |= bit;
		}
	}
	fill(0);
	return { tries, solved };
}
