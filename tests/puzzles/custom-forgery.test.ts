/**
 * Issue 20, item 6: the student's code runs in the same QuickJS context as the bridge that builds
 * the record. Changes to the built-ins cannot make the bridge forge a record, and whatever crosses
 * out of the sandbox is read as untrusted input: a bad record is refused with a message, never an
 * internal error or an allocation sized by the student.
 */
import { describe, expect, it } from 'vitest';
import { search } from '../../src/engine/engine';
import { NAME_CHARACTERS, Trace } from '../../src/puzzles/custom/bridge';
import {
	CustomProblem,
	readChecked,
	readNames,
	readWhy,
	type BridgeCalls
} from '../../src/puzzles/custom/problem';
import { loadCustomProblem } from '../../src/puzzles/custom/solver';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { solveWith } from '../cli/fake-terminal';

const permutations = TEMPLATES.find((template) => template.id === 'permutations')?.code ?? '';

/** `solve custom --count` of the permutations template (24 permutations of 4) after `prelude`. */
const countAfter = (prelude: string) =>
	solveWith(['custom', 'problem.js', '--count'], null, Infinity, {
		'problem.js': prelude + '\n' + permutations
	});

const CANNOT_READ = /^The problem's code returned something Backstep cannot read: .+\.$/;

describe('The bridge, whatever the student does to the built-ins', () => {
	it('ignores a replaced ArrayBuffer slice, JSON.stringify, Int32Array slice or a global JSON', async () => {
		for (const prelude of [
			'ArrayBuffer.prototype.slice = function () { return new ArrayBuffer(8); };',
			`JSON.stringify = () => '{"points":30000000,"view":false}';`,
			'Int32Array.prototype.slice = null; globalThis.JSON = 1; var Reflect = 2;',
			'Object.prototype.x = 1; Array.prototype[5] = 9;'
		])
			expect(await countAfter(prelude), prelude).toMatchObject({ code: 0, out: '24\n' });
	});

	it('refuses a redefined built-in or a shadowed global with the line, and exits 2', async () => {
		const shadowed = await countAfter('let JSON = { stringify: () => "1", parse: () => 1 };');
		expect(shadowed.code).toBe(2);
		expect(shadowed.err).toMatch(/Syntax error: redeclaration of 'JSON'/);
		const redefined = await countAfter(
			"Object.defineProperty(Object.getPrototypeOf(Int32Array.prototype), 'buffer', { get() { return new ArrayBuffer(4e8); } });"
		);
		expect(redefined.code).toBe(2);
		expect(redefined.err).toMatch(/^custom: problem\.js:1:\d+: TypeError in the top level/);
		const assigned = await countAfter(
			"'use strict'; ArrayBuffer.prototype.slice = () => new ArrayBuffer(8);"
		);
		expect(assigned.code).toBe(2);
		expect(assigned.err).toMatch(/^custom: problem\.js:1:\d+: TypeError/);
	});

	it('lets a student name their own error and give their own object a toString', () => {
		const loaded = loadCustomProblem(
			[
				"class Oops extends Error { constructor(m) { super(m); this.name = 'Oops'; } }",
				"const shown = {}; shown.toString = () => 'mine';",
				"if (String(shown) !== 'mine') throw new Error('toString was not set');",
				"throw new Oops('named');"
			].join('\n'),
			'all'
		);
		expect(loaded.ok).toBe(false);
		if (!loaded.ok) expect(loaded.error.message.en).toBe('Oops in Oops: named.');
	});

	it('searches the candidates that were checked, not what a Proxy answers when read again', () => {
		// Once its four items were read (and checked), the list says it has 30,000,000 items of 1.5.
		const code = permutations.replace(
			'    return all;',
			`    let reads = 0;
    return new Proxy(all, {
      get(target, key) {
        if (key === 'length') return reads >= 4 ? 3e7 : target.length;
        if (typeof key === 'string' && /^[0-9]+$/.test(key)) return ++reads > 4 ? 1.5 : target[key];
        return target[key];
      }
    });`
		);
		expect(code).toContain('new Proxy');
		const loaded = loadCustomProblem(code, 'all');
		if (!loaded.ok) throw new Error(loaded.error.message.en);
		const solutions = [...search(loaded.value, { mode: 'all' })].filter(
			(event) => event.kind === 'solution'
		);
		expect(solutions).toHaveLength(24);
	});
});

