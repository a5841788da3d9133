import type { SearchMode } from '../../engine/engine';
import { commandError, Printer, solveStreaming, sumStats, type PuzzleCommand } from '../command';
import type { PuzzleOptions } from '../types';
import { formatGrid, formatJudgeGrid, formatLine } from './format';
import { loadSudokuPuzzle } from './load';
import type { SudokuBoard } from './model';
import { readSudokuInput } from './parser';

/**
 * `solve sudoku`: reads puzzles from stdin in any format the parser accepts (many at once) and
 * prints each one's first solution as lines of digits separated by single spaces, a blank line
 * between puzzles, or `no solution`. Judge-format input (NYOJ 722: a first line with the number of
 * puzzles) is answered in the judge's format: each number followed by a space, no blank lines.
 * `--all` prints every solution, `--count` the number of solutions (one line per puzzle),
 * `--limit N` stops each search after N solutions, `--order` chooses row by row (the lessons'
 * order, the default) or MRV, `--line` prints each solution as one line of 81 characters.
 * Solutions are printed as they are found.
 */
export const sudokuCommand: PuzzleCommand<SudokuBoard> = {
	usage: '[--all | --count] [--limit N] [--order rowmajor|mrv] [--line] < puzzles',
	flags: { all: 'switch', count: 'switch', line: 'switch' },
	limitAlone: true,
	async run(line, io) {
		const counting = line.flags.count === true;
		const oneLine = line.flags.line === true;
		// --limit alone asks for up to N solutions, like --all with a cap.
		const many = counting || line.flags.all === true || line.options.limit !== undefined;
		const mode: SearchMode = many ? 'all' : 'first';
		const options: PuzzleOptions = { ...line.options, mode };

		const input = readSudokuInput(await line.input());
		if (!input.ok) return commandError(input.error.message.en);
		const judge = input.value.judge && !counting && !oneLine;

		const printer = new Printer(io);
		let total = sumStats([]);
		// Blank lines separate puzzles, and the solutions of one puzzle in grid form; one-line
		// answers to many puzzles stay one a line unless --all groups them. The judge's format
		// has no blank lines at all.
		const separatePuzzles = !judge && !counting && (!oneLine || mode === 'all');
		for (const [index, puzzle] of input.value.puzzles.entries()) {
			const loaded = loadSudokuPuzzle(puzzle, options);
			if (!loaded.ok) return commandError(loaded.error.message.en);
			if (separatePuzzles && index > 0) printer.print('\n');
			let found = 0;
			const stats = await solveStreaming(loaded.value, printer, (board) => {
				if (counting) return;
				if (oneLine) printer.print(formatLine(board.cells) + '\n');
				else if (judge) printer.print(formatJudgeGrid(board.size, board.cells));
				else printer.print((found > 0 ? '\n' : '') + formatGrid(board.size, board.cells) + '\n');
				found++;
			});
			if (counting) printer.print(`${stats.solutions}\n`);
			else if (stats.solutions === 0) printer.print('no solution\n');
			total = sumStats([total, stats]);
		}
		await printer.flush();
		return { ok: true, stats: total };
	}
};
