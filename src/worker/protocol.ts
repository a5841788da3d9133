import { EventCode } from '../engine/events';
import type { BacktrackCause } from '../puzzles/narration';
import type { PuzzleId } from '../puzzles/registry';
import type { InputError, PuzzleOptions } from '../puzzles/types';
import type { StepMove } from '../timeline/stepping';
import type { DepthSeries, IndexProgress, Moment, TimelineQuery } from '../timeline/moment';
import { FORBIDDEN_KEYS, MAX_PATCH_DEPTH, type Patch } from '../timeline/moment-patch';
import { MAX_EVENT_ROWS, type EventRows } from '../timeline/rows';
import type { SearchTree } from '../timeline/tree';

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

/** Steps a window request may ask for on each side of its step. */
export const MAX_WINDOW_REACH = 32;

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
	/** The moment at a step; on a backtrack it carries its cause (check it with readBacktrackCause). */
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

/**
 * The cause a moment from the worker carries, if it is a well-formed one about a backtrack: the
 * page does not trust replies, so narration only says why when this says there is a reason.
 */
export function readBacktrackCause(moment: Moment): BacktrackCause | undefined {
	const cause: unknown = moment.cause;
	if (moment.event?.kind !== 'backtrack' || typeof cause !== 'object' || cause === null)
		return undefined;
	const { kind, point, index, solutionsBelow } = cause as Record<string, unknown>;
	const isPoint = (value: unknown): value is number =>
		typeof value === 'number' && Number.isInteger(value) && value >= 0;
	switch (kind) {
		case 'nothingFits':
			return point === null || isPoint(point) ? { kind, point } : undefined;
		case 'noWayOn':
			return isPoint(point) && typeof solutionsBelow === 'boolean'
				? { kind, point, solutionsBelow }
				: undefined;
		case 'solution':
			return typeof index === 'number' && Number.isInteger(index) && index >= 1
				? { kind, index }
				: undefined;
		default:
			return undefined;
	}
}

// ----- reading replies on the page -----

/** A message from the worker that is not a well-formed response: what is wrong, and its id if it had one. */
export interface MalformedResponse {
	readonly malformed: string;
	/** The request it claims to answer, when a numeric id could be read (null for progress or none). */
	readonly id: number | null;
}

