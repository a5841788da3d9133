import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search, SearchEngine, type SearchOptions } from '../../src/engine/engine';
import { EventCode, type SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { CODE_ROLES, lineOfRole, type CodeLine } from '../../src/puzzles/kit/code-listing';
import { subsetsPuzzle } from '../../src/puzzles/subsets';
import { subsetsCode } from '../../src/puzzles/subsets/code';
import { SKIP, takenNumbers, type SubsetsBoard } from '../../src/puzzles/subsets/model';
import { parseSubsets } from '../../src/puzzles/subsets/parser';
import { SubsetsProblem } from '../../src/puzzles/subsets/problem';

type Variant = 'once' | 'reuse';
type Prune = 'on' | 'off';

function load(input: string, variant: Variant, prune: Prune, mode: 'first' | 'all' = 'all') {
	const loaded = subsetsPuzzle.load(input, { mode, variant, prune });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

/** Every solution of a search, as the numbers taken. */
function solutions(input: string, variant: Variant, prune: Prune): number[][] {
	const found: number[][] = [];
	solve(load(input, variant, prune), (board) => found.push(takenNumbers(board)));
	return found;
}

/** Subsets (by position) of `numbers` adding up to `target`: the 0/1 knapsack count, by dynamic programming. */
function subsetCount(target: number, numbers: readonly number[]): number {
	const ways = new Array<number>(target + 1).fill(0);
	ways[0] = 1;
	for (const number of numbers)
		for (let sum = target; sum >= number; sum--) ways[sum] += ways[sum - number];
	return ways[target];
}

/** Multisets of the distinct numbers adding up to `target` (each number any number of times): the coin-change count. */
function combinationCount(target: number, numbers: readonly number[]): number {
	const ways = new Array<number>(target + 1).fill(0);
	ways[0] = 1;
	for (const number of new Set(numbers))
		for (let sum = number; sum <= target; sum++) ways[sum] += ways[sum - number];
	return ways[target];
}

const input = (target: number, numbers: readonly number[]) => `${target}: ${numbers.join(' ')}`;

/** Small lists and targets: the whole search without pruning is at most 2^11 calls per case. */
const smallCase = fc.record({
	numbers: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 9 }),
	target: fc.integer({ min: 1, max: 40 })
});