/** A sandbox that answers `check` and `restore` as a real one would for a 2-point problem, and `run` with `forged`. */
/** What a sound bridge's check says of a problem of two points, without a view or names. */
const CHECKED = '{"points":2,"view":false,"describePoint":false,"describeCandidate":false}';

function forging(forged: Partial<Record<'check' | 'why' | 'run' | 'words', unknown>>): BridgeCalls {
	const enterList = (point: number, candidates: number[]) => [
		((point + 1) << 3) | Trace.enterList,
		candidates.length,
		...candidates
	];
	return {
		text(name: string) {
			if (name === 'check') return (forged.check as string) ?? CHECKED;
			if (name === 'why') return (forged.why as string) ?? '';
			if (name === 'words') return forged.words as string;
			return 'null';
		},
		ints(name: string) {
			if (name === 'run' && forged.run !== undefined)
				return Int32Array.from(forged.run as number[]);
			return Int32Array.from(enterList(0, [1, 2]));
		},
		run() {},
		dispose() {}
	} as unknown as BridgeCalls;
}

/** What a search of a problem on a forging sandbox ends with: the message a student reads. */
function refusal(forged: Parameters<typeof forging>[0]): string {
	try {
		const problem = new CustomProblem('', () => forging(forged));
		for (const event of search(problem, { mode: 'all' })) void event;
		problem.explainConflict(0, 1);
	} catch (error) {
		return (error as { error?: { message: { en: string } } }).error?.message.en ?? String(error);
	}
	return 'no refusal';
}

describe('A forged record', () => {
	it('of the check is refused before anything is sized by it', () => {
		expect(() => readChecked('{"points":30000000,"view":false}')).toThrow(/30000000/);
		expect(refusal({ check: '{"points":30000000,"view":false}' })).toMatch(CANNOT_READ);
		expect(refusal({ check: '{"points":2.5,"view":false}' })).toMatch(/points is 2\.5/);
		expect(refusal({ check: 'not json' })).toMatch(/check gave text that is not JSON/);
		expect(refusal({ check: '{"points":2}' })).toMatch(CANNOT_READ);
		expect(refusal({ check: '{"points":2,"view":false,"describePoint":1}' })).toMatch(
			/whether there is describePoint/
		);
	});

	it('of a trace is refused: a list of 30,000,000 candidates, a point past the problem, a try going back', () => {
		const huge = [((0 + 1) << 3) | Trace.enterList, 30_000_000, 1];
		expect(refusal({ run: huge })).toMatch(/a list of 30000000 candidates/);
		// The first call's list is fine; its first try claims to fit candidate index -1.
		expect(refusal({ run: [(0 << 3) | Trace.fit] })).toMatch(CANNOT_READ);
		expect(refusal({ run: [] })).toMatch(/an empty trace/);
		expect(refusal({ run: [((7 + 1) << 3) | Trace.enter] })).toMatch(CANNOT_READ);
		expect(refusal({ run: [Trace.place] })).toMatch(/out of step/);
	});

	it('of names is refused unless it is one text for each point or candidate asked', () => {
		// The board of the start names both points; nothing is searched.
		const naming = (words: string) => {
			const check = CHECKED.replace('"describePoint":false', '"describePoint":true');
			try {
				return new CustomProblem('', () => forging({ check, words })).board().words;
			} catch (error) {
				return (error as { error: { message: { en: string } } }).error.message.en;
			}
		};
		expect(naming('["row 1","row 2"]')).toEqual({
			points: { 0: 'row 1', 1: 'row 2' },
			candidates: {}
		});
		expect(naming('["row 1"]')).toMatch(/2 names asked for, and something else given/);
		expect(naming('["row 1",2]')).toMatch(/a name that is not text/);
		expect(naming('{"0":"row 1","1":"row 2"}')).toMatch(CANNOT_READ);
		expect(naming('not json')).toMatch(/words gave text that is not JSON/);
		// A name is cut to NAME_CHARACTERS even when the bridge is made to send it whole.
		expect(readNames(JSON.stringify(['x'.repeat(5000), '']), 2)).toEqual([
			'x'.repeat(NAME_CHARACTERS) + '…',
			null
		]);
	});

	it('of a reason is refused when its point is not one of the problem’s', () => {
		expect(readWhy('{"reason":"same column","point":1}', 2)).toEqual({
			reason: 'same column',
			point: 1
		});
		expect(() => readWhy('{"reason":"x","point":30000000}', 2)).toThrow(/point 30000000/);
		expect(() => readWhy('{"reason":7,"point":0}', 2)).toThrow(/reason that is not text/);
	});
});
