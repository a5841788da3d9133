import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture';
import { solveWith } from './fake-terminal';

const lessonMaze = fixture('lesson_maze_10x10.txt');
const ringSample = fixture('prime_ring_uva524_hdu1016_sample.txt');
const ringSampleInput = ringSample.split('# --- input ---\n')[1].split('# --- expected')[0];
const ringSampleOutput = ringSample.split('# --- expected output ---\n')[1];

/** Runs a command on a fake terminal: what it wrote on stdout and stderr, and its exit code. */
async function run(command: 'queens' | 'maze' | 'ring', args: string[], stdin = '') {
	const { code, out, err } = await solveWith([command, ...args], stdin);
	return { code, out, err };
}

const STATS_KEYS = ['tries', 'conflicts', 'places', 'backtracks', 'solutions', 'maxDepth', 'ms'];

describe('solve queens', () => {
	it('prints the number of solutions', async () => {
		expect(await run('queens', ['8'])).toEqual({ code: 0, out: '92\n', err: '' });
		expect((await run('queens', ['3'])).out).toBe('0\n');
	});

	it('prints every solution as 1-based columns with --all', async () => {
		expect(await run('queens', ['4', '--all'])).toEqual({
			code: 0,
			out: '2 4 1 3\n3 1 4 2\n',
			err: ''
		});
		const lines = (await run('queens', ['8', '--all'])).out.trim().split('\n');
		expect(lines).toHaveLength(92);
		expect(lines[0]).toBe('1 5 8 6 3 7 2 4');
	});

	it('draws every board with --draw, a queen as *, as the lesson prints them', async () => {
		expect((await run('queens', ['4', '--draw'])).out).toBe(
			[
				'Solution: 1',
				'. * . .',
				'. . . *',
				'* . . .',
				'. . * .',
				'',
				'Solution: 2',
				'. . * .',
				'* . . .',
				'. . . *',
				'. * . .',
				''
			].join('\n')
		);
		const eight = (await run('queens', ['--sample', '--draw'])).out;
		expect(eight.match(/^Solution: \d+$/gm)).toHaveLength(92);
		expect(eight.split('\n').slice(0, 9)).toEqual([
			'Solution: 1',
			'* . . . . . . .',
			'. . . . * . . .',
			'. . . . . . . *',
			'. . . . . * . .',
			'. . * . . . . .',
			'. . . . . . * .',
			'. * . . . . . .',
			'. . . * . . . .'
		]);
		expect((await run('queens', ['3', '--draw'])).out).toBe('no solution\n');
	});

	it('takes the lesson’s eight queens with --sample', async () => {
		expect(await run('queens', ['--sample'])).toEqual({ code: 0, out: '92\n', err: '' });
		const both = await run('queens', ['--sample', '8']);
		expect(both.code).toBe(2);
		expect(both.err).toContain('--sample takes the place of N');
	});

	it('prints one JSON line of counters on stderr with --stats', async () => {
		const { code, out, err } = await run('queens', ['6', '--stats']);
		expect(code).toBe(0);
		expect(out).toBe('4\n');
		expect(err.endsWith('\n') && err.trim().split('\n')).toHaveLength(1);
		const stats = JSON.parse(err);
		expect(Object.keys(stats)).toEqual(STATS_KEYS);
		expect(stats).toMatchObject({ solutions: 4, maxDepth: 6 });
		expect(stats.tries).toBe(stats.conflicts + stats.places);
	});

	it('exits 2 with a message saying what is wrong on bad input', async () => {
		for (const args of [['17'], ['eight'], [], ['8', '9'], ['8', '--count'], ['8', '--draw=yes']]) {
			const { code, out, err } = await run('queens', args);
			expect(code, args.join(' ')).toBe(2);
			expect(out).toBe('');
			expect(err).toMatch(/^queens: /);
		}
		expect((await run('queens', ['17'])).err).toContain('17 is out of range');
	});
});

describe('solve ring', () => {
	it('prints the published sample output exactly', async () => {
		expect(await run('ring', [], ringSampleInput)).toEqual({
			code: 0,
			out: ringSampleOutput,
			err: ''
		});
	});

	it('numbers the cases over the lines of input, odd sizes with no ring', async () => {
		expect((await run('ring', [], '1\n3\n2\n')).out).toBe(
			'Case 1:\n1\n\nCase 2:\n\nCase 3:\n1 2\n\n'
		);
	});

	it('takes the judge sample’s n = 6 with --sample', async () => {
		expect((await run('ring', ['--sample'])).out).toBe('Case 1:\n1 4 3 2 5 6\n1 6 5 2 3 4\n\n');
	});

	it('sums the counters over all cases with --stats', async () => {
		const { err } = await run('ring', ['--stats'], '6\n8\n');
		const stats = JSON.parse(err);
		expect(Object.keys(stats)).toEqual(STATS_KEYS);
		expect(stats.solutions).toBe(6);
		expect(stats.maxDepth).toBe(7);
	});

	it('exits 2 naming the line of a bad size', async () => {
		const { code, out, err } = await run('ring', [], '6\n\n25\n');
		expect(code).toBe(2);
		expect(out).toBe('');
		expect(err).toContain('Line 3, column 1: 25 is out of range');
		expect((await run('ring', ['6'])).code).toBe(2);
		expect((await run('ring', ['--all'])).code).toBe(2);
	});

	it('exits 2 with a message on empty input, like the other puzzles', async () => {
		for (const stdin of ['', '\n\n', '  \r\n']) {
			const empty = await run('ring', [], stdin);
			expect(empty.code).toBe(2);
			expect(empty.out).toBe('');
			expect(empty.err).toBe(
				'ring: The input is empty. The ring size n is a whole number from 1 to 20.\n'
			);
		}
	});
});

