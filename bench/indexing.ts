/**
 * Recording a search against a plain recursive solver of the same search, side by side: each
 * round runs the plain solver, the engine alone and the timeline one after the other, and checks
 * that all three made the same tries. `node --import tsx bench/indexing.ts <search> [rounds]
 * [--quick]` prints one JSON object; `npm run bench` runs one such process per search.
 *
 * @remarks
 * One process per search, because V8 specialises the engine's loop to the problem classes it has
 * seen: in a process that has already recorded a sudoku, the queens are recorded some 30% slower,
 * and a third puzzle slows all three. A process of its own is a worker that searches one puzzle.
 */
import { readFileSync } from 'node:fs';
import { SearchEngine } from '../src/engine/engine';
import { KnightProblem } from '../src/puzzles/knight/problem';
import { QueensProblem } from '../src/puzzles/queens/problem';
import { RingProblem } from '../src/puzzles/ring/problem';
import { SudokuProblem } from '../src/puzzles/sudoku/problem';
import type { LoadedPuzzle } from '../src/puzzles/types';
import { Timeline } from '../src/timeline/timeline';
import { plainQueens, plainRing, plainSolve } from './plain';
import { plainKnight } from './plain-knight';

/** The searches the benchmark records. */
export type IndexingSearch = 'sudoku' | 'queens' | 'ring' | 'knight';

/** What the side-by-side rounds measured for one search. */
export interface IndexingFigures {
	readonly search: string;
	readonly tries: number;
	readonly solutions: number;
	readonly events: number;
	/** Wall milliseconds of each round. */
	readonly plain_ms: number[];
	readonly engine_ms: number[];
	readonly timeline_ms: number[];
	/** CPU milliseconds of each round (user + system, this process). */
	readonly plain_cpu_ms: number[];
	readonly timeline_cpu_ms: number[];
	/** The timeline at the end of the last round. */
	readonly checkpoint_interval: number;
	readonly timeline_bytes: number;
}

const root = new URL('..', import.meta.url);
const fixture = (name: string): string =>
	readFileSync(new URL(`tests/fixtures/${name}`, root), 'utf8');

/** The 95 top95 grids, 0 for a blank. */
const top95 = fixture('sudoku_norvig_top95.txt')
	.trim()
	.split('\n')
	.map((line) => Array.from(line.trim(), (ch) => (ch === '.' ? 0 : Number(ch))));

/** Rings of 1..n starting with 1, both directions (the CLI's and the engine's count), from the fixture. */
function ringCount(n: number): number {
	const row = fixture('prime_ring_counts.csv')
		.trim()
		.split('\n')
		.slice(1)
		.map((line) => line.split(',').map(Number))
		.find(([size]) => size === n);
	if (row === undefined) throw new Error(`no ring count for n = ${n}`);
	return row[2];
}

/** Solutions of n queens (OEIS A000170), for the sizes the benchmark uses. */
const QUEENS_SOLUTIONS: Record<number, number> = { 10: 724, 13: 73712 };

interface Subject {
	readonly name: string;
	readonly load: () => LoadedPuzzle;
	readonly plain: () => { tries: number; solutions: number };
	/** Solutions the search must find, from reference data. */
	readonly solutions: number;
}

/**
 * The search of each name: top95 #70 row-major, 13 queens, the ring of 18 and the first 80 knight's
 * tours of 6x6 (smaller with `quick`).
 */
