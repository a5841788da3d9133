import { ringPuzzle } from '../puzzles/ring';
import { formatRingCase } from '../puzzles/ring/format';
import { parseRingSizes } from '../puzzles/ring/parser';
import type { CliCommand } from './command';
import { parseArgs, printStats, solve, sumStats, type SearchStats } from './run';

const USAGE = 'usage: solve ring [--stats] < sizes   (one n from 1 to 20 a line)';

/**
 * `solve ring`: for each n on stdin (one a line), every prime ring of 1..n in the Prime Ring
 * Problem's format: `Case k:`, the rings starting with 1 in lexicographic order (both directions),
 * a blank line after each case.
 */
export const ringCommand: CliCommand = (args, io) => {
	const parsed = parseArgs(args, []);
	if ('error' in parsed) {
		io.err(`ring: ${parsed.error}\n${USAGE}\n`);
		return 2;
	}
	const unknown = [...parsed.flags.keys()].find((flag) => flag !== 'stats');
	if (unknown !== undefined || parsed.positional.length > 0) {
		const what = unknown !== undefined ? `--${unknown}` : parsed.positional[0];
		io.err(`ring: unknown argument ${what}: the sizes come on stdin\n${USAGE}\n`);
		return 2;
	}
	const sizes = parseRingSizes(io.stdin());
	if (!sizes.ok) {
		io.err(`ring: ${sizes.error.message.en}\n`);
		return 2;
	}
	const all: SearchStats[] = [];
	let output = '';
	sizes.value.forEach((size, index) => {
		const loaded = ringPuzzle.load(String(size), { mode: 'all' });
		if (!loaded.ok) return; // cannot happen: the size was read by the same parser
		const rings: number[][] = [];
		all.push(solve(loaded.value, (board) => rings.push([...board.numbers])));
		output += formatRingCase(index + 1, rings);
	});
	io.out(output);
	if (parsed.flags.has('stats')) printStats(io, sumStats(all));
	return 0;
};
