import { describe, expect, it } from 'vitest';
import { runSolve } from '../../src/cli/solve';
import { OutputClosed, type CommandIO } from '../../src/puzzles/command';
import { puzzles } from '../../src/puzzles/all';
import { fixture } from '../fixture';
import { hasRawControl } from '../puzzles/near-miss';
import { solveWith } from './fake-terminal';

/** Each command line exits 2 with its message first and the usage, printing nothing and reading no stdin. */
async function expectRefused(cases: readonly [string[], string][]): Promise<void> {
	for (const [argv, message] of cases) {
		const { code, out, err, reads } = await solveWith(argv, null);
		expect(code, argv.join(' ')).toBe(2);
		expect(out).toBe('');
		expect(reads).toBe(0);
		expect(err.startsWith(message), `${argv.join(' ')}: ${err}`).toBe(true);
		expect(err).toContain('\nusage: solve ');
	}
}

describe('the solve command line', () => {
	it('dispatches `solve sudoku` to the sudoku command', async () => {
		const { code, out } = await solveWith(['sudoku', '--line'], fixture('nyoj722_sample.in'));
		expect(code).toBe(0);
		expect(out).toBe(
			'145327698839654127672918543496185372218473956753296481367542819984761235521839764\n'
		);
	});

	it('rejects a missing or unknown puzzle with its usage and exit code 2, without reading stdin', async () => {
		for (const argv of [[], ['chess'], ['toString']]) {
			const { code, err, reads } = await solveWith(argv, null);
			expect(code, argv.join(' ')).toBe(2);
			expect(err).toMatch(/^solve: .+\nusage: npm run --silent solve -- <puzzle> \[options\]\n/);
			expect(reads).toBe(0);
		}
	});

	it('prints its usage on --help and exits 0', async () => {
		const { code, out } = await solveWith(['--help']);
		expect(code).toBe(0);
		expect(out).toMatch(/^usage: npm run --silent solve -- <puzzle> \[options\]\n {2}sudoku /);
		expect(out).toContain('--sample');
	});

	it('rejects a value glued to a switch or to an option, strictly, before reading stdin', async () => {
		const cases: [string[], string][] = [
			[['sudoku', '--order=mrv=junk'], 'sudoku: Unknown order "mrv=junk"'],
			[['sudoku', '--all=no'], 'sudoku: --all takes no value'],
			[['sudoku', '--count=false'], 'sudoku: --count takes no value'],
			[['maze', '--count=1'], 'maze: --count takes no value'],
			[['queens', '8', '--all=yes'], 'queens: --all takes no value'],
			[['ring', '--stats=true'], 'ring: --stats takes no value'],
			[['maze', '--sample=lesson'], 'maze: --sample takes no value'],
			[['sudoku', '--limit=-1'], 'sudoku: Unknown limit "-1"'],
			[['sudoku', '--Order', 'mrv'], 'sudoku: unknown option --Order']
		];
		await expectRefused(cases);
	});

	it('says on stderr when --limit cut a count or a list short, and not when the search ended first (issue 21, item 18)', async () => {
		const cut = await solveWith(['knight', '5', '--count', '--limit', '3'], null);
		expect([cut.code, cut.out, cut.err]).toEqual([
			0,
			'3\n',
			'knight: at least 3 (stopped at --limit 3)\n'
		]);
		const listed = await solveWith(['queens', '8', '--all', '--limit', '2'], null);
		expect(listed.out.trim().split('\n')).toHaveLength(2);
		expect(listed.err).toBe('queens: at least 2 (stopped at --limit 2)\n');
		// Sudoku takes --limit alone as a request for up to N solutions.
		const sudoku = await solveWith(
			['sudoku', '--count', '--limit', '2'],
			fixture('nyoj722_sample.in')
		);
		expect([sudoku.out, sudoku.err]).toEqual(['1\n', '']);
		const whole = await solveWith(['knight', '5', '--count', '--limit', '500'], null);
		expect([whole.out, whole.err]).toEqual(['304\n', '']);
	});

	it('refuses --all with --count, and --limit without either where the command needs one, before reading stdin', async () => {
		const cases: [string[], string][] = [
			[['knight', '5', '--all', '--count'], 'knight: --all and --count do not go together'],
			[['maze', '--all', '--count'], 'maze: --all and --count do not go together'],
			[['subsets', '--count', '--all'], 'subsets: --all and --count do not go together'],
			[['knight', '5', '--limit', '3'], 'knight: --limit needs --all or --count'],
			[['coloring', '--limit', '3'], 'coloring: --limit needs --all or --count'],
			[['queens', '8', '--limit', '3'], 'queens: --limit needs --all:']
		];
		await expectRefused(cases);
	});

	it('gives every puzzle --sample: its first sample, with stdin never read', async () => {
		for (const puzzle of puzzles) {
			const { code, out, err, reads } = await solveWith([puzzle.id, '--sample'], null);
			expect(err, puzzle.id).toBe('');
			expect(code, puzzle.id).toBe(0);
			expect(out.length, puzzle.id).toBeGreaterThan(0);
			expect(reads, puzzle.id).toBe(0);
		}
	});

	it('never echoes control characters or long arguments raw', async () => {
		const title = '\u001b]0;pwned\u0007';
		const runs = [
			await solveWith([`chess${title}`], null),
			await solveWith(['sudoku', `--order=${title}`], null),
			await solveWith(['sudoku', `--${title}`], null),
			await solveWith(['queens', `8${title}`], null),
			await solveWith(['maze', 'x'.repeat(500)], null)
		];
		for (const { code, err } of runs) {
			expect(code).toBe(2);
			expect(hasRawControl(err)).toBe(false);
			expect(err).not.toContain('x'.repeat(41));
		}
		expect(runs[1].err).toContain('\\x1b]0;pwned\\x07');
	});

	it('waits for a slow reader: never writes again while the last write is still pending', async () => {
		let pending = 0;
		let writes = 0;
		let overlapped = false;
		let settle: (closed: boolean) => void = () => {};
		const io: CommandIO = {
			stdin: () => '',
			out: () => {
				if (pending > 0) overlapped = true;
				pending++;
				writes++;
				return new Promise<void>((resolve, reject) => {
					settle = (closed) => {
						pending--;
						if (closed) reject(new OutputClosed());
						else resolve();
					};
				});
			},
			err: () => {}
		};
		// 365,596 solutions, about 14 MB: many pieces, each taken only when the reader wants it.
		const exit = runSolve(['queens', '14', '--all'], io);
		for (let piece = 1; piece <= 20; piece++) {
			await expect.poll(() => writes).toBe(piece);
			settle(false);
		}
		// The reader goes away: the search stops and the command ends quietly with 0.
		await expect.poll(() => writes).toBe(21);
		settle(true);
		expect(await exit).toBe(0);
		expect(overlapped).toBe(false);
		expect(writes).toBe(21);
	});
});
