/**
 * A step of the word search redraws only the cells it changed (issue 23): the board draws each
 * cell from its view (src/puzzles/words/cells.ts) through a StableList, and every other cell keeps
 * its object, so Svelte re-runs nothing for it. Counted on the puzzle's samples, step by step.
 */
import { describe, expect, it } from 'vitest';
import { wordsCells, type WordsCellView } from '../../src/puzzles/words/cells';
import type { WordsBoard } from '../../src/puzzles/words/model';
import { expectFewChanges, lessonTimeline, timelineChanges } from './step-views';

/** The cells of the sample's grid the step's views changed, step by step, checked by the walk. */
function cellChanges(sample: string, steps: number) {
	const timeline = lessonTimeline(steps, 'words', sample);
	return {
		cells: (timeline.seek(0).board as WordsBoard).letters.length,
		walked: Math.min(steps, timeline.length),
		...timelineChanges(
			timeline,
			(moment) => wordsCells(moment.board as WordsBoard, moment.event, 'en'),
			(view: WordsCellView) => view.cell,
			steps
		)
	};
}

describe('one step of the word search updates only the cells it changed', () => {
	it('in the classic 3×4 grid: at most the two cells a step names, of 12', () => {
		const { cells, walked, ...changes } = cellChanges('classic', 3000);
		expect(cells).toBe(12);
		expect(walked).toBe(45);
		// A try names its cell and clears the last try's; a placement or a backtrack changes one.
		expectFewChanges(changes, { median: 2, max: 2 });
	});

	it('in the 4×4 grid of 116 paths: a few cells a step, never the whole grid', () => {
		const { cells, walked, ...changes } = cellChanges('many', 1000);
		expect(cells).toBe(16);
		expect(walked).toBe(801);
		expectFewChanges(changes, { median: 2, max: 3 });
	});

	it('says each cell as the board said it: a try, a refusal of either kind, a placement and a backtrack, in English and Chinese', () => {
		const timeline = lessonTimeline(45, 'words', 'classic');
		/** The labels of the cells the step names (tried, left) or the path's last cell. */
		const said = (step: number, lang: 'en' | 'zh') => {
			const { board, event } = timeline.seek(step);
			const grid = board as WordsBoard;
			return wordsCells(grid, event, lang)
				.filter(
					(view) =>
						view.tried ||
						view.left ||
						(view.position >= 0 && view.position === grid.path.length - 1)
				)
				.map((view) => view.label);
		};
		// Step 1 tries the first A; 2 places it; 7 tries E where C is wanted; 10 tries the C already
		// on the path; 19 takes D off the path after the solution.
		expect(said(1, 'en')).toEqual(['Row 1, column 1: A, trying, it is "A"']);
		expect(said(2, 'en')).toEqual(['Row 1, column 1: A, letter 1 of the path']);
		expect(said(7, 'en')).toEqual([
			'Row 1, column 3: C, letter 3 of the path',
			'Row 1, column 4: E, trying, not "C"'
		]);
		expect(said(10, 'en')).toEqual([
			'Row 1, column 3: C, letter 3 of the path, already on the path: the tried cell',
			'Row 2, column 3: C, letter 4 of the path'
		]);
		expect(said(19, 'en')).toEqual([
			'Row 3, column 2: D, just taken off the path',
			'Row 3, column 3: E, letter 5 of the path'
		]);
		expect(said(1, 'zh')).toEqual(['第 1 行第 1 列：A，正在尝试，正是“A”']);
		expect(said(7, 'zh')).toEqual([
			'第 1 行第 3 列：C，路径的第 3 个字母',
			'第 1 行第 4 列：E，正在尝试，不是“C”'
		]);
		expect(said(10, 'zh')).toEqual([
			'第 1 行第 3 列：C，路径的第 3 个字母，已在路径上：正是尝试的格子',
			'第 2 行第 3 列：C，路径的第 4 个字母'
		]);
		expect(said(19, 'zh')).toEqual([
			'第 3 行第 2 列：D，刚从路径上退下',
			'第 3 行第 3 列：E，路径的第 5 个字母'
		]);
	});
});
