import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	SearchEngine,
	search,
	type EngineSnapshot,
	type SearchOptions
} from '../../src/engine/engine';
import type { Clash, SearchEvent } from '../../src/engine/events';
import { GOAL, type Problem } from '../../src/engine/problem';
import { loadCustomProblem } from '../../src/puzzles/custom/solver';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { QueensProblem } from '../../src/puzzles/queens/problem';

/**
 * The custom puzzle's sandbox runs the search ahead of the engine and the problem answers the
 * engine from its trace. These properties check that this makes exactly the events of the plain
 * one-call-at-a-time search, whatever the engine's budgets, wherever it is snapshotted and
 * restored, and wherever the student's code throws.
 */

interface Spec {
	points: number;
	start: unknown;
	next?: (state: unknown) => number | null | undefined;
	candidates: (state: unknown, point: number) => number[];
	accepts: (state: unknown, point: number, candidate: number) => unknown;
	place: (state: unknown, point: number, candidate: number) => void;
	remove: (state: unknown, point: number, candidate: number) => void;
}

/**
 * The reference: the same code run in plain JavaScript, one call per question of the engine
 * (no sandbox, no trace), as the lesson's loops would run it.
 */
class PlainProblem implements Problem {
	readonly pointCount: number;
	readonly heatSize: number;
	readonly stateBytes = 0;
	readonly #spec: Spec;
	#state: unknown;
	#depth = 0;
	readonly #lists: number[][] = [];

	constructor(code: string) {
		let spec: Spec | null = null;
		new Function('defineProblem', code)((problem: Spec) => (spec = problem));
		if (spec === null) throw new Error('no problem');
		this.#spec = spec;
		this.pointCount = this.heatSize = (spec as Spec).points;
		this.#state = structuredClone((spec as Spec).start);
	}

	chooseDecisionPoint(): number {
		const spec = this.#spec;
		let point: number;
		if (spec.next === undefined) point = this.#depth < spec.points ? this.#depth : -1;
		else point = spec.next(this.#state) ?? -1;
		if (point < 0) return GOAL;
		this.#lists[point] = spec.candidates(this.#state, point).slice();
		return point;
	}

	candidateCount(point: number): number {
		return this.#lists[point]?.length ?? 0;
	}

	candidateAt(point: number, index: number): number {
		return this.#lists[point][index];
	}

	accepts(point: number, candidate: number): boolean {
		return this.#spec.accepts(this.#state, point, candidate) === true;
	}

	explainConflict(point: number, candidate: number): Clash[] {
		const verdict = this.#spec.accepts(this.#state, point, candidate);
		if (typeof verdict === 'string') return [{ reason: verdict, point: -1 }];
		if (typeof verdict === 'object' && verdict !== null) {
			const { reason, point: other } = verdict as { reason: string; point?: number };
			const valid = Number.isInteger(other) && other! >= 0 && other! < this.pointCount;
			return [{ reason, point: valid ? other! : -1 }];
		}
		return [{ reason: '', point: -1 }];
	}

	place(point: number, candidate: number): void {
		this.#spec.place(this.#state, point, candidate);
		this.#depth++;
	}

	remove(point: number, candidate: number): void {
		this.#spec.remove(this.#state, point, candidate);
		this.#depth--;
	}

	heatIndex(point: number): number {
		return point;
	}

	saveStateInto(): void {}

	loadStateFrom(): void {
		throw new Error('the reference is never restored');
	}
}

function templateCode(id: string, replace: readonly [string, string][] = []): string {
	let code = TEMPLATES.find((template) => template.id === id)?.code ?? '';
	for (const [from, to] of replace) {
		if (!code.includes(from)) throw new Error(`no "${from}" in ${id}`);
		code = code.replace(from, to);
	}
	return code;
}

/**
 * A problem whose candidates depend on the state and whose next picks the undecided point with
 * the fewest candidates (the lists change as it goes, and points come in no fixed order), with
 * repeated candidates: the numbers 0..n-1 for n points, no two neighbours equal or one apart.
 */
const CHANGING = (n: number) => `
const n = ${n};
defineProblem({
  points: n,
  start: { value: Array(n).fill(-1) },
  next(state) {
    let best = null, fewest = Infinity;
    for (let p = n - 1; p >= 0; p--) {
      if (state.value[p] >= 0) continue;
      const count = this.candidates(state, p).length;
      if (count < fewest) { fewest = count; best = p; }
    }
    return best;
  },
  candidates(state, p) {
    const out = [];
    for (let v = 0; v < n; v++) if (!state.value.includes(v)) out.push(v);
    if (p % 3 === 0 && out.length > 1) out.push(out[0]);
    return out;
  },
  accepts(state, p, v) {
    for (const q of [p - 1, p + 1]) {
      const w = state.value[q];
      if (w === undefined || w < 0) continue;
      if (Math.abs(w - v) <= 1) return { reason: 'too close', point: q };
    }
    if (state.value.includes(v)) return 'used';
    return true;
  },
  place(state, p, v) { state.value[p] = v; },
  remove(state, p, v) { state.value[p] = -1; }
});
`;

/** The searches the properties pick from: a name, the code, and its sizes. */
const subjects = fc.oneof(
	fc.integer({ min: 1, max: 6 }).map((n) => ({
		name: `queens ${n}`,
		code: templateCode('queens', [['const n = 8;', `const n = ${n};`]])
	})),
	fc.integer({ min: 1, max: 4 }).map((n) => ({
		name: `permutations ${n}`,
		code: templateCode('permutations', [['const n = 4;', `const n = ${n};`]])
	})),
	fc
		.record({
			numbers: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 7 }),
			target: fc.integer({ min: 1, max: 20 })
		})
		.map(({ numbers, target }) => ({
			name: `subsets ${target}: ${numbers.join(' ')}`,
			code: templateCode('subsets', [
				['const numbers = [5, 10, 12, 13, 15, 18];', `const numbers = [${numbers.join(', ')}];`],
				['const target = 30;', `const target = ${target};`]
			])
		})),
	fc.constant({ name: 'coloring', code: templateCode('coloring') }),
	fc.integer({ min: 1, max: 6 }).map((n) => ({ name: `changing ${n}`, code: CHANGING(n) }))
);

