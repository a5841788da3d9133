import { catalogEntries, displays, isPuzzleId, solvers } from './registry';
import type { PuzzleDefinition } from './types';

/** Whether a module export is the whole definition of this puzzle (made by definePuzzle). */
function isDefinitionOf(id: string, value: unknown): value is PuzzleDefinition {
	if (typeof value !== 'object' || value === null) return false;
	const definition = value as Partial<Record<keyof PuzzleDefinition, unknown>>;
	return definition.id === id && typeof definition.command === 'object';
}

/**
 * Loads one folder's whole definition (its `index.ts`), and its display and solver with it, for
 * the command line and the tests; undefined for an id the catalog does not list. The app and the
 * worker load only their part (registry's displays and solvers).
 */
export async function loadDefinition(id: string): Promise<PuzzleDefinition | undefined> {
	if (!isPuzzleId(id)) return undefined;
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

/** Every puzzle's whole definition, in the catalog's order. */
export async function loadDefinitions(): Promise<readonly PuzzleDefinition[]> {
	const all = await Promise.all(catalogEntries.map((entry) => loadDefinition(entry.id)));
	return all.filter((definition) => definition !== undefined);
}
