import type { PuzzleId } from '../puzzles/registry';
import type { InputError, PuzzleOptions } from '../puzzles/types';
import { STEP_MOVES, type StepMove } from '../timeline/step-moves';
import type { DepthSeries, IndexProgress, Moment, TimelineQuery } from '../timeline/moment';
import type { Patch } from '../timeline/moment-patch';
import type { EventRows } from '../timeline/row-table';
import type { SearchTree } from '../timeline/tree';
import {
	checkInputError,
	checkMoment,
	checkPatches,
	checkProgress,
	checkQuery,
	checkRows,
	checkSeries,
	checkTree
} from './payloads';
import {
	count,
	fields,
	finite,
	isCount,
	isFiniteNumber,
	isObject,
	nullable,
	object,
	oneOf,
	optional,
	text,
	wholeFrom,
	wholeIn,
	type Check
} from './validate';

/** What the page asks of the search worker. `id` pairs a request with its reply. */
export type WorkerRequest =
	/** Read a puzzle and start indexing its search (any earlier search is dropped). */
	| {
			readonly type: 'load';
			readonly id: number;
			readonly puzzle: PuzzleId;
			readonly input: string;
			readonly options: PuzzleOptions;
	  }
	/** The moment at a step of the current search. */
	| { readonly type: 'seek'; readonly id: number; readonly step: number }
	/**
	 * The moments up to `before` steps before and `after` steps after `step` (each at most
	 * MAX_WINDOW_REACH, and only steps recorded now), as patches from the moment at `step`, which
	 * the page holds: its window for single steps. Answered with `window`.
	 */
	| {
			readonly type: 'window';
			readonly id: number;
			readonly step: number;
			readonly before: number;
			readonly after: number;
	  }
	/** Answer a navigation query from a step. */
	| {
			readonly type: 'find';
			readonly id: number;
			readonly from: number;
			readonly query: TimelineQuery;
	  }
	/** Where a debugger move (step over, out, …) from a step lands: answered with `found`. */
	| {
			readonly type: 'stepMove';
			readonly id: number;
			readonly from: number;
			readonly move: StepMove;
	  }
	/**
	 * Where the call at `level` of the call stack at step `from` began: its first event, where its
	 * frame is still on the stack (see callStart in timeline/stepping.ts). Answered with `found`.
	 */
	| {
			readonly type: 'callStart';
			readonly id: number;
			readonly from: number;
			readonly level: number;
	  }
	/** The depth overview in about `buckets` buckets. */
	| { readonly type: 'series'; readonly id: number; readonly buckets: number }
	/** The search tree around the current path at a step (see timeline/tree.ts for the limits). */
	| {
			readonly type: 'tree';
			readonly id: number;
			readonly step: number;
			readonly maxChildren?: number;
			readonly maxLevels?: number;
	  }
	/**
	 * The recorded events of steps `from..to`, for a download: clamped to what is recorded and cut
	 * to MAX_EVENT_ROWS (the reply says so). Answered with `events`.
	 */
	| { readonly type: 'events'; readonly id: number; readonly from: number; readonly to: number }
	/** Stop indexing the current search. */
	| { readonly type: 'cancel'; readonly id: number };

/**
 * The moments next to a step, each as the patch that makes it from its neighbour nearer the step
 * (see timeline/moment-patch.ts): a few hundred bytes a step where a whole moment of a deep maze
 * is 250 KB. Every moment they make equals the worker's seek to its step.
 */
export interface MomentNeighbours {
	/** The step they are next to: the page makes them from its own moment at this step. */
	readonly step: number;
	/** `next[i]` makes the moment at step + i + 1 from the one at step + i (only steps recorded). */
	readonly next: readonly Patch[];
	/** `previous[i]` makes the moment at step - i - 1 from the one at step - i. */
	readonly previous: readonly Patch[];
}

/** What the worker sends back. */
export type WorkerResponse =
	/** The puzzle was read; `session` numbers the search so stale progress can be ignored. */
	| { readonly type: 'loaded'; readonly id: number; readonly session: number }
	/** Indexing progress, streamed while the search is recorded (not tied to a request). */
	| { readonly type: 'progress'; readonly session: number; readonly progress: IndexProgress }
	/** The moment at a step; on a backtrack it carries its cause (read it with timeline/cause.ts's readBacktrackCause). */
	| { readonly type: 'moment'; readonly id: number; readonly moment: Moment }
	/** The step a query found, or null when there is none. */
	| { readonly type: 'found'; readonly id: number; readonly step: number | null }
	/** The moments next to a step, as patches (see {@link MomentNeighbours}). */
	| { readonly type: 'window'; readonly id: number; readonly window: MomentNeighbours }
	| { readonly type: 'series'; readonly id: number; readonly series: DepthSeries }
	| { readonly type: 'tree'; readonly id: number; readonly tree: SearchTree }
	/** The events of a range of steps, a column per field (see timeline/rows.ts). */
	| { readonly type: 'events'; readonly id: number; readonly rows: EventRows }
	| { readonly type: 'cancelled'; readonly id: number }
	/** The input could not be read: the previous search stays loaded. */
	| { readonly type: 'inputError'; readonly id: number; readonly error: InputError }
	/** A request the worker could not take (malformed, or no search loaded). */
	| { readonly type: 'error'; readonly id: number | null; readonly message: string };

