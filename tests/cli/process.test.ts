import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A few runs as a real process, for what only a real terminal does: pipes that close, stdin that
// is a directory, output that must arrive while the search is still going.
const root = fileURLToPath(new URL('../..', import.meta.url));
const SOLVE = 'node --import tsx src/cli/solve.ts';

/** Runs a shell pipeline in the project's folder. */
function shell(script: string, timeout = 60_000) {
	return spawnSync('bash', ['-c', script], { cwd: root, encoding: 'utf8', timeout });
}

describe('solve as a real process', () => {
	it('answers the NYOJ 722 sample so that cmp finds no difference from the judge’s output', () => {
		const run = shell(
			'npm run --silent solve -- sudoku < tests/fixtures/nyoj722_sample.in | cmp - tests/fixtures/nyoj722_sample.out'
		);
		expect(run.stdout + run.stderr).toBe('');
		expect(run.status).toBe(0);
	});

	it('ends quietly with exit 0 when the reader closes the pipe (| head -1)', () => {
		// Sixteen queens have 14,772,512 solutions: without the closed pipe this would run for minutes.
		const run = shell(`${SOLVE} queens 16 --all | head -1; echo "exit \${PIPESTATUS[0]}"`);
		expect(run.stderr).toBe('');
		expect(run.stdout).toBe('1 3 5 2 13 9 14 12 15 6 16 7 4 11 8 10\nexit 0\n');
	});

	it('exits 2 with a message when stdin is a directory', () => {
		const directory = openSync(root, 'r');
		try {
			const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/solve.ts', 'sudoku'], {
				cwd: root,
				encoding: 'utf8',
				stdio: [directory, 'pipe', 'pipe'],
				timeout: 60_000
			});
			expect(run.status).toBe(2);
			expect(run.stdout).toBe('');
			expect(run.stderr).toBe(
				'sudoku: stdin is a directory: give the input as a file or a pipe, e.g. < puzzle.txt\n'
			);
		} finally {
			closeSync(directory);
		}
	});

	it('refuses a 100 MB line with the size message, before parsing it', () => {
		const run = shell(`head -c 100000000 /dev/zero | tr '\\0' 1 | ${SOLVE} sudoku`);
		expect(run.status).toBe(2);
		expect(run.stdout).toBe('');
		expect(run.stderr).toMatch(/^sudoku: The input is longer than 1,000,000 characters/);
	});

	it('prints the first solutions of a search that would run for minutes at once', async () => {
		const child = spawn(
			process.execPath,
			['--import', 'tsx', 'src/cli/solve.ts', 'queens', '16', '--all'],
			{
				cwd: root
			}
		);
		const first = await new Promise<string>((resolve, reject) => {
			child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
			child.once('error', reject);
			child.once('exit', () => reject(new Error('the search ended before printing')));
		});
		child.kill();
		expect(first.split('\n')[0]).toBe('1 3 5 2 13 9 14 12 15 6 16 7 4 11 8 10');
	});
});
