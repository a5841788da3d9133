import type { Clash } from '../../engine/events';

/** The rules a queens candidate can break, as its conflicts name them (words in index.ts). */
export type QueensReason = 'column' | 'diagonal';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import { queensAttack, type QueensBoard } from './model';

/**
 * N-Queens as a search problem, row by row as the lesson does it: the decision point is a row
 * (0..n-1, top down), the candidates are its columns left to right, and a column conflicts when
 * a queen in an earlier row is on the same column or diagonal.
 */
export class QueensProblem implements BoardProblem<QueensBoard> {
	readonly pointCount: number;
	/** One heat cell per square, row * n + column. */
	readonly heatSize: number;
	readonly size: number;
	/** Column of the queen in each row, -1 when the row has none. */
	private readonly columns: Int32Array;
	/** Whether a queen stands on each column. */
	private readonly columnUsed: Uint8Array;
	/** Whether a queen stands on each diagonal going down-left, indexed row + column. */
	private readonly sumUsed: Uint8Array;
	/** Whether a queen stands on each diagonal going down-right, indexed row - column + n - 1. */
	private readonly differenceUsed: Uint8Array;
	private placed = 0;

	/** An empty n x n board (the parser checks that n is 1..16). */
	constructor(size: number) {
		this.size = size;
		this.pointCount = size;
		this.heatSize = size * size;
		this.columns = new Int32Array(size).fill(-1);
		this.columnUsed = new Uint8Array(size);
		this.sumUsed = new Uint8Array(2 * size - 1);
		this.differenceUsed = new Uint8Array(2 * size - 1);
	}

	chooseDecisionPoint(): number {
		return this.placed === this.size ? GOAL : this.placed;
	}

	candidateCount(): number {
		return this.size;
	}

	candidateAt(_row: number, index: number): number {
		return index;
	}

	accepts(row: number, column: number): boolean {
		return (
			this.columnUsed[column] === 0 &&
			this.sumUsed[row + column] === 0 &&
			this.differenceUsed[row - column + this.size - 1] === 0
		);
	}

	/** The queens that attack the square, nearest row first (the lesson checks upwards from the row above). */
	explainConflict(row: number, column: number): Clash<QueensReason>[] {
		const clashes: Clash<QueensReason>[] = [];
		for (let other = row - 1; other >= 0; other--) {
			const otherColumn = this.columns[other];
			if (otherColumn < 0) continue;
			const attack = queensAttack(row, column, other, otherColumn);
			if (attack !== null) clashes.push({ reason: attack, point: other });
		}
		return clashes;
	}

	place(row: number, column: number): void {
		this.columns[row] = column;
		this.mark(row, column, 1);
		this.placed++;
	}

	remove(row: number, column: number): void {
		this.columns[row] = -1;
		this.mark(row, column, 0);
		this.placed--;
	}

	firstAccepted(row: number, from: number, last: number, heat: Uint32Array): number {
		const n = this.size;
		const columnUsed = this.columnUsed;
		const sumUsed = this.sumUsed;
		const differenceUsed = this.differenceUsed;
		for (let column = from + 1; column < last; column++) {
			heat[row * n + column]++;
			if (
				columnUsed[column] === 0 &&
				sumUsed[row + column] === 0 &&
				differenceUsed[row - column + n - 1] === 0
			)
				return column;
		}
		return last;
	}

	heatIndex(row: number, column: number): number {
		return row * this.size + column;
	}

	/** One byte per row: 1 + the column of its queen, 0 when the row has none (n is at most 16). */
	get stateBytes(): number {
		return this.size;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		for (let row = 0; row < this.size; row++) target[offset + row] = this.columns[row] + 1;
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		for (let row = 0; row < this.size; row++) this.columns[row] = source[offset + row] - 1;
		this.columnUsed.fill(0);
		this.sumUsed.fill(0);
		this.differenceUsed.fill(0);
		this.placed = 0;
		for (let row = 0; row < this.size; row++) {
			const column = this.columns[row];
			if (column < 0) continue;
			this.mark(row, column, 1);
			this.placed++;
		}
	}

	board(): QueensBoard {
		return {
			puzzle: 'queens',
			size: this.size,
			queens: Array.from(this.columns),
			placed: this.placed
		};
	}

	private mark(row: number, column: number, value: 0 | 1): void {
		this.columnUsed[column] = value;
		this.sumUsed[row + column] = value;
		this.differenceUsed[row - column + this.size - 1] = value;
	}
}
