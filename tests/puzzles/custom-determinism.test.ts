/**
 * Issue 20, item 7: Backstep goes back in time by running the student's code again from kept
 * states, so the code must give the same events every time. Code that does not (Math.random, the
 * clock, a counter outside the state) is caught before it replaces the search on screen (its
 * first events run twice), and a restore that comes to other points or candidates is stopped.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../../src/puzzles/custom/bridge';
import { CustomProblem, type BridgeCalls } from '../../src/puzzles/custom/problem';
import { customSolver, loadCustomProblem } from '../../src/puzzles/custom/solver';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { Timeline } from '../../src/timeline/timeline';

const queens = TEMPLATES.find((template) => template.id === 'queens')?.code ?? '';
const ACCEPTS = '  accepts(state, row, column) {';

/** The N-Queens template with `lines` first in accepts (and `before` ahead of defineProblem). */
function queensWith(lines: string, before = '', n = 8): string {
	expect(queens).toContain(ACCEPTS);
	return (
		before +
		queens.replace('const n = 8;', `const n = ${n};`).replace(ACCEPTS, `${ACCEPTS}\n    ${lines}`)
	);
}

const DIFFERED =
	/^Your code gave different results when run again (from the start|from step \d+)( \(in (\w+), line (\d+)\))?: it must not use Math\.random, Date or counters outside the state\.$/;

/** The 1-based line of the first line of `code` that starts with `start`. */
const lineOf = (code: string, start: string): number =>
	code.split('\n').findIndex((line) => line.startsWith(start)) + 1;

describe('A student problem that runs differently a second time', () => {
	it('is refused as it loads when accepts uses Math.random, the clock or a counter', () => {
		for (const code of [
			queensWith("if (Math.random() < 0.2) return 'unlucky';"),
			queensWith("if (Date.now() % 3 === 0) return 'on the clock';"),
			queensWith("if (++calls % 5 === 0) return 'every fifth call';", 'let calls = 0;\n')
		]) {
			const loaded = loadCustomProblem(code, 'all');
			expect(loaded.ok, code).toBe(false);
			if (!loaded.ok) expect(loaded.error.message.en).toMatch(DIFFERED);
		}
	});

	it('names accepts and its line when Math.random parts the runs', () => {
		// (The clock parts two runs only when they read it at other moments, and a counter with a
		// short period may give the same calls in every run: neither is asserted here; a counter
		// that parts the runs of the recording is, in the test below.)
		for (const code of [queensWith("if (Math.random() < 0.2) return 'unlucky';")]) {
			const loaded = loadCustomProblem(code, 'all');
			expect(loaded.ok, code).toBe(false);
			if (loaded.ok) continue;
			const message = loaded.error.message.en;
			expect(message).toMatch(DIFFERED);
			expect(message, code).toContain(`from the start (in accepts, line ${lineOf(code, ACCEPTS)})`);
			// The editor marks the same line.
			expect(loaded.error.line).toBe(lineOf(code, ACCEPTS));
			expect(loaded.error.message.zh).toContain(
				`（在 accepts 中，第 ${lineOf(code, ACCEPTS)} 行）`
			);
		}
	});

	it('names place and its line when place uses Math.random', () => {
		const PLACE = '  place(state, row, column) {\n    state.columns.push(column);';
		expect(queens).toContain(PLACE);
		const code = queens.replace(
			PLACE,
			'  place(state, row, column) {\n    state.columns.push(Math.random() < 0.3 ? (column + 1) % n : column);'
		);
		const loaded = loadCustomProblem(code, 'all');
		expect(loaded.ok).toBe(false);
		if (loaded.ok) return;
		expect(loaded.error.message.en).toMatch(DIFFERED);
		expect(loaded.error.message.en).toContain(
			`(in place, line ${lineOf(code, '  place(state, row, column) {')})`
		);
	});

	it('is stopped when a restore comes to other points or candidates than the search did', () => {
		// A 2-point problem whose candidates, asked again on a restore, come in another order.
		const sandbox = (again: number[]): BridgeCalls =>
			({
				text: () => '{"points":2,"view":false}',
				ints: () =>
					Int32Array.from([
						(1 << 3) | Trace.enterList,
						2,
						...again,
						(2 << 3) | Trace.enterList,
						2,
						1,
						2
					]),
				run() {},
				dispose() {}
			}) as unknown as BridgeCalls;
		// The state after placing candidate 1 (index 0) at point 0: depth 1, then point, candidate, index.
		const placed = new Uint8Array(Int32Array.from([1, 0, 1, 0]).buffer);
		const same = new CustomProblem('', () => sandbox([1, 2]));
		expect(() => same.loadStateFrom(placed, 0)).not.toThrow();
		const other = new CustomProblem('', () => sandbox([2, 1]));
		let message = '';
		try {
			other.loadStateFrom(placed, 0);
		} catch (error) {
			message = (error as { error?: { message: { en: string } } }).error?.message.en ?? '';
		}
		expect(message).toBe(
			'Your code gave different results when run again: it must not use Math.random, Date or counters outside the state.'
		);
	});

	it('is stopped as it records when the code changes only after the trial, from the step it ran again from', () => {
		// Past 100,000 calls of accepts, about three calls in ten refuse, picked by a hash of the
		// call's number: a chunk run again meets other numbers, so it refuses others. Ten queens make
		// 348,150 calls in the recording alone, so the code turns well inside it however far the
		// trial (at most 20,000 events, or 300 ms on a busy machine) got; nine queens make 72,378,
		// and whether it turned before the end depended on the trial's length.
		const late = queensWith(
			"if (++calls > 100000 && ((calls * 2654435761) >>> 0) % 10 < 3) return 'late';",
			'let calls = 0;\n',
			10
		);
		const built = customSolver.build(late, { mode: 'all' });
		if (!built.ok) throw new Error(built.error.message.en);
		const timeline = new Timeline(built.value);
		let message = '';
		try {
			while (!timeline.complete) timeline.index(50_000);
		} catch (error) {
			message = (error as { error?: { message: { en: string } } }).error?.message.en ?? '';
		}
		expect(message).toMatch(DIFFERED);
		// Run twice more from that step, the counter parts them in accepts.
		expect(message).toContain(`(in accepts, line ${lineOf(late, ACCEPTS)})`);
		const from = Number(/from step (\d+)/.exec(message)?.[1]);
		expect(from).toBeGreaterThan(20_000);
		expect(from).toBeLessThan(timeline.length);
		// What was recorded before stays playable.
		expect(timeline.seek(from).step).toBe(from);
	});

	it('records every template to the end, as the same code runs the same every time', () => {
		for (const template of TEMPLATES) {
			const built = customSolver.build(template.code, { mode: 'all' });
			if (!built.ok) throw new Error(`${template.id}: ${built.error.message.en}`);
			const timeline = new Timeline(built.value);
			while (!timeline.complete) timeline.index(50_000);
			expect(timeline.length, template.id).toBeGreaterThan(0);
		}
	});
});
