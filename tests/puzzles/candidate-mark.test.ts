/**
 * A candidate's mark in its node of the search tree: a student's own name for it when that is one
 * or two characters, else the code listing's symbol, so the built-in puzzles look as they did.
 */
import { describe, expect, it } from 'vitest';
import { puzzles } from '../../src/puzzles/all';
import { customListing } from '../../src/puzzles/custom/code';
import { customDisplay } from '../../src/puzzles/custom/display';
import type { CustomBoard } from '../../src/puzzles/custom/model';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { candidateMark, candidateWords, listingOf } from '../../src/puzzles/registry';
import type { Lang } from '../../src/puzzles/types';
import { Timeline } from '../../src/timeline/timeline';

const LANGS: readonly Lang[] = ['en', 'zh'];

/** Steps of each sample whose tries are checked: every puzzle's first backtracks and more. */
const STEPS = 3000;

/** The puzzles that come with the app; a student's problem (code written on the page) is not one. */
const builtIn = puzzles.filter((puzzle) => puzzle.writesCode !== true);

describe('a built-in puzzle’s tree', () => {
	it('covers every built-in puzzle of the catalog', () => {
		expect(builtIn.map((puzzle) => puzzle.id)).toEqual(
			expect.arrayContaining(['sudoku', 'queens', 'maze', 'ring', 'knight', 'words'])
		);
		expect(builtIn.length).toBe(puzzles.length - 1);
	});

	it.each(builtIn.map((puzzle) => [puzzle.id, puzzle] as const))(
		'marks every candidate the %s samples try with its listing’s symbol, in both languages',
		(id, puzzle) => {
			const listing = listingOf(puzzle, undefined);
			let checked = 0;
			for (const sample of puzzle.samples) {
				const loaded = puzzle.load(sample.input, sample.options);
				if (!loaded.ok) throw new Error(`${id}: ${loaded.error.message.en}`);
				const timeline = new Timeline(loaded.value);
				timeline.index(STEPS);
				for (let step = 1; step <= timeline.length; step++) {
					const { event, board } = timeline.seek(step);
					if (event?.kind !== 'try') continue;
					for (const lang of LANGS)
						expect([
							id,
							sample.id,
							step,
							lang,
							candidateMark(puzzle, listing, board, event.point, event.candidate, lang)
						]).toEqual([id, sample.id, step, lang, listing.symbol(event.candidate)]);
					checked++;
				}
			}
			expect(checked).toBeGreaterThan(0);
		}
	);

	it('keeps the maze’s arrows though its listing says "向上", two characters, in Chinese', () => {
		const maze = builtIn.find((puzzle) => puzzle.id === 'maze');
		if (maze === undefined) throw new Error('no maze');
		const board = maze.load(maze.samples[0].input, maze.samples[0].options);
		if (!board.ok) throw new Error(board.error.message.en);
		const at = board.value.problem.board();
		expect(candidateWords(maze, maze.code, at, 0, 0).zh).toBe('向上');
		expect(candidateMark(maze, maze.code, at, 0, 0, 'zh')).toBe('↑');
	});
});

describe('a student’s problem’s tree', () => {
	const listing = customListing(TEMPLATES[0].code);
	/** A board whose point 0 names its candidates 0..5 so. */
	const board: CustomBoard = {
		puzzle: 'custom',
		view: { kind: 'sequence', items: [] },
		placed: 0,
		points: 1,
		words: {
			points: {},
			candidates: { 0: { 0: '↑', 1: '12', 2: '红', 3: 'up', 4: 'row', 5: '𠀀𠀀' } }
		}
	};
	const mark = (candidate: number, lang: Lang = 'en') =>
		candidateMark(customDisplay, listing, board, 0, candidate, lang);

	it('marks a candidate with its name when that is one or two characters', () => {
		expect([0, 1, 2, 3].map((candidate) => mark(candidate))).toEqual(['↑', '12', '红', 'up']);
		expect(mark(0, 'zh')).toBe('↑');
	});

	it('counts characters, not UTF-16 units: two characters outside the BMP are a mark', () => {
		expect('𠀀𠀀'.length).toBe(4);
		expect(mark(5)).toBe('𠀀𠀀');
	});

	it('marks a candidate with its number when its name is longer, or when it has none', () => {
		expect(mark(4)).toBe('4');
		expect(mark(6)).toBe('6');
		expect(candidateMark(customDisplay, listing, undefined, 0, 0, 'en')).toBe('0');
		const unnamed: CustomBoard = { ...board, words: undefined };
		expect(candidateMark(customDisplay, listing, unnamed, 0, 0, 'en')).toBe('0');
	});
});