/** Every response but progress: the reply to one request. */
export type Reply = Exclude<WorkerResponse, { type: 'progress' }>;

/** A reply that does not answer its request: an `error`, or a load's `inputError`. */
export type Refusal = Extract<Reply, { type: 'error' | 'inputError' }>;

/**
 * The replies each request may get: its own answer, or an `error` (a load may also find its
 * input bad). The page takes any other pairing as a worker that no longer keeps the protocol;
 * the reply type of a request ({@link ReplyTo}, {@link AnswerTo}) is read from this table.
 */
export const REPLIES = {
	load: ['loaded', 'inputError', 'error'],
	seek: ['moment', 'error'],
	window: ['window', 'error'],
	find: ['found', 'error'],
	stepMove: ['found', 'error'],
	callStart: ['found', 'error'],
	series: ['series', 'error'],
	tree: ['tree', 'error'],
	events: ['events', 'error'],
	cancel: ['cancelled', 'error']
} as const satisfies Readonly<Record<WorkerRequest['type'], readonly Reply['type'][]>>;

/** The replies a request of type `T` may get (see {@link REPLIES}). */
export type ReplyTo<T extends WorkerRequest['type']> = Extract<
	Reply,
	{ readonly type: (typeof REPLIES)[T][number] }
>;

/** The reply that answers a request of type `T`: what its asker gets when it is not refused. */
export type AnswerTo<T extends WorkerRequest['type']> = Exclude<ReplyTo<T>, Refusal>;

/** Whether a reply is one a request of type `type` may get (see {@link REPLIES}). */
export function repliesTo(type: WorkerRequest['type'], reply: Reply): boolean {
	return (REPLIES[type] as readonly Reply['type'][]).includes(reply.type);
}

/** Whether a reply answers its request rather than refusing it. */
export function isAnswer<T extends WorkerRequest['type']>(reply: ReplyTo<T>): reply is AnswerTo<T> {
	return reply.type !== 'error' && reply.type !== 'inputError';
}

// ----- limits -----

/** Steps a window request may ask for on each side of its step. */
export const MAX_WINDOW_REACH = 32;

/**
 * The calls of a moment's stack the worker sends, the innermost ones: more than the call stack
 * lists (200) and "Pause at cell" offers (40). A deeper stack sends its count (`outerCalls`), so a
 * path 10,000 calls deep costs the copy of 256 frames, not 10,000.
 */
export const MOMENT_FRAMES = 256;

/** Most buckets a series request may ask for. */
export const MAX_BUCKETS = 100_000;
/** Bounds on the tree's size a page may ask for: a tree is built between two indexing slices. */
export const MAX_TREE_CHILDREN = 1000;
export const MAX_TREE_LEVELS = 10_000;

// ----- reading messages: requests in the worker, responses on the page -----

/** A message that is not a well-formed request or response: what is wrong, and its id if it had one. */
export interface Malformed {
	readonly malformed: string;
	/** The request it is or answers, when a numeric id could be read (null for progress or none). */
	readonly id: number | null;
}

/** A field a request needs: its name, its check, and what the refusal says the request needs. */
type Need = readonly [field: string, check: Check, needs: string];

const reach = wholeIn(0, MAX_WINDOW_REACH);
const reachNeeds = `before and after from 0 to ${MAX_WINDOW_REACH}`;

