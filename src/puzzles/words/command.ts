import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { formatWordPath } from './format';
import type { WordsBoard } from './model';

/**
 * `solve words`: reads a grid, an empty line and a word on stdin (or takes the classic exercise's
 * with `--sample`) and prints the first path that spells the word as 1-based `row,column` pairs,
 * or `not found`. With `--all`, every path, one a line; with `--count`, how many there are.
 */
export const wordsCommand: PuzzleCommand<WordsBoard> = {
	usage: '[--all | --count] < grid-then-word',
	flags: { all: 'switch', count: 'switch' },
	async run(line, io, words) {
		const counting = line.flags.count === true;
		const all = !counting && line.flags.all === true;
		const loaded = words.load(await line.input(), {
			...line.options,
			mode: counting || all ? 'all' : 'first'
		});
		if (!loaded.ok) return commandError(loaded.error.message.en);
		const printer = new Printer(io);
		let found = 0;
		const stats = await solveStreaming(loaded.value, printer, (board) => {
			found++;
			if (!counting) printer.print(formatWordPath(board) + '\n');
		});
		if (counting) printer.print(`${stats.solutions}\n`);
		else if (found === 0) printer.print('not found\n');
		await printer.flush();
		return { ok: true, stats };
	}
};
