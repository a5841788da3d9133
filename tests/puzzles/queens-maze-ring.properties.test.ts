import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchOptions } from '../../src/engine/engine';
import { EventCode, type SearchEvent } from '../../src/engine/events';
import { formatMaze } from '../../src/puzzles/maze/format';
import { generateMaze } from '../../src/puzzles/maze/generator';
import {
	directionOrder,
	isValidPath,
	neighbour,
	type Direction,
	type MazeGrid,
	type MazeMarking
} from '../../src/puzzles/maze/model';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { MazeProblem } from '../../src/puzzles/maze/problem';
import { isValidQueens } from '../../src/puzzles/queens/model';
import { QueensProblem } from '../../src/puzzles/queens/problem';
import { isValidRing } from '../../src/puzzles/ring/model';
import { RingProblem } from '../../src/puzzles/ring/problem';
import type { Board, BoardProblem } from '../../src/puzzles/types';

/** Searches are cut here: a property needs a stretch of the stream, not all of a huge search. */
const MAX_EVENTS = 4000;
const RUNS = 60;

/** A puzzle under test: how to make its problem, and how to replay its events on a model of our own. */
interface Case {
	readonly label: string;
	readonly make: () => BoardProblem;
	readonly search: SearchOptions;
	/** A fresh model that follows place and backtrack events. */
	readonly replay: () => {
		apply(event: SearchEvent): void;
		/** The model's solution, checked against the problem's board and the puzzle's rules. */
		check(board: Board): void;
	};
}

/** The events of a search (at most MAX_EVENTS), and the board at each solution. */
function record(problem: BoardProblem, options: SearchOptions, from?: SearchEngine) {
	const engine = from ?? new SearchEngine(problem, options);
	const events: SearchEvent[] = [];
	const boards = new Map<number, Board>();
	while (!engine.finished && engine.events < MAX_EVENTS) {
		engine.step();
		events.push(engine.event() as SearchEvent);
		if (engine.code === EventCode.solution) boards.set(engine.events, problem.board());
	}
	return { events, boards, engine };
}

function queensCase(n: number, mode: 'first' | 'all'): Case {
	return {
		label: `queens ${n} ${mode}`,
		make: () => new QueensProblem(n),
		search: { mode },
		replay: () => {
			const columns = new Array<number>(n).fill(-1);
			return {
				apply(event) {
					if (event.kind === 'place') columns[event.point] = event.candidate;
					if (event.kind === 'backtrack') columns[event.point] = -1;
				},
				check(board) {
					expect(board).toMatchObject({ puzzle: 'queens', queens: columns, placed: n });
					expect(isValidQueens(n, columns)).toBe(true);
				}
			};
		}
	};
}

function ringCase(n: number, mode: 'first' | 'all'): Case {
	return {
		label: `ring ${n} ${mode}`,
		make: () => new RingProblem(n),
		search: { mode },
		replay: () => {
			const numbers = new Array<number>(n).fill(0);
			numbers[0] = 1;
			return {
				apply(event) {
					if (event.kind === 'place') numbers[event.point] = event.candidate;
					if (event.kind === 'backtrack') numbers[event.point] = 0;
				},
				check(board) {
					expect(board).toMatchObject({ puzzle: 'ring', numbers });
					expect(isValidRing(numbers)).toBe(true);
				}
			};
		}
	};
}

function mazeCase(
	grid: MazeGrid,
	order: string,
	marking: MazeMarking,
	search: SearchOptions
): Case {
	const directions = directionOrder(order) as Direction[];
	return {
		label: `maze ${grid.rows}x${grid.cols} ${order} ${marking} ${search.mode}\n${formatMaze(grid)}`,
		make: () => new MazeProblem(grid, directions, marking),
		search,
		replay: () => {
			const path = [grid.entry];
			return {
				apply(event) {
					if (event.kind !== 'place' && event.kind !== 'backtrack') return;
					const target = neighbour(grid.rows, grid.cols, event.point, event.candidate as Direction);
					if (event.kind === 'place') {
						expect(event.point).toBe(path[path.length - 1]);
						path.push(target);
					} else {
						expect(path.pop()).toBe(target);
						expect(path[path.length - 1]).toBe(event.point);
					}
				},
				check(board) {
					expect(board).toMatchObject({ puzzle: 'maze', path });
					expect(isValidPath(grid, path)).toBe(true);
				}
			};
		}
	};
}

const mode = fc.constantFrom<'first' | 'all'>('first', 'all');
const order = fc
	.shuffledSubarray(['U', 'R', 'D', 'L'], { minLength: 4, maxLength: 4 })
	.map((letters) => letters.join(''));
const marking = fc.constantFrom<MazeMarking>('path', 'visited');

/** Hand-drawn-like mazes: random walls, with the entry and exit anywhere open. */
const randomGrid = fc
	.record({ rows: fc.integer({ min: 1, max: 7 }), cols: fc.integer({ min: 1, max: 7 }) })
	.chain(({ rows, cols }) =>
		fc.record({
			rows: fc.constant(rows),
			cols: fc.constant(cols),
			walls: fc.array(fc.boolean(), { minLength: rows * cols, maxLength: rows * cols }),
			entry: fc.nat(rows * cols - 1),
			exit: fc.nat(rows * cols - 1)
		})
	)
	.map(({ rows, cols, walls, entry, exit }): MazeGrid => {
		const cells = Uint8Array.from(walls, (wall) => (wall ? 1 : 0));
		cells[entry] = 0;
		cells[exit] = 0;
		return { rows, cols, walls: cells, entry, exit };
	});

