// Backstep's service worker: the app keeps working offline once it has been opened.
// Hashed build files (assets/) never change, so they come from the cache first; the page and the
// other files come from the network first, so a new version shows as soon as there is one.
// The page itself adds the files it loaded before this worker existed (src/app/offline.ts).
const CACHE = 'backstep-v1'; // the same name as OFFLINE_CACHE in src/app/offline.ts

self.addEventListener('install', (event) => {
	event.waitUntil(
		caches
			.open(CACHE)
			.then((cache) => cache.addAll(['./', './favicon.svg']))
			.then(() => self.skipWaiting())
	);
});

self.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
			.then(() => self.clients.claim())
	);
});

self.addEventListener('fetch', (event) => {
	const request = event.request;
	const url = new URL(request.url);
	if (request.method !== 'GET' || url.origin !== self.location.origin) return;
	const immutable = url.pathname.includes('/assets/');
	event.respondWith(immutable ? cacheFirst(request) : networkFirst(request));
});

async function cacheFirst(request) {
	const cached = await caches.match(request, { ignoreVary: true });
	if (cached) return cached;
	const response = await fetch(request);
	if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
	return response;
}

async function networkFirst(request) {
	try {
		const response = await fetch(request);
		if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
		return response;
	} catch (error) {
		const cached =
			(await caches.match(request, { ignoreSearch: true, ignoreVary: true })) ??
			(request.mode === 'navigate' ? await caches.match('./') : undefined);
		if (cached) return cached;
		throw error;
	}
}
