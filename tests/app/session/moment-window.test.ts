import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MomentWindow, WINDOW_REACH } from '../../../src/app/session/moment-window';
import type { Moment } from '../../../src/timeline/moment';
import { applyPatch, diffValue, PatchError, type Patch } from '../../../src/timeline/moment-patch';
import { SearchHost } from '../../../src/worker/host';
import {
	MAX_WINDOW_REACH,
	readResponse,
	type MomentNeighbours,
	type WorkerResponse
} from '../../../src/worker/protocol';
import { fixtureLines } from '../../fixture';

/**
 * A host whose indexing slices run only when the test says so; replies are cloned as postMessage
 * would. Its windows take as long as they need (`windowMs`), so their reach does not depend on
 * the machine's speed.
 */
function manualHost(windowMs = Infinity) {
	const replies: WorkerResponse[] = [];
	const queue: (() => void)[] = [];
	const host = new SearchHost(
		(message) => replies.push(structuredClone(message)),
		(task) => queue.push(task),
		undefined,
		{ windowMs }
	);
	let id = 0;
	/** Sends a request and returns its reply, checked as the page checks it. */
	const ask = (request: Record<string, unknown>): WorkerResponse => {
		const asked = ++id;
		host.handle({ ...request, id: asked });
		const reply = replies.find((message) => 'id' in message && message.id === asked);
		const read = readResponse(reply);
		if ('malformed' in read) throw new Error(read.malformed);
		return read;
	};
	const runSlices = (count = Infinity): void => {
		for (let ran = 0; ran < count && queue.length > 0; ran++) queue.shift()?.();
	};
	const seek = (step: number): Moment => {
		const reply = ask({ type: 'seek', step });
		if (reply.type !== 'moment') throw new Error(`seek got ${reply.type}`);
		return reply.moment;
	};
	/** Steps recorded now: a seek past the end lands on the last. */
	const length = (): number => seek(Number.MAX_SAFE_INTEGER).step;
	const window = (step: number, before = WINDOW_REACH, after = WINDOW_REACH): MomentNeighbours => {
		const reply = ask({ type: 'window', step, before, after });
		if (reply.type !== 'window') throw new Error(`window got ${reply.type}`);
		return reply.window;
	};
	return { ask, runSlices, length, seek, window };
}

/** A page's window filled around `step` as the session fills it: from the seek it showed. */
function filledWindow(host: ReturnType<typeof manualHost>, step: number, generation = 1) {
	const center = host.seek(step);
	const window = new MomentWindow();
	expect(window.fill(generation, center, host.window(step))).toBe(true);
	return window;
}

/** Row-major on this top95 grid makes about 10^9 tries: it is still being recorded in any test. */
const endlessSudoku = {
	type: 'load',
	puzzle: 'sudoku',
	input: fixtureLines('sudoku_norvig_top95.txt')[4],
	options: { order: 'rowmajor', mode: 'first' }
};

/** Each search the window is checked on: small, recorded whole in a few slices. */
const loads = [
	{ type: 'load', puzzle: 'queens', input: '6', options: { mode: 'all' } },
	{ type: 'load', puzzle: 'ring', input: '8', options: { mode: 'all' } },
	{
		type: 'load',
		puzzle: 'maze',
		input: ['0011100011', '1011101000', '1011101010', '1000001010', '1110111000'].join('\n'),
		options: { mode: 'all' }
	}
];

/** JSON-like values without keys that would reach a prototype. */
const plainValue = fc
	.jsonValue()
	.filter((value) => !/__proto__|constructor|prototype/.test(JSON.stringify(value)));

