import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { search, type SearchMode } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { customListing } from '../../src/puzzles/custom/code';
import { readView, type CustomBoard } from '../../src/puzzles/custom/model';
import { partLines } from '../../src/puzzles/custom/source';
import { lineOfRole, type CodeRole } from '../../src/puzzles/kit/code-listing';
import { loadCustomProblem } from '../../src/puzzles/custom/solver';
import { REASON_CHARACTERS } from '../../src/puzzles/custom/bridge';
import { placeInCode } from '../../src/puzzles/custom/sandbox';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { permutationsPuzzle } from '../../src/puzzles/permutations';
import { QueensProblem } from '../../src/puzzles/queens/problem';
import { subsetsPuzzle } from '../../src/puzzles/subsets';
import { Timeline } from '../../src/timeline/timeline';

/** A template's code with one of its constants changed (`const n = 8;` to `const n = 5;`). */
function templateCode(id: string, replace: readonly [string, string][] = []): string {
	let code = TEMPLATES.find((template) => template.id === id)?.code ?? '';
	for (const [from, to] of replace) {
		expect(code).toContain(from);
		code = code.replace(from, to);
	}
	return code;
}

function load(code: string, mode: SearchMode = 'all') {
	const loaded = loadCustomProblem(code, mode);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

function errorOf(code: string) {
	const loaded = loadCustomProblem(code, 'all');
	if (loaded.ok) throw new Error('the code loaded');
	return loaded.error;
}

/** An event without its conflict: the template names its clashes in words of its own. */
const bare = (event: SearchEvent) =>
	event.kind === 'try' ? { ...event, conflict: undefined } : event;

describe('A student problem (custom puzzle)', () => {
	// The N-Queens template's events, n = 1..8, are compared with the built-in puzzle's in
	// custom-trace.test.ts, next to its long runs of the same searches.

	it('counts the permutations the built-in puzzle counts', () => {
		for (const n of [1, 3, 4, 6]) {
			const code = templateCode('permutations', [['const n = 4;', `const n = ${n};`]]);
			const builtIn = permutationsPuzzle.load(String(n), { mode: 'all', repeats: 'keep' });
			if (!builtIn.ok) throw new Error(builtIn.error.message.en);
			expect(solve({ problem: load(code), search: { mode: 'all' } }).solutions, `n = ${n}`).toBe(
				solve(builtIn.value).solutions
			);
		}
	});

	it('counts the subsets with a target sum the built-in puzzle counts', () => {
		const cases = [
			{ target: 30, numbers: [5, 10, 12, 13, 15, 18] },
			{ target: 30, numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] },
			{ target: 15, numbers: [2, 4, 6, 8, 10] }
		];
		for (const { target, numbers } of cases) {
			const code = templateCode('subsets', [
				['const numbers = [5, 10, 12, 13, 15, 18];', `const numbers = [${numbers.join(', ')}];`],
				['const target = 30;', `const target = ${target};`]
			]);
			const builtIn = subsetsPuzzle.load(`${target}: ${numbers.join(' ')}`, { mode: 'all' });
			if (!builtIn.ok) throw new Error(builtIn.error.message.en);
			const count = solve({ problem: load(code), search: { mode: 'all' } }).solutions;
			expect(count, `${target}: ${numbers.join(' ')}`).toBe(solve(builtIn.value).solutions);
		}
		expect(
			solve({
				problem: load(
					templateCode('subsets', [
						[
							'const numbers = [5, 10, 12, 13, 15, 18];',
							'const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];'
						]
					])
				),
				search: { mode: 'all' }
			}).solutions
		).toBe(186);
	});

	it('colours the map of Australia in the 18 ways three colours allow', () => {
		expect(
			solve({ problem: load(templateCode('coloring')), search: { mode: 'all' } }).solutions
		).toBe(18);
	});

	it('loads every template and shows its view', () => {
		for (const template of TEMPLATES) {
			const board = load(template.code).board();
			expect(board.puzzle).toBe('custom');
			expect(['grid', 'sequence', 'graph']).toContain(board.view.kind);
		}
	});

	it('seeks any step to the same moment as a plain run, through checkpoints', () => {
		const code = templateCode('queens', [['const n = 8;', 'const n = 6;']]);
		const timeline = new Timeline(
			{ problem: load(code), search: { mode: 'all' } },
			{ firstInterval: 64 }
		);
		while (!timeline.complete) timeline.index(1 << 12);
		const events = [...search(new QueensProblem(6), { mode: 'all' })].map(bare);
		fc.assert(
			fc.property(fc.integer({ min: 1, max: events.length }), (step) => {
				const moment = timeline.seek(step);
				expect(moment.event === null ? null : bare(moment.event)).toEqual(events[step - 1]);
				const queens = (moment.board as CustomBoard).placed;
				expect(queens).toBe(moment.frames.filter((frame) => frame.placed).length);
			}),
			{ numRuns: 200 }
		);
	});

	it('says where a syntax error is', () => {
		const error = errorOf('defineProblem({\n  points: 3,\n  start: {,\n});');
		expect(error.message.en).toMatch(/^Syntax error/);
		expect(error.line).toBe(3);
		expect(error.column).toBeGreaterThan(0);
	});

	it('says which line threw at run time', () => {
		const code = templateCode('queens', [
			['      const c = state.columns[other];', '      const c = state.columns[other].x.y;']
		]);
		const error = errorOf(code);
		expect(error.message.en).toMatch(/TypeError in accepts/);
		expect(error.line).toBe(code.split('\n').findIndex((line) => line.includes('.x.y')) + 1);
	});

	it('stops an endless loop in accepts within its time limit, with a message', () => {
		const code = templateCode('queens', [
			['  accepts(state, row, column) {', '  accepts(state, row, column) {\n    while (true) {}']
		]);
		const started = performance.now();
		const error = errorOf(code);
		expect(performance.now() - started).toBeLessThan(2000);
		expect(error.message.en).toMatch(/endless loop/);
		// The loop's own line, not accepts' first (all QuickJS's stack names).
		const loop = code.split('\n').findIndex((line) => line.includes('while (true)')) + 1;
		expect(error.line).toBe(loop);
		expect(error.column).toBe(5);
	});

	it('stops runaway memory and deep recursion with a message', () => {
		const place = '  place(state, row, column) {';
		const huge = errorOf(
			templateCode('queens', [[place, `${place}\n    const b = new ArrayBuffer(1e9);`]])
		);
		expect(huge.message.en).toMatch(/more than 64 MB of memory in place/);
		const started = performance.now();
		const growing = errorOf(
			templateCode('queens', [
				[place, `${place}\n    const a = []; for (;;) a.push(new Array(64).fill(a.length));`]
			])
		);
		// Whichever limit it meets first, memory or time, stops it, and the message says memory:
		// QuickJS frees the array as the call unwinds, so the sandbox measures as it stops it.
		expect(growing.message.en).toMatch(
			/more than 64 MB of memory in place|using \d+ MB of memory, so it was stopped: does something grow without end\?/
		);
		expect(performance.now() - started).toBeLessThan(3000);
		// Code that only loops, growing nothing, reads about an endless loop.
		const looping = errorOf(templateCode('queens', [[place, `${place}\n    for (;;) {}`]]));
		expect(looping.message.en).toMatch(/is there an endless loop\?$/);
		const deep = errorOf(
			templateCode('queens', [
				[
					'  place(state, row, column) {',
					'  place(state, row, column) {\n    const f = (k) => f(k + 1) + 1; f(0);'
				]
			])
		);
		expect(deep.message.en).toMatch(/too deeply/);
	});

	it('cuts what the code says to a fixed length, and names a line only where the code has one', () => {
		// A reason of 100,000 characters becomes a narration of at most REASON_CHARACTERS.
		const long = templateCode('queens', [
			['const n = 8;', 'const n = 4;'],
			[
				"return { reason: 'same column', point: other }",
				"return { reason: 'x'.repeat(1e5), point: other }"
			]
		]);
		const reasons = [...search(load(long), { mode: 'first' })].flatMap((event) =>
			event.kind === 'try' && event.verdict === 'conflict'
				? event.conflict.map((clash) => clash.reason)
				: []
		);
		expect(reasons.some((reason) => reason.startsWith('xxx'))).toBe(true);
		for (const reason of reasons) expect(reason.length).toBeLessThanOrEqual(REASON_CHARACTERS + 1);

		// An error's name, message, stack and line are the student's to set.
		const place = '  place(state, row, column) {';
		const thrown = (lines: string) =>
			errorOf(templateCode('queens', [[place, `${place}\n    ${lines}`]]));
		const named = thrown("const e = new Error('boom'); e.name = 'N'.repeat(100000); throw e;");
		expect(named.message.en.length).toBeLessThan(500);
		expect(named.message.en).toMatch(/^N+… in place: boom\.$/);
		const forged = thrown(
			"const e = new Error('boom'); e.stack = 'at place (problem.js:123456789:5)'; e.lineNumber = 999999; throw e;"
		);
		expect(forged.message.en).toMatch(/boom/);
		expect(forged.line).toBeUndefined();
		expect(forged.column).toBeUndefined();
		expect(placeInCode('a\nbc', 2, 3)).toEqual({ line: 2, column: 3 });
		expect(placeInCode('a\nbc', 2, 40)).toEqual({ line: 2, column: 1 });
		expect(placeInCode('a\nbc', 3, 1)).toEqual({ line: undefined, column: undefined });
		expect(placeInCode('a\nbc', 1.5, 1)).toEqual({ line: undefined, column: undefined });
	});

	it('names API misuse: candidates that are not an array, a state that cannot be saved, a remove that does not undo', () => {
		const notArray = errorOf(templateCode('queens', [['    return columns;', '    return 7;']]));
		expect(notArray.message.en).toMatch(/candidates\(state, 0\) returned 7, not an array/);
		expect(notArray.line).toBe(
			templateCode('queens')
				.split('\n')
				.findIndex((line) => line.startsWith('  candidates(')) + 1
		);
		const unsaved = errorOf(
			templateCode('queens', [
				['  start: { columns: [] },', '  start: { columns: [], when: new Date() },']
			])
		);
		expect(unsaved.message.en).toMatch(/start\.when is not a plain object/);
		const undo = errorOf(
			templateCode('queens', [
				['    state.columns.pop();', '    state.columns.pop(); state.count = 1;']
			])
		);
		expect(undo.message.en).toMatch(/remove\(state, \d+, \d+\) did not undo place/);
		expect(errorOf('const x = 1;').message.en).toMatch(/never calls defineProblem/);
	});

	it('cannot reach the page, the network or storage from the sandbox', () => {
		for (const name of [
			'fetch',
			'XMLHttpRequest',
			'localStorage',
			'document',
			'postMessage',
			'importScripts'
		]) {
			// Four queens: the check runs as the code is read, before any search, and each load
			// runs a trial of the search (custom/solver.ts), up to 300 ms on eight queens.
			const code = templateCode('queens', [
				[
					'const n = 8;',
					`const n = 4;\nif (typeof ${name} !== 'undefined') throw new Error('reached ${name}');`
				]
			]);
			expect(() => load(code), name).not.toThrow();
		}
	});
});