/** What each request carries besides its type and id, checked in this order. */
const REQUEST_FIELDS: Readonly<Record<WorkerRequest['type'], readonly Need[]>> = {
	load: [
		// Any string passes here: the puzzle lookup is what says whether the puzzle exists.
		['puzzle', text, 'a puzzle id'],
		['input', text, 'the input as a string'],
		[
			'options',
			(value) =>
				isObject(value) && Object.values(value).every((option) => typeof option === 'string')
					? null
					: 'is not an object of strings',
			'options as an object of strings'
		]
	],
	seek: [['step', finite, 'a step number']],
	window: [
		['step', finite, 'a step number'],
		['before', reach, reachNeeds],
		['after', reach, reachNeeds]
	],
	find: [
		['from', finite, 'a from step number'],
		['query', checkQuery, 'a query of a known type']
	],
	stepMove: [
		['from', finite, 'a from step number'],
		['move', oneOf(...STEP_MOVES), `a move: ${STEP_MOVES.join(', ')}`]
	],
	callStart: [
		['from', count, 'a from step number'],
		['level', count, 'a level from 0 up']
	],
	tree: [
		['step', finite, 'a step number'],
		[
			'maxChildren',
			optional(wholeIn(1, MAX_TREE_CHILDREN)),
			`maxChildren from 1 to ${MAX_TREE_CHILDREN}`
		],
		['maxLevels', optional(wholeIn(1, MAX_TREE_LEVELS)), `maxLevels from 1 to ${MAX_TREE_LEVELS}`]
	],
	series: [
		[
			'buckets',
			(value) =>
				isFiniteNumber(value) && value >= 1 && value <= MAX_BUCKETS ? null : 'is out of range',
			`a number of buckets from 1 to ${MAX_BUCKETS}`
		]
	],
	events: [
		['from', finite, 'a from step number'],
		['to', finite, 'a to step number']
	],
	cancel: []
};

const isRequestType = (type: unknown): type is WorkerRequest['type'] =>
	typeof type === 'string' && Object.hasOwn(REQUEST_FIELDS, type);

/**
 * Checks a message from the page against the protocol, with the same checks the page reads the
 * worker's responses with: a typed request, or what is wrong with it (the worker answers that
 * with an `error`, never a throw or silence).
 */
export function readRequest(message: unknown): WorkerRequest | Malformed {
	if (!isObject(message)) return { malformed: 'a request must be an object', id: null };
	const { type, id } = message;
	if (!isFiniteNumber(id)) return { malformed: 'a request needs a numeric id', id: null };
	if (!isRequestType(type))
		return { malformed: `unknown request type ${JSON.stringify(type) ?? 'undefined'}`, id };
	for (const [field, check, needs] of REQUEST_FIELDS[type])
		if (check(message[field]) !== null) return { malformed: `${type} needs ${needs}`, id };
	return message as unknown as WorkerRequest;
}

/**
 * What is wrong with a moment the page made itself from patches (see MomentNeighbours), or null:
 * it is checked as strictly as a moment the worker sends whole, before it is shown.
 */
export function momentFault(moment: unknown): string | null {
	return checkMoment(moment);
}

const neighbourLists = object({
	step: count,
	next: checkPatches(MAX_WINDOW_REACH),
	previous: checkPatches(MAX_WINDOW_REACH)
});
/** The moments next to a step: at most MAX_WINDOW_REACH patches a side, none before step 0. */
const checkNeighbours: Check = (value) => {
	const wrong = neighbourLists(value);
	if (wrong !== null || !isObject(value)) return wrong;
	const { step, previous } = value as { step: number; previous: unknown[] };
	return previous.length <= step ? null : 'previous goes before step 0';
};

const session: Check = (value) => (wholeFrom(value, 1) ? null : 'is not a session number');

/** What each response carries besides its type and id. */
const RESPONSE_FIELDS: Readonly<Record<WorkerResponse['type'], Readonly<Record<string, Check>>>> = {
	loaded: { session },
	progress: { session, progress: checkProgress },
	moment: { moment: checkMoment },
	found: { step: nullable(count) },
	window: { window: checkNeighbours },
	series: { series: checkSeries },
	tree: { tree: checkTree },
	events: { rows: checkRows },
	cancelled: {},
	inputError: { error: checkInputError },
	error: { message: text }
};

const isResponseType = (type: unknown): type is WorkerResponse['type'] =>
	typeof type === 'string' && Object.hasOwn(RESPONSE_FIELDS, type);

/**
 * Checks a message from the worker against the protocol, as strictly as the worker checks the
 * page's requests: a typed response, or what is wrong with it. Fields the page does not read may
 * be added; every field it reads is checked, down to each cell of a heat map.
 */
export function readResponse(message: unknown): WorkerResponse | Malformed {
	if (!isObject(message)) return { malformed: 'a response must be an object', id: null };
	const type = message.type;
	const id = isCount(message.id) ? message.id : null;
	if (!isResponseType(type))
		return { malformed: `unknown response type ${JSON.stringify(type) ?? 'undefined'}`, id };
	// Progress answers no request; an error may answer none (a request whose id was unreadable).
	if (type !== 'progress' && id === null && !(type === 'error' && message.id === null))
		return { malformed: `${type} needs a numeric id`, id: null };
	const wrong = fields(message, RESPONSE_FIELDS[type]);
	if (wrong !== null) return { malformed: `${type}: ${wrong}`, id };
	return message as unknown as WorkerResponse;
}
