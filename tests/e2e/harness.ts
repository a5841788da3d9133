/**
 * What the puzzles' end-to-end files share: the one Chromium and server of the global setup, a fresh
 * browser context per page (closed after its test, its console errors failing the test), and the
 * readings of the page every test makes.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	chromium,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type Locator,
	type Page
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { encodeLink } from '../../src/app/link';
import { puzzles } from '../../src/puzzles/all';
import { isPuzzleId } from '../../src/puzzles/registry';
import { boardDrawn, watchErrors, type SharedApp } from './app-server';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The e2e project's build, server and Chromium (tests/e2e/global-setup.ts). */
		app: SharedApp;
	}
}

/**
 * Waits until the global setup's server serves the build: it starts once the build is done, and
 * answers 503 until then. A failed build's error fails the file at once.
 */
async function untilServed(url: string): Promise<void> {
	const deadline = Date.now() + 110_000;
	for (;;) {
		const answer = await fetch(url).catch(() => undefined);
		if (answer?.ok) return;
		if (answer?.status === 500) throw new Error(await answer.text());
		if (Date.now() > deadline) throw new Error(`${url} did not serve the build within 110 s`);
		await new Promise((next) => setTimeout(next, 100));
	}
}

/**
 * The one Chromium, server and build the global setup started, for a test file: launching a
 * browser and a server per file cost each file their start-up. Closing the browser returned
 * closes this file's contexts and disconnects; the global teardown closes Chromium and the server.
 */
export async function sharedApp(): Promise<{
	browser: Browser;
	server: { readonly url: string };
	outDir: string;
}> {
	const app = inject('app');
	await untilServed(app.url);
	const browser = await chromium.connect(app.chromium);
	return { browser, server: { url: app.url }, outDir: app.outDir };
}

/**
 * Runs `use` holding the browser's clipboard. There is one clipboard for every test file, as they
 * share one Chromium: a test that copies and reads back, or writes and pastes, or only copies,
 * holds it, so that no other file's copy comes between. (A fresh clone's permutations test read
 * back the subsets test's link.) The hold is a directory made at once or not at all, named by
 * this run's Chromium, so a run that died holding it cannot hold up the next.
 */
export async function holdingClipboard<T>(use: () => Promise<T>): Promise<T> {
	const run = createHash('sha1').update(inject('app').chromium).digest('hex').slice(0, 16);
	const hold = join(tmpdir(), `backstep-e2e-clipboard-${run}`);
	const deadline = Date.now() + 150_000;
	for (;;) {
		try {
			await mkdir(hold);
			break;
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
		}
		if (Date.now() > deadline) throw new Error(`the clipboard was held for 150 s (${hold})`);
		// Another file's test holds it: look again shortly.
		await new Promise((next) => setTimeout(next, 25));
	}
	try {
		return await use();
	} finally {
		await rm(hold, { recursive: true, force: true });
	}
}

/** The status a copy shows, or the text offered for copying by hand when the browser refused it. */
const copyDone = (page: Page, copied: string) =>
	page.getByText(copied, { exact: true }).or(page.locator('header .fallback')).first();

/**
 * Clicks a Copy button holding the clipboard until the copy is done: its status (`copied`, e.g.
 * "Link copied") shows, or the text is offered for copying by hand when the browser refused it.
 * The click returns before the browser has written the clipboard.
 */
export function copyHolding(page: Page, button: Locator, copied: string): Promise<void> {
	return holdingClipboard(async () => {
		await button.click();
		await copyDone(page, copied).waitFor();
	});
}

/** Clicks a Copy button holding the clipboard, and reads back the text it copied. */
export function copyAndRead(page: Page, button: Locator, copied: string): Promise<string> {
	return holdingClipboard(async () => {
		await button.click();
		await page.getByText(copied, { exact: true }).waitFor();
		return page.evaluate(() => navigator.clipboard.readText());
	});
}

/** A teacher's laptop screen. */
const LAPTOP = { width: 1366, height: 768 };

/**
 * A fresh browser context as on a teacher's laptop (1366×768, English), without the offline
 * service worker: its precache, two quiet seconds after a load, cost each page that lived that
 * long about a CPU-second. The tests of working offline allow it.
 */
export function laptopContext(
	browser: Browser,
	options: BrowserContextOptions = {}
): Promise<BrowserContext> {
	return browser.newContext({
		viewport: LAPTOP,
		locale: 'en-US',
		serviceWorkers: 'block',
		...options
	});
}

/** How `openPage` opens a page. */
export interface PageOptions {
	/** Wait until the page is ready to play (Play, a step and a drawn board); true unless said. */
	readonly ready?: boolean;
	/** The browser context's options beyond the laptop's (a projector, touch, Chinese, offline worker…). */
	readonly context?: BrowserContextOptions;
	/** Opens the page in the same browser as this one (its storage too), as a second tab would. */
	readonly besides?: Page;
}

/** What `chromiumPages` gives a test file. */
export interface ChromiumPages {
	/** Opens the app on a link's fragment (or the default) in a page as fresh as a new one. */
	openPage(fragment?: string, options?: PageOptions): Promise<Page>;
	/** The app's server, the build it serves and the shared Chromium (set once the file starts). */
	readonly app: { readonly url: string; readonly outDir: string; readonly browser: Browser };
}

