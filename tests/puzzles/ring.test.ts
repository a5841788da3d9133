import { describe, expect, it } from 'vitest';
import { search } from '../../src/engine/engine';
import { solve } from '../../src/puzzles/command';
import { ringPuzzle } from '../../src/puzzles/ring';
import { formatRingCase } from '../../src/puzzles/ring/format';
import { isPrime, isValidRing, type RingBoard } from '../../src/puzzles/ring/model';
import { parseRingSize, parseRingSizes } from '../../src/puzzles/ring/parser';
import { RingProblem } from '../../src/puzzles/ring/problem';
import { fixture, fixtureRows } from '../fixture';

/** Ring size -> rings starting with 1, both directions (the UVa 524 / HDU 1016 convention). */
const counts = fixtureRows('prime_ring_counts.csv').map(([size, , judge]) => ({
	size: Number(size),
	rings: Number(judge)
}));

/** The published sample: its input sizes and its exact expected output. */
const sample = fixture('prime_ring_uva524_hdu1016_sample.txt');
const sampleInput = sample
	.split('# --- input ---\n')[1]
	.split('# --- expected output ---\n')[0]
	.trim()
	.split('\n')
	.map(Number);
const sampleOutput = sample.split('# --- expected output ---\n')[1];

function rings(n: number, mode: 'first' | 'all' = 'all'): RingBoard[] {
	const loaded = ringPuzzle.load(String(n), { mode });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const boards: RingBoard[] = [];
	solve(loaded.value, (board) => boards.push(board));
	return boards;
}

