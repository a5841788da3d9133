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

/** What a plain all-solutions search did: its tries (to check it made the engine's search) and its solutions. */
export interface PlainCount {
	readonly tries: number;
	readonly solutions: number;
}

// N-Queens, the lesson's row-by-row recursion with a flag per column and per diagonal, checked
// in the order QueensProblem checks them.
let queensSize = 0;
const queenColumn = new Uint8Array(32);
const queenSum = new Uint8Array(64);
const queenDifference = new Uint8Array(64);
let queensTries = 0;
let queensSolutions = 0;

function placeQueen(row: number): void {
	if (row === queensSize) {
		queensSolutions++;
		return;
	}
	const n = queensSize;
	for (let column = 0; column < n; column++) {
		queensTries++;
		const difference = row - column + n - 1;
		if (
			queenColumn[column] !== 0 ||
			queenSum[row + column] !== 0 ||
			queenDifference[difference] !== 0
		)
			continue;
		queenColumn[column] = queenSum[row + column] = queenDifference[difference] = 1;
		placeQueen(row + 1);
		queenColumn[column] = queenSum[row + column] = queenDifference[difference] = 0;
	}
}

/** Every placement of n queens (n <= 16), rows top down and columns left to right: the engine's queens search. */
export function plainQueens(n: number): PlainCount {
	queensSize = n;
	queenColumn.fill(0);
	queenSum.fill(0);
	queenDifference.fill(0);
	queensTries = 0;
	queensSolutions = 0;
	placeQueen(0);
	return { tries: queensTries, solutions: queensSolutions };
}

// The prime ring: 1 at position 0, then 2..n in increasing order at positions 1..n-1.
let ringSize = 0;
const ringNumbers = new Int32Array(32);
const ringUsed = new Uint8Array(33);
const ringPrime = new Uint8Array(65);
let ringTries = 0;
let ringSolutions = 0;

function placeNumber(position: number): void {
	if (position === ringSize) {
		ringSolutions++;
		return;
	}
	const n = ringSize;
	const previous = ringNumbers[position - 1];
	const last = position === n - 1;
	for (let number = 2; number <= n; number++) {
		ringTries++;
		if (ringUsed[number] || !ringPrime[number + previous] || (last && !ringPrime[number + 1]))
			continue;
		ringNumbers[position] = number;
		ringUsed[number] = 1;
		placeNumber(position + 1);
		ringUsed[number] = 0;
	}
}

/** Every prime ring of 1..n (n <= 32) starting with 1, numbers tried in increasing order: the engine's ring search. */
export function plainRing(n: number): PlainCount {
	ringSize = n;
	ringUsed.fill(0);
	for (let sum = 0; sum < ringPrime.length; sum++) {
		let prime = sum >= 2 ? 1 : 0;
		for (let d = 2; d * d <= sum; d++) if (sum % d === 0) prime = 0;
		ringPrime[sum] = prime;
	}
	ringNumbers[0] = 1;
	ringUsed[1] = 1;
	ringTries = 0;
	ringSolutions = 0;
	placeNumber(1);
	return { tries: ringTries, solutions: ringSolutions };
}
