/**
 * Patches between two plain data values (what crosses the worker boundary: objects, arrays and
 * primitives), so the worker can send the moments next to a step as the few cells each event
 * changes instead of whole moments. A moment of a 101x101 maze 10,000 calls deep is about 250 KB
 * of JSON; the patch that makes the next one from it is a few hundred bytes: the one explored
 * cell, the one heat cell, the path's new end, the call stack's new innermost call.
 *
 * @remarks
 * {@link diffValue} runs in the worker, {@link applyPatch} on the page. Applying never changes the
 * value it starts from: what changes is copied, what does not is shared, so moments made one from
 * another share their unchanged arrays (a maze's walls). The page checks a patch's shape when it
 * arrives (readResponse) and the moment it makes before showing it (momentFault).
 */

/** How one value becomes another. */
export type Patch =
	/** The value is replaced whole. */
	| { readonly kind: 'set'; readonly value: unknown }
	/** An object keeps its other fields: these change (or are added), and `drop` are removed. */
	| {
			readonly kind: 'object';
			readonly fields: Readonly<Record<string, Patch>>;
			readonly drop?: readonly string[];
	  }
	/**
	 * An array moves by `shift` (1: its first item goes, -1: an item comes in front; a deep call
	 * stack's window of innermost calls moves so on each place and undo), takes `length`, then the
	 * items listed (index in the result, ascending) change. Every index that has no item to keep
	 * is listed with a `set`.
	 */
	| {
			readonly kind: 'array';
			readonly length: number;
			readonly shift: number;
			readonly items: readonly (readonly [number, Patch])[];
	  };

/** Keys a patch may never name: writing them would change an object's prototype, not a field. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Patches nest at most this deep (a moment is four levels deep); deeper ones are refused. */
export const MAX_PATCH_DEPTH = 16;

/** A patch that does not fit the value it is applied to. */
export class PatchError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'PatchError';
	}
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The patch that makes `to` from `from`, or null when they are equal. Objects and arrays are
 * compared field by field and item by item; anything else is replaced whole.
 */
export function diffValue(from: unknown, to: unknown): Patch | null {
	if (Object.is(from, to)) return null;
	if (Array.isArray(from) && Array.isArray(to)) return diffArray(from, to);
	if (isPlainObject(from) && isPlainObject(to)) return diffObject(from, to);
	return { kind: 'set', value: to };
}

function diffObject(from: Record<string, unknown>, to: Record<string, unknown>): Patch | null {
	const fields: Record<string, Patch> = {};
	let changed = false;
	for (const key of Object.keys(to)) {
		const patch = Object.hasOwn(from, key)
			? diffValue(from[key], to[key])
			: { kind: 'set' as const, value: to[key] };
		if (patch !== null) {
			fields[key] = patch;
			changed = true;
		}
	}
	const drop = Object.keys(from).filter((key) => !Object.hasOwn(to, key));
	if (!changed && drop.length === 0) return null;
	return drop.length === 0 ? { kind: 'object', fields } : { kind: 'object', fields, drop };
}

/** The items that change when `to` is made from `from` moved by `shift`. */
function changedItems(
	from: readonly unknown[],
	to: readonly unknown[],
	shift: number
): [number, Patch][] {
	const items: [number, Patch][] = [];
	for (let i = 0; i < to.length; i++) {
		const j = i + shift;
		const patch =
			j >= 0 && j < from.length
				? diffValue(from[j], to[i])
				: { kind: 'set' as const, value: to[i] };
		if (patch !== null) items.push([i, patch]);
	}
	return items;
}

function diffArray(from: readonly unknown[], to: readonly unknown[]): Patch | null {
	let shift = 0;
	let items = changedItems(from, to, 0);
	if (items.length === 0 && from.length === to.length) return null;
	// A window of a deep call stack moves by one call: try that when more than the ends changed.
	if (items.length > 2)
		for (const moved of [1, -1]) {
			const other = changedItems(from, to, moved);
			if (other.length < items.length) {
				items = other;
				shift = moved;
			}
		}
	// Most of the array changed: sending it whole is smaller and simpler.
	if (items.length > to.length / 2 && to.length > 4) return { kind: 'set', value: to };
	return { kind: 'array', length: to.length, shift, items };
}

/**
 * The value a patch makes from `value` (which is left as it was). Throws a {@link PatchError} when
 * the patch does not fit it: an object patch on something else, an index past the end, an item
 * left without a value, a forbidden key.
 */
export function applyPatch(value: unknown, patch: Patch, depth = 0): unknown {
	if (depth > MAX_PATCH_DEPTH) throw new PatchError('the patch is nested too deep');
	switch (patch.kind) {
		case 'set':
			return patch.value;
		case 'object': {
			if (!isPlainObject(value)) throw new PatchError('an object patch on something else');
			const result: Record<string, unknown> = { ...value };
			for (const key of patch.drop ?? []) {
				if (FORBIDDEN_KEYS.includes(key)) throw new PatchError(`the key ${key} is not a field`);
				delete result[key];
			}
			for (const [key, field] of Object.entries(patch.fields)) {
				if (FORBIDDEN_KEYS.includes(key)) throw new PatchError(`the key ${key} is not a field`);
				result[key] = applyPatch(
					Object.hasOwn(value, key) ? value[key] : undefined,
					field,
					depth + 1
				);
			}
			return result;
		}
		case 'array':
			return applyArray(value, patch, depth);
	}
}

function applyArray(
	value: unknown,
	patch: Extract<Patch, { kind: 'array' }>,
	depth: number
): unknown {
	if (!Array.isArray(value)) throw new PatchError('an array patch on something else');
	const { length, shift, items } = patch;
	const result: unknown[] = [];
	// Items before `kept` and from `keptEnd` have nothing to keep: each must be set by the patch.
	const kept = Math.max(0, -shift);
	for (let i = 0; i < kept && i < length; i++) result.push(undefined);
	for (let j = Math.max(0, shift); j < value.length && result.length < length; j++)
		result.push(value[j]);
	const keptEnd = result.length;
	while (result.length < length) result.push(undefined);
	let filled = 0;
	let last = -1;
	for (const [index, item] of items) {
		if (!(index > last && index < length))
			throw new PatchError(`item ${index} is out of order or range`);
		last = index;
		const fresh = index < kept || index >= keptEnd;
		if (fresh) {
			if (item.kind !== 'set') throw new PatchError(`item ${index} has nothing to patch`);
			filled++;
		}
		result[index] = applyPatch(result[index], item, depth + 1);
	}
	const fresh = Math.min(kept, length) + (length - keptEnd);
	if (filled !== fresh)
		throw new PatchError(`the patch leaves ${fresh - filled} items without a value`);
	return result;
}
