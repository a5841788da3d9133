import { describe, expect, it } from 'vitest';
import { isValidTour } from '../../src/puzzles/knight/model';
import { solveWith } from './fake-terminal';

/** Runs `solve knight …` on a fake terminal that must not be read: the input is the argument. */
async function run(args: string[]) {
	const { code, out, err } = await solveWith(['knight', ...args], null);
	return { code, out, err };
}

/** The squares of a printed grid of move numbers, in visiting order (0-based square numbers). */
function pathOf(grid: string): { size: number; path: number[] } {
	const rows = grid
		.trim()
		.split('\n')
		.map((line) => line.trim().split(/\s+/).map(Number));
	const size = rows.length;
	const path: number[] = [];
	rows.forEach((row, r) => row.forEach((number, c) => (path[number - 1] = r * size + c)));
	return { size, path };
}

const FIRST_5X5 = [
	' 1  6 15 10 21',
	'14  9 20  5 16',
	'19  2  7 22 11',
	' 8 13 24 17  4',
	'25 18  3 12 23',
	''
].join('\n');

describe('solve knight', () => {
	it('prints the first tour from the corner as a grid of move numbers', async () => {
		expect(await run(['5'])).toEqual({ code: 0, out: FIRST_5X5, err: '' });
		expect(await run(['5', '--start', '1,1', '--order', 'plain'])).toEqual({
			code: 0,
			out: FIRST_5X5,
			err: ''
		});
	});

	it('tours the chessboard by Warnsdorff’s rule from any start, 1-based', async () => {
		const { code, out } = await run(['8', '--order', 'warnsdorff', '--start', '4,5']);
		expect(code).toBe(0);
		const { size, path } = pathOf(out);
		expect(size).toBe(8);
		expect(path[0]).toBe(3 * 8 + 4);
		expect(isValidTour(8, 3 * 8 + 4, path)).toBe(true);
	});

	it('counts the tours from a start with --count', async () => {
		expect(await run(['5', '--start', '3,3', '--count'])).toEqual({
			code: 0,
			out: '64\n',
			err: ''
		});
	});

	it('says no tour from a square no tour starts on', async () => {
		expect(await run(['5', '--start', '2,3'])).toEqual({ code: 0, out: 'no tour\n', err: '' });
	});

	it('prints every tour under its number with --all, and stops at --limit', async () => {
		const { code, out } = await run(['5', '--start', '3,3', '--all', '--limit', '2']);
		expect(code).toBe(0);
		const tours = out.split('\n\n');
		expect(tours).toHaveLength(2);
		expect(tours.map((tour) => tour.split('\n')[0])).toEqual(['Tour 1:', 'Tour 2:']);
		for (const tour of tours) {
			const { path } = pathOf(tour.split('\n').slice(1).join('\n'));
			expect(isValidTour(5, 12, path)).toBe(true);
		}
		expect((await run(['5', '--start', '3,3', '--count', '--limit', '5'])).out).toBe('5\n');
	});

	it('takes the classic 8x8 from the corner with --sample, and prints counters with --stats', async () => {
		const { code, out, err } = await run(['--sample', '--order', 'warnsdorff', '--stats']);
		expect(code).toBe(0);
		expect(isValidTour(8, 0, pathOf(out).path)).toBe(true);
		expect(JSON.parse(err)).toMatchObject({
			tries: 63,
			conflicts: 0,
			places: 63,
			backtracks: 0,
			solutions: 1,
			maxDepth: 63
		});
	});

	it('exits 2 with a message that says what is wrong and where', async () => {
		const cases: [string[], string][] = [
			[['9'], 'knight: Line 1, column 1: 9 is out of range.'],
			[['five'], 'knight: Line 1, column 1: "five" is not a whole number.'],
			[['6 1,7'], 'knight: Line 1, column 3: column 7 is off the 6x6 board'],
			[['8', '--start', '9,1'], 'knight: --start 9,1: row 9 is off the 8x8 board'],
			[['8', '--start', 'a1'], 'knight: --start a1: "a1" is not a square.'],
			[
				['8', '--order', 'fastest'],
				'knight: Unknown order "fastest": use one of plain, warnsdorff.'
			],
			[[], 'knight: give N (or --sample)'],
			[['8', '--start'], 'knight: --start needs a value']
		];
		for (const [args, message] of cases) {
			const { code, out, err } = await run(args);
			expect({ args, code, out }).toEqual({ args, code: 2, out: '' });
			expect(err.startsWith(message), `${args.join(' ')}: ${err}`).toBe(true);
		}
	});
});
