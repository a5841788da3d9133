import { describe, expect, it } from 'vitest';
import { solveWith } from './fake-terminal';

/** Runs `solve words` on a fake terminal: what it wrote on stdout and stderr, and its exit code. */
async function run(args: string[], stdin = '') {
	const { code, out, err } = await solveWith(['words', ...args], stdin);
	return { code, out, err };
}

/** The classic exercise's grid (LeetCode 79) with a word to find. */
const classic = (word: string) => `ABCE\nSFCS\nADEE\n\n${word}\n`;

describe('solve words', () => {
	it('prints the first path as 1-based row,column pairs', async () => {
		expect(await run([], classic('ABCCED'))).toEqual({
			code: 0,
			out: '1,1 1,2 1,3 2,3 3,3 3,2\n',
			err: ''
		});
		expect((await run([], classic('SEE'))).out).toBe('2,4 3,4 3,3\n');
		expect((await run(['--sample'])).out).toBe('1,1 1,2 1,3 2,3 3,3 3,2\n');
	});

	it('prints not found when no path spells the word', async () => {
		expect(await run([], classic('ABCB'))).toEqual({ code: 0, out: 'not found\n', err: '' });
		expect((await run(['--all'], classic('ABCB'))).out).toBe('not found\n');
	});

	it('counts the paths with --count and lists them with --all, in the order the search finds them', async () => {
		const grid = 'AB\nBA\n\nABA\n';
		expect((await run(['--count'], grid)).out).toBe('4\n');
		expect((await run(['--all'], grid)).out).toBe(
			['1,1 1,2 2,2', '1,1 2,1 2,2', '2,2 1,2 1,1', '2,2 2,1 1,1', ''].join('\n')
		);
		expect((await run(['--all', '--limit', '1'], grid)).out).toBe('1,1 1,2 2,2\n');
		expect((await run(['--count'], classic('ABCB'))).out).toBe('0\n');
	});

	it('reads Chinese characters', async () => {
		expect((await run([], '深度优先\n回溯索搜\n\n深度优先搜索\n')).out).toBe(
			'1,1 1,2 1,3 1,4 2,4 2,3\n'
		);
	});

	it('prints one JSON line of counters on stderr with --stats', async () => {
		const { code, out, err } = await run(['--count', '--stats'], classic('SEE'));
		expect(code).toBe(0);
		expect(out).toBe('1\n');
		const stats = JSON.parse(err);
		expect(stats).toMatchObject({ solutions: 1, maxDepth: 3 });
		expect(stats.tries).toBe(stats.conflicts + stats.places);
	});

	it('exits 2 with what is wrong and where on bad input', async () => {
		const ragged = await run([], 'ABCE\nSFC\n\nSEE');
		expect(ragged).toMatchObject({ code: 2, out: '' });
		expect(ragged.err).toMatch(
			/^words: Line 2, column 4: this row has 3 letters, the first row 4\./
		);
		const missing = await run([], 'ABCE\n');
		expect(missing.err).toMatch(/^words: The word is missing/);
		expect((await run([], '')).err).toMatch(/^words: The input is empty\./);
		expect((await run(['--mode', 'all'], classic('SEE'))).code).toBe(0);
		expect((await run(['--mode', 'some'], classic('SEE'))).code).toBe(2);
		expect((await run(['SEE'], classic('SEE'))).err).toContain('the input comes on stdin');
	});
});