/** A page kept for the file's tests: its context, and the console errors seen since its test began. */
interface Slot {
	readonly context: BrowserContext;
	readonly page: Page;
	readonly errors: string[];
	/** How many listeners the harness itself put on the page (a test's own make it unfit to reuse). */
	readonly listeners: number;
}

/** The page events a test may listen to; a listener left on a kept page would see the next test. */
const PAGE_EVENTS = [
	'console',
	'pageerror',
	'dialog',
	'request',
	'response',
	'requestfinished',
	'requestfailed',
	'popup',
	'worker',
	'framenavigated',
	'load',
	'domcontentloaded',
	'download',
	'filechooser',
	'websocket',
	'crash',
	'close'
];

/** Listeners on a page (Playwright's pages are event emitters; the count is not in its types). */
const listenerCount = (page: Page) =>
	PAGE_EVENTS.reduce(
		(sum, event) =>
			sum + (page as unknown as { listenerCount(event: string): number }).listenerCount(event),
		0
	);

/**
 * Registers the file's hooks and gives it `openPage`.
 *
 * A page is kept from one test to the next and opens the next test's link by a full load: a new
 * context and page per open cost a new renderer process and compiling the app's scripts again,
 * 2.9 CPU-s an open against 1.2 (6 opens measured on a quiet machine, 17.1 against 6.9 CPU-s). What
 * a test could leave behind is removed between tests: its other pages, permissions, offline mode,
 * the origin's local and session storage, the viewport. A page is not kept after a failed test, nor one a test
 * put its own listeners on. The n-th page a test opens (with the same context options) is the n-th
 * kept page, each in its own context, so two pages of one test share nothing, as before.
 */
export function chromiumPages(): ChromiumPages {
	// Filled in as the file starts; a file may keep it from the start (`const { app } = …`).
	const app = { url: '', outDir: '', browser: undefined as unknown as Browser };
	/** Kept pages by their context options. */
	const kept = new Map<string, Slot[]>();
	/** The kept pages the running test has opened. */
	let used: { key: string; slot: Slot }[] = [];
	/** The console errors of the running test's other tabs (closed as their kept page is tidied). */
	let tabs: string[][] = [];
	let failed = false;

	beforeAll(async () => {
		const { browser, server, outDir } = await sharedApp();
		Object.assign(app, { url: server.url, outDir, browser });
	});

	afterAll(async () => {
		await app.browser?.close();
	});

	beforeEach((context) => {
		failed = false;
		context.onTestFailed(() => {
			failed = true;
		});
	});

	afterEach(async () => {
		const pages = used;
		used = [];
		const seen: string[] = [];
		for (const { key, slot } of pages) {
			if (failed || listenerCount(slot.page) !== slot.listeners || !(await tidy(slot))) {
				kept.set(
					key,
					(kept.get(key) ?? []).filter((other) => other !== slot)
				);
				await slot.context.close().catch(() => {});
			}
			// What the page said while the test ran, and as it was left.
			seen.push(...slot.errors.splice(0));
		}
		seen.push(...tabs.flat());
		tabs = [];
		expect(seen, 'console errors').toEqual([]);
	});

	/** Leaves a kept page as a new one would be; false if it could not be. */
	async function tidy({ context, page }: Slot): Promise<boolean> {
		try {
			for (const other of context.pages()) if (other !== page) await other.close();
			await context.clearPermissions();
			await context.setOffline(false);
			// The app writes its storage only as the teacher acts (nothing on leaving), so it is
			// cleared on the app's origin, and then the app is left (its worker ends with it): the
			// next test's link is a full load.
			if (!page.url().startsWith(app.url)) return false;
			await page.evaluate(() => {
				localStorage.clear();
				sessionStorage.clear();
			});
			await page.goto('about:blank');
			return true;
		} catch {
			return false;
		}
	}

	/** The test's next page with these context options: a kept one, or a new one kept from now. */
	async function slotFor(options: BrowserContextOptions): Promise<Slot> {
		const key = JSON.stringify(options);
		const slots = kept.get(key) ?? [];
		kept.set(key, slots);
		const index = used.filter((open) => open.key === key).length;
		let slot = slots[index];
		if (slot === undefined) {
			const context = await laptopContext(app.browser, options);
			const page = await context.newPage();
			const errors = watchErrors(page);
			slot = { context, page, errors, listeners: listenerCount(page) };
			slots.push(slot);
		} else {
			const viewport = options.viewport ?? LAPTOP;
			if (viewport !== null) await slot.page.setViewportSize(viewport);
		}
		used.push({ key, slot });
		return slot;
	}

	return {
		app,
		async openPage(fragment = '', { ready = true, context = {}, besides } = {}) {
			let page: Page;
			if (besides === undefined) page = (await slotFor(context)).page;
			else {
				page = await besides.context().newPage();
				tabs.push(watchErrors(page));
			}
			await page.goto(app.url + fragment);
			if (!ready) return page;
			// "Step 0 of 0" shows before the search has loaded; its board is drawn once it has (the
			// board's view loads on first use), and only then do Play and Space have a search to
			// play. Both are read without words: a link or the browser may choose Chinese.
			await page.getByTestId('step-text').filter({ hasText: /\d/ }).waitFor();
			await boardDrawn(page);
			return page;
		}
	};
}

