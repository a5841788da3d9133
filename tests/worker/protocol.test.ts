import { describe, expect, expectTypeOf, it } from 'vitest';
import {
	isAnswer,
	MAX_WINDOW_REACH,
	readRequest,
	readResponse,
	REPLIES,
	repliesTo,
	type AnswerTo,
	type Reply,
	type ReplyTo,
	type WorkerRequest,
	type WorkerResponse
} from '../../src/worker/protocol';
import {
	count,
	list,
	nullable,
	object,
	optional,
	wholeIn,
	type Check
} from '../../src/worker/validate';

/** One well-formed request of each type, as the page sends them. */
const REQUESTS: readonly WorkerRequest[] = [
	{ type: 'load', id: 1, puzzle: 'sudoku', input: '', options: { order: 'mrv' } },
	{ type: 'seek', id: 2, step: 40 },
	{ type: 'window', id: 3, step: 40, before: 8, after: MAX_WINDOW_REACH },
	{ type: 'find', id: 4, from: 0, query: { type: 'nextTryAt', point: 3, within: 10 } },
	{ type: 'stepMove', id: 5, from: 3, move: 'over' },
	{ type: 'callStart', id: 6, from: 3, level: 0 },
	{ type: 'series', id: 7, buckets: 240 },
	{ type: 'tree', id: 8, step: 3, maxChildren: 16 },
	{ type: 'events', id: 9, from: 1, to: 300 },
	{ type: 'cancel', id: 10 }
];

/** A well-formed reply of each type but progress, answering request 1. */
const REPLY_OF: Readonly<Record<Reply['type'], Reply>> = {
	loaded: { type: 'loaded', id: 1, session: 1 },
	moment: {
		type: 'moment',
		id: 1,
		moment: {
			step: 0,
			event: null,
			board: { puzzle: 'queens' },
			frames: [],
			outerCalls: 0,
			counters: { tries: 0, conflicts: 0, places: 0, backtracks: 0, solutions: 0, maxDepth: 0 },
			depth: 0,
			heat: []
		}
	} as unknown as Reply,
	found: { type: 'found', id: 1, step: null },
	window: { type: 'window', id: 1, window: { step: 0, next: [], previous: [] } },
	series: {
		type: 'series',
		id: 1,
		series: { bucketSize: 1, minDepth: [], maxDepth: [], backtracks: [], solutions: [] }
	},
	tree: { type: 'tree', id: 1, tree: { step: 0, firstLevel: 0, calls: [] } },
	events: {
		type: 'events',
		id: 1,
		rows: {
			from: 1,
			to: 0,
			capped: false,
			code: new Uint8Array(0),
			depth: new Int32Array(0),
			point: new Int32Array(0),
			candidate: new Int32Array(0),
			clash: new Int32Array(0),
			tries: new Float64Array(0),
			conflicts: new Float64Array(0),
			places: new Float64Array(0),
			backtracks: new Float64Array(0),
			solutions: new Float64Array(0)
		}
	},
	cancelled: { type: 'cancelled', id: 1 },
	inputError: { type: 'inputError', id: 1, error: { message: { en: 'bad', zh: '坏' } } },
	error: { type: 'error', id: 1, message: 'no search is loaded' }
};

describe('reading requests in the worker', () => {
	it('takes a well-formed request of every type as it was sent', () => {
		for (const request of REQUESTS) expect(readRequest(structuredClone(request))).toEqual(request);
		const types = new Set(REQUESTS.map((request) => request.type));
		expect([...types].sort()).toEqual(Object.keys(REPLIES).sort());
	});

	it('refuses a malformed request with what it needs and the id it carried', () => {
		const refused: [unknown, string, number | null][] = [
			['seek', 'a request must be an object', null],
			[{ type: 'seek', step: 3 }, 'a request needs a numeric id', null],
			[{ type: 'jump', id: 4 }, 'unknown request type "jump"', 4],
			[{ type: 'seek', id: 5, step: '3' }, 'seek needs a step number', 5],
			[{ type: 'callStart', id: 6, from: -1, level: 0 }, 'callStart needs a from step number', 6],
			[{ type: 'callStart', id: 7, from: 4, level: 0.5 }, 'callStart needs a level from 0 up', 7],
			[
				{ type: 'window', id: 8, step: 3, before: MAX_WINDOW_REACH + 1, after: 0 },
				`window needs before and after from 0 to ${MAX_WINDOW_REACH}`,
				8
			],
			[
				{ type: 'load', id: 9, puzzle: 'sudoku', input: '', options: { order: 1 } },
				'load needs options as an object of strings',
				9
			],
			[
				{ type: 'find', id: 10, from: 0, query: { type: 'nextOfKind', kind: 'wish' } },
				'find needs a query of a known type',
				10
			],
			[{ type: 'tree', id: 11, step: 3, maxLevels: 0 }, 'tree needs maxLevels from 1 to 10000', 11]
		];
		for (const [message, malformed, id] of refused)
			expect(readRequest(message), malformed).toEqual({ malformed, id });
	});

	it('checks a request’s counts with the same check that reads a reply’s', () => {
		// callStart's level and a found reply's step are both read with validate.ts's `count`.
		expect(count(-1)).toBe('is not a whole number from 0');
		expect(readRequest({ type: 'callStart', id: 1, from: 0, level: -1 })).toMatchObject({
			malformed: 'callStart needs a level from 0 up'
		});
		expect(readResponse({ type: 'found', id: 1, step: -1 })).toMatchObject({
			malformed: 'found: step is not a whole number from 0'
		});
	});
});

