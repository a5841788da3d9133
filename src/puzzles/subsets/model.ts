/** The most numbers a list holds: the board still shows each one, and a search without pruning has 2^41 calls. */
export const SUBSETS_MAX_NUMBERS = 40;
/** The largest target and the largest number: with reuse, a target of 10,000 in ones is a path 10,000 calls deep. */
export const SUBSETS_MAX_VALUE = 10_000;

/** The candidate "skip this number"; a take is the number itself (always positive). */
export const SKIP = 0;

/** The two variants: each number at most once (sum of subsets), or as often as wanted (combination sum). */
export type SubsetsVariant = 'once' | 'reuse';

/** What the input says: the target and the numbers, in the order written. */
export interface SubsetsInput {
	readonly target: number;
	readonly numbers: readonly number[];
}

/**
 * The board a subsets view draws: the numbers in the order the search decides them, how often each
 * is taken, which number the current call decides, and the running sum against the target.
 */
export interface SubsetsBoard {
	readonly puzzle: 'subsets';
	readonly target: number;
	/** The numbers as searched: as written, or sorted without repeats for the combination sum. */
	readonly numbers: readonly number[];
	/** How many times each number is taken: 0 or 1, or more with reuse. */
	readonly taken: readonly number[];
	/** Numbers 0..next-1 are decided; `next` is the one being decided (numbers.length when all are). */
	readonly next: number;
	/** What the numbers taken add up to. */
	readonly sum: number;
	readonly reuse: boolean;
	readonly prune: boolean;
}

/** The numbers the search looks through: as written, or (combination sum) sorted with repeats dropped. */
export function searchedNumbers(numbers: readonly number[], variant: SubsetsVariant): number[] {
	if (variant === 'once') return [...numbers];
	return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The numbers a board has taken, in order, each as often as it is taken: what a solution prints. */
export function takenNumbers(board: Pick<SubsetsBoard, 'numbers' | 'taken'>): number[] {
	const chosen: number[] = [];
	board.numbers.forEach((number, index) => {
		for (let k = 0; k < board.taken[index]; k++) chosen.push(number);
	});
	return chosen;
}

/** What the numbers from `from` on add up to: the most a sum can still grow by without reuse. */
export function restFrom(numbers: readonly number[], from: number): number {
	let rest = 0;
	for (let i = from; i < numbers.length; i++) rest += numbers[i];
	return rest;
}
