import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchOptions } from '../../src/engine/engine';
import { EventCode, type SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { CODE_ROLES, lineOfRole, type CodeLine } from '../../src/puzzles/kit/code-listing';
import { permutationsPuzzle } from '../../src/puzzles/permutations';
import { permutationsCode } from '../../src/puzzles/permutations/code';
import { formatPermutation } from '../../src/puzzles/permutations/format';
import { candidateOf, itemOf, type PermutationsBoard } from '../../src/puzzles/permutations/model';
import { parsePermutations, wordInput } from '../../src/puzzles/permutations/parser';
import { PermutationsProblem } from '../../src/puzzles/permutations/problem';
import { fixtureRows } from '../fixture';

/** OEIS A000142 from the fixture: n -> n!. */
const factorials = new Map(
	fixtureRows('oeis_A000142_factorials.csv').map(([n, f]) => [Number(n), BigInt(f)])
);

type Repeats = 'keep' | 'skip';

function load(input: string, repeats: Repeats, mode: 'first' | 'all' = 'all') {
	const loaded = permutationsPuzzle.load(input, { mode, repeats });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

/** Every permutation a search reports, as the command line prints it. */
function orderings(input: string, repeats: Repeats): string[] {
	const found: string[] = [];
	solve(load(input, repeats), (board) => found.push(formatPermutation(board)));
	return found;
}

/** n! / (k1! k2! …) for the counts k of each letter: the distinct arrangements of a word. */
function multinomial(letters: readonly string[]): number {
	const counts = new Map<string, number>();
	for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1);
	let result = 1;
	let placed = 0;
	// Built up as a product of binomials, so no intermediate value leaves the exact integers.
	for (const count of counts.values())
		for (let k = 1; k <= count; k++) {
			placed++;
			result = (result * placed) / k;
		}
	return result;
}

/** Small words over a small alphabet, so that letters repeat often. */
const word = fc
	.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 7 })
	.map((letters) => letters.join(''));

