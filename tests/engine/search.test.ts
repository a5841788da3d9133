import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search, SearchEngine, type SearchOptions } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { isValidSolution, sudokuShape, type SudokuOrder } from '../../src/puzzles/sudoku/model';
import { sudokuPuzzle } from '../../src/puzzles/sudoku';
import { SudokuProblem } from '../../src/puzzles/sudoku/problem';
import { fixtureRows } from '../fixture';

// Random puzzles: a real solution grid (freeCodeCamp's expected answers, Sudopedia's unique
// solutions, the 16x16 sample's solution) with a random set of cells blanked, and random 4x4
// grids with any cells blanked.

const solutionGrids: number[][] = [
	...fixtureRows('sudoku_freecodecamp_puzzles.csv')
		.map((row) => row[1])
		.filter((expected) => /^\d{81}$/.test(expected)),
	...fixtureRows('sudoku_invalid_and_edge_cases.csv')
		.filter((row) => row[2] === '1')
		.map((row) => row[5])
].map((line) => [...line].map(Number));

const NINE = sudokuShape(9)!;
const FOUR = sudokuShape(4)!;
const SIXTEEN = sudokuShape(16)!;
const shapeOf = (size: number) => (size === 16 ? SIXTEEN : size === 9 ? NINE : FOUR);

/** The solution of the 16x16 sample (digits 1-16), found once by MRV. */
const sixteenSolution: number[] = (() => {
	const sample = sudokuPuzzle.samples.find((s) => s.id === 'sixteen-by-sixteen')!;
	const loaded = sudokuPuzzle.load(sample.input, { order: 'mrv' });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const engine = new SearchEngine(loaded.value.problem, loaded.value.search);
	engine.run(1e7, true);
	return loaded.value.problem.board().cells.slice();
})();

/** A 4x4 solution: a valid pattern with its digits, row pairs, rows in a pair and columns shuffled. */
function fourByFour(digits: number[], swaps: boolean[]): number[] {
	const base = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
	const rows = swaps[0] ? [2, 3, 0, 1] : [0, 1, 2, 3];
	if (swaps[1]) [rows[0], rows[1]] = [rows[1], rows[0]];
	if (swaps[2]) [rows[2], rows[3]] = [rows[3], rows[2]];
	const columns = swaps[3] ? [2, 3, 0, 1] : [0, 1, 2, 3];
	if (swaps[4]) [columns[0], columns[1]] = [columns[1], columns[0]];
	const grid: number[] = [];
	for (const r of rows) for (const c of columns) grid.push(digits[base[r * 4 + c]]);
	return grid;
}

/** A puzzle: its shape and digits (0 = blank). */
interface RandomPuzzle {
	readonly size: 4 | 9 | 16;
	readonly digits: readonly number[];
}

/** 9x9: a real solution with up to 40 cells blanked (the searches stay small enough to run in full). */
const nineByNine: fc.Arbitrary<RandomPuzzle> = fc
	.tuple(
		fc.constantFrom(...solutionGrids),
		fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 40, size: 'max' })
	)
	.map(([grid, blanks]) => {
		const digits = grid.slice();
		for (const cell of blanks) digits[cell] = 0;
		return { size: 9 as const, digits };
	});

/** 4x4: any solution, any cells blanked (the empty 4x4 grid has 288 solutions). */
const fourByFourPuzzle: fc.Arbitrary<RandomPuzzle> = fc
	.tuple(
		fc.shuffledSubarray([1, 2, 3, 4], { minLength: 4, maxLength: 4 }),
		fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
		fc.array(fc.boolean(), { minLength: 16, maxLength: 16 })
	)
	.map(([digits, swaps, blank]) => ({
		size: 4 as const,
		digits: fourByFour(digits, swaps).map((d, i) => (blank[i] ? 0 : d))
	}));

/** 16x16: the sample's solution with up to 60 cells blanked. */
const sixteenBySixteen: fc.Arbitrary<RandomPuzzle> = fc
	.uniqueArray(fc.integer({ min: 0, max: 255 }), { maxLength: 60, size: 'max' })
	.map((blanks) => {
		const digits = sixteenSolution.slice();
		for (const cell of blanks) digits[cell] = 0;
		return { size: 16 as const, digits };
	});

const anyPuzzle = fc.oneof(
	{ arbitrary: nineByNine, weight: 4 },
	{ arbitrary: fourByFourPuzzle, weight: 4 },
	{ arbitrary: sixteenBySixteen, weight: 1 }
);
const anyOrder = fc.constantFrom<SudokuOrder>('rowmajor', 'mrv');

