import { loadDefinitions } from './definitions';
import type { PuzzleDefinition } from './types';

/**
 * Every puzzle's whole definition, in the catalog's order, loaded when this module is imported:
 * for the tests, which use them all. The command line loads the puzzle it runs (definitions.ts);
 * the app and the worker load only their part of the puzzle chosen (registry's displays, solvers).
 */
export const puzzles: readonly PuzzleDefinition[] = await loadDefinitions();

/** The puzzle with this id, or undefined when there is none. */
export function puzzleById(id: string): PuzzleDefinition | undefined {
	return puzzles.find((puzzle) => puzzle.id === id);
}
