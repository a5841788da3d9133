import { describe, expect, it } from 'vitest';
import { search } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { queensPuzzle } from '../../src/puzzles/queens';
import { isValidQueens, queensAttack, type QueensBoard } from '../../src/puzzles/queens/model';
import { parseQueensSize } from '../../src/puzzles/queens/parser';
import { QueensProblem } from '../../src/puzzles/queens/problem';
import { fixtureRows } from '../fixture';

/** A000170 from the fixture: n -> number of solutions. */
const oeis = fixtureRows('nqueens_counts.csv')
	.map((row) => row.map(Number))
	.map(([n, all]) => ({ n, all }));

function load(n: number, mode: 'first' | 'all') {
	const loaded = queensPuzzle.load(String(n), { mode });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

describe('N-Queens search', () => {
	it('counts the solutions of OEIS A000170 for n = 1..12', () => {
		const wanted = oeis.filter(({ n }) => n <= 12);
		expect(wanted).toHaveLength(12);
		for (const { n, all } of wanted) expect(solve(load(n, 'all')).solutions, `n = ${n}`).toBe(all);
	});

	it('finds 92 distinct solutions for eight queens, each obeying the rules', () => {
		const found = new Set<string>();
		solve(load(8, 'all'), (board) => {
			expect(isValidQueens(8, board.queens)).toBe(true);
			expect(board.placed).toBe(8);
			found.add(board.queens.join(','));
		});
		expect(found.size).toBe(92);
	});

	it('finds the lexicographically first placement first, as the lesson prints it', () => {
		const boards: QueensBoard[] = [];
		solve(load(8, 'first'), (board) => boards.push(board));
		expect(boards.map((b) => b.queens.map((c) => c + 1).join(' '))).toEqual(['1 5 8 6 3 7 2 4']);
	});

	it('names the queen a tried square clashes with, and how', () => {
		const problem = new QueensProblem(6);
		const columns = new Array<number>(6).fill(-1);
		let conflicts = 0;
		for (const event of search(problem, { mode: 'all' })) {
			if (event.kind === 'place') columns[event.point] = event.candidate;
			if (event.kind === 'backtrack') columns[event.point] = -1;
			if (event.kind !== 'try') continue;
			const expected = [];
			for (let row = event.point - 1; row >= 0; row--) {
				const attack = queensAttack(event.point, event.candidate, row, columns[row]);
				if (attack) expected.push({ reason: attack, point: row });
			}
			if (event.verdict === 'ok') expect(expected).toEqual([]);
			else {
				conflicts++;
				expect(event.conflict).toEqual(expected);
			}
		}
		expect(conflicts).toBeGreaterThan(0);
	});

	it('starts four queens the way a teacher would narrate it', () => {
		const problem = new QueensProblem(4);
		const events: SearchEvent[] = [...search(problem, { mode: 'all' })].slice(0, 4);
		expect(events).toEqual([
			{ step: 1, depth: 0, kind: 'try', point: 0, candidate: 0, verdict: 'ok' },
			{ step: 2, depth: 0, kind: 'place', point: 0, candidate: 0 },
			{
				step: 3,
				depth: 1,
				kind: 'try',
				point: 1,
				candidate: 0,
				verdict: 'conflict',
				conflict: [{ reason: 'column', point: 0 }]
			},
			{
				step: 4,
				depth: 1,
				kind: 'try',
				point: 1,
				candidate: 1,
				verdict: 'conflict',
				conflict: [{ reason: 'diagonal', point: 0 }]
			}
		]);
		const board = problem.board();
		expect(queensPuzzle.narrate(events[3], board)).toEqual({
			en: 'Try column 2 in row 2: the queen in row 1 attacks it along a diagonal.',
			zh: '尝试第2行第2列：第1行的皇后在同一斜线上。'
		});
		expect(queensPuzzle.narrate(events[2], board).en).toBe(
			'Try column 1 in row 2: the queen in row 1 attacks it along the column.'
		);
		expect(queensPuzzle.narrate(events[1], board)).toEqual({
			en: 'Place a queen at row 1, column 1.',
			zh: '在第1行第1列放下皇后。'
		});
		expect(
			queensPuzzle.narrate({ step: 9, depth: 2, kind: 'backtrack', point: 2, candidate: 4 }, board)
		).toEqual({
			en: 'Backtrack: remove the queen from row 3, column 5.',
			zh: '回溯：拿走第3行第5列的皇后。'
		});
		expect(queensPuzzle.narrate({ step: 9, depth: 4, kind: 'solution', index: 2 }, board).en).toBe(
			'Solution 2 found: all 4 queens are safe.'
		);
		expect(queensPuzzle.describePoint(board, 2)).toEqual({ en: 'row 3', zh: '第3行' });
		const counters = solve(load(4, 'all'));
		expect(
			queensPuzzle.narrate(
				{ step: 61, depth: 0, kind: 'done', reason: 'exhausted' },
				board,
				counters
			)
		).toEqual({
			en: 'The search is over: every placement has been tried; 2 solutions found.',
			zh: '搜索结束：所有摆法都已试过，共找到 2 个解。'
		});
	});

	it('has no solution for two and three queens, and one for a single queen', () => {
		expect(solve(load(1, 'all')).solutions).toBe(1);
		expect(solve(load(2, 'all')).solutions).toBe(0);
		expect(solve(load(3, 'all')).solutions).toBe(0);
	});

	it('solves sixteen queens to the first solution', () => {
		const boards: QueensBoard[] = [];
		solve(load(16, 'first'), (board) => boards.push(board));
		expect(boards).toHaveLength(1);
		expect(isValidQueens(16, boards[0].queens)).toBe(true);
	});

	it('loads every sample, the lesson first', () => {
		expect(queensPuzzle.samples[0].input).toBe('8');
		for (const sample of queensPuzzle.samples)
			expect(queensPuzzle.load(sample.input, sample.options).ok, sample.id).toBe(true);
	});
});

describe('N-Queens input', () => {
	it('reads the board size with blanks around it', () => {
		expect(parseQueensSize('  8\n')).toEqual({ ok: true, value: 8 });
		expect(parseQueensSize('16')).toEqual({ ok: true, value: 16 });
	});

	it('rejects a size out of range, naming the line and column', () => {
		for (const text of ['0', '17', '-3']) {
			const result = parseQueensSize(`\n  ${text}`);
			expect(result.ok).toBe(false);
			if (result.ok) continue;
			expect(result.error).toMatchObject({ line: 2, column: 3 });
			expect(result.error.message.en).toContain('out of range');
			expect(result.error.message.zh).toContain('超出范围');
		}
	});

	it('rejects what is not a whole number, and says so in both languages', () => {
		const result = parseQueensSize('eight');
		expect(result).toMatchObject({ ok: false, error: { line: 1, column: 1 } });
		if (!result.ok) {
			expect(result.error.message.en).toContain('"eight" is not a whole number');
			expect(result.error.message.zh).toContain('不是整数');
		}
		expect(parseQueensSize('8.5').ok).toBe(false);
	});

	it('rejects empty input and a second number', () => {
		expect(parseQueensSize('  \n').ok).toBe(false);
		expect(parseQueensSize('8 9')).toMatchObject({ ok: false, error: { line: 1, column: 3 } });
	});

	it('rejects an unknown mode', () => {
		const loaded = queensPuzzle.load('8', { mode: 'some' });
		expect(loaded.ok).toBe(false);
		if (!loaded.ok) expect(loaded.error.message.en).toContain('"some"');
	});
});
