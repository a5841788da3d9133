/**
 * What the puzzles' end-to-end files share: one Chromium and one server per file, a fresh
 * browser context per page (closed after its test, its console errors failing the test), and the
 * readings of the page every test makes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { builtApp, launchChromium, serveApp, watchErrors, type AppServer } from './app-server';

/** Registers the file's hooks; `openPage` opens the app on a link's fragment (or the default), ready to play. */
export function chromiumPages(): { openPage(fragment?: string): Promise<Page> } {
	let browser: Browser;
	let server: AppServer;
	let contexts: BrowserContext[] = [];
	let errors: string[][] = [];

	beforeAll(async () => {
		// Chromium first: without it the suite fails at once, saying how to install it.
		browser = await launchChromium();
		server = await serveApp(await builtApp());
	});

	afterAll(async () => {
		await browser?.close();
		await server?.close();
	});

	afterEach(async () => {
		for (const context of contexts) await context.close();
		const seen = errors.flat();
		contexts = [];
		errors = [];
		expect(seen, 'console errors').toEqual([]);
	});

	return {
		async openPage(fragment = '') {
			const context = await browser.newContext({
				viewport: { width: 1366, height: 768 },
				locale: 'en-US'
			});
			contexts.push(context);
			const page = await context.newPage();
			errors.push(watchErrors(page));
			await page.goto(server.url + fragment);
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
