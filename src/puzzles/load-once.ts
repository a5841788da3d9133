/**
 * `load` run once for each id: a call while it runs, or after it, shares its promise; a failed
 * load (a chunk the network lost) is tried again on the next call. The puzzles' parts
 * (registry.ts) and the page's views (app/views.svelte.ts) load through it.
 */
export function loadOnce<T>(load: (id: string) => Promise<T>): (id: string) => Promise<T> {
	const loads = new Map<string, Promise<T>>();
	return (id) => {
		let pending = loads.get(id);
		if (pending === undefined) {
			pending = load(id);
			loads.set(id, pending);
			pending.catch(() => loads.delete(id));
		}
		return pending;
	};
}