/** What is wrong with a value, or null when it is well formed. */
type Check = (value: unknown) => string | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number at or above `min`: steps, counts and levels from 0, points from -1 (the edge). */
const wholeFrom = (value: unknown, min: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= min;

const isCount = (value: unknown): value is number => wholeFrom(value, 0);

/** Named checks of an object's fields, listed once: a seek's reply is read on every frame. */
type FieldChecks = readonly (readonly [string, Check])[];

/** Checks each named field of an object; the first that is wrong says so. */
function fields(
	value: unknown,
	checks: Readonly<Record<string, Check>> | FieldChecks
): string | null {
	if (!isObject(value)) return 'is not an object';
	for (const [key, check] of Array.isArray(checks) ? checks : Object.entries(checks)) {
		const wrong = check(value[key]);
		if (wrong !== null) return `${key} ${wrong}`;
	}
	return null;
}

const count: Check = (value) => (isCount(value) ? null : 'is not a whole number from 0');
const integer: Check = (value) =>
	typeof value === 'number' && Number.isInteger(value) ? null : 'is not a whole number';
const pointOrEdge: Check = (value) => (wholeFrom(value, -1) ? null : 'is not a point or -1');
const flag: Check = (value) => (typeof value === 'boolean' ? null : 'is not true or false');
const text: Check = (value) => (typeof value === 'string' ? null : 'is not a string');
const optional =
	(check: Check): Check =>
	(value) =>
		value === undefined ? null : check(value);
const nullable =
	(check: Check): Check =>
	(value) =>
		value === null ? null : check(value);
const oneOf =
	(...choices: readonly string[]): Check =>
	(value) =>
		choices.some((choice) => choice === value) ? null : `is not one of ${choices.join(', ')}`;
const object = (checks: Readonly<Record<string, Check>>): Check => {
	const listed: FieldChecks = Object.entries(checks);
	return (value) => fields(value, listed);
};

/** Every element passes `check`; the first that does not says where it is. */
const list =
	(check: Check): Check =>
	(value) => {
		if (!Array.isArray(value)) return 'is not a list';
		for (let i = 0; i < value.length; i++) {
			const wrong = check(value[i]);
			if (wrong !== null) return `[${i}] ${wrong}`;
		}
		return null;
	};

/** A list of counts, checked in one loop: heat maps and depth series run to many thousands. */
const counts: Check = (value) => {
	if (!Array.isArray(value)) return 'is not a list';
	for (let i = 0; i < value.length; i++)
		if (!isCount(value[i])) return `[${i}] is not a whole number from 0`;
	return null;
};

/** A list of depths, which an empty stretch of the series may give as ±Infinity (never NaN). */
const depths: Check = (value) => {
	if (!Array.isArray(value)) return 'is not a list';
	for (let i = 0; i < value.length; i++)
		if (typeof value[i] !== 'number' || Number.isNaN(value[i])) return `[${i}] is not a depth`;
	return null;
};

const checkInputError = object({
	message: object({ en: text, zh: text }),
	line: optional((value) => (wholeFrom(value, 1) ? null : 'is not a line number')),
	column: optional((value) => (wholeFrom(value, 1) ? null : 'is not a column number')),
	points: optional(counts)
});

const checkProgress = object({
	events: count,
	solutions: count,
	elapsedMs: (value) =>
		typeof value === 'number' && Number.isFinite(value) && value >= 0 ? null : 'is not a duration',
	complete: flag,
	overBudget: flag,
	stopped: flag,
	failure: optional(checkInputError),
	bytes: count
});

const checkClash = object({ reason: text, point: pointOrEdge, value: optional(integer) });

const checkEvent: Check = (value) => {
	const base = fields(value, {
		step: count,
		depth: count,
		kind: oneOf('try', 'place', 'backtrack', 'solution', 'done')
	});
	if (base !== null || !isObject(value)) return base;
	switch (value.kind) {
		case 'try': {
			const wrong = fields(value, {
				point: count,
				candidate: integer,
				verdict: oneOf('ok', 'conflict')
			});
			if (wrong !== null || value.verdict === 'ok') return wrong;
			const conflict = value.conflict;
			if (!Array.isArray(conflict) || conflict.length === 0)
				return 'conflict is not a list of clashes';
			return list(checkClash)(conflict);
		}
		case 'place':
		case 'backtrack':
			return fields(value, { point: count, candidate: integer });
		case 'solution':
			return fields(value, { index: (index) => (wholeFrom(index, 1) ? null : 'is not from 1') });
		default:
			return fields(value, { reason: oneOf('exhausted', 'limit') });
	}
};

/**
 * The calls of a moment's stack the worker sends, the innermost ones: more than the call stack
 * lists (200) and "Pause at cell" offers (40). A deeper stack sends its count (`outerCalls`), so a
 * path 10,000 calls deep costs the copy of 256 frames, not 10,000.
 */
export const MOMENT_FRAMES = 256;

const checkMoment = object({
	step: count,
	event: nullable(checkEvent),
	// The board's own fields are the puzzle's: its view draws them. The page checks whose board it is.
	board: object({ puzzle: text }),
	frames: list(
		object({
			level: count,
			point: pointOrEdge,
			candidate: nullable(integer),
			candidateIndex: pointOrEdge,
			remaining: count,
			placed: flag,
			placedStep: nullable(count)
		})
	),
	outerCalls: count,
	counters: object({
		tries: count,
		conflicts: count,
		places: count,
		backtracks: count,
		solutions: count,
		maxDepth: count
	}),
	depth: count,
	heat: counts
	// `cause` is read where it is used, with readBacktrackCause.
});

/**
 * What is wrong with a moment the page made itself from patches (see MomentNeighbours), or null:
 * it is checked as strictly as a moment the worker sends whole, before it is shown.
 */
export function momentFault(moment: unknown): string | null {
	return checkMoment(moment);
}

/** A field name a patch may write: not one that would reach an object's prototype. */
const fieldName = (key: unknown): key is string =>
	typeof key === 'string' && !FORBIDDEN_KEYS.includes(key);

/**
 * A patch's shape: its kind, its fields' names, its items in order and in range, nested at most
 * MAX_PATCH_DEPTH deep. The values it sets are checked in the moment it makes (momentFault).
 */
function checkPatch(value: unknown, depth = 0): string | null {
	if (depth > MAX_PATCH_DEPTH) return 'is nested too deep';
	if (!isObject(value)) return 'is not a patch';
	switch (value.kind) {
		case 'set':
			return null;
		case 'object': {
			const { fields: changed, drop } = value;
			if (!isObject(changed)) return 'fields is not an object';
			for (const [key, field] of Object.entries(changed)) {
				if (!fieldName(key)) return `fields names ${key}`;
				const wrong = checkPatch(field, depth + 1);
				if (wrong !== null) return `${key} ${wrong}`;
			}
			if (drop !== undefined && !(Array.isArray(drop) && drop.every(fieldName)))
				return 'drop is not a list of field names';
			return null;
		}
		case 'array': {
			const { length, shift, items } = value;
			if (!isCount(length)) return 'length is not a whole number from 0';
			if (!wholeFrom(shift, -length)) return 'shift is not a whole number';
			if (!Array.isArray(items)) return 'items is not a list';
			let last = -1;
			for (const item of items as unknown[]) {
				if (!Array.isArray(item) || item.length !== 2) return 'items holds something not a pair';
				const [index, patch] = item as unknown[];
				if (!isCount(index) || index <= last || index >= length)
					return `items index ${String(index)} is out of order or range`;
				last = index;
				const wrong = checkPatch(patch, depth + 1);
				if (wrong !== null) return `[${index}] ${wrong}`;
			}
			return null;
		}
		default:
			return 'kind is not one of set, object, array';
	}
}

const checkPatches =
	(max: number): Check =>
	(value) => {
		if (!Array.isArray(value)) return 'is not a list';
		if (value.length > max) return `has more than ${max} patches`;
		for (let i = 0; i < value.length; i++) {
			const wrong = checkPatch(value[i]);
			if (wrong !== null) return `[${i}] ${wrong}`;
		}
		return null;
	};

const checkNeighbours: Check = (value) => {
	const wrong = fields(value, {
		step: count,
		next: checkPatches(MAX_WINDOW_REACH),
		previous: checkPatches(MAX_WINDOW_REACH)
	});
	if (wrong !== null || !isObject(value)) return wrong;
	const { step, previous } = value as { step: number; previous: unknown[] };
	return previous.length <= step ? null : 'previous goes before step 0';
};

const checkSeries: Check = (value) => {
	const wrong = fields(value, {
		bucketSize: count,
		minDepth: depths,
		maxDepth: depths,
		backtracks: counts,
		solutions: counts
	});
	if (wrong !== null || !isObject(value)) return wrong;
	const length = (value.minDepth as unknown[]).length;
	const same = ['maxDepth', 'backtracks', 'solutions'].every(
		(key) => (value[key] as unknown[]).length === length
	);
	return same ? null : 'has lists of different lengths';
};

const checkChild: Check = (value) => {
	const base = fields(value, {
		kind: oneOf('conflict', 'accepted', 'open', 'finished'),
		candidate: integer,
		step: count,
		current: flag
	});
	if (base !== null || !isObject(value)) return base;
	switch (value.kind) {
		case 'conflict':
			return fields(value, { reason: text, clashPoint: pointOrEdge });
		case 'open':
			return fields(value, { tryStep: pointOrEdge });
		case 'finished':
			return fields(value, {
				tryStep: pointOrEdge,
				undoStep: count,
				summary: object({ events: count, tries: count, solutions: count, from: count, to: count })
			});
		default:
			return null;
	}
};

const checkTree = object({
	step: count,
	firstLevel: count,
	calls: list(
		object({
			level: count,
			point: pointOrEdge,
			start: count,
			elided: count,
			children: list(checkChild),
			solution: nullable(
				object({ step: count, index: (index) => (wholeFrom(index, 1) ? null : 'is not from 1') })
			),
			returned: flag
		})
	)
});

/** Each column of {@link EventRows}: its typed array, and what each value must be, checked in one loop. */
const ROW_COLUMNS: readonly (readonly [keyof EventRows, string, (value: number) => boolean])[] = [
	['code', 'Uint8Array', (code) => code <= EventCode.done],
	['depth', 'Int32Array', (depth) => depth >= 0],
	['point', 'Int32Array', (point) => point >= -1],
	// A candidate is any whole number the puzzle chose; the array type already says it is one.
	['candidate', 'Int32Array', () => true],
	['clash', 'Int32Array', (point) => point >= -1],
	['tries', 'Float64Array', isCount],
	['conflicts', 'Float64Array', isCount],
	['places', 'Float64Array', isCount],
	['backtracks', 'Float64Array', isCount],
	['solutions', 'Float64Array', isCount]
];

/** A typed array of the named kind, from this realm or another (a worker's messages are copies). */
const isTyped = (value: unknown, kind: string): value is ArrayLike<number> =>
	ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === `[object ${kind}]`;

/**
 * The rows of an events reply: a range that agrees with its cap, then every column as long as the
 * range says (all of it, or MAX_EVENT_ROWS when capped), one loop per column and no object per row.
 */
const checkRows: Check = (value) => {
	const wrong = fields(value, {
		from: (from) => (wholeFrom(from, 1) ? null : 'is not a step from 1'),
		to: count,
		capped: flag
	});
	if (wrong !== null || !isObject(value)) return wrong;
	const { from, to, capped } = value as { from: number; to: number; capped: boolean };
	const asked = to - from + 1;
	if (asked < 0) return 'to is before from - 1';
	if (capped !== asked > MAX_EVENT_ROWS) return `capped is ${capped} for ${asked} steps`;
	const length = Math.min(asked, MAX_EVENT_ROWS);
	for (const [key, kind, valid] of ROW_COLUMNS) {
		const column = value[key];
		if (!isTyped(column, kind))
			return `${key} is not ${/^[AEIOU]/.test(kind) ? 'an' : 'a'} ${kind}`;
		if (column.length !== length) return `${key} has ${column.length} rows, not ${length}`;
		for (let i = 0; i < length; i++)
			if (!valid(column[i])) return `${key}[${i}] is out of range: ${column[i]}`;
	}
	return null;
};

/** What each response carries besides its type and id. */
const RESPONSE_FIELDS: Readonly<Record<WorkerResponse['type'], Readonly<Record<string, Check>>>> = {
	loaded: { session: (value) => (wholeFrom(value, 1) ? null : 'is not a session number') },
	progress: {
		session: (value) => (wholeFrom(value, 1) ? null : 'is not a session number'),
		progress: checkProgress
	},
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
export function readResponse(message: unknown): WorkerResponse | MalformedResponse {
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

/**
 * The replies each request may get: its own answer, or an `error` (a load may also find its
 * input bad). The page takes any other pairing as a worker that no longer keeps the protocol.
 */
export const REPLIES: Readonly<
	Record<WorkerRequest['type'], readonly Exclude<WorkerResponse['type'], 'progress'>[]>
> = {
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
};
