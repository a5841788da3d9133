/** The most items a permutation has: 12! is already 479,001,600 orderings. */
export const PERMUTATIONS_MAX = 12;

/** What the input names: the numbers 1..n, or the letters of a word (in the order written). */
export type PermutationItems =
	| { readonly kind: 'numbers'; readonly n: number }
	| { readonly kind: 'word'; readonly letters: readonly string[] };

/** Whether repeated letters give every ordering (n!) or each distinct arrangement once. */
export type PermutationRepeats = 'keep' | 'skip';

/**
 * The board a permutations view draws: the positions being filled in order, each holding the
 * index of the item placed there, and the items with their "used" marks.
 */
export interface PermutationsBoard {
	readonly puzzle: 'permutations';
	/** Each item as written: "1".."n", or one letter of the word (sorted when repeats are skipped). */
	readonly items: readonly string[];
	/** Whether the items are numbers (printed with spaces) or letters (printed as a word). */
	readonly numbers: boolean;
	/** The item (an index into `items`) at each position, -1 for a position not filled yet. */
	readonly slots: readonly number[];
	/** How many positions are filled: 0..placed-1. */
	readonly placed: number;
	/** Whether a letter equal to an unused one before it is skipped (each arrangement once). */
	readonly distinct: boolean;
}

/** The items the search orders: the numbers 1..n, or the letters (sorted when repeats are skipped, so equal letters sit together). */
export function searchedItems(items: PermutationItems, repeats: PermutationRepeats): string[] {
	if (items.kind === 'numbers') return Array.from({ length: items.n }, (_, i) => String(i + 1));
	const letters = [...items.letters];
	return repeats === 'skip' ? letters.sort() : letters;
}

/**
 * A candidate carries its item's index in its low four bits and, for a letter, the letter's first
 * code point above them, so the code view and the search tree can name "a" without the input.
 */
export function candidateOf(items: readonly string[], numbers: boolean, item: number): number {
	return numbers ? item : (items[item].codePointAt(0) ?? 0) * 16 + item;
}

/** The item (its index) a candidate stands for. */
export function itemOf(candidate: number): number {
	return candidate & 15;
}

/** The letter a candidate carries, or null for a number. */
export function letterOf(candidate: number): string | null {
	const code = Math.floor(candidate / 16);
	return code === 0 ? null : String.fromCodePoint(code);
}
