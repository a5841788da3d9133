import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { CODE_ROLES, lineOfRole, listingLines } from '../../src/puzzles/kit/code-listing';
import { wordsPuzzle } from '../../src/puzzles/words';
import { wordsCode } from '../../src/puzzles/words/code';
import { formatWordGrid } from '../../src/puzzles/words/format';
import { candidateCell, isWordPath, type WordGrid } from '../../src/puzzles/words/model';
import { parseWordGrid } from '../../src/puzzles/words/parser';
import { WordsProblem } from '../../src/puzzles/words/problem';
import { hasRawControl, nearMisses, randomText } from './near-miss';

function gridOf(text: string): WordGrid {
	const read = parseWordGrid(text);
	if (!read.ok) throw new Error(read.error.message.en);
	return read.value;
}

/** Every path the engine finds, as lists of cells, in the order it finds them. */
function enginePaths(grid: WordGrid, mode: 'first' | 'all' = 'all'): number[][] {
	const paths: number[][] = [];
	solve({ problem: new WordsProblem(grid), search: { mode } }, (board) =>
		paths.push([...board.path])
	);
	return paths;
}

/**
 * The paths the slow, sure way, with no search at all: every sequence of as many cells as the
 * word has letters is looked at, and kept when its cells differ, each is next to the one before,
 * and each holds its letter (either case).
 */
function bruteForcePaths(grid: WordGrid): string[] {
	const cells = grid.rows * grid.cols;
	const length = grid.word.length;
	const found: string[] = [];
	const sequence = new Array<number>(length).fill(0);
	const total = cells ** length;
	for (let code = 0; code < total; code++) {
		let rest = code;
		for (let i = length - 1; i >= 0; i--) {
			sequence[i] = rest % cells;
			rest = Math.floor(rest / cells);
		}
		if (new Set(sequence).size !== length) continue;
		const fits = sequence.every((cell, i) => {
			if (grid.letters[cell].toUpperCase() !== grid.word[i].toUpperCase()) return false;
			if (i === 0) return true;
			const before = sequence[i - 1];
			const rows = Math.abs(Math.floor(before / grid.cols) - Math.floor(cell / grid.cols));
			const columns = Math.abs((before % grid.cols) - (cell % grid.cols));
			return rows + columns === 1;
		});
		if (fits) found.push(sequence.join(' '));
	}
	return found.sort();
}

/** Small grids over a two-letter alphabet (in either case), and words of up to five letters. */
const smallGrid = fc
	.record({ rows: fc.integer({ min: 1, max: 3 }), cols: fc.integer({ min: 1, max: 3 }) })
	.chain(({ rows, cols }) =>
		fc.record({
			rows: fc.constant(rows),
			cols: fc.constant(cols),
			letters: fc.array(fc.constantFrom('A', 'B', 'a'), {
				minLength: rows * cols,
				maxLength: rows * cols
			}),
			word: fc.array(fc.constantFrom('A', 'B', 'b'), { minLength: 1, maxLength: 5 })
		})
	)
	.map((grid): WordGrid => gridOf(formatWordGrid(grid)));

describe('word search counts', () => {
	it('finds exactly the paths brute force finds on small grids, each once', () => {
		fc.assert(
			fc.property(smallGrid, (grid) => {
				const paths = enginePaths(grid);
				for (const path of paths) expect(isWordPath(grid, path)).toBe(true);
				expect(paths.map((path) => path.join(' ')).sort()).toEqual(bruteForcePaths(grid));
			}),
			{ numRuns: 150 }
		);
	});

	it('answers the classic exercise: ABCCED and SEE are there, ABCB is not', () => {
		const classic = (word: string) => gridOf(`ABCE\nSFCS\nADEE\n\n${word}`);
		expect(enginePaths(classic('ABCCED'))).toEqual([[0, 1, 2, 6, 10, 9]]);
		expect(enginePaths(classic('SEE'))).toEqual([[7, 11, 10]]);
		expect(enginePaths(classic('see'))).toEqual([[7, 11, 10]]);
		expect(enginePaths(classic('ABCB'))).toEqual([]);
		// Brute force looks at 12^n sequences of cells: words of up to four letters.
		for (const word of ['SEE', 'ABCB', 'ADF', 'FCSE'])
			expect(
				enginePaths(classic(word))
					.map((path) => path.join(' '))
					.sort()
			).toEqual(bruteForcePaths(classic(word)));
	});

	it('counts every path of a word of one letter as the cells that hold it', () => {
		expect(enginePaths(gridOf('ABA\nBAB\n\nA'))).toHaveLength(3);
	});

	it('loads every sample, and counts as their names say', () => {
		const counts: Record<string, number> = {};
		for (const sample of wordsPuzzle.samples) {
			const loaded = wordsPuzzle.load(sample.input, sample.options);
			expect(loaded.ok, sample.id).toBe(true);
			if (loaded.ok) counts[sample.id] = solve(loaded.value).solutions;
		}
		expect(counts).toEqual({ classic: 1, reuse: 0, many: 116, chinese: 1 });
		const many = gridOf(wordsPuzzle.samples[2].input);
		expect(bruteForcePaths(many)).toHaveLength(116);
	});
});

