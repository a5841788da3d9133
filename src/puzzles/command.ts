import { SearchEngine, type SearchOptions } from '../engine/engine';
import { EventCode, type SearchCounters } from '../engine/events';
import type { Board, LoadedPuzzle, PuzzleDefinition, PuzzleOptions } from './types';

/**
 * What a command of `npm run solve` reads and writes, so commands run the same in tests and in a
 * shell. `out` may return a promise: the reader is behind, and the command writes nothing more
 * until it settles, so output of any size streams in constant memory. When the reader has gone
 * (a closed pipe) `out` throws or rejects with {@link OutputClosed}; when stdin cannot be read,
 * `stdin` does so with {@link InputUnreadable}. The runner turns both into a clean exit.
 */
export interface CommandIO {
	readonly stdin: () => string | Promise<string>;
	/** Reads a file the command line names (`solve custom FILE.js`); absent where there are no files. */
	readonly readFile?: (path: string) => Promise<string>;
	readonly out: (text: string) => void | Promise<void>;
	readonly err: (text: string) => void;
}

/** The reader of the output has gone (`| head -1`): the command stops, and the runner exits 0 quietly. */
export class OutputClosed extends Error {
	constructor() {
		super('the reader of the output has gone');
		this.name = 'OutputClosed';
	}
}

/** Stdin cannot be read (it is a directory, say): the runner prints the message and exits 2. */
export class InputUnreadable extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'InputUnreadable';
	}
}

/** One command line after the puzzle's name, read strictly by the command-line runner. */
export interface CommandLine {
	/** The command's own flags: `true` for a switch given, the text of a flag with a value. */
	readonly flags: Readonly<Record<string, string | true | undefined>>;
	/** The puzzle's options given as flags (`--order mrv`; every option key is a flag) and `--limit`. */
	readonly options: PuzzleOptions;
	/**
	 * The input text: stdin, or the command's argument (`queens 8`), or with `--sample` the
	 * puzzle's first sample. Read it once, after checking the flags.
	 */
	readonly input: () => Promise<string>;
	/** Whether `input` is the puzzle's first sample (`--sample`) rather than what the user gave. */
	readonly sample?: boolean;
}

/**
 * Counters of a finished search plus its wall time, as `--stats` prints them, and whether it
 * stopped at a `--limit` the user gave (it may have had more solutions).
 */
export type SearchStats = SearchCounters & { readonly ms: number; readonly limited?: boolean };

/** The stats of a search that has ended: its counters, the time since `started`, whether a given limit stopped it. */
function statsOf(engine: SearchEngine, search: SearchOptions, started: number): SearchStats {
	return {
		...engine.counters(),
		ms: Math.round((performance.now() - started) * 100) / 100,
		limited: search.limit !== undefined && engine.doneReason === 'limit'
	};
}

/** What a command ends with: the counters for `--stats`, or what was wrong (the runner exits 2). */
export type CommandOutcome =
	| { readonly ok: true; readonly stats: SearchStats }
	| { readonly ok: false; readonly message: string };

/**
 * A puzzle's `npm run --silent solve -- <id>` command. The runner reads the flags strictly (an
 * unknown flag, a missing value or a value on a switch is an error), adds a `--key value` flag
 * for each of the puzzle's options plus `--limit N`, `--stats` and `--sample`, reads the input
 * from stdin or the argument, and prints the usage and errors; the command searches and prints.
 */
export interface PuzzleCommand<B extends Board = Board> {
	/** What follows `solve <id>` in the usage, e.g. `N [--all]` or `[--all | --count] < puzzles`. */
	readonly usage: string;
	/** The command's own flags: a switch, or a flag that takes a value. */
	readonly flags: Readonly<Record<string, 'switch' | 'value'>>;
	/** The name of the argument that holds the input (`N` for `queens N`); without one, the input comes on stdin. */
	readonly argument?: string;
	/**
	 * `--limit N` works alone (the command lists every solution, or takes `--limit` as a request
	 * for up to N); without it, `--limit` needs `--all` or `--count` where the command has them.
	 */
	readonly limitAlone?: boolean;
	/**
	 * The command runs the user's code (a student's problem): the command line runs it in a
	 * thread of its own, watched from outside, so slow built-in work cannot outrun its limit.
	 */
	readonly runsUserCode?: boolean;
	/**
	 * Searches with `puzzle` (its own definition) and prints on `io.out`, waiting whenever `out`
	 * asks it to; bad input is returned, not printed.
	 */
	run(line: CommandLine, io: CommandIO, puzzle: PuzzleDefinition<B>): Promise<CommandOutcome>;
}

