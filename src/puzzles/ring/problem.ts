import type { Clash } from '../../engine/events';

/** The rules a ring candidate can break, as its conflicts name them (words in index.ts). */
export type RingReason = 'used' | 'sum' | 'closing';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import { isPrime, ringSums, type RingBoard } from './model';

/**
 * The prime ring of 1..n as a search problem: position 0 holds 1, the decision points are the
 * positions 1..n-1 in order, and the candidates are 2..n in increasing order, so the rings come
 * out in lexicographic order (the judge problem's order). A number conflicts when it is already
 * used, when its sum with the previous number is not prime, or, at the last position, when its
 * sum with the 1 at position 0 is not prime ('closing').
 *
 * @remarks
 * n = 1 is a ring of just 1: there are no positions to fill, so the search reports one solution
 * at once. A single number has no neighbour, so no sum can fail (and 1 + 1 = 2 is prime anyway).
 */
export class RingProblem implements BoardProblem<RingBoard> {
	/** Positions 0..n-1; position 0 is given, so it is never chosen. */
	readonly pointCount: number;
	/** One heat cell per position: how often a number was tried there. */
	readonly heatSize: number;
	readonly size: number;
	/** The number at each position, 0 when empty. */
	private readonly numbers: Uint8Array;
	/** The position of each number 1..n, -1 when not placed. */
	private readonly positionOf: Int8Array;
	/** Whether each sum 0..2n is prime. */
	private readonly prime: Uint8Array;
	/** Positions filled after position 0. */
	private placed = 0;

	/** The ring of 1..n (the parser checks that n is 1..20). */
	constructor(size: number) {
		this.size = size;
		this.pointCount = size;
		this.heatSize = size;
		this.numbers = new Uint8Array(size);
		this.positionOf = new Int8Array(size + 1).fill(-1);
		this.prime = Uint8Array.from({ length: 2 * size + 1 }, (_, sum) => (isPrime(sum) ? 1 : 0));
		this.numbers[0] = 1;
		this.positionOf[1] = 0;
	}

	chooseDecisionPoint(): number {
		return this.placed === this.size - 1 ? GOAL : this.placed + 1;
	}

	candidateCount(): number {
		return this.size - 1;
	}

	candidateAt(_position: number, index: number): number {
		return index + 2;
	}

	accepts(position: number, number: number): boolean {
		return (
			this.positionOf[number] < 0 &&
			this.prime[number + this.numbers[position - 1]] === 1 &&
			(position !== this.size - 1 || this.prime[number + 1] === 1)
		);
	}

	/** Every rule the number breaks: already used, a non-prime sum with the previous number, a non-prime sum closing the ring. */
	explainConflict(position: number, number: number): Clash<RingReason>[] {
		const clashes: Clash<RingReason>[] = [];
		if (this.positionOf[number] >= 0)
			clashes.push({ reason: 'used', point: this.positionOf[number] });
		const sum = number + this.numbers[position - 1];
		if (this.prime[sum] === 0) clashes.push({ reason: 'sum', point: position - 1, value: sum });
		if (position === this.size - 1 && this.prime[number + 1] === 0)
			clashes.push({ reason: 'closing', point: 0, value: number + 1 });
		return clashes;
	}

	place(position: number, number: number): void {
		this.numbers[position] = number;
		this.positionOf[number] = position;
		this.placed++;
	}

	remove(position: number, number: number): void {
		this.numbers[position] = 0;
		this.positionOf[number] = -1;
		this.placed--;
	}

	firstAccepted(position: number, from: number, last: number, heat: Uint32Array): number {
		const positionOf = this.positionOf;
		const prime = this.prime;
		const previous = this.numbers[position - 1];
		const closing = position === this.size - 1;
		let index = from + 1;
		for (; index < last; index++) {
			const number = index + 2;
			if (
				positionOf[number] < 0 &&
				prime[number + previous] === 1 &&
				(!closing || prime[number + 1] === 1)
			)
				break;
		}
		const tried = (index < last ? index + 1 : last) - from - 1;
		if (tried > 0) heat[position] += tried;
		return index;
	}

	heatIndex(position: number): number {
		return position;
	}

	/** One byte per position: its number, 0 when empty. */
	get stateBytes(): number {
		return this.size;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		for (let position = 0; position < this.size; position++)
			target[offset + position] = this.numbers[position];
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		for (let position = 0; position < this.size; position++)
			this.numbers[position] = source[offset + position];
		this.positionOf.fill(-1);
		this.placed = -1;
		for (let position = 0; position < this.size; position++) {
			const number = this.numbers[position];
			if (number === 0) continue;
			this.positionOf[number] = position;
			this.placed++;
		}
	}

	board(): RingBoard {
		const numbers = Array.from(this.numbers);
		const sums = ringSums(numbers);
		return {
			puzzle: 'ring',
			size: this.size,
			numbers,
			placed: this.placed + 1,
			sums,
			primeSums: sums.map((sum) => this.prime[sum] === 1)
		};
	}
}