describe('Subsets search', () => {
	it('finds the textbook’s three subsets of 5 10 12 13 15 18 that make 30, in the order the recursion takes them', () => {
		expect(solutions('30: 5 10 12 13 15 18', 'once', 'on')).toEqual([
			[5, 10, 15],
			[5, 12, 13],
			[12, 18]
		]);
	});

	it('counts as many subsets as dynamic programming does, with and without pruning', () => {
		fc.assert(
			fc.property(smallCase, ({ numbers, target }) => {
				const count = subsetCount(target, numbers);
				for (const prune of ['on', 'off'] as const)
					expect(solve(load(input(target, numbers), 'once', prune)).solutions).toBe(count);
			}),
			{ numRuns: 100 }
		);
		expect(solve(load('30: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15', 'once', 'on')).solutions).toBe(
			subsetCount(30, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
		);
	});

	it('counts as many combinations as the coin-change count, 292 ways to change a dollar among them', () => {
		fc.assert(
			fc.property(smallCase, ({ numbers, target }) => {
				const count = combinationCount(target, numbers);
				for (const prune of ['on', 'off'] as const)
					expect(solve(load(input(target, numbers), 'reuse', prune)).solutions).toBe(count);
			}),
			{ numRuns: 100 }
		);
		expect(combinationCount(100, [1, 5, 10, 25, 50])).toBe(292);
		expect(solve(load('100: 1 5 10 25 50', 'reuse', 'on')).solutions).toBe(292);
		expect(solutions('7: 2 3 6 7', 'reuse', 'on')).toEqual([[2, 2, 3], [7]]);
	});

	it('reports each combination once, its numbers in non-decreasing order, whatever order they were written in', () => {
		const found = solutions('12: 6 3 2 3 4', 'reuse', 'on');
		expect(found.length).toBe(combinationCount(12, [6, 3, 2, 4]));
		const written = found.map((numbers) => numbers.join(' '));
		expect(new Set(written).size).toBe(found.length);
		for (const numbers of found) {
			expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
			expect(numbers.reduce((a, b) => a + b, 0)).toBe(12);
		}
	});

	it('finds the same subsets in the same order with pruning, with far fewer tries', () => {
		const list = '30: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15';
		expect(solutions(list, 'once', 'on')).toEqual(solutions(list, 'once', 'off'));
		const pruned = solve(load(list, 'once', 'on'));
		const whole = solve(load(list, 'once', 'off'));
		// Without pruning the tree is complete: every call but the first is entered by a take or a skip.
		expect(whole.places).toBe(2 ** 16 - 2);
		expect(whole.conflicts).toBe(0);
		expect(pruned.tries).toBeLessThan(whole.tries / 5);
		fc.assert(
			fc.property(smallCase, fc.constantFrom<Variant>('once', 'reuse'), (c, variant) => {
				const text = input(c.target, c.numbers);
				expect(solutions(text, variant, 'on')).toEqual(solutions(text, variant, 'off'));
				expect(solve(load(text, variant, 'on')).places).toBeLessThanOrEqual(
					solve(load(text, variant, 'off')).places
				);
			}),
			{ numRuns: 60 }
		);
	});

	it('cuts a branch only when the sum passes the target or the numbers left cannot reach it', () => {
		const problem = new SubsetsProblem(30, [5, 10, 12, 13, 15, 18], { reuse: false, prune: true });
		let sum = 0;
		const taken: number[] = [];
		for (const event of search(problem, { mode: 'all' })) {
			if (event.kind === 'place' && event.candidate !== SKIP) {
				sum += event.candidate;
				taken.push(event.point);
			}
			if (event.kind === 'backtrack' && event.candidate !== SKIP) {
				sum -= event.candidate;
				taken.pop();
			}
			if (event.kind !== 'try' || event.verdict === 'ok') continue;
			const clash = event.conflict[0];
			const left = [5, 10, 12, 13, 15, 18].slice(event.point + 1).reduce((a, b) => a + b, 0);
			if (clash.reason === 'over') expect(sum + event.candidate).toBeGreaterThan(30);
			else {
				expect(clash.reason).toBe('short');
				expect(sum + (event.candidate === SKIP ? 0 : event.candidate) + left).toBeLessThan(30);
			}
			expect(clash.value).toBe(
				clash.reason === 'over'
					? sum + event.candidate
					: sum + (event.candidate === SKIP ? 0 : event.candidate) + left
			);
		}
	});

	it('has no subset for an odd target made of even numbers, nor when the numbers add up to too little', () => {
		expect(solve(load('15: 2 4 6 8 10', 'once', 'on')).solutions).toBe(0);
		const tooLittle = solve(load('100: 1 2 3', 'once', 'on'));
		// Pruning sees at once that 1 + 2 + 3 cannot reach 100: both first choices conflict.
		expect(tooLittle).toMatchObject({ solutions: 0, tries: 2, conflicts: 2, places: 0 });
	});

	it('stops at the first subset in first-solution mode', () => {
		const boards: SubsetsBoard[] = [];
		solve(load('30: 5 10 12 13 15 18', 'once', 'on', 'first'), (board) => boards.push(board));
		expect(boards.map(takenNumbers)).toEqual([[5, 10, 15]]);
		expect(boards[0]).toMatchObject({ sum: 30, next: 6, taken: [1, 1, 0, 0, 1, 0] });
	});

	it('loads every sample, the textbook example first, with the counts their names give', () => {
		expect(subsetsPuzzle.samples[0].input).toBe('30: 5 10 12 13 15 18');
		for (const sample of subsetsPuzzle.samples) {
			const loaded = subsetsPuzzle.load(sample.input, sample.options);
			expect(loaded.ok, sample.id).toBe(true);
			if (!loaded.ok) continue;
			const count = solve(loaded.value).solutions;
			const named = /(\d+) (subsets|combinations|ways)|(no subset)/.exec(sample.name.en);
			expect(named, sample.id).not.toBeNull();
			expect(count, sample.id).toBe(named?.[3] ? 0 : Number(named?.[1]));
		}
	});

	it('narrates the textbook example the way a teacher says it', () => {
		const problem = new SubsetsProblem(30, [5, 10, 12, 13, 15, 18], { reuse: false, prune: true });
		const engine = new SearchEngine(problem, { mode: 'all' });
		const said: string[] = [];
		for (let i = 0; i < 4; i++) {
			engine.step();
			said.push(subsetsPuzzle.narrate(engine.event() as SearchEvent, problem.board()).en);
		}
		expect(said).toEqual([
			'Try taking 5 (number 1): 0 + 5 = 5 is within the target 30, and the numbers left can still make it up.',
			'Take 5 (number 1): the sum is now 5.',
			'Try taking 10 (number 2): 5 + 10 = 15 is within the target 30, and the numbers left can still make it up.',
			'Take 10 (number 2): the sum is now 15.'
		]);
		const board = problem.board();
		expect(
			subsetsPuzzle.narrate(
				{
					step: 9,
					depth: 2,
					kind: 'try',
					point: 2,
					candidate: 12,
					verdict: 'conflict',
					conflict: [{ reason: 'over', point: -1, value: 27 }]
				},
				board
			)
		).toEqual({
			en: 'Try taking 12 (number 3): 15 + 12 = 27 passes the target 30, so pruning cuts this branch.',
			zh: '尝试选第3个数 12：15 + 12 = 27，超过目标 30，剪掉这个分支。'
		});
		expect(subsetsPuzzle.describePoint(board, 2)).toEqual({
			en: 'number 3 (12)',
			zh: '第3个数（12）'
		});
		expect(subsetsPuzzle.describePoint(board, 6).en).toBe('the end of the list');
		const done = solve(load('30: 5 10 12 13 15 18', 'once', 'on'));
		expect(
			subsetsPuzzle.narrate({ step: 1, depth: 0, kind: 'done', reason: 'exhausted' }, board, done)
		).toEqual({
			en: 'The search is over: every choice has been tried; 3 subsets found.',
			zh: '搜索结束：所有选择都已试过，共找到 3 个子集。'
		});
	});

	it('says why a call without pruning returns with nothing to try: the wrong sum at the end of the list', () => {
		const problem = new SubsetsProblem(30, [5, 10, 12, 13, 15, 18], { reuse: false, prune: false });
		const engine = new SearchEngine(problem, { mode: 'all' });
		let previous: SearchEvent | null = null;
		while (!engine.finished) {
			engine.step();
			const event = engine.event() as SearchEvent;
			if (event.kind === 'backtrack' && previous?.kind === 'place') {
				// The deepest call had no number left: every number was taken, 73 ≠ 30.
				expect(
					subsetsPuzzle.narrate(event, problem.board(), undefined, {
						kind: 'nothingFits',
						point: null
					})
				).toEqual({
					en: 'Backtrack: every number is decided and the sum 73 is not the target 30, so put 18 (number 6) back; the sum returns to 55.',
					zh: '回溯：每个数都决定了，和 73 不等于目标 30，所以放回第6个数 18，和回到 55。'
				});
				break;
			}
			previous = event;
		}
	});

	it('says a combination past the target returns at once without pruning', () => {
		const problem = new SubsetsProblem(7, [2, 3, 6, 7], { reuse: true, prune: false });
		const engine = new SearchEngine(problem, { mode: 'all' });
		let previous: SearchEvent | null = null;
		while (!engine.finished) {
			engine.step();
			const event = engine.event() as SearchEvent;
			if (event.kind === 'backtrack' && previous?.kind === 'place') {
				expect(
					subsetsPuzzle.narrate(event, problem.board(), undefined, {
						kind: 'nothingFits',
						point: null
					}).en
				).toBe(
					'Backtrack: the sum 8 has passed the target 7, so put 2 (number 1) back; the sum returns to 6.'
				);
				break;
			}
			previous = event;
		}
	});
});

describe('Subsets input', () => {
	it('reads the target and the numbers, with blanks, commas and a Chinese colon', () => {
		expect(parseSubsets('30: 5 10 12 13 15 18')).toEqual({
			ok: true,
			value: { target: 30, numbers: [5, 10, 12, 13, 15, 18] }
		});
		expect(parseSubsets('\n  7 ：2, 3,6 7 \r\n\n')).toEqual({
			ok: true,
			value: { target: 7, numbers: [2, 3, 6, 7] }
		});
		expect(parseSubsets('30:1 2').ok).toBe(true);
	});

	const errors: [string, string, { line: number; column: number }, string][] = [
		['a missing colon', '30 5 10', { line: 1, column: 3 }, 'a colon should follow the target'],
		['a missing target', ': 5 10', { line: 1, column: 1 }, 'the target is missing'],
		['two targets', '30 31: 5', { line: 1, column: 4 }, 'only the target goes before the colon'],
		['no numbers', '30:  ', { line: 1, column: 3 }, 'no numbers follow the colon'],
		['a word', '30: 5 ten 15', { line: 1, column: 7 }, '"ten" is not a whole number'],
		['a fraction', '30: 5 7.5', { line: 1, column: 7 }, '"7.5" is not a whole number'],
		['a zero', '30: 5 0 15', { line: 1, column: 7 }, '0 is out of range'],
		['a negative number', '30: -5', { line: 1, column: 5 }, '-5 is out of range'],
		['a target too big', '10001: 5', { line: 1, column: 1 }, '10001 is out of range'],
		['a second line', '30: 5 10\n15: 5', { line: 2, column: 1 }, 'only one line is expected'],
		[
			'a 41st number',
			`100: ${Array(41).fill(1).join(' ')}`,
			{ line: 1, column: 86 },
			'more than 40 numbers'
		]
	];

	it.each(errors)('rejects %s, naming the line and column', (_, text, where, what) => {
		const result = parseSubsets(text);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.error).toMatchObject(where);
		expect(result.error.message.en).toContain(
			`Line ${where.line}, column ${where.column}: ${what}`
		);
		expect(result.error.message.en).toContain('Write the target, a colon, then the numbers');
		expect(result.error.message.zh).toContain(`第${where.line}行第${where.column}列：`);
	});

	it('rejects empty input, saying what to write', () => {
		const result = parseSubsets(' \n ');
		expect(result).toMatchObject({ ok: false });
		if (!result.ok) {
			expect(result.error.message.en).toMatch(/^The input is empty\. Write the target/);
			expect(result.error.message.zh).toMatch(/^输入为空。/);
		}
	});

	it('rejects an unknown variant or pruning value', () => {
		const variant = subsetsPuzzle.load('7: 2 3', { variant: 'twice' });
		expect(variant.ok).toBe(false);
		if (!variant.ok) expect(variant.error.message.en).toContain('"twice"');
		expect(subsetsPuzzle.load('7: 2 3', { prune: 'maybe' }).ok).toBe(false);
	});
});

