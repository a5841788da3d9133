/**
 * Recording speed of a student's problem (the custom puzzle): the N-Queens template with n = 10 and
 * the permutations template with n = 8, every solution, recorded the way the worker records
 * (Timeline.index in a loop), after one warm-up recording of each; `custom_events_per_s` is the
 * lower of the two. With `--big`, also a search of about 10^8 events (the permutations template,
 * n = 10) recorded fully, and seeks to random steps of it. `node --import tsx bench/custom.ts
 * [--big] [--rounds=N]` prints one JSON object.
 */
import { customSolver } from '../src/puzzles/custom/solver';
import { TEMPLATES } from '../src/puzzles/custom/templates';
import { Timeline } from '../src/timeline/timeline';

const big = process.argv.includes('--big');
const roundsArg = process.argv.find((arg) => arg.startsWith('--rounds='));
const ROUNDS = roundsArg === undefined ? 3 : Math.max(1, Number(roundsArg.slice(9)));
const SEEKS = 20;

/** A template's code with its size changed. */
function templateCode(id: string, from: string, to: string): string {
	const code = TEMPLATES.find((template) => template.id === id)?.code ?? '';
	if (!code.includes(from)) throw new Error(`the ${id} template has no "${from}"`);
	return code.replace(from, to);
}

const SEARCHES = {
	queens: templateCode('queens', 'const n = 8;', 'const n = 10;'),
	permutations: templateCode('permutations', 'const n = 4;', 'const n = 8;'),
	permutations10: templateCode('permutations', 'const n = 4;', 'const n = 10;')
};

/** The timeline the worker records for a student's problem (with the solver's checkpoint spacing). */
function timelineOf(code: string): Timeline {
	const loaded = customSolver.load(code, { mode: 'all' });
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	return new Timeline(loaded.value);
}

function cpuMs(): number {
	const usage = process.cpuUsage();
	return (usage.user + usage.system) / 1000;
}

/** Records a whole search as the worker does: its events, wall and CPU milliseconds. */
function record(code: string): { timeline: Timeline; events: number; ms: number; cpuMs: number } {
	const timeline = timelineOf(code);
	const cpu = cpuMs();
	const started = performance.now();
	while (!timeline.ended) timeline.index(1 << 16);
	const ms = performance.now() - started;
	return { timeline, events: timeline.length, ms, cpuMs: cpuMs() - cpu };
}

/** Events per second of the best of some rounds, after a warm-up round. */
function speed(code: string): {
	events: number;
	solutions: number;
	ms: number[];
	cpu_ms: number[];
	events_per_s: number;
} {
	record(code);
	const ms: number[] = [];
	const cpu: number[] = [];
	let events = 0;
	let solutions = 0;
	for (let round = 0; round < ROUNDS; round++) {
		const result = record(code);
		events = result.events;
		solutions = result.timeline.seek(result.timeline.length).counters.solutions;
		ms.push(Math.round(result.ms));
		cpu.push(Math.round(result.cpuMs));
	}
	return {
		events,
		solutions,
		ms,
		cpu_ms: cpu,
		events_per_s: Math.round(events / (Math.min(...ms) / 1000))
	};
}

const queens = speed(SEARCHES.queens);
const permutations = speed(SEARCHES.permutations);
const figures: Record<string, unknown> = {
	custom_events_per_s: Math.min(queens.events_per_s, permutations.events_per_s),
	queens_10: queens,
	permutations_8: permutations
};

if (big) {
	const { timeline, events, ms, cpuMs: cpu } = record(SEARCHES.permutations10);
	const seeks: { step: number; ms: number }[] = [];
	// Seeded, so every run seeks the same steps.
	let seed = 12345;
	const random = (): number => {
		seed = (seed * 1103515245 + 12345) % 2147483648;
		return seed / 2147483648;
	};
	for (let i = 0; i < SEEKS; i++) {
		const step = 1 + Math.floor(random() * events);
		const started = performance.now();
		timeline.seek(step);
		seeks.push({ step, ms: Number((performance.now() - started).toFixed(1)) });
	}
	const times = seeks.map((seek) => seek.ms).sort((a, b) => a - b);
	figures.big = {
		search: 'permutations template, n = 10, every solution',
		events,
		complete: timeline.complete,
		record_ms: Math.round(ms),
		record_cpu_ms: Math.round(cpu),
		events_per_s: Math.round(events / (ms / 1000)),
		checkpoint_interval: timeline.checkpointInterval,
		timeline_bytes: timeline.bytes(),
		seek_median_ms: times[times.length >> 1],
		seek_max_ms: times[times.length - 1],
		seeks
	};
}

process.stdout.write(JSON.stringify(figures) + '\n');
