/**
 * Requests on a very deep search (issue 10, section 2): the open 101x101 maze with "All paths",
 * whose path reaches a depth of about 10,000, recorded by the worker's own host until the memory
 * budget stops it. Then, at steps near the end of the recording, the host answers a tree request
 * (`deep_tree_ms`) and a step back, that is the seek and the tree the page asks for together
 * (`deep_step_back_ms`), and the slowest answer to each other request the page makes, at steps
 * not visited before (`deep_request_max_ms`). `node --import tsx bench/deep.ts [--quick]` prints one JSON object;
 * `npm run bench` runs it in a process of its own.
 */
import { solvers } from '../src/puzzles/registry';
import { SearchHost } from '../src/worker/host';
import type { WorkerResponse } from '../src/worker/protocol';

const quick = process.argv.includes('--quick');
const SIZE = 101;
/** Steps measured, each a step never visited before, so no answer is served from a warm cache. */
const SAMPLES = quick ? 5 : 20;

const replies: WorkerResponse[] = [];
/** The indexing slice the host asked to run next. */
const queue: (() => void)[] = [];
// The maze's solver is loaded first, so the host answers the load at once, as it does once loaded.
await solvers.load('maze');
// Indexing slices run when the bench says, not on a timer: recording runs flat out.
const host = new SearchHost(
	(message) => replies.push(message),
	(task) => {
		queue.push(task);
	},
	undefined,
	quick ? { budgetBytes: 6 * 1024 * 1024 } : {}
);
// The debugger moves' code loads when first asked for (lazyParts): loaded now, so that `ask`
// gets their answers in the same turn, and their times hold the answer, not the code's import.
await host.loadParts();

let id = 0;
/**
 * Sends a request and returns the host's reply to it (the host answers synchronously). The reply
 * is cloned as postMessage clones it in the worker, before the worker can answer anything else:
 * that copy is part of what the answer costs.
 */
function ask(request: Record<string, unknown>): WorkerResponse {
	const asked = ++id;
	host.handle({ ...request, id: asked });
	const found = replies.find((message) => 'id' in message && message.id === asked);
	const reply = found === undefined ? undefined : structuredClone(found);
	replies.length = 0;
	if (reply === undefined) throw new Error(`no reply to ${String(request.type)}`);
	if (reply.type === 'error') throw new Error(reply.message);
	return reply;
}

const input = Array.from({ length: SIZE }, () => '0'.repeat(SIZE)).join('\n');
const started = performance.now();
ask({ type: 'load', puzzle: 'maze', input, options: { mode: 'all' } });
let events = 0;
let overBudget = false;
for (;;) {
	const task = queue.shift();
	if (task === undefined) break;
	task();
	for (const message of replies)
		if (message.type === 'progress') {
			events = message.progress.events;
			overBudget = message.progress.overBudget;
		}
	replies.length = 0;
}
const recordMs = performance.now() - started;

function timed(work: () => void): number {
	const start = performance.now();
	work();
	return performance.now() - start;
}

const median = (values: number[]): number =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values: number[]): number => Math.max(...values);

// Steps spread over the last part of the recording, visited once each, far apart from one another.
const treeMs: number[] = [];
const backMs: number[] = [];
let depth = 0;
for (let i = 0; i < SAMPLES; i++) {
	const step = events - 1 - i * 997_331;
	if (step < 2) break;
	const moment = ask({ type: 'seek', step });
	if (moment.type === 'moment') depth = Math.max(depth, moment.moment.depth);
	treeMs.push(timed(() => ask({ type: 'tree', step })));
	backMs.push(
		timed(() => {
			ask({ type: 'seek', step: step - 1 });
			ask({ type: 'tree', step: step - 1 });
		})
	);
}

// Every other request the page makes, at the same depths: the slowest answer of each kind.
const requestMs: Record<string, number> = {};
for (let i = 0; i < SAMPLES; i++) {
	const step = events - 1 - i * 997_331 - 500_000;
	if (step < 2) break;
	const requests: [string, Record<string, unknown>][] = [
		['seek', { type: 'seek', step }],
		[
			'previousBacktrack',
			{ type: 'find', from: step, query: { type: 'previousOfKind', kind: 'backtrack' } }
		],
		[
			'nextBacktrack',
			{ type: 'find', from: step, query: { type: 'nextOfKind', kind: 'backtrack' } }
		],
		['stepOver', { type: 'stepMove', from: step, move: 'over' }],
		['stepOut', { type: 'stepMove', from: step, move: 'out' }],
		['stepOverBack', { type: 'stepMove', from: step, move: 'overBack' }],
		['stepOutBack', { type: 'stepMove', from: step, move: 'outBack' }],
		['callStart', { type: 'callStart', from: step, level: 5000 }],
		['series', { type: 'series', buckets: 240 }],
		['tree', { type: 'tree', step }]
	];
	for (const [name, request] of requests)
		requestMs[name] = Math.max(
			requestMs[name] ?? 0,
			timed(() => ask(request))
		);
}

const round = (x: number): number => Number(x.toFixed(2));
process.stdout.write(
	JSON.stringify({
		deep_search: `open ${SIZE}x${SIZE} maze, all paths, ${events} events${overBudget ? ' (memory budget reached)' : ''}, depth up to ${depth}`,
		deep_events: events,
		deep_depth: depth,
		deep_record_ms: Math.round(recordMs),
		deep_tree_ms: round(median(treeMs)),
		deep_tree_max_ms: round(max(treeMs)),
		deep_step_back_ms: round(median(backMs)),
		deep_step_back_max_ms: round(max(backMs)),
		deep_request_max_ms: Object.fromEntries(
			Object.entries(requestMs).map(([name, ms]) => [name, round(ms)])
		)
	}) + '\n'
);
