import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputFailure } from '../../src/puzzles/input';
import { customSolver } from '../../src/puzzles/custom/solver';
import { Timeline } from '../../src/timeline/timeline';
import { solveWith } from './fake-terminal';

const SEED = 20;
const CASES = 60;
/** Events of one case recorded the page's way, and the steps sought back into them. */
const EVENTS = 3000;
const SEEKS = [0, 1, 17, 999, 2999];

/** Changes to built-ins a student could make before the problem: each must leave the record intact. */
const OVERRIDES = [
	'Array.prototype.push = function () { return 0; };',
	'Array.prototype.slice = function () { return [7, 7, 7]; };',
	'Array.isArray = () => true;',
	'Object.keys = () => ["points", "start", "__proto__"];',
	'JSON.stringify = () => "[" + "9,".repeat(1e5) + "9]";',
	'JSON.parse = () => ({ points: 3e7 });',
	'ArrayBuffer.prototype.slice = function () { return new ArrayBuffer(8); };',
	'Math.abs = () => NaN;',
	'Number.isInteger = () => true;',
	'String.prototype.slice = function () { return "x".repeat(1e6); };',
	'Array.prototype[Symbol.iterator] = function* () { yield* [1e9, -1, NaN]; };',
	'Object.defineProperty(Object.prototype, "reason", { get() { throw 7; } });',
	'Object.prototype.toJSON = function () { return 1e300; };',
	'Error.prototype.toString = () => { throw null; };',
	'Function.prototype.call = function () { return "forged"; };',
	'globalThis.defineProblem = () => {};'
];

/** Values a student's code may throw: none may reach the page as anything but its message. */
const THROWN = [
	'null',
	'undefined',
	'42',
	'Symbol("odd")',
	'{ message: { toString() { throw 1; } } }',
	'new Proxy({}, { get() { throw new Error("trap"); } })',
	'new Error("x".repeat(1e6))',
	'Object.assign(new Error("named"), { name: "N".repeat(1e5), stack: "at line 123456789" })',
	'(() => { const e = new RangeError("deep"); e.lineNumber = 999999; return e; })()'
];

/** Huge, deep, odd or endless-looking values for each part of the problem (plain ones too). */
const POINTS = ['4', '4', '0', '-3', '1e9', 'NaN', '"4"', 'null', '{ valueOf() { return 4; } }'];
const START = [
	'{ row: [] }',
	'{ row: [] }',
	'(() => { let v = {}; for (let i = 0; i < 1e5; i++) v = { v }; return { row: [], v }; })()',
	'{ row: [], big: new Array(2e5).fill(1) }',
	'(() => { const s = { row: [] }; s.self = s; return s; })()',
	'new Proxy({ row: [] }, { get(target, key) { return key === "row" ? [] : target[key]; } })',
	'{ row: [], f() {} }'
];
const CANDIDATES = [
	'return [0, 1, 2, 3];',
	'return [0, 1, 2, 3];',
	'return Array.from({ length: 2e5 }, (_, i) => i);',
	'return [1.5, -1, 1e300, NaN];',
	'return "0123";',
	'return new Proxy([0, 1], { get(target, key) { return key === "length" ? 1e9 : target[key]; } });',
	'return null;'
];
const ACCEPTS = [
	'return true;',
	'return true;',
	'return column % 2 === 0 || "odd";',
	'return "r".repeat(2e7);',
	'return { reason: "clash", point: 1e9 };',
	'return { reason: { toString() { return "x".repeat(1e6); } }, point: -1 };',
	'return Symbol("no");'
];
const VIEW = [
	'',
	'view(state) { return { sequence: state.row }; },',
	'view(state) { return { grid: [["x".repeat(1e5)]] }; },',
	'view(state) { return { grid: Array.from({ length: 5000 }, () => new Array(5000)) }; },',
	'view(state) { return { sequence: [{}, [], () => 1] }; },',
	'view(state) { return new Proxy({}, { ownKeys() { throw 1; } }); },'
];

/** Puts `throw <value>` into a part now and then, in place of its body. */
const orThrow = (bodies: readonly string[]) =>
	fc.oneof(
		{ weight: 5, arbitrary: fc.constantFrom(...bodies) },
		{ weight: 1, arbitrary: fc.constantFrom(...THROWN).map((value) => `throw ${value};`) }
	);

/** A hostile student's problem file: some built-ins replaced, then odd parts. */
const hostileProblem = fc
	.record({
		overrides: fc.subarray(OVERRIDES, { maxLength: 3 }),
		topLevelThrow: fc.nat(11).map((n) => (n === 0 ? `throw ${THROWN[n % THROWN.length]};` : '')),
		points: fc.constantFrom(...POINTS),
		start: fc.constantFrom(...START),
		candidates: orThrow(CANDIDATES),
		accepts: orThrow(ACCEPTS),
		place: orThrow(['state.row.push(column);']),
		remove: orThrow(['state.row.pop();']),
		view: fc.constantFrom(...VIEW)
	})
	.map(
		(parts) => `${parts.overrides.join('\n')}
${parts.topLevelThrow}
defineProblem({
	points: ${parts.points},
	start: ${parts.start},
	candidates(state, point) { ${parts.candidates} },
	accepts(state, point, column) { ${parts.accepts} },
	place(state, point, column) { ${parts.place} },
	remove(state, point, column) { ${parts.remove} },
	${parts.view}
});
`
	);

/** A message a person can read: not empty, not a stack trace, not Backstep's own error. */
function expectReadable(message: string): void {
	expect(message.trim()).not.toBe('');
	expect(message).not.toMatch(/\n\s+at |internal error|Maximum call stack|heap out of memory/);
	expect(message.length).toBeLessThan(2000);
}

describe('a hostile student’s problem (issue 20): built-ins replaced, huge and deep values, odd throws', () => {
	it('on the command line exits 0 or 2 with a message, within 5 s, printing a bounded answer', async () => {
		await fc.assert(
			fc.asyncProperty(hostileProblem, async (code) => {
				const started = performance.now();
				const {
					code: exit,
					out,
					err
				} = await solveWith(['custom', 'hostile.js', '--all', '--limit', '3'], null, Infinity, {
					'hostile.js': code
				});
				expect(performance.now() - started).toBeLessThan(5000);
				expect([0, 2]).toContain(exit);
				if (exit === 2) {
					expect(err).toMatch(/^custom: hostile\.js(:\d+:\d+)?: \S/);
					expectReadable(err);
				}
				// Three solutions' views at most: no line sized by the student's code.
				expect(out.length).toBeLessThan(200_000);
			}),
			{ numRuns: CASES, seed: SEED }
		);
	});

	it('recorded and sought as the page does, gives moments or the student’s own error, nothing else', async () => {
		await fc.assert(
			fc.asyncProperty(hostileProblem, async (code) => {
				const loaded = customSolver.load(code, { mode: 'all' });
				if (!loaded.ok) return expectReadable(loaded.error.message.en);
				try {
					const timeline = new Timeline(loaded.value);
					while (!timeline.ended && timeline.length < EVENTS) timeline.index(500);
					for (const step of SEEKS)
						if (step <= timeline.length) expect(timeline.seek(step).step).toBe(step);
				} catch (error) {
					// The student's mistake, found while recording or going back: what and where.
					if (!(error instanceof InputFailure)) throw error;
					expectReadable(error.error.message.en);
				}
			}),
			{ numRuns: CASES, seed: SEED }
		);
	});
});
