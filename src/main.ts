import { mount } from 'svelte';
import App from './App.svelte';
import { workerChannel } from './app/channel';
import { joinCodeOf, keptClass } from './app/class/keys';
import { whenQuiet } from './app/offline';
import { installMicrotaskQueue } from './app/microtasks';
import { loadLang, otherLang, preferredLang, rememberedLang } from './app/i18n';
import { decodeLink } from './app/link';
import { Player } from './app/player.svelte';
import type { Lang } from './puzzles/types';
import { displays, firstPuzzleId, isPuzzleId } from './puzzles/registry';

/**
 * Loads a language's words for the page to open in, and says which came: should they not come (a
 * file the browser's cache lost while offline), the other language's, so the page still opens.
 */
async function loadLangOrOther(lang: Lang): Promise<Lang> {
	try {
		await loadLang(lang);
		return lang;
	} catch (error) {
		console.warn(`The ${lang} words did not load; the page opens in the other language:`, error);
		const other = otherLang(lang);
		await loadLang(other);
		return other;
	}
}

// First: every flush Svelte schedules from here on goes through it (see microtasks.ts).
installMicrotaskQueue(globalThis);

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

// The page opens in its link's language, else the one chosen last, else the browser's.
const lang =
	decodeLink(location.hash, isPuzzleId)?.lang ??
	rememberedLang() ??
	preferredLang(navigator.languages ?? [navigator.language]);
// The worker starts (and fetches its code) first; the page meanwhile fetches the first puzzle's
// code, which the input panel shows until a link's puzzle has loaded, and its language's words
// (the other language's load on a switch).
const player = new Player(workerChannel(), lang);
const [, shown] = await Promise.all([displays.load(firstPuzzleId), loadLangOrOther(lang)]);
player.settings.lang = shown;
mount(App, { target, props: { player } });
// A join link opens the teacher's search once in the class; a tab that was in a class goes back in.
const joinCode = joinCodeOf(location.hash);
if (joinCode !== null) {
	history.replaceState(history.state, '', location.href.split('#')[0]);
	void player.loading.open('');
	void player.enterClass(joinCode);
} else {
	void player.loading.open(location.hash);
	const kept = keptClass(() => sessionStorage);
	if (kept?.role === 'teacher') void player.enterClass();
	else if (kept?.role === 'student') void player.enterClass(kept.code, kept.nickname);
}

/** Precaching waits for this long without a click or key press once the first search is recorded. */
const PRECACHE_QUIET_MS = 2000;
/** Nor longer than this: a 10^9-event search records for minutes, and the app must work offline. */
const PRECACHE_WAIT_MS = 30_000;

// Offline once loaded: the service worker (made by vite-plugin-pwa, see vite.config.ts) precaches
// the whole build when it installs; only the production build has one. It is registered when the
// page is quiet: the first search recorded, then no click or key for PRECACHE_QUIET_MS (or after
// PRECACHE_WAIT_MS). Precaching 2 MB keeps the browser's network, storage and service worker
// threads busy for about a second of CPU; on a two-core school laptop, while the search worker
// records on one core, they took the other from the page, and a teacher's first steps took half
// as long again (bench/page.ts, the clicks while recording: p50 7.5-10 ms with it, 4.8-5.5 ms
// without; BENCHMARKS.md).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
	const loaded =
		document.readyState === 'complete'
			? Promise.resolve()
			: new Promise((done) => addEventListener('load', done, { once: true }));
	void whenQuiet(
		window,
		Promise.all([loaded, player.session.recordingEnded]),
		PRECACHE_QUIET_MS,
		PRECACHE_WAIT_MS
	)
		.then(() => navigator.serviceWorker.register('./sw.js'))
		// Look for a new build now: it installs beside this page and takes over once the
		// pages of this build are closed.
		.then((registration) => void registration.update().catch(() => {}))
		.then(() => navigator.serviceWorker.ready)
		// The hand-written worker of earlier versions kept its files in this cache.
		.then(() => caches.delete('backstep-v1'))
		.then(() => {
			document.documentElement.dataset.offline = 'ready';
		})
		.catch((error: unknown) => console.warn('Backstep will not work offline:', error));
}
