import type { Clash } from '../../engine/events';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import {
	boxOf,
	columnOf,
	rowOf,
	type SudokuBoard,
	type SudokuOrder,
	type SudokuShape
} from './model';

/**
 * Sudoku as a search problem: a decision point is a cell, the candidates are the digits 1..n in
 * order, and a digit conflicts when its row, column or box already has it.
 *
 * @remarks
 * Row-major order fills the empty cells left to right, top to bottom, which is exactly the
 * lessons' `DFS(x + 1)` over cells 0..80: the same tries in the same order. MRV fills the empty
 * cell with the fewest digits left first (the first such cell in row-major order on ties).
 */
export class SudokuProblem implements BoardProblem<SudokuBoard> {
	readonly pointCount: number;
	readonly heatSize: number;
	readonly shape: SudokuShape;
	readonly order: SudokuOrder;
	private readonly cells: Uint8Array;
	private readonly givens: Uint8Array;
	/** Bit d is set when the row (column, box) already has digit d. */
	private readonly rowUsed: Int32Array;
	private readonly columnUsed: Int32Array;
	private readonly boxUsed: Int32Array;
	private readonly cellRow: Uint8Array;
	private readonly cellColumn: Uint8Array;
	private readonly cellBox: Uint8Array;
	/** Empty cells of the puzzle in row-major order: row-major search fills level k with empties[k]. */
	private readonly empties: Int32Array;
	private filled = 0;

	/** `digits` is the grid row by row, 0 for a blank; the givens must not clash (the parser checks). */
	constructor(shape: SudokuShape, digits: ArrayLike<number>, order: SudokuOrder = 'rowmajor') {
		const n = shape.size;
		this.shape = shape;
		this.order = order;
		this.pointCount = n * n;
		this.heatSize = n * n;
		this.cells = new Uint8Array(n * n);
		this.givens = new Uint8Array(n * n);
		this.rowUsed = new Int32Array(n);
		this.columnUsed = new Int32Array(n);
		this.boxUsed = new Int32Array(n);
		this.cellRow = new Uint8Array(n * n);
		this.cellColumn = new Uint8Array(n * n);
		this.cellBox = new Uint8Array(n * n);
		const empties: number[] = [];
		for (let cell = 0; cell < n * n; cell++) {
			this.cellRow[cell] = rowOf(shape, cell);
			this.cellColumn[cell] = columnOf(shape, cell);
			this.cellBox[cell] = boxOf(shape, cell);
			const d = digits[cell];
			if (d > 0) {
				this.givens[cell] = 1;
				this.cells[cell] = d;
				this.mark(cell, d);
			} else empties.push(cell);
		}
		this.empties = Int32Array.from(empties);
	}

	chooseDecisionPoint(): number {
		if (this.filled === this.empties.length) return GOAL;
		if (this.order === 'rowmajor') return this.empties[this.filled];
		let best = -1;
		let bestCount = 99;
		const n = this.shape.size;
		for (const cell of this.empties) {
			if (this.cells[cell] !== 0) continue;
			const used =
				this.rowUsed[this.cellRow[cell]] |
				this.columnUsed[this.cellColumn[cell]] |
				this.boxUsed[this.cellBox[cell]];
			const count = n - popcount(used);
			if (count < bestCount) {
				best = cell;
				bestCount = count;
				if (count === 0) break;
			}
		}
		return best;
	}

	candidateCount(): number {
		return this.shape.size;
	}

	candidateAt(_point: number, index: number): number {
		return index + 1;
	}

	accepts(cell: number, digit: number): boolean {
		const used =
			this.rowUsed[this.cellRow[cell]] |
			this.columnUsed[this.cellColumn[cell]] |
			this.boxUsed[this.cellBox[cell]];
		return (used & (1 << digit)) === 0;
	}

	explainConflict(cell: number, digit: number): Clash[] {
		const n = this.shape.size;
		const clashes: Clash[] = [];
		const row = this.cellRow[cell];
		const column = this.cellColumn[cell];
		const box = this.cellBox[cell];
		for (let c = 0; c < n; c++) {
			const other = row * n + c;
			if (other !== cell && this.cells[other] === digit)
				clashes.push({ reason: 'row', point: other });
		}
		for (let r = 0; r < n; r++) {
			const other = r * n + column;
			if (other !== cell && this.cells[other] === digit)
				clashes.push({ reason: 'column', point: other });
		}
		for (let other = 0; other < n * n; other++) {
			if (
				other !== cell &&
				this.cellBox[other] === box &&
				this.cellRow[other] !== row &&
				this.cellColumn[other] !== column &&
				this.cells[other] === digit
			)
				clashes.push({ reason: 'box', point: other });
		}
		return clashes;
	}

	place(cell: number, digit: number): void {
		this.cells[cell] = digit;
		this.mark(cell, digit);
		this.filled++;
	}

	remove(cell: number, digit: number): void {
		this.cells[cell] = 0;
		const bit = ~(1 << digit);
		this.rowUsed[this.cellRow[cell]] &= bit;
		this.columnUsed[this.cellColumn[cell]] &= bit;
		this.boxUsed[this.cellBox[cell]] &= bit;
		this.filled--;
	}

	heatIndex(cell: number): number {
		return cell;
	}

	saveState(): Uint8Array {
		return this.cells.slice();
	}

	loadState(state: Uint8Array): void {
		this.cells.set(state);
		this.rowUsed.fill(0);
		this.columnUsed.fill(0);
		this.boxUsed.fill(0);
		this.filled = 0;
		for (let cell = 0; cell < this.cells.length; cell++) {
			const d = this.cells[cell];
			if (d === 0) continue;
			this.mark(cell, d);
			if (!this.givens[cell]) this.filled++;
		}
	}

	board(): SudokuBoard {
		return {
			puzzle: 'sudoku',
			size: this.shape.size,
			boxSize: this.shape.boxSize,
			cells: Array.from(this.cells),
			givens: Array.from(this.givens, (g) => g === 1)
		};
	}

	/** The digits now on the grid, row by row (0 = blank). */
	digits(): Uint8Array {
		return this.cells.slice();
	}

	private mark(cell: number, digit: number): void {
		const bit = 1 << digit;
		this.rowUsed[this.cellRow[cell]] |= bit;
		this.columnUsed[this.cellColumn[cell]] |= bit;
		this.boxUsed[this.cellBox[cell]] |= bit;
	}
}

function popcount(x: number): number {
	x = x - ((x >>> 1) & 0x55555555);
	x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
	return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
