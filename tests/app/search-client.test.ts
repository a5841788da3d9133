import { afterEach, describe, expect, test, vi } from 'vitest';
import {
	SearchClient,
	SearchFailure,
	stopText,
	type SearchChannel,
	type StopReason
} from '../../src/app/channel';
import { SILENCE_MS } from '../../src/app/silence-watch';
import { puzzles } from '../../src/puzzles/all';
import type { IndexProgress } from '../../src/timeline/moment';
import { SearchHost } from '../../src/worker/host';
import { readResponse, type WorkerRequest, type WorkerResponse } from '../../src/worker/protocol';

afterEach(() => {
	vi.restoreAllMocks();
});

/** A worker the test plays by hand: what the page sent, and how to answer, misbehave or end. */
interface HandWorker {
	readonly channel: SearchChannel;
	readonly sent: WorkerRequest[];
	/** Delivers any message to the page, as a worker's postMessage would. */
	send(message: unknown): void;
	/** The worker ends without being asked (closed, crashed). */
	end(reason: StopReason): void;
	terminated: boolean;
}

function handWorker(): HandWorker {
	let receive: (message: WorkerResponse) => void = () => {};
	let ended: (reason: StopReason) => void = () => {};
	const worker: HandWorker = {
		sent: [],
		terminated: false,
		send: (message) => receive(message as WorkerResponse),
		end: (reason) => ended(reason),
		channel: {
			post: (request) => worker.sent.push(request),
			listen: (receiver, onEnded) => {
				receive = receiver;
				ended = onEnded ?? (() => {});
			},
			terminate: () => {
				worker.terminated = true;
			},
			openAnother: () => handWorker().channel
		}
	};
	return worker;
}

/** A client on a hand-played worker, with what it reported. */
function clientOn(worker: HandWorker) {
	const progress: IndexProgress[] = [];
	const stops: StopReason[] = [];
	const client = new SearchClient(
		worker.channel,
		(p) => progress.push(p),
		(reason) => stops.push(reason)
	);
	return { client, progress, stops };
}

/** Real replies of the search host to the lesson sudoku (NYOJ 722), its search recorded to the end. */
async function lessonReplies(): Promise<WorkerResponse[]> {
	const replies: WorkerResponse[] = [];
	const queue: (() => void)[] = [];
	const host = new SearchHost(
		(message) => replies.push(message),
		(task) => queue.push(task)
	);
	const { input, options } = puzzles[0].samples[0];
	// Answered in the turn they are asked: the code of the events table loaded first.
	await host.loadParts();
	host.handle({ type: 'load', id: 1, puzzle: 'sudoku', input, options });
	while (queue.length > 0) queue.shift()?.();
	const requests: WorkerRequest[] = [
		{ type: 'seek', id: 2, step: 0 },
		{ type: 'seek', id: 3, step: 40 },
		{ type: 'find', id: 4, from: 0, query: { type: 'nextOfKind', kind: 'backtrack' } },
		{ type: 'find', id: 5, from: 0, query: { type: 'previousOfKind', kind: 'backtrack' } },
		{ type: 'series', id: 6, buckets: 240 },
		{ type: 'tree', id: 7, step: 40 },
		{ type: 'events', id: 12, from: 30, to: 300 },
		{ type: 'cancel', id: 8 },
		{ type: 'load', id: 9, puzzle: 'sudoku', input: 'not a sudoku', options: {} }
	];
	for (const request of requests) host.handle(request);
	const backtrack = replies.find((r) => r.type === 'found' && r.id === 4);
	if (backtrack?.type === 'found' && backtrack.step !== null)
		host.handle({ type: 'seek', id: 10, step: backtrack.step });
	host.handle({ type: 'seek', id: 11, step: 1e9 });
	return replies;
}

