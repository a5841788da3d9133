import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CliCommand, CliIO, ExitCode } from './command';
import { mazeCommand } from './maze';
import { queensCommand } from './queens';
import { ringCommand } from './ring';
import { sudokuCommand } from './sudoku';

/** The subcommands of `npm run solve`, one per puzzle. */
const commands: Readonly<Record<string, CliCommand>> = {
	sudoku: sudokuCommand,
	queens: queensCommand,
	maze: mazeCommand,
	ring: ringCommand
};

const USAGE = `usage: npm run --silent solve -- <puzzle> [options]
  sudoku [--all | --count] [--limit N] [--order rowmajor|mrv] [--line] [--stats] < puzzles
  queens N [--all] [--stats]
  maze [--sample] [--all] [--order URDL] [--marking path|visited] [--stats] < maze
  ring [--stats] < sizes (one n a line)
Bad input or usage exits with 2 and a message on stderr.`;

/** Runs one command line (the arguments after `solve`) and returns its exit code. */
export function runSolve(argv: readonly string[], io: CliIO): ExitCode {
	const [puzzle, ...rest] = argv;
	if (puzzle === '--help' || puzzle === '-h') {
		io.out(USAGE + '\n');
		return 0;
	}
	const command = puzzle === undefined ? undefined : commands[puzzle];
	if (command === undefined || !Object.hasOwn(commands, puzzle)) {
		io.err(
			(puzzle === undefined ? 'solve: name a puzzle\n' : `solve: unknown puzzle '${puzzle}'\n`) +
				USAGE +
				'\n'
		);
		return 2;
	}
	return command(rest, io);
}

/** The real terminal: stdin is read in one go, and only when the command asks for it. */
const terminal: CliIO = {
	stdin: () => readFileSync(0, 'utf8'),
	out: (text) => void process.stdout.write(text),
	err: (text) => void process.stderr.write(text)
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
	process.exitCode = runSolve(process.argv.slice(2), terminal);
