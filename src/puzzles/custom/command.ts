import type { SearchMode } from '../../engine/engine';
import { commandError, Printer, solveStreaming, type PuzzleCommand } from '../command';
import { InputFailure, shown } from '../input';
import type { InputError } from '../types';
import { readLimit } from '../options';
import type { CustomBoard, CustomView } from './model';
import { loadCustomProblem } from './solver';

/** One line for a solution: the view's texts (a grid's rows joined by "/"), or its placements. */
export function formatCustomBoard(board: CustomBoard): string {
	const text = (view: CustomView): string => {
		switch (view.kind) {
			case 'grid':
				return view.rows.map((row) => row.map((cell) => cell.text || '.').join(' ')).join(' / ');
			case 'sequence':
				return view.items.map((item) => item.text || '.').join(' ');
			case 'graph':
				return view.nodes.map((node) => `${node.text}=${node.color ?? '-'}`).join(' ');
		}
	};
	return text(board.view);
}

/** "FILE.js:LINE:COLUMN: message", as compilers say it ("FILE.js: message" where no line is known). */
export function located(file: string, error: InputError): string {
	const { message, line, column } = error;
	const place = line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`;
	const where = `${shown(file)}${place}: `;
	// The sandbox's messages are escaped already; the file's name is the user's.
	return `${where}${message.en}`;
}

/**
 * `solve custom FILE.js`: runs a student's problem file headless, in the same sandbox and with the
 * same messages as the app, and prints the first solution's view on one line (or `no solution`);
 * with `--all` every solution, with `--count` how many there are.
 */
export const customCommand: PuzzleCommand<CustomBoard> = {
	usage: 'FILE.js [--all | --count]',
	flags: { all: 'switch', count: 'switch' },
	argument: 'FILE.js',
	runsUserCode: true,
	async run(line, io) {
		const counting = line.flags.count === true;
		const all = !counting && line.flags.all === true;
		const given = await line.input();
		// With --sample the input is the first template's code itself, not a file name.
		const file = line.sample === true ? 'template.js' : given;
		let code = given;
		if (line.sample !== true) {
			if (io.readFile === undefined)
				return commandError('this command reads a file: run it in a shell');
			code = await io.readFile(given);
		}
		const mode: SearchMode = counting || all ? 'all' : 'first';
		const loaded = loadCustomProblem(code, mode);
		if (!loaded.ok) return commandError(located(file, loaded.error));
		loaded.value.leaveNamesOut();
		const search = readLimit({ mode }, line.options);
		if (!search.ok) return commandError(search.error.message.en);
		const printer = new Printer(io);
		let found = 0;
		let stats;
		try {
			stats = await solveStreaming(
				{ problem: loaded.value, search: search.value },
				printer,
				(board) => {
					found++;
					if (!counting) printer.print(formatCustomBoard(board) + '\n');
				}
			);
		} catch (error) {
			// A mistake the trial run did not reach: the solutions found so far are printed, then why.
			if (!(error instanceof InputFailure)) throw error;
			await printer.flush();
			return commandError(located(file, error.error));
		}
		if (counting) printer.print(`${stats.solutions}\n`);
		else if (found === 0) printer.print('no solution\n');
		await printer.flush();
		return { ok: true, stats };
	}
};
