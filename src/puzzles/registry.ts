import { mazePuzzle } from './maze';
import { queensPuzzle } from './queens';
import { ringPuzzle } from './ring';
import { sudokuPuzzle } from './sudoku';
import type { PuzzleDefinition, PuzzleId } from './types';

/** Every puzzle of Backstep, in the order the app lists them. Adding a puzzle adds one line here. */
export const puzzles: readonly PuzzleDefinition[] = [
	sudokuPuzzle,
	queensPuzzle,
	mazePuzzle,
	ringPuzzle
];

/** The puzzle with this id, or undefined when there is none (an id from a URL or a message). */
export function puzzleById(id: string): PuzzleDefinition | undefined {
	return puzzles.find((puzzle) => puzzle.id === id);
}

/** Whether a value (from a URL, a worker message or the command line) names a puzzle. */
export function isPuzzleId(x: unknown): x is PuzzleId {
	return typeof x === 'string' && puzzles.some((puzzle) => puzzle.id === x);
}
