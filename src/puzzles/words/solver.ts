import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import type { WordsBoard } from './model';
import { wordsOptions } from './options';
import { parseWordGrid } from './parser';
import { WordsProblem } from './problem';

/** What the worker runs of a words search: the input read into a problem. */
export const wordsSolver = defineSolver<WordsBoard, 'mode'>({
	id: entry.id,
	options: wordsOptions,
	build(input, options) {
		const grid = parseWordGrid(input);
		if (!grid.ok) return grid;
		const problem = new WordsProblem(grid.value);
		return { ok: true, value: { problem, search: { mode: options.mode as SearchMode } } };
	}
});
