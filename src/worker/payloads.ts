import { EventCode } from '../engine/events';
import type { NavigableKind } from '../timeline/moment';
import { FORBIDDEN_KEYS, MAX_PATCH_DEPTH } from '../timeline/moment-patch';
import { MAX_EVENT_ROWS, type EventRows } from '../timeline/row-table';
import {
	count,
	counts,
	depths,
	fields,
	flag,
	integer,
	isCount,
	isObject,
	list,
	nullable,
	object,
	oneOf,
	optional,
	pointOrEdge,
	text,
	wholeFrom,
	type Check
} from './validate';

/*
 * What the protocol's messages carry, checked field by field with the helpers of validate.ts:
 * protocol.ts names which message carries which.
 */

/** A mistake in the input: its words in each language, and where it is. */
export const checkInputError = object({
	message: object({ en: text, zh: text }),
	line: optional((value) => (wholeFrom(value, 1) ? null : 'is not a line number')),
	column: optional((value) => (wholeFrom(value, 1) ? null : 'is not a column number')),
	points: optional(counts)
});

/** How far a search is recorded (see IndexProgress). */
export const checkProgress = object({
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

// Each shape checked is built once, here, not on each call: a window's moments and a tree's
// nodes are read on every frame, and each literal and closure made there was garbage.
const eventBase = object({
	step: count,
	depth: count,
	kind: oneOf('try', 'place', 'backtrack', 'solution', 'done')
});
const tryEvent = object({ point: count, candidate: integer, verdict: oneOf('ok', 'conflict') });
const pointEvent = object({ point: count, candidate: integer });
const solutionIndex: Check = (index) => (wholeFrom(index, 1) ? null : 'is not from 1');
const solutionEvent = object({ index: solutionIndex });
const doneEvent = object({ reason: oneOf('exhausted', 'limit') });
const conflicts = list(checkClash);

const checkEvent: Check = (value) => {
	const base = eventBase(value);
	if (base !== null || !isObject(value)) return base;
	switch (value.kind) {
		case 'try': {
			const wrong = tryEvent(value);
			if (wrong !== null || value.verdict === 'ok') return wrong;
			const conflict = value.conflict;
			if (!Array.isArray(conflict) || conflict.length === 0)
				return 'conflict is not a list of clashes';
			return conflicts(conflict);
		}
		case 'place':
		case 'backtrack':
			return pointEvent(value);
		case 'solution':
			return solutionEvent(value);
		default:
			return doneEvent(value);
	}
};

/** A moment of the search, down to each cell of its heat map. */
export const checkMoment = object({
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
			// for..in, not entries(): a window's patches are read on every refill, and each entry was
			// an array of its own. A patch comes as a plain object, whose own fields are all it lists.
			for (const key in changed) {
				if (!fieldName(key)) return `fields names ${key}`;
				const wrong = checkPatch(changed[key], depth + 1);
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

/** A list of at most `max` patches, each checked by its shape. */
export const checkPatches =
	/* @__NO_SIDE_EFFECTS__ */
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

const seriesLists = object({
	bucketSize: count,
	minDepth: depths,
	maxDepth: depths,
	backtracks: counts,
	solutions: counts
});

/** The depth overview: its lists all as long as each other. */
export const checkSeries: Check = (value) => {
	const wrong = seriesLists(value);
	if (wrong !== null || !isObject(value)) return wrong;
	const length = (value.minDepth as unknown[]).length;
	const same = ['maxDepth', 'backtracks', 'solutions'].every(
		(key) => (value[key] as unknown[]).length === length
	);
	return same ? null : 'has lists of different lengths';
};

const childBase = object({
	kind: oneOf('conflict', 'accepted', 'open', 'finished'),
	candidate: integer,
	step: count,
	current: flag
});
const conflictChild = object({ reason: text, clashPoint: pointOrEdge });
const openChild = object({ tryStep: pointOrEdge });
const finishedChild = object({
	tryStep: pointOrEdge,
	undoStep: count,
	summary: object({ events: count, tries: count, solutions: count, from: count, to: count })
});

const checkChild: Check = (value) => {
	const base = childBase(value);
	if (base !== null || !isObject(value)) return base;
	switch (value.kind) {
		case 'conflict':
			return conflictChild(value);
		case 'open':
			return openChild(value);
		case 'finished':
			return finishedChild(value);
		default:
			return null;
	}
};

/** The search tree around a step (see timeline/tree.ts). */
export const checkTree = object({
	step: count,
	firstLevel: count,
	calls: list(
		object({
			level: count,
			point: pointOrEdge,
			start: count,
			elided: count,
			children: list(checkChild),
			solution: nullable(object({ step: count, index: solutionIndex })),
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

/** An events reply's range: its first and last step, and whether the rows were capped. */
const rowRange = object({
	from: (from) => (wholeFrom(from, 1) ? null : 'is not a step from 1'),
	to: count,
	capped: flag
});

/**
 * The rows of an events reply: a range that agrees with its cap, then every column as long as the
 * range says (all of it, or MAX_EVENT_ROWS when capped), one loop per column and no object per row.
 */
export const checkRows: Check = (value) => {
	const wrong = rowRange(value);
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

const KINDS: readonly NavigableKind[] = ['try', 'conflict', 'place', 'backtrack', 'solution'];

/** A navigation query a `find` request asks (see TimelineQuery). */
export const checkQuery: Check = (value) => {
	if (!isObject(value)) return 'is not an object';
	switch (value.type) {
		case 'nextOfKind':
		case 'previousOfKind':
			return fields(value, { kind: oneOf(...KINDS) });
		case 'nextAtDepth':
		case 'previousAtDepth':
			return typeof value.maxDepth === 'number' && !Number.isNaN(value.maxDepth)
				? null
				: 'maxDepth is not a depth';
		case 'nextTryAt':
			return fields(value, { point: count, within: count });
		default:
			return 'type is not a known query';
	}
};