describe('patches between moments', () => {
	it('a patch makes the second value from the first, whatever they are', () => {
		fc.assert(
			fc.property(plainValue, plainValue, (from, to) => {
				const patch = diffValue(from, to);
				expect(patch === null ? from : applyPatch(from, patch)).toStrictEqual(to);
			})
		);
	});

	it('a patch makes an array moved by one, grown or cut, with a few items changed', () => {
		const edit = fc.record({
			items: fc.array(fc.record({ n: fc.integer({ min: 0, max: 9 }) }, { noNullPrototype: true }), {
				maxLength: 40
			}),
			shift: fc.constantFrom(-1, 0, 1),
			grow: fc.integer({ min: -3, max: 3 }),
			changes: fc.array(fc.nat(), { maxLength: 3 })
		});
		fc.assert(
			fc.property(edit, ({ items, shift, grow, changes }) => {
				let to = shift === 1 ? items.slice(1) : shift === -1 ? [{ n: 7 }, ...items] : [...items];
				to =
					grow >= 0
						? [...to, ...Array.from({ length: grow }, (_, i) => ({ n: i }))]
						: to.slice(0, grow);
				for (const change of changes) if (to.length > 0) to[change % to.length] = { n: 10 };
				const patch = diffValue(items, to);
				expect(patch === null ? items : applyPatch(items, patch)).toStrictEqual(to);
			})
		);
	});

	it('applying a patch leaves the value it starts from as it was, and shares what did not change', () => {
		const from = { walls: [true, false, true], path: [1, 2, 3], heat: [0, 0, 1] };
		const to = { walls: from.walls, path: [1, 2, 3, 4], heat: [0, 1, 1] };
		const before = structuredClone(from);
		const made = applyPatch(from, diffValue(from, to) as Patch) as typeof to;
		expect(made).toStrictEqual(to);
		expect(from).toStrictEqual(before);
		expect(made.walls).toBe(from.walls);
	});

	it('a patch that does not fit its value is refused', () => {
		const cases: [unknown, Patch][] = [
			[[1, 2], { kind: 'object', fields: {} }],
			[{ a: 1 }, { kind: 'array', length: 0, shift: 0, items: [] }],
			[[1, 2], { kind: 'array', length: 3, shift: 0, items: [] }],
			[[1, 2], { kind: 'array', length: 2, shift: -1, items: [[1, { kind: 'set', value: 5 }]] }],
			[[1, 2], { kind: 'array', length: 2, shift: 0, items: [[2, { kind: 'set', value: 5 }]] }],
			[
				[1, 2],
				{
					kind: 'array',
					length: 2,
					shift: 0,
					items: [
						[1, { kind: 'set', value: 5 }],
						[0, { kind: 'set', value: 5 }]
					]
				}
			],
			[{ a: 1 }, JSON.parse('{"kind":"object","fields":{"__proto__":{"kind":"set","value":1}}}')]
		];
		for (const [value, patch] of cases) expect(() => applyPatch(value, patch)).toThrow(PatchError);
		expect(({} as Record<string, unknown>).kind).toBeUndefined();
	});
});

