import * as catalog from './catalog';
import type { PuzzleDefinition, PuzzleGroup, Text } from './types';

/** The id of a puzzle the catalog lists (its folder's name), derived from the catalog. */
export type PuzzleId = (typeof catalog)[keyof typeof catalog]['id'];

const GROUPS: readonly PuzzleGroup[] = ['lesson', 'course'];

/**
 * Every puzzle, as the app, the worker and the command line walk them: the lessons, then the
 * course problems, each group in its puzzles' rank order.
 */
export const puzzles: readonly PuzzleDefinition[] = Object.values(catalog).sort(
	(a: PuzzleDefinition, b: PuzzleDefinition) =>
		GROUPS.indexOf(a.listed.group) - GROUPS.indexOf(b.listed.group) ||
		a.listed.rank - b.listed.rank ||
		a.id.localeCompare(b.id)
);

/** The puzzle with this id, or undefined when there is none (an id from a URL or a message). */
export function puzzleById(id: string): PuzzleDefinition | undefined {
	return puzzles.find((puzzle) => puzzle.id === id);
}

/** Whether a value (from a URL, a worker message or the command line) names a puzzle. */
export function isPuzzleId(x: unknown): x is PuzzleId {
	return typeof x === 'string' && puzzles.some((puzzle) => puzzle.id === x);
}

/** The words for a rule a conflict broke ("same row"), from the puzzle's own list; an unknown rule shows its name. */
export function reasonWords(puzzle: PuzzleDefinition | undefined, reason: string): Text {
	const words =
		puzzle !== undefined && Object.hasOwn(puzzle.reasons, reason)
			? puzzle.reasons[reason]
			: undefined;
	return words ?? { en: reason, zh: reason };
}