describe('the subsets code listing', () => {
	const views: [string, readonly CodeLine[]][] = [
		['C', subsetsCode.c],
		['TypeScript', subsetsCode.ts],
		['English pseudo-code', subsetsCode.pseudo.en],
		['Chinese pseudo-code', subsetsCode.pseudo.zh]
	];

	it.each(views)('has one line of each role, in the recursion’s order, in its %s', (_, lines) => {
		for (const role of CODE_ROLES)
			expect(lines.filter((line) => line.role === role)).toHaveLength(1);
		const order = CODE_ROLES.map((role) => lineOfRole(lines, role));
		expect(order).toEqual([...order].sort((a, b) => a - b));
		const name = /([\p{L}_][\p{L}\p{N}_]*)\s*\(/u.exec(lines[order[0]].text)?.[1];
		expect(lines[lineOfRole(lines, 'recurse')].text).toContain(`${name}(`);
	});

	it('names a take by its number and a skip in both languages', () => {
		expect(subsetsCode.candidate(12)).toEqual({ en: 'take 12', zh: '选 12' });
		expect(subsetsCode.candidate(SKIP)).toEqual({ en: 'skip', zh: '不选' });
		expect([subsetsCode.symbol(12), subsetsCode.symbol(SKIP)]).toEqual(['12', '–']);
	});
});

// ---- The event stream, as for the lessons' puzzles ----------------------------------------

/** Searches are cut here: a property needs a stretch of the stream, not all of a big search. */
const MAX_EVENTS = 2000;

const streamCase = fc.record({
	numbers: fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 12 }),
	target: fc.integer({ min: 1, max: 60 }),
	reuse: fc.boolean(),
	prune: fc.boolean(),
	search: fc.oneof(
		fc.constant<SearchOptions>({ mode: 'first' }),
		fc.integer({ min: 1, max: 30 }).map((limit): SearchOptions => ({ mode: 'all', limit }))
	)
});
type StreamCase = typeof streamCase extends fc.Arbitrary<infer T> ? T : never;

