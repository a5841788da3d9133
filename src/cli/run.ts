import { SearchEngine } from '../engine/engine';
import type { SearchCounters } from '../engine/events';
import type { Board, LoadedPuzzle } from '../puzzles/types';
import type { CliIO } from './command';

/** Counters of a finished search plus its wall time, as `--stats` prints them. */
export type SearchStats = SearchCounters & { readonly ms: number };

/** Runs a loaded puzzle's search to its end, handing each solution's board to `onSolution`. */
export function solve<B extends Board>(
	loaded: LoadedPuzzle<B>,
	onSolution: (board: B) => void = () => {}
): SearchStats {
	const started = performance.now();
	const engine = new SearchEngine(loaded.problem, loaded.search);
	while (!engine.finished) {
		engine.run(1 << 24, true);
		if (engine.code === 4 /* EventCode.solution */) onSolution(loaded.problem.board());
	}
	return { ...engine.counters(), ms: Math.round((performance.now() - started) * 100) / 100 };
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
	for (const s of all) {
		total.tries += s.tries;
		total.conflicts += s.conflicts;
		total.places += s.places;
		total.backtracks += s.backtracks;
		total.solutions += s.solutions;
		total.maxDepth = Math.max(total.maxDepth, s.maxDepth);
		total.ms += s.ms;
	}
	total.ms = Math.round(total.ms * 100) / 100;
	return total;
}

/** Prints the `--stats` line on stderr: one JSON object with the counters and the time. */
export function printStats(io: CliIO, stats: SearchStats): void {
	const { tries, conflicts, places, backtracks, solutions, maxDepth, ms } = stats;
	io.err(JSON.stringify({ tries, conflicts, places, backtracks, solutions, maxDepth, ms }) + '\n');
}

/** Reads `--flag value` and `--flag` arguments; anything else is a positional argument. */
export interface ParsedArgs {
	readonly flags: ReadonlyMap<string, string | true>;
	readonly positional: readonly string[];
}

/** Splits command-line arguments into flags and positionals; `valued` lists flags that take a value. */
export function parseArgs(
	args: readonly string[],
	valued: readonly string[]
): ParsedArgs | { error: string } {
	const flags = new Map<string, string | true>();
	const positional: string[] = [];
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (!arg.startsWith('--')) {
			positional.push(arg);
			continue;
		}
		const [name, inline] = arg.slice(2).split('=', 2);
		if (valued.includes(name)) {
			const value = inline ?? args[++i];
			if (value === undefined) return { error: `--${name} needs a value` };
			flags.set(name, value);
		} else flags.set(name, true);
	}
	return { flags, positional };
}
