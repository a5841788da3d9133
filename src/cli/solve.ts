import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import {
	InputUnreadable,
	OutputClosed,
	type CommandIO,
	type CommandLine,
	type PuzzleCommand,
	type SearchStats
} from '../puzzles/command';
import { shown } from '../puzzles/input';
import { readLimit, readOptions } from '../puzzles/options';
import { loadDefinition, loadDefinitions } from '../puzzles/definitions';
import type { PuzzleDefinition } from '../puzzles/types';
import { nodeTerminal } from './terminal';

/** Exit codes: 0 for valid input (and for a reader that closed the pipe early), 2 for bad input or usage. */
export type ExitCode = 0 | 2;

/** The flags every command takes besides its own and its puzzle's options. */
const COMMON_FLAGS: ParseArgsOptionsConfig = {
	stats: { type: 'boolean' },
	limit: { type: 'string' },
	sample: { type: 'boolean' }
};

/** One usage line per puzzle, from its command (every puzzle's code is loaded for it). */
async function usage(): Promise<string> {
	const lines = (await loadDefinitions()).map((puzzle) => `  ${puzzle.id} ${puzzle.command.usage}`);
	return [
		'usage: npm run --silent solve -- <puzzle> [options]',
		...lines,
		'Every puzzle also takes --sample (its first sample as the input), --stats (one JSON line',
		'of counters on stderr) and --limit N. Input is at most 1,000,000 characters (about 1 MB).',
		'Bad input or usage exits with 2 and a message on stderr.'
	].join('\n');
}

/** The flags of one puzzle's command line: its command's own, one per option (`--key value`), and the common ones. */
function flagsOf(puzzle: PuzzleDefinition): ParseArgsOptionsConfig {
	const flags: ParseArgsOptionsConfig = { ...COMMON_FLAGS };
	for (const spec of puzzle.options) flags[spec.key] = { type: 'string' };
	for (const [name, kind] of Object.entries(puzzle.command.flags))
		flags[name] = { type: kind === 'switch' ? 'boolean' : 'string' };
	return flags;
}

/** A short English sentence for node's argument errors, which are long and mention `--` escapes. */
function argumentError(error: unknown): string {
	const code = (error as { code?: string }).code;
	const message = error instanceof Error ? error.message : String(error);
	const flag = shown(/'(-[^' ]*)/.exec(message)?.[1] ?? '');
	switch (code) {
		case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
			return `unknown option ${flag}`;
		case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
			return `unexpected argument ${shown(/'([^']*)'/.exec(message)?.[1] ?? '')}`.trimEnd();
		case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
			return message.includes('does not take an argument')
				? `${flag.split('=')[0]} takes no value`
				: `${flag.split(' ')[0]} needs a value`;
		default:
			return shown(message);
	}
}

/**
 * What is wrong with how the solution flags were given, or null: `--all` (print every solution)
 * and `--count` (only count them) exclude each other, and `--limit` stops a search that goes on
 * past its first solution, so it needs one of them where the command has them (unless the
 * command takes `--limit` alone).
 */
function solutionFlags(
	command: PuzzleCommand,
	given: Readonly<Record<string, string | true | undefined>>,
	limited: boolean
): string | null {
	const many = ['all', 'count'].filter((flag) => Object.hasOwn(command.flags, flag));
	if (given.all === true && given.count === true)
		return '--all and --count do not go together: --all prints every solution, --count counts them';
	if (
		limited &&
		command.limitAlone !== true &&
		many.length > 0 &&
		!many.some((flag) => given[flag] === true)
	)
		return `--limit needs ${many.map((flag) => `--${flag}`).join(' or ')}: without it the search stops at the first solution`;
	return null;
}

/** Prints the `--stats` line on stderr: one JSON object with the counters and the time. */
function printStats(io: CommandIO, stats: SearchStats): void {
	const { tries, conflicts, places, backtracks, solutions, maxDepth, ms } = stats;
	io.err(JSON.stringify({ tries, conflicts, places, backtracks, solutions, maxDepth, ms }) + '\n');
}

