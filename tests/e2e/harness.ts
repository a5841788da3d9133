/**
 * What the puzzles' end-to-end files share: the one Chromium and server of the global setup, a fresh
 * browser context per page (closed after its test, its console errors failing the test), and the
 * readings of the page every test makes.
 */
import {
	chromium,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type Page
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { encodeLink } from '../../src/app/link';
import { puzzles } from '../../src/puzzles/all';
import { isPuzzleId } from '../../src/puzzles/registry';
import { watchErrors, type SharedApp } from './app-server';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The e2e project's build, server and Chromium (tests/e2e/global-setup.ts). */
		app: SharedApp;
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
	const browser = await chromium.connect(app.chromium);
	return { browser, server: { url: app.url }, outDir: app.outDir };
}

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
		viewport: { width: 1366, height: 768 },
		locale: 'en-US',
		serviceWorkers: 'block',
		...options
	});
}

/**
 * Registers the file's hooks; `openPage` opens the app on a link's fragment (or the default), ready
 * to play, unless `ready` is false (a page that shows no board, such as an embed that carries code).
 */
export function chromiumPages(): {
	openPage(fragment?: string, options?: { ready?: boolean }): Promise<Page>;
} {
	let browser: Browser;
	let server: { readonly url: string };
	let contexts: BrowserContext[] = [];
	let errors: string[][] = [];

	beforeAll(async () => {
		({ browser, server } = await sharedApp());
	});

	afterAll(async () => {
		await browser?.close();
	});

	afterEach(async () => {
		for (const context of contexts) await context.close();
		const seen = errors.flat();
		contexts = [];
		errors = [];
		expect(seen, 'console errors').toEqual([]);
	});

	return {
		async openPage(fragment = '', { ready = true } = {}) {
			const context = await laptopContext(browser);
			contexts.push(context);
			const page = await context.newPage();
			errors.push(watchErrors(page));
			await page.goto(server.url + fragment);
			if (!ready) return page;
			await page.getByRole('button', { name: 'Play' }).waitFor();
			await expect.poll(() => stepText(page)).toMatch(/^Step \d/);
			// The board's view loads on first use: a test reads it once it is drawn.
			await page
				.getByRole('group', { name: 'Board', exact: true })
				.locator('svg')
				.first()
				.waitFor();
			return page;
		}
	};
}

/** "Step N of M" as the page says it. */
export const stepText = (page: Page) => page.getByTestId('step-text').textContent();

/** The narration's sentence. */
export const narration = (page: Page) => page.getByTestId('narration').textContent();

/** The step number in "Step N of M". */
export async function stepNumber(page: Page): Promise<number> {
	const match = /^Step ([\d,]+) of/.exec((await stepText(page)) ?? '');
	return match ? Number(match[1].replaceAll(',', '')) : NaN;
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