describe('A student problem’s view and code listing', () => {
	it('reads a grid, a sequence and a graph, and says what is wrong with a bad view', () => {
		const grid = readView({ grid: [['a', { text: 'b', color: 'red', point: 1 }]] }, 3);
		expect(grid).toEqual({
			ok: true,
			view: {
				kind: 'grid',
				rows: [
					[
						{ text: 'a', color: null, point: null },
						{ text: 'b', color: 'red', point: 1 }
					]
				]
			}
		});
		const sequence = readView({ sequence: [5, null, { text: 7, color: 'url(javascript:x)' }] }, 2);
		expect(sequence.ok && sequence.view.kind === 'sequence' ? sequence.view.items : []).toEqual([
			{ text: '5', color: null, point: 0 },
			{ text: '', color: null, point: 1 },
			// A colour that is not a name or #hex is dropped; item 2 is past the points.
			{ text: '7', color: null, point: null }
		]);
		const graph = readView(
			{ graph: { nodes: ['A', { text: 'B', x: 2, y: -1 }], edges: [[0, 1]] } },
			2
		);
		expect(graph.ok && graph.view.kind === 'graph' ? graph.view.nodes[1] : null).toEqual({
			text: 'B',
			color: null,
			point: 1,
			x: 1,
			y: 0
		});
		expect(readView({ graph: { nodes: ['A'], edges: [[0, 3]] } }, 1)).toEqual({
			ok: false,
			why: 'graph.edges[0] must be [a, b], two node indices'
		});
		expect(readView([1, 2], 2)).toEqual({
			ok: false,
			why: 'view(state) must return { grid }, { sequence } or { graph }'
		});
		expect(readView({ grid: [[() => 1]] }, 2).ok).toBe(false);
	});

	it('finds the line of each part, and marks the line of each event in the Code view', () => {
		const code = templateCode('queens');
		const lines = code.split('\n');
		const lineOf = (start: string) => lines.findIndex((line) => line.startsWith(start)) + 1;
		const parts = partLines(code);
		expect(parts.accepts).toEqual({ line: lineOf('  accepts('), column: 3 });
		expect(parts.defineProblem?.line).toBe(lineOf('defineProblem('));
		const listing = customListing(code);
		expect(listing.single).toBe(true);
		const at = (role: CodeRole) => lineOfRole(listing.pseudo.en, role) + 1;
		expect(at('check')).toBe(lineOf('  accepts('));
		expect(at('place')).toBe(lineOf('  place('));
		expect(at('recurse')).toBe(lineOf('  place('));
		expect(at('undo')).toBe(lineOf('  remove('));
		expect(at('loop')).toBe(lineOf('  candidates('));
		expect(at('enter')).toBe(lineOf('  next('));
		// Without next, a call starts (and finds its solution) on the defineProblem line.
		const withoutNext = customListing(templateCode('permutations'));
		expect(lineOfRole(withoutNext.pseudo.en, 'enter')).toBe(
			lineOfRole(withoutNext.pseudo.en, 'return')
		);
	});
});