/** Runs one puzzle's command on its arguments (after the puzzle's name). */
async function runCommand(
	puzzle: PuzzleDefinition,
	args: readonly string[],
	io: CommandIO
): Promise<ExitCode> {
	const command = puzzle.command;
	const fail = (message: string, withUsage: boolean): 2 => {
		io.err(
			`${puzzle.id}: ${message}\n` +
				(withUsage ? `usage: solve ${puzzle.id} ${command.usage}\n` : '')
		);
		return 2;
	};
	let parsed;
	try {
		parsed = parseArgs({
			args: [...args],
			options: flagsOf(puzzle),
			strict: true,
			allowPositionals: true
		});
	} catch (error) {
		return fail(argumentError(error), true);
	}
	const { values, positionals } = parsed;
	const sample = values.sample === true;
	const argument = command.argument;
	const allowed = argument !== undefined && !sample ? 1 : 0;
	if (positionals.length > allowed) {
		const extra = shown(positionals[allowed]);
		return fail(
			argument === undefined
				? `unexpected argument '${extra}': the input comes on stdin`
				: sample
					? `unexpected argument '${extra}': --sample takes the place of ${argument}`
					: `unexpected argument '${extra}'`,
			true
		);
	}
	if (argument !== undefined && !sample && positionals.length === 0)
		return fail(`give ${argument} (or --sample)`, true);
	const flags: Record<string, string | true | undefined> = {};
	for (const name of Object.keys(command.flags)) {
		const value = values[name];
		flags[name] = value === true || typeof value === 'string' ? value : undefined;
	}
	const options: Record<string, string> = {};
	for (const key of [...puzzle.options.map((spec) => spec.key), 'limit']) {
		const value = values[key];
		if (typeof value === 'string' && !Object.hasOwn(command.flags, key)) options[key] = value;
	}
	// Options are checked before any input is read, so a typo fails at once, with the usage.
	const read = readOptions(puzzle.options, options);
	const limit = read.ok ? readLimit({ mode: 'all' }, options) : read;
	if (!limit.ok) return fail(limit.error.message.en, true);
	const apart = solutionFlags(command, flags, options.limit !== undefined);
	if (apart !== null) return fail(apart, true);

	const first = puzzle.samples[0];
	const line: CommandLine = {
		flags,
		options,
		sample,
		input: async () =>
			sample ? first.input : argument !== undefined ? positionals[0] : await io.stdin()
	};
	try {
		const outcome = await command.run(line, io, puzzle);
		if (!outcome.ok) return fail(outcome.message, false);
		// A count or a list cut short by --limit says so: there may be more.
		if (outcome.stats.limited === true)
			io.err(
				`${puzzle.id}: at least ${outcome.stats.solutions} (stopped at --limit ${options.limit})\n`
			);
		if (values.stats === true) printStats(io, outcome.stats);
		return 0;
	} catch (error) {
		// The reader took what it wanted (`| head -1`): not a failure.
		if (error instanceof OutputClosed) return 0;
		if (error instanceof InputUnreadable) return fail(error.message, false);
		throw error;
	}
}

/**
 * Runs one command line (the arguments after `solve`) and returns its exit code. A command that
 * runs the user's code runs in a watched thread of its own, unless this is that thread (`watched`).
 */
export async function runSolve(
	argv: readonly string[],
	io: CommandIO,
	{ watched = false } = {}
): Promise<ExitCode> {
	const [name, ...rest] = argv;
	if (name === '--help' || name === '-h') {
		try {
			await io.out((await usage()) + '\n');
		} catch (error) {
			if (!(error instanceof OutputClosed)) throw error;
		}
		return 0;
	}
	// Only the puzzle asked for is loaded: start-up does not compile the other folders.
	const puzzle = name === undefined ? undefined : await loadDefinition(name);
	if (puzzle === undefined) {
		io.err(
			(name === undefined ? 'solve: name a puzzle\n' : `solve: unknown puzzle '${shown(name)}'\n`) +
				(await usage()) +
				'\n'
		);
		return 2;
	}
	if (puzzle.command.runsUserCode === true && !watched) {
		const { runWatched } = await import('./watched');
		return runWatched(puzzle, argv, io);
	}
	return runCommand(puzzle, rest, io);
}

// A watched thread (watched-thread.ts) imports this module too, with the same process.argv.
if (
	isMainThread &&
	process.argv[1] !== undefined &&
	import.meta.url === pathToFileURL(process.argv[1]).href
)
	runSolve(process.argv.slice(2), nodeTerminal()).then(
		(code) => {
			process.exitCode = code;
		},
		(error: unknown) => {
			// A bug, not bad input: one line, never a stack trace.
			process.stderr.write(`solve: internal error: ${shown(String(error))}\n`);
			process.exitCode = 1;
		}
	);
