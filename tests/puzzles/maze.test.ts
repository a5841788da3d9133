import { describe, expect, it } from 'vitest';
import { SearchEngine, search } from '../../src/engine/engine';
import { solve } from '../../src/puzzles/command';
import { mazePuzzle } from '../../src/puzzles/maze';
import { LESSON_MAZE } from '../../src/puzzles/maze/lesson';
import { formatMaze, formatMazePath } from '../../src/puzzles/maze/format';
import { generateMaze } from '../../src/puzzles/maze/generator';
import {
	directionOrder,
	isValidPath,
	neighbour,
	type Direction,
	type MazeBoard,
	type MazeGrid
} from '../../src/puzzles/maze/model';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { MazeProblem } from '../../src/puzzles/maze/problem';
import { fixture, fixtureRows } from '../fixture';

const lessonText = fixture('lesson_maze_10x10.txt');
/** A007341: perfect mazes (spanning trees) on n x n cells. */
const perfectMazes = new Map(
	fixtureRows('maze_perfect_mazes_nxn_A007341.csv').map(
		(row) => row.map(Number) as [number, number]
	)
);

function grid(text: string): MazeGrid {
	const parsed = parseMaze(text);
	if (!parsed.ok) throw new Error(parsed.error.message.en);
	return parsed.value;
}

function paths(text: string, options: Record<string, string>): MazeBoard[] {
	const loaded = mazePuzzle.load(text, options);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const boards: MazeBoard[] = [];
	solve(loaded.value, (board) => boards.push(board));
	return boards;
}

/** Open cells and the pairs of neighbouring open cells: a tree has one pair fewer than cells. */
function openGraph(maze: MazeGrid): { cells: number; pairs: number; reached: number } {
	let cells = 0;
	let pairs = 0;
	for (let cell = 0; cell < maze.walls.length; cell++) {
		if (maze.walls[cell]) continue;
		cells++;
		for (const d of [1, 2] as Direction[]) {
			const other = neighbour(maze.rows, maze.cols, cell, d);
			if (other >= 0 && !maze.walls[other]) pairs++;
		}
	}
	const seen = new Uint8Array(maze.walls.length);
	const stack = [maze.entry];
	seen[maze.entry] = 1;
	let reached = 0;
	while (stack.length > 0) {
		const cell = stack.pop() as number;
		reached++;
		for (const d of [0, 1, 2, 3] as Direction[]) {
			const other = neighbour(maze.rows, maze.cols, cell, d);
			if (other >= 0 && !maze.walls[other] && !seen[other]) {
				seen[other] = 1;
				stack.push(other);
			}
		}
	}
	return { cells, pairs, reached };
}

