import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/command';
import { sudokuCommand } from '../../src/cli/sudoku';

const fixture = (name: string) =>
	readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

const sudopedia = new Map(
	fixture('sudoku_invalid_and_edge_cases.csv')
		.trim()
		.split('\n')
		.slice(1)
		.map((line) => line.split(','))
		.map((row) => [row[0], row] as const)
);
const puzzle = (name: string) => (sudopedia.get(name) as string[])[1];
const listed = (name: string) => (sudopedia.get(name) as string[])[5].split('|');

/** Runs `solve sudoku <args>` on `stdin` with a fake terminal; `stdin` null fails if it is read. */
function run(args: string[], stdin: string | null) {
	let out = '';
	let err = '';
	let reads = 0;
	const io: CliIO = {
		stdin: () => {
			reads++;
			if (stdin === null) throw new Error('stdin was read');
			return stdin;
		},
		out: (text) => (out += text),
		err: (text) => (err += text)
	};
	const code = sudokuCommand(args, io);
	return { code, out, err, reads };
}

/** An 81-character solution as the nine lines the command prints. */
const asGrid = (line: string) => line.match(/.{9}/g)!.map((row) => row.split('').join(' '));

describe('solve sudoku', () => {
	it('answers the NYOJ 722 judge sample with its expected grid', () => {
		const { code, out, err } = run([], fixture('nyoj722_sample.in'));
		expect(code).toBe(0);
		expect(err).toBe('');
		// The expected file ends each line with a space, as the lesson printed it: compared with trailing spaces stripped.
		const expected = fixture('nyoj722_sample.out')
			.split('\n')
			.map((line) => line.trimEnd())
			.join('\n');
		expect(out).toBe(expected.trimEnd() + '\n');
	});

	it('prints each puzzle’s solution with a blank line between puzzles, and `no solution`', () => {
		const input = [puzzle('Naked Singles'), puzzle('Unsolvable Square'), puzzle('Hidden Singles')];
		const { code, out } = run([], input.join('\n'));
		expect(code).toBe(0);
		expect(out.split('\n\n')).toEqual([
			asGrid(listed('Naked Singles')[0]).join('\n'),
			'no solution',
			asGrid(listed('Hidden Singles')[0]).join('\n') + '\n'
		]);
	});

	it('prints every solution with --all, and one line each with --line', () => {
		const two = puzzle('Not Unique - 2 Solutions');
		const grids = run(['--all'], two).out;
		expect(grids.trimEnd().split('\n\n')).toEqual(
			listed('Not Unique - 2 Solutions').map((s) => asGrid(s).join('\n'))
		);
		const lines = run(['--all', '--line'], two).out;
		expect(lines.trimEnd().split('\n').sort()).toEqual(listed('Not Unique - 2 Solutions').sort());
	});

	it('prints one 81-character line per puzzle with --line, in either order', () => {
		const top95 = fixture('sudoku_norvig_top95.txt').split('\n').slice(0, 10).join('\n');
		const mrv = run(['--line', '--order', 'mrv'], top95);
		expect(mrv.code).toBe(0);
		const answers = mrv.out.trimEnd().split('\n');
		expect(answers).toHaveLength(10);
		for (const answer of answers) expect(answer).toMatch(/^[1-9]{81}$/);
		const hardest = fixture('sudoku_norvig_hardest.txt');
		expect(run(['--line', '--order=mrv'], hardest).out).toBe(run(['--line'], hardest).out);
	});

	it('counts solutions with --count, one number a line, capped by --limit', () => {
		const input = ['2', '3', '4', '10', '125'].map((n) => puzzle(`Not Unique - ${n} Solutions`));
		input.push(puzzle('Unsolvable Row'), puzzle('Empty'));
		const capped = run(['--count', '--limit', '200', '--order', 'mrv'], input.join('\n'));
		expect(capped.code).toBe(0);
		expect(capped.out).toBe('2\n3\n4\n10\n125\n0\n200\n');
		expect(run(['--count', '--limit=1'], input.slice(0, 2).join('\n')).out).toBe('1\n1\n');
	});

	it('prints at most N solutions with --limit N', () => {
		const { out } = run(['--limit', '3', '--line'], puzzle('Not Unique - 10 Solutions'));
		expect(out.trimEnd().split('\n')).toHaveLength(3);
	});

	it('prints one JSON line of counters on stderr with --stats, added up over the puzzles', () => {
		const input = [puzzle('Naked Singles'), puzzle('Not Unique - 2 Solutions')].join('\n');
		const { err } = run(['--count', '--stats'], input);
		expect(err.endsWith('\n')).toBe(true);
		const stats = JSON.parse(err);
		expect(Object.keys(stats)).toEqual([
			'tries',
			'conflicts',
			'places',
			'backtracks',
			'solutions',
			'maxDepth',
			'ms'
		]);
		// Naked singles: 171 tries and 19 places (row by row); the 2-solution puzzle: 65,286 and 7,255.
		expect(stats).toMatchObject({
			tries: 171 + 65_286,
			places: 19 + 7_255,
			solutions: 3,
			maxDepth: 53
		});
	});

	it('exits 2 with the line and column of bad input, and prints nothing on stdout', () => {
		const bad = run([], '4 0 0 0 x 5 3 0 0\n');
		expect(bad.code).toBe(2);
		expect(bad.out).toBe('');
		expect(bad.err).toMatch(/^sudoku: Line 1, column 9: 'x' is not a sudoku digit/);
		const clash = run([], puzzle('Duplicate Given - Box'));
		expect(clash.code).toBe(2);
		expect(clash.err).toBe('sudoku: Box 5 has 5 twice: row 4, column 6 and row 5, column 4.\n');
		expect(run([], '').err).toMatch(/input is empty/);
		expect(run([], `2\n${puzzle('Naked Singles')}\n`).code).toBe(2);
	});

	it('exits 2 on bad options without reading stdin', () => {
		for (const args of [
			['--order', 'diagonal'],
			['--limit', '0'],
			['--limit'],
			['--fast'],
			['puzzle.txt']
		]) {
			const result = run(args, null);
			expect(result.code, args.join(' ')).toBe(2);
			expect(result.reads, args.join(' ')).toBe(0);
			expect(result.err, args.join(' ')).toMatch(/^sudoku: .+\nusage: solve sudoku/);
		}
	});
});
