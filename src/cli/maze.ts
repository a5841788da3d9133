import { LESSON_MAZE, mazePuzzle } from '../puzzles/maze';
import { formatMazePath } from '../puzzles/maze/format';
import type { CliCommand } from './command';
import { parseArgs, printStats, solve } from './run';

const USAGE =
	'usage: solve maze [--sample] [--all] [--order URDL] [--marking path|visited] [--stats] < maze';
const FLAGS = ['sample', 'all', 'order', 'marking', 'stats'];

/**
 * `solve maze`: reads a maze on stdin (or takes the lesson's with `--sample`) and prints its first
 * path drawn with `*` and the path's length in cells, or `no path`; with `--all`, the number of
 * paths instead.
 */
export const mazeCommand: CliCommand = (args, io) => {
	const parsed = parseArgs(args, ['order', 'marking']);
	if ('error' in parsed) {
		io.err(`maze: ${parsed.error}\n${USAGE}\n`);
		return 2;
	}
	const unknown = [...parsed.flags.keys()].find((flag) => !FLAGS.includes(flag));
	if (unknown !== undefined || parsed.positional.length > 0) {
		const what = unknown !== undefined ? `--${unknown}` : parsed.positional[0];
		io.err(`maze: unknown argument ${what}\n${USAGE}\n`);
		return 2;
	}
	const input = parsed.flags.has('sample') ? LESSON_MAZE : io.stdin();
	const all = parsed.flags.has('all');
	const options: Record<string, string> = { mode: all ? 'all' : 'first' };
	for (const key of ['order', 'marking']) {
		const value = parsed.flags.get(key);
		if (typeof value === 'string') options[key] = value;
	}
	const loaded = mazePuzzle.load(input, options);
	if (!loaded.ok) {
		io.err(`maze: ${loaded.error.message.en}\n`);
		return 2;
	}
	let drawn = '';
	const stats = solve(loaded.value, (board) => {
		if (!all) drawn = `${formatMazePath(board)}\nlength: ${board.path.length}\n`;
	});
	if (all) io.out(`${stats.solutions}\n`);
	else io.out(stats.solutions > 0 ? drawn : 'no path\n');
	if (parsed.flags.has('stats')) printStats(io, stats);
	return 0;
};
