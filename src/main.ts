import { mount } from 'svelte';
import App from './App.svelte';
import { workerChannel } from './app/channel';
import { preferredLang } from './app/i18n';
import { Player } from './app/player.svelte';
import { cacheLoadedFiles } from './app/offline';

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

const player = new Player(
	workerChannel(),
	preferredLang(navigator.languages ?? [navigator.language])
);
mount(App, { target, props: { player } });
void player.open(location.hash);

// Offline once loaded: only the production build has stable file names worth caching.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
	addEventListener('load', () => {
		navigator.serviceWorker
			.register('./sw.js')
			// Once a worker is active it answers the next visit's requests, offline too.
			.then(() => navigator.serviceWorker.ready)
			// Compare is loaded on first use; fetch it now, after the page is up, so that it is
			// in the offline cache too.
			.then(() => import('./app/compare/Compare.svelte'))
			.then(() => cacheLoadedFiles())
			.catch((error: unknown) => console.warn('Backstep will not work offline:', error));
	});
}