describe('prime ring search', () => {
	it('counts the rings of the judge convention for sizes 2..16', () => {
		const wanted = counts.filter(({ size }) => size <= 16);
		expect(wanted).toHaveLength(15);
		for (const { size, rings: expected } of wanted)
			expect(rings(size).length, `n = ${size}`).toBe(expected);
	});

	it('prints the published sample output exactly', () => {
		expect(sampleInput).toEqual([6, 8]);
		const output = sampleInput
			.map((n, index) =>
				formatRingCase(
					index + 1,
					rings(n).map((b) => b.numbers)
				)
			)
			.join('');
		expect(output).toBe(sampleOutput);
	});

	it('finds rings in lexicographic order, each obeying the rules', () => {
		const found = rings(12).map((b) => b.numbers);
		expect(found).toHaveLength(1024);
		for (const ring of found) expect(isValidRing(ring)).toBe(true);
		const sorted = [...found].sort((a, b) => {
			const i = a.findIndex((value, k) => value !== b[k]);
			return a[i] - b[i];
		});
		expect(found).toEqual(sorted);
	});

	it('finds the lesson example for n = 20 as the first ring', () => {
		const [first] = rings(20, 'first');
		expect(first.numbers.join(' ')).toBe('1 2 3 4 7 6 5 8 9 10 13 16 15 14 17 20 11 12 19 18');
		expect(first.primeSums.every(Boolean)).toBe(true);
		expect(first.sums).toHaveLength(20);
		expect(first.sums[19]).toBe(18 + 1);
	});

	it('counts the ring of just 1 as one ring, with no sum to check', () => {
		const [only, ...rest] = rings(1);
		expect(rest).toEqual([]);
		expect(only).toEqual({
			puzzle: 'ring',
			size: 1,
			numbers: [1],
			placed: 1,
			sums: [],
			primeSums: []
		});
		expect(isValidRing([1])).toBe(true);
	});

	it('names the position a used number sits at, and the non-prime sums', () => {
		const problem = new RingProblem(6);
		const numbers = [1, 0, 0, 0, 0, 0];
		const reasons = new Set<string>();
		for (const event of search(problem, { mode: 'all' })) {
			if (event.kind === 'place') numbers[event.point] = event.candidate;
			if (event.kind === 'backtrack') numbers[event.point] = 0;
			if (event.kind !== 'try') continue;
			const { point, candidate } = event;
			const expected = [];
			const at = numbers.indexOf(candidate);
			if (at >= 0) expected.push({ reason: 'used', point: at });
			const sum = numbers[point - 1] + candidate;
			if (!isPrime(sum)) expected.push({ reason: 'sum', point: point - 1, value: sum });
			if (point === 5 && !isPrime(candidate + 1))
				expected.push({ reason: 'closing', point: 0, value: candidate + 1 });
			if (expected.length === 0) expect(event.verdict).toBe('ok');
			else expect(event).toMatchObject({ verdict: 'conflict', conflict: expected });
			for (const clash of expected) reasons.add(clash.reason);
		}
		expect([...reasons].sort()).toEqual(['closing', 'sum', 'used']);
	});

	it('narrates tries, placements and solutions in both languages', () => {
		const board: RingBoard = {
			puzzle: 'ring',
			size: 6,
			numbers: [1, 4, 0, 0, 0, 0],
			placed: 2,
			sums: [5, 0, 0, 0, 0, 0],
			primeSums: [true, false, false, false, false, false]
		};
		const conflict = (reason: string, point: number, value?: number) =>
			ringPuzzle.narrate(
				{
					step: 5,
					depth: 1,
					kind: 'try',
					point: 2,
					candidate: 5,
					verdict: 'conflict',
					conflict: [{ reason, point, value }]
				},
				board
			);
		expect(conflict('sum', 1, 9)).toEqual({
			en: 'Try 5 at position 3: 4 + 5 = 9 is not prime.',
			zh: '在第3个位置尝试 5：4 + 5 = 9 不是素数。'
		});
		expect(conflict('used', 4).en).toBe('Try 5 at position 3: 5 is already at position 5.');
		expect(conflict('closing', 0, 6).en).toBe(
			'Try 5 at position 3: closing the ring, 5 + 1 = 6 is not prime.'
		);
		expect(
			ringPuzzle.narrate(
				{ step: 5, depth: 1, kind: 'try', point: 2, candidate: 3, verdict: 'ok' },
				board
			).en
		).toBe('Try 3 at position 3: 4 + 3 = 7 is prime.');
		expect(
			ringPuzzle.narrate({ step: 6, depth: 1, kind: 'backtrack', point: 1, candidate: 4 }, board)
		).toEqual({ en: 'Backtrack: take 4 off position 2.', zh: '回溯：从第2个位置取下 4。' });
		const solved = { ...board, numbers: [1, 4, 3, 2, 5, 6] };
		expect(ringPuzzle.narrate({ step: 30, depth: 5, kind: 'solution', index: 1 }, solved).en).toBe(
			'Ring 1 found: 1 4 3 2 5 6.'
		);
	});

	it('loads every sample', () => {
		for (const s of ringPuzzle.samples)
			expect(ringPuzzle.load(s.input, s.options).ok, s.id).toBe(true);
	});
});

describe('prime ring input', () => {
	it('reads one size a line, skipping blank lines', () => {
		expect(parseRingSizes('6\n\n 8 \r\n')).toEqual({ ok: true, value: [6, 8] });
		expect(parseRingSize('20')).toEqual({ ok: true, value: 20 });
	});

	it('names the line and column of a bad size', () => {
		const bad = parseRingSizes('6\n  21\n');
		expect(bad).toMatchObject({ ok: false, error: { line: 2, column: 3 } });
		if (!bad.ok) {
			expect(bad.error.message.en).toContain('out of range');
			expect(bad.error.message.zh).toContain('第2行第3列');
		}
		expect(parseRingSizes('6\nsix')).toMatchObject({ ok: false, error: { line: 2, column: 1 } });
		expect(parseRingSizes('0')).toMatchObject({ ok: false, error: { line: 1, column: 1 } });
		expect(parseRingSizes('6 8')).toMatchObject({ ok: false, error: { line: 1, column: 3 } });
	});

	it('wants exactly one size when loading a ring', () => {
		expect(parseRingSize('').ok).toBe(false);
		expect(parseRingSize('6\n\n 8')).toMatchObject({ ok: false, error: { line: 3, column: 2 } });
		expect(ringPuzzle.load('6', { mode: 'every' }).ok).toBe(false);
	});
});