const problemOf = (puzzle: RandomPuzzle, order: SudokuOrder) =>
	new SudokuProblem(shapeOf(puzzle.size), puzzle.digits, order);

/** Every event of a search, as objects, from stepping the engine one event at a time. */
function stepAll(engine: SearchEngine): SearchEvent[] {
	const events: SearchEvent[] = [];
	while (!engine.finished) {
		engine.step();
		events.push(engine.event() as SearchEvent);
	}
	return events;
}

const RUNS = { numRuns: 100 };

describe('the search engine on random sudokus', () => {
	it('rebuilds the board at every solution by replaying place and backtrack on a plain grid', () => {
		fc.assert(
			fc.property(anyPuzzle, anyOrder, (puzzle, order) => {
				const problem = problemOf(puzzle, order);
				const grid = puzzle.digits.slice();
				const shape = shapeOf(puzzle.size);
				// Each event's checks, compared at the end with one expect: one expect a check took
				// longer than the search.
				const seen: unknown[] = [];
				const wanted: unknown[] = [];
				const check = (step: number, value: unknown, expected: unknown) => {
					seen.push([step, value]);
					wanted.push([step, expected]);
				};
				for (const event of search(problem, { mode: 'all', limit: 50 })) {
					if (event.kind === 'place') {
						check(event.step, grid[event.point], 0);
						grid[event.point] = event.candidate;
					} else if (event.kind === 'backtrack') {
						check(event.step, grid[event.point], event.candidate);
						grid[event.point] = 0;
					} else if (event.kind === 'solution') {
						check(event.step, grid.slice(), Array.from(problem.digits()));
						check(event.step, isValidSolution(shape, grid), true);
					}
				}
				expect(seen).toEqual(wanted);
			}),
			RUNS
		);
	});

	it('nests place and backtrack like parentheses, at the depths of the recursion', () => {
		fc.assert(
			fc.property(anyPuzzle, anyOrder, (puzzle, order) => {
				const stack: { point: number; candidate: number }[] = [];
				let last: SearchEvent | null = null;
				// Each event's checks, compared at the end with one expect: one expect a check took
				// longer than the search.
				const seen: unknown[] = [];
				const wanted: unknown[] = [];
				const check = (step: number, value: unknown, expected: unknown) => {
					seen.push([step, value]);
					wanted.push([step, expected]);
				};
				for (const event of search(problemOf(puzzle, order), { mode: 'all', limit: 50 })) {
					if (event.kind === 'try' || event.kind === 'solution')
						check(event.step, event.depth, stack.length);
					if (event.kind === 'place') {
						// A place always follows the accepted try of the same candidate.
						const tried = last?.kind === 'try' ? last : null;
						check(
							event.step,
							tried && {
								kind: tried.kind,
								verdict: tried.verdict,
								point: tried.point,
								candidate: tried.candidate
							},
							{ kind: 'try', verdict: 'ok', point: event.point, candidate: event.candidate }
						);
						check(event.step, event.depth, stack.length);
						stack.push({ point: event.point, candidate: event.candidate });
					} else if (event.kind === 'backtrack') {
						check(event.step, stack.pop(), { point: event.point, candidate: event.candidate });
						check(event.step, event.depth, stack.length);
					} else if (event.kind === 'done') {
						check(event.step, event.depth, 0);
						if (event.reason === 'exhausted') check(event.step, [...stack], []);
					}
					last = event;
				}
				expect(seen).toEqual(wanted);
				expect(last?.kind).toBe('done');
			}),
			RUNS
		);
	});

	it('finds only solutions that obey the rules and keep the givens', () => {
		fc.assert(
			fc.property(anyPuzzle, anyOrder, (puzzle, order) => {
				const problem = problemOf(puzzle, order);
				const shape = shapeOf(puzzle.size);
				let solutions = 0;
				for (const event of search(problem, { mode: 'all', limit: 50 })) {
					if (event.kind !== 'solution') continue;
					solutions++;
					const grid = problem.digits();
					expect(isValidSolution(shape, grid)).toBe(true);
					// The givens, all at once (one expect a cell took longer than the search).
					expect(puzzle.digits.map((d, cell) => (d > 0 ? grid[cell] : 0))).toEqual(puzzle.digits);
				}
				// Every puzzle here is a real grid with cells blanked: it has at least that solution.
				expect(solutions).toBeGreaterThan(0);
			}),
			RUNS
		);
	});

	it('resumes from a snapshot taken at a random event with exactly the rest of the stream', () => {
		fc.assert(
			fc.property(
				anyPuzzle,
				anyOrder,
				fc.double({ min: 0, max: 1, noNaN: true }),
				(puzzle, order, at) => {
					const options: SearchOptions = { mode: 'all', limit: 20 };
					const whole = stepAll(new SearchEngine(problemOf(puzzle, order), options));
					const cut = Math.floor(at * whole.length);

					const engine = new SearchEngine(problemOf(puzzle, order), options);
					engine.run(cut);
					const snapshot = engine.snapshot();
					const counters = engine.counters();
					const frames = engine.frames();
					const rest = stepAll(engine);
					expect(rest).toEqual(whole.slice(cut));

					// A fresh engine on a fresh problem, and the same engine after it went on, both resume alike.
					const fresh = new SearchEngine(problemOf(puzzle, order), options);
					fresh.restore(snapshot);
					expect(fresh.event()).toEqual(cut === 0 ? null : whole[cut - 1]);
					expect(fresh.counters()).toEqual(counters);
					expect(fresh.frames()).toEqual(frames);
					expect(stepAll(fresh)).toEqual(whole.slice(cut));
					engine.restore(snapshot);
					expect(stepAll(engine)).toEqual(whole.slice(cut));
				}
			),
			RUNS
		);
	});

	it('finds the same solutions row by row and fewest-candidates-first', () => {
		const solutionsOf = (puzzle: RandomPuzzle, order: SudokuOrder) => {
			const problem = problemOf(puzzle, order);
			const found: string[] = [];
			for (const event of search(problem, { mode: 'all' }))
				if (event.kind === 'solution') found.push(problem.digits().join(''));
			return found.sort();
		};
		fc.assert(
			fc.property(anyPuzzle, (puzzle) => {
				expect(solutionsOf(puzzle, 'mrv')).toEqual(solutionsOf(puzzle, 'rowmajor'));
			}),
			{ numRuns: 40 }
		);
	});

	it('gives the same events from the search() generator and from engine.run() in chunks', () => {
		fc.assert(
			fc.property(
				anyPuzzle,
				anyOrder,
				fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 20 }),
				(puzzle, order, chunks) => {
					const options: SearchOptions = { mode: 'all', limit: 20 };
					const generated = [...search(problemOf(puzzle, order), options)];
					const engine = new SearchEngine(problemOf(puzzle, order), options);
					expect(stepAll(engine)).toEqual(generated);

					// Chunks of any size land on the same events, with the same counters.
					const chunked = new SearchEngine(problemOf(puzzle, order), options);
					let step = 0;
					for (let i = 0; !chunked.finished; i++) {
						step += chunked.run(chunks[i % chunks.length]);
						expect(chunked.events).toBe(step);
						expect(chunked.event()).toEqual(generated[step - 1]);
					}
					expect(step).toBe(generated.length);
					expect(chunked.counters()).toEqual(engine.counters());
				}
			),
			RUNS
		);
	});

	it('shows as its call stack exactly the placed decisions, plus the call trying its candidates', () => {
		fc.assert(
			fc.property(anyPuzzle, anyOrder, (puzzle, order) => {
				const engine = new SearchEngine(problemOf(puzzle, order), { mode: 'all', limit: 20 });
				const placed: { point: number; candidate: number }[] = [];
				// Every event's stack, compared at the end with one expect (one a frame took longer
				// than the search).
				const shown: unknown[] = [];
				const expected: unknown[] = [];
				while (!engine.finished) {
					engine.step();
					const event = engine.event() as SearchEvent;
					if (event.kind === 'place')
						placed.push({ point: event.point, candidate: event.candidate });
					if (event.kind === 'backtrack') placed.pop();
					const frames = engine.frames();
					const onBoard = frames.filter((frame) => frame.placed);
					// The innermost call is the one trying: its frame holds the candidate under test.
					const innermost = frames.at(-1);
					shown.push({
						step: event.step,
						levels: frames.map((frame) => frame.level),
						onBoard: onBoard.map(({ point, candidate }) => ({ point, candidate })),
						trying:
							event.kind === 'try'
								? innermost && {
										level: innermost.level,
										point: innermost.point,
										candidate: innermost.candidate,
										placed: innermost.placed
									}
								: null
					});
					expected.push({
						step: event.step,
						levels: frames.map((_, level) => level),
						onBoard: [...placed],
						trying:
							event.kind === 'try'
								? {
										level: event.depth,
										point: event.point,
										candidate: event.candidate,
										placed: false
									}
								: null
					});
				}
				expect(shown).toEqual(expected);
			}),
			{ numRuns: 30 }
		);
	});
});
