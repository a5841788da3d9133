/** The ring sizes Backstep reads: the numbers 1..n for n from 1 to 20, as in the judge problem. */
export const RING_MIN = 1;
/** Largest ring: the judge problem's limit (0 < n < 20 there; 20 is the lesson's example). */
export const RING_MAX = 20;

/**
 * The board a prime ring view draws: the numbers on a circle, position 0 at the top holding 1,
 * and the sum of each pair of neighbours with whether it is prime.
 */
export interface RingBoard {
	readonly puzzle: 'ring';
	/** n: how many positions the ring has. */
	readonly size: number;
	/** The number at each position, 0 where none is placed yet. Position 0 always holds 1. */
	readonly numbers: readonly number[];
	/** How many positions are filled: 0..placed-1 (the search fills them in order). */
	readonly placed: number;
	/**
	 * The sum of each position and the next one round the ring (position n-1 with position 0),
	 * 0 while either is empty. Length n, except for n = 1: a single number has no neighbour, so
	 * there is no sum at all.
	 */
	readonly sums: readonly number[];
	/** Whether each of `sums` is prime (false for a missing sum). */
	readonly primeSums: readonly boolean[];
}

/** Whether a whole number is prime. */
export function isPrime(n: number): boolean {
	if (n < 2 || !Number.isInteger(n)) return false;
	for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
	return true;
}

/** The sums of neighbours round a ring of `numbers` (0 where a position is empty), as {@link RingBoard.sums}. */
export function ringSums(numbers: readonly number[]): number[] {
	const n = numbers.length;
	if (n < 2) return [];
	const sums: number[] = [];
	for (let position = 0; position < n; position++) {
		const a = numbers[position];
		const b = numbers[(position + 1) % n];
		sums.push(a > 0 && b > 0 ? a + b : 0);
	}
	return sums;
}

/**
 * Whether `numbers` is a prime ring as the judge problem counts them: 1..n each once, 1 first,
 * and every two neighbours (the last and the first too) adding up to a prime. The ring of just 1
 * is valid: it has no pair of neighbours to break the rule.
 */
export function isValidRing(numbers: readonly number[]): boolean {
	const n = numbers.length;
	if (n < 1 || numbers[0] !== 1) return false;
	const sorted = [...numbers].sort((a, b) => a - b);
	if (sorted.some((value, index) => value !== index + 1)) return false;
	return ringSums(numbers).every(isPrime);
}
