import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/command';
import { runSolve } from '../../src/cli/solve';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) =>
	readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** A fake terminal that records what a command prints. */
function terminal(stdin: string) {
	const io = { out: '', err: '', reads: 0 };
	const cli: CliIO = {
		stdin: () => {
			io.reads++;
			return stdin;
		},
		out: (text) => (io.out += text),
		err: (text) => (io.err += text)
	};
	return { io, cli };
}

describe('the solve command line', () => {
	it('runs as a real process: the NYOJ sample exits 0 with its answer, bad input exits 2', () => {
		const solve = (stdin: string) =>
			spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/solve.ts', 'sudoku'], {
				cwd: root,
				input: stdin,
				encoding: 'utf8',
				timeout: 60_000
			});
		const good = solve(fixture('nyoj722_sample.in'));
		expect(good.stderr).toBe('');
		expect(good.status).toBe(0);
		// The expected file ends each line with a space, as the lesson printed it: compared with trailing spaces stripped.
		expect(good.stdout.split('\n').map((line) => line.trimEnd())).toEqual(
			fixture('nyoj722_sample.out')
				.split('\n')
				.map((line) => line.trimEnd())
		);

		const bad = solve('1\n0 0 5 3 0 0 0 0 0\n');
		expect(bad.status).toBe(2);
		expect(bad.stdout).toBe('');
		expect(bad.stderr).toBe(
			'sudoku: The 9x9 grid starting on line 2 ends on line 2 after 1 row; it needs 9.\n'
		);
	});

	it('dispatches `solve sudoku` to the sudoku command', () => {
		const { io, cli } = terminal(fixture('nyoj722_sample.in'));
		expect(runSolve(['sudoku', '--line'], cli)).toBe(0);
		expect(io.out).toBe(
			'145327698839654127672918543496185372218473956753296481367542819984761235521839764\n'
		);
	});

	it('rejects a missing or unknown puzzle with its usage and exit code 2, without reading stdin', () => {
		for (const argv of [[], ['chess'], ['toString']]) {
			const { io, cli } = terminal('');
			expect(runSolve(argv, cli), argv.join(' ')).toBe(2);
			expect(io.err).toMatch(/^solve: .+\nusage: npm run --silent solve -- <puzzle> \[options\]\n/);
			expect(io.reads).toBe(0);
		}
	});

	it('prints its usage on --help and exits 0', () => {
		const { io, cli } = terminal('');
		expect(runSolve(['--help'], cli)).toBe(0);
		expect(io.out).toMatch(/^usage: npm run --silent solve -- <puzzle> \[options\]\n {2}sudoku /);
	});
});
