import type { Clash } from '../../engine/events';
import { GOAL as NO_POINT_LEFT } from '../../engine/problem';
import type { BoardProblem } from '../types';
import {
	knightTarget,
	MOVES as KNIGHT_MOVES,
	type KnightBoard,
	type KnightOrder,
	type KnightSetup
} from './model';

/** The rules a knight's move can break, as its conflicts name them (words in index.ts). */
export type KnightReason = 'edge' | 'visited';

// Local copies of imported constants: under tsx and Vitest an imported binding is read through a
// getter, and these are read on every try (it made counting 5x5 tours five times slower).
const MOVES = KNIGHT_MOVES;
const GOAL = NO_POINT_LEFT;
/** Heat counts per square with the fixed order: one per move index, and one past the last. */
const SCAN_ROW = MOVES + 1;

/** Warnsdorff's key of a move that cannot be made: after every move that can (at most 8 onward). */
const BLOCKED = 9;

/**
 * The knight's tour as a search problem, the recursion every course teaches: the decision point
 * is the square the knight stands on (the end of the path), the candidates are its eight moves,
 * and a move conflicts when it leaves the board or lands on a visited square. The goal is a path
 * through all n x n squares: an open tour.
 *
 * @remarks
 * Both orders try the same eight moves with the same checks; only the order differs. Each
 * square's order is worked out when the knight arrives (in `place`), from the board as it is
 * then, and kept in a table until it leaves: with Warnsdorff's rule the moves to squares with
 * the fewest onward moves come first (ties in the fixed order), the moves that cannot be made
 * last. Nothing on the engine's hot path allocates.
 */
export class KnightProblem implements BoardProblem<KnightBoard> {
	/** One decision point per square: a tour visits every square. */
	readonly pointCount: number;
	/** Heat counts: per square and move with the fixed order, per square with Warnsdorff's (see readHeat). */
	readonly heatSize: number;
	readonly size: number;
	readonly start: number;
	readonly order: KnightOrder;
	/** The square each move from each square reaches (square * 8 + move), -1 off the board. */
	private readonly targets: Int32Array;
	/** The visited squares in order, `length` of them. */
	private readonly path: Int32Array;
	private length = 1;
	/** 1 + the index in `path` of each visited square, 0 for a square not visited. */
	private readonly visitedAt: Uint8Array;
	/** The moves of each square in the order its call tries them (square * 8 + index). */
	private readonly orders: Uint8Array;
	/** Warnsdorff's key of each move while an order is worked out (no allocation per place). */
	private readonly keys: Uint8Array = new Uint8Array(MOVES);

	/** `targets` with the squares off the board as `pointCount`, a square `visitedAt` always marks. */
	private readonly landing: Int32Array;
	/** The heat cell each move's try counts towards (see heatIndex). */
	private readonly counted: Int32Array;

	/** A tour of an n x n board from `start` (the parser checks both), trying moves in `order`. */
	constructor(setup: KnightSetup, order: KnightOrder = 'plain') {
		const squares = setup.size * setup.size;
		this.size = setup.size;
		this.start = setup.start;
		this.order = order;
		this.pointCount = squares;
		this.heatSize = order === 'plain' ? squares * SCAN_ROW : squares;
		this.targets = new Int32Array(squares * MOVES);
		for (let square = 0; square < squares; square++)
			for (let move = 0; move < MOVES; move++)
				this.targets[square * MOVES + move] = knightTarget(setup.size, square, move);
		this.landing = this.targets.map((target) => (target < 0 ? squares : target));
		this.counted = this.targets.map((target, i) => (target < 0 ? Math.floor(i / MOVES) : target));
		this.path = new Int32Array(squares);
		// One more square than the board: the one every move off the board lands on, always visited.
		this.visitedAt = new Uint8Array(squares + 1);
		this.visitedAt[squares] = 1;
		this.orders = new Uint8Array(squares * MOVES);
		for (let i = 0; i < this.orders.length; i++) this.orders[i] = i % MOVES;
		this.path[0] = setup.start;
		this.visitedAt[setup.start] = 1;
		this.arrive(setup.start);
	}

	chooseDecisionPoint(): number {
		return this.length === this.pointCount ? GOAL : this.path[this.length - 1];
	}

	candidateCount(): number {
		return MOVES;
	}

	candidateAt(square: number, index: number): number {
		return this.orders[square * MOVES + index];
	}

	accepts(square: number, move: number): boolean {
		const target = this.targets[square * MOVES + move];
		return target >= 0 && this.visitedAt[target] === 0;
	}