describe('A student problem that fails after its trial run', () => {
	/**
	 * The permutations template on 8 numbers that fails when it first puts 2 first, after every
	 * order that starts with 1: about 100,000 events, past the trial run's 20,000. The mistake
	 * depends on the state only, so replays (seeks, the depth overview) never meet it.
	 */
	const failingLate = templateCode('permutations', [
		['const n = 4;', 'const n = 8;'],
		[
			'    state.order.push(v);',
			'    if (position === 0 && v === 2) null.boom;\n    state.order.push(v);'
		]
	]);
	const failingLine = failingLate.split('\n').findIndex((text) => text.includes('null.boom')) + 1;

	it('stops the recording and says what and where in the last progress, in both languages', async () => {
		const { SearchHost } = await import('../../src/worker/host');
		const { readResponse } = await import('../../src/worker/protocol');
		const posted: unknown[] = [];
		const tasks: (() => void)[] = [];
		const host = new SearchHost(
			(message) => posted.push(message),
			(task) => tasks.push(task)
		);
		host.handle({
			type: 'load',
			id: 1,
			puzzle: 'custom',
			input: failingLate,
			options: { mode: 'all' }
		});
		await vi.waitFor(() =>
			expect(posted.some((m) => (m as { type: string }).type === 'loaded')).toBe(true)
		);
		while (tasks.length > 0) tasks.shift()?.();
		// The student's mistake is not Backstep's: no error for the console, a failure for the page.
		expect(posted.filter((m) => (m as { type: string }).type === 'error')).toEqual([]);
		const last = readResponse(posted.at(-1));
		if (!('type' in last) || last.type !== 'progress') throw new Error('no progress last');
		const { progress } = last;
		expect(progress).toMatchObject({ stopped: true, complete: false });
		expect(progress.events).toBeGreaterThan(20_000);
		expect(progress.failure?.line).toBe(failingLine);
		expect(progress.failure?.column).toBeGreaterThan(0);
		expect(progress.failure?.message.en).toMatch(/^TypeError in place: /);
		expect(progress.failure?.message.zh).toMatch(/^place 中出现 TypeError：/);
		// What was recorded stays playable: a seek to its last step answers.
		host.handle({ type: 'seek', id: 2, step: progress.events });
		while (tasks.length > 0) tasks.shift()?.();
		expect(posted.at(-1)).toMatchObject({ type: 'moment', id: 2 });
	});

	it('on the command line prints the solutions found, then the file, line and column, and exits 2', async () => {
		const { solveWith } = await import('../cli/fake-terminal');
		const result = await solveWith(['custom', 'late.js', '--all'], null, Infinity, {
			'late.js': failingLate
		});
		expect(result.code).toBe(2);
		expect(result.out.split('\n')[0]).toBe('1 2 3 4 5 6 7 8');
		expect(result.err).toMatch(
			new RegExp(`^custom: late\\.js:${failingLine}:\\d+: TypeError in place: `)
		);
	});
});

