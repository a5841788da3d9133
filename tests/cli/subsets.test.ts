import { describe, expect, it } from 'vitest';
import { solveWith } from './fake-terminal';

/** Runs `solve subsets` with stdin: what it wrote on stdout and stderr, and its exit code. */
async function run(args: string[], stdin: string) {
	const { code, out, err } = await solveWith(['subsets', ...args], stdin);
	return { code, out, err };
}

/** Subsets of 1..15 adding up to 30, by dynamic programming (each number at most once). */
function oneToFifteenMaking30(): number {
	const ways = new Array<number>(31).fill(0);
	ways[0] = 1;
	for (let number = 1; number <= 15; number++)
		for (let sum = 30; sum >= number; sum--) ways[sum] += ways[sum - number];
	return ways[30];
}

const ONE_TO_FIFTEEN = '30: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n';

describe('solve subsets', () => {
	it('counts equal numbers at different places as different items, and drops repeats with --reuse, as the help says (issue 21, item 21)', async () => {
		expect((await run(['--count'], '2: 2 2')).out).toBe('2\n');
		expect((await run([], '4: 2 2')).out).toBe('2 2\n');
		expect((await run(['--reuse'], '12: 6 6 12')).out).toBe('6 6\n12\n');
		expect((await solveWith(['--help'])).out).toContain(
			'equal numbers at different places are different items; with --reuse repeats are dropped'
		);
	});

	it('prints each subset as its numbers, one a line', async () => {
		expect(await run([], '30: 5 10 12 13 15 18\n')).toEqual({
			code: 0,
			out: '5 10 15\n5 12 13\n12 18\n',
			err: ''
		});
		expect((await run(['--all'], '30: 5 10 12 13 15 18')).out).toBe('5 10 15\n5 12 13\n12 18\n');
	});

	it('prints the number of subsets with --count, as dynamic programming counts them', async () => {
		const count = oneToFifteenMaking30();
		expect(await run(['--count'], ONE_TO_FIFTEEN)).toEqual({
			code: 0,
			out: `${count}\n`,
			err: ''
		});
		const lines = (await run([], ONE_TO_FIFTEEN)).out.trim().split('\n');
		expect(lines).toHaveLength(count);
		for (const line of lines)
			expect(line.split(' ').reduce((sum, number) => sum + Number(number), 0)).toBe(30);
		expect(new Set(lines).size).toBe(count);
	});

	it('reuses numbers with --reuse, each combination in non-decreasing order', async () => {
		expect((await run(['--reuse'], '7: 2 3 6 7')).out).toBe('2 2 3\n7\n');
		expect((await run(['--reuse', '--count'], '100: 50 25 10 5 1')).out).toBe('292\n');
		expect((await run(['--variant', 'reuse', '--count'], '100: 1 5 10 25 50')).out).toBe('292\n');
	});

	it('searches the whole tree with --no-prune: the same subsets, more tries', async () => {
		const pruned = await run(['--stats'], ONE_TO_FIFTEEN);
		const whole = await run(['--no-prune', '--stats'], ONE_TO_FIFTEEN);
		expect(whole.out).toBe(pruned.out);
		const tries = (err: string) => (JSON.parse(err) as { tries: number }).tries;
		// Without pruning every call of the binary tree over 15 numbers is entered.
		expect(tries(whole.err)).toBe(2 ** 16 - 2);
		expect(tries(pruned.err)).toBeLessThan(tries(whole.err));
		expect((await run(['--prune', 'off', '--count'], ONE_TO_FIFTEEN)).out).toBe(
			`${oneToFifteenMaking30()}\n`
		);
	});

	it('says when no subset makes the target', async () => {
		expect(await run([], '15: 2 4 6 8 10')).toEqual({ code: 0, out: 'no subset\n', err: '' });
		expect((await run(['--count'], '15: 2 4 6 8 10')).out).toBe('0\n');
	});

	it('stops after N subsets with --limit N, and takes the textbook example with --sample', async () => {
		expect((await run(['--limit', '2'], ONE_TO_FIFTEEN)).out.trim().split('\n')).toHaveLength(2);
		expect((await run(['--sample'], '')).out).toBe('5 10 15\n5 12 13\n12 18\n');
	});

	it('exits 2 on bad input with a message that says what and where', async () => {
		const bad = await run([], '30: 5 ten 15');
		expect(bad.code).toBe(2);
		expect(bad.out).toBe('');
		expect(bad.err).toMatch(/^subsets: Line 1, column 7: "ten" is not a whole number\./);
		const empty = await run(['--count'], '');
		expect(empty.code).toBe(2);
		expect(empty.err).toMatch(/^subsets: The input is empty\./);
	});

	it('exits 2 on contradicting flags and unknown values, before reading the input', async () => {
		const both = await solveWith(['subsets', '--no-prune', '--prune', 'on'], null);
		expect(both.code).toBe(2);
		expect(both.err).toBe('subsets: --no-prune contradicts --prune on\n');
		const variant = await solveWith(['subsets', '--variant', 'twice'], null);
		expect(variant.code).toBe(2);
		expect(variant.err).toMatch(/^subsets: Unknown variant "twice"/);
		expect(variant.reads).toBe(0);
	});
});
