import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchOptions } from '../../src/engine/engine';
import { EventCode, type SearchEvent } from '../../src/engine/events';
import { wordsPuzzle } from '../../src/puzzles/words';
import { formatWordGrid } from '../../src/puzzles/words/format';
import { candidateCell, isWordPath, type WordGrid } from '../../src/puzzles/words/model';
import { parseWordGrid } from '../../src/puzzles/words/parser';
import { WordsProblem } from '../../src/puzzles/words/problem';
import type { Board } from '../../src/puzzles/types';

/** Searches are cut here: a property needs a stretch of the stream, not all of a huge search. */
const MAX_EVENTS = 4000;
const RUNS = 60;

/** A search under test: its grid and word, and the search options. */
interface Case {
	readonly grid: WordGrid;
	readonly search: SearchOptions;
}

/** The events of a search (at most MAX_EVENTS), and the board at each solution. */
function record(problem: WordsProblem, options: SearchOptions, from?: SearchEngine) {
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

const read = (text: string) => {
	const grid = parseWordGrid(text);
	if (!grid.ok) throw new Error(grid.error.message.en);
	return grid.value;
};

/** Random grids over few letters (so words are found), read back through the parser, and the samples. */
const randomGrid = fc
	.record({ rows: fc.integer({ min: 1, max: 6 }), cols: fc.integer({ min: 1, max: 6 }) })
	.chain(({ rows, cols }) =>
		fc.record({
			rows: fc.constant(rows),
			cols: fc.constant(cols),
			letters: fc.array(fc.constantFrom('A', 'B', 'C'), {
				minLength: rows * cols,
				maxLength: rows * cols
			}),
			word: fc.array(fc.constantFrom('A', 'B', 'C'), { minLength: 1, maxLength: 8 })
		})
	)
	.map((grid) => read(formatWordGrid(grid)));
const sampleGrid = fc.constantFrom(...wordsPuzzle.samples).map((sample) => read(sample.input));

const cases: fc.Arbitrary<Case> = fc
	.tuple(
		fc.oneof(randomGrid, sampleGrid),
		fc.constantFrom<'first' | 'all'>('first', 'all'),
		fc.integer({ min: 1, max: 30 })
	)
	.map(([grid, mode, limit]) => ({
		grid,
		search: mode === 'all' ? { mode: 'all', limit } : { mode: 'first' }
	}));

describe('the event stream of word search', () => {
	it('replaying place and backtrack rebuilds the path at every solution, and it spells the word', () => {
		fc.assert(
			fc.property(cases, (subject) => {
				const { events, boards } = record(new WordsProblem(subject.grid), subject.search);
				const path: number[] = [];
				const grid = subject.grid;
				for (const event of events) {
					if (event.kind === 'place') {
						expect(event.point).toBe(path.length);
						path.push(candidateCell({ ...grid, path }, event.point, event.candidate));
					}
					if (event.kind === 'backtrack') {
						const left = path.pop();
						expect(candidateCell({ ...grid, path }, event.point, event.candidate)).toBe(left);
					}
					if (event.kind !== 'solution') continue;
					expect(boards.get(event.step)).toMatchObject({ puzzle: 'words', path });
					expect(isWordPath(grid, path)).toBe(true);
				}
			}),
			{ numRuns: RUNS }
		);
	});

	it('place and backtrack nest like parentheses, and depth is the length of the path', () => {
		fc.assert(
			fc.property(cases, (subject) => {
				const { events, engine } = record(new WordsProblem(subject.grid), subject.search);
				const open: { point: number; candidate: number }[] = [];
				let solutions = 0;
				events.forEach((event, index) => {
					expect(event.step).toBe(index + 1);
					if (event.kind === 'place') {
						expect(event.depth).toBe(open.length);
						open.push({ point: event.point, candidate: event.candidate });
					} else if (event.kind === 'backtrack') {
						expect(open.pop()).toEqual({ point: event.point, candidate: event.candidate });
						expect(event.depth).toBe(open.length);
					} else if (event.kind === 'done') {
						expect(event.depth).toBe(0);
						if (event.reason === 'exhausted') expect(open).toEqual([]);
					} else {
						expect(event.depth).toBe(open.length);
						if (event.kind === 'solution') expect(event.index).toBe(++solutions);
					}
				});
				if (engine.finished) expect(events[events.length - 1].kind).toBe('done');
			}),
			{ numRuns: RUNS }
		);
	});

	it('resuming from a snapshot at a random event gives exactly the rest of the stream', () => {
		fc.assert(
			fc.property(cases, fc.double({ min: 0, max: 1, noNaN: true }), (subject, where) => {
				const whole = record(new WordsProblem(subject.grid), subject.search);
				const at = Math.floor(where * whole.events.length);
				const problem = new WordsProblem(subject.grid);
				const engine = new SearchEngine(problem, subject.search);
				engine.run(at);
				const snapshot = engine.snapshot();
				// A fresh problem and engine, as a worker restoring a checkpoint has.
				const freshProblem = new WordsProblem(subject.grid);
				const fresh = new SearchEngine(freshProblem, subject.search);
				fresh.restore(snapshot);
				expect(freshProblem.board()).toEqual(problem.board());
				const resumed = record(freshProblem, subject.search, fresh);
				expect(resumed.events).toEqual(whole.events.slice(at));
				// The same engine, moved on and then sent back, as a seek backwards does.
				engine.run(1 + (at % 97));
				engine.restore(snapshot);
				const again = record(problem, subject.search, engine);
				expect(again.events).toEqual(whole.events.slice(at));
			}),
			{ numRuns: RUNS }
		);
	});
});
