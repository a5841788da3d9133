import { describe, expect, it } from 'vitest';
import { AUSTRALIA, K4, PETERSEN, SOUTH_AMERICA } from '../../src/puzzles/coloring/samples';
import { fixture } from '../fixture';
import { solveWith } from './fake-terminal';

/** Runs `solve coloring` on a fake terminal: what it wrote on stdout and stderr, and its exit code. */
async function run(args: string[], stdin = '') {
	const { code, out, err } = await solveWith(['coloring', ...args], stdin);
	return { code, out, err };
}

/** Australia from the AIMA fixture, written as an edge list: `SA: WA NT Q NSW V; …` becomes `SA WA`, … */
const aimaAustralia = fixture('map_australia_aima.txt')
	.trim()
	.split(';')
	.flatMap((spec) => {
		const [region, neighbours] = spec.split(':').map((part) => part.trim());
		const others = neighbours.split(/\s+/).filter(Boolean);
		return others.length === 0 ? [region] : others.map((other) => `${region} ${other}`);
	})
	.join('\n');

describe('solve coloring', () => {
	it('reads a,b as the edge a b, as the README says (issue 21, item 19)', async () => {
		const withCommas = AUSTRALIA.split('\n')
			.map((line) => (line.startsWith('#') ? line : line.replace(' ', ',')))
			.join('\n');
		expect(withCommas).toContain('WA,NT');
		expect(await run(['--count', '--colors', '3'], withCommas)).toEqual(
			await run(['--count', '--colors', '3'], AUSTRALIA)
		);
		expect((await run(['--count', '--colors', '3'], AUSTRALIA)).out).toBe('18\n');
	});

	it('prints the first colouring of Australia as name-colour lines, colours tried 1..k', async () => {
		const first = 'WA 1\nNT 2\nSA 3\nQ 1\nNSW 2\nV 1\nT 1\n';
		expect(await run(['--colors', '3'], AUSTRALIA)).toEqual({ code: 0, out: first, err: '' });
		expect(await run(['--sample'])).toEqual({ code: 0, out: first, err: '' });
		// The AIMA map, listed another way, lists its vertices in another order.
		expect((await run([], aimaAustralia)).out).toBe('SA 1\nWA 2\nNT 3\nQ 2\nNSW 3\nV 2\nT 1\n');
	});

	it('counts the colourings with --count: the chromatic polynomial at k', async () => {
		const counts = [];
		for (let k = 1; k <= 5; k++)
			counts.push((await run(['--count', '--colors', String(k)], AUSTRALIA)).out);
		// k · k(k−1)(k−2)^4: Tasmania free, SA against a path of five.
		expect(counts).toEqual([1, 2, 3, 4, 5].map((k) => `${k * k * (k - 1) * (k - 2) ** 4}\n`));
		expect((await run(['--count', '--colors', '4'], K4)).out).toBe('24\n');
		expect((await run(['--count'], PETERSEN)).out).toBe('120\n');
		expect((await run(['--count', '--order', 'degree'], PETERSEN)).out).toBe('120\n');
	});

	it('prints every colouring with --all, a blank line between two', async () => {
		const { code, out } = await run(['--all', '--colors', '4'], K4);
		expect(code).toBe(0);
		const colourings = out.trimEnd().split('\n\n');
		expect(colourings).toHaveLength(24);
		expect(colourings[0]).toBe('A 1\nB 2\nC 3\nD 4');
		expect(new Set(colourings).size).toBe(24);
		for (const colouring of colourings)
			expect(
				colouring
					.split('\n')
					.map((line) => line.split(' ')[1])
					.sort()
					.join('')
			).toBe('1234');
		const limited = await run(['--all', '--limit', '2', '--colors', '4'], K4);
		expect(limited.out.trimEnd().split('\n\n')).toEqual(colourings.slice(0, 2));
	});

	it('says so when there is no colouring', async () => {
		expect(await run([], K4)).toEqual({ code: 0, out: 'no colouring\n', err: '' });
		expect((await run(['--colors', '3'], SOUTH_AMERICA)).out).toBe('no colouring\n');
		expect((await run(['--count', '--colors', '3'], SOUTH_AMERICA)).out).toBe('0\n');
		expect((await run(['--colors', '4'], SOUTH_AMERICA)).out.split('\n')[0]).toBe('Argentina 1');
	});

	it('prints one JSON line of counters on stderr with --stats', async () => {
		const { code, out, err } = await run(['--count', '--stats'], AUSTRALIA);
		expect(code).toBe(0);
		expect(out).toBe('18\n');
		const stats = JSON.parse(err);
		expect(stats).toMatchObject({ solutions: 18, maxDepth: 7 });
		expect(stats.tries).toBe(stats.conflicts + stats.places);
	});

	it('exits 2 with what is wrong and where on bad input or options', async () => {
		const third = await run([], 'WA NT\nSA Q NSW\n');
		expect(third).toMatchObject({ code: 2, out: '' });
		expect(third.err).toMatch(/^coloring: Line 2, column 6: an edge joins two vertices/);
		const loop = await run([], 'A A');
		expect(loop.err).toContain('Line 1, column 3: the edge joins A to itself');
		const empty = await run([], '\n# nothing\n');
		expect(empty.err).toMatch(/^coloring: The input has no vertex\./);
		for (const colors of ['0', '7', 'x']) {
			const bad = await run(['--colors', colors], 'A B');
			expect(bad.code).toBe(2);
			expect(bad.err).toContain(`Unknown colors "${colors}"`);
			expect(bad.err).toContain('usage: solve coloring');
		}
		expect((await run(['--order', 'random'], 'A B')).code).toBe(2);
		expect((await run(['extra'], 'A B')).err).toContain('the input comes on stdin');
	});
});