/** Follows a link's fragment inside the page, as the app does without loading the page again. */
export const followLink = (page: Page, fragment: string) =>
	page.evaluate((hash) => (location.hash = hash), fragment);

/** "Step N of M" as the page says it. */
export const stepText = (page: Page) => page.getByTestId('step-text').textContent();

/** The narration's sentence. */
export const narration = (page: Page) => page.getByTestId('narration').textContent();

/**
 * The Timeline slider's value on an English page: the step the page asks for, set as a move is
 * made, before the worker answers. A check that no step was asked for reads it, not only the step
 * shown (which may still be on its way).
 */
export const timelineValue = (page: Page) =>
	page.getByRole('slider', { name: 'Timeline' }).inputValue();

/** A button by its whole accessible name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The M of "Step N of M": how many steps are recorded so far. */
export async function recordedCount(page: Page): Promise<number> {
	const match = /of ([\d,]+)/.exec((await stepText(page)) ?? '');
	return match ? Number(match[1].replaceAll(',', '')) : NaN;
}

/** The step number in "Step N of M" (or "第 N 步，共 M 步"). */
export async function stepNumber(page: Page): Promise<number> {
	const match = /^(?:Step|第) ([\d,]+) (?:of|步)/.exec((await stepText(page)) ?? '');
	return match ? Number(match[1].replaceAll(',', '')) : NaN;
}

/**
 * Waits until the search is recorded to its end: the step text no longer says it is recording, so
 * its count is the search's whole length. The worker's first report (after about 100 ms of
 * recording) already shows a step and draws the board, so a page ready to step may still be
 * recording, and on a loaded machine for seconds.
 */
export const recorded = (page: Page) =>
	expect.poll(() => stepText(page), { timeout: 20_000 }).not.toMatch(/recording/);

/**
 * Opens a link to a step of a search on a laptop's page (ready as `openPage` makes it: a step and
 * the board drawn) and waits until it shows that step and the search is recorded to its end. The
 * board matters: the step text shows before the board's view has loaded, and a test that read the
 * cells at once got none in a soak round.
 */
export async function openRecordedAt(
	openPage: ChromiumPages['openPage'],
	fragment: string,
	step: number
): Promise<Page> {
	const page = await openPage(fragment);
	await expect.poll(() => stepNumber(page), { timeout: 10_000 }).toBe(step);
	await recorded(page);
	return page;
}

/**
 * Plays (at a Speed slider position, when given) until the step shown is past `past`, presses
 * Pause, and answers the step it paused on. The search must still be playing when Pause is
 * pressed, however late a loaded machine reads the step: at a fast speed a short search (the
 * knight's Warnsdorff tour, about 130 steps) ends first and leaves no Pause button to press.
 */
export async function playPast(
	page: Page,
	past: number,
	{ speed, timeout }: { speed?: string; timeout?: number } = {}
): Promise<number> {
	if (speed !== undefined) await page.getByRole('slider', { name: 'Speed' }).fill(speed);
	await page.getByRole('button', { name: 'Play' }).click();
	await expect.poll(() => stepNumber(page), { timeout }).toBeGreaterThan(past);
	await page.getByRole('button', { name: 'Pause' }).click();
	return stepNumber(page);
}

/** Chooses a puzzle in the Puzzle list and waits for its board (data-testid `<id>-board`). */
export async function choosePuzzle(page: Page, id: string): Promise<void> {
	await page.getByLabel('Puzzle', { exact: true }).selectOption(id);
	await page.getByTestId(`${id}-board`).waitFor();
}

/**
 * The board's squares (or positions, vertices…) by their accessible names. A row that holds a
 * key or a word is a cell named only by its note: it is not a square.
 */
export const boardCells = (page: Page) =>
	page
		.getByRole('group', { name: 'Board', exact: true })
		.locator('[role="cell"][aria-label]')
		.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));

/** The board's summary (its accessible name) followed by its cells. */
export async function boardWithSummary(page: Page, id: string): Promise<(string | null)[]> {
	const summary = await page.getByTestId(`${id}-board`).getAttribute('aria-label');
	return [summary, ...(await boardCells(page))];
}

/**
 * The fragment of a link that opens a puzzle's sample (by its id, or the first) at a step: a test
 * about one puzzle opens it directly, without loading the lesson sudoku first.
 */
export function sampleLink(puzzle: string, sample?: string, step = 0): string {
	const samples = puzzles.find((entry) => entry.id === puzzle)?.samples ?? [];
	const chosen = sample === undefined ? samples[0] : samples.find(({ id }) => id === sample);
	if (chosen === undefined || !isPuzzleId(puzzle))
		throw new Error(`no sample ${sample} of ${puzzle}`);
	const { input, options } = chosen;
	return encodeLink({ puzzle, input, options, step });
}
