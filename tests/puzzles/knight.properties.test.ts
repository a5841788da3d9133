import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchOptions } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import {
	isValidTour,
	knightTarget,
	type KnightBoard,
	type KnightOrder
} from '../../src/puzzles/knight/model';
import { KnightProblem } from '../../src/puzzles/knight/problem';

/** Searches are cut here: a property needs a stretch of the stream, not all of a huge search. */
const MAX_EVENTS = 2000;
const RUNS = 40;

/** One knight's tour search: board, start, order and options. */
interface Subject {
	readonly size: number;
	readonly start: number;
	readonly order: KnightOrder;
	readonly search: SearchOptions;
}

const make = (subject: Subject) =>
	new KnightProblem({ size: subject.size, start: subject.start }, subject.order);

/** The events of a search (at most MAX_EVENTS), and with `withBoards` the board after each one. */
function record(
	problem: KnightProblem,
	options: SearchOptions,
	from?: SearchEngine,
	withBoards = false
) {
	const engine = from ?? new SearchEngine(problem, options);
	const events: SearchEvent[] = [];
	const boards: KnightBoard[] = [];
	while (!engine.finished && engine.events < MAX_EVENTS) {
		engine.step();
		events.push(engine.event() as SearchEvent);
		if (withBoards) boards.push(problem.board());
	}
	return { events, boards, engine };
}

const subjects: fc.Arbitrary<Subject> = fc.integer({ min: 5, max: 8 }).chain((size) =>
	fc.record({
		size: fc.constant(size),
		start: fc.nat(size * size - 1),
		order: fc.constantFrom<KnightOrder>('plain', 'warnsdorff'),
		search: fc.oneof(
			fc.constant<SearchOptions>({ mode: 'first' }),
			fc.integer({ min: 1, max: 30 }).map((limit): SearchOptions => ({ mode: 'all', limit }))
		)
	})
);

describe('the event stream of the knight’s tour', () => {
	it('replaying place and backtrack rebuilds the path at every event, and every tour found is valid', () => {
		fc.assert(
			fc.property(subjects, (subject) => {
				const { events, boards } = record(make(subject), subject.search, undefined, true);
				// The model's path after each event, and the problem's, compared once at the end.
				const path = [subject.start];
				const replayed: string[] = [];
				const misplaced: number[] = [];
				for (const event of events) {
					if (event.kind === 'place') {
						if (event.point !== path[path.length - 1]) misplaced.push(event.step);
						path.push(knightTarget(subject.size, event.point, event.candidate));
					} else if (event.kind === 'backtrack') {
						if (path.pop() !== knightTarget(subject.size, event.point, event.candidate))
							misplaced.push(event.step);
						if (path[path.length - 1] !== event.point) misplaced.push(event.step);
					} else if (event.kind === 'try' && event.point !== path[path.length - 1])
						misplaced.push(event.step);
					replayed.push(path.join(','));
					if (event.kind === 'solution')
						expect(isValidTour(subject.size, subject.start, path)).toBe(true);
				}
				expect(misplaced).toEqual([]);
				expect(boards.map((board) => board.path.join(','))).toEqual(replayed);
			}),
			{ numRuns: RUNS }
		);
	});

	it('place and backtrack nest like parentheses, and depth is the number of jumps made', () => {
		fc.assert(
			fc.property(subjects, (subject) => {
				const { events, engine } = record(make(subject), subject.search);
				const open: { point: number; candidate: number }[] = [];
				let solutions = 0;
				// Every broken rule, by step, checked once at the end (an expect per event is slow).
				const broken: string[] = [];
				const rule = (holds: boolean, step: number, what: string) => {
					if (!holds) broken.push(`step ${step}: ${what}`);
				};
				events.forEach((event, index) => {
					rule(event.step === index + 1, event.step, 'numbered in order');
					if (event.kind === 'place') {
						rule(event.depth === open.length, event.step, 'place at the open depth');
						open.push({ point: event.point, candidate: event.candidate });
					} else if (event.kind === 'backtrack') {
						const undone = open.pop();
						rule(
							undone?.point === event.point && undone.candidate === event.candidate,
							event.step,
							'backtrack undoes the last place'
						);
						rule(event.depth === open.length, event.step, 'backtrack at the open depth');
					} else if (event.kind === 'done') {
						rule(event.depth === 0, event.step, 'done at depth 0');
						if (event.reason === 'exhausted')
							rule(open.length === 0, event.step, 'nothing open at the end');
					} else {
						rule(event.depth === open.length, event.step, `${event.kind} at the open depth`);
						if (event.kind === 'solution')
							rule(event.index === ++solutions, event.step, 'solutions counted from 1');
					}
				});
				expect(broken).toEqual([]);
				if (engine.finished) expect(events[events.length - 1].kind).toBe('done');
			}),
			{ numRuns: RUNS }
		);
	});

	it('resuming from a snapshot at a random event gives exactly the rest of the stream', () => {
		fc.assert(
			fc.property(subjects, fc.double({ min: 0, max: 1, noNaN: true }), (subject, where) => {
				const whole = record(make(subject), subject.search);
				const at = Math.floor(where * whole.events.length);
				const problem = make(subject);
				const engine = new SearchEngine(problem, subject.search);
				engine.run(at);
				const snapshot = engine.snapshot();
				// A fresh problem and engine, as a worker restoring a checkpoint has: Warnsdorff's
				// orders of the squares on the path are worked out again from the saved path.
				const freshProblem = make(subject);
				const fresh = new SearchEngine(freshProblem, subject.search);
				fresh.restore(snapshot);
				expect(freshProblem.board()).toEqual(problem.board());
				const resumed = record(freshProblem, subject.search, fresh);
				// Compared as JSON: the same plain data, and far quicker to compare than 2000 objects.
				expect(JSON.stringify(resumed.events)).toBe(JSON.stringify(whole.events.slice(at)));
				// The same engine, moved on and then sent back, as a seek backwards does.
				engine.run(1 + (at % 97));
				engine.restore(snapshot);
				const again = record(problem, subject.search, engine);
				expect(JSON.stringify(again.events)).toBe(JSON.stringify(whole.events.slice(at)));
			}),
			{ numRuns: RUNS }
		);
	});
});
