import type { PermutationsBoard } from './model';

/** One permutation as the command line prints it: numbers separated by spaces, letters as a word. */
export function formatPermutation(
	board: Pick<PermutationsBoard, 'items' | 'slots' | 'numbers'>
): string {
	const items = board.slots.map((item) => board.items[item]);
	return items.join(board.numbers ? ' ' : '');
}
