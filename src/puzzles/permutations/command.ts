import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { shown } from '../input';
import { formatPermutation } from './format';
import { wordInput } from './parser';
import type { PermutationsBoard } from './model';

/**
 * `solve permutations N|WORD`: prints every ordering of 1..n, or of the letters of the word, one a
 * line as the recursion finds them (numbers separated by spaces, letters as a word); with
 * `--count`, the number of them; with `--distinct`, repeated letters are skipped so each distinct
 * arrangement appears once ("aab" gives 3). A word of digits is written in quotes ('"112"') or
 * with a leading zero; with `--distinct` an argument of digits is a word.
 */
export const permutationsCommand: PuzzleCommand<PermutationsBoard> = {
	usage:
		'N|WORD [--all | --count] [--distinct]   (N from 1 to 12, or a word of at most 12 letters; a word of digits in quotes, \'"112"\', or with --distinct)',
	flags: { all: 'switch', count: 'switch', distinct: 'switch' },
	limitAlone: true,
	argument: 'N or WORD',
	async run(line, io, permutations) {
		const options: Record<string, string> = { ...line.options, mode: 'all' };
		if (line.flags.distinct === true) {
			if (options.repeats !== undefined && options.repeats.toLowerCase() !== 'skip')
				return commandError(`--distinct contradicts --repeats ${shown(options.repeats)}`);
			options.repeats = 'skip';
		}
		// --distinct is about repeated letters: an argument of digits with it is a word ("112").
		const written = await line.input();
		const input = line.flags.distinct === true ? wordInput(written.trim()) : written;
		const loaded = permutations.load(input, options);
		if (!loaded.ok) return commandError(loaded.error.message.en);
		const counting = line.flags.count === true;
		const printer = new Printer(io);
		const stats = await solveStreaming(loaded.value, printer, (board) => {
			if (!counting) printer.print(formatPermutation(board) + '\n');
		});
		if (counting) printer.print(`${stats.solutions}\n`);
		await printer.flush();
		return { ok: true, stats };
	}
};