	firstAccepted(square: number, from: number, last: number, heat: Uint32Array): number {
		const base = square * MOVES;
		const targets = this.targets;
		const orders = this.orders;
		const visitedAt = this.visitedAt;
		if (this.order === 'plain') {
			// The fixed order tries move i as its i-th candidate: no order table to look through,
			// and a try is answered without a branch. The tries of one scan are counted with two
			// writes, not one per try: +1 where the scan starts, -1 after its end, per square (see
			// readHeat), since the fixed order always maps an index to the same landing square.
			const landing = this.landing;
			let index = from + 1;
			while (index < last && visitedAt[landing[base + index]] !== 0) index++;
			const end = index < last ? index + 1 : last;
			if (end > from + 1) {
				const row = square * SCAN_ROW;
				heat[row + from + 1]++;
				heat[row + end]--;
			}
			return index;
		} else
			for (let index = from + 1; index < last; index++) {
				const target = targets[base + orders[base + index]];
				// A move off the board counts towards the square it starts from (see heatIndex).
				heat[target < 0 ? square : target]++;
				if (target >= 0 && visitedAt[target] === 0) return index;
			}
		return last;
	}

	/**
	 * The heat map: with the fixed order, the counts are per square and move index, as differences
	 * (see firstAccepted): their running sum is how many scans tried that move, which lands on one
	 * square. With Warnsdorff's rule, a move's index changes from visit to visit, so each try is
	 * counted on its square directly and the counts are the map.
	 */
	readHeat(counts: Uint32Array): number[] {
		if (this.order !== 'plain') return Array.from(counts);
		const squares = this.pointCount;
		const heat = new Array<number>(squares).fill(0);
		for (let square = 0; square < squares; square++) {
			let tries = 0;
			for (let index = 0; index < MOVES; index++) {
				// Counts wrap at 2^32 (a -1 is stored as 2^32 - 1): summed as 32-bit integers.
				tries = (tries + counts[square * SCAN_ROW + index]) | 0;
				heat[this.counted[square * MOVES + index]] += tries;
			}
		}
		return heat;
	}

	/** One clash: the edge of the board (point -1), or the visited square with its move number. */
	explainConflict(square: number, move: number): Clash<KnightReason>[] {
		const target = this.targets[square * MOVES + move];
		if (target < 0) return [{ reason: 'edge', point: -1 }];
		return [{ reason: 'visited', point: target, value: this.visitedAt[target] }];
	}

	place(square: number, move: number): void {
		const target = this.targets[square * MOVES + move];
		this.path[this.length++] = target;
		this.visitedAt[target] = this.length;
		this.arrive(target);
	}

	remove(square: number, move: number): void {
		this.length--;
		this.visitedAt[this.targets[square * MOVES + move]] = 0;
	}

	/** The square the move lands on; a move off the board counts towards the square it starts from. */
	heatIndex(square: number, move: number): number {
		const target = this.targets[square * MOVES + move];
		return target < 0 ? square : target;
	}

	/** One byte per square: its move number, 0 when not visited (at most 64 squares). */
	get stateBytes(): number {
		return this.pointCount;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		const visitedAt = this.visitedAt;
		for (let square = 0; square < this.pointCount; square++)
			target[offset + square] = visitedAt[square];
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		const squares = this.pointCount;
		this.length = 0;
		this.visitedAt.fill(0);
		this.visitedAt[squares] = 1;
		for (let square = 0; square < squares; square++) {
			const at = source[offset + square];
			if (at === 0) continue;
			this.path[at - 1] = square;
			if (at > this.length) this.length = at;
		}
		// Each square's order as it was worked out on arrival, from the squares visited before it.
		for (let i = 0; i < this.length; i++) {
			const square = this.path[i];
			this.visitedAt[square] = i + 1;
			this.arrive(square);
		}
	}

	board(): KnightBoard {
		return {
			puzzle: 'knight',
			size: this.size,
			start: this.start,
			order: this.order,
			path: Array.from(this.path.subarray(0, this.length))
		};
	}

	/**
	 * The order the call at `square` will try its moves, worked out as the knight arrives there
	 * (the square is already marked visited). The plain order never changes, so only Warnsdorff's
	 * rule does any work: an insertion sort of the eight moves by their key, stable, so ties
	 * keep the fixed order.
	 */
	private arrive(square: number): void {
		if (this.order === 'plain') return;
		const keys = this.keys;
		const orders = this.orders;
		const base = square * MOVES;
		for (let move = 0; move < MOVES; move++) {
			const target = this.targets[base + move];
			keys[move] = target < 0 || this.visitedAt[target] !== 0 ? BLOCKED : this.onward(target);
		}
		for (let i = 0; i < MOVES; i++) {
			const move = i;
			let j = i;
			while (j > 0 && keys[orders[base + j - 1]] > keys[move]) {
				orders[base + j] = orders[base + j - 1];
				j--;
			}
			orders[base + j] = move;
		}
	}

	/** How many moves from `square` reach a square not visited yet. */
	private onward(square: number): number {
		let count = 0;
		const base = square * MOVES;
		for (let move = 0; move < MOVES; move++) {
			const target = this.targets[base + move];
			if (target >= 0 && this.visitedAt[target] === 0) count++;
		}
		return count;
	}
}