describe('solve maze', () => {
	const firstPath = [
		'**111***11',
		'1*111*1***',
		'1*111*101*',
		'1*****101*',
		'111011100*',
		'100001101*',
		'101100001*',
		'10110111**',
		'10000111*1',
		'11111111**',
		'length: 27',
		''
	].join('\n');

	it('draws the first path of the lesson maze with * and gives its length', async () => {
		expect(await run('maze', [], lessonMaze)).toEqual({ code: 0, out: firstPath, err: '' });
		expect(await run('maze', ['--sample'])).toEqual({ code: 0, out: firstPath, err: '' });
	});

	it('draws every path of the lesson maze with --all, each under its number as the lesson does', async () => {
		const { code, out } = await run('maze', ['--sample', '--all']);
		expect(code).toBe(0);
		const solutions = out.split('\n\n');
		expect(solutions).toHaveLength(6);
		expect(solutions[0]).toBe('Solution: 1\n' + firstPath.trimEnd());
		solutions.forEach((solution, index) => {
			const lines = solution.trimEnd().split('\n');
			expect(lines[0]).toBe(`Solution: ${index + 1}`);
			expect(lines.slice(1, 11).every((row) => /^[01*]{10}$/.test(row))).toBe(true);
			// The length line counts the stars of the drawing.
			const stars = lines.slice(1, 11).join('').split('*').length - 1;
			expect(lines[11]).toBe(`length: ${stars}`);
		});
		expect(new Set(solutions.map((s) => s.split('\n').slice(1).join('\n'))).size).toBe(6);
	});

	it('counts the 6 paths of the lesson maze with --count', async () => {
		expect((await run('maze', ['--sample', '--count'])).out).toBe('6\n');
		expect((await run('maze', ['--count', '--order', 'LDRU'], lessonMaze)).out).toBe('6\n');
		expect((await run('maze', ['--count', '--marking', 'visited'], lessonMaze)).out).toBe('1\n');
	});

	it('follows the move order and marking options', async () => {
		const maze = '0 0 0\n0 1 0\n0 0 0';
		expect((await run('maze', ['--order', 'DRUL'], maze)).out).toBe('*00\n*10\n***\nlength: 5\n');
		expect((await run('maze', ['--order=RDLU', '--marking', 'visited'], maze)).out).toBe(
			'***\n01*\n00*\nlength: 5\n'
		);
	});

	it('writes S and E cells as part of the path', async () => {
		expect((await run('maze', [], '1S1\n0E0')).out).toBe('1*1\n0*0\nlength: 2\n');
	});

	it('says "no path" when there is none', async () => {
		expect(await run('maze', [], '010\n010\n010')).toEqual({ code: 0, out: 'no path\n', err: '' });
		expect((await run('maze', ['--all'], '010\n010\n010')).out).toBe('no path\n');
		expect((await run('maze', ['--count'], '010\n010\n010')).out).toBe('0\n');
	});

	it('prints the counters with --stats', async () => {
		const { out, err } = await run('maze', ['--sample', '--count', '--stats']);
		expect(out).toBe('6\n');
		expect(JSON.parse(err)).toMatchObject({ tries: 900, conflicts: 670, solutions: 6 });
	});

	it('exits 2 with what and where on bad input', async () => {
		const bad = await run('maze', [], '000\n0x0\n000');
		expect(bad).toMatchObject({ code: 2, out: '' });
		expect(bad.err).toContain('Line 2, column 2');
		expect((await run('maze', [], '000\n00\n')).err).toContain('Line 2');
		expect((await run('maze', [], '')).code).toBe(2);
		expect((await run('maze', ['--order', 'UUDL'], lessonMaze)).err).toContain('"UUDL"');
		expect((await run('maze', ['--marking', 'all'], lessonMaze)).code).toBe(2);
		expect((await run('maze', ['--order'], lessonMaze)).code).toBe(2);
		expect((await run('maze', ['--bfs'], lessonMaze)).code).toBe(2);
	});
});
