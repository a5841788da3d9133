import { describe, expect, it } from 'vitest';
import { search, SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { puzzleById, puzzles } from '../../src/puzzles/all';
import { isPuzzleId } from '../../src/puzzles/registry';
import { sudokuPuzzle } from '../../src/puzzles/sudoku';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import type { LoadedPuzzle, PuzzleOptions } from '../../src/puzzles/types';
import { fixture } from '../fixture';

function load(input: string, options: PuzzleOptions = {}): LoadedPuzzle<SudokuBoard> {
	const loaded = sudokuPuzzle.load(input, options);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

const board9: SudokuBoard = {
	puzzle: 'sudoku',
	size: 9,
	boxSize: 3,
	cells: new Array(81).fill(0),
	givens: new Array(81).fill(false)
};
const at = (row: number, column: number) => (row - 1) * 9 + (column - 1);

describe('the puzzle registry', () => {
	it('lists the lessons first, sudoku, queens, maze and ring, in that order, and finds each by id', () => {
		expect(puzzles.map((p) => p.id).slice(0, 4)).toEqual(['sudoku', 'queens', 'maze', 'ring']);
		expect(puzzles.slice(4).every((p) => p.listed.group === 'course')).toBe(true);
		expect(puzzleById('sudoku')).toBe(sudokuPuzzle);
		for (const puzzle of puzzles) expect(puzzleById(puzzle.id)).toBe(puzzle);
		expect(puzzleById('chess')).toBeUndefined();
		expect(isPuzzleId('ring')).toBe(true);
		expect(isPuzzleId('toString')).toBe(false);
		expect(isPuzzleId(3)).toBe(false);
	});
});

describe('the sudoku puzzle definition', () => {
	it('is named in both languages and offers row-by-row or MRV, first or all solutions', () => {
		expect(sudokuPuzzle.name).toEqual({ en: 'Sudoku', zh: '数独' });
		const order = sudokuPuzzle.options.find((o) => o.key === 'order');
		expect(order?.default).toBe('rowmajor');
		expect(order?.choices.map((c) => c.label)).toEqual([
			{ en: 'Row by row', zh: '逐行' },
			{ en: 'Fewest candidates first (MRV)', zh: '候选最少优先 (MRV)' }
		]);
		const mode = sudokuPuzzle.options.find((o) => o.key === 'mode');
		expect(mode?.choices.map((c) => c.value)).toEqual(['first', 'all']);
		expect(mode?.default).toBe('first');
	});

	it('opens on the NYOJ 722 lesson puzzle', () => {
		const first = sudokuPuzzle.samples[0];
		const nyoj = parseSudoku(fixture('nyoj722_sample.in'));
		const sample = parseSudoku(first.input);
		expect(nyoj.ok && sample.ok && sample.value.digits).toEqual(nyoj.ok && nyoj.value.digits);
	});

	it('has samples that load and end: the lesson’s, none, two, many solutions, 4x4 and 16x16', () => {
		const solutions = new Map<string, number>();
		const events = new Map<string, number>();
		for (const sample of sudokuPuzzle.samples) {
			const loaded = load(sample.input, { ...sample.options, limit: '100' });
			const engine = new SearchEngine(loaded.problem, loaded.search);
			while (!engine.finished) engine.run(1 << 20);
			solutions.set(sample.id, engine.solutions);
			events.set(sample.id, engine.events);
			expect(sample.name.en.length, sample.id).toBeGreaterThan(0);
			expect(sample.name.zh.length, sample.id).toBeGreaterThan(0);
		}
		expect(new Set(sudokuPuzzle.samples.map((s) => s.id)).size).toBe(sudokuPuzzle.samples.length);
		expect(Object.fromEntries(solutions)).toEqual({
			nyoj722: 1,
			'lesson-all-solutions': 100,
			'lesson-sparse': 1,
			'no-solution': 0,
			'two-solutions': 2,
			'four-by-four': 1,
			'sixteen-by-sixteen': 1,
			easy: 1
		});
		// The 16x16 sample stays small enough to watch, row by row and by MRV.
		expect(events.get('sixteen-by-sixteen')).toBeLessThan(250_000);
		const big = sudokuPuzzle.samples.find((s) => s.id === 'sixteen-by-sixteen')!;
		const mrv = load(big.input, { order: 'mrv', mode: 'all' });
		expect(solve(mrv).tries).toBeLessThan(5_000);
		expect(mrv.problem.board().size).toBe(16);
	});

	it('says what is wrong with an option', () => {
		const bad = sudokuPuzzle.load(fixture('nyoj722_sample.in'), { order: 'diagonal' });
		expect(bad.ok).toBe(false);
		if (!bad.ok) {
			expect(bad.error.message.en).toBe('Unknown order "diagonal": use one of rowmajor, mrv.');
			expect(bad.error.message.zh).toContain('diagonal');
		}
		expect(sudokuPuzzle.load(fixture('nyoj722_sample.in'), { mode: 'some' }).ok).toBe(false);
		expect(sudokuPuzzle.load(fixture('nyoj722_sample.in'), { limit: '0' }).ok).toBe(false);
	});

	it('passes on the parser’s error for bad input', () => {
		const bad = sudokuPuzzle.load('12x', {});
		expect(bad.ok).toBe(false);
		if (!bad.ok) expect(bad.error).toMatchObject({ line: 1, column: 3 });
	});

	it('names cells the way a teacher says them', () => {
		expect(sudokuPuzzle.describePoint(board9, at(2, 5))).toEqual({
			en: 'row 2, column 5',
			zh: '第2行第5列'
		});
		const board16 = { ...board9, size: 16, boxSize: 4 };
		expect(sudokuPuzzle.describePoint(board16, 255).en).toBe('row 16, column 16');
	});
});

describe('the order cells are filled in', () => {
	/** The empty cell with the fewest digits left, the first in row-major order on ties. */
	function fewestLeft(cells: readonly number[]): number {
		let best = -1;
		let bestLeft = 10;
		for (let cell = 0; cell < 81; cell++) {
			if (cells[cell] !== 0) continue;
			const r = Math.floor(cell / 9);
			const c = cell % 9;
			const seen = new Set<number>();
			for (let other = 0; other < 81; other++) {
				const r2 = Math.floor(other / 9);
				const c2 = other % 9;
				const sameBox =
					Math.floor(r2 / 3) === Math.floor(r / 3) && Math.floor(c2 / 3) === Math.floor(c / 3);
				if (r2 === r || c2 === c || sameBox) seen.add(cells[other]);
			}
			seen.delete(0);
			if (9 - seen.size < bestLeft) {
				best = cell;
				bestLeft = 9 - seen.size;
			}
		}
		return best;
	}

	it('fills the cell with the fewest digits left first with MRV, the first such cell on ties', () => {
		for (const name of ['sudoku_norvig_hardest.txt', 'nyoj722_sample.in']) {
			const loaded = load(fixture(name), { order: 'mrv', mode: 'all' });
			let calls = 0;
			for (const event of search(loaded.problem, loaded.search)) {
				// The first try of a call is made on the board the call chose its cell from.
				if (event.kind !== 'try' || event.candidate !== 1) continue;
				expect(event.point).toBe(fewestLeft(loaded.problem.board().cells));
				if (++calls >= 3000) break;
			}
			expect(calls).toBeGreaterThan(100);
		}
	});

	it('fills the empty cells left to right, top to bottom, row by row', () => {
		const loaded = load(fixture('nyoj722_sample.in'), { order: 'rowmajor' });
		const empties = loaded.problem.board().cells.flatMap((d, cell) => (d === 0 ? [cell] : []));
		for (const event of search(loaded.problem, loaded.search))
			if (event.kind === 'place') expect(event.point).toBe(empties[event.depth]);
	});
});

describe('sudoku narration', () => {
	const narrate = (event: SearchEvent) => sudokuPuzzle.narrate(event, board9);
	const base = { step: 7, depth: 3 };

	it('tells a try that fits, and one that clashes with its row, column or box', () => {
		const tryAt = { ...base, kind: 'try' as const, point: at(2, 5), candidate: 4 };
		expect(narrate({ ...tryAt, verdict: 'ok' })).toEqual({
			en: 'Try 4 at row 2, column 5: fits.',
			zh: '尝试在第2行第5列填4：可以。'
		});
		expect(
			narrate({ ...tryAt, verdict: 'conflict', conflict: [{ reason: 'row', point: at(2, 8) }] })
		).toEqual({
			en: 'Try 4 at row 2, column 5: row 2 already has a 4 at column 8.',
			zh: '尝试在第2行第5列填4：第2行第8列已经有4。'
		});
		expect(
			narrate({ ...tryAt, verdict: 'conflict', conflict: [{ reason: 'column', point: at(7, 5) }] })
				.en
		).toBe('Try 4 at row 2, column 5: column 5 already has a 4 at row 7.');
		expect(
			narrate({ ...tryAt, verdict: 'conflict', conflict: [{ reason: 'box', point: at(3, 6) }] }).en
		).toBe('Try 4 at row 2, column 5: the box already has a 4 at row 3, column 6.');
		expect(
			narrate({
				...tryAt,
				candidate: 8,
				verdict: 'conflict',
				conflict: [{ reason: 'row', point: at(2, 1) }]
			}).en
		).toBe('Try 8 at row 2, column 5: row 2 already has an 8 at column 1.');
	});

	it('tells placements, backtracks, solutions and the end of the search', () => {
		expect(narrate({ ...base, kind: 'place', point: at(2, 5), candidate: 4 })).toEqual({
			en: 'Place 4 at row 2, column 5.',
			zh: '在第2行第5列填入4。'
		});
		expect(narrate({ ...base, kind: 'backtrack', point: at(3, 1), candidate: 7 })).toEqual({
			en: 'Backtrack: remove 7 from row 3, column 1.',
			zh: '回溯：移除第3行第1列的7。'
		});
		expect(narrate({ ...base, kind: 'solution', index: 1 }).en).toBe(
			'Solution 1 found: every cell is filled.'
		);
		const counters = {
			tries: 9,
			conflicts: 5,
			places: 4,
			backtracks: 4,
			solutions: 3,
			maxDepth: 4
		};
		const done = { ...base, depth: 0, kind: 'done' as const };
		expect(sudokuPuzzle.narrate({ ...done, reason: 'exhausted' }, board9, counters)).toEqual({
			en: 'Search finished: 3 solutions.',
			zh: '搜索结束：共3个解。'
		});
		expect(
			sudokuPuzzle.narrate({ ...done, reason: 'exhausted' }, board9, { ...counters, solutions: 0 })
				.en
		).toBe('Search finished: no solution.');
		expect(
			sudokuPuzzle.narrate({ ...done, reason: 'limit' }, board9, { ...counters, solutions: 1 }).en
		).toBe('Search stopped at the first solution.');
		expect(narrate({ ...done, reason: 'limit' }).en).toBe('Search stopped at the first solution.');
	});

	it('narrates a real search truthfully: every clash names a cell that holds the digit', () => {
		const loaded = load(fixture('nyoj722_sample.in'));
		const problem = loaded.problem;
		let conflicts = 0;
		for (const event of search(problem, loaded.search)) {
			const board = problem.board();
			const text = sudokuPuzzle.narrate(event, board);
			expect(text.en.length).toBeGreaterThan(0);
			expect(text.zh.length).toBeGreaterThan(0);
			if (event.kind === 'try' && event.verdict === 'conflict') {
				const clash = event.conflict[0];
				expect(board.cells[clash.point]).toBe(event.candidate);
				const row = Math.floor(clash.point / 9) + 1;
				const column = (clash.point % 9) + 1;
				expect(text.zh).toContain(`第${row}行`);
				expect(text.zh).toContain(`第${column}列`);
				if (++conflicts > 2000) break;
			}
		}
		expect(conflicts).toBeGreaterThan(2000);
	});
});
