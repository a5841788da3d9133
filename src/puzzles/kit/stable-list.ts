/**
 * Lists whose items keep their identity from one step to the next while they are unchanged. A
 * keyed `{#each}` compares items by identity: given the object it had, Svelte re-runs nothing for
 * that item. A step changes a few cells of a board and a few nodes of the tree, so a view that
 * builds its items afresh on each step and passes them through a StableList re-renders only those.
 */

/** Two plain values are the same: equal primitives, or arrays and objects with the same entries. */
export function sameData(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	// Arrays by index: for..in over an array makes a string of each index.
	if (Array.isArray(a)) {
		const other = b as unknown[];
		if (a.length !== other.length) return false;
		for (let i = 0; i < a.length; i++) if (!sameData(a[i], other[i])) return false;
		return true;
	}
	const recordA = a as Record<string, unknown>;
	const recordB = b as Record<string, unknown>;
	// Counted, not listed: this runs for every cell and node on every step.
	let keys = 0;
	for (const key in recordA) {
		if (!Object.hasOwn(recordB, key) || !sameData(recordA[key], recordB[key])) return false;
		keys++;
	}
	for (const key in recordB) if (Object.hasOwn(recordB, key)) keys--;
	return keys === 0;
}

/** A list of keyed items that hands back, for each item unchanged since the last update, the earlier object. */
export class StableList<T> {
	readonly #key: (item: T) => string | number;
	readonly #same: (a: T, b: T) => boolean;
	/**
	 * The items of the last update by key, and the update each key was last seen in. Kept from
	 * update to update, not made anew: a map filled afresh reallocated its table as it grew, for
	 * every cell and node, on every step.
	 */
	readonly #items = new Map<string | number, T>();
	readonly #seen = new Map<string | number, number>();
	#updates = 0;
	#list: readonly T[] = [];
	/** How many items the last update added or changed: what a keyed view re-renders. */
	changed = 0;

	constructor(key: (item: T) => string | number, same: (a: T, b: T) => boolean = sameData) {
		this.#key = key;
		this.#same = same;
	}

	/**
	 * The next list, each item equal to one of the last update (by key) replaced by that object.
	 * When no item changed, moved, came or went, the last list itself is returned.
	 */
	update(next: readonly T[]): readonly T[] {
		const update = ++this.#updates;
		const list: T[] = [];
		let changed = 0;
		/** Keys this update lists, each once. */
		let listed = 0;
		let moved = next.length !== this.#list.length;
		// An index, not entries(): each entry was an array of its own.
		for (let index = 0; index < next.length; index++) {
			const item = next[index];
			const key = this.#key(item);
			const before = this.#items.get(key);
			const kept = before !== undefined && this.#same(before, item) ? before : item;
			if (kept !== before) changed++;
			if (kept !== this.#list[index]) moved = true;
			this.#items.set(key, kept);
			if (this.#seen.get(key) !== update) listed++;
			this.#seen.set(key, update);
			list.push(kept);
		}
		// Keys this update did not list are gone: an item coming back later is new again.
		if (this.#seen.size > listed)
			for (const [key, seen] of this.#seen)
				if (seen !== update) {
					this.#seen.delete(key);
					this.#items.delete(key);
				}
		this.changed = changed;
		if (moved) this.#list = list;
		return this.#list;
	}
}

/**
 * `items` (kept by a StableList) cut into rows of `width`, each row of `previous` whose items are
 * all the same objects handed back as it was: a grid drawn row by row then re-runs only the rows
 * holding an item a step changed. (Cut afresh, every row would be a new array on every step, and
 * each looked at again.)
 */
export function keptRows<T>(
	items: readonly T[],
	width: number,
	previous: readonly (readonly T[])[]
): (readonly T[])[] {
	const rows: (readonly T[])[] = [];
	for (let start = 0; width > 0 && start < items.length; start += width) {
		const row = items.slice(start, start + width);
		const before = previous[rows.length];
		rows.push(
			before?.length === row.length && before.every((item, i) => item === row[i]) ? before : row
		);
	}
	return rows;
}

/**
 * The rows a view last drew of a kept list, remembered from step to step: `cut` hands back the
 * rows of the next items (keptRows), those a step left alone the same arrays as before.
 */
export class DrawnRows<T> {
	#rows: (readonly T[])[] = [];

	/** `items` in rows of `width`, each row whose items are all the objects it had handed back as it was. */
	cut(items: readonly T[], width: number): (readonly T[])[] {
		return (this.#rows = keptRows(items, width, this.#rows));
	}
}