/** Mazes from the generator, read back through the parser as a user would load them. */
const generatedGrid = fc
	.record({
		rows: fc.integer({ min: 1, max: 41 }),
		cols: fc.integer({ min: 1, max: 41 }),
		seed: fc.integer()
	})
	.map(({ rows, cols, seed }) => {
		const parsed = parseMaze(formatMaze(generateMaze(rows, cols, seed)));
		if (!parsed.ok) throw new Error(parsed.error.message.en);
		return parsed.value;
	});

const cases: fc.Arbitrary<Case> = fc.oneof(
	fc.tuple(fc.integer({ min: 1, max: 8 }), mode).map(([n, m]) => queensCase(n, m)),
	fc.tuple(fc.integer({ min: 1, max: 10 }), mode).map(([n, m]) => ringCase(n, m)),
	fc
		.tuple(
			fc.oneof(randomGrid, generatedGrid),
			order,
			marking,
			mode,
			fc.integer({ min: 1, max: 30 })
		)
		.map(([grid, o, mk, m, limit]) =>
			mazeCase(grid, o, mk, m === 'all' ? { mode: 'all', limit } : { mode: 'first' })
		)
);

describe('the event streams of queens, maze and prime ring', () => {
	it('replaying place and backtrack rebuilds the board at every solution, and it obeys the rules', () => {
		fc.assert(
			fc.property(cases, (subject) => {
				const { events, boards } = record(subject.make(), subject.search);
				const model = subject.replay();
				for (const event of events) {
					model.apply(event);
					if (event.kind === 'solution') model.check(boards.get(event.step) as Board);
				}
			}),
			{ numRuns: RUNS }
		);
	});

	it('place and backtrack nest like parentheses, and depth is the number of open placements', () => {
		fc.assert(
			fc.property(cases, (subject) => {
				const { events, engine } = record(subject.make(), subject.search);
				const open: { point: number; candidate: number }[] = [];
				let solutions = 0;
				// Each event's checks, compared at the end with one expect: one expect a check took
				// longer than the search.
				const seen: unknown[] = [];
				const wanted: unknown[] = [];
				const check = (index: number, value: unknown, expected: unknown) => {
					seen.push([index, value]);
					wanted.push([index, expected]);
				};
				events.forEach((event, index) => {
					check(index, event.step, index + 1);
					if (event.kind === 'place') {
						check(index, event.depth, open.length);
						open.push({ point: event.point, candidate: event.candidate });
					} else if (event.kind === 'backtrack') {
						check(index, open.pop(), { point: event.point, candidate: event.candidate });
						check(index, event.depth, open.length);
					} else if (event.kind === 'done') {
						check(index, event.depth, 0);
						if (event.reason === 'exhausted') check(index, [...open], []);
					} else {
						check(index, event.depth, open.length);
						if (event.kind === 'solution') check(index, event.index, ++solutions);
					}
				});
				expect(seen).toEqual(wanted);
				if (engine.finished) expect(events[events.length - 1].kind).toBe('done');
			}),
			{ numRuns: RUNS }
		);
	});

	it('resuming from a snapshot at a random event gives exactly the rest of the stream', () => {
		fc.assert(
			fc.property(cases, fc.double({ min: 0, max: 1, noNaN: true }), (subject, where) => {
				const whole = record(subject.make(), subject.search);
				const at = Math.floor(where * whole.events.length);
				const problem = subject.make();
				const engine = new SearchEngine(problem, subject.search);
				engine.run(at);
				const snapshot = engine.snapshot();
				// A fresh problem and engine, as a worker restoring a checkpoint has.
				const freshProblem = subject.make();
				const fresh = new SearchEngine(freshProblem, subject.search);
				fresh.restore(snapshot);
				const resumed = record(freshProblem, subject.search, fresh);
				expect(resumed.events).toEqual(whole.events.slice(at));
				// The same engine, moved on and then sent back, as a seek backwards does.
				engine.run(1 + (at % 97));
				engine.restore(snapshot);
				const again = record(problem, subject.search, engine);
				expect(again.events).toEqual(whole.events.slice(at));
				expect(freshProblem.board()).toEqual(problem.board());
			}),
			{ numRuns: RUNS }
		);
	});

	it('a maze searched with visited marking resumes with exactly the same explored cells', () => {
		fc.assert(
			fc.property(
				fc.oneof(randomGrid, generatedGrid),
				order,
				fc.double({ min: 0, max: 1, noNaN: true }),
				(grid, o, where) => {
					const subject = mazeCase(grid, o, 'visited', { mode: 'all' });
					const whole = record(subject.make(), subject.search);
					const at = Math.floor(where * whole.events.length);
					const problem = subject.make();
					const engine = new SearchEngine(problem, subject.search);
					engine.run(at);
					const freshProblem = subject.make();
					const fresh = new SearchEngine(freshProblem, subject.search);
					fresh.restore(engine.snapshot());
					expect(freshProblem.board()).toEqual(problem.board());
					const resumed = record(freshProblem, subject.search, fresh);
					expect(resumed.events).toEqual(whole.events.slice(at));
					// Plain DFS enters each open cell other than the entry at most once.
					const openCells = grid.walls.filter((wall) => wall === 0).length;
					const places = whole.events.filter((event) => event.kind === 'place').length;
					expect(places).toBeLessThanOrEqual(openCells - 1);
				}
			),
			{ numRuns: RUNS }
		);
	});
});
