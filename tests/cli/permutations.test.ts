import { describe, expect, it } from 'vitest';
import { fixtureRows } from '../fixture';
import { solveWith } from './fake-terminal';

/** OEIS A000142 from the fixture: n -> n!. */
const factorial = new Map(
	fixtureRows('oeis_A000142_factorials.csv').map(([n, f]) => [Number(n), f])
);

/** Runs `solve permutations` on a fake terminal (stdin is never read): stdout, stderr and the exit code. */
async function run(args: string[]) {
	const { code, out, err, reads } = await solveWith(['permutations', ...args], null);
	expect(reads).toBe(0);
	return { code, out, err };
}

describe('solve permutations', () => {
	it('orders the digits of a word: in quotes, with a leading zero, or with --distinct (issue 21, item 20)', async () => {
		expect((await run(['112', '--distinct'])).out).toBe('112\n121\n211\n');
		expect((await run(['"112"', '--count'])).out).toBe('6\n');
		expect((await run(['007', '--count', '--distinct'])).out).toBe('3\n');
		expect((await run(['007'])).out.split('\n')[0]).toBe('007');
		// A number stays a number, and the message for one out of range says how to write the word.
		expect((await run(['3', '--count'])).out).toBe('6\n');
		const far = await run(['112']);
		expect(far.code).toBe(2);
		expect(far.err).toContain('112 is out of range');
		expect(far.err).toContain('a word of digits in quotes: "112"');
		expect((await solveWith(['--help'])).out).toContain('a word of digits in quotes');
	});

	it('prints every ordering of 1..n, one a line, numbers separated by spaces', async () => {
		expect(await run(['3'])).toEqual({
			code: 0,
			out: '1 2 3\n1 3 2\n2 1 3\n2 3 1\n3 1 2\n3 2 1\n',
			err: ''
		});
		expect((await run(['3', '--all'])).out.split('\n')).toHaveLength(7);
	});

	it('prints the letters of a word as words, each ordering once a line', async () => {
		expect((await run(['abc'])).out).toBe('abc\nacb\nbac\nbca\ncab\ncba\n');
		expect((await run(['aab'])).out).toBe('aab\naba\naab\naba\nbaa\nbaa\n');
	});

	it('prints each distinct arrangement once with --distinct: "aab" gives 3', async () => {
		expect(await run(['aab', '--distinct'])).toEqual({ code: 0, out: 'aab\naba\nbaa\n', err: '' });
		expect((await run(['--repeats', 'skip', 'aab', '--count'])).out).toBe('3\n');
	});

	it('counts n! orderings with --count, as OEIS A000142 lists them', async () => {
		for (const n of [1, 4, 7])
			expect((await run([String(n), '--count'])).out).toBe(`${factorial.get(n)}\n`);
		// 11! / (4! 4! 2!) distinct arrangements of "mississippi".
		expect((await run(['mississippi', '--distinct', '--count'])).out).toBe('34650\n');
	});

	it('stops after N orderings with --limit N, prints counters with --stats, and takes the classic with --sample', async () => {
		expect((await run(['5', '--limit', '2'])).out).toBe('1 2 3 4 5\n1 2 3 5 4\n');
		const stats = await run(['4', '--count', '--stats']);
		expect(stats.out).toBe('24\n');
		expect(JSON.parse(stats.err)).toMatchObject({ solutions: 24, places: 4 + 12 + 24 + 24 });
		expect((await run(['--sample'])).out).toBe('ABC\nACB\nBAC\nBCA\nCAB\nCBA\n');
	});

	it('exits 2 with a message that says what and where', async () => {
		const big = await run(['13']);
		expect(big.code).toBe(2);
		expect(big.out).toBe('');
		expect(big.err).toMatch(/^permutations: Line 1, column 1: 13 is out of range\./);
		const sign = await run(['ab-c']);
		expect(sign.err).toMatch(/^permutations: Line 1, column 3: "-" is not a letter\./);
		const none = await run([]);
		expect(none.code).toBe(2);
		expect(none.err).toMatch(/^permutations: give N or WORD \(or --sample\)\n/);
		const contradiction = await run(['aab', '--distinct', '--repeats', 'keep']);
		expect(contradiction).toEqual({
			code: 2,
			out: '',
			err: 'permutations: --distinct contradicts --repeats keep\n'
		});
	});
});
