/** Name of the cache the service worker (static/sw.js) serves from; the two must agree. */
export const OFFLINE_CACHE = 'backstep-v1';

/**
 * Puts every file this page has loaded from its own origin into the offline cache: the page, its
 * script and styles, the worker script. They were fetched before the service worker existed on a
 * first visit, so the worker alone would only have them from the second visit on. Marks
 * `<html data-offline="ready">` when done.
 */
export async function cacheLoadedFiles(): Promise<void> {
	if (typeof caches === 'undefined') return;
	const page = location.href.split('#')[0];
	const files = new Set<string>([page]);
	for (const entry of performance.getEntriesByType('resource')) {
		const url = new URL(entry.name);
		if (url.origin === location.origin) files.add(url.href);
	}
	const cache = await caches.open(OFFLINE_CACHE);
	await Promise.all(
		[...files].map(async (file) => {
			if (!(await cache.match(file, { ignoreVary: true }))) await cache.add(file);
		})
	);
	document.documentElement.dataset.offline = 'ready';
}
