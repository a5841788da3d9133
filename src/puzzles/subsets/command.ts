import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { shown } from '../input';
import { formatSubset } from './format';
import type { SubsetsBoard } from './model';

/**
 * `solve subsets`: reads one line `TARGET: N1 N2 …` on stdin and prints every subset of the
 * numbers that adds up to the target, one a line as its numbers (`no subset` when there is none);
 * with `--count`, the number of subsets. `--reuse` lets a number be taken again (combination sum,
 * the numbers sorted); `--no-prune` searches the whole tree instead of cutting hopeless branches.
 */
export const subsetsCommand: PuzzleCommand<SubsetsBoard> = {
	usage:
		'[--all | --count] [--reuse] [--no-prune] < "TARGET: N1 N2 …"   (equal numbers at different places are different items; with --reuse repeats are dropped)',
	flags: { all: 'switch', count: 'switch', reuse: 'switch', 'no-prune': 'switch' },
	limitAlone: true,
	async run(line, io, subsets) {
		const options: Record<string, string> = { ...line.options, mode: 'all' };
		if (line.flags.reuse === true) {
			if (options.variant !== undefined && options.variant.toLowerCase() !== 'reuse')
				return commandError(`--reuse contradicts --variant ${shown(options.variant)}`);
			options.variant = 'reuse';
		}
		if (line.flags['no-prune'] === true) {
			if (options.prune !== undefined && options.prune.toLowerCase() !== 'off')
				return commandError(`--no-prune contradicts --prune ${shown(options.prune)}`);
			options.prune = 'off';
		}
		const loaded = subsets.load(await line.input(), options);
		if (!loaded.ok) return commandError(loaded.error.message.en);
		const counting = line.flags.count === true;
		const printer = new Printer(io);
		const stats = await solveStreaming(loaded.value, printer, (board) => {
			if (!counting) printer.print(formatSubset(board) + '\n');
		});
		if (counting) printer.print(`${stats.solutions}\n`);
		else if (stats.solutions === 0) printer.print('no subset\n');
		await printer.flush();
		return { ok: true, stats };
	}
};
