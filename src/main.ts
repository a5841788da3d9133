import { mount } from 'svelte';
import App from './App.svelte';
import { workerChannel } from './app/channel';
import { preferredLang, rememberedLang } from './app/i18n';
import { Player } from './app/player.svelte';
import { displays, firstPuzzleId } from './puzzles/registry';

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

// Offline once loaded: the service worker (made by vite-plugin-pwa, see vite.config.ts) precaches
// the whole build when it installs; only the production build has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
	addEventListener('load', () => {
		navigator.serviceWorker
			.register('./sw.js')
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
	});
}

// The worker starts (and fetches its code) first; the page meanwhile fetches the first puzzle's
// code, which the input panel shows until a link's puzzle has loaded.
const player = new Player(
	workerChannel(),
	rememberedLang() ?? preferredLang(navigator.languages ?? [navigator.language])
);
await displays.load(firstPuzzleId);
mount(App, { target, props: { player } });
void player.open(location.hash);