describe('The recording of a student problem', () => {
	it('keeps checkpoints close however long the search, so a seek replays few sandbox calls', async () => {
		const { customSolver } = await import('../../src/puzzles/custom/solver');
		const code = templateCode('permutations', [['const n = 4;', 'const n = 7;']]);
		const recorded = (options: { maxCheckpoints?: number }) => {
			const loaded = customSolver.load(code, { mode: 'all' });
			if (!loaded.ok) throw new Error(loaded.error.message.en);
			const timeline = new Timeline(loaded.value, options);
			while (!timeline.complete) timeline.index(1 << 16);
			return timeline;
		};
		// Few checkpoints allowed, as a search of 10^8 events meets the limit: the interval grows,
		// but not past 8,192 events (a built-in puzzle's grows on to 131,072).
		const sparse = recorded({ maxCheckpoints: 4 });
		expect(sparse.length).toBeGreaterThan(8 * 8192);
		expect(sparse.checkpointInterval).toBe(8192);
		// Seeks replay from the nearest checkpoint and give what the default timeline gives.
		const plain = recorded({});
		for (const step of [1, 8191, 8193, 54_321, sparse.length]) {
			const moment = sparse.seek(step);
			expect(moment.counters).toEqual(plain.seek(step).counters);
			expect(moment.board).toEqual(plain.seek(step).board);
		}
	});
});
