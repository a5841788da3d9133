import type { Clash } from '../../engine/events';

/** The rules a maze candidate can break, as its conflicts name them (words in index.ts). */
export type MazeReason = 'edge' | 'wall' | 'path' | 'visited';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import {
	neighbour,
	type Direction,
	type MazeBoard,
	type MazeGrid,
	type MazeMarking
} from './model';

// Bits of a cell's mark.
const EXPLORED = 1; // has been on the path at some time
const ON_PATH = 2; // is on the current path

// Saved state of a cell: 0 unexplored, 1 explored, SAVED_STEP + d on the path with the next cell
// in direction d, SAVED_END the last cell of the path.
const SAVED_STEP = 2;
const SAVED_END = 6;

/**
 * A maze as a search problem, the lesson's way: the decision point is the cell at the end of the
 * current path, the candidates are the four moves in the configured order, and the goal is
 * reached when the path ends on the exit (the search reports it and backs up; it never walks on
 * from the exit).
 *
 * @remarks
 * With 'path' marking only the current path is closed, so the search visits every simple path
 * (the lesson's program). With 'visited' marking every cell the search has entered stays closed:
 * a plain depth-first search that finds at most one path and enters each cell at most once.
 * Either way a move conflicts with a wall, the edge of the grid, the path, or a visited cell.
 */
export class MazeProblem implements BoardProblem<MazeBoard> {
	/** One decision point per cell: a path can be as long as the number of cells. */
	readonly pointCount: number;
	/** One heat cell per maze cell: a try counts towards the cell it moves into. */
	readonly heatSize: number;
	readonly grid: MazeGrid;
	readonly marking: MazeMarking;
	/** The moves in the order they are tried. */
	readonly order: readonly Direction[];
	private readonly orderCodes: Uint8Array;
	/** The cell each move from each cell reaches (cell * 4 + direction), -1 off the grid. */
	private readonly neighbours: Int32Array;
	/** The cells of the current path in order, `length` of them. */
	private readonly path: Int32Array;
	private length = 1;
	/** EXPLORED and ON_PATH bits per cell. */
	private readonly marks: Uint8Array;
	/** The marks that close a cell to the search: ON_PATH, or also EXPLORED when marking visited cells. */
	private readonly closed: number;

	/** A search of `grid` trying the moves in `order` (a permutation of the four directions). */
	constructor(grid: MazeGrid, order: readonly Direction[], marking: MazeMarking = 'path') {
		const cells = grid.rows * grid.cols;
		this.grid = grid;
		this.marking = marking;
		this.order = [...order];
		this.orderCodes = Uint8Array.from(order);
		this.pointCount = cells;
		this.heatSize = cells;
		this.neighbours = new Int32Array(cells * 4);
		for (let cell = 0; cell < cells; cell++)
			for (let d = 0; d < 4; d++)
				this.neighbours[cell * 4 + d] = neighbour(grid.rows, grid.cols, cell, d as Direction);
		this.path = new Int32Array(cells);
		this.marks = new Uint8Array(cells);
		this.closed = marking === 'visited' ? EXPLORED | ON_PATH : ON_PATH;
		this.path[0] = grid.entry;
		this.marks[grid.entry] = EXPLORED | ON_PATH;
	}

	chooseDecisionPoint(): number {
		const end = this.path[this.length - 1];
		return end === this.grid.exit ? GOAL : end;
	}

	candidateCount(): number {
		return 4;
	}

	candidateAt(_cell: number, index: number): number {
		return this.orderCodes[index];
	}

	accepts(cell: number, direction: number): boolean {
		const target = this.neighbours[cell * 4 + direction];
		return target >= 0 && this.grid.walls[target] === 0 && (this.marks[target] & this.closed) === 0;
	}

	/** One clash: the edge (point -1), the wall, the path or the visited cell the move runs into. */
	explainConflict(cell: number, direction: number): Clash<MazeReason>[] {
		const target = this.neighbours[cell * 4 + direction];
		if (target < 0) return [{ reason: 'edge', point: -1 }];
		if (this.grid.walls[target] === 1) return [{ reason: 'wall', point: target }];
		if ((this.marks[target] & ON_PATH) !== 0) return [{ reason: 'path', point: target }];
		return [{ reason: 'visited', point: target }];
	}

	place(cell: number, direction: number): void {
		const target = this.neighbours[cell * 4 + direction];
		this.path[this.length++] = target;
		this.marks[target] = EXPLORED | ON_PATH;
	}

	remove(cell: number, direction: number): void {
		this.length--;
		this.marks[this.neighbours[cell * 4 + direction]] = EXPLORED;
	}

	/** The cell the move goes into; a move off the grid counts towards the cell it starts from. */
	heatIndex(cell: number, direction: number): number {
		const target = this.neighbours[cell * 4 + direction];
		return target < 0 ? cell : target;
	}

	/** One byte per cell: unexplored, explored, or on the path with the direction of the next step. */
	get stateBytes(): number {
		return this.marks.length;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		const marks = this.marks;
		for (let cell = 0; cell < marks.length; cell++) target[offset + cell] = marks[cell] & EXPLORED;
		for (let i = 0; i + 1 < this.length; i++) {
			const from = this.path[i];
			const to = this.path[i + 1];
			target[offset + from] = SAVED_STEP + this.directionBetween(from, to);
		}
		target[offset + this.path[this.length - 1]] = SAVED_END;
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		for (let cell = 0; cell < this.marks.length; cell++)
			this.marks[cell] = source[offset + cell] === 0 ? 0 : EXPLORED;
		// Walk the saved steps from the entry: the order of the path is what the bytes encode.
		let cell = this.grid.entry;
		this.length = 0;
		for (;;) {
			this.path[this.length++] = cell;
			this.marks[cell] = EXPLORED | ON_PATH;
			const saved = source[offset + cell];
			if (saved < SAVED_STEP || saved >= SAVED_END) break;
			cell = this.neighbours[cell * 4 + saved - SAVED_STEP];
		}
	}

	board(): MazeBoard {
		const cells = this.marks.length;
		const walls = new Array<boolean>(cells);
		const explored = new Array<boolean>(cells);
		for (let cell = 0; cell < cells; cell++) {
			walls[cell] = this.grid.walls[cell] === 1;
			explored[cell] = (this.marks[cell] & EXPLORED) !== 0;
		}
		return {
			puzzle: 'maze',
			rows: this.grid.rows,
			cols: this.grid.cols,
			walls,
			entry: this.grid.entry,
			exit: this.grid.exit,
			marking: this.marking,
			path: Array.from(this.path.subarray(0, this.length)),
			explored
		};
	}

	/** The current path, entry first. */
	currentPath(): number[] {
		return Array.from(this.path.subarray(0, this.length));
	}

	private directionBetween(from: number, to: number): number {
		for (let d = 0; d < 4; d++) if (this.neighbours[from * 4 + d] === to) return d;
		return 0;
	}
}
