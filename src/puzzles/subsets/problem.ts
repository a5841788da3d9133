import type { Clash } from '../../engine/events';
import { GOAL } from '../../engine/problem';
import type { BoardProblem } from '../types';
import { SKIP, type SubsetsBoard } from './model';

/**
 * The rules pruning cuts a branch by (words in index.ts): taking the number passes the target,
 * the numbers left cannot make up the target, or (combination sum) every number left is too big.
 */
export type SubsetsReason = 'over' | 'short' | 'tooBig';

// Why pruning refuses a candidate, as numbers: the check must not allocate.
const FITS = 0;
const OVER = 1;
const SHORT = 2;
const TOO_BIG = 3;
type Refusal = typeof FITS | typeof OVER | typeof SHORT | typeof TOO_BIG;

/** How the search runs: whether numbers may be taken again, and whether hopeless branches are cut. */
export interface SubsetsSettings {
	readonly reuse: boolean;
	readonly prune: boolean;
}

/**
 * Sum of subsets as the textbook's include/exclude recursion: the decision point is the number
 * being decided (0..n-1), its two candidates are "take it" (the number itself) and "skip it"
 * ({@link SKIP}), so the search tree is binary. A call with every number decided reports the
 * numbers taken when they add up to the target. With reuse (combination sum) a take stays on the
 * same number, so it can be taken again; a call whose sum has passed the target returns at once.
 * With pruning a take that passes the target, or a choice after which the numbers left cannot make
 * up the target, conflicts instead of being tried deeper.
 *
 * Two more points end a call with nothing to try: {@link endPoint} (every number is decided and
 * the sum is not the target) and {@link overPoint} (with reuse, the sum has passed the target).
 */
export class SubsetsProblem implements BoardProblem<SubsetsBoard> {
	readonly pointCount: number;
	/** One heat cell per number: how often its take or skip was tried. */
	readonly heatSize: number;
	readonly target: number;
	readonly reuse: boolean;
	readonly prune: boolean;
	/** The point of a call with every number decided and the wrong sum: it has no candidates. */
	readonly endPoint: number;
	/** The point of a call (with reuse) whose sum has passed the target: it has no candidates. */
	readonly overPoint: number;
	private readonly numbers: Int32Array;
	/** rest[i]: what numbers i..n-1 add up to (rest[n] = 0). */
	private readonly rest: Int32Array;
	/** How many times each number is taken. */
	private readonly taken: Int32Array;
	private readonly n: number;
	private next = 0;
	private sum = 0;

	/** A search over the numbers as given (the caller sorts them for the combination sum). */
	constructor(target: number, numbers: readonly number[], settings: SubsetsSettings) {
		const n = numbers.length;
		this.n = n;
		this.target = target;
		this.reuse = settings.reuse;
		this.prune = settings.prune;
		this.numbers = Int32Array.from(numbers);
		this.rest = new Int32Array(n + 1);
		for (let i = n - 1; i >= 0; i--) this.rest[i] = this.rest[i + 1] + numbers[i];
		this.taken = new Int32Array(n);
		this.endPoint = n;
		this.overPoint = n + 1;
		this.heatSize = n;
		// Every call but the first is entered by a take or a skip. A path skips each number once;
		// with reuse it takes numbers while its sum is within the target, at most target/min + 1
		// times.
		const smallest = n === 0 ? 1 : Math.min(...numbers);
		this.pointCount = n + 2 + (settings.reuse ? Math.floor(target / smallest) + 1 : 0);
	}

	chooseDecisionPoint(): number {
		if (this.reuse && this.sum > this.target) return this.overPoint;
		if (this.next === this.n) return this.sum === this.target ? GOAL : this.endPoint;
		return this.next;
	}

	candidateCount(point: number): number {
		return point < this.n ? 2 : 0;
	}

	/** Take first, then skip: the order of the textbook's two recursive calls. */
	candidateAt(point: number, index: number): number {
		return index === 0 ? this.numbers[point] : SKIP;
	}

	accepts(point: number, candidate: number): boolean {
		return !this.prune || this.refusal(point, candidate) === FITS;
	}

	explainConflict(point: number, candidate: number): Clash<SubsetsReason>[] {
		const sum = this.sum;
		switch (this.refusal(point, candidate)) {
			case OVER:
				return [{ reason: 'over', point: -1, value: sum + candidate }];
			case SHORT:
				// The most the sum can still reach after this choice.
				return [
					{
						reason: 'short',
						point: -1,
						value:
							candidate === SKIP
								? sum + (this.reuse ? 0 : this.rest[point + 1])
								: sum + this.rest[point]
					}
				];
			case TOO_BIG:
				return [{ reason: 'tooBig', point: point + 1, value: sum + this.numbers[point + 1] }];
			default:
				return [];
		}
	}

	place(point: number, candidate: number): void {
		if (candidate === SKIP) {
			this.next = point + 1;
			return;
		}
		this.taken[point]++;
		this.sum += candidate;
		if (!this.reuse) this.next = point + 1;
	}

	remove(point: number, candidate: number): void {
		this.next = point;
		if (candidate === SKIP) return;
		this.taken[point]--;
		this.sum -= candidate;
	}

	heatIndex(point: number): number {
		return point;
	}

	/** The number being decided (one byte: at most 40) and how often each is taken (two bytes each). */
	get stateBytes(): number {
		return 1 + 2 * this.n;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		target[offset] = this.next;
		for (let i = 0; i < this.n; i++) {
			const count = this.taken[i];
			target[offset + 1 + 2 * i] = count & 0xff;
			target[offset + 2 + 2 * i] = count >> 8;
		}
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		this.next = source[offset];
		let sum = 0;
		for (let i = 0; i < this.n; i++) {
			const count = source[offset + 1 + 2 * i] | (source[offset + 2 + 2 * i] << 8);
			this.taken[i] = count;
			sum += count * this.numbers[i];
		}
		this.sum = sum;
	}

	board(): SubsetsBoard {
		return {
			puzzle: 'subsets',
			target: this.target,
			numbers: Array.from(this.numbers),
			taken: Array.from(this.taken),
			next: this.next,
			sum: this.sum,
			reuse: this.reuse,
			prune: this.prune
		};
	}

	/**
	 * Why pruning cuts this choice, or FITS. Without reuse: a take must keep the sum within the
	 * target, and after either choice the numbers left must still be able to make it up. With
	 * reuse the numbers are sorted: a take must keep the sum within the target, and moving on is
	 * only worth it when the sum is reached or the next (smallest) number left still fits.
	 */
	private refusal(point: number, candidate: number): Refusal {
		const sum = this.sum;
		const target = this.target;
		if (candidate !== SKIP) {
			if (sum + candidate > target) return OVER;
			return !this.reuse && sum + this.rest[point] < target ? SHORT : FITS;
		}
		if (!this.reuse) return sum + this.rest[point + 1] < target ? SHORT : FITS;
		if (sum === target) return FITS;
		if (point + 1 === this.n) return SHORT;
		return sum + this.numbers[point + 1] > target ? TOO_BIG : FITS;
	}
}
