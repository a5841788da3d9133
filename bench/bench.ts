/**
 * The timeline benchmark (issues 3 and 8): recording speed against plain recursive solvers of the
 * same searches (a sudoku, 13 queens, the prime ring of 18, the first 80 knight's tours of 6x6),
 * seek and query latency in a timeline
 * of about 10^9 events, its memory, the command line on top95 with MRV, and requests on a search
 * 10,000 calls deep, the live class relay (bench/class.ts), a class in Chromium
 * (bench/class-follow.ts) and a step's time in the page for every puzzle (issue 23,
 * bench/page-steps.ts). `npm run bench`
 * prints a table; `npm run --silent bench -- --json` prints one JSON object. `--quick` uses small
 * searches (for trying the benchmark out, not for BENCHMARKS.md).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SudokuProblem } from '../src/puzzles/sudoku/problem';
import type { LoadedPuzzle } from '../src/puzzles/types';
import type { TimelineQuery } from '../src/timeline/moment';
import { Timeline } from '../src/timeline/timeline';
import type { IndexingFigures, IndexingSearch } from './indexing';
import { measurePage, type PageFigures, type StepFigures } from './page';
import { measurePageSteps, type PageStepFigures } from './page-steps';
import { plainSolve } from './plain';

const json = process.argv.includes('--json');
const quick = process.argv.includes('--quick');
const root = new URL('..', import.meta.url);
const top95Path = new URL('tests/fixtures/sudoku_norvig_top95.txt', root);
const top95 = readFileSync(top95Path, 'utf8')
	.trim()
	.split('\n')
	.map((line) => Array.from(line.trim(), (ch) => (ch === '.' ? 0 : Number(ch))));

/**
 * The worst single top95 puzzle for row-major search, 0-based: line 41 of the file, 1,044,342,800
 * tries. Found by running plainSolve on all 95 (bench/rowmajor-top95.ts): 3,538,300,660 tries in
 * all; the runner-up is index 4 with 1,010,307,001.
 */
const WORST_TOP95 = 40;
const bigIndex = quick ? 9 : WORST_TOP95;
const ROUNDS = 5;
const SEEKS = 2000;
const QUERIES = 100;

const log = (line: string): void => {
	if (!json) process.stderr.write(line + '\n');
};

const rowMajor = (digits: number[]): LoadedPuzzle => ({
	problem: new SudokuProblem({ size: 9, boxSize: 3 }, digits),
	search: { mode: 'first' }
});

function time<T>(work: () => T): [T, number] {
	const started = performance.now();
	const value = work();
	return [value, performance.now() - started];
}

