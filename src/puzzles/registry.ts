import * as catalog from './catalog';
import type { CodeListing } from './kit/code-listing';
import type {
	Board,
	CatalogEntry,
	Lang,
	PuzzleDisplay,
	PuzzleGroup,
	PuzzleSolver,
	Text
} from './types';
import { loadOnce } from './load-once';

/** The id of a puzzle the catalog lists (its folder's name), derived from the catalog. */
export type PuzzleId = (typeof catalog)[keyof typeof catalog]['id'];

const GROUPS: readonly PuzzleGroup[] = ['lesson', 'course'];

/**
 * Every puzzle as the Puzzle list shows it: the lessons, then the course problems, each group in
 * its puzzles' rank order. Only these entries load with the app; the rest of a puzzle loads when it
 * is chosen: its display on the page ({@link displays}), its solver in the worker ({@link solvers}).
 */
export const catalogEntries: readonly CatalogEntry[] = Object.values(catalog).sort(
	(a: CatalogEntry, b: CatalogEntry) =>
		GROUPS.indexOf(a.listed.group) - GROUPS.indexOf(b.listed.group) ||
		a.listed.rank - b.listed.rank ||
		a.id.localeCompare(b.id)
);

/** The puzzle the app opens with when no link names one (the lessons' first: sudoku). */
export const firstPuzzleId = catalogEntries[0].id as PuzzleId;

/** Whether a value (from a URL, a worker message or the command line) names a puzzle. */
export function isPuzzleId(x: unknown): x is PuzzleId {
	return typeof x === 'string' && catalogEntries.some((entry) => entry.id === x);
}

/** One part of every puzzle folder, loaded on first use and kept. */
export interface PartLoader<T> {
	/** Loads the part of this puzzle, once; resolves undefined for an id the catalog does not list. */
	load(id: string): Promise<T | undefined>;
	/** The part of a puzzle loaded already, or undefined. */
	loaded(id: string): T | undefined;
}

/** Whether a module export is a puzzle's part with this id that has these methods. */
function isPartOf(id: string, value: unknown, methods: readonly string[]): boolean {
	if (typeof value !== 'object' || value === null) return false;
	const part = value as Record<string, unknown>;
	return part.id === id && methods.every((method) => typeof part[method] === 'function');
}

/** A loader of one part of every folder: `importer` fetches the folder's file (a chunk of its own). */
function partLoader<T>(
	file: string,
	methods: readonly string[],
	importer: (id: PuzzleId) => Promise<Record<string, unknown>>
): PartLoader<T> {
	const done = new Map<string, T>();
	const load = loadOnce((id) =>
		importer(id as PuzzleId).then((module) => {
			const found = Object.values(module).find((value) => isPartOf(id, value, methods));
			if (found === undefined)
				throw new Error(`src/puzzles/${id}/${file} exports no part of '${id}'`);
			done.set(id, found as T);
			return found as T;
		})
	);
	return {
		load: (id) => (isPuzzleId(id) ? load(id) : Promise.resolve(undefined)),
		loaded: (id) => done.get(id)
	};
}

// One pattern per part: the bundler makes a chunk of each folder's file. A bundle keeps only the
// loader it uses (the page the displays, the worker the solvers), hence the pure marks.

/** What the page shows of each puzzle (its `display.ts`): words, options, samples, code, narration. */
export const displays: PartLoader<PuzzleDisplay> = /* @__PURE__ */ partLoader(
	'display.ts',
	['narrate', 'describePoint'],
	(id) => import(`./${id}/display.ts`)
);

/** What the worker runs of each puzzle (its `solver.ts`): input and options into a search. */
export const solvers: PartLoader<PuzzleSolver> = /* @__PURE__ */ partLoader(
	'solver.ts',
	['load', 'build'],
	(id) => import(`./${id}/solver.ts`)
);

/** The code listing of a search: the puzzle's own, or (a student's problem) the code loaded. */
export function listingOf(puzzle: PuzzleDisplay, input: string | undefined): CodeListing {
	return input !== undefined && puzzle.codeOf !== undefined ? puzzle.codeOf(input) : puzzle.code;
}

/** The words for a rule a conflict broke ("same row"), from the puzzle's own list; an unknown rule shows its name. */
export function reasonWords(puzzle: PuzzleDisplay | undefined, reason: string): Text {
	const words =
		puzzle !== undefined && Object.hasOwn(puzzle.reasons, reason)
			? puzzle.reasons[reason]
			: undefined;
	return words ?? { en: reason, zh: reason };
}

/**
 * A candidate in words at a decision point ("column 5"): the puzzle's own for this board and
 * point (a student's `describeCandidate`), or the code listing's. Every view names candidates so.
 */
export function candidateWords(
	puzzle: PuzzleDisplay | undefined,
	listing: CodeListing,
	board: Board | undefined,
	point: number,
	candidate: number
): Text {
	return ownCandidateWords(puzzle, board, point, candidate) ?? listing.candidate(candidate);
}

/** A puzzle's own words for a candidate on a board (a student's `describeCandidate`), or null. */
function ownCandidateWords(
	puzzle: PuzzleDisplay | undefined,
	board: Board | undefined,
	point: number,
	candidate: number
): Text | null {
	return board === undefined
		? null
		: (puzzle?.describeCandidate?.(board, point, candidate) ?? null);
}

/** The most characters (code points) a candidate's words may have to be its mark in the tree. */
export const MARK_CHARACTERS = 2;

/**
 * A candidate's mark in its node of the search tree: its words when they are one or two
 * characters ("↑", "12", "红"), else the code listing's symbol. Only a puzzle's own words can be
 * a mark: a listing's words are phrases whose short form is its symbol already, and some are two
 * characters in Chinese ("向上", whose mark is "↑").
 */
export function candidateMark(
	puzzle: PuzzleDisplay | undefined,
	listing: CodeListing,
	board: Board | undefined,
	point: number,
	candidate: number,
	lang: Lang
): string {
	const words = ownCandidateWords(puzzle, board, point, candidate)?.[lang];
	// Code points, not UTF-16 units: "𠀀" (a rarer Chinese character) is one, not two.
	const characters = words === undefined ? 0 : [...words].length;
	return words !== undefined && characters >= 1 && characters <= MARK_CHARACTERS
		? words
		: listing.symbol(candidate);
}
