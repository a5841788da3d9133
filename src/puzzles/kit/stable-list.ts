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
	#items = new Map<string | number, T>();
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
		const items = new Map<string | number, T>();
		const list: T[] = [];
		let changed = 0;
		let moved = next.length !== this.#list.length;
		for (const [index, item] of next.entries()) {
			const key = this.#key(item);
			const before = this.#items.get(key);
			const kept = before !== undefined && this.#same(before, item) ? before : item;
			if (kept !== before) changed++;
			if (kept !== this.#list[index]) moved = true;
			items.set(key, kept);
			list.push(kept);
		}
		this.#items = items;
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
