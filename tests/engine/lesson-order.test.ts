import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchMode } from '../../src/engine/engine';
import { EventCode } from '../../src/engine/events';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import { SudokuProblem } from '../../src/puzzles/sudoku/problem';
import { fixture } from '../fixture';

/** What the lesson's program did: every check it made (a try, even when it fails) and every placement. */
interface LessonTrace {
	tries: number;
	places: number;
	solutions: number;
	/** The first `keep` checks as "cell:digit", in order. */
	checks: string[];
}

/**
 * The NYOJ 722 lesson's solver, in the shape of its C code: `DFS(x)` over cells 0..80, skipping
 * givens, and at an empty cell `for i in 1..9: if !(row[r][i] || col[c][i] || block[r/3][c/3][i])`
 * place i, recurse, undo. The lesson counts a check as a try even when it fails. With `first`,
 * it stops at the first solution (the engine stops there too, instead of the lesson's flag that
 * lets the loops run on).
 */
function lessonDfs(digits: readonly number[], mode: SearchMode, keep = 0): LessonTrace {
	const map = digits.slice();
	const row = Array.from({ length: 9 }, () => new Array<boolean>(10).fill(false));
	const col = Array.from({ length: 9 }, () => new Array<boolean>(10).fill(false));
	const block = Array.from({ length: 9 }, () => new Array<boolean>(10).fill(false));
	map.forEach((d, x) => {
		if (d === 0) return;
		const r = Math.floor(x / 9);
		const c = x % 9;
		row[r][d] = col[c][d] = block[Math.floor(r / 3) * 3 + Math.floor(c / 3)][d] = true;
	});
	const trace: LessonTrace = { tries: 0, places: 0, solutions: 0, checks: [] };
	const dfs = (x: number): boolean => {
		if (x === 81) {
			trace.solutions++;
			return mode === 'first';
		}
		const r = Math.floor(x / 9);
		const c = x % 9;
		const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
		if (map[x] !== 0) return dfs(x + 1);
		for (let i = 1; i <= 9; i++) {
			trace.tries++;
			if (trace.checks.length < keep) trace.checks.push(`${x}:${i}`);
			if (!(row[r][i] || col[c][i] || block[b][i])) {
				map[x] = i;
				row[r][i] = col[c][i] = block[b][i] = true;
				trace.places++;
				if (dfs(x + 1)) return true;
				row[r][i] = col[c][i] = block[b][i] = false;
				map[x] = 0;
			}
		}
		return false;
	};
	dfs(0);
	return trace;
}

/** The engine's row-major search of the same puzzle, counted the same way. */
function engineTrace(digits: readonly number[], mode: SearchMode, keep = 0): LessonTrace {
	const parsed = parseSudoku(digits.join(''));
	if (!parsed.ok) throw new Error(parsed.error.message.en);
	const engine = new SearchEngine(
		new SudokuProblem(parsed.value.shape, parsed.value.digits, 'rowmajor'),
		{ mode }
	);
	const checks: string[] = [];
	while (!engine.finished && checks.length < keep) {
		engine.step();
		if (engine.code === EventCode.tryOk || engine.code === EventCode.tryConflict)
			checks.push(`${engine.point}:${engine.candidate}`);
	}
	while (!engine.finished) engine.run(1 << 20);
	return { tries: engine.tries, places: engine.places, solutions: engine.solutions, checks };
}

const digitsOf = (text: string) => {
	const parsed = parseSudoku(text);
	if (!parsed.ok) throw new Error(parsed.error.message.en);
	return parsed.value.digits;
};

const sudopedia = new Map(
	fixture('sudoku_invalid_and_edge_cases.csv')
		.trim()
		.split('\n')
		.slice(1)
		.map((line) => line.split(','))
		.map(([name, puzzle]) => [name, puzzle] as const)
);

describe('row-major search is the lesson’s nested loops', () => {
	const nyoj = digitsOf(fixture('nyoj722_sample.in'));

	it('checks the same cells and digits in the same order as the lesson on NYOJ 722', () => {
		const keep = 20_000;
		const lesson = lessonDfs(nyoj, 'first', keep);
		const engine = engineTrace(nyoj, 'first', keep);
		expect(engine.checks).toEqual(lesson.checks);
		expect(engine.checks).toHaveLength(keep);
		expect({ ...engine, checks: [] }).toEqual({ ...lesson, checks: [] });
		expect(lesson.tries).toBe(89_833);
	});

	it('makes exactly the lesson’s tries and placements on real puzzles, to the first or every solution', () => {
		const cases: [string, string, SearchMode][] = [
			['NYOJ 722', fixture('nyoj722_sample.in'), 'all'],
			['lesson sparse grid', fixture('lesson_sudoku_sparse.txt'), 'first'],
			['Sudopedia hidden singles', sudopedia.get('Hidden Singles') as string, 'all'],
			['Sudopedia unsolvable row', sudopedia.get('Unsolvable Row') as string, 'all'],
			['Sudopedia 2 solutions', sudopedia.get('Not Unique - 2 Solutions') as string, 'all'],
			['Sudopedia 125 solutions', sudopedia.get('Not Unique - 125 Solutions') as string, 'all'],
			...fixture('sudoku_freecodecamp_puzzles.csv')
				.trim()
				.split('\n')
				.slice(1, 6)
				.map((line, i): [string, string, SearchMode] => [
					`freeCodeCamp ${i + 1}`,
					line.split(',')[0],
					'first'
				])
		];
		for (const [name, text, mode] of cases) {
			const digits = digitsOf(text);
			const lesson = lessonDfs(digits, mode);
			const engine = engineTrace(digits, mode);
			expect(engine, name).toEqual(lesson);
			expect(lesson.tries, name).toBeGreaterThan(0);
		}
	});
});
