import { catalogEntries, displays, solvers } from './registry';
import type { PuzzleDefinition } from './types';

/** Whether a module export is the whole definition of this puzzle (made by definePuzzle). */
function isDefinitionOf(id: string, value: unknown): value is PuzzleDefinition {
	if (typeof value !== 'object' || value === null) return false;
	const definition = value as Partial<Record<keyof PuzzleDefinition, unknown>>;
	return definition.id === id && typeof definition.command === 'object';
}

/** Loads one folder's whole definition (its `index.ts`), and its display and solver with it. */
async function loadDefinition(id: string): Promise<PuzzleDefinition> {
	const [module] = await Promise.all([
		import(`./${id}/index.ts`) as Promise<Record<string, unknown>>,
		displays.load(id),
		solvers.load(id)
	]);
	const definition = Object.values(module).find((value) => isDefinitionOf(id, value));
	if (definition === undefined)
		throw new Error(`src/puzzles/${id}/index.ts exports no puzzle '${id}'`);
	return definition;
}

/**
 * Every puzzle's whole definition, in the catalog's order, loaded at once: for the command line
 * and the tests, which use them all. The app and the worker each load only their part of the
 * puzzle chosen (registry's displays and solvers).
 */
export const puzzles: readonly PuzzleDefinition[] = await Promise.all(
	catalogEntries.map((entry) => loadDefinition(entry.id))
);

/** The puzzle with this id, or undefined when there is none (an id from a URL or the command line). */
export function puzzleById(id: string): PuzzleDefinition | undefined {
	return puzzles.find((puzzle) => puzzle.id === id);
}
