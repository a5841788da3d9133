import type { Clash } from '../../engine/events';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import {
	DIRECTIONS,
	neighbour,
	START,
	START_STRIDE,
	type WordGrid,
	type WordsBoard
} from './model';

/** The rules a cell can break, as its conflicts name them (words in index.ts). */
export type WordsReason = 'path' | 'letter';

/**
 * Word search as the classic exercise does it, a depth-first search with visited marks: the
 * decision point is the index of the next letter of the word, the candidates of the first letter
 * are every cell row by row, and those of the next ones the moves up, right, down and left from
 * the path's last cell (moves off the grid are not tried). A cell conflicts when it is already on
 * the path or holds another letter.
 */
export class WordsProblem implements BoardProblem<WordsBoard> {
	readonly pointCount: number;
	/** One heat cell per grid cell: a try counts towards the cell it looks at. */
	readonly heatSize: number;
	readonly grid: WordGrid;
	private readonly cells: number;
	/** Each cell's letter and each letter of the word as a number, equal when the letters match. */
	private readonly cellLetter: Int32Array;
	private readonly wordLetter: Int32Array;
	/** The moves from each cell that stay on the grid (cell * 4 + i), their count, and where each goes. */
	private readonly moves: Uint8Array;
	private readonly moveCount: Uint8Array;
	private readonly moveTarget: Int32Array;
	/** The cells of the path, `length` of them, and whether each cell is on it. */
	private readonly path: Int32Array;
	private length = 0;
	private readonly onPath: Uint8Array;

	/** A search for `grid.word` in `grid`. */
	constructor(grid: WordGrid) {
		const cells = grid.rows * grid.cols;
		this.grid = grid;
		this.cells = cells;
		this.pointCount = grid.word.length;
		this.heatSize = cells;
		// Letters match whatever their case: numbered by their capital.
		const numbers = new Map<string, number>();
		const numberOf = (letter: string) => {
			const key = letter.toUpperCase();
			let number = numbers.get(key);
			if (number === undefined) numbers.set(key, (number = numbers.size));
			return number;
		};
		this.cellLetter = Int32Array.from(grid.letters, numberOf);
		this.wordLetter = Int32Array.from(grid.word, numberOf);
		this.moves = new Uint8Array(cells * 4);
		this.moveCount = new Uint8Array(cells);
		this.moveTarget = new Int32Array(cells * 4);
		for (let cell = 0; cell < cells; cell++)
			for (const direction of DIRECTIONS) {
				const target = neighbour(grid.rows, grid.cols, cell, direction);
				if (target < 0) continue;
				this.moves[cell * 4 + this.moveCount[cell]++] = direction;
				this.moveTarget[cell * 4 + direction] = target;
			}
		this.path = new Int32Array(Math.max(1, grid.word.length));
		this.onPath = new Uint8Array(cells);
	}

	chooseDecisionPoint(): number {
		return this.length === this.pointCount ? GOAL : this.length;
	}

	candidateCount(index: number): number {
		return index === 0 ? this.cells : this.moveCount[this.path[index - 1]];
	}

	candidateAt(index: number, at: number): number {
		if (index > 0) return this.moves[this.path[index - 1] * 4 + at];
		const cols = this.grid.cols;
		return START + Math.floor(at / cols) * START_STRIDE + (at % cols);
	}

	accepts(index: number, candidate: number): boolean {
		const cell = this.cellOf(index, candidate);
		return this.onPath[cell] === 0 && this.cellLetter[cell] === this.wordLetter[index];
	}

	/** The path, when the cell is on it (`value`: the letter it holds there), then another letter. */
	explainConflict(index: number, candidate: number): Clash<WordsReason>[] {
		const cell = this.cellOf(index, candidate);
		const clashes: Clash<WordsReason>[] = [];
		if (this.onPath[cell] !== 0)
			clashes.push({ reason: 'path', point: cell, value: this.path.indexOf(cell) });
		if (this.cellLetter[cell] !== this.wordLetter[index])
			clashes.push({ reason: 'letter', point: cell });
		return clashes;
	}

	place(index: number, candidate: number): void {
		const cell = this.cellOf(index, candidate);
		this.path[this.length++] = cell;
		this.onPath[cell] = 1;
	}

	remove(): void {
		this.onPath[this.path[--this.length]] = 0;
	}

	heatIndex(index: number, candidate: number): number {
		return this.cellOf(index, candidate);
	}

	/** The path's length, then its cells, two bytes each (a grid has at most 400 cells). */
	get stateBytes(): number {
		return 2 * (this.pointCount + 1);
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		target[offset] = this.length & 0xff;
		target[offset + 1] = this.length >> 8;
		for (let i = 0; i < this.length; i++) {
			target[offset + 2 + 2 * i] = this.path[i] & 0xff;
			target[offset + 3 + 2 * i] = this.path[i] >> 8;
		}
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		this.onPath.fill(0);
		this.length = source[offset] | (source[offset + 1] << 8);
		for (let i = 0; i < this.length; i++) {
			const cell = source[offset + 2 + 2 * i] | (source[offset + 3 + 2 * i] << 8);
			this.path[i] = cell;
			this.onPath[cell] = 1;
		}
	}

	board(): WordsBoard {
		return {
			puzzle: 'words',
			rows: this.grid.rows,
			cols: this.grid.cols,
			letters: this.grid.letters,
			word: this.grid.word,
			path: Array.from(this.path.subarray(0, this.length))
		};
	}

	/** The cell a candidate of letter `index` looks at: a start cell, or the cell a move reaches. */
	private cellOf(index: number, candidate: number): number {
		if (index === 0) {
			const code = candidate - START;
			return Math.floor(code / START_STRIDE) * this.grid.cols + (code % START_STRIDE);
		}
		return this.moveTarget[this.path[index - 1] * 4 + candidate];
	}
}
