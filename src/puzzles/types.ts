import type { SearchCounters, SearchEvent } from '../engine/events';
import type { Problem } from '../engine/problem';
import type { SearchOptions } from '../engine/engine';

/** The puzzles Backstep teaches with. */
export type PuzzleId = 'sudoku' | 'queens' | 'maze' | 'ring';

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

/** What a puzzle's board view draws at one moment. Each puzzle's board has its own shape. */
export type Board = { readonly puzzle: PuzzleId };

/** A problem that can also show its board. */
export interface BoardProblem<B extends Board = Board> extends Problem {
	/** The board as it stands now, as plain data (it crosses the worker boundary). */
	board(): B;
}

/** A puzzle read from input and ready to search. */
export interface LoadedPuzzle<B extends Board = Board> {
	readonly problem: BoardProblem<B>;
	readonly search: SearchOptions;
}

/** A ready-made input shown in the sample list. */
export interface Sample {
	readonly id: string;
	readonly name: Text;
	readonly input: string;
	readonly options: PuzzleOptions;
}

/** One option a puzzle takes, for the UI and validation. */
export interface OptionSpec {
	readonly key: string;
	readonly label: Text;
	readonly choices: readonly { readonly value: string; readonly label: Text }[];
	readonly default: string;
}

/**
 * Everything the app, the worker and the command line need to know of one puzzle. Each puzzle
 * folder exports one of these; the registry lists them.
 */
export interface PuzzleDefinition<B extends Board = Board> {
	readonly id: PuzzleId;
	readonly name: Text;
	readonly options: readonly OptionSpec[];
	readonly samples: readonly Sample[];
	/** Reads the input text with the options into a problem, or says what is wrong and where. */
	load(input: string, options: PuzzleOptions): Result<LoadedPuzzle<B>>;
	/** Names a decision point the way a teacher says it ("row 2, column 5"). */
	describePoint(board: B, point: number): Text;
	/**
	 * One sentence on an event, for the narration. `board` is the board right after the event;
	 * `counters` (the moment's counters, optional) let the final done event say how many solutions.
	 */
	narrate(event: SearchEvent, board: B, counters?: SearchCounters): Text;
}
