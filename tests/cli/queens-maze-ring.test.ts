import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CliCommand, CliIO } from '../../src/cli/command';
import { mazeCommand } from '../../src/cli/maze';
import { queensCommand } from '../../src/cli/queens';
import { ringCommand } from '../../src/cli/ring';

const lessonMaze = readFileSync(
	new URL('../fixtures/lesson_maze_10x10.txt', import.meta.url),
	'utf8'
);
const ringSample = readFileSync(
	new URL('../fixtures/prime_ring_uva524_hdu1016_sample.txt', import.meta.url),
	'utf8'
);
const ringSampleInput = ringSample.split('# --- input ---\n')[1].split('# --- expected')[0];
const ringSampleOutput = ringSample.split('# --- expected output ---\n')[1];

/** Runs a command on a fake terminal: what it wrote on stdout and stderr, and its exit code. */
function run(command: CliCommand, args: string[], stdin = '') {
	let out = '';
	let err = '';
	const io: CliIO = {
		stdin: () => stdin,
		out: (text) => (out += text),
		err: (text) => (err += text)
	};
	const code = command(args, io);
	return { code, out, err };
}

const STATS_KEYS = ['tries', 'conflicts', 'places', 'backtracks', 'solutions', 'maxDepth', 'ms'];

describe('solve queens', () => {
	it('prints the number of solutions', () => {
		expect(run(queensCommand, ['8'])).toEqual({ code: 0, out: '92\n', err: '' });
		expect(run(queensCommand, ['3']).out).toBe('0\n');
	});

	it('prints every solution as 1-based columns with --all', () => {
		expect(run(queensCommand, ['4', '--all'])).toEqual({
			code: 0,
			out: '2 4 1 3\n3 1 4 2\n',
			err: ''
		});
		const lines = run(queensCommand, ['8', '--all']).out.trim().split('\n');
		expect(lines).toHaveLength(92);
		expect(lines[0]).toBe('1 5 8 6 3 7 2 4');
	});

	it('prints one JSON line of counters on stderr with --stats', () => {
		const { code, out, err } = run(queensCommand, ['6', '--stats']);
		expect(code).toBe(0);
		expect(out).toBe('4\n');
		expect(err.endsWith('\n') && err.trim().split('\n')).toHaveLength(1);
		const stats = JSON.parse(err);
		expect(Object.keys(stats)).toEqual(STATS_KEYS);
		expect(stats).toMatchObject({ solutions: 4, maxDepth: 6 });
		expect(stats.tries).toBe(stats.conflicts + stats.places);
	});

	it('exits 2 with a message saying what is wrong on bad input', () => {
		for (const args of [['17'], ['eight'], [], ['8', '9'], ['8', '--count']]) {
			const { code, out, err } = run(queensCommand, args);
			expect(code, args.join(' ')).toBe(2);
			expect(out).toBe('');
			expect(err).toMatch(/^queens: /);
		}
		expect(run(queensCommand, ['17']).err).toContain('17 is out of range');
	});
});

describe('solve ring', () => {
	it('prints the published sample output exactly', () => {
		expect(run(ringCommand, [], ringSampleInput)).toEqual({
			code: 0,
			out: ringSampleOutput,
			err: ''
		});
	});

	it('numbers the cases over the lines of input, odd sizes with no ring', () => {
		expect(run(ringCommand, [], '1\n3\n2\n').out).toBe('Case 1:\n1\n\nCase 2:\n\nCase 3:\n1 2\n\n');
	});

	it('sums the counters over all cases with --stats', () => {
		const { err } = run(ringCommand, ['--stats'], '6\n8\n');
		const stats = JSON.parse(err);
		expect(Object.keys(stats)).toEqual(STATS_KEYS);
		expect(stats.solutions).toBe(6);
		expect(stats.maxDepth).toBe(7);
	});

	it('exits 2 naming the line of a bad size', () => {
		const { code, out, err } = run(ringCommand, [], '6\n\n25\n');
		expect(code).toBe(2);
		expect(out).toBe('');
		expect(err).toContain('Line 3, column 1: 25 is out of range');
		expect(run(ringCommand, ['6']).code).toBe(2);
		expect(run(ringCommand, ['--all']).code).toBe(2);
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

	it('draws the first path of the lesson maze with * and gives its length', () => {
		expect(run(mazeCommand, [], lessonMaze)).toEqual({ code: 0, out: firstPath, err: '' });
		expect(run(mazeCommand, ['--sample'])).toEqual({ code: 0, out: firstPath, err: '' });
	});

	it('counts the 6 paths of the lesson maze with --all', () => {
		expect(run(mazeCommand, ['--sample', '--all']).out).toBe('6\n');
		expect(run(mazeCommand, ['--all', '--order', 'LDRU'], lessonMaze).out).toBe('6\n');
		expect(run(mazeCommand, ['--all', '--marking', 'visited'], lessonMaze).out).toBe('1\n');
	});

	it('follows the move order and marking options', () => {
		const maze = '0 0 0\n0 1 0\n0 0 0';
		expect(run(mazeCommand, ['--order', 'DRUL'], maze).out).toBe('*00\n*10\n***\nlength: 5\n');
		expect(run(mazeCommand, ['--order=RDLU', '--marking', 'visited'], maze).out).toBe(
			'***\n01*\n00*\nlength: 5\n'
		);
	});

	it('writes S and E cells as part of the path', () => {
		expect(run(mazeCommand, [], '1S1\n0E0').out).toBe('1*1\n0*0\nlength: 2\n');
	});

	it('says "no path" when there is none', () => {
		expect(run(mazeCommand, [], '010\n010\n010')).toEqual({ code: 0, out: 'no path\n', err: '' });
		expect(run(mazeCommand, ['--all'], '010\n010\n010').out).toBe('0\n');
	});

	it('prints the counters with --stats', () => {
		const { out, err } = run(mazeCommand, ['--sample', '--all', '--stats']);
		expect(out).toBe('6\n');
		expect(JSON.parse(err)).toMatchObject({ tries: 900, conflicts: 670, solutions: 6 });
	});

	it('exits 2 with what and where on bad input', () => {
		const bad = run(mazeCommand, [], '000\n0x0\n000');
		expect(bad).toMatchObject({ code: 2, out: '' });
		expect(bad.err).toContain('Line 2, column 2');
		expect(run(mazeCommand, [], '000\n00\n').err).toContain('Line 2');
		expect(run(mazeCommand, [], '').code).toBe(2);
		expect(run(mazeCommand, ['--order', 'UUDL'], lessonMaze).err).toContain('"UUDL"');
		expect(run(mazeCommand, ['--marking', 'all'], lessonMaze).code).toBe(2);
		expect(run(mazeCommand, ['--order'], lessonMaze).code).toBe(2);
		expect(run(mazeCommand, ['--bfs'], lessonMaze).code).toBe(2);
	});
});