function make(c: StreamCase): SubsetsProblem {
	const numbers = c.reuse ? [...new Set(c.numbers)].sort((a, b) => a - b) : c.numbers;
	return new SubsetsProblem(c.target, numbers, { reuse: c.reuse, prune: c.prune });
}

/** The events of a search (at most MAX_EVENTS), and the board at each solution. */
function record(problem: SubsetsProblem, options: SearchOptions, from?: SearchEngine) {
	const engine = from ?? new SearchEngine(problem, options);
	const events: SearchEvent[] = [];
	const boards = new Map<number, SubsetsBoard>();
	while (!engine.finished && engine.events < MAX_EVENTS) {
		engine.step();
		events.push(engine.event() as SearchEvent);
		if (engine.code === EventCode.solution) boards.set(engine.events, problem.board());
	}
	return { events, boards, engine };
}

describe('the subsets event stream', () => {
	it('replaying take and skip rebuilds the board at every solution, and it adds up to the target', () => {
		fc.assert(
			fc.property(streamCase, (c) => {
				const problem = make(c);
				const { events, boards } = record(problem, c.search);
				const numbers = problem.board().numbers;
				const taken = new Array<number>(numbers.length).fill(0);
				let next = 0;
				// Wrong steps are gathered and checked once: an assertion per event would be slow.
				const wrong: number[] = [];
				for (const event of events) {
					if (event.kind === 'place') {
						if (event.point !== next) wrong.push(event.step);
						if (event.candidate === SKIP) next++;
						else {
							if (event.candidate !== numbers[event.point]) wrong.push(event.step);
							taken[event.point]++;
							if (!c.reuse) next++;
						}
					} else if (event.kind === 'backtrack') {
						next = event.point;
						if (event.candidate !== SKIP) taken[event.point]--;
					} else if (event.kind === 'solution') {
						const board = boards.get(event.step) as SubsetsBoard;
						expect(board).toMatchObject({ taken, next: numbers.length, sum: c.target });
						expect(takenNumbers(board).reduce((a, b) => a + b, 0)).toBe(c.target);
						if (!c.reuse) expect(Math.max(...taken)).toBeLessThanOrEqual(1);
					}
				}
				expect(wrong).toEqual([]);
			}),
			{ numRuns: 50 }
		);
	});

	it('take and skip nest like parentheses, and depth is the number of open choices', () => {
		fc.assert(
			fc.property(streamCase, (c) => {
				const { events, engine } = record(make(c), c.search);
				const open: { point: number; candidate: number }[] = [];
				let solutions = 0;
				const wrong: SearchEvent[] = [];
				events.forEach((event, index) => {
					let right = event.step === index + 1;
					if (event.kind === 'place') {
						right &&= event.depth === open.length;
						open.push({ point: event.point, candidate: event.candidate });
					} else if (event.kind === 'backtrack') {
						const undone = open.pop();
						right &&=
							undone?.point === event.point &&
							undone.candidate === event.candidate &&
							event.depth === open.length;
					} else if (event.kind === 'done') {
						right &&= event.depth === 0 && (event.reason === 'limit' || open.length === 0);
					} else {
						right &&= event.depth === open.length;
						if (event.kind === 'solution') right &&= event.index === ++solutions;
					}
					if (!right) wrong.push(event);
				});
				expect(wrong).toEqual([]);
				if (engine.finished) expect(events[events.length - 1].kind).toBe('done');
				expect(engine.maxDepth).toBeLessThan(make(c).pointCount);
			}),
			{ numRuns: 50 }
		);
	});

	it('resuming from a snapshot at a random event gives exactly the rest of the stream', () => {
		fc.assert(
			fc.property(streamCase, fc.double({ min: 0, max: 1, noNaN: true }), (c, where) => {
				const whole = record(make(c), c.search);
				const at = Math.floor(where * whole.events.length);
				const problem = make(c);
				const engine = new SearchEngine(problem, c.search);
				engine.run(at);
				const snapshot = engine.snapshot();
				// A fresh problem and engine, as a worker restoring a checkpoint has.
				const freshProblem = make(c);
				const fresh = new SearchEngine(freshProblem, c.search);
				fresh.restore(snapshot);
				expect(freshProblem.board()).toEqual(problem.board());
				const resumed = record(freshProblem, c.search, fresh);
				// Compared as text: a deep comparison of thousands of events is slow.
				const rest = JSON.stringify(whole.events.slice(at));
				expect(JSON.stringify(resumed.events)).toBe(rest);
				// The same engine, moved on and then sent back, as a seek backwards does.
				engine.run(1 + (at % 97));
				engine.restore(snapshot);
				const again = record(problem, c.search, engine);
				expect(JSON.stringify(again.events)).toBe(rest);
			}),
			{ numRuns: 50 }
		);
	});

	it('keeps a count of takes above 255 through a snapshot (300 made of ones)', () => {
		const problem = new SubsetsProblem(300, [1], { reuse: true, prune: true });
		const engine = new SearchEngine(problem, { mode: 'all' });
		engine.run(600);
		expect(problem.board().taken[0]).toBe(300);
		const fresh = new SubsetsProblem(300, [1], { reuse: true, prune: true });
		const restored = new SearchEngine(fresh, { mode: 'all' });
		restored.restore(engine.snapshot());
		expect(fresh.board()).toEqual(problem.board());
	});
});
