/**
 * The checks both ends of the worker protocol read messages with: the worker the page's requests,
 * the page the worker's replies (see protocol.ts). A check says what is wrong with a value, or
 * null when it is well formed, so a refused message can say why.
 */

/** What is wrong with a value, or null when it is well formed. */
export type Check = (value: unknown) => string | null;

/** An object that is not an array: the shape of every message and of most fields. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number that is neither NaN nor infinite. */
export const isFiniteNumber = (value: unknown): value is number =>
	typeof value === 'number' && Number.isFinite(value);

/** A whole number at or above `min`: steps, counts and levels from 0, points from -1 (the edge). */
export const wholeFrom = (value: unknown, min: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= min;

/** A whole number from 0 up: a step, a decision point or a count of events. */
export const isCount = (value: unknown): value is number => wholeFrom(value, 0);

/**
 * Checks each named field of an object; the first that is wrong says so. The names are walked
 * with for..in, which allocates nothing: a seek's reply, and each node of a tree, is read on
 * every frame.
 */
export function fields(value: unknown, checks: Readonly<Record<string, Check>>): string | null {
	if (!isObject(value)) return 'is not an object';
	for (const key in checks) {
		const wrong = checks[key](value[key]);
		if (wrong !== null) return `${key} ${wrong}`;
	}
	return null;
}

export const count: Check = (value) => (isCount(value) ? null : 'is not a whole number from 0');
export const integer: Check = (value) =>
	typeof value === 'number' && Number.isInteger(value) ? null : 'is not a whole number';
export const finite: Check = (value) => (isFiniteNumber(value) ? null : 'is not a finite number');
export const pointOrEdge: Check = (value) => (wholeFrom(value, -1) ? null : 'is not a point or -1');
export const flag: Check = (value) => (typeof value === 'boolean' ? null : 'is not true or false');
export const text: Check = (value) => (typeof value === 'string' ? null : 'is not a string');

// The makers of checks are marked free of side effects: a table of checks built from them at
// load (the requests' in the worker, the responses' on the page) is then dropped from the side
// that never reads it, which keeps the page's first load small.

/** A whole number from `min` to `max`. */
export const wholeIn =
	/* @__NO_SIDE_EFFECTS__ */
	(min: number, max: number): Check =>
		(value) =>
			wholeFrom(value, min) && value <= max ? null : `is not a whole number from ${min} to ${max}`;

/** Passes when the field is absent, else checks it. */
export const optional =
	/* @__NO_SIDE_EFFECTS__ */
	(check: Check): Check =>
		(value) =>
			value === undefined ? null : check(value);

/** Passes when the value is null, else checks it. */
export const nullable =
	/* @__NO_SIDE_EFFECTS__ */
	(check: Check): Check =>
		(value) =>
			value === null ? null : check(value);

/** One of the strings listed. */
export const oneOf =
	/* @__NO_SIDE_EFFECTS__ */
	(...choices: readonly string[]): Check =>
		(value) =>
			choices.some((choice) => choice === value) ? null : `is not one of ${choices.join(', ')}`;

/** An object whose named fields pass their checks (fields not named may be there too). */
export const object =
	/* @__NO_SIDE_EFFECTS__ */
	(checks: Readonly<Record<string, Check>>): Check =>
		(value) =>
			fields(value, checks);

/** Every element passes `check`; the first that does not says where it is. */
export const list =
	/* @__NO_SIDE_EFFECTS__ */
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
export const counts: Check = (value) => {
	if (!Array.isArray(value)) return 'is not a list';
	for (let i = 0; i < value.length; i++)
		if (!isCount(value[i])) return `[${i}] is not a whole number from 0`;
	return null;
};

/** A list of depths, which an empty stretch of the series may give as ±Infinity (never NaN). */
export const depths: Check = (value) => {
	if (!Array.isArray(value)) return 'is not a list';
	for (let i = 0; i < value.length; i++)
		if (typeof value[i] !== 'number' || Number.isNaN(value[i])) return `[${i}] is not a depth`;
	return null;
};
