/**
 * What every end-to-end test needs: the production build of the app (built once per source
 * version and shared by all test files through a cache directory), a local server for it, and
 * Chromium driven by playwright-core. The e2e project's global setup (global-setup.ts) starts one
 * server and one Chromium for all its files; each file connects to them with `sharedApp`.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { preview } from 'vite';

/** The project's root directory. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** Where Chromium is looked for: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless Chromium quiet, offline from Google and stable in containers. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic'
];

/** The inputs of the build: a change in any of them means a new build. */
const BUILD_INPUTS = [
	'src',
	'static',
	'index.html',
	'vite.config.ts',
	'svelte.config.js',
	'package-lock.json'
];

const CACHE = join(ROOT, 'node_modules', '.cache', 'backstep-e2e');
const run = promisify(execFile);

/** Every file under a path, sorted, so the hash does not depend on directory order. */
async function filesUnder(path: string): Promise<string[]> {
	if (!existsSync(path)) return [];
	if (!(await stat(path)).isDirectory()) return [path];
	const entries = await readdir(path, { withFileTypes: true });
	const nested = await Promise.all(
		entries
			.sort((a, b) => a.name.localeCompare(b.name))
			.map((entry) => filesUnder(join(path, entry.name)))
	);
	return nested.flat();
}

async function sourceHash(): Promise<string> {
	const hash = createHash('sha256');
	for (const input of BUILD_INPUTS)
		for (const file of await filesUnder(join(ROOT, input))) {
			hash.update(file.slice(ROOT.length));
			hash.update(await readFile(file));
		}
	return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Where the production build of the current sources is, once `builtApp` has made it. */
export async function buildDirectory(): Promise<string> {
	return join(CACHE, await sourceHash());
}

/**
 * The directory of a production build of the current sources. Test files running in parallel
 * share one build: the first takes a lock and builds, the others wait for it.
 */
export async function builtApp(): Promise<string> {
	const outDir = await buildDirectory();
	const ready = join(outDir, 'index.html');
	const lock = `${outDir}.lock`;
	await mkdir(CACHE, { recursive: true });
	for (;;) {
		if (existsSync(ready)) return outDir;
		try {
			await mkdir(lock);
			break;
		} catch {
			// Another test file is building; a lock older than two minutes was left by a crash.
			const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
			if (age > 120_000) await rm(lock, { recursive: true, force: true });
			await sleep(200);
		}
	}
	try {
		if (existsSync(ready)) return outDir;
		const staging = `${outDir}.staging`;
		await rm(staging, { recursive: true, force: true });
		await productionBuild(staging);
		await rename(staging, outDir);
		await pruneOldBuilds(outDir);
		return outDir;
	} finally {
		await rm(lock, { recursive: true, force: true });
	}
}

/** The environment of a fresh clone's scripts: production, none of Vitest's variables. */
export function cloneEnv(): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
	for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
	return env;
}

/**
 * Runs `vite build` in a child process: under Vitest NODE_ENV is 'test' and VITEST is set, which
 * would give a development build with test-only settings, not the app a school laptop gets.
 */
async function productionBuild(outDir: string): Promise<void> {
	const env = cloneEnv();
	const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
	await run(
		process.execPath,
		[vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
		{
			cwd: ROOT,
			env
		}
	);
}

/**
 * How old a build of other sources must be before it is removed from the cache. A run's server
 * serves its build for the whole run: a soak round is 10-15 minutes, and a build made meanwhile
 * (sources changed during the run, another checkout sharing node_modules) removed one still in
 * use at ten minutes, failing every test after it.
 */
const PRUNE_AGE_MS = 3 * 60 * 60 * 1000;

/** Removes builds of earlier sources left in the cache (older than PRUNE_AGE_MS, so none in use). */
async function pruneOldBuilds(current: string): Promise<void> {
	for (const entry of await readdir(CACHE)) {
		const path = join(CACHE, entry);
		if (path === current || path.endsWith('.lock')) continue;
		const age = Date.now() - (await stat(path)).mtimeMs;
		if (age > PRUNE_AGE_MS) await rm(path, { recursive: true, force: true });
	}
}

async function freePort(): Promise<number> {
	return new Promise((found, fail) => {
		const server = createServer();
		server.on('error', fail);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address !== null ? address.port : 0;
			server.close(() => found(port));
		});
	});
}

