import type { SearchCounters, SearchEvent } from '../engine/events';
import type { Problem } from '../engine/problem';
import type { SearchOptions } from '../engine/engine';
import type { CodeListing } from './kit/code-listing';
import type { PuzzleCommand } from './command';
import type { BacktrackCause } from './narration';

/** The languages of the app. */
export type Lang = 'en' | 'zh';

/** A sentence in every language of the app. */
export type Text = Readonly<Record<Lang, string>>;

/** Bad input: what is wrong, in both languages, and where (1-based line and column, or cells). */
export interface InputError {
	readonly message: Text;
	readonly line?: number;
	readonly column?: number;
	/** Cells (decision points or grid cells) to highlight in the input grid. */
	readonly points?: readonly number[];
}

/** The outcome of reading input: a value, or an error that says what and where. Parsers never throw. */
export type Result<T> =
	{ readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: InputError };

/** Option values as they travel in URLs, worker messages and the command line. */
export type PuzzleOptions = Readonly<Record<string, string>>;

/**
 * What a puzzle's board view draws at one moment. Each puzzle's board has its own shape; `puzzle`
 * is the puzzle's id (its folder's name), which the registry turns into the union `PuzzleId`.
 */
export type Board = { readonly puzzle: string };

/** A problem that can also show its board. */
export interface BoardProblem<B extends Board = Board> extends Problem {
	/** The board as it stands now, as plain data (it crosses the worker boundary). */
	board(): B;
}

/** A puzzle read from input and ready to search. */
export interface LoadedPuzzle<B extends Board = Board> {
	readonly problem: BoardProblem<B>;
	readonly search: SearchOptions;
	/**
	 * Events a seek replays at most once the recording is long (the timeline's dense checkpoint
	 * interval), for a problem whose events are slow to replay; without it the timeline's default.
	 */
	readonly replayAtMost?: number;
	/**
	 * For a search whose code may run differently a second time (a student's): what stops the
	 * recording when recorded events, run again from step `step`, come out otherwise; `again` runs
	 * those events once more, for the problem to find where its code parted. With it the timeline
	 * runs sampled chunks again as it records (timeline.ts, `sameOnReplay`).
	 */
	readonly differsOnReplay?: (step: number, again: () => void) => Error;
}

/** A ready-made input shown in the sample list. */
export interface Sample {
	readonly id: string;
	readonly name: Text;
	readonly input: string;
	readonly options: PuzzleOptions;
}

/** One option a puzzle takes, for the UI, links, the command line (`--key value`) and validation. */
export interface OptionSpec<K extends string = string> {
	readonly key: K;
	readonly label: Text;
	readonly choices: readonly { readonly value: string; readonly label: Text }[];
	/** The value when none is given: stated here only, for the app, links and the command line. */
	readonly default: string;
	/** How to write a valid value, for the error message when the list of choices is too long to read. */
	readonly hint?: Text;
}

/** A puzzle's options once read: every key present, each value one of its spec's choices. */
export type OptionValues<K extends string = string> = Readonly<Record<K, string>>;

/** The groups of the Puzzle list: the lessons' four, then the course problems. */
export type PuzzleGroup = 'lesson' | 'course';

/** Where the Puzzle list shows a puzzle: its group, and its place in the group (lower first). */
export interface PuzzleListing {
	readonly group: PuzzleGroup;
	readonly rank: number;
}

/** A puzzle as the catalog lists it (its folder's `entry.ts`): known before its code is loaded. */
export interface CatalogEntry {
	/** The folder's name. */
	readonly id: string;
	readonly name: Text;
	readonly listed: PuzzleListing;
}

/**
 * What the page shows of a puzzle (its folder's `display.ts`): its words, options, samples, code
 * and narration. `R` is the set of rules a conflict can name, `K` the option keys.
 */
export interface PuzzleDisplay<
	B extends Board = Board,
	R extends string = string,
	K extends string = string
> {
	readonly id: B['puzzle'];
	readonly name: Text;
	readonly listed: PuzzleListing;
	readonly options: readonly OptionSpec<K>[];
	readonly samples: readonly Sample[];
	/** The algorithm in pseudo-code, C and TypeScript, for the Code view, the call stack and the tree. */
	readonly code: CodeListing;
	/** The listing of one input, for a puzzle whose input is the code itself (a student's problem). */
	readonly codeOf?: (input: string) => CodeListing;
	/**
	 * The input is code the user writes: the panel shows a code editor and a Template list, its
	 * button says Run, and a link's input is shown, not run, until the reader presses Run.
	 */
	readonly writesCode?: boolean;
	/** For a puzzle that runs the user's code: what to say when its worker was stopped for silence. */
	readonly stuck?: Text;
	/** The input panel's words where this puzzle's differ: its sample list, its Load button, its own input. */
	readonly inputWords?: { readonly sample: Text; readonly load: Text; readonly ownInput: Text };
	/** Each rule a conflict can name, in words ("same row"), for the tree and the panels. */
	readonly reasons: Readonly<Record<R, Text>>;
	/**
	 * Names a decision point the way a teacher says it ("row 2, column 5"), from the parts of the
	 * board a search never changes: the recursion views name from one board per search.
	 */
	describePoint(board: B, point: number): Text;
	/**
	 * Names a candidate at a decision point, for a puzzle whose names depend on the point or the
	 * board's fixed parts (a student's problem); without it, or where it gives null, the code listing's words
	 * (see `candidateWords` in the registry).
	 */
	describeCandidate?(board: B, point: number, candidate: number): Text | null;
	/**
	 * One sentence on an event, for the narration. `board` is the board right after the event;
	 * `counters` (the moment's counters, optional) let the final done event say how many solutions;
	 * `cause` (optional, on a backtrack) lets the backtrack say why the deeper call returned.
	 */
	narrate(event: SearchEvent, board: B, counters?: SearchCounters, cause?: BacktrackCause): Text;
}

/** What a puzzle folder writes for the worker (see {@link defineSolver}): how input becomes a search. */
export interface SolverSpec<B extends Board = Board, K extends string = string> {
	readonly id: B['puzzle'];
	readonly options: readonly OptionSpec<K>[];
	/** Reads the input text with options already read (defaults filled, values checked) into a search. */
	build(input: string, options: OptionValues<K>): Result<LoadedPuzzle<B>>;
}

/** What the worker runs of a puzzle (its folder's `solver.ts`): input and options into a search. */
export interface PuzzleSolver<
	B extends Board = Board,
	K extends string = string
> extends SolverSpec<B, K> {
	/**
	 * Reads the input text with the options into a problem, or says what is wrong and where. The
	 * options are read by one reader for every puzzle: a missing one takes its default, a value
	 * must be one of its choices, and `limit` (a whole number) caps an all-solutions search.
	 */
	load(input: string, options: PuzzleOptions): Result<LoadedPuzzle<B>>;
}

/** What a puzzle folder's `index.ts` puts together (see {@link definePuzzle}). */
export interface PuzzleSpec<B extends Board, R extends string, K extends string>
	extends PuzzleDisplay<B, R, K>, SolverSpec<B, K> {
	/** `npm run solve -- <id>`: its arguments, what it reads and what it prints. */
	readonly command: PuzzleCommand<B>;
}

/**
 * Everything the command line and the tests know of one puzzle: what the page shows, what the
 * worker runs and the command. The app and the worker load only their half (registry).
 */
export interface PuzzleDefinition<
	B extends Board = Board,
	R extends string = string,
	K extends string = string
>
	extends PuzzleSpec<B, R, K>, PuzzleSolver<B, K> {}
