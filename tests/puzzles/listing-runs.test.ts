import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import { EventCode, type SearchCounters } from '../../src/engine/events';
import { puzzles } from '../../src/puzzles/all';
import { neighbourLists, vertexOrder, type VertexOrder } from '../../src/puzzles/coloring/model';
import { parseGraph } from '../../src/puzzles/coloring/parser';
import { lineOfRole, listingLines, type CodeLine } from '../../src/puzzles/kit/code-listing';
import { COLUMN_STEP, MOVES, ROW_STEP } from '../../src/puzzles/knight/model';
import { parseKnight } from '../../src/puzzles/knight/parser';
import { directionOrder } from '../../src/puzzles/maze/model';
import { parseMaze } from '../../src/puzzles/maze/parser';
import { readOptions } from '../../src/puzzles/options';
import { parsePermutations } from '../../src/puzzles/permutations/parser';
import { parseQueensSize } from '../../src/puzzles/queens/parser';
import { isPrime } from '../../src/puzzles/ring/model';
import { parseRingSize } from '../../src/puzzles/ring/parser';
import { parseSubsets } from '../../src/puzzles/subsets/parser';
import { peersOf } from '../../src/puzzles/sudoku/model';
import { parseSudoku } from '../../src/puzzles/sudoku/parser';
import type {
	OptionValues,
	PuzzleDefinition,
	PuzzleOptions,
	Result
} from '../../src/puzzles/types';
import { parseWordGrid } from '../../src/puzzles/words/parser';

/**
 * Each puzzle's TypeScript listing, as the Code view shows it, is transpiled and run on real
 * inputs, and what it does is held against the search the app runs on the same input and
 * options: the counters, and the order of the events. Only the TypeScript runs (no C compiler
 * here); the C and the pseudo-code follow it line for line, so a rule that drifts from the search
 * (a case-sensitive letter check, repeats not dropped) shows here once the TypeScript says it.
 */

/** A search is followed up to this many tries: enough for every rule to show, quick on every sample. */
const TRIES = 5_000;

/** What a listing needs to run on one input: the names it uses without declaring them, and its first call. */
interface ListingRun {
	/** The free names of the listing (the board, the input, helpers it calls), by name. */
	readonly names: Readonly<Record<string, unknown>>;
	/**
	 * Names that follow from a value the listing declares itself (the subsets' `a`), made once the
	 * listing's own declarations have run.
	 */
	readonly declared?: {
		readonly from: string;
		readonly names: readonly string[];
		readonly make: (value: unknown) => Readonly<Record<string, unknown>>;
	};
	/** The outermost call, as the listing's function is called: `solve(grid)`. */
	readonly start: string;
}

/** Sets up a puzzle's listing for an input and the options (read, defaults filled). */
type Harness = (input: string, options: OptionValues) => ListingRun;

/** The value of a parse the test expects to succeed. */
function parsed<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error.message.en);
	return result.value;
}

/** A grid's rows from its cells, row by row. */
function rowsOf<T>(cells: readonly T[], cols: number): T[][] {
	return Array.from({ length: cells.length / cols }, (_, row) =>
		cells.slice(row * cols, (row + 1) * cols)
	);
}

/** The row and column steps of the maze's moves up, right, down, left (its direction codes). */
const MAZE_STEPS = [
	{ dr: -1, dc: 0 },
	{ dr: 0, dc: 1 },
	{ dr: 1, dc: 0 },
	{ dr: 0, dc: -1 }
];

