import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchOptions } from '../../src/engine/engine';
import { EventCode, type SearchEvent } from '../../src/engine/events';
import { formatGraph } from '../../src/puzzles/coloring/format';
import { isProperColoring, type ColoringGraph } from '../../src/puzzles/coloring/model';
import { parseGraph } from '../../src/puzzles/coloring/parser';
import { ColoringProblem } from '../../src/puzzles/coloring/problem';
import { coloringPuzzle } from '../../src/puzzles/coloring';
import type { Board } from '../../src/puzzles/types';

/** Searches are cut here: a property needs a stretch of the stream, not all of a huge search. */
const MAX_EVENTS = 4000;
const RUNS = 60;

/** A search under test: its graph, colours, vertex order and search options. */
interface Case {
	readonly graph: ColoringGraph;
	readonly colors: number;
	readonly order: 'input' | 'degree';
	readonly search: SearchOptions;
}

const make = (subject: Case) => new ColoringProblem(subject.graph, subject.colors, subject.order);

/** The events of a search (at most MAX_EVENTS), and the board at each solution. */
function record(problem: ColoringProblem, options: SearchOptions, from?: SearchEngine) {
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

/** Random graphs, read back through the parser as a user would load them, and the sample maps. */
const randomGraph = fc.integer({ min: 1, max: 12 }).chain((n) =>
	fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 30 }).map((pairs) => {
		const names = Array.from({ length: n }, (_, i) => `v${i + 1}`);
		const read = parseGraph(
			formatGraph(
				names,
				pairs.filter(([a, b]) => a !== b)
			)
		);
		if (!read.ok) throw new Error(read.error.message.en);
		return read.value;
	})
);
const sampleGraph = fc.constantFrom(...coloringPuzzle.samples).map((sample) => {
	const read = parseGraph(sample.input);
	if (!read.ok) throw new Error(read.error.message.en);
	return read.value;
});

const cases: fc.Arbitrary<Case> = fc
	.tuple(
		fc.oneof(randomGraph, sampleGraph),
		fc.integer({ min: 1, max: 6 }),
		fc.constantFrom<'input' | 'degree'>('input', 'degree'),
		fc.constantFrom<'first' | 'all'>('first', 'all'),
		fc.integer({ min: 1, max: 30 })
	)
	.map(([graph, colors, order, mode, limit]) => ({
		graph,
		colors,
		order,
		search: mode === 'all' ? { mode: 'all', limit } : { mode: 'first' }
	}));

describe('the event stream of graph colouring', () => {
	it('replaying place and backtrack rebuilds the colours at every solution, a proper colouring', () => {
		fc.assert(
			fc.property(cases, (subject) => {
				const { events, boards } = record(make(subject), subject.search);
				const colors = new Array<number>(subject.graph.names.length).fill(0);
				for (const event of events) {
					if (event.kind === 'place') colors[event.point] = event.candidate;
					if (event.kind === 'backtrack') colors[event.point] = 0;
					if (event.kind !== 'solution') continue;
					expect(boards.get(event.step)).toMatchObject({ puzzle: 'coloring', colors });
					expect(isProperColoring(subject.graph, colors, subject.colors)).toBe(true);
				}
			}),
			{ numRuns: RUNS }
		);
	});

	it('place and backtrack nest like parentheses, and depth is the number of coloured vertices', () => {
		fc.assert(
			fc.property(cases, (subject) => {
				const { events, engine } = record(make(subject), subject.search);
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
				const whole = record(make(subject), subject.search);
				const at = Math.floor(where * whole.events.length);
				const problem = make(subject);
				const engine = new SearchEngine(problem, subject.search);
				engine.run(at);
				const snapshot = engine.snapshot();
				// A fresh problem and engine, as a worker restoring a checkpoint has.
				const freshProblem = make(subject);
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