describe('replies the page reads', () => {
	test('every reply the search host gives the lesson sudoku reads as it was sent', async () => {
		const replies = await lessonReplies();
		const types = new Set(replies.map((reply) => reply.type));
		expect([...types].sort()).toEqual(
			[
				'cancelled',
				'events',
				'found',
				'inputError',
				'loaded',
				'moment',
				'progress',
				'series',
				'tree'
			].sort()
		);
		for (const reply of replies) expect(readResponse(structuredClone(reply))).toEqual(reply);
	});

	test('a malformed reply is refused with the field that is wrong and the request it names', async () => {
		const replies = await lessonReplies();
		const moment = replies.find((r) => r.type === 'moment' && r.id === 3);
		const progress = replies.find((r) => r.type === 'progress');
		const tree = replies.find((r) => r.type === 'tree');
		const series = replies.find((r) => r.type === 'series');
		if (moment?.type !== 'moment' || progress?.type !== 'progress') throw new Error('no replies');
		if (tree?.type !== 'tree' || series?.type !== 'series') throw new Error('no replies');
		const events = replies.find((r) => r.type === 'events');
		if (events?.type !== 'events') throw new Error('no replies');
		const rows = events.rows;
		/** The events reply with some of its rows' fields changed. */
		const withRows = (changed: Record<string, unknown>) => ({
			...events,
			rows: { ...rows, ...changed }
		});
		/** A column with one value changed. */
		const changedAt = <T extends Int32Array | Float64Array | Uint8Array>(
			column: T,
			at: number,
			value: number
		): T => {
			const copy = column.slice() as T;
			copy[at] = value;
			return copy;
		};
		const broken: [unknown, string, number | null][] = [
			[null, 'a response must be an object', null],
			[{ hello: 1 }, 'unknown response type undefined', null],
			[{ type: 'found', step: 3 }, 'found needs a numeric id', null],
			[{ type: 'found', id: 4, step: -1 }, 'found: step is not a whole number from 0', 4],
			[{ ...moment, moment: { ...moment.moment, heat: ['hot'] } }, 'moment: moment heat [0]', 3],
			[{ ...moment, moment: { ...moment.moment, board: null } }, 'moment: moment board', 3],
			[
				{
					...moment,
					moment: { ...moment.moment, event: { ...moment.moment.event, kind: 'jump' } }
				},
				'moment: moment event kind',
				3
			],
			[
				{ ...progress, progress: { ...progress.progress, events: 'many' } },
				'progress: progress events',
				null
			],
			[{ ...progress, session: 0 }, 'progress: session is not a session number', null],
			[{ ...tree, tree: { ...tree.tree, calls: [{}] } }, 'tree: tree calls [0] level', tree.id],
			[
				{ ...series, series: { ...series.series, solutions: [] } },
				'series: series has lists of different lengths',
				series.id
			],
			[withRows({ from: 0 }), 'events: rows from is not a step from 1', 12],
			[withRows({ to: 20 }), 'events: rows to is before from - 1', 12],
			[withRows({ capped: true }), 'events: rows capped is true for 271 steps', 12],
			[withRows({ to: 200 }), 'events: rows code has 271 rows, not 171', 12],
			[withRows({ depth: Array.from(rows.depth) }), 'events: rows depth is not an Int32Array', 12],
			[
				withRows({ tries: new Int32Array(rows.tries) }),
				'events: rows tries is not a Float64Array',
				12
			],
			[
				withRows({ code: changedAt(rows.code, 5, 6) }),
				'events: rows code[5] is out of range: 6',
				12
			],
			[
				withRows({ point: changedAt(rows.point, 0, -2) }),
				'events: rows point[0] is out of range: -2',
				12
			],
			[
				withRows({ clash: changedAt(rows.clash, 9, -5) }),
				'events: rows clash[9] is out of range: -5',
				12
			],
			[
				withRows({ conflicts: changedAt(rows.conflicts, 3, 1.5) }),
				'events: rows conflicts[3] is out of range: 1.5',
				12
			],
			[
				withRows({ solutions: changedAt(rows.solutions, 270, Number.NaN) }),
				'events: rows solutions[270] is out of range: NaN',
				12
			],
			[{ ...events, rows: null }, 'events: rows is not an object', 12],
			[{ type: 'error', id: 'x', message: 'no' }, 'error needs a numeric id', null]
		];
		for (const [message, malformed, id] of broken) {
			const read = readResponse(message);
			expect(read, malformed).toMatchObject({ id });
			expect('malformed' in read ? read.malformed : '', malformed).toContain(malformed);
		}
	});
});