describe('which reply answers which request', () => {
	it('takes each request’s own answer or an error, and a load’s input error, and nothing else', () => {
		const answers: Readonly<Record<WorkerRequest['type'], Reply['type']>> = {
			load: 'loaded',
			seek: 'moment',
			window: 'window',
			find: 'found',
			stepMove: 'found',
			callStart: 'found',
			series: 'series',
			tree: 'tree',
			events: 'events',
			cancel: 'cancelled'
		};
		for (const request of REQUESTS) {
			const taken = Object.values(REPLY_OF)
				.filter((reply) => repliesTo(request.type, reply))
				.map((reply) => reply.type)
				.sort();
			const refusals = request.type === 'load' ? ['error', 'inputError'] : ['error'];
			expect(taken, request.type).toEqual([answers[request.type], ...refusals].sort());
		}
	});

	it('tells an answer from a refusal', () => {
		expect(isAnswer<'seek'>(REPLY_OF.moment as ReplyTo<'seek'>)).toBe(true);
		expect(isAnswer<'seek'>(REPLY_OF.error as ReplyTo<'seek'>)).toBe(false);
		expect(isAnswer<'load'>(REPLY_OF.inputError as ReplyTo<'load'>)).toBe(false);
		expect(isAnswer<'load'>(REPLY_OF.loaded as ReplyTo<'load'>)).toBe(true);
	});

	it('gives each request type its reply type, read from the table', () => {
		expectTypeOf<AnswerTo<'events'>>().toEqualTypeOf<Extract<WorkerResponse, { type: 'events' }>>();
		expectTypeOf<AnswerTo<'find' | 'stepMove'>>().toEqualTypeOf<
			Extract<WorkerResponse, { type: 'found' }>
		>();
		expectTypeOf<ReplyTo<'load'>>().toEqualTypeOf<
			Extract<WorkerResponse, { type: 'loaded' | 'inputError' | 'error' }>
		>();
		expectTypeOf<AnswerTo<'load'>>().toEqualTypeOf<Extract<WorkerResponse, { type: 'loaded' }>>();
		// Every reply a well-formed worker sends reads as itself.
		for (const reply of Object.values(REPLY_OF))
			expect(readResponse(structuredClone(reply)), reply.type).toEqual(reply);
	});
});

describe('the shared checks', () => {
	const point: Check = object({ level: count, parent: nullable(count), name: optional(count) });

	it('say which field is wrong, and pass what is absent or null where allowed', () => {
		expect(point({ level: 0, parent: null })).toBeNull();
		expect(point({ level: 0, parent: 2, name: 3 })).toBeNull();
		expect(point({ level: 0 })).toBe('parent is not a whole number from 0');
		expect(point({ level: 0, parent: 1, name: -2 })).toBe('name is not a whole number from 0');
		expect(point([])).toBe('is not an object');
	});

	it('name the element of a list that is wrong, and the bounds of a range', () => {
		expect(
			list(point)([
				{ level: 0, parent: null },
				{ level: 'x', parent: null }
			])
		).toBe('[1] level is not a whole number from 0');
		expect(wholeIn(1, 5)(5)).toBeNull();
		expect(wholeIn(1, 5)(6)).toBe('is not a whole number from 1 to 5');
		expect(wholeIn(1, 5)(2.5)).toBe('is not a whole number from 1 to 5');
	});
});
