import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import { OutputClosed } from '../../src/puzzles/command';
import { puzzles } from '../../src/puzzles/all';
import type { PuzzleDefinition } from '../../src/puzzles/types';
import { fixture } from '../fixture';
import { hasRawControl, nearMisses, randomText } from '../puzzles/near-miss';
import { solveWith } from './fake-terminal';

const CASES = 300;
const SEED = 722;
/** The reader takes this much output, then closes the pipe, as `| head -c 4096` does. */
const READER_TAKES = 4096;
/**
 * Events one case may make. A near miss can be a search of minutes (a sudoku with legal givens and
 * no solution, a ring of 19): past this budget the reader gives up, which the command line treats
 * as it treats a closed pipe.
 */
const EVENT_BUDGET = 2_000_000;

let events = 0;
beforeAll(() => {
	const run = SearchEngine.prototype.run;
	vi.spyOn(SearchEngine.prototype, 'run').mockImplementation(function (
		this: SearchEngine,
		count: number,
		untilSolution?: boolean
	) {
		if (events > EVENT_BUDGET) throw new OutputClosed();
		const made = run.call(this, Math.min(count, 1 << 16), untilSolution);
		events += made;
		return made;
	});
});
afterAll(() => {
	vi.restoreAllMocks();
});

/** The flags a puzzle's command line takes, each with a value it accepts. */
function goodFlags(puzzle: PuzzleDefinition): string[][] {
	const flags: string[][] = [['--stats'], ['--limit', '3'], ['--limit=1']];
	for (const [name, kind] of Object.entries(puzzle.command.flags))
		flags.push(kind === 'switch' ? [`--${name}`] : [`--${name}`, '1']);
	for (const spec of puzzle.options)
		for (const choice of spec.choices) flags.push([`--${spec.key}`, choice.value.toLowerCase()]);
	return flags;
}

/** Words that break a command line: bad flags, bad values, values glued to switches, escapes. */
const BAD_WORDS = [
	'--all',
	'--count',
	'--line',
	'--draw',
	'--sample',
	'--limit',
	'--limit=0',
	'--order',
	'--order=mrv=junk',
	'--marking=everything',
	'--mode',
	'--all=no',
	'--count=false',
	'--',
	'-h',
	'--help',
	'-',
	'8',
	'16',
	'-1',
	'x',
	'\u001b[2J',
	'--\u001b]0;t\u0007',
	'--é'
];

/** Real input for each puzzle, from its samples and the reference data. */
const valid: Record<string, string[]> = {
	sudoku: [
		fixture('nyoj722_sample.in'),
		puzzles.find((p) => p.id === 'sudoku')!.samples[0].input,
		'0003100020000400',
		'0 0 0 3\n1 0 0 0\n2 0 0 0\n0 4 0 0'
	],
	queens: ['8', '4', '\n 6 \n'],
	maze: [fixture('lesson_maze_10x10.txt'), '0 0 0\n0 1 0\n0 0 0', '1S1\n0E0'],
	ring: ['6\n8\n', '1\n3\n2\n', '12']
};

describe('the command line, fed a few hundred seeded command lines per puzzle', () => {
	for (const puzzle of puzzles) {
		it(`solve ${puzzle.id} exits 0 or 2 with a clean message, never a stack trace`, async () => {
			const inputs = valid[puzzle.id] ?? puzzle.samples.map((sample) => sample.input);
			await fc.assert(
				fc.asyncProperty(
					fc.array(fc.constantFrom(...goodFlags(puzzle)), { maxLength: 3 }),
					fc.oneof(
						{ weight: 3, arbitrary: fc.constant(null) },
						{ weight: 1, arbitrary: fc.constantFrom(...BAD_WORDS) }
					),
					fc.oneof(
						{ weight: 2, arbitrary: fc.constantFrom(...inputs) },
						{ weight: 4, arbitrary: nearMisses(inputs, 2) },
						{ weight: 1, arbitrary: randomText }
					),
					fc.nat(9).map((n) => n === 0),
					async (flags, bad, input, misplaced) => {
						events = 0;
						// The input goes where the command reads it, and now and then where it does not.
						const argument = (puzzle.command.argument !== undefined) !== misplaced;
						const argv = [puzzle.id, ...flags.flat(), ...(bad === null ? [] : [bad])];
						if (argument) argv.push(input);
						const { code, err } = await solveWith(argv, input, READER_TAKES);
						expect([0, 2]).toContain(code);
						expect(err).not.toMatch(/\n\s+at |Error:|TypeError|RangeError/);
						expect(hasRawControl(err)).toBe(false);
						if (code === 2) expect(err).toMatch(new RegExp(`^(${puzzle.id}|solve): \\S`));
						else
							for (const line of err.split('\n').slice(0, -1))
								if (line.startsWith(`${puzzle.id}: `))
									// A count or list cut short by --limit says so, and nothing else.
									expect(line).toMatch(/^\S+: at least \d+ \(stopped at --limit \d+\)$/);
								else expect(JSON.parse(line)).toHaveProperty('tries');
					}
				),
				{ numRuns: CASES, seed: SEED }
			);
		});
	}
});
