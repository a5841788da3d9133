import type { Clash } from '../../engine/events';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import { candidateOf, itemOf, type PermutationsBoard } from './model';

/**
 * The rules an item can break (words in index.ts): it is already used at an earlier position, or
 * (skipping repeats) an equal letter before it is still unused, so it would repeat an arrangement.
 */
export type PermutationsReason = 'used' | 'repeat';

/**
 * All orderings of n items as the classic recursion makes them: the decision point is a position
 * (0..n-1, left to right), its candidates are the items in order (see candidateOf), and an item
 * conflicts when its "used" mark is set. Skipping repeats (the items sorted, so equal letters sit
 * together), an item also conflicts when the equal item just before it is unused: that one makes
 * the same arrangements first, so each distinct arrangement appears once.
 */
export class PermutationsProblem implements BoardProblem<PermutationsBoard> {
	readonly pointCount: number;
	/** One heat cell per position: how often an item was tried there. */
	readonly heatSize: number;
	readonly n: number;
	private readonly items: readonly string[];
	private readonly numbers: boolean;
	private readonly distinct: boolean;
	/** The candidate of each item: its index, with its letter's code point above (see candidateOf). */
	private readonly candidates: Int32Array;
	/** Whether item i is the same letter as item i - 1. */
	private readonly sameAsPrevious: Uint8Array;
	/** The item at each position, -1 for a position not filled yet. */
	private readonly slots: Int32Array;
	/** The "used" marks of the classic recursion: whether each item is at some position. */
	private readonly used: Uint8Array;
	private placed = 0;

	/** A search over the items as given (the caller sorts letters when repeats are skipped). */
	constructor(items: readonly string[], options: { numbers: boolean; distinct: boolean }) {
		const n = items.length;
		this.n = n;
		this.pointCount = n;
		this.heatSize = n;
		this.items = [...items];
		this.numbers = options.numbers;
		this.distinct = options.distinct;
		this.candidates = Int32Array.from(items, (_, i) => candidateOf(items, options.numbers, i));
		this.sameAsPrevious = new Uint8Array(n);
		for (let i = 1; i < n; i++) this.sameAsPrevious[i] = items[i] === items[i - 1] ? 1 : 0;
		this.slots = new Int32Array(n).fill(-1);
		this.used = new Uint8Array(n);
	}

	chooseDecisionPoint(): number {
		return this.placed === this.n ? GOAL : this.placed;
	}

	candidateCount(): number {
		return this.n;
	}

	candidateAt(_position: number, index: number): number {
		return this.candidates[index];
	}

	accepts(_position: number, candidate: number): boolean {
		const item = itemOf(candidate);
		if (this.used[item] === 1) return false;
		return !(this.distinct && this.sameAsPrevious[item] === 1 && this.used[item - 1] === 0);
	}

	/** A used item clashes with the position that holds it; a repeat with the equal item before it. */
	explainConflict(_position: number, candidate: number): Clash<PermutationsReason>[] {
		const item = itemOf(candidate);
		if (this.used[item] === 1) return [{ reason: 'used', point: this.slots.indexOf(item) }];
		return [{ reason: 'repeat', point: -1, value: item - 1 }];
	}

	place(position: number, candidate: number): void {
		const item = itemOf(candidate);
		this.slots[position] = item;
		this.used[item] = 1;
		this.placed++;
	}

	remove(position: number, candidate: number): void {
		this.slots[position] = -1;
		this.used[itemOf(candidate)] = 0;
		this.placed--;
	}

	heatIndex(position: number): number {
		return position;
	}

	/** One byte per position: 1 + the item there, 0 when it is not filled (at most 12 items). */
	get stateBytes(): number {
		return this.n;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		for (let position = 0; position < this.n; position++)
			target[offset + position] = this.slots[position] + 1;
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		this.used.fill(0);
		this.placed = 0;
		for (let position = 0; position < this.n; position++) {
			const item = source[offset + position] - 1;
			this.slots[position] = item;
			if (item < 0) continue;
			this.used[item] = 1;
			this.placed++;
		}
	}

	board(): PermutationsBoard {
		return {
			puzzle: 'permutations',
			items: [...this.items],
			numbers: this.numbers,
			slots: Array.from(this.slots),
			placed: this.placed,
			distinct: this.distinct
		};
	}
}