describe('the client when the worker ends or misbehaves', () => {
	test('a worker that ends rejects every request still waiting, and every one after', async () => {
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		const seek = client.ask({ type: 'seek', step: 5 });
		const find = client.ask({
			type: 'find',
			from: 0,
			query: { type: 'nextOfKind', kind: 'backtrack' }
		});
		expect(client.waiting).toBe(2);
		worker.end({ kind: 'closed' });
		await expect(seek).rejects.toEqual(
			new SearchFailure('stopped', 'the search worker was closed')
		);
		await expect(find).rejects.toBeInstanceOf(SearchFailure);
		expect(client.waiting).toBe(0);
		expect(stops).toEqual([{ kind: 'closed' }]);
		expect(worker.terminated).toBe(true);
		// Later requests are not sent to a worker that is gone: they fail at once.
		await expect(client.ask({ type: 'seek', step: 6 })).rejects.toMatchObject({ kind: 'stopped' });
		expect(worker.sent).toHaveLength(2);
		// A reply arriving after the end changes nothing.
		worker.send({ type: 'moment', id: 1, moment: null });
		expect(stops).toHaveLength(1);
	});

	test('a malformed reply to a waiting request stops the search: nothing waits for it forever', async () => {
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		const seek = client.ask({ type: 'seek', step: 5 });
		const series = client.ask({ type: 'series', buckets: 10 });
		worker.send({ type: 'moment', id: worker.sent[0].id, moment: { step: 'five' } });
		await expect(seek).rejects.toMatchObject({ kind: 'stopped' });
		await expect(series).rejects.toMatchObject({ kind: 'stopped' });
		expect(stops).toHaveLength(1);
		expect(stops[0]).toMatchObject({
			kind: 'brokeProtocol',
			request: 1,
			wrong: expect.stringMatching(/^moment: moment step/)
		});
	});

	test('a reply of the wrong type for its request stops the search', async () => {
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		const seek = client.ask({ type: 'seek', step: 5 });
		worker.send({ type: 'found', id: worker.sent[0].id, step: 5 });
		await expect(seek).rejects.toMatchObject({ kind: 'stopped' });
		expect(stops[0]).toEqual({
			kind: 'brokeProtocol',
			request: 1,
			wrong: 'a found reply to a seek request'
		});
	});

	test('a refusal a request cannot get, or another request’s answer, stops the search', async () => {
		for (const wrong of [
			{ type: 'inputError', error: { message: { en: 'bad', zh: '坏' } } },
			{ type: 'loaded', session: 1 },
			{ type: 'cancelled' }
		]) {
			const worker = handWorker();
			const { client, stops } = clientOn(worker);
			const events = client.ask({ type: 'events', from: 1, to: 5 });
			worker.send({ ...wrong, id: worker.sent[0].id });
			await expect(events).rejects.toMatchObject({ kind: 'stopped' });
			expect(stops).toEqual([
				{ kind: 'brokeProtocol', request: 1, wrong: `a ${wrong.type} reply to a events request` }
			]);
		}
	});

	test('a load’s input error is its reply, not a broken protocol', async () => {
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		const load = client.ask({ type: 'load', puzzle: 'sudoku', input: 'x', options: {} });
		const error = { message: { en: 'bad', zh: '坏' } };
		worker.send({ type: 'inputError', id: worker.sent[0].id, error });
		await expect(load).resolves.toEqual({ type: 'inputError', id: 1, error });
		expect(stops).toEqual([]);
	});

	test('stray and malformed messages that answer nothing are logged and dropped; the search goes on', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const worker = handWorker();
		const { client, progress, stops } = clientOn(worker);
		client.follow(1);
		const find = client.ask({
			type: 'find',
			from: 0,
			query: { type: 'nextOfKind', kind: 'solution' }
		});
		worker.send({ hello: 'page' });
		worker.send('a string');
		worker.send({ type: 'progress', session: 1, progress: { events: 'lots' } });
		worker.send({ type: 'error', id: null, message: 'indexing failed: out of luck' });
		worker.send({ type: 'found', id: 99, step: 3 });
		worker.send({ type: 'found', id: 'one', step: 3 });
		expect(warn).toHaveBeenCalledTimes(6);
		expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
			expect.stringMatching(/unknown response type undefined/),
			expect.stringMatching(/a response must be an object/),
			expect.stringMatching(/progress: progress events/),
			expect.stringMatching(/an error about no request: indexing failed/),
			expect.stringMatching(/request 99, which nothing waits for/),
			expect.stringMatching(/found needs a numeric id/)
		]);
		expect(progress).toEqual([]);
		expect(stops).toEqual([]);
		// The search is still there: the waiting request gets its answer.
		worker.send({ type: 'found', id: worker.sent[0].id, step: 42 });
		await expect(find).resolves.toEqual({ type: 'found', id: 1, step: 42 });
	});

	test('an error reply answers its own request and leaves the search running', async () => {
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		const tree = client.ask({ type: 'tree', step: 3 });
		worker.send({ type: 'error', id: worker.sent[0].id, message: 'tree failed: too deep' });
		await expect(tree).resolves.toMatchObject({ type: 'error', message: 'tree failed: too deep' });
		expect(stops).toEqual([]);
		expect(client.stopped).toBeNull();
	});

	test('the page closing the search rejects what waits but reports no failure', async () => {
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		const seek = client.ask({ type: 'seek', step: 5 });
		client.terminate();
		await expect(seek).rejects.toMatchObject({ kind: 'stopped' });
		expect(stops).toEqual([]);
		expect(worker.terminated).toBe(true);
	});
});

