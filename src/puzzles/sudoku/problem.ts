import type { Clash } from '../../engine/events';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import {
	peersOf,
	unitsOf,
	type SudokuBoard,
	type SudokuOrder,
	type SudokuShape,
	type SudokuUnit
} from './model';

/** The rules a sudoku candidate can break, as its conflicts name them (words in index.ts). */
export type SudokuReason = SudokuUnit;

/**
 * Sudoku as a search problem: a decision point is a cell, the candidates are the digits 1..n in
 * order, and a digit conflicts when its row, column or box already has it.
 *
 * @remarks
 * Row-major order fills the empty cells left to right, top to bottom, which is exactly the
 * lessons' `DFS(x + 1)` over cells 0..80: the same tries in the same order. MRV fills the empty
 * cell with the fewest digits left first (the first such cell in row-major order on ties).
 *
 * The digits used in each row, column and box are bit masks in one array (`unitUsed`: rows, then
 * columns, then boxes), and each cell packs the indices of its three units in one number, so the
 * check and the MRV scan read few arrays: they run billions of times.
 */
export class SudokuProblem implements BoardProblem<SudokuBoard> {
	readonly pointCount: number;
	readonly heatSize: number;
	readonly shape: SudokuShape;
	readonly order: SudokuOrder;
	private readonly cells: Uint8Array;
	private readonly givens: Uint8Array;
	/** Bit d of unit u is set when row u (column u - n, box u - 2n) already has digit d. */
	private readonly unitUsed: Int32Array;
	/** A cell's row, n + its column and 2n + its box, 8 bits each: its three entries in `unitUsed`. */
	private readonly cellUnits: Int32Array;
	/** Empty cells of the puzzle in row-major order: row-major search fills level k with empties[k]. */
	private readonly empties: Int32Array;
	private filled = 0;
	/**
	 * For MRV: the cells still empty are open[0..openCount-1], in no particular order (a place
	 * swaps its cell out in O(1)); `openAt` is each cell's index in `open`. The choice does not
	 * depend on this order, since ties go to the lowest cell index, so a restored search chooses
	 * exactly as the original did.
	 */
	private readonly open: Int32Array;
	private readonly openAt: Int32Array;
	private openCount: number;
	/**
	 * The cell `accepts` looked at last and the digits its row, column and box hold: the engine
	 * tries a cell's digits one after another on one board, so the mask is read once per cell.
	 * A place, a remove or a load changes the board and forgets it.
	 */
	private usedCell = -1;
	private usedMask = 0;

	/** `digits` is the grid row by row, 0 for a blank; the givens must not clash (the parser checks). */
	constructor(shape: SudokuShape, digits: ArrayLike<number>, order: SudokuOrder = 'rowmajor') {
		const n = shape.size;
		this.shape = shape;
		this.order = order;
		this.pointCount = n * n;
		this.heatSize = n * n;
		this.cells = new Uint8Array(n * n);
		this.givens = new Uint8Array(n * n);
		this.unitUsed = new Int32Array(3 * n);
		this.cellUnits = new Int32Array(n * n);
		const empties: number[] = [];
		for (let cell = 0; cell < n * n; cell++) {
			const [row, column, box] = unitsOf(shape, cell);
			this.cellUnits[cell] = row | (column << 8) | (box << 16);
			const d = digits[cell];
			if (d > 0) {
				this.givens[cell] = 1;
				this.cells[cell] = d;
				this.mark(cell, d);
			} else empties.push(cell);
		}
		this.empties = Int32Array.from(empties);
		this.open = Int32Array.from(empties);
		this.openAt = new Int32Array(n * n);
		this.empties.forEach((cell, i) => (this.openAt[cell] = i));
		this.openCount = empties.length;
	}

	chooseDecisionPoint(): number {
		if (this.filled === this.empties.length) return GOAL;
		if (this.order === 'rowmajor') return this.empties[this.filled];
		// Key = digits used (the more, the fewer left), then the lower cell index: the largest wins.
		let bestKey = -1;
		const unitUsed = this.unitUsed;
		const cellUnits = this.cellUnits;
		const open = this.open;
		for (let i = 0, end = this.openCount; i < end; i++) {
			const cell = open[i];
			const u = cellUnits[cell];
			const used = unitUsed[u & 255] | unitUsed[(u >>> 8) & 255] | unitUsed[u >>> 16];
			const key = (USED_COUNT[used >>> 1] << 9) | (511 - cell);
			if (key > bestKey) bestKey = key;
		}
		return 511 - (bestKey & 511);
	}

