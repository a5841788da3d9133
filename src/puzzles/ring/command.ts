import { commandError, Printer, solveStreaming, sumStats, type PuzzleCommand } from '../command';
import { formatRing } from './format';
import type { RingBoard } from './model';
import { EMPTY_RING_INPUT, parseRingSizes } from './parser';

/**
 * `solve ring`: for each n on stdin (one a line), every prime ring of 1..n in the Prime Ring
 * Problem's format: `Case k:`, the rings starting with 1 in lexicographic order (both directions),
 * a blank line after each case. Rings are printed as they are found.
 */
export const ringCommand: PuzzleCommand<RingBoard> = {
	usage: '< sizes   (one n from 1 to 20 a line)',
	flags: {},
	async run(line, io, ring) {
		const sizes = parseRingSizes(await line.input());
		if (!sizes.ok) return commandError(sizes.error.message.en);
		if (sizes.value.length === 0) return commandError(EMPTY_RING_INPUT.message.en);
		const printer = new Printer(io);
		let total = sumStats([]);
		for (const [index, size] of sizes.value.entries()) {
			const loaded = ring.load(String(size), { ...line.options, mode: 'all' });
			if (!loaded.ok) return commandError(loaded.error.message.en);
			printer.print(`Case ${index + 1}:\n`);
			const stats = await solveStreaming(loaded.value, printer, (board) =>
				printer.print(formatRing(board.numbers) + '\n')
			);
			printer.print('\n');
			total = sumStats([total, stats]);
		}
		await printer.flush();
		return { ok: true, stats: total };
	}
};