describe('the window of moments next to a step', () => {
	it('every moment a window makes equals the worker’s seek to that step', () => {
		for (const load of loads) {
			const host = manualHost();
			host.ask(load);
			host.runSlices();
			const length = host.length();
			expect(length).toBeGreaterThan(2 * WINDOW_REACH);
			const centers = [
				0,
				1,
				length >> 1,
				length - 1,
				length,
				...[3, 7, 11].map((k) => (length * k) >> 4)
			];
			for (const center of centers) {
				const window = filledWindow(host, center);
				const { from, to } = window.range;
				expect(from).toBe(Math.max(0, center - WINDOW_REACH));
				expect(to).toBe(Math.min(length, center + WINDOW_REACH));
				// Outwards, inwards and across the center: each made from the last one made.
				const order = [
					...Array.from({ length: to - from + 1 }, (_, i) => to - i),
					...Array.from({ length: to - from + 1 }, (_, i) => from + i)
				];
				for (const step of order) expect(window.lookup(step, 1)).toStrictEqual(host.seek(step));
				expect(window.lookup(to + 1, 1)).toBeNull();
				expect(from === 0 || window.lookup(from - 1, 1) === null).toBe(true);
			}
		}
	});

	it('a backtrack made by the window says why, as a seek does', () => {
		const host = manualHost();
		host.ask(loads[0]);
		host.runSlices();
		const length = host.length();
		let checked = 0;
		for (let center = 0; center <= length && checked < 20; center += 2 * WINDOW_REACH) {
			const window = filledWindow(host, center);
			for (let step = window.range.from; step <= window.range.to; step++) {
				const moment = window.lookup(step, 1);
				if (moment?.event?.kind !== 'backtrack') continue;
				expect(moment.cause).toBeDefined();
				expect(moment).toStrictEqual(host.seek(step));
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(0);
	});

	it('a window never claims a step the worker had not recorded when it made it', () => {
		const host = manualHost();
		host.ask(endlessSudoku);
		host.runSlices(1);
		const length = host.length();
		expect(length).toBeGreaterThan(0);
		const window = filledWindow(host, length - 2);
		expect(window.range.to).toBe(length);
		host.runSlices(3);
		expect(host.length()).toBeGreaterThan(length);
		expect(window.lookup(length + 1, 1)).toBeNull();
		expect(window.lookup(length, 1)).toStrictEqual(host.seek(length));
	});

	it('a worker short of time sends a narrower window, one step each side at least', () => {
		const host = manualHost(0);
		host.ask(loads[0]);
		host.runSlices();
		const window = filledWindow(host, 20);
		expect(window.range).toEqual({ from: 19, to: 21 });
		for (let step = 19; step <= 21; step++)
			expect(window.lookup(step, 1)).toStrictEqual(host.seek(step));
	});

	it('a window answers only for the search it was filled in, and not once cleared', () => {
		const host = manualHost();
		host.ask(loads[0]);
		host.runSlices();
		const window = filledWindow(host, 20, 3);
		expect(window.lookup(21, 4)).toBeNull();
		expect(window.lookup(21, 3)).toStrictEqual(host.seek(21));
		window.clear();
		expect(window.lookup(21, 3)).toBeNull();
		expect(window.lookup(20, 3)).toBeNull();
	});

	it('neighbours about another step than the moment held are not taken', () => {
		const host = manualHost();
		host.ask(loads[0]);
		host.runSlices();
		const window = new MomentWindow();
		expect(window.fill(1, host.seek(20), host.window(21))).toBe(false);
		expect(window.lookup(21, 1)).toBeNull();
	});

	it('patches that make a malformed moment empty the window and show nothing', () => {
		const host = manualHost();
		host.ask(loads[0]);
		host.runSlices();
		const center = host.seek(20);
		const neighbours = host.window(20);
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const bad: MomentNeighbours = {
			...neighbours,
			next: [
				{ kind: 'object', fields: { heat: { kind: 'set', value: [-1] } } },
				...neighbours.next.slice(1)
			]
		};
		const window = new MomentWindow();
		window.fill(1, center, bad);
		expect(window.lookup(21, 1)).toBeNull();
		expect(window.lookup(19, 1)).toBeNull();
		const wrongStep: MomentNeighbours = {
			...neighbours,
			next: [{ kind: 'object', fields: {} }]
		};
		window.fill(1, center, wrongStep);
		expect(window.lookup(21, 1)).toBeNull();
		expect(warn).toHaveBeenCalledTimes(2);
		warn.mockRestore();
	});

	it('makes the steps next to the one on screen ahead of a click, which then applies no patch', () => {
		const host = manualHost();
		host.ask(loads[0]);
		host.runSlices();
		const center = host.seek(20);
		const neighbours = host.window(20);
		const next = [...neighbours.next];
		const previous = [...neighbours.previous];
		const window = new MomentWindow();
		window.fill(1, center, { ...neighbours, next, previous });
		expect(window.lookup(21, 1)).toStrictEqual(host.seek(21));
		window.prepare(21, 1);
		// The patches to 22 and to 20 are spoilt now: only a moment made before the click is right.
		const spoilt: Patch = { kind: 'object', fields: { step: { kind: 'set', value: -1 } } };
		next[1] = spoilt;
		previous[0] = spoilt;
		expect(window.lookup(22, 1)).toStrictEqual(host.seek(22));
		expect(window.lookup(21, 1)).toStrictEqual(host.seek(21));
		expect(window.lookup(20, 1)).toBe(center);
		// A step not made ahead is made at the click: from the spoilt patch, which empties the window.
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(window.lookup(19, 1)).toBeNull();
		expect(warn).toHaveBeenCalledTimes(1);
		warn.mockRestore();
		expect(window.lookup(22, 1)).toBeNull();
	});

	it('gives the worker’s moment for every step, whatever steps were made ahead and looked up before', () => {
		const host = manualHost();
		host.ask(loads[1]);
		host.runSlices();
		const length = host.length();
		const seeks = new Map<number, Moment>();
		const seek = (step: number): Moment => {
			if (!seeks.has(step)) seeks.set(step, host.seek(step));
			return seeks.get(step) as Moment;
		};
		const center = Math.floor(length / 2);
		const neighbours = host.window(center);
		const offset = fc.integer({ min: -WINDOW_REACH - 1, max: WINDOW_REACH + 1 });
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.boolean(), offset), { maxLength: 30 }), (moves) => {
				const window = new MomentWindow();
				window.fill(1, seek(center), neighbours);
				for (const [ahead, at] of moves) {
					const step = center + at;
					if (ahead) window.prepare(step, 1);
					else if (Math.abs(at) > WINDOW_REACH) expect(window.lookup(step, 1)).toBeNull();
					else expect(window.lookup(step, 1)).toStrictEqual(seek(step));
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('a refill is wanted near either end of the window, not at the ends of the search', () => {
		const host = manualHost();
		host.ask(loads[0]);
		host.runSlices();
		const length = host.length();
		const window = filledWindow(host, 100);
		expect(window.wants(100, 1)).toBe(false);
		expect(window.wants(100 + WINDOW_REACH - 1, 1)).toBe(true);
		expect(window.wants(100 - WINDOW_REACH + 1, 1)).toBe(true);
		expect(window.wants(100, 2)).toBe(true);
		expect(filledWindow(host, 2).wants(1, 1)).toBe(false);
		expect(filledWindow(host, length - 1).wants(length, 1, length)).toBe(false);
		expect(filledWindow(host, length - 1).wants(length, 1)).toBe(true);
	});

	it('a refill is wanted for a step the page needs next beyond a window cut short, though the step on screen is far from its end', () => {
		const host = manualHost();
		host.ask(loads[0]);
		host.runSlices();
		const length = host.length();
		// The worker's time for a window ran out 5 steps ahead (a loaded machine).
		const full = host.window(0);
		const cut = { ...full, next: full.next.slice(0, 5) };
		const window = new MomentWindow();
		expect(window.fill(1, host.seek(0), cut)).toBe(true);
		expect(window.range).toEqual({ from: 0, to: 5 });
		// Step 0 is more than the margin from the end: on its own, no refill.
		expect(window.wants(0, 1)).toBe(false);
		expect(window.wants(0, 1, Infinity, 5)).toBe(false);
		expect(window.wants(0, 1, Infinity, 6)).toBe(true);
		// Not beyond the search's last step once it is recorded whole.
		expect(window.wants(0, 1, 5, 6)).toBe(false);
		expect(window.wants(0, 1, length, 6)).toBe(true);
	});
});

describe('window requests and replies', () => {
	it('the worker refuses a window request out of bounds', () => {
		const host = manualHost();
		host.ask(loads[0]);
		for (const bad of [
			{ type: 'window', step: 3, before: MAX_WINDOW_REACH + 1, after: 1 },
			{ type: 'window', step: 3, before: 1, after: -1 },
			{ type: 'window', step: 'x', before: 1, after: 1 }
		])
			expect(host.ask(bad)).toMatchObject({ type: 'error' });
	});

	it('the page refuses a window reply of the wrong shape', () => {
		const reply = (window: unknown) => readResponse({ type: 'window', id: 1, window });
		const set = { kind: 'set', value: 1 };
		const good = { step: 2, next: [set], previous: [set, set] };
		expect(reply(good)).not.toHaveProperty('malformed');
		const bad: unknown[] = [
			{ ...good, previous: [set, set, set] },
			{ ...good, next: Array.from({ length: MAX_WINDOW_REACH + 1 }, () => set) },
			{ ...good, next: [{ kind: 'replace' }] },
			{ ...good, next: [{ kind: 'object', fields: { a: 1 } }] },
			{ ...good, next: [JSON.parse('{"kind":"object","fields":{"__proto__":{"kind":"set"}}}')] },
			{ ...good, next: [{ kind: 'object', fields: {}, drop: ['constructor'] }] },
			{ ...good, next: [{ kind: 'array', length: 2, shift: 0, items: [[2, set]] }] },
			{
				...good,
				next: [
					{
						kind: 'array',
						length: 2,
						shift: 0,
						items: [
							[1, set],
							[0, set]
						]
					}
				]
			},
			{ ...good, next: [{ kind: 'array', length: 2, shift: 0.5, items: [] }] },
			{ ...good, step: -1 }
		];
		let nested: unknown = set;
		for (let i = 0; i < 40; i++) nested = { kind: 'object', fields: { a: nested } };
		bad.push({ ...good, next: [nested] });
		for (const window of bad) expect(reply(window)).toHaveProperty('malformed');
	});
});
