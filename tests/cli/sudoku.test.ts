import { describe, expect, it } from 'vitest';
import { fixture, fixtureRows } from '../fixture';
import { solveWith } from './fake-terminal';

const sudopedia = new Map(
	fixtureRows('sudoku_invalid_and_edge_cases.csv').map((row) => [row[0], row] as const)
);
const puzzle = (name: string) => (sudopedia.get(name) as string[])[1];
const listed = (name: string) => (sudopedia.get(name) as string[])[5].split('|');

/** Runs `solve sudoku <args>` on `stdin` with a fake terminal; `stdin` null fails if it is read. */
const run = (args: string[], stdin: string | null) => solveWith(['sudoku', ...args], stdin);

/** An 81-character solution as the nine lines the command prints. */
const asGrid = (line: string) => line.match(/.{9}/g)!.map((row) => row.split('').join(' '));

describe('solve sudoku', () => {
	it('answers the NYOJ 722 judge sample in the judge’s format, byte for byte', async () => {
		const { code, out, err } = await run([], fixture('nyoj722_sample.in'));
		expect(code).toBe(0);
		expect(err).toBe('');
		expect(out).toBe(fixture('nyoj722_sample.out'));
	});

	it('answers several judge cases with no blank line between them', async () => {
		const grid = fixture('nyoj722_sample.in').split('\n').slice(1).join('\n');
		const { out } = await run([], `2\n${grid}\n${grid}`);
		expect(out).toBe(fixture('nyoj722_sample.out').repeat(2));
		// --line and --count keep their own formats on judge input.
		expect((await run(['--count'], `2\n${grid}\n${grid}`)).out).toBe('1\n1\n');
	});

	it('reads 81 numbers in any layout of white space, as the lessons’ scanf does', async () => {
		const digits = fixture('nyoj722_sample.in').split(/\s+/).slice(1, 82);
		const answer = fixture('nyoj722_sample.out')
			.split('\n')
			.map((line) => line.trimEnd())
			.join('\n');
		const onePerLine = digits.join('\n') + '\n';
		const twentySevenPerLine = [0, 27, 54].map((i) => digits.slice(i, i + 27).join(' ')).join('\n');
		for (const layout of [onePerLine, twentySevenPerLine, digits.join('\t\t')]) {
			const { code, out, err } = await run([], layout);
			expect(err).toBe('');
			expect(code).toBe(0);
			expect(out).toBe(answer);
		}
		// The judge's count above numbers in any layout: answered in the judge's format.
		expect((await run([], `1\n${onePerLine}`)).out).toBe(fixture('nyoj722_sample.out'));
	});

	it('takes the NYOJ 722 puzzle with --sample', async () => {
		const sample = await run(['--sample'], null);
		expect(sample.code).toBe(0);
		expect(sample.out.split('\n')[0]).toBe('1 4 5 3 2 7 6 9 8');
	});

	it('prints each puzzle’s solution with a blank line between puzzles, and `no solution`', async () => {
		const input = [puzzle('Naked Singles'), puzzle('Unsolvable Square'), puzzle('Hidden Singles')];
		const { code, out } = await run([], input.join('\n'));
		expect(code).toBe(0);
		expect(out.split('\n\n')).toEqual([
			asGrid(listed('Naked Singles')[0]).join('\n'),
			'no solution',
			asGrid(listed('Hidden Singles')[0]).join('\n') + '\n'
		]);
	});

	it('prints every solution with --all, and one line each with --line', async () => {
		const two = puzzle('Not Unique - 2 Solutions');
		const grids = (await run(['--all'], two)).out;
		expect(grids.trimEnd().split('\n\n')).toEqual(
			listed('Not Unique - 2 Solutions').map((s) => asGrid(s).join('\n'))
		);
		const lines = (await run(['--all', '--line'], two)).out;
		expect(lines.trimEnd().split('\n').sort()).toEqual(listed('Not Unique - 2 Solutions').sort());
	});

	it('prints one 81-character line per puzzle with --line, in either order', async () => {
		const top95 = fixture('sudoku_norvig_top95.txt').split('\n').slice(0, 10).join('\n');
		const mrv = await run(['--line', '--order', 'mrv'], top95);
		expect(mrv.code).toBe(0);
		const answers = mrv.out.trimEnd().split('\n');
		expect(answers).toHaveLength(10);
		for (const answer of answers) expect(answer).toMatch(/^[1-9]{81}$/);
		const hardest = fixture('sudoku_norvig_hardest.txt');
		expect((await run(['--line', '--order=mrv'], hardest)).out).toBe(
			(await run(['--line'], hardest)).out
		);
	});

	it('counts solutions with --count, one number a line, capped by --limit', async () => {
		const input = ['2', '3', '4', '10', '125'].map((n) => puzzle(`Not Unique - ${n} Solutions`));
		input.push(puzzle('Unsolvable Row'), puzzle('Empty'));
		const capped = await run(['--count', '--limit', '200', '--order', 'mrv'], input.join('\n'));
		expect(capped.code).toBe(0);
		expect(capped.out).toBe('2\n3\n4\n10\n125\n0\n200\n');
		expect((await run(['--count', '--limit=1'], input.slice(0, 2).join('\n'))).out).toBe('1\n1\n');
	});

	it('prints at most N solutions with --limit N', async () => {
		const { out } = await run(['--limit', '3', '--line'], puzzle('Not Unique - 10 Solutions'));
		expect(out.trimEnd().split('\n')).toHaveLength(3);
	});

	it('prints one JSON line of counters on stderr with --stats, added up over the puzzles', async () => {
		const input = [puzzle('Naked Singles'), puzzle('Not Unique - 2 Solutions')].join('\n');
		const { err } = await run(['--count', '--stats'], input);
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

	it('exits 2 with the line and column of bad input, and prints nothing on stdout', async () => {
		const bad = await run([], '4 0 0 0 x 5 3 0 0\n');
		expect(bad.code).toBe(2);
		expect(bad.out).toBe('');
		expect(bad.err).toMatch(/^sudoku: Line 1, column 9: 'x' is not a sudoku digit/);
		const clash = await run([], puzzle('Duplicate Given - Box'));
		expect(clash.code).toBe(2);
		expect(clash.err).toBe('sudoku: Box 5 has 5 twice: row 4, column 6 and row 5, column 4.\n');
		expect((await run([], '')).err).toMatch(/input is empty/);
		expect((await run([], `2\n${puzzle('Naked Singles')}\n`)).code).toBe(2);
	});

	it('exits 2 on bad options without reading stdin', async () => {
		for (const args of [
			['--order', 'diagonal'],
			['--limit', '0'],
			['--limit'],
			['--fast'],
			['puzzle.txt']
		]) {
			const result = await run(args, null);
			expect(result.code, args.join(' ')).toBe(2);
			expect(result.reads, args.join(' ')).toBe(0);
			expect(result.err, args.join(' ')).toMatch(/^sudoku: .+\nusage: solve sudoku/);
		}
	});
});