describe('a search that runs the user’s own code is watched for silence', () => {
	const progress = (complete: boolean): IndexProgress => ({
		events: 10,
		solutions: 0,
		elapsedMs: 1,
		complete,
		overBudget: false,
		stopped: false,
		bytes: 0
	});

	/** A watched search loaded on a hand-played worker, with the fake clock running. */
	async function watchedSearch() {
		vi.useFakeTimers({
			toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance']
		});
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		await client.watchSilence();
		const loading = client.ask(
			{ type: 'load', puzzle: 'custom', input: 'defineProblem({})', options: {} },
			{ watch: true }
		);
		// Compiling the sandbox takes long the first time: the first load gets more time.
		vi.advanceTimersByTime(SILENCE_MS * 3);
		expect(stops).toEqual([]);
		worker.send({ type: 'loaded', id: 1, session: 1 });
		await loading;
		client.follow(1);
		return { worker, client, stops };
	}

	afterEach(() => {
		vi.useRealTimers();
	});

	test('a worker silent while the page waits for an answer is stopped within 2 s, and says why', async () => {
		const { worker, client, stops } = await watchedSearch();
		worker.send({ type: 'progress', session: 1, progress: progress(true) });
		const seeking = client.ask({ type: 'seek', step: 3 });
		const failed = seeking.catch((failure: unknown) => failure);
		vi.advanceTimersByTime(SILENCE_MS - 300);
		expect(stops).toEqual([]);
		vi.advanceTimersByTime(550);
		expect(stops).toEqual([{ kind: 'silent' }]);
		expect(worker.terminated).toBe(true);
		expect(await failed).toBeInstanceOf(SearchFailure);
		expect(SILENCE_MS + 250).toBeLessThanOrEqual(2000);
	});

	test('a worker that reports progress while recording is not stopped; one gone quiet is', async () => {
		const { worker, stops } = await watchedSearch();
		for (let i = 0; i < 20; i++) {
			worker.send({ type: 'progress', session: 1, progress: progress(false) });
			vi.advanceTimersByTime(SILENCE_MS / 2);
		}
		expect(stops).toEqual([]);
		vi.advanceTimersByTime(2000);
		expect(stops).toEqual([{ kind: 'silent' }]);
	});

	test('a finished, idle search and a built-in puzzle’s search are never stopped for silence', async () => {
		const { worker, stops } = await watchedSearch();
		worker.send({ type: 'progress', session: 1, progress: progress(true) });
		vi.advanceTimersByTime(60_000);
		expect(stops).toEqual([]);
		const plain = handWorker();
		const { client, stops: plainStops } = clientOn(plain);
		void client.ask({ type: 'seek', step: 1 }).catch(() => {});
		vi.advanceTimersByTime(60_000);
		expect(plainStops).toEqual([]);
	});
});

describe('why a search stopped', () => {
	test('each stop reason is a typed value, said in words for developers', () => {
		const reasons: [StopReason, string][] = [
			[{ kind: 'failed', error: 'out of memory' }, 'the search worker failed: out of memory'],
			[{ kind: 'closed' }, 'the search worker was closed'],
			[{ kind: 'unreadable' }, 'a message from the search worker could not be read'],
			[
				{ kind: 'brokeProtocol', request: 7, wrong: 'a found reply to a seek request' },
				'the search worker answered request 7 wrongly: a found reply to a seek request'
			],
			[{ kind: 'silent' }, 'the search worker went silent in user code'],
			[{ kind: 'terminated' }, 'the page closed the search']
		];
		for (const [reason, words] of reasons) expect(stopText(reason)).toBe(words);
	});

	test('a request after the stop fails with the reason in words', async () => {
		const worker = handWorker();
		const { client } = clientOn(worker);
		worker.end({ kind: 'failed', error: 'it could not start' });
		expect(client.stopped).toEqual({ kind: 'failed', error: 'it could not start' });
		await expect(client.ask({ type: 'cancel' })).rejects.toEqual(
			new SearchFailure('stopped', 'the search worker failed: it could not start')
		);
	});

	test('the page closing the search is a stop of its own kind, told to nobody', () => {
		const worker = handWorker();
		const { client, stops } = clientOn(worker);
		client.terminate();
		expect(client.stopped).toEqual({ kind: 'terminated' });
		expect(stops).toEqual([]);
	});
});