describe('the lesson maze', () => {
	it('is the built-in first sample, the same as the fixture', () => {
		expect(mazePuzzle.samples[0].input).toBe(lessonText.trim());
		expect(LESSON_MAZE).toBe(lessonText.trim());
	});

	it('has 6 simple paths from entry to exit, the shortest 25 cells long', () => {
		const found = paths(lessonText, { mode: 'all', marking: 'path' });
		expect(found).toHaveLength(6);
		const maze = grid(lessonText);
		for (const board of found) expect(isValidPath(maze, board.path)).toBe(true);
		expect(new Set(found.map((b) => b.path.join(','))).size).toBe(6);
		expect(Math.min(...found.map((b) => b.path.length))).toBe(25);
	});

	it('finds the same 6 paths whatever the move order', () => {
		const key = (boards: MazeBoard[]) => boards.map((b) => b.path.join(',')).sort();
		const lesson = key(paths(lessonText, { mode: 'all' }));
		expect(key(paths(lessonText, { mode: 'all', order: 'LDRU' }))).toEqual(lesson);
		expect(key(paths(lessonText, { mode: 'all', order: 'drul' }))).toEqual(lesson);
	});

	it('first tries up from the entry, which leaves the maze, then goes right', () => {
		const events = [...search(new MazeProblem(grid(lessonText), [0, 1, 2, 3]))].slice(0, 3);
		expect(events).toEqual([
			{
				step: 1,
				depth: 0,
				kind: 'try',
				point: 0,
				candidate: 0,
				verdict: 'conflict',
				conflict: [{ reason: 'edge', point: -1 }]
			},
			{ step: 2, depth: 0, kind: 'try', point: 0, candidate: 1, verdict: 'ok' },
			{ step: 3, depth: 0, kind: 'place', point: 0, candidate: 1 }
		]);
	});

	it('names the wall or path cell a move runs into', () => {
		const maze = grid(lessonText);
		const problem = new MazeProblem(maze, [0, 1, 2, 3]);
		const onPath = new Set<number>([maze.entry]);
		const path = [maze.entry];
		const reasons = new Set<string>();
		for (const event of search(problem, { mode: 'all' })) {
			if (event.kind === 'place')
				path.push(neighbour(10, 10, event.point, event.candidate as Direction));
			if (event.kind === 'place') onPath.add(path[path.length - 1]);
			if (event.kind === 'backtrack') onPath.delete(path.pop() as number);
			if (event.kind !== 'try') continue;
			expect(event.point).toBe(path[path.length - 1]);
			const target = neighbour(10, 10, event.point, event.candidate as Direction);
			const expected =
				target < 0
					? { reason: 'edge', point: -1 }
					: maze.walls[target]
						? { reason: 'wall', point: target }
						: onPath.has(target)
							? { reason: 'path', point: target }
							: null;
			if (expected === null) expect(event.verdict).toBe('ok');
			else {
				expect(event).toMatchObject({ verdict: 'conflict', conflict: [expected] });
				reasons.add(expected.reason);
			}
		}
		expect([...reasons].sort()).toEqual(['edge', 'path', 'wall']);
	});

	it('draws the first path with * and narrates it', () => {
		const [first] = paths(lessonText, { mode: 'first' });
		expect(formatMazePath(first)).toBe(
			[
				'**111***11',
				'1*111*1***',
				'1*111*101*',
				'1*****101*',
				'111011100*',
				'100001101*',
				'101100001*',
				'10110111**',
				'10000111*1',
				'11111111**'
			].join('\n')
		);
		expect(mazePuzzle.narrate({ step: 60, depth: 26, kind: 'solution', index: 1 }, first)).toEqual({
			en: 'Path 1 found: 27 cells from the entry to the exit.',
			zh: '找到第1条路径：从入口到出口共 27 格。'
		});
		expect(
			mazePuzzle.narrate(
				{
					step: 1,
					depth: 0,
					kind: 'try',
					point: 12,
					candidate: 0,
					verdict: 'conflict',
					conflict: [{ reason: 'wall', point: 2 }]
				},
				first
			)
		).toEqual({
			en: 'Try up from row 2, column 3: row 1, column 3 is a wall.',
			zh: '尝试从第2行第3列向上走：第1行第3列是墙。'
		});
		expect(
			mazePuzzle.narrate({ step: 9, depth: 3, kind: 'backtrack', point: 11, candidate: 2 }, first)
				.en
		).toBe('Backtrack: step back from row 3, column 2 to row 2, column 2.');
	});

	it('with visited marking enters each cell at most once and finds one path', () => {
		const loaded = mazePuzzle.load(lessonText, { mode: 'all', marking: 'visited' });
		if (!loaded.ok) throw new Error('load');
		const boards: MazeBoard[] = [];
		const stats = solve(loaded.value, (board) => boards.push(board));
		expect(boards).toHaveLength(1);
		expect(isValidPath(grid(lessonText), boards[0].path)).toBe(true);
		expect(stats.places).toBeLessThanOrEqual(grid(lessonText).walls.filter((w) => w === 0).length);
		expect(stats.places).toBeLessThan(230); // path marking makes 230 places on the lesson maze
	});

	it('reports no path when one more wall cuts the corridor to the exit', () => {
		const blocked = mazePuzzle.samples.find((s) => s.id === 'blocked');
		expect(blocked).toBeDefined();
		expect(paths(blocked?.input ?? '', { mode: 'all' })).toEqual([]);
	});
});