/** A running local server for a build. */
export interface AppServer {
	/** The app's address, ending in '/'. */
	readonly url: string;
	close(): Promise<void>;
}

/** Serves a build with Vite's preview server on a free local port, or on `port` (the same origin as an earlier server). */
export async function serveApp(outDir: string, port?: number): Promise<AppServer> {
	port ??= await freePort();
	const server = await preview({
		root: ROOT,
		configFile: join(ROOT, 'vite.config.ts'),
		logLevel: 'error',
		build: { outDir },
		preview: { host: '127.0.0.1', port, strictPort: true, open: false }
	});
	return {
		url: `http://127.0.0.1:${port}/`,
		close: () => server.close()
	};
}

/** Starts headless Chromium, or fails with how to install it: the browser tests never skip. */
export async function launchChromium(path = CHROMIUM_PATH): Promise<Browser> {
	if (!existsSync(path))
		throw new Error(`Chromium not found at ${path}: apt-get install -y chromium`);
	return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS, headless: true });
}

/** Starts headless Chromium as a server that test files connect to, or fails as `launchChromium` does. */
export async function launchChromiumServer(path = CHROMIUM_PATH): Promise<BrowserServer> {
	if (!existsSync(path))
		throw new Error(`Chromium not found at ${path}: apt-get install -y chromium`);
	return chromium.launchServer({ executablePath: path, args: CHROMIUM_ARGS, headless: true });
}

/** What the global setup started and gives every end-to-end file (see `sharedApp`). */
export interface SharedApp {
	/** The directory of the build the server serves. */
	readonly outDir: string;
	/** The server's address, ending in '/'. */
	readonly url: string;
	/** Where Chromium's server listens: a test file connects to it with `chromium.connect`. */
	readonly chromium: string;
}

/**
 * Console errors and uncaught exceptions of a page, collected from the moment it is watched, and
 * the window's error events that carry no exception (a ResizeObserver loop), which are neither:
 * the page says those on its console from its next load on.
 */
export function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) => errors.push(error.message));
	void page
		.addInitScript(() =>
			window.addEventListener('error', (event) => {
				if (event.error == null) console.error(`window error: ${event.message}`);
			})
		)
		.catch(() => {});
	return errors;
}

/**
 * Waits until the page's board is drawn: its view loads on first use, after the search's first
 * steps, so Play and the step text show before it.
 */
export const boardDrawn = (page: Page) =>
	page.locator('[data-picture="board"] svg').first().waitFor();

/**
 * The scripts that opening `url` loads, the page's and its workers', prefetches included: every
 * script asked for until the app shows Play and its board, and then no new one for `quietMs`. The
 * mouse stays still (pan and zoom of the tree load when a pointer comes over it). The offline
 * service worker is blocked here: what it precaches after the load event is the offline copy, not
 * the first load. `locale` is the browser's language, which the page opens in (its words load
 * with it).
 */
export async function scriptsAtStart(
	browser: Browser,
	url: string,
	{ quietMs = 1500, locale = 'en-US' }: { quietMs?: number; locale?: string } = {}
): Promise<string[]> {
	const context = await browser.newContext({
		viewport: { width: 1366, height: 768 },
		serviceWorkers: 'block',
		locale
	});
	try {
		const scripts = new Set<string>();
		let last = Date.now();
		context.on('request', (request) => {
			if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
				scripts.add(new URL(request.url()).pathname);
				last = Date.now();
			}
		});
		const page = await context.newPage();
		await page.goto(url);
		await page.getByRole('button', { name: /^(Play|播放)$/ }).waitFor();
		// Play shows before the search has loaded; the board's view is asked for only once the
		// worker has recorded the first steps, which a loaded machine can hold back longer than
		// `quietMs`.
		await boardDrawn(page);
		while (Date.now() - last < quietMs) await page.waitForTimeout(100);
		return [...scripts].sort();
	} finally {
		await context.close();
	}
}

/** The gzipped size (level 9) of each of a build's files named by their paths on the server. */
export function gzippedSizes(outDir: string, paths: readonly string[]): Map<string, number> {
	return new Map(
		paths.map((path) => [
			path,
			gzipSync(readFileSync(join(outDir, path.replace(/^\//, ''))), { level: 9 }).length
		])
	);
}
