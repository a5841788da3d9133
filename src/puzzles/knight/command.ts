import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { shown } from '../input';
import { formatKnightInput, formatTour } from './format';
import type { KnightBoard } from './model';
import { parseKnight, parseStartSquare } from './parser';

/**
 * `solve knight N [--start R,C]`: prints the first open tour of the n x n board from the start
 * square (1-based, default 1,1) as a grid of move numbers, or `no tour`. With `--all`, every tour
 * the same way, each under `Tour k:`; with `--count`, the number of tours from that start.
 * `--order warnsdorff` tries the moves by Warnsdorff's rule.
 */
export const knightCommand: PuzzleCommand<KnightBoard> = {
	usage: 'N [--start R,C] [--order plain|warnsdorff] [--all | --count]   (N from 5 to 8)',
	flags: { start: 'value', all: 'switch', count: 'switch' },
	argument: 'N',
	async run(line, io, knight) {
		const counting = line.flags.count === true;
		const all = !counting && line.flags.all === true;
		const setup = parseKnight(await line.input());
		if (!setup.ok) return commandError(setup.error.message.en);
		let { start } = setup.value;
		const written = line.flags.start;
		if (typeof written === 'string') {
			const square = parseStartSquare(written, setup.value.size);
			if (!square.ok) return commandError(`--start ${shown(written)}: ${square.error.message.en}`);
			start = square.value;
		}
		const loaded = knight.load(formatKnightInput({ size: setup.value.size, start }), {
			...line.options,
			mode: counting || all ? 'all' : 'first'
		});
		if (!loaded.ok) return commandError(loaded.error.message.en);
		const printer = new Printer(io);
		let found = 0;
		const stats = await solveStreaming(loaded.value, printer, (board) => {
			found++;
			if (counting) return;
			const grid = formatTour(board) + '\n';
			printer.print(all ? `${found > 1 ? '\n' : ''}Tour ${found}:\n${grid}` : grid);
		});
		if (counting) printer.print(`${stats.solutions}\n`);
		else if (found === 0) printer.print('no tour\n');
		await printer.flush();
		return { ok: true, stats };
	}
};