/** How each puzzle's listing is run: `custom` has none, since its listing is the student's own code. */
const harnesses: Readonly<Record<string, Harness>> = {
	sudoku(input, options) {
		const { shape, digits } = parsed(parseSudoku(input));
		const n = shape.size;
		const cellAt = (cell: number): [number, number] => [Math.floor(cell / n), cell % n];
		const valueAt = (grid: number[][], cell: number) => grid[Math.floor(cell / n)][cell % n];
		const peers = Array.from({ length: n * n }, (_, cell) =>
			peersOf(shape, cell).map((peer) => peer.cell)
		);
		const digitsLeft = (grid: number[][], cell: number) => {
			let used = 0;
			for (const peer of peers[cell]) used |= 1 << valueAt(grid, peer);
			let left = n;
			for (let digit = 1; digit <= n; digit++) if (used & (1 << digit)) left--;
			return left;
		};
		// nextEmptyCell, as the listing's comment says: the first empty cell row by row, or with
		// MRV the one with the fewest digits left (the search takes the first of a tie, row by row).
		const nextEmptyCell = (grid: number[][]): [number, number] | null => {
			let best = -1;
			let fewest = Infinity;
			for (let cell = 0; cell < n * n; cell++) {
				if (valueAt(grid, cell) !== 0) continue;
				if (options.order === 'rowmajor') return cellAt(cell);
				const left = digitsLeft(grid, cell);
				if (left < fewest) [best, fewest] = [cell, left];
			}
			return best < 0 ? null : cellAt(best);
		};
		return { names: { grid: rowsOf(digits, n), nextEmptyCell }, start: 'solve(grid)' };
	},
	queens(input) {
		const n = parsed(parseQueensSize(input));
		return { names: { queen: new Array<number>(n).fill(-1), n }, start: 'placeQueen(queen, 0, n)' };
	},
	maze(input, options) {
		const grid = parsed(parseMaze(input));
		const cellAt = (cell: number) => ({ row: Math.floor(cell / grid.cols), col: cell % grid.cols });
		type Cell = ReturnType<typeof cellAt>;
		const index = (cell: Cell) => cell.row * grid.cols + cell.col;
		// The path notes every cell it takes: marking visited cells, a cell once on it stays closed.
		const path: Cell[] = [];
		const explored = new Set<number>();
		const push = path.push.bind(path);
		path.push = (...cells: Cell[]) => {
			for (const cell of cells) explored.add(index(cell));
			return push(...cells);
		};
		path.push(cellAt(grid.entry));
		const maze = {
			rows: grid.rows,
			cols: grid.cols,
			exit: cellAt(grid.exit),
			wall: rowsOf(
				Array.from(grid.walls, (wall) => wall === 1),
				grid.cols
			),
			order: (directionOrder(options.order) ?? []).map((direction) => MAZE_STEPS[direction]),
			path,
			// onPath: on the path now, or (marking visited cells) ever, as the pseudo-code and the C say.
			onPath: (cell: Cell) =>
				options.marking === 'visited'
					? explored.has(index(cell))
					: path.some((step) => index(step) === index(cell))
		};
		return { names: { maze }, start: 'walk(maze, maze.path[0])' };
	},
	ring(input) {
		const n = parsed(parseRingSize(input));
		const ring = new Array<number>(n).fill(0);
		ring[0] = 1;
		return { names: { ring, n, isPrime }, start: 'fill(ring, 1, n)' };
	},
	knight(input, options) {
		const { size, start } = parsed(parseKnight(input));
		const step = Array.from({ length: size }, () => new Array<number>(size).fill(0));
		const [row, col] = [Math.floor(start / size), start % size];
		step[row][col] = 1;
		const onBoard = (n: number, r: number, c: number) => r >= 0 && r < n && c >= 0 && c < n;
		// onward: how many moves from the square reach a square not visited yet; a blocked square
		// (off the board or visited) counts 9, as the listing's comment on Warnsdorff's rule says.
		const onward = (board: number[][], r: number, c: number) => {
			if (!onBoard(size, r, c) || board[r][c] !== 0) return 9;
			let count = 0;
			for (let move = 0; move < MOVES; move++) {
				const [nr, nc] = [r + ROW_STEP[move], c + COLUMN_STEP[move]];
				if (onBoard(size, nr, nc) && board[nr][nc] === 0) count++;
			}
			return count;
		};
		return {
			names: { step, row, col, order: options.order, onBoard, onward },
			start: 'tour(step, row, col, 1)'
		};
	},
	permutations(input, options) {
		// a: the items, sorted when repeats are skipped, as the C listing declares it (the numbers
		// 1..n are in order already).
		const items = parsed(parsePermutations(input));
		const a =
			items.kind === 'numbers'
				? Array.from({ length: items.n }, (_, i) => i + 1)
				: options.repeats === 'skip'
					? [...items.letters].sort()
					: items.letters;
		return {
			names: {
				n: a.length,
				a,
				perm: [],
				used: new Array<boolean>(a.length).fill(false),
				skipRepeats: options.repeats === 'skip'
			},
			start: 'permute(0)'
		};
	},
	subsets(input, options) {
		const { target, numbers } = parsed(parseSubsets(input));
		return {
			// The numbers as written: what the search looks through is the listing's own `a`.
			names: { numbers, target, reuse: options.variant === 'reuse', prune: options.prune === 'on' },
			declared: {
				from: 'a',
				names: ['n', 'rest', 'taken'],
				make(value) {
					const a = value as number[];
					// rest[i] = a[i] + ... + a[n - 1], rest[n] = 0, as the C listing declares it.
					const rest = new Array<number>(a.length + 1).fill(0);
					for (let i = a.length - 1; i >= 0; i--) rest[i] = rest[i + 1] + a[i];
					return { n: a.length, rest, taken: new Array<number>(a.length).fill(0) };
				}
			},
			start: 'choose(0, 0)'
		};
	},
	words(input) {
		const grid = parsed(parseWordGrid(input));
		const { rows, cols } = grid;
		const g = {
			letter: rowsOf(grid.letters, cols),
			visited: rowsOf(new Array<boolean>(rows * cols).fill(false), cols),
			allCells: () =>
				Array.from({ length: rows * cols }, (_, cell) => ({
					r: Math.floor(cell / cols),
					c: cell % cols
				})),
			inside: ({ r, c }: { r: number; c: number }) => r >= 0 && r < rows && c >= 0 && c < cols
		};
		return { names: { g, word: grid.word, path: [] }, start: 'find(g, word, path, 0)' };
	},
	coloring(input, options) {
		const graph = parsed(parseGraph(input));
		return {
			names: {
				graph: {
					order: vertexOrder(graph, options.order as VertexOrder),
					neighbours: neighbourLists(graph)
				},
				color: new Array<number>(graph.names.length).fill(0),
				k: Number(options.colors)
			},
			start: 'colorVertex(graph, color, 0, k)'
		};
	}
};