const options = fc.constantFrom<SearchOptions>(
	{ mode: 'all' },
	{ mode: 'first' },
	{ mode: 'all', limit: 3 }
);

function load(code: string, mode: SearchOptions['mode']) {
	const loaded = loadCustomProblem(code, mode);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

/** An event without its conflict: the template names its clashes in words of its own. */
const bare = (event: SearchEvent) =>
	event.kind === 'try' ? { ...event, conflict: undefined } : event;

const templateEvents = new Map<number, ReturnType<typeof bare>[]>();

/**
 * Every event of the N-Queens template with `n` queens, every solution, without its conflicts'
 * words: listed once for the two tests below that compare it with the built-in puzzle's (eight
 * queens in the sandbox take seconds).
 */
function queensTemplateEvents(n: number): ReturnType<typeof bare>[] {
	let events = templateEvents.get(n);
	if (!events) {
		const code = templateCode('queens', [['const n = 8;', `const n = ${n};`]]);
		events = [...search(load(code, 'all'), { mode: 'all' })].map(bare);
		templateEvents.set(n, events);
	}
	return events;
}

/** The reference's events and its heat map at the end. */
function reference(code: string, search: SearchOptions): { events: SearchEvent[]; heat: number[] } {
	const engine = new SearchEngine(new PlainProblem(code), search);
	const events: SearchEvent[] = [];
	while (!engine.finished) {
		engine.step();
		events.push(engine.event() as SearchEvent);
	}
	return { events, heat: engine.heatMap() };
}

/** What the engine shows of its current event without asking the problem for words. */
const fields = (engine: SearchEngine) => ({
	step: engine.events,
	code: engine.code,
	point: engine.point,
	candidate: engine.candidate,
	depth: engine.depth
});
const fieldsOf = (event: SearchEvent, code: number) => ({
	step: event.step,
	code,
	point: 'point' in event ? event.point : -1,
	candidate: 'candidate' in event ? event.candidate : -1,
	depth: event.depth
});
const CODES = { try: 0, place: 2, backtrack: 3, solution: 4, done: 5 };
const codeOf = (event: SearchEvent) =>
	event.kind === 'try' ? (event.verdict === 'ok' ? 0 : 1) : CODES[event.kind];

describe('A student problem run ahead in its sandbox', () => {
	it('makes the plain search’s events whatever the budgets, snapshots and restores', () => {
		fc.assert(
			fc.property(
				subjects,
				options,
				fc.array(
					fc.record({
						budget: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3000 })),
						words: fc.boolean(),
						snapshot: fc.boolean(),
						restore: fc.nat()
					}),
					{ minLength: 1, maxLength: 40 }
				),
				({ code }, search, runs) => {
					const expected = reference(code, search);
					const engine = new SearchEngine(load(code, search.mode), search);
					const snapshots: { snapshot: EngineSnapshot; step: number }[] = [];
					const check = () => {
						const step = engine.events;
						if (step === 0) return;
						const event = expected.events[step - 1];
						expect(fields(engine)).toEqual(fieldsOf(event, codeOf(event)));
					};
					let turn = 0;
					while (!engine.finished) {
						const run = runs[turn++ % runs.length];
						engine.run(run.budget);
						check();
						if (run.words && engine.events > 0)
							expect(engine.event()).toEqual(expected.events[engine.events - 1]);
						if (run.snapshot) snapshots.push({ snapshot: engine.snapshot(), step: engine.events });
						else if (run.restore % 4 === 0 && snapshots.length > 0 && turn < 4 * runs.length) {
							const back = snapshots[run.restore % snapshots.length];
							engine.restore(back.snapshot);
							expect(engine.events).toBe(back.step);
							check();
							if (run.words && engine.events > 0)
								expect(engine.event()).toEqual(expected.events[engine.events - 1]);
						}
					}
					expect(engine.events).toBe(expected.events.length);
					expect(engine.event()).toEqual(expected.events[expected.events.length - 1]);
					// Restores put the heat map back too, so it ends as the plain search's.
					expect(engine.heatMap()).toEqual(expected.heat);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('makes exactly the events of the built-in N-Queens with the N-Queens template, n = 1..8', () => {
		for (let n = 1; n <= 8; n++) {
			const builtIn = [...search(new QueensProblem(n), { mode: 'all' })].map(bare);
			expect(queensTemplateEvents(n), `n = ${n}`).toEqual(builtIn);
		}
	});

	it('makes the built-in N-Queens events in long runs, n = 1..8', () => {
		for (let n = 1; n <= 8; n++) {
			const code = templateCode('queens', [['const n = 8;', `const n = ${n};`]]);
			const builtIn = new SearchEngine(new QueensProblem(n), { mode: 'all' });
			const custom = new SearchEngine(load(code, 'all'), { mode: 'all' });
			while (!builtIn.finished) {
				builtIn.run(1 << 20);
				custom.run(1 << 20);
				expect(custom.events).toBe(builtIn.events);
			}
			expect(custom.counters(), `n = ${n}`).toEqual(builtIn.counters());
			expect([custom.code, custom.point, custom.candidate]).toEqual([
				builtIn.code,
				builtIn.point,
				builtIn.candidate
			]);
			expect(custom.events).toBe(builtIn.events);
		}
		expect(queensTemplateEvents(8)).toEqual(
			[...search(new QueensProblem(8), { mode: 'all' })].map(bare)
		);
	});

	it('throws the student’s error at the step the plain search meets it, not before', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 5, max: 7 }),
				fc.integer({ min: 0, max: 2 }),
				fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 1, maxLength: 10 }),
				(n, where, budgets) => {
					// Throws in accepts, place or remove once the first queen is in column 2 and the
					// second in column 4: past the trial's first events, at one step of the search.
					const trap = `if (state.columns[0] === 2 && state.columns[1] === 4 && state.columns.length === 2) throw new Error('trap');`;
					const at = [
						'  accepts(state, row, column) {',
						'  place(state, row, column) {',
						'  remove(state, row, column) {'
					][where];
					const code = templateCode('queens', [
						['const n = 8;', `const n = ${n};`],
						[at, `${at}\n    ${trap}`]
					]);
					// The plain search, one event at a time: the step that throws.
					const plain = new SearchEngine(new PlainProblem(code), { mode: 'all' });
					let failing = -1;
					try {
						while (!plain.finished) plain.step();
					} catch {
						failing = plain.events + 1;
					}
					expect(failing).toBeGreaterThan(0);
					// The trial runs the first 20,000 events: below that the code would not load.
					const loaded = loadCustomProblem(code, 'all');
					if (!loaded.ok) {
						expect(loaded.error.message.en).toMatch(/trap/);
						return;
					}
					const engine = new SearchEngine(loaded.value, { mode: 'all' });
					let turn = 0;
					let thrown: unknown = null;
					let before = 0;
					let budget = 0;
					while (!engine.finished && thrown === null) {
						before = engine.events;
						budget = budgets[turn++ % budgets.length];
						try {
							engine.run(budget);
						} catch (error) {
							thrown = error;
						}
					}
					expect(String(thrown)).toMatch(/trap/);
					expect(before).toBeLessThan(failing);
					expect(before + budget).toBeGreaterThanOrEqual(failing);
				}
			),
			{ numRuns: 20 }
		);
	});
});