/** Output is handed to `io.out` in pieces of about this many characters... */
const PIECE = 1 << 16;
/** ...or after this many milliseconds, so the first lines of a slow search show at once. */
const PIECE_MS = 50;
/** Events the streaming search makes between looks at the output (about a millisecond's worth). */
const SLICE = 1 << 16;

/**
 * A command's stdout: text gathers here and goes to `io.out` in pieces, each piece waiting for the
 * reader to take the one before, so nothing piles up whatever the reader does.
 */
export class Printer {
	readonly #io: CommandIO;
	#pending: string[] = [];
	#size = 0;
	#since = performance.now();

	constructor(io: CommandIO) {
		this.#io = io;
	}

	/** Adds text to the output; it goes out at the next {@link flush}. */
	print(text: string): void {
		this.#pending.push(text);
		this.#size += text.length;
	}

	/** Whether a piece is ready to go: it is big enough, or has waited long enough. */
	get due(): boolean {
		return this.#size >= PIECE || (this.#size > 0 && performance.now() - this.#since >= PIECE_MS);
	}

	/** Hands what has gathered to `io.out`, and waits while the reader is behind. */
	async flush(): Promise<void> {
		this.#since = performance.now();
		if (this.#size === 0) return;
		const piece = this.#pending.join('');
		this.#pending = [];
		this.#size = 0;
		await this.#io.out(piece);
	}
}

/**
 * Runs a loaded puzzle's search to its end, handing each solution's board to `onSolution`, which
 * prints on `printer`. Between slices of about a millisecond the printed text goes out, and the
 * search waits while the reader is behind: its first lines show at once, and memory stays flat
 * however many solutions there are. The last piece is left for the caller to flush.
 */
export async function solveStreaming<B extends Board>(
	loaded: LoadedPuzzle<B>,
	printer: Printer,
	onSolution: (board: B) => void = () => {}
): Promise<SearchStats> {
	const started = performance.now();
	const engine = new SearchEngine(loaded.problem, loaded.search);
	while (!engine.finished) {
		engine.run(SLICE, true);
		if (engine.code === EventCode.solution) onSolution(loaded.problem.board());
		if (printer.due) await printer.flush();
	}
	return statsOf(engine, loaded.search, started);
}

/** Runs a loaded puzzle's search to its end at once, handing each solution's board to `onSolution` (for tests and tools). */
export function solve<B extends Board>(
	loaded: LoadedPuzzle<B>,
	onSolution: (board: B) => void = () => {}
): SearchStats {
	const started = performance.now();
	const engine = new SearchEngine(loaded.problem, loaded.search);
	while (!engine.finished) {
		engine.run(1 << 24, true);
		if (engine.code === EventCode.solution) onSolution(loaded.problem.board());
	}
	return statsOf(engine, loaded.search, started);
}

/** Adds up the stats of several searches (many puzzles in one input). */
export function sumStats(all: readonly SearchStats[]): SearchStats {
	const total = {
		tries: 0,
		conflicts: 0,
		places: 0,
		backtracks: 0,
		solutions: 0,
		maxDepth: 0,
		ms: 0
	};
	let limited = false;
	for (const s of all) {
		limited ||= s.limited === true;
		total.tries += s.tries;
		total.conflicts += s.conflicts;
		total.places += s.places;
		total.backtracks += s.backtracks;
		total.solutions += s.solutions;
		total.maxDepth = Math.max(total.maxDepth, s.maxDepth);
		total.ms += s.ms;
	}
	total.ms = Math.round(total.ms * 100) / 100;
	return { ...total, limited };
}

/** The outcome of a command that found bad input: the runner prints `<id>: <message>` and exits 2. */
export function commandError(message: string): CommandOutcome {
	return { ok: false, message };
}