/** What a run made: its counters and its events in order (as EventCode numbers, done left out). */
interface RunRecord {
	readonly counters: SearchCounters;
	readonly events: readonly number[];
}

/** Thrown by the counting names to end the listing's run where the search ends. */
class Stop extends Error {}

/**
 * The listing's TypeScript with the lines that make events counted: the check's condition goes
 * through `$try`, the place and the undo call `$place` and `$undo` first. Every other line is as
 * shown.
 */
function countedSource(lines: readonly CodeLine[]): string {
	const check = lineOfRole(lines, 'check');
	const place = lineOfRole(lines, 'place');
	const undo = lineOfRole(lines, 'undo');
	return lines
		.map(({ text }, at) => {
			if (at === check) {
				const condition = /^(\s*)if \((.*)\) \{$/.exec(text);
				if (condition === null) throw new Error(`the check is not "if (…) {": ${text}`);
				return `${condition[1]}if ($try(${condition[2]})) {`;
			}
			if (at === place) return `$place(); ${text}`;
			if (at === undo) return `$undo(); ${text}`;
			return text;
		})
		.join('\n');
}

/** A listing transpiled once per puzzle: every input runs the same JavaScript. */
const transpiled = new Map<string, string>();

/** The puzzle's TypeScript listing as JavaScript, its event lines counted (see countedSource). */
function listingScript(puzzle: PuzzleDefinition): string {
	let script = transpiled.get(puzzle.id);
	if (script !== undefined) return script;
	const output = ts.transpileModule(countedSource(listingLines(puzzle.code, 'ts', 'en')), {
		compilerOptions: { target: ts.ScriptTarget.ES2022 },
		reportDiagnostics: true
	});
	const problems = (output.diagnostics ?? []).map((diagnostic) =>
		ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
	);
	if (problems.length > 0) throw new Error(`the ${puzzle.id} listing does not parse: ${problems}`);
	script = output.outputText;
	transpiled.set(puzzle.id, script);
	return script;
}

/** Runs the listing on an input until the search would stop: its solution limit, or the TRIES-th try. */
function runListing(
	puzzle: PuzzleDefinition,
	input: string,
	options: PuzzleOptions,
	limit: number
): RunRecord {
	const run = harnesses[puzzle.id](input, parsed(readOptions(puzzle.options, options)));
	const events: number[] = [];
	const counters = { tries: 0, conflicts: 0, places: 0, backtracks: 0, solutions: 0, maxDepth: 0 };
	const counting = {
		$try(fits: unknown) {
			counters.tries++;
			if (!fits) counters.conflicts++;
			events.push(fits ? EventCode.tryOk : EventCode.tryConflict);
			if (counters.tries >= TRIES) throw new Stop();
			return fits;
		},
		$place() {
			counters.places++;
			// The call a place leads into is as deep as the places on the board: the engine's depth.
			counters.maxDepth = Math.max(counters.maxDepth, counters.places - counters.backtracks);
			events.push(EventCode.place);
		},
		$undo() {
			counters.backtracks++;
			events.push(EventCode.backtrack);
		},
		report() {
			counters.solutions++;
			events.push(EventCode.solution);
			if (counters.solutions >= limit) throw new Stop();
		}
	};
	const declared = run.declared
		? `const { ${run.declared.names.join(', ')} } = $declared(${run.declared.from});\n`
		: '';
	const scope: Record<string, unknown> = {
		...run.names,
		...counting,
		$declared: run.declared?.make
	};
	const body = `${listingScript(puzzle)}\n${declared}${run.start};`;
	try {
		new Function(...Object.keys(scope), body)(...Object.values(scope));
	} catch (error) {
		if (!(error instanceof Stop)) throw error;
	}
	return { counters, events };
}

/** Runs the puzzle's search as the app loads it, until it ends or makes its TRIES-th try. */
function runSearch(puzzle: PuzzleDefinition, input: string, options: PuzzleOptions) {
	const loaded = parsed(puzzle.load(input, options));
	const engine = new SearchEngine(loaded.problem, loaded.search);
	const events: number[] = [];
	while (!engine.finished && engine.tries < TRIES) {
		const code = engine.step();
		if (code !== EventCode.done) events.push(code);
	}
	return { limit: engine.limit, record: { counters: engine.counters(), events } };
}

/** The events in words, for a failure's message. */
const EVENT_NAMES: Readonly<Record<number, string>> = {
	[EventCode.tryOk]: 'a try that fits',
	[EventCode.tryConflict]: 'a try that conflicts',
	[EventCode.place]: 'a place',
	[EventCode.backtrack]: 'a backtrack',
	[EventCode.solution]: 'a solution'
};

/** Where two event lists first part, each side's event named, or null when they are the same. */
function firstDifference(listing: readonly number[], search: readonly number[]) {
	const length = Math.max(listing.length, search.length);
	for (let at = 0; at < length; at++)
		if (listing[at] !== search[at])
			return {
				event: at + 1,
				listing: EVENT_NAMES[listing[at]] ?? 'nothing',
				search: EVENT_NAMES[search[at]] ?? 'nothing'
			};
	return null;
}

/** One input a listing is run on. */
interface ListingCase {
	readonly name: string;
	readonly input: string;
	readonly options: PuzzleOptions;
}

/** Inputs the samples do not cover, for the rules a listing once got wrong. */
const MORE_CASES: Readonly<Record<string, readonly ListingCase[]>> = {
	words: [
		{
			name: 'a lower-case word in a grid of capitals',
			input: 'ABCE\nSFCS\nADEE\n\nsee',
			options: { mode: 'all' }
		}
	],
	subsets: (['reuse', 'once'] as const).flatMap((variant) =>
		(['on', 'off'] as const).map((prune) => ({
			name: `a number written twice, ${variant}, pruning ${prune}`,
			input: '12: 6 6 12',
			options: { mode: 'all', variant, prune }
		}))
	),
	queens: [{ name: 'six queens', input: '6', options: { mode: 'all' } }]
};

/**
 * Every sample with its own options; each sample again with each choice of each option that has
 * a few (order, marking, pruning…); the first sample with each choice of an option that has many
 * (the maze's 24 orders, the number of colours), each of which is one rule; and the puzzle's extra
 * inputs.
 */
function casesOf(puzzle: PuzzleDefinition): ListingCase[] {
	const cases: ListingCase[] = [];
	const seen = new Set<string>();
	const add = (name: string, input: string, options: PuzzleOptions) => {
		const key = JSON.stringify([input, readOptions(puzzle.options, options)]);
		if (seen.has(key)) return;
		seen.add(key);
		cases.push({ name, input, options });
	};
	for (const sample of puzzle.samples) add(`the sample ${sample.id}`, sample.input, sample.options);
	for (const [at, sample] of puzzle.samples.entries())
		for (const spec of puzzle.options)
			if (at === 0 || spec.choices.length <= 3)
				for (const { value } of spec.choices)
					add(`the sample ${sample.id} with ${spec.key} ${value}`, sample.input, {
						...sample.options,
						[spec.key]: value
					});
	for (const extra of MORE_CASES[puzzle.id] ?? []) add(extra.name, extra.input, extra.options);
	return cases;
}

// The student's own problem is left out: its listing is the student's code, which the search runs.
const built = puzzles.filter((puzzle) => puzzle.id !== 'custom');

it('runs the listing of every puzzle but the student’s own', () => {
	expect(Object.keys(harnesses).sort()).toEqual(built.map((puzzle) => puzzle.id).sort());
});

describe.each(built.map((puzzle) => [puzzle.id, puzzle] as const))(
	'the %s TypeScript listing',
	(_, puzzle) => {
		it.each(casesOf(puzzle))(
			'makes the search’s tries, places, backtracks and solutions, in its order, on $name',
			({ input, options }) => {
				const search = runSearch(puzzle, input, options);
				const listing = runListing(puzzle, input, options, search.limit);
				expect(listing.counters).toEqual(search.record.counters);
				expect(firstDifference(listing.events, search.record.events)).toBeNull();
			}
		);
	}
);
