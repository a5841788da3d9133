import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { formatColoring } from './format';
import type { ColoringBoard } from './model';

/**
 * `solve coloring --colors K`: reads an edge list on stdin (or takes Australia with `--sample`)
 * and prints its first proper colouring with K colours as `name colour` lines, or `no colouring`.
 * With `--all`, every colouring the same way, a blank line between two; with `--count`, how many
 * there are (the chromatic polynomial at K).
 */
export const coloringCommand: PuzzleCommand<ColoringBoard> = {
	usage: '[--all | --count] [--colors 1-6] [--order input|degree] < edges',
	flags: { all: 'switch', count: 'switch' },
	async run(line, io, coloring) {
		const counting = line.flags.count === true;
		const all = !counting && line.flags.all === true;
		const loaded = coloring.load(await line.input(), {
			...line.options,
			mode: counting || all ? 'all' : 'first'
		});
		if (!loaded.ok) return commandError(loaded.error.message.en);
		const printer = new Printer(io);
		let found = 0;
		const stats = await solveStreaming(loaded.value, printer, (board) => {
			found++;
			if (!counting) printer.print(`${found > 1 ? '\n' : ''}${formatColoring(board)}\n`);
		});
		if (counting) printer.print(`${stats.solutions}\n`);
		else if (found === 0) printer.print('no colouring\n');
		await printer.flush();
		return { ok: true, stats };
	}
};
