import { describe, expect, it } from 'vitest';
import { comparedOption } from '../../src/app/compare/comparison';
import { search, SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { knightPuzzle } from '../../src/puzzles/knight';
import { knightCode } from '../../src/puzzles/knight/code';
import { formatKnightInput, formatTour } from '../../src/puzzles/knight/format';
import { isValidTour, type KnightBoard, type KnightOrder } from '../../src/puzzles/knight/model';
import { parseKnight, parseStartSquare } from '../../src/puzzles/knight/parser';
import { KnightProblem } from '../../src/puzzles/knight/problem';
import { CODE_ROLES, lineOfRole } from '../../src/puzzles/kit/code-listing';
import { fixtureLines } from '../fixture';

/** OEIS A165134 from the fixture: n -> directed open tours summed over all start squares. */
const a165134 = new Map(
	fixtureLines('oeis_A165134_knight_tours.txt')
		.filter((line) => !line.startsWith('#'))
		.map((line) => line.trim().split(/\s+/).map(Number) as [number, number])
);

// The knight's eight jumps, written out here again (not imported) so the references below are
// the test's own: the fixed order the course's tables use.
const DR = [2, 1, -1, -2, -2, -1, 1, 2];
const DC = [1, 2, 2, 1, -1, -2, -2, -1];

function load(input: string, options: { mode: 'first' | 'all'; order?: KnightOrder }) {
	const loaded = knightPuzzle.load(input, { order: 'plain', ...options });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return loaded.value;
}

/**
 * The course's recursion, written plainly: the first tour from (row, column) with the jumps in
 * the fixed order, and how many jumps it checked on the way.
 */
function plainFirstTour(n: number, row: number, column: number) {
	const step = new Array<number>(n * n).fill(0);
	let tries = 0;
	let tour: number[] | null = null;
	const go = (r: number, c: number, k: number): boolean => {
		if (k === n * n) {
			tour = step.slice();
			return true;
		}
		for (let m = 0; m < 8; m++) {
			tries++;
			const nr = r + DR[m];
			const nc = c + DC[m];
			if (nr < 0 || nr >= n || nc < 0 || nc >= n || step[nr * n + nc] !== 0) continue;
			step[nr * n + nc] = k + 1;
			if (go(nr, nc, k + 1)) return true;
			step[nr * n + nc] = 0;
		}
		return false;
	};
	step[row * n + column] = 1;
	go(row, column, 1);
	return { tries, tour: tour as number[] | null };
}

/** The square's images under the eight symmetries of the n x n board. */
function symmetricSquares(n: number, square: number): number[] {
	const r = Math.floor(square / n);
	const c = square % n;
	const m = n - 1;
	return [
		[r, c],
		[c, m - r],
		[m - r, m - c],
		[m - c, r],
		[r, m - c],
		[m - r, c],
		[c, r],
		[m - c, m - r]
	].map(([row, column]) => row * n + column);
}

describe('Knight’s tour search', () => {
	it('counts the 1728 open tours of OEIS A165134 from the 25 start squares of 5x5, each a valid tour', () => {
		// One start per class of squares the board's symmetries exchange (six classes, 81 million
		// events instead of 380 million): a tour from a square turns or flips into as many tours
		// from each square of its class.
		const n = 5;
		const classes = new Map<number, number>();
		for (let square = 0; square < n * n; square++) {
			const representative = Math.min(...symmetricSquares(n, square));
			classes.set(representative, (classes.get(representative) ?? 0) + 1);
		}
		expect([...classes.values()].reduce((a, b) => a + b)).toBe(25);
		let total = 0;
		const fromSquare = new Map<number, number>();
		for (const [start, members] of classes) {
			const tours = new Set<string>();
			const stats = solve(load(formatKnightInput({ size: n, start }), { mode: 'all' }), (board) => {
				expect(isValidTour(n, start, board.path)).toBe(true);
				tours.add(board.path.join(','));
			});
			expect(tours.size).toBe(stats.solutions);
			fromSquare.set(start, stats.solutions);
			total += members * stats.solutions;
		}
		expect(total).toBe(a165134.get(5));
		// 304 from a corner; none from the squares of the colour with 12 squares (a 25-square path
		// begins and ends on the colour with 13).
		expect(fromSquare.get(0)).toBe(304);
		expect(fromSquare.get(1)).toBe(0);
	});

	it('has no tour on the boards of 2 to 4 squares a side, as A165134 says (the smallest it reads is 5)', () => {
		for (const n of [2, 3, 4]) expect(a165134.get(n)).toBe(0);
		expect(parseKnight('4').ok).toBe(false);
	});

	it('finds the first tour of the plain recursion, after exactly its tries', () => {
		for (const [n, row, column] of [
			[5, 0, 0],
			[5, 2, 2],
			[6, 0, 0]
		]) {
			const reference = plainFirstTour(n, row, column);
			const boards: KnightBoard[] = [];
			const stats = solve(
				load(formatKnightInput({ size: n, start: row * n + column }), { mode: 'first' }),
				(board) => boards.push(board)
			);
			expect(stats.tries, `${n} from ${row},${column}`).toBe(reference.tries);
			const numbers = new Array<number>(n * n).fill(0);
			boards[0].path.forEach((square, index) => (numbers[square] = index + 1));
			expect(numbers).toEqual(reference.tour);
		}
	});

	it('tours 8x8 by Warnsdorff’s rule from every start with few backtracks, and none from the corner', () => {
		const backtracks: number[] = [];
		for (let start = 0; start < 64; start++) {
			const boards: KnightBoard[] = [];
			const stats = solve(
				load(formatKnightInput({ size: 8, start }), { mode: 'first', order: 'warnsdorff' }),
				(board) => boards.push(board)
			);
			expect(isValidTour(8, start, boards[0].path)).toBe(true);
			backtracks.push(stats.backtracks);
		}
		expect(backtracks[0]).toBe(0);
		expect(Math.max(...backtracks)).toBeLessThan(100);
		expect(backtracks.filter((count) => count === 0).length).toBeGreaterThan(60);
	});

	it('takes the jumps by Warnsdorff’s rule: fewest onward moves first, ties in the fixed order, blocked jumps last', () => {
		for (const [n, start] of [
			[5, 2],
			[6, 7],
			[7, 0]
		]) {
			const problem = new KnightProblem({ size: n, start }, 'warnsdorff');
			const path = [start];
			/** The order the test expects for the call at each depth, worked out when it starts. */
			const expected: number[][] = [];
			const tried: number[] = [];
			const orderNow = () => {
				const visited = new Set(path);
				const free = (r: number, c: number) =>
					r >= 0 && r < n && c >= 0 && c < n && !visited.has(r * n + c);
				const at = path[path.length - 1];
				const [r, c] = [Math.floor(at / n), at % n];
				const key = (m: number) => {
					const [nr, nc] = [r + DR[m], c + DC[m]];
					if (!free(nr, nc)) return 9;
					let onward = 0;
					for (let j = 0; j < 8; j++) if (free(nr + DR[j], nc + DC[j])) onward++;
					return onward;
				};
				return [0, 1, 2, 3, 4, 5, 6, 7].sort((a, b) => key(a) - key(b) || a - b);
			};
			expected[0] = orderNow();
			tried[0] = 0;
			let events = 0;
			const wrong: string[] = [];
			for (const event of search(problem, { mode: 'all' })) {
				if (++events > 5000) break;
				if (event.kind === 'try') {
					const wanted = expected[event.depth][tried[event.depth]++];
					if (event.candidate !== wanted)
						wrong.push(`step ${event.step}: move ${event.candidate}, expected ${wanted}`);
				} else if (event.kind === 'place') {
					path.push(path[path.length - 1] + DR[event.candidate] * n + DC[event.candidate]);
					expected[event.depth + 1] = orderNow();
					tried[event.depth + 1] = 0;
				} else if (event.kind === 'backtrack') path.pop();
			}
			expect(wrong, `${n} from ${start}`).toEqual([]);
		}
	});

	it('names the edge, or the visited square and its move number, when a jump is refused', () => {
		const problem = new KnightProblem({ size: 5, start: 0 });
		const path = [0];
		let edges = 0;
		let visits = 0;
		const wrong: unknown[] = [];
		for (const event of search(problem, { mode: 'first' })) {
			if (event.step > 5000) break;
			if (event.kind === 'place')
				path.push(path[path.length - 1] + DR[event.candidate] * 5 + DC[event.candidate]);
			if (event.kind === 'backtrack') path.pop();
			if (event.kind !== 'try' || event.verdict !== 'conflict') continue;
			const r = Math.floor(event.point / 5) + DR[event.candidate];
			const c = (event.point % 5) + DC[event.candidate];
			const square = r * 5 + c;
			const onBoard = r >= 0 && r < 5 && c >= 0 && c < 5;
			if (onBoard) visits++;
			else edges++;
			const expected = onBoard
				? [{ reason: 'visited', point: square, value: path.indexOf(square) + 1 }]
				: [{ reason: 'edge', point: -1 }];
			if (JSON.stringify(event.conflict) !== JSON.stringify(expected))
				wrong.push({ step: event.step, conflict: event.conflict, expected });
		}
		expect(wrong).toEqual([]);
		expect(edges).toBeGreaterThan(0);
		expect(visits).toBeGreaterThan(0);
	});

	it('starts 5x5 from the corner the way a teacher would narrate it', () => {
		const problem = new KnightProblem({ size: 5, start: 0 });
		const events: { event: SearchEvent; board: KnightBoard }[] = [];
		for (const event of search(problem, { mode: 'first' })) {
			events.push({ event, board: problem.board() });
			if (events.length === 12) break;
		}
		const said = events.map(({ event, board }) => knightPuzzle.narrate(event, board));
		expect(said[0]).toEqual({
			en: 'Try the jump from row 1, column 1 to row 3, column 2: it is free.',
			zh: '尝试从第1行第1列跳到第3行第2列：这个格子还没走过。'
		});
		expect(said[1]).toEqual({
			en: 'Jump to row 3, column 2: move 2 of 25.',
			zh: '跳到第3行第2列：第 2 步，共 25 步。'
		});
		const edge = events.findIndex(
			({ event }) => event.kind === 'try' && event.verdict === 'conflict'
		);
		expect(said[edge].en).toMatch(
			/^Try the jump \d (down|up), \d (left|right) from row \d, column \d: it leaves the board\.$/
		);
		expect(said[edge].zh).toMatch(/会跳出棋盘。$/);
		expect(knightPuzzle.describePoint(events[0].board, 7)).toEqual({
			en: 'row 2, column 3',
			zh: '第2行第3列'
		});
	});

	it('says which move a backtrack takes back and why, how many onward moves Warnsdorff counts, and how the search ends', () => {
		const problem = new KnightProblem({ size: 5, start: 0 });
		const engine = new SearchEngine(problem, { mode: 'first' });
		while (engine.backtracks === 0) engine.step();
		const backtrack = engine.event() as SearchEvent & { kind: 'backtrack' };
		const board = problem.board();
		const move = board.path.length + 1;
		const said = knightPuzzle.narrate(backtrack, board);
		expect(said.en).toMatch(
			new RegExp(`^Backtrack: take back move ${move} at row \\d, column \\d\\.$`)
		);
		expect(said.zh).toMatch(new RegExp(`^回溯：撤回第\\d行第\\d列的第${move}步。$`));
		expect(
			knightPuzzle.narrate(backtrack, board, undefined, { kind: 'nothingFits', point: 12 }).en
		).toMatch(/^Backtrack: no jump from row 3, column 3 lands on a free square, so take back move/);

		const warnsdorff = new KnightProblem({ size: 5, start: 0 }, 'warnsdorff');
		const first = search(warnsdorff, { mode: 'first' }).next().value as SearchEvent;
		// Row 3, column 2 reaches five squares not visited: 5,3; 4,4; 2,4; 1,3 and 5,1.
		expect(knightPuzzle.narrate(first, warnsdorff.board())).toEqual({
			en: 'Try the jump from row 1, column 1 to row 3, column 2: it is free, with 5 onward moves from there.',
			zh: '尝试从第1行第1列跳到第3行第2列：这个格子还没走过，从那里还有 5 种跳法。'
		});

		const counters = solve(load('5 3,3', { mode: 'all' }));
		expect(counters.solutions).toBe(64);
		expect(
			knightPuzzle.narrate(
				{ step: 1, depth: 0, kind: 'done', reason: 'exhausted' },
				board,
				counters
			)
		).toEqual({
			en: 'The search is over: every jump has been tried; 64 tours found.',
			zh: '搜索结束：所有跳法都已试过，共找到 64 条路线。'
		});
		expect(knightPuzzle.narrate({ step: 1, depth: 24, kind: 'solution', index: 3 }, board).en).toBe(
			'Tour 3 found: the knight has visited all 25 squares.'
		);
	});

	it('prints a tour as a grid of move numbers', () => {
		const boards: KnightBoard[] = [];
		solve(load('5', { mode: 'first' }), (board) => boards.push(board));
		expect(formatTour(boards[0])).toBe(
			[
				' 1  6 15 10 21',
				'14  9 20  5 16',
				'19  2  7 22 11',
				' 8 13 24 17  4',
				'25 18  3 12 23'
			].join('\n')
		);
		expect(formatTour({ size: 5, path: [0, 7] }).split('\n')[0]).toBe(' 1  .  .  .  .');
	});

	it('loads every sample, the classic 8x8 tour first', () => {
		expect(knightPuzzle.samples[0]).toMatchObject({
			input: '8 1,1',
			options: { order: 'warnsdorff' }
		});
		for (const sample of knightPuzzle.samples)
			expect(knightPuzzle.load(sample.input, sample.options).ok, sample.id).toBe(true);
		expect(knightPuzzle.listed).toEqual({ group: 'course', rank: 1 });
	});

	it('is compared in Compare on its move order: the fixed order against Warnsdorff’s rule', () => {
		expect(comparedOption(knightPuzzle)).toMatchObject({
			key: 'order',
			first: 'plain',
			second: 'warnsdorff'
		});
	});

	it('rejects an unknown order, naming it', () => {
		const loaded = knightPuzzle.load('8', { order: 'fastest' });
		expect(loaded.ok).toBe(false);
		if (!loaded.ok) expect(loaded.error.message.en).toContain('"fastest"');
	});
});

describe('the knight’s tour code listing', () => {
	const views = [knightCode.c, knightCode.ts, knightCode.pseudo.en, knightCode.pseudo.zh] as const;

	it('has one line of each role in every view, in the order of one recursive function', () => {
		for (const lines of views) {
			for (const role of CODE_ROLES)
				expect(
					lines.filter((line) => line.role === role),
					role
				).toHaveLength(1);
			const order = CODE_ROLES.map((role) => lineOfRole(lines, role));
			expect(order).toEqual([...order].sort((a, b) => a - b));
			const name = /([\p{L}_][\p{L}\p{N}_]*)\s*\(/u.exec(lines[order[0]].text)?.[1];
			expect(lines[lineOfRole(lines, 'recurse')].text).toContain(`${name}(`);
		}
	});

	it('names a move by its steps in both languages', () => {
		expect(knightCode.candidate(0)).toEqual({
			en: 'move 1 (2 down, 1 right)',
			zh: '第 1 种跳法（下 2 右 1）'
		});
		expect(knightCode.symbol(7)).toBe('8');
	});
});

describe('Knight’s tour input', () => {
	it('reads the size alone, starting in the corner, or with a start square', () => {
		expect(parseKnight('  8\n')).toEqual({ ok: true, value: { size: 8, start: 0 } });
		expect(parseKnight('5 3,3')).toEqual({ ok: true, value: { size: 5, start: 12 } });
		expect(parseKnight('\n6\t 2,6 ')).toEqual({ ok: true, value: { size: 6, start: 11 } });
		expect(formatKnightInput({ size: 6, start: 11 })).toBe('6 2,6');
	});

	it('rejects a size out of range or not a whole number, saying where in both languages', () => {
		for (const text of ['4', '9', '-5']) {
			const result = parseKnight(`\n  ${text} 1,1`);
			expect(result).toMatchObject({ ok: false, error: { line: 2, column: 3 } });
			if (result.ok) continue;
			expect(result.error.message.en).toBe(
				`Line 2, column 3: ${text} is out of range. Enter the board size n (5 to 8), then, if you like, the start square as row,column: "8 1,1".`
			);
			expect(result.error.message.zh).toContain('超出范围');
		}
		const word = parseKnight('eight');
		expect(word).toMatchObject({ ok: false, error: { line: 1, column: 1 } });
		if (!word.ok) {
			expect(word.error.message.en).toContain('"eight" is not a whole number');
			expect(word.error.message.zh).toContain('不是整数');
		}
	});

	it('rejects a start square that is not row,column or is off the board, pointing at it', () => {
		const malformed = parseKnight('8 1;1');
		expect(malformed).toMatchObject({ ok: false, error: { line: 1, column: 3 } });
		if (!malformed.ok)
			expect(malformed.error.message.en).toBe(
				'Line 1, column 3: "1;1" is not a square. Write the start square as row,column, both counted from 1, e.g. 1,1.'
			);
		const off = parseKnight('6 2,7');
		expect(off).toMatchObject({ ok: false, error: { line: 1, column: 3 } });
		if (!off.ok) {
			expect(off.error.message.en).toBe(
				'Line 1, column 3: column 7 is off the 6x6 board: rows and columns go from 1 to 6.'
			);
			expect(off.error.message.zh).toBe(
				'第1行第3列：第 7 列不在 6x6 的棋盘上：行和列都是 1 到 6。'
			);
		}
		expect(parseKnight('8 0,1')).toMatchObject({ ok: false, error: { column: 3 } });
	});

	it('rejects empty input and anything after the start square', () => {
		const empty = parseKnight(' \n ');
		expect(empty.ok).toBe(false);
		if (!empty.ok) expect(empty.error.message.en).toMatch(/^The input is empty\./);
		const extra = parseKnight('8 1,1\n2,2');
		expect(extra).toMatchObject({ ok: false, error: { line: 2, column: 1 } });
		if (!extra.ok) expect(extra.error.message.en).toContain('but "2,2" follows');
	});

	it('reads a start square given on its own, as the command line’s --start', () => {
		expect(parseStartSquare('2,3', 5)).toEqual({ ok: true, value: 7 });
		const off = parseStartSquare('9,1', 8);
		expect(off.ok).toBe(false);
		if (!off.ok) {
			expect(off.error.message.en).toBe(
				'row 9 is off the 8x8 board: rows and columns go from 1 to 8.'
			);
			expect(off.error.line).toBeUndefined();
		}
	});
});