describe('the word search', () => {
	/** The classic depth-first search, written plainly: its checks and its paths. */
	function lessonRun(grid: WordGrid) {
		const visited = new Array<boolean>(grid.rows * grid.cols).fill(false);
		const path: number[] = [];
		const checks: string[] = [];
		const paths: string[] = [];
		const steps = [
			[-1, 0],
			[0, 1],
			[1, 0],
			[0, -1]
		];
		const find = (i: number): void => {
			if (i === grid.word.length) {
				paths.push(path.join(' '));
				return;
			}
			const next: number[] = [];
			if (i === 0) for (let cell = 0; cell < grid.rows * grid.cols; cell++) next.push(cell);
			else {
				const r = Math.floor(path[i - 1] / grid.cols);
				const c = path[i - 1] % grid.cols;
				for (const [dr, dc] of steps)
					if (r + dr >= 0 && r + dr < grid.rows && c + dc >= 0 && c + dc < grid.cols)
						next.push((r + dr) * grid.cols + c + dc);
			}
			for (const cell of next) {
				const fits = !visited[cell] && grid.letters[cell] === grid.word[i];
				checks.push(`${i}:${cell}:${fits}`);
				if (fits) {
					path[i] = cell;
					visited[cell] = true;
					find(i + 1);
					visited[cell] = false;
				}
			}
		};
		find(0);
		return { checks, paths };
	}

	it('makes the same checks in the same order as the classic depth-first search', () => {
		for (const sample of wordsPuzzle.samples) {
			const grid = gridOf(sample.input);
			const lesson = lessonRun(grid);
			const problem = new WordsProblem(grid);
			const checks: string[] = [];
			const paths: string[] = [];
			for (const event of search(problem, { mode: 'all' })) {
				if (event.kind === 'try') {
					const target = candidateCell(problem.board(), event.point, event.candidate);
					checks.push(`${event.point}:${target}:${event.verdict === 'ok'}`);
				}
				if (event.kind === 'solution') paths.push(problem.board().path.join(' '));
			}
			expect(checks, sample.id).toEqual(lesson.checks);
			expect(paths, sample.id).toEqual(lesson.paths);
		}
	});

	it('says whether a cell is already on the path or holds another letter', () => {
		const problem = new WordsProblem(gridOf('ABCE\nSFCS\nADEE\n\nABCCED'));
		const events = [...search(problem, { mode: 'first' })];
		const onPath = events.find(
			(event) =>
				event.kind === 'try' && event.verdict === 'conflict' && event.conflict[0].reason === 'path'
		);
		// Looking for E from the second C (row 2, column 3): up is the first C, on the path as letter 3.
		expect(onPath).toMatchObject({
			point: 4,
			candidate: 0,
			conflict: [
				{ reason: 'path', point: 2, value: 2 },
				{ reason: 'letter', point: 2 }
			]
		});
		expect(events[0]).toMatchObject({ kind: 'try', point: 0, verdict: 'ok' });
		expect(events.filter((event) => event.kind === 'solution')).toHaveLength(1);
	});

	it('narrates the classic grid the way a teacher would, in English and Chinese', () => {
		const grid = gridOf('ABCE\nSFCS\nADEE\n\nABCCED');
		const problem = new WordsProblem(grid);
		const say = (event: SearchEvent) => wordsPuzzle.narrate(event, problem.board());
		const seen: Record<string, { en: string; zh: string }> = {};
		for (const event of search(problem, { mode: 'all' })) {
			const key =
				event.kind === 'try'
					? `try ${event.point} ${event.verdict === 'ok' ? 'ok' : event.conflict[0].reason}`
					: `${event.kind} ${'point' in event ? event.point : ''}`;
			seen[key] ??= say(event);
		}
		expect(seen['try 0 ok']).toEqual({
			en: 'Start at row 1, column 1: it holds "A", letter 1 "A".',
			zh: '从第1行第1列开始：这里是“A”，正是第 1 个字母“A”。'
		});
		expect(seen['try 0 letter']).toEqual({
			en: 'Start at row 1, column 2: it holds "B", not letter 1 "A".',
			zh: '从第1行第2列开始：这里是“B”，不是第 1 个字母“A”。'
		});
		expect(seen['place 0']).toEqual({
			en: 'Start the path at row 1, column 1: "A".',
			zh: '从第1行第1列开始路径：“A”。'
		});
		expect(seen['try 1 ok'].en).toBe('Try right to row 1, column 2: it holds "B", letter 2 "B".');
		expect(seen['place 2'].en).toBe('Step to row 1, column 3: the path spells "ABC".');
		expect(seen['try 4 path']).toEqual({
			en: 'Try up to row 1, column 3: it is already on the path, as letter 3.',
			zh: '向上试第1行第3列：它已经在路径上（第 3 个字母）。'
		});
		expect(seen['solution '].en).toBe('Path 1 found: 6 cells spell "ABCCED".');
		expect(seen['backtrack 5']).toEqual({
			en: 'Backtrack: step back from row 3, column 2.',
			zh: '回溯：从第3行第2列退回。'
		});
		expect(seen['backtrack 0'].en).toMatch(/^Backtrack: leave row \d, column \d, the start\.$/);
		const board = gridOf('ABCE\nSFCS\nADEE\n\nABCCED');
		expect(wordsPuzzle.describePoint(new WordsProblem(board).board(), 2)).toEqual({
			en: 'letter 3 "C"',
			zh: '第 3 个字母“C”'
		});
	});

	it('says why a backtrack happens, about the cell it steps back from', () => {
		const problem = new WordsProblem(gridOf('ABCE\nSFCS\nADEE\n\nABCB'));
		const events = [...search(problem, { mode: 'all' })];
		const backtrack = events.find((event) => event.kind === 'backtrack' && event.point === 2)!;
		// The board after the backtrack: A, B on the path; C at row 1, column 3 just taken off.
		const board = { ...problem.board(), path: [0, 1] };
		expect(
			wordsPuzzle.narrate(backtrack, board, undefined, { kind: 'nothingFits', point: 3 })
		).toEqual({
			en: 'Backtrack: no cell next to row 1, column 3 holds letter 4 "B" off the path, so step back from row 1, column 3.',
			zh: '回溯：第1行第3列旁边没有不在路径上的第 4 个字母“B”，所以从第1行第3列退回。'
		});
	});
});

