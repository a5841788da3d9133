import { takenNumbers, type SubsetsBoard } from './model';

/** One solution as the command line prints it: the numbers taken, in the searched order, separated by spaces. */
export function formatSubset(board: Pick<SubsetsBoard, 'numbers' | 'taken'>): string {
	return takenNumbers(board).join(' ');
}
