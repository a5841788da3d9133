import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { formatMazePath } from './format';
import type { MazeBoard } from './model';

/**
 * `solve maze`: reads a maze on stdin (or takes the lesson's with `--sample`) and prints its first
 * path drawn with `*` and the path's length in cells, or `no path`. With `--all`, every path the
 * same way, each under `Solution: k` as the lesson's program prints them; with `--count`, the
 * number of paths.
 */
export const mazeCommand: PuzzleCommand<MazeBoard> = {
	usage: '[--all | --count] [--order URDL] [--marking path|visited] < maze',
	flags: { all: 'switch', count: 'switch' },
	async run(line, io, maze) {
		const counting = line.flags.count === true;
		const all = !counting && line.flags.all === true;
		const many = counting || all;
		const loaded = maze.load(await line.input(), {
			...line.options,
			mode: many ? 'all' : 'first'
		});
		if (!loaded.ok) return commandError(loaded.error.message.en);
		const printer = new Printer(io);
		let found = 0;
		const stats = await solveStreaming(loaded.value, printer, (board) => {
			found++;
			if (counting) return;
			const drawn = `${formatMazePath(board)}\nlength: ${board.path.length}\n`;
			printer.print(all ? `${found > 1 ? '\n' : ''}Solution: ${found}\n${drawn}` : drawn);
		});
		if (counting) printer.print(`${stats.solutions}\n`);
		else if (found === 0) printer.print('no path\n');
		await printer.flush();
		return { ok: true, stats };
	}
};