describe('word search input', () => {
	it('never throws on random text or near misses of the samples, and says where an error is', () => {
		const samples = wordsPuzzle.samples.map((sample) => sample.input);
		fc.assert(
			fc.property(fc.oneof(randomText, nearMisses(samples, 3)), (text) => {
				const read = parseWordGrid(text);
				if (read.ok) return;
				for (const message of [read.error.message.en, read.error.message.zh]) {
					expect(message.length).toBeGreaterThan(0);
					expect(message.length).toBeLessThan(400);
					expect(hasRawControl(message)).toBe(false);
				}
				if (read.error.line !== undefined) expect(read.error.line).toBeGreaterThanOrEqual(1);
				if (read.error.column !== undefined) expect(read.error.column).toBeGreaterThanOrEqual(1);
			}),
			{ numRuns: 300, seed: 2024 }
		);
	});

	it('reads the grid with or without blanks between letters, Windows line ends and a blank line first', () => {
		expect(parseWordGrid('\r\nA B C E\r\nS F C S\r\nA D E E\r\n\r\nABCCED\r\n')).toEqual({
			ok: true,
			value: {
				rows: 3,
				cols: 4,
				letters: [...'ABCESFCSADEE'],
				word: [...'ABCCED']
			}
		});
	});

	it('reads Chinese characters and emoji as one letter each', () => {
		expect(parseWordGrid('深度\n回溯\n\n回溯')).toMatchObject({
			ok: true,
			value: { rows: 2, cols: 2, letters: ['深', '度', '回', '溯'], word: ['回', '溯'] }
		});
		expect(parseWordGrid('🐨🦘\n\n🦘')).toMatchObject({ ok: true, value: { cols: 2 } });
	});

	it('refuses a ragged row where it ends, and hints at the empty line before the word', () => {
		const short = parseWordGrid('ABCE\nSFC\nADEE\n\nSEE');
		expect(short).toMatchObject({ ok: false, error: { line: 2, column: 4 } });
		if (!short.ok)
			expect(short.error.message.en).toMatch(
				/^Line 2, column 4: this row has 3 letters, the first row 4\. Every row of the grid has as many letters\. /
			);
		const word = parseWordGrid('ABCE\nSFCS\nSEE');
		if (!word.ok)
			expect(word.error.message.en).toContain(
				'if this line is the word, put an empty line before it'
			);
		const long = parseWordGrid('ABCE\nSFCSX\n\nSEE');
		expect(long).toMatchObject({ ok: false, error: { line: 2, column: 5 } });
	});

	it('refuses a missing word, and a second one', () => {
		const missing = parseWordGrid('ABCE\nSFCS\n\n\n');
		expect(missing).toMatchObject({ ok: false, error: { line: 3, column: 1 } });
		if (!missing.ok) expect(missing.error.message.en).toMatch(/^The word is missing/);
		const second = parseWordGrid('ABCE\n\nSEE\nABC');
		expect(second).toMatchObject({ ok: false, error: { line: 4, column: 1 } });
		if (!second.ok)
			expect(second.error.message.en).toContain(
				'only one word follows the grid, but "ABC" comes after "SEE"'
			);
	});

	it('refuses a grid wider or taller than 20, and invisible characters, shown escaped', () => {
		expect(parseWordGrid('A'.repeat(21) + '\n\nA')).toMatchObject({
			ok: false,
			error: { line: 1, column: 21 }
		});
		expect(parseWordGrid('A\n'.repeat(21) + '\nA')).toMatchObject({
			ok: false,
			error: { line: 21, column: 1 }
		});
		expect(parseWordGrid(`${'A'.repeat(20)}\n`.repeat(20) + '\nA').ok).toBe(true);
		const hidden = parseWordGrid('AB\u200bC\n\nA');
		expect(hidden).toMatchObject({ ok: false, error: { line: 1, column: 3 } });
		if (!hidden.ok)
			expect(hidden.error.message.en).toContain('"\\u200b" is an invisible character');
	});

	it('refuses empty input', () => {
		for (const text of ['', '\n  \n'])
			expect(parseWordGrid(text)).toMatchObject({
				ok: false,
				error: { message: { en: expect.stringMatching(/^The input is empty\./) } }
			});
	});
});

describe('the word search code listing', () => {
	it('has one line of each role in every language, in the order of the recursion', () => {
		for (const lines of [
			listingLines(wordsCode, 'pseudo', 'en'),
			listingLines(wordsCode, 'pseudo', 'zh'),
			listingLines(wordsCode, 'c', 'en'),
			listingLines(wordsCode, 'ts', 'en')
		]) {
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
		expect(wordsCode.candidate(1)).toEqual({ en: 'move right', zh: '向右' });
		expect(wordsCode.candidate(4 + 32 + 2)).toEqual({
			en: 'start at row 2, column 3',
			zh: '从第2行第3列开始'
		});
		expect([0, 1, 2, 3, 4 + 2 * 32 + 1].map(wordsCode.symbol)).toEqual(['↑', '→', '↓', '←', '3,2']);
	});
});
