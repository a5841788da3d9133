import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Component tests need Svelte's browser build, not its server build.
const underVitest = Boolean(process.env.VITEST);

/**
 * Offline and installable: Workbox precaches every file of the build when the service worker
 * installs (the puzzles' views and Compare too, though the page loads them on first use), serves
 * them cache first, and on activate drops what an earlier build left. A new build's worker waits
 * until no page of the old build is open (no skipWaiting): an open lesson keeps the files its page
 * may still load. The page registers the worker itself (src/main.ts).
 */
const offline = VitePWA({
	injectRegister: false,
	registerType: 'autoUpdate',
	filename: 'sw.js',
	includeAssets: ['favicon.svg'],
	manifest: {
		name: 'Backstep: backtracking, step by step',
		short_name: 'Backstep',
		description: 'Watch a backtracking search step by step, for teaching recursion.',
		lang: 'en',
		start_url: './',
		scope: './',
		display: 'standalone',
		background_color: '#f8fafc',
		theme_color: '#1d4ed8',
		icons: [
			{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
			{ src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
			{ src: 'icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
			{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }
		]
	},
	workbox: {
		globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
		navigateFallback: 'index.html',
		cleanupOutdatedCaches: true,
		// The first worker serves the page that installed it at once, so it works offline without a reload.
		clientsClaim: true
	}
});

/**
 * The page's entry and shared chunk (the app's views, the runtime and sessions) compiled whole
 * while they load, by V8's explicit compile hint: left lazy, each function a click calls for the
 * first time is compiled in that click (the first click of a page took 7.2 ms, 5.4 with the hint,
 * p50 of 15 pages; the page was ready no later). A puzzle's board and display go without: the page
 * draws a search's first steps out of sight once it is idle (session/rehearsal.ts), which compiles
 * what they run, and their hints cost the first load 46 B for no quicker click (BENCHMARKS.md,
 * twenty-first session). The worker's chunks go without: its first messages are not a click.
 */
const compileHints: Plugin = {
	name: 'backstep-compile-hints',
	apply: 'build',
	generateBundle: {
		// After Vite's own, which rewrites the chunks that load others: the hint must open the file.
		order: 'post',
		handler(_options, bundle) {
			for (const chunk of Object.values(bundle))
				if (chunk.type === 'chunk' && /^(index|catalog)$/.test(chunk.name))
					chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
		}
	}
};

/**
 * The catalog's entries and the puzzles' small shared modules in one chunk each for the page and
 * the worker: left to itself the bundler gives each puzzle's `entry.ts` a chunk of its own (it is
 * shared by the catalog and the puzzle's lazily loaded parts), two dozen requests of about 120
 * bytes that cost more in gzip and request overhead than their content. The live class's part
 * (session/class-room) stays out: it loads when a class starts, with the relay's protocol; only
 * its keys (class/keys: a join link's code, the class a tab was in), which the page reads at
 * start, are in.
 * The search tree's fit (panels/tree-fit) is in too: the page's tree and its pan and zoom, loaded on
 * first use, share it, and a chunk of its own at start cost 147 B more gzipped than its place here.
 * So is the narration's steady height (steady-height, held-height.svelte, observe-size), which
 * Compare's sides share with the page's readout: a chunk of its own cost the first load 223 B.
 * So are the boards' shared parts the first board loads (kit/marks, kit/plain-views,
 * kit/Ring.svelte): three chunks of their own cost the first load 514 B.
 */
const SMALL_SHARED = [
	{
		name: 'catalog',
		test: /[\\/]src[\\/](puzzles[\\/]([a-z]+[\\/]entry|catalog|registry|define|options|input|narration|kit[\\/](board-props|grid-navigation|stable-list|plain-views|marks)|kit[\\/](HeatLegend|Marks|Ring)\.svelte|sudoku[\\/]format)|app[\\/](link|i18n|channel|steady-height|held-height\.svelte|observe-size|copy-text\.svelte|views\.svelte|Icon\.svelte|panels[\\/]tree-fit|class[\\/]keys|session[\\/](?!class-)[a-z-]+(\.svelte)?)|(timeline|engine|worker)[\\/][a-z-]+)(\.ts|\.js)?$/
	}
];

/**
 * The worker's chunks likewise, but for the parts it loads on first use (host.ts's lazyParts: the
 * debugger's moves, the table of events), which a chunk of their own keeps out of the first load.
 */
const WORKER_SHARED = [
	{
		name: 'catalog',
		test: (id: string) =>
			SMALL_SHARED[0].test.test(id) && !/[\\/]timeline[\\/](stepping|rows)\.ts$/.test(id)
	}
];

/** The tests that run in jsdom (components and the whole page): named `*.dom.test.ts`. */
const DOM_TESTS = 'tests/**/*.dom.test.ts';

export default defineConfig({
	plugins: underVitest ? [svelte()] : [svelte(), offline, compileHints],
	base: './',
	publicDir: 'static',
	resolve: underVitest ? { conditions: ['browser'] } : undefined,
	worker: {
		format: 'es',
		rolldownOptions: { output: { codeSplitting: { groups: WORKER_SHARED } } }
	},
	build: {
		target: 'es2022',
		modulePreload: { polyfill: false },
		sourcemap: false,
		rolldownOptions: { output: { codeSplitting: { groups: SMALL_SHARED } } }
	},
	preview: { port: 4173, strictPort: false },
	test: {
		environment: 'node',
		setupFiles: ['tests/setup.ts'],
		testTimeout: 30_000,
		// A state the page reaches asynchronously (the worker seeks, records, builds the tree) may
		// come late on a loaded 2-core CI machine: a poll waits up to 10 s for it, not 1 s.
		expect: { poll: { timeout: 10_000 } },
		hookTimeout: 120_000,
		// Left alone, Vitest runs one file at a time on a 2-core machine (cores - 1). The Node
		// tests and the component tests run two at a time first; then the end-to-end files, two at
		// a time too: one file's page mostly waits on its worker, its timers and Chromium's other
		// processes (one at a time used 0.7 of a core), so a second file fills the gaps (the
		// project 305 -> 255 s on a quiet machine, and 384-396 -> 340-344 s a soak round while a
		// core is kept busy). On Chromium 150 one file at a time keeps 1.6 cores busy: two gain
		// little on a quiet machine (292-349 s against 328-341, for a fifth more CPU), but a soak
		// round takes 398-404 s against 466-468 (BENCHMARKS.md, thirty-fifth session). On Chromium 156
		// one file at a time was quicker on a quiet machine (369 s against 393-406) and no quicker in
		// a soak round (457-518 against 419-476): left at two (thirty-ninth session).
		projects: [
			{
				extends: true,
				test: {
					name: 'node',
					include: ['tests/**/*.test.ts'],
					exclude: ['tests/e2e/**', DOM_TESTS],
					maxWorkers: 2,
					// One module graph per worker, not one per file: each file paid transform, setup
					// and import again, a third of the project's time. These files run no DOM and
					// leave no globals behind.
					isolate: false,
					sequence: { groupOrder: 0 }
				}
			},
			{
				extends: true,
				test: {
					// Component and whole-page tests in jsdom. Svelte keeps the first window and
					// document it meets in module state, so a module graph must never outlive its
					// document: here each worker keeps one of each for all its files (isolate: false
					// sets the environment up once per worker and shares the graph), and
					// tests/setup.ts gives each file a page as fresh as a new one (no storage, hash,
					// <html> attributes or body). A fresh process, jsdom and graph per file took as
					// much CPU time again as the tests (the project: 207 s of CPU against 107 s).
					name: 'dom',
					include: [DOM_TESTS],
					environment: 'jsdom',
					maxWorkers: 2,
					isolate: false,
					// The whole-page tests take 10 s on a quiet machine and three times that while
					// other work loads it, as on CI.
					testTimeout: 60_000,
					sequence: { groupOrder: 0 }
				}
			},
			{
				extends: true,
				test: {
					name: 'e2e',
					include: ['tests/e2e/**/*.test.ts'],
					maxWorkers: 2,
					// Two worker processes for all of them, and one Chromium, server and build (started
					// by the global setup, which each file connects to): a fresh process, browser or
					// server per file only added its start-up.
					isolate: false,
					globalSetup: ['tests/e2e/global-setup.ts'],
					// A test that takes 4-8 s alone (the knight's tour chosen, played, restarted,
					// stepped and run to its first tour) once ran past 30 s in a soak round on
					// Chromium 156; each of its waits still gives up after its own poll timeout.
					testTimeout: 60_000,
					sequence: { groupOrder: 1 }
				}
			}
		]
	}
});