describe('Permutations search', () => {
	it('counts n! orderings of 1..n, as OEIS A000142 lists them', () => {
		for (let n = 1; n <= 8; n++)
			expect(BigInt(solve(load(String(n), 'keep')).solutions), `n = ${n}`).toBe(factorials.get(n));
	});

	it('counts n! orderings of the letters of a word, repeated letters and all', () => {
		fc.assert(
			fc.property(word, (w) => {
				expect(BigInt(solve(load(w, 'keep')).solutions)).toBe(factorials.get(w.length));
			}),
			{ numRuns: 60 }
		);
	});

	it('counts each distinct arrangement once when repeats are skipped: the multinomial n!/(k1!…km!)', () => {
		fc.assert(
			fc.property(word, (w) => {
				const found = orderings(w, 'skip');
				expect(found.length).toBe(multinomial([...w]));
				expect(new Set(found).size).toBe(found.length);
				// The same arrangements as every ordering, without the repeats.
				expect(new Set(found)).toEqual(new Set(orderings(w, 'keep')));
			}),
			{ numRuns: 60 }
		);
		expect(orderings('aab', 'skip')).toEqual(['aab', 'aba', 'baa']);
		expect(multinomial([...'mississippi'])).toBe(34650);
		expect(solve(load('mississippi', 'skip')).solutions).toBe(34650);
	});

	it('orders 1..n in lexicographic order, the way the loop over the items makes them', () => {
		const four = orderings('4', 'keep');
		expect(four.slice(0, 3)).toEqual(['1 2 3 4', '1 2 4 3', '1 3 2 4']);
		expect(four).toEqual([...four].sort());
		expect(orderings('ABC', 'keep')).toEqual(['ABC', 'ACB', 'BAC', 'BCA', 'CAB', 'CBA']);
		// Without skipping, a word is ordered as written, so "aab" makes each arrangement twice.
		expect(orderings('aab', 'keep')).toEqual(['aab', 'aba', 'aab', 'aba', 'baa', 'baa']);
	});

	it('makes n! leaves: every place at the last position is a solution, and no try conflicts there', () => {
		const stats = solve(load('5', 'keep'));
		// Places at depth d: 5!/(5-d)!, for d = 1..5.
		expect(stats.places).toBe(5 + 20 + 60 + 120 + 120);
		expect(stats.solutions).toBe(120);
		expect(stats.maxDepth).toBe(5);
	});

	it('stops at the first ordering in first-solution mode', () => {
		const boards: PermutationsBoard[] = [];
		solve(load('dcba', 'keep', 'first'), (board) => boards.push(board));
		expect(boards.map(formatPermutation)).toEqual(['dcba']);
		solve(load('dcba', 'skip', 'first'), (board) => boards.push(board));
		expect(formatPermutation(boards[1])).toBe('abcd');
	});

	it('loads every sample, the classic first, with the counts their names give', () => {
		expect(permutationsPuzzle.samples[0].input).toBe('ABC');
		for (const sample of permutationsPuzzle.samples) {
			const loaded = permutationsPuzzle.load(sample.input, sample.options);
			expect(loaded.ok, sample.id).toBe(true);
			if (!loaded.ok) continue;
			expect(solve(loaded.value).solutions, sample.id).toBe(
				Number(/(\d+) permutations/.exec(sample.name.en)?.[1])
			);
		}
	});

	it('names the clash: the position an item is used at, or the equal letter still unused before it', () => {
		const problem = new PermutationsProblem(['a', 'a', 'b'], { numbers: false, distinct: true });
		const events = [...searchOf(problem)];
		const used = events.find(
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'used'
		);
		expect(used).toMatchObject({ point: 1, conflict: [{ reason: 'used', point: 0 }] });
		const repeat = events.find(
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict[0].reason === 'repeat'
		);
		// Back at position 1 after "a a b" and "a b a": the second "a" with the first unused.
		expect(repeat).toMatchObject({
			point: 0,
			conflict: [{ reason: 'repeat', point: -1, value: 0 }]
		});
		expect(itemOf((repeat as { candidate: number }).candidate)).toBe(1);
	});

	it('narrates "aab" the way a teacher says it', () => {
		const problem = new PermutationsProblem(['a', 'a', 'b'], { numbers: false, distinct: true });
		const engine = new SearchEngine(problem, { mode: 'all' });
		const said: string[] = [];
		for (let i = 0; i < 4; i++) {
			engine.step();
			said.push(permutationsPuzzle.narrate(engine.event() as SearchEvent, problem.board()).en);
		}
		expect(said).toEqual([
			'Try "a" (letter 1) at position 1: it is not used yet.',
			'Place "a" (letter 1) at position 1 and mark it used: a so far.',
			'Try "a" (letter 1) at position 2: it is already used, at position 1.',
			'Try "a" (letter 2) at position 2: it is not used yet.'
		]);
		const board = problem.board();
		const a2 = candidateOf(['a', 'a', 'b'], false, 1);
		expect(
			permutationsPuzzle.narrate(
				{
					step: 20,
					depth: 0,
					kind: 'try',
					point: 0,
					candidate: a2,
					verdict: 'conflict',
					conflict: [{ reason: 'repeat', point: -1, value: 0 }]
				},
				board
			)
		).toEqual({
			en: 'Try "a" (letter 2) at position 1: the equal "a" (letter 1) before it is still unused, so this would repeat arrangements already made.',
			zh: '在第1个位置尝试“a”（第2个字母）：它前面相同的“a”（第1个字母）还没用，放它会重复已有的排列。'
		});
		expect(
			permutationsPuzzle.narrate(
				{ step: 9, depth: 3, kind: 'solution', index: 2 },
				{
					...board,
					slots: [0, 2, 1],
					placed: 3
				}
			)
		).toEqual({ en: 'Permutation 2: aba.', zh: '第2个排列：aba。' });
		expect(
			permutationsPuzzle.narrate(
				{ step: 10, depth: 2, kind: 'backtrack', point: 2, candidate: a2 },
				board,
				undefined,
				{ kind: 'solution', index: 2 }
			).en
		).toBe(
			'Backtrack: permutation 2 is recorded and the search goes on, so take "a" (letter 2) back from position 3 and clear its used mark.'
		);
		expect(permutationsPuzzle.describePoint(board, 1)).toEqual({
			en: 'position 2',
			zh: '第2个位置'
		});
		const counters = solve(load('aab', 'skip'));
		expect(
			permutationsPuzzle.narrate(
				{ step: 1, depth: 0, kind: 'done', reason: 'exhausted' },
				board,
				counters
			)
		).toEqual({
			en: 'The search is over: every item has been tried at every position; 3 permutations found.',
			zh: '搜索结束：每个位置的每个元素都已试过，共找到 3 个排列。'
		});
	});
});

