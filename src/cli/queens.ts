import { formatQueensColumns } from '../puzzles/queens/format';
import { queensPuzzle } from '../puzzles/queens';
import type { CliCommand } from './command';
import { parseArgs, printStats, solve } from './run';

const USAGE = 'usage: solve queens N [--all] [--stats]   (N from 1 to 16)';

/**
 * `solve queens N`: prints how many ways n queens fit on an n x n board; with `--all`, every
 * solution instead, one a line, as the queen's column in each row (1-based).
 */
export const queensCommand: CliCommand = (args, io) => {
	const parsed = parseArgs(args, []);
	if ('error' in parsed) {
		io.err(`queens: ${parsed.error}\n${USAGE}\n`);
		return 2;
	}
	const unknown = [...parsed.flags.keys()].find((flag) => flag !== 'all' && flag !== 'stats');
	if (unknown !== undefined) {
		io.err(`queens: unknown option --${unknown}\n${USAGE}\n`);
		return 2;
	}
	if (parsed.positional.length !== 1) {
		io.err(`queens: give the board size N, and only that\n${USAGE}\n`);
		return 2;
	}
	const loaded = queensPuzzle.load(parsed.positional[0], { mode: 'all' });
	if (!loaded.ok) {
		io.err(`queens: ${loaded.error.message.en}\n`);
		return 2;
	}
	const printAll = parsed.flags.has('all');
	const lines: string[] = [];
	const stats = solve(loaded.value, (board) => {
		if (printAll) lines.push(formatQueensColumns(board.queens));
	});
	if (!printAll) lines.push(String(stats.solutions));
	if (lines.length > 0) io.out(lines.join('\n') + '\n');
	if (parsed.flags.has('stats')) printStats(io, stats);
	return 0;
};