describe('maze search', () => {
	it('walks a 10,201-cell path through an open 101x101 maze without overflowing the stack', () => {
		const open = Array(101).fill('0'.repeat(101)).join('\n');
		// Down first, then left, up, right: the search snakes column by column through every cell.
		const [board] = paths(open, { mode: 'first', order: 'DLUR' });
		expect(board.path).toHaveLength(101 * 101);
		expect(isValidPath(grid(open), board.path)).toBe(true);
		// A snapshot thousands of cells deep restores the same path.
		const problem = new MazeProblem(grid(open), directionOrder('DLUR') ?? []);
		const engine = new SearchEngine(problem);
		engine.run(21_000);
		const resumed = new MazeProblem(grid(open), directionOrder('DLUR') ?? []);
		new SearchEngine(resumed).restore(engine.snapshot());
		expect(problem.board().path.length).toBeGreaterThan(5000);
		expect(resumed.board()).toEqual(problem.board());
	});

	it('ends the path at the exit and does not walk on from it', () => {
		const boards = paths('S00\n0E0\n000', { mode: 'all' });
		for (const board of boards) expect(board.path[board.path.length - 1]).toBe(4);
		expect(boards.length).toBeGreaterThan(1);
		expect(paths('0', { mode: 'all' }).map((b) => b.path)).toEqual([[0]]);
	});

	it('counts the 184 corner-to-corner paths of an open 4x4 room (the open sample)', () => {
		const open = mazePuzzle.samples.find((s) => s.id === 'open');
		expect(paths(open?.input ?? '', open?.options ?? {})).toHaveLength(184);
	});

	it('loads every sample', () => {
		for (const sample of mazePuzzle.samples)
			expect(mazePuzzle.load(sample.input, sample.options).ok, sample.id).toBe(true);
	});

	it('rejects a move order that is not a permutation of U, R, D, L', () => {
		for (const order of ['URD', 'UURD', 'URDX', 'URDLU']) {
			const loaded = mazePuzzle.load('0', { order });
			expect(loaded.ok, order).toBe(false);
		}
		expect(mazePuzzle.load('0', { marking: 'everything' }).ok).toBe(false);
		expect(mazePuzzle.load('0', { mode: 'some' }).ok).toBe(false);
	});
});