describe('Permutations input', () => {
	it('reads a number n or a word, with blanks around it', () => {
		expect(parsePermutations(' 4\n')).toEqual({ ok: true, value: { kind: 'numbers', n: 4 } });
		expect(parsePermutations('aab')).toEqual({
			ok: true,
			value: { kind: 'word', letters: ['a', 'a', 'b'] }
		});
		expect(parsePermutations('中文字')).toMatchObject({
			ok: true,
			value: { letters: ['中', '文', '字'] }
		});
		// A letter written with a combining accent is one letter.
		expect(parsePermutations('e\u0301te')).toMatchObject({
			ok: true,
			value: { letters: ['e\u0301', 't', 'e'] }
		});
	});

	it('reads a word of digits in quotes or with a leading zero, never as the number (issue 21, item 20)', () => {
		const word = (letters: string) => ({
			ok: true,
			value: { kind: 'word', letters: [...letters] }
		});
		expect(parsePermutations('"112"')).toEqual(word('112'));
		expect(parsePermutations(' 007 ')).toEqual(word('007'));
		expect(parsePermutations('"aab"')).toEqual(word('aab'));
		expect(parsePermutations('7')).toEqual({ ok: true, value: { kind: 'numbers', n: 7 } });
		// The editor writes what is typed in its word box so that it reads back as that word.
		for (const typed of ['112', 'aab', '007', '中文'])
			expect(parsePermutations(wordInput(typed))).toEqual(word(typed));
	});

	const errors: [string, string, { line: number; column: number }, string][] = [
		['empty quotes', ' ""', { line: 1, column: 2 }, 'the quotes hold no word'],
		['a quote left open', '"12', { line: 1, column: 1 }, '""" is not a letter'],
		['a number too big', '13', { line: 1, column: 1 }, '13 is out of range'],
		['zero', '\n 0', { line: 2, column: 2 }, '0 is out of range'],
		[
			'two words',
			'abc def',
			{ line: 1, column: 5 },
			'only one number or word is expected, but "def" follows abc'
		],
		['a sign in a word', 'ab-c', { line: 1, column: 3 }, '"-" is not a letter'],
		[
			'a word too long',
			'combinatorics',
			{ line: 1, column: 13 },
			'the word is longer than 12 letters'
		]
	];

	it.each(errors)('rejects %s, naming the line and column', (_, text, where, what) => {
		const result = parsePermutations(text);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.error).toMatchObject(where);
		expect(result.error.message.en).toContain(
			`Line ${where.line}, column ${where.column}: ${what}`
		);
		expect(result.error.message.en).toContain('Enter a number n from 1 to 12');
		expect(result.error.message.zh).toContain(`第${where.line}行第${where.column}列：`);
	});

	it('rejects empty input and an unknown repeats value', () => {
		const empty = parsePermutations('   ');
		expect(empty.ok).toBe(false);
		if (!empty.ok) expect(empty.error.message.en).toMatch(/^The input is empty\. Enter/);
		const repeats = permutationsPuzzle.load('aab', { repeats: 'sometimes' });
		expect(repeats.ok).toBe(false);
		if (!repeats.ok) expect(repeats.error.message.en).toContain('"sometimes"');
	});
});