	candidateCount(): number {
		return this.shape.size;
	}

	candidateAt(_point: number, index: number): number {
		return index + 1;
	}

	accepts(cell: number, digit: number): boolean {
		if (cell !== this.usedCell) {
			const u = this.cellUnits[cell];
			const unitUsed = this.unitUsed;
			this.usedMask = unitUsed[u & 255] | unitUsed[(u >>> 8) & 255] | unitUsed[u >>> 16];
			this.usedCell = cell;
		}
		return (this.usedMask & (1 << digit)) === 0;
	}

	firstAccepted(cell: number, from: number, last: number, heat: Uint32Array): number {
		const u = this.cellUnits[cell];
		const unitUsed = this.unitUsed;
		const used = unitUsed[u & 255] | unitUsed[(u >>> 8) & 255] | unitUsed[u >>> 16];
		// Index i tries digit i + 1, bit i + 1 of `used`: the digits from + 2 .. last not used yet.
		const free = ~used & ((2 << last) - 1) & -(1 << (from + 2));
		const index = free === 0 ? last : 30 - Math.clz32(free & -free);
		const tried = (index < last ? index + 1 : last) - from - 1;
		if (tried > 0) heat[cell] += tried;
		return index;
	}

	explainConflict(cell: number, digit: number): Clash<SudokuReason>[] {
		const clashes: Clash<SudokuReason>[] = [];
		for (const peer of peersOf(this.shape, cell))
			if (this.cells[peer.cell] === digit) clashes.push({ reason: peer.unit, point: peer.cell });
		return clashes;
	}

	place(cell: number, digit: number): void {
		this.usedCell = -1;
		this.cells[cell] = digit;
		this.mark(cell, digit);
		this.filled++;
		if (this.order === 'mrv') this.moveOpen(cell, --this.openCount);
	}

	remove(cell: number, digit: number): void {
		this.usedCell = -1;
		this.cells[cell] = 0;
		const bit = ~(1 << digit);
		const u = this.cellUnits[cell];
		this.unitUsed[u & 255] &= bit;
		this.unitUsed[(u >>> 8) & 255] &= bit;
		this.unitUsed[u >>> 16] &= bit;
		this.filled--;
		if (this.order === 'mrv') this.moveOpen(cell, this.openCount++);
	}

	heatIndex(cell: number): number {
		return cell;
	}

	/** One byte per cell: its digit, 0 when blank. */
	get stateBytes(): number {
		return this.cells.length;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		const cells = this.cells;
		for (let cell = 0; cell < cells.length; cell++) target[offset + cell] = cells[cell];
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		this.usedCell = -1;
		for (let cell = 0; cell < this.cells.length; cell++) this.cells[cell] = source[offset + cell];
		this.unitUsed.fill(0);
		this.filled = 0;
		for (let cell = 0; cell < this.cells.length; cell++) {
			const d = this.cells[cell];
			if (d === 0) continue;
			this.mark(cell, d);
			if (!this.givens[cell]) this.filled++;
		}
		this.openCount = 0;
		for (const cell of this.empties)
			if (this.cells[cell] === 0) this.moveOpen(cell, this.openCount++);
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

	/** Swaps `cell` into position `to` of the open list (the boundary between open and filled cells). */
	private moveOpen(cell: number, to: number): void {
		const from = this.openAt[cell];
		const other = this.open[to];
		this.open[from] = other;
		this.openAt[other] = from;
		this.open[to] = cell;
		this.openAt[cell] = to;
	}

	private mark(cell: number, digit: number): void {
		const bit = 1 << digit;
		const u = this.cellUnits[cell];
		this.unitUsed[u & 255] |= bit;
		this.unitUsed[(u >>> 8) & 255] |= bit;
		this.unitUsed[u >>> 16] |= bit;
	}
}

/** How many digits a used mask holds, indexed by the mask shifted right by one (digits 1..16 are bits 1..16): a lookup is faster than counting bits on the MRV hot path. */
const USED_COUNT = (() => {
	const table = new Uint8Array(1 << 16);
	for (let mask = 1; mask < table.length; mask++) table[mask] = table[mask >>> 1] + (mask & 1);
	return table;
})();