/** The p-th percentile (0..1) of some durations. */
function percentile(values: readonly number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

const median = (values: readonly number[]): number => percentile(values, 0.5);
const round = (x: number, digits = 3): number => Number(x.toFixed(digits));

/** A small seeded generator, so every run seeks to the same steps. */
function mulberry32(seed: number): () => number {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function indexTimeline(digits: number[]): Timeline {
	const timeline = new Timeline(rowMajor(digits));
	while (!timeline.ended) timeline.index(1 << 22);
	return timeline;
}

// ----- 1. Recording against the plain solvers, side by side -----

/**
 * The side-by-side rounds of one search (bench/indexing.ts), in a process of its own: V8
 * specialises the engine to the puzzles a process has run, so each is measured as a worker
 * that searches one puzzle runs it.
 */
function indexing(search: IndexingSearch): IndexingFigures {
	const script = fileURLToPath(new URL('indexing.ts', import.meta.url));
	const args = ['--import', 'tsx', script, search, String(ROUNDS), ...(quick ? ['--quick'] : [])];
	const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
	if (run.status !== 0) throw new Error(`bench/indexing.ts ${search} failed: ${run.stderr}`);
	return JSON.parse(run.stdout) as IndexingFigures;
}

/** The ratios one search's rounds give: fastest rounds, median CPU times, and the engine alone. */
function ratios(figures: IndexingFigures) {
	const plain = Math.min(...figures.plain_ms);
	const timeline = Math.min(...figures.timeline_ms);
	const engine = Math.min(...figures.engine_ms);
	return {
		ratio: round(timeline / plain),
		cpu: round(median(figures.timeline_cpu_ms) / median(figures.plain_cpu_ms)),
		engine: round(engine / plain),
		plainMs: round(plain, 0),
		timelineMs: round(timeline, 0),
		engineMs: round(engine, 0)
	};
}

/** Measures one search, logging its rounds. */
function logged(search: IndexingSearch): IndexingFigures {
	log(`recording ${search}: ${ROUNDS} rounds of plain solver / engine / timeline…`);
	const figures = indexing(search);
	const { plain_ms, engine_ms, timeline_ms } = figures;
	for (let r = 0; r < plain_ms.length; r++)
		log(
			`  round ${r + 1}: plain ${plain_ms[r].toFixed(0)} ms, engine ${engine_ms[r].toFixed(0)} ms, timeline ${timeline_ms[r].toFixed(0)} ms`
		);
	return figures;
}

const indexed: Record<IndexingSearch, IndexingFigures> = {
	sudoku: logged('sudoku'),
	queens: logged('queens'),
	ring: logged('ring'),
	knight: logged('knight')
};
const ratiosOf: Record<IndexingSearch, ReturnType<typeof ratios>> = {
	sudoku: ratios(indexed.sudoku),
	queens: ratios(indexed.queens),
	ring: ratios(indexed.ring),
	knight: ratios(indexed.knight)
};

// ----- 2. The big timeline: about 10^9 events -----

log(`indexing top95 #${bigIndex} row-major (the worst single puzzle), plain solver first…`);
const big = top95[bigIndex];
const [bigPlain, bigPlainMs] = time(() => plainSolve(big));
const [timeline, bigIndexMs] = time(() => indexTimeline(big));
log(
	`  plain ${bigPlainMs.toFixed(0)} ms, timeline ${bigIndexMs.toFixed(0)} ms, ${timeline.length} events`
);

log(`${SEEKS} seeks at random steps…`);
const random = mulberry32(95);
const seekMs: number[] = [];
for (let i = 0; i < SEEKS; i++) {
	const step = Math.floor(random() * (timeline.length + 1));
	seekMs.push(time(() => timeline.seek(step))[1]);
}
// Playing: one step forward, or back, from the moment shown.
const playMs: number[] = [];
const backMs: number[] = [];
let playStep = Math.floor(timeline.length / 3);
timeline.seek(playStep);
for (let i = 0; i < 500; i++) playMs.push(time(() => timeline.seek(++playStep))[1]);
for (let i = 0; i < 500; i++) backMs.push(time(() => timeline.seek(--playStep))[1]);

log(`${QUERIES} navigation queries of each type at random steps…`);
const queries: TimelineQuery[] = [
	{ type: 'nextOfKind', kind: 'backtrack' },
	{ type: 'previousOfKind', kind: 'backtrack' },
	{ type: 'nextOfKind', kind: 'place' },
	{ type: 'nextOfKind', kind: 'solution' },
	{ type: 'previousOfKind', kind: 'solution' },
	{ type: 'nextAtDepth', maxDepth: 0 },
	{ type: 'previousAtDepth', maxDepth: 0 },
	{ type: 'nextAtDepth', maxDepth: 20 },
	{ type: 'previousAtDepth', maxDepth: 20 }
];
const findMs: number[] = [];
for (const query of queries)
	for (let i = 0; i < QUERIES; i++) {
		const from = Math.floor(random() * (timeline.length + 1));
		findMs.push(time(() => timeline.find(from, query))[1]);
	}
const [series, seriesMs] = time(() => timeline.depthSeries(1000));

// ----- 3. The command line on top95 with MRV -----

const command = ['run', '--silent', 'solve', '--', 'sudoku', '--order', 'mrv', '--stats'];
log(`npm ${command.join(' ')} < top95 (3 runs)…`);
const input = readFileSync(top95Path);
const cliWall: number[] = [];
const cliSearch: number[] = [];
let cliError: string | null = null;
for (let r = 0; r < 3 && cliError === null; r++) {
	const started = performance.now();
	const run = spawnSync('npm', command, { cwd: root, input, encoding: 'utf8' });
	const wall = performance.now() - started;
	const grids = run.stdout?.trim().split(/\n\s*\n/).length ?? 0;
	if (run.status !== 0 || grids !== 95) {
		cliError = `exit ${run.status}, ${grids} grids: ${(run.stderr ?? '').slice(0, 200)}`;
		break;
	}
	cliWall.push(wall);
	cliSearch.push(JSON.parse(run.stderr.trim().split('\n').at(-1) ?? '{}').ms ?? NaN);
}
const [, tsxStartMs] = time(() =>
	spawnSync(process.execPath, ['--import', 'tsx', '-e', '0'], { cwd: root })
);
const [, nodeStartMs] = time(() => spawnSync(process.execPath, ['-e', '0']));

// ----- 4. Requests on a very deep search (issue 10): the open 101x101 maze, every path -----

log('deep search: the open 101x101 maze, every path, recorded to the memory budget…');
/** What bench/deep.ts measured, in a process of its own (like the recording rounds). */
interface DeepFigures {
	readonly deep_search: string;
	readonly deep_tree_ms: number;
	readonly deep_tree_max_ms: number;
	readonly deep_step_back_ms: number;
	readonly deep_step_back_max_ms: number;
	readonly [figure: string]: number | string | Record<string, number>;
}
const deepRun = spawnSync(
	process.execPath,
	[
		'--import',
		'tsx',
		fileURLToPath(new URL('deep.ts', import.meta.url)),
		...(quick ? ['--quick'] : [])
	],
	{ cwd: root, encoding: 'utf8' }
);
if (deepRun.status !== 0) throw new Error(`bench/deep.ts failed: ${deepRun.stderr}`);
const deep = JSON.parse(deepRun.stdout) as DeepFigures;

// ----- 5. A student's own problem (issue 13): recording speed through the QuickJS sandbox -----

log('custom: the N-Queens (n = 10) and permutations (n = 8) templates, recorded…');
const customRun = spawnSync(
	process.execPath,
	[
		'--import',
		'tsx',
		fileURLToPath(new URL('custom.ts', import.meta.url)),
		...(quick ? ['--rounds=1'] : [])
	],
	{ cwd: root, encoding: 'utf8' }
);
if (customRun.status !== 0) throw new Error(`bench/custom.ts failed: ${customRun.stderr}`);
const custom = JSON.parse(customRun.stdout) as { custom_events_per_s: number };

// ----- 6. The live class relay: 1,000 students on real sockets, a step to 500 of them -----

log('class relay: 1,000 students in two rooms, 100 step changes to the 500 of one…');
/** What bench/class.ts measured: its server runs in a process of its own. */
interface ClassFigures {
	readonly class_clients: number;
	readonly class_fanout_students: number;
	readonly class_fanout_p50_ms: number;
	readonly class_fanout_p95_ms: number;
	readonly class_fanout_max_ms: number;
	readonly class_bytes_per_client: number;
	readonly class_heap_bytes_per_client: number;
}
const classRun = spawnSync(
	process.execPath,
	[
		'--import',
		'tsx',
		fileURLToPath(new URL('class.ts', import.meta.url)),
		...(quick ? ['--quick'] : [])
	],
	{ cwd: root, encoding: 'utf8' }
);
if (classRun.status !== 0) throw new Error(`bench/class.ts failed: ${classRun.stderr}`);
const classFigures = JSON.parse(classRun.stdout) as ClassFigures;

log('class in Chromium: a teacher and three students, the teacher’s Step forward on their pages…');
/** What bench/class-follow.ts measured: from the teacher's click to a student's page showing the step. */
interface FollowFigures {
	readonly class_follow_p50_ms: number;
	readonly class_follow_p95_ms: number;
	readonly class_follow_max_ms: number;
	readonly class_follow_samples: number;
}
const followRun = spawnSync(
	process.execPath,
	['--import', 'tsx', fileURLToPath(new URL('class-follow.ts', import.meta.url))],
	{ cwd: root, encoding: 'utf8' }
);
if (followRun.status !== 0) throw new Error(`bench/class-follow.ts failed: ${followRun.stderr}`);
const followFigures = JSON.parse(followRun.stdout) as FollowFigures;

// ----- The page in Chromium: main-thread blocking while indexing, and the JavaScript's size -----

log('page: the built app in Chromium, step clicks, then indexing and playing the big search…');
let pageFigures: (PageFigures & StepFigures) | null = null;
let pageError: string | null = null;
try {
	pageFigures = await measurePage(
		top95[bigIndex].map((d) => (d === 0 ? '.' : String(d))).join(''),
		quick ? 3 : 10
	);
	if (pageFigures === null) pageError = 'Chromium not found: apt-get install -y chromium';
} catch (error) {
	// A build that fails must not lose the other figures.
	pageError = `the page could not be measured: ${String(error).split('\n')[0]}`;
}

// ----- Issue 23: a step's time in the page, every puzzle, and the idle time of playback -----

log(
	'page: step clicks on every puzzle’s first sample, the sudoku mid 10^8 and recording, playback…'
);
let stepFigures: PageStepFigures | null = null;
let stepError: string | null = null;
try {
	stepFigures = await measurePageSteps({
		clicks: quick ? 10 : 40,
		playSeconds: quick ? 1 : 3,
		playRounds: quick ? 1 : 3,
		log
	});
	if (stepFigures === null) stepError = 'Chromium not found: apt-get install -y chromium';
} catch (error) {
	stepError = `the step figures could not be measured: ${String(error).split('\n')[0]}`;
}

// ----- Report -----

const cpu = cpus()[0]?.model ?? 'unknown';
const nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
/** A search's name with its size. */
const named = (figures: IndexingFigures): string =>
	`${figures.search} (${figures.tries} tries, ${figures.events} events)`;
const midName = named(indexed.sudoku);
const queensName = named(indexed.queens);
const ringName = named(indexed.ring);
const knightName = named(indexed.knight);
const bigName = `top95 #${bigIndex} row-major (${bigPlain.tries} tries, ${timeline.length} events)`;
const roundsOf = (figures: IndexingFigures) => ({
	plain: figures.plain_ms.map((x) => round(x, 0)),
	engine: figures.engine_ms.map((x) => round(x, 0)),
	timeline: figures.timeline_ms.map((x) => round(x, 0))
});
const { sudoku: mid, queens, ring, knight } = ratiosOf;
const result = {
	index_ratio_vs_plain: mid.ratio,
	index_ratio_queens: queens.ratio,
	index_ratio_ring: ring.ratio,
	index_ratio_knight: knight.ratio,
	index_ratio_vs_plain_cpu: mid.cpu,
	index_ratio_queens_cpu: queens.cpu,
	index_ratio_ring_cpu: ring.cpu,
	index_ratio_knight_cpu: knight.cpu,
	index_search: midName,
	index_ms: mid.timelineMs,
	plain_ms: mid.plainMs,
	engine_ratio_vs_plain: mid.engine,
	engine_ms: mid.engineMs,
	index_rounds_ms: roundsOf(indexed.sudoku),
	queens_search: queensName,
	queens_index_ms: queens.timelineMs,
	queens_plain_ms: queens.plainMs,
	queens_engine_ratio: queens.engine,
	queens_rounds_ms: roundsOf(indexed.queens),
	ring_search: ringName,
	ring_index_ms: ring.timelineMs,
	ring_plain_ms: ring.plainMs,
	ring_engine_ratio: ring.engine,
	ring_rounds_ms: roundsOf(indexed.ring),
	knight_search: knightName,
	knight_index_ms: knight.timelineMs,
	knight_plain_ms: knight.plainMs,
	knight_engine_ratio: knight.engine,
	knight_rounds_ms: roundsOf(indexed.knight),
	index_checkpoint_intervals: {
		sudoku: indexed.sudoku.checkpoint_interval,
		queens: indexed.queens.checkpoint_interval,
		ring: indexed.ring.checkpoint_interval,
		knight: indexed.knight.checkpoint_interval
	},
	index_ratio_vs_plain_big: round(bigIndexMs / bigPlainMs),
	index_big_ms: round(bigIndexMs, 0),
	plain_big_ms: round(bigPlainMs, 0),
	seek_p50_ms: round(median(seekMs)),
	seek_p99_ms: round(percentile(seekMs, 0.99)),
	seek_max_ms: round(Math.max(...seekMs)),
	seek_count: SEEKS,
	seek_search: bigName,
	play_step_forward_p50_ms: round(median(playMs)),
	play_step_back_p50_ms: round(median(backMs)),
	find_p50_ms: round(median(findMs)),
	find_p99_ms: round(percentile(findMs, 0.99)),
	find_count: findMs.length,
	series_1000_ms: round(seriesMs),
	series_buckets: series.minDepth.length,
	timeline_bytes: timeline.bytes(),
	timeline_search: bigName,
	events_indexed: timeline.length,
	timeline_complete: timeline.complete,
	timeline_over_budget: timeline.overBudget,
	checkpoint_interval: timeline.checkpointInterval,
	top95_mrv_ms: cliError === null ? round(median(cliWall), 0) : null,
	top95_mrv_runs_ms: cliWall.map((x) => round(x, 0)),
	top95_mrv_search_ms: cliError === null ? round(median(cliSearch), 0) : null,
	top95_mrv_error: cliError,
	...deep,
	custom_events_per_s: custom.custom_events_per_s,
	...classFigures,
	...followFigures,
	top95_mrv_search: `npm ${command.join(' ')} < tests/fixtures/sudoku_norvig_top95.txt (95 puzzles)`,
	...(pageFigures ?? { page_error: pageError }),
	page_steps: stepFigures ?? { error: stepError },
	node_start_ms: round(nodeStartMs, 0),
	node_tsx_start_ms: round(tsxStartMs, 0),
	searches: {
		index_ratio_vs_plain: midName,
		index_ratio_queens: queensName,
		index_ratio_ring: ringName,
		index_ratio_knight: knightName,
		index_ratio_vs_plain_big: bigName,
		seek: bigName,
		find: bigName,
		timeline_bytes: bigName,
		top95_mrv_ms: 'all 95 top95 puzzles, MRV, through the command line',
		page_longest_task_ms: pageFigures?.page_search ?? 'not measured',
		step_dom_p50_ms: pageFigures?.step_dom_search ?? 'not measured',
		page_steps:
			'the built app in Chromium, 1366x768 (bench/page-steps.ts): Step forward then Step back from step 0 on each puzzle’s first sample, the sudoku mid 10^8 (top95 #0) and while top95 #40 records; click() to the step text with document.body.innerText read; the update from a trace of the same clicks; playback of the lesson sudoku at 60 steps/s, 1920x1080, traced',
		custom_events_per_s: 'the N-Queens (n = 10) and permutations (n = 8) templates, the slower'
	},
	targets: {
		index_ratio_vs_plain: '<= 1.5',
		index_ratio_queens: '<= 1.5',
		index_ratio_ring: '<= 1.5',
		index_ratio_knight: '<= 1.5',
		seek_p50_ms: '<= 5 (timeline of >= 1e8 events)',
		seek_p99_ms: '<= 2',
		deep_tree_ms: '<= 50 (worker, any depth)',
		deep_step_back_ms: '<= 50 (worker, any depth)',
		timeline_bytes: '<= 64 MB (64e6) for a 1e9-event search',
		top95_mrv_ms: '< 1000 wall, Node start-up included',
		page_longest_task_ms: '<= 50 (main thread while indexing)',
		page_js_gzip_bytes: '< 100 KB (100,000)',
		step_dom_p50_ms: '<= 5 (click on Step forward or back to the DOM, also while recording)',
		step_dom_p95_ms: '<= 16',
		step_dom_ms_p50:
			'<= 2.5 (issue 23, page_steps: each puzzle from step 0, the sudoku mid 10^8 and while recording; text read)',
		step_dom_ms_p95: '<= 5',
		step_update_ms_p50: '<= 2 (page_steps: script, style and layout of one step, from a trace)',
		play_frame_idle_ms_p05: '>= 10 (page_steps: the lesson sudoku at 60 steps/s, 1920x1080)',
		custom_events_per_s: '>= 1,000,000',
		class_clients: '>= 1,000 in one process',
		class_fanout_p95_ms: '<= 50 (a step to 500 students of one room, loopback)',
		class_bytes_per_client: '<= 50 KB (50,000) a connected student',
		class_follow_p95_ms: '<= 250 (the teacher’s step on a student’s page, loopback)'
	},
	machine: { nproc, cpu, node: process.version, quick }
};

/** The table's rows for issue 23's figures: one a situation, then the playback's idle time. */
function stepRows(): [string, string, string, string][] {
	if (stepFigures === null)
		return [['page: issue 23 step figures', `not measured (${stepError})`, '', '']];
	const situations = [
		...stepFigures.puzzles,
		stepFigures.middle,
		stepFigures.recording,
		stepFigures.paced
	];
	return [
		...situations.map((s): [string, string, string, string] => [
			`page: step, ${s.name} (to DOM p50 / p95; update p50 / p95)`,
			`${s.step_dom_ms_p50} / ${s.step_dom_ms_p95} ms (first ${s.step_dom_first_ms.length} clicks ${s.step_dom_first_ms.join(', ')}; p95 after ${s.step_dom_ms_p95_after_first}); update ${s.step_update_ms_p50} / ${s.step_update_ms_p95} ms (on CPU ${Math.round(s.step_update_cpu_share * 100)}%)`,
			'<= 2.5 / 5 ms; update p50 <= 2 ms',
			`${s.search}: ${s.step_dom_clicks} clicks to DOM, ${s.step_update_clicks} traced`
		]),
		[
			'page: the method’s floor, a page of two buttons and a step text (p50 / p95)',
			`${stepFigures.floor_dom_ms_p50} / ${stepFigures.floor_dom_ms_p95} ms; at a teacher’s pace ${stepFigures.floor_paced_dom_ms_p50} / ${stepFigures.floor_paced_dom_ms_p95} ms`,
			'',
			'what the click, the mutation observer and the text read cost by themselves'
		],
		[
			'page: the step update’s floors (p50 / p95)',
			`${stepFigures.floor_update_ms_p50} / ${stepFigures.floor_update_ms_p95} ms; the lesson page ${stepFigures.page_floor_update_ms_p50} / ${stepFigures.page_floor_update_ms_p95} ms`,
			'',
			'the floor page above, traced; and the lesson page when a click changes only its step text'
		],
		[
			'page: what a playing step allocates',
			`${stepFigures.play_alloc_kb_a_step} KB`,
			'',
			'the lesson sudoku at 60 steps/s, 1920x1080, sampled by V8 (bench/page-heap.ts tells where)'
		],
		...[stepFigures.playback, stepFigures.playback_deep, stepFigures.playback_warm].map(
			(play): [string, string, string, string] => [
				'page: idle a frame, playing 60 steps/s (p50 / p05)',
				`${play.play_frame_idle_ms_p50} / ${play.play_frame_idle_ms_p05} ms (each round's p05 ${play.play_round_idle_ms_p05.join(', ')}; min ${play.play_frame_idle_ms_min}, ${play.play_frames} frames, ${play.play_steps_per_s} steps/s shown; slowest 5%: main thread ${play.play_worst_busy_ms} ms, ${play.play_worst_cpu_ms} on CPU, ${Math.round(play.play_worst_gc_share * 100)}% with a collection, rendering ${play.play_worst_rendering_ms} ms; a frame's rendering p50 ${play.play_frame_rendering_ms_p50} ms)`,
				'>= 10 ms every frame',
				play.play_search
			]
		)
	];
}

if (json) process.stdout.write(JSON.stringify(result) + '\n');
else {
	const rows: [string, string, string, string][] = [
		['figure', 'value', 'target', 'search'],
		...(['sudoku', 'queens', 'ring', 'knight'] as const).flatMap(
			(search): [string, string, string, string][] => {
				const r = ratiosOf[search];
				const name = named(indexed[search]);
				return [
					[
						`index / plain, ${search}`,
						`${r.ratio}x (${r.timelineMs} vs ${r.plainMs} ms; CPU medians ${r.cpu}x)`,
						'<= 1.5x',
						name
					],
					[`engine alone / plain, ${search}`, `${r.engine}x (${r.engineMs} ms)`, '', '']
				];
			}
		),
		[
			'index / plain, big',
			`${result.index_ratio_vs_plain_big}x (${result.index_big_ms} vs ${result.plain_big_ms} ms)`,
			'<= 3x',
			bigName
		],
		['seek p50', `${result.seek_p50_ms} ms`, '<= 5 ms', `${SEEKS} random steps, ${bigName}`],
		['seek p99', `${result.seek_p99_ms} ms (max ${result.seek_max_ms})`, '<= 2 ms', ''],
		[
			'step forward / back p50',
			`${result.play_step_forward_p50_ms} / ${result.play_step_back_p50_ms} ms`,
			'',
			''
		],
		[
			'find p50 / p99',
			`${result.find_p50_ms} / ${result.find_p99_ms} ms`,
			'',
			`${findMs.length} queries`
		],
		['depth series, 1000 buckets', `${result.series_1000_ms} ms`, '', ''],
		[
			'timeline bytes',
			`${(result.timeline_bytes / 1e6).toFixed(1)} MB, interval ${result.checkpoint_interval}`,
			'<= 64 MB',
			bigName
		],
		[
			'events indexed',
			`${result.events_indexed}${timeline.complete ? ' (complete)' : ''}`,
			'>= 1e9',
			bigName
		],
		[
			'top95 MRV, command line',
			cliError ?? `${result.top95_mrv_ms} ms wall (search ${result.top95_mrv_search_ms} ms)`,
			'< 1000 ms',
			'npm run --silent solve -- sudoku --order mrv'
		],
		[
			'custom problem: events a second',
			`${result.custom_events_per_s.toLocaleString('en')}`,
			'>= 1,000,000',
			'N-Queens (n = 10) and permutations (n = 8) templates, the slower'
		],
		[
			'page: longest main-thread task',
			pageFigures === null
				? `not measured (${pageError})`
				: `${pageFigures.page_longest_task_ms} ms (${pageFigures.page_long_tasks} tasks over 50 ms; longest frame gap ${pageFigures.page_longest_frame_gap_ms} ms)`,
			'<= 50 ms',
			`${pageFigures?.page_seconds ?? 0} s playing while indexing; ${pageFigures?.page_events_recorded ?? ''}`
		],
		[
			'page: step click to DOM (p50 / p95)',
			pageFigures === null
				? `not measured (${pageError})`
				: `${pageFigures.step_dom_p50_ms} / ${pageFigures.step_dom_p95_ms} ms (lesson ${pageFigures.step_dom_lesson_p50_ms} / ${pageFigures.step_dom_lesson_p95_ms}, while recording ${pageFigures.step_dom_recording_p50_ms} / ${pageFigures.step_dom_recording_p95_ms}; max ${pageFigures.step_dom_max_ms})`,
			'<= 5 / 16 ms',
			`${pageFigures?.step_dom_clicks ?? 0} clicks on Step forward and Step back`
		],
		...stepRows(),
		[
			'page: JavaScript gzipped',
			pageFigures === null
				? 'not measured'
				: `${(pageFigures.page_js_gzip_bytes / 1000).toFixed(1)} KB (+ ${(pageFigures.page_js_on_demand_gzip_bytes / 1000).toFixed(1)} KB on first use: other puzzles, Compare, the tree's pan and zoom)`,
			'< 100 KB',
			'what opening the production build loads: page script + search worker'
		],
		[
			'deep search: tree / step back (median, max)',
			`${deep.deep_tree_ms} / ${deep.deep_step_back_ms} ms (max ${deep.deep_tree_max_ms} / ${deep.deep_step_back_max_ms})`,
			'<= 50 ms',
			deep.deep_search
		],
		[
			'class relay: step to 500 students (p50 / p95)',
			`${classFigures.class_fanout_p50_ms} / ${classFigures.class_fanout_p95_ms} ms (max ${classFigures.class_fanout_max_ms})`,
			'p95 <= 50 ms',
			`${classFigures.class_fanout_students} of ${classFigures.class_clients} students connected`
		],
		[
			'class: teacher’s step on a student’s page (p50 / p95)',
			`${followFigures.class_follow_p50_ms} / ${followFigures.class_follow_p95_ms} ms (max ${followFigures.class_follow_max_ms})`,
			'<= 250 ms',
			`${followFigures.class_follow_samples} samples: three students, Chromium`
		],
		[
			'class relay: memory a student',
			`${(classFigures.class_bytes_per_client / 1000).toFixed(1)} KB resident (heap and buffers ${(classFigures.class_heap_bytes_per_client / 1000).toFixed(1)} KB)`,
			'<= 50 KB',
			'the server process, after a full GC'
		],
		['node / node+tsx start', `${result.node_start_ms} / ${result.node_tsx_start_ms} ms`, '', ''],
		['machine', `${nproc} cores, ${cpu}, node ${process.version}`, '', '']
	];
	const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length)));
	for (const row of rows)
		process.stdout.write(
			row.map((cell, c) => (c < 3 ? cell.padEnd(widths[c]) : cell)).join('  ') + '\n'
		);
}