describe('the permutations code listing', () => {
	const views: [string, readonly CodeLine[]][] = [
		['C', permutationsCode.c],
		['TypeScript', permutationsCode.ts],
		['English pseudo-code', permutationsCode.pseudo.en],
		['Chinese pseudo-code', permutationsCode.pseudo.zh]
	];

	it.each(views)('has one line of each role, in the recursion’s order, in its %s', (_, lines) => {
		for (const role of CODE_ROLES)
			expect(lines.filter((line) => line.role === role)).toHaveLength(1);
		const order = CODE_ROLES.map((role) => lineOfRole(lines, role));
		expect(order).toEqual([...order].sort((a, b) => a - b));
		const name = /([\p{L}_][\p{L}\p{N}_]*)\s*\(/u.exec(lines[order[0]].text)?.[1];
		expect(lines[lineOfRole(lines, 'recurse')].text).toContain(`${name}(`);
	});

	it('names a letter by itself and a number by its value, in the tree and in words', () => {
		const letter = candidateOf(['a', 'a', 'b'], false, 2);
		expect(permutationsCode.symbol(letter)).toBe('b');
		expect(permutationsCode.candidate(letter)).toEqual({
			en: '"b" (letter 3)',
			zh: '“b”（第 3 个字母）'
		});
		expect(permutationsCode.symbol(candidateOf(['1', '2', '3'], true, 2))).toBe('3');
		expect(permutationsCode.candidate(2)).toEqual({ en: 'number 3', zh: '数 3' });
	});
});

// ---- The event stream, as for the lessons' puzzles ----------------------------------------

/** A search's events as objects. */
function* searchOf(problem: PermutationsProblem, options: SearchOptions = { mode: 'all' }) {
	const engine = new SearchEngine(problem, options);
	while (!engine.finished) {
		engine.step();
		yield engine.event() as SearchEvent;
	}
}

/** Searches are cut here: a property needs a stretch of the stream, not all of a big search. */
const MAX_EVENTS = 2000;

const streamCase = fc.record({
	items: fc.oneof(
		fc.integer({ min: 1, max: 7 }).map((n) => String(n)),
		word
	),
	distinct: fc.boolean(),
	search: fc.oneof(
		fc.constant<SearchOptions>({ mode: 'first' }),
		fc.integer({ min: 1, max: 40 }).map((limit): SearchOptions => ({ mode: 'all', limit }))
	)
});
type StreamCase = typeof streamCase extends fc.Arbitrary<infer T> ? T : never;

function make(c: StreamCase): PermutationsProblem {
	const loaded = permutationsPuzzle.load(c.items, {
		mode: 'all',
		repeats: c.distinct ? 'skip' : 'keep'
	});
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value.problem as PermutationsProblem;
}

/** The events of a search (at most MAX_EVENTS), and the board at each solution. */
function record(problem: PermutationsProblem, options: SearchOptions, from?: SearchEngine) {
	const engine = from ?? new SearchEngine(problem, options);
	const events: SearchEvent[] = [];
	const boards = new Map<number, PermutationsBoard>();
	while (!engine.finished && engine.events < MAX_EVENTS) {
		engine.step();
		events.push(engine.event() as SearchEvent);
		if (engine.code === EventCode.solution) boards.set(engine.events, problem.board());
	}
	return { events, boards, engine };
}

describe('the permutations event stream', () => {
	it('replaying place and backtrack rebuilds the used marks and every solution is an ordering of the items', () => {
		fc.assert(
			fc.property(streamCase, (c) => {
				const problem = make(c);
				const { events, boards } = record(problem, c.search);
				const n = problem.n;
				const slots = new Array<number>(n).fill(-1);
				const used = new Array<boolean>(n).fill(false);
				// Wrong steps are gathered and checked once: an assertion per event would be slow.
				const wrong: number[] = [];
				for (const event of events) {
					if (event.kind === 'place') {
						const item = itemOf(event.candidate);
						if (used[item] || slots[event.point] !== -1) wrong.push(event.step);
						slots[event.point] = item;
						used[item] = true;
					} else if (event.kind === 'backtrack') {
						const item = itemOf(event.candidate);
						if (slots[event.point] !== item) wrong.push(event.step);
						slots[event.point] = -1;
						used[item] = false;
					} else if (event.kind === 'try' && event.verdict === 'conflict') {
						const clash = event.conflict[0];
						const item = itemOf(event.candidate);
						if (clash.reason === 'used' && slots[clash.point] !== item) wrong.push(event.step);
						if (clash.reason === 'repeat' && (!c.distinct || used[item - 1]))
							wrong.push(event.step);
					} else if (event.kind === 'solution') {
						const board = boards.get(event.step) as PermutationsBoard;
						expect(board).toMatchObject({ slots, placed: n });
						expect([...slots].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
					}
				}
				expect(wrong).toEqual([]);
			}),
			{ numRuns: 50 }
		);
	});

	it('place and backtrack nest like parentheses, and depth is the number of filled positions', () => {
		fc.assert(
			fc.property(streamCase, (c) => {
				const { events, engine } = record(make(c), c.search);
				const open: { point: number; candidate: number }[] = [];
				let solutions = 0;
				const wrong: SearchEvent[] = [];
				events.forEach((event, index) => {
					let right = event.step === index + 1;
					if (event.kind === 'place') {
						right &&= event.depth === open.length && event.point === open.length;
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
				// Compared as text: a deep comparison of thousands of events is slow.
				const rest = JSON.stringify(whole.events.slice(at));
				expect(JSON.stringify(record(freshProblem, c.search, fresh).events)).toBe(rest);
				// The same engine, moved on and then sent back, as a seek backwards does.
				engine.run(1 + (at % 97));
				engine.restore(snapshot);
				expect(JSON.stringify(record(problem, c.search, engine).events)).toBe(rest);
			}),
			{ numRuns: 50 }
		);
	});
});