function subject(search: IndexingSearch, quick: boolean): Subject {
	switch (search) {
		case 'sudoku': {
			const index = quick ? 94 : 70;
			const digits = top95[index];
			return {
				name: `top95 #${index} row-major, first solution`,
				load: () => ({
					problem: new SudokuProblem({ size: 9, boxSize: 3 }, digits),
					search: { mode: 'first' }
				}),
				plain: () => {
					const result = plainSolve(digits);
					return { tries: result.tries, solutions: result.solved ? 1 : 0 };
				},
				solutions: 1
			};
		}
		case 'queens': {
			const n = quick ? 10 : 13;
			return {
				name: `${n} queens, every solution`,
				load: () => ({ problem: new QueensProblem(n), search: { mode: 'all' } }),
				plain: () => plainQueens(n),
				solutions: QUEENS_SOLUTIONS[n]
			};
		}
		case 'ring': {
			const n = quick ? 14 : 18;
			return {
				name: `prime ring of ${n}, every ring`,
				load: () => ({ problem: new RingProblem(n), search: { mode: 'all' } }),
				plain: () => plainRing(n),
				solutions: ringCount(n)
			};
		}
		case 'knight': {
			// The tours of 6x6 from the corner come in bursts: the first 80 take 179,337,627 tries
			// in the fixed order, a search the size of the others; all of them would take hours.
			const tours = quick ? 10 : 80;
			return {
				name: `knight's tour 6x6 from 1,1, fixed order, first ${tours} tours`,
				load: () => ({
					problem: new KnightProblem({ size: 6, start: 0 }, 'plain'),
					search: { mode: 'all', limit: tours }
				}),
				plain: () => plainKnight(6, 0, 0, tours),
				solutions: tours
			};
		}
	}
}

function cpuMs(): number {
	const usage = process.cpuUsage();
	return (usage.user + usage.system) / 1000;
}

/** Wall and CPU milliseconds of some work. */
function timed<T>(work: () => T): [T, number, number] {
	const cpu = cpuMs();
	const started = performance.now();
	const value = work();
	return [value, performance.now() - started, cpuMs() - cpu];
}

/** Runs `rounds` rounds of plain solver, engine alone and timeline, checking they made one search. */
function measureIndexing(search: IndexingSearch, rounds: number, quick = false): IndexingFigures {
	const { name, load, plain, solutions } = subject(search, quick);
	const figures = {
		search: name,
		tries: 0,
		solutions: 0,
		events: 0,
		plain_ms: [] as number[],
		engine_ms: [] as number[],
		timeline_ms: [] as number[],
		plain_cpu_ms: [] as number[],
		timeline_cpu_ms: [] as number[],
		checkpoint_interval: 0,
		timeline_bytes: 0
	};
	for (let round = 0; round < rounds; round++) {
		const [plainResult, plainMs, plainCpu] = timed(plain);
		const [engine, engineMs] = timed(() => {
			const loaded = load();
			const engine = new SearchEngine(loaded.problem, loaded.search);
			while (!engine.finished) engine.run(1 << 24);
			return engine;
		});
		const [timeline, timelineMs, timelineCpu] = timed(() => {
			const timeline = new Timeline(load());
			while (!timeline.ended) timeline.index(1 << 22);
			return timeline;
		});
		const recorded = timeline.seek(timeline.length).counters;
		if (
			plainResult.tries !== engine.tries ||
			recorded.tries !== engine.tries ||
			plainResult.solutions !== solutions ||
			recorded.solutions !== solutions
		)
			throw new Error(`${name}: the plain solver, the engine and the timeline disagree`);
		figures.tries = engine.tries;
		figures.solutions = engine.solutions;
		figures.events = timeline.length;
		figures.plain_ms.push(plainMs);
		figures.engine_ms.push(engineMs);
		figures.timeline_ms.push(timelineMs);
		figures.plain_cpu_ms.push(plainCpu);
		figures.timeline_cpu_ms.push(timelineCpu);
		figures.checkpoint_interval = timeline.checkpointInterval;
		figures.timeline_bytes = timeline.bytes();
	}
	return figures;
}

const [search, rounds] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (search !== 'sudoku' && search !== 'queens' && search !== 'ring' && search !== 'knight')
	throw new Error('usage: bench/indexing.ts <sudoku|queens|ring|knight> [rounds] [--quick]');
const figures = measureIndexing(search, Number(rounds ?? 5), process.argv.includes('--quick'));
process.stdout.write(JSON.stringify(figures) + '\n');
