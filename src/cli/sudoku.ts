import type { SearchMode } from '../engine/engine';
import { loadSudokuPuzzle } from '../puzzles/sudoku';
import { formatGrid, formatLine } from '../puzzles/sudoku/format';
import { parseSudokus } from '../puzzles/sudoku/parser';
import type { PuzzleOptions } from '../puzzles/types';
import type { CliCommand, CliIO } from './command';
import { parseArgs, printStats, solve, sumStats, type SearchStats } from './run';

const USAGE =
	'usage: solve sudoku [--all | --count] [--limit N] [--order rowmajor|mrv] [--line] [--stats] < puzzles';

const FLAGS = ['all', 'count', 'limit', 'order', 'line', 'stats'];

/** Output is handed to the terminal in pieces of about this many characters, so `--all` on a puzzle with many solutions does not pile up in memory. */
const FLUSH_AT = 1 << 16;

/**
 * `solve sudoku`: reads puzzles from stdin in any format the parser accepts (many at once) and
 * prints each one's first solution as lines of digits separated by single spaces, a blank line
 * between puzzles, or `no solution`. `--all` prints every solution, `--count` the number of
 * solutions (one line per puzzle), `--limit N` stops each search after N solutions, `--order`
 * chooses row by row (the lessons' order, the default) or MRV, `--line` prints each solution as
 * one line of 81 characters, `--stats` one JSON line of counters on stderr.
 */
export const sudokuCommand: CliCommand = (args, io) => {
	const parsed = parseArgs(args, ['limit', 'order']);
	if ('error' in parsed) return usageError(io, parsed.error);
	const unknown = [...parsed.flags.keys()].find((flag) => !FLAGS.includes(flag));
	if (unknown !== undefined) return usageError(io, `unknown option --${unknown}`);
	if (parsed.positional.length > 0)
		return usageError(
			io,
			`unexpected argument '${parsed.positional[0]}': puzzles are read from stdin`
		);

	const order = parsed.flags.get('order') ?? 'rowmajor';
	if (order !== 'rowmajor' && order !== 'mrv')
		return usageError(io, `--order must be rowmajor or mrv, not '${String(order)}'`);
	const limitFlag = parsed.flags.get('limit');
	if (limitFlag !== undefined && !/^[1-9]\d*$/.test(String(limitFlag)))
		return usageError(io, `--limit must be a whole number from 1, not '${String(limitFlag)}'`);
	const counting = parsed.flags.has('count');
	const all = parsed.flags.has('all');
	const oneLine = parsed.flags.has('line');
	// --limit alone asks for up to N solutions, like --all with a cap.
	const mode: SearchMode = counting || all || limitFlag !== undefined ? 'all' : 'first';
	const options: PuzzleOptions =
		limitFlag === undefined ? { order, mode } : { order, mode, limit: String(limitFlag) };

	const puzzles = parseSudokus(io.stdin());
	if (!puzzles.ok) {
		io.err(`sudoku: ${puzzles.error.message.en}\n`);
		return 2;
	}

	let pending = '';
	const write = (text: string) => {
		pending += text;
		if (pending.length >= FLUSH_AT) {
			io.out(pending);
			pending = '';
		}
	};
	const stats: SearchStats[] = [];
	// Blank lines separate puzzles, and the solutions of one puzzle in grid form; one-line
	// answers to many puzzles stay one a line unless --all groups them.
	const separatePuzzles = !counting && (!oneLine || mode === 'all');
	for (const [index, puzzle] of puzzles.value.entries()) {
		const loaded = loadSudokuPuzzle(puzzle, options);
		if (!loaded.ok) return usageError(io, loaded.error.message.en);
		if (separatePuzzles && index > 0) write('\n');
		let found = 0;
		const result = solve(loaded.value, (board) => {
			if (counting) return;
			if (oneLine) write(formatLine(board.cells) + '\n');
			else write((found > 0 ? '\n' : '') + formatGrid(board.size, board.cells) + '\n');
			found++;
		});
		if (counting) write(`${result.solutions}\n`);
		else if (result.solutions === 0) write('no solution\n');
		stats.push(result);
	}
	if (pending !== '') io.out(pending);
	if (parsed.flags.has('stats')) printStats(io, sumStats(stats));
	return 0;
};

function usageError(io: CliIO, message: string): 2 {
	io.err(`sudoku: ${message}\n${USAGE}\n`);
	return 2;
}