describe('maze input', () => {
	it('reads rows with or without spaces, CRLF line ends and blank lines', () => {
		const maze = grid('\n0 1 0\r\n0 0 0\r\n\n1 1 0\n');
		expect(maze).toMatchObject({ rows: 3, cols: 3, entry: 0, exit: 8 });
		expect(Array.from(maze.walls)).toEqual([0, 1, 0, 0, 0, 0, 1, 1, 0]);
	});

	it('places S and E where they are written', () => {
		const maze = grid('1S0\n0E1');
		expect(maze).toMatchObject({ entry: 1, exit: 4 });
		expect(Array.from(maze.walls)).toEqual([1, 0, 0, 0, 0, 1]);
		expect(formatMaze(maze)).toBe('1S0\n0E1');
	});

	it('names the line and column of an unknown character', () => {
		const result = parseMaze('000\n0#0\n000');
		expect(result).toMatchObject({ ok: false, error: { line: 2, column: 2 } });
		if (!result.ok) {
			expect(result.error.message.en).toBe(
				'Line 2, column 2: "#" is not a maze cell. Use 0 for an open cell, 1 for a wall, S for the entry and E for the exit.'
			);
			expect(result.error.message.zh).toContain('第2行第2列');
		}
		expect(parseMaze('0 0 0\n0 0 x')).toMatchObject({ ok: false, error: { line: 2, column: 5 } });
	});

	it('rejects ragged rows, naming the row that differs', () => {
		const short = parseMaze('000\n00\n000');
		expect(short).toMatchObject({ ok: false, error: { line: 2, column: 3 } });
		if (!short.ok) expect(short.error.message.en).toContain('only 2 cells');
		const long = parseMaze('000\n000\n0000');
		expect(long).toMatchObject({ ok: false, error: { line: 3, column: 4 } });
		if (!long.ok) expect(long.error.message.en).toContain('more than 3 cells');
	});

	it('rejects an entry or exit on a wall, pointing at the cell', () => {
		const entry = parseMaze('10\n00');
		expect(entry).toMatchObject({ ok: false, error: { line: 1, column: 1, points: [0] } });
		if (!entry.ok) expect(entry.error.message.en).toContain('entry');
		const exit = parseMaze('0 0\n0 1');
		expect(exit).toMatchObject({ ok: false, error: { line: 2, column: 3, points: [3] } });
		if (!exit.ok) expect(exit.error.message.zh).toContain('出口');
	});

	it('rejects a second S or E', () => {
		const twoEntries = parseMaze('S0\n0S');
		expect(twoEntries).toMatchObject({ ok: false, error: { line: 2, column: 2 } });
		if (!twoEntries.ok) expect(twoEntries.error.message.en).toContain('line 1, column 1');
		expect(parseMaze('E0\nE0')).toMatchObject({ ok: false, error: { line: 2, column: 1 } });
	});

	it('rejects mazes beyond 101x101 and empty input', () => {
		expect(parseMaze(Array(101).fill('0'.repeat(101)).join('\n')).ok).toBe(true);
		expect(parseMaze(Array(102).fill('0'.repeat(10)).join('\n'))).toMatchObject({
			ok: false,
			error: { line: 102 }
		});
		expect(parseMaze('0'.repeat(102))).toMatchObject({
			ok: false,
			error: { line: 1, column: 102 }
		});
		const empty = parseMaze(' \n\n');
		expect(empty.ok).toBe(false);
		if (!empty.ok) expect(empty.error.message.en).toContain('empty');
	});
});

describe('random mazes', () => {
	it('are the same for the same seed and differ between seeds', () => {
		expect(formatMaze(generateMaze(31, 41, 7))).toBe(formatMaze(generateMaze(31, 41, 7)));
		expect(formatMaze(generateMaze(31, 41, 7))).not.toBe(formatMaze(generateMaze(31, 41, 8)));
	});

	it('are perfect: the open cells form one tree joining the entry to the exit', () => {
		const sizes = [
			[1, 1],
			[1, 9],
			[2, 2],
			[7, 1],
			[10, 10],
			[11, 10],
			[10, 11],
			[21, 21],
			[101, 101],
			[100, 100]
		];
		for (const [rows, cols] of sizes)
			for (const seed of [1, 2, 3]) {
				const maze = generateMaze(rows, cols, seed);
				const label = `${rows}x${cols} seed ${seed}`;
				expect(maze.walls[maze.entry], label).toBe(0);
				expect(maze.walls[maze.exit], label).toBe(0);
				expect(maze.exit, label).toBe(rows * cols - 1);
				const { cells, pairs, reached } = openGraph(maze);
				expect(reached, label).toBe(cells);
				expect(pairs, label).toBe(cells - 1);
			}
	});

	it('have exactly one path from entry to exit, found by the search', () => {
		const maze = generateMaze(25, 25, 11);
		const found = paths(formatMaze(maze), { mode: 'all' });
		expect(found).toHaveLength(1);
		expect(isValidPath(maze, found[0].path)).toBe(true);
	});

	it('draw every perfect maze of 2x2 and 3x3 rooms, as many as OEIS A007341 counts', () => {
		// Rooms sit on even cells, so a 3x3 grid has 2x2 rooms and a 5x5 grid 3x3 rooms.
		for (const [size, rooms] of [
			[3, 2],
			[5, 3]
		]) {
			const seen = new Set<string>();
			for (let seed = 0; seed < 3000; seed++) seen.add(formatMaze(generateMaze(size, size, seed)));
			expect(seen.size, `${rooms}x${rooms} rooms`).toBe(perfectMazes.get(rooms));
		}
	});
});
