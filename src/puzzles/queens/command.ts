import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { formatQueensBoard, formatQueensColumns } from './format';
import type { QueensBoard } from './model';

/**
 * `solve queens N`: prints how many ways n queens fit on an n x n board; with `--all`, every
 * solution instead, one a line, as the queen's column in each row (1-based); with `--draw`, every
 * solution drawn as a board, as the lesson's program shows them. Solutions are printed as they
 * are found.
 */
export const queensCommand: PuzzleCommand<QueensBoard> = {
	usage: 'N [--all] [--draw]   (N from 1 to 16)',
	flags: { all: 'switch', draw: 'switch' },
	argument: 'N',
	async run(line, io, queens) {
		const loaded = queens.load(await line.input(), { ...line.options, mode: 'all' });
		if (!loaded.ok) return commandError(loaded.error.message.en);
		const draw = line.flags.draw === true;
		const all = line.flags.all === true;
		const printer = new Printer(io);
		let found = 0;
		const stats = await solveStreaming(loaded.value, printer, (board) => {
			found++;
			if (draw)
				printer.print(
					`${found > 1 ? '\n' : ''}Solution: ${found}\n${formatQueensBoard(board.queens)}\n`
				);
			else if (all) printer.print(formatQueensColumns(board.queens) + '\n');
		});
		if (draw && found === 0) printer.print('no solution\n');
		if (!draw && !all) printer.print(`${stats.solutions}\n`);
		await printer.flush();
		return { ok: true, stats };
	}
};
