/**
 * Accessibility checked by a machine (issue 9, section 8): axe-core runs in real Chromium on each
 * state a lesson goes through. No violation may be serious or critical; the moderate and minor
 * ones found are fixed, and the test lists none as allowed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { puzzles } from '../../src/puzzles/all';
import { boardDrawn, watchErrors } from './app-server';
import { violationsOn, type Finding } from './axe';
import { laptopContext, sharedApp } from './harness';

let browser: Browser;
let server: { readonly url: string };
let context: BrowserContext;
/** One page goes through the states of a lesson in order, as a teacher's would. */
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
	({ browser, server } = await sharedApp());
	context = await laptopContext(browser, { reducedMotion: 'reduce' });
	page = await context.newPage();
	errors = watchErrors(page);
	await page.goto(server.url);
	// The page as a teacher finds it: its board drawn and its search recorded (its step text shows
	// before either), so every test checks the same page whatever the machine's load. (Vitest's
	// expect.poll only works in a test.)
	await boardDrawn(page);
	await page
		.getByTestId('step-text')
		.filter({ hasNotText: /recording/ })
		.waitFor({ timeout: 20_000 });
});

afterAll(async () => {
	await context?.close();
	await browser?.close();
});

afterEach(() => {
	expect(errors, 'console errors').toEqual([]);
});

/** Every axe violation on the page as it is now. */
const violations = (): Promise<Finding[]> => violationsOn(page);

/** Checks the page: no violation at all (serious, critical, moderate or minor). */
async function expectAccessible(): Promise<void> {
	expect(await violations()).toEqual([]);
}

const stepText = async (): Promise<string> =>
	(await page.getByTestId('step-text').textContent()) ?? '';

describe('axe-core finds no violation', { timeout: 60_000 }, () => {
	test('in the main view at the start', async () => {
		expect(await stepText()).toMatch(/^Step 0 /);
		await expectAccessible();
	});

	test('in the help dialog', async () => {
		await page.keyboard.press('?');
		const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
		await help.waitFor();
		await expectAccessible();
		await page.keyboard.press('Escape');
		await help.waitFor({ state: 'hidden' });
	});

	test('at a backtrack, with the call stack, the code and the tree filled, and the heat map on', async () => {
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await expect
			.poll(() => page.getByRole('region', { name: 'Call stack' }).getByRole('listitem').count())
			.toBeGreaterThan(2);
		await page.getByRole('region', { name: 'Search tree' }).getByRole('button').first().waitFor();
		await page.getByRole('checkbox', { name: 'Heat map' }).check();
		await expectAccessible();
	});

	test('in Compare', async () => {
		await page.getByRole('button', { name: 'Compare', exact: true }).click();
		const compare = page.getByRole('region', { name: 'Compare two orders' });
		await compare.getByRole('button', { name: 'Step forward' }).click();
		await expect
			.poll(() => compare.getByTestId('side-event').first().textContent())
			.toMatch(/^Event 1 /);
		await expectAccessible();
		await compare.getByRole('button', { name: 'Close' }).click();
		await compare.waitFor({ state: 'detached' });
	});

	test('with the Lesson open and a bookmark with a note in its list', async () => {
		await page.getByText('Lesson', { exact: true }).click();
		const lesson = page.getByRole('region', { name: 'Lesson' });
		await lesson.waitFor();
		await page.getByRole('textbox', { name: 'Bookmark note' }).fill('Watch row 2 back up');
		await page.getByRole('button', { name: 'Add bookmark' }).click();
		await lesson.getByRole('button', { name: /^Go to bookmark 1: Step \d+ Watch row 2/ }).waitFor();
		await expectAccessible();
	});

	test.each(puzzles.map((puzzle) => puzzle.id))(
		'on the puzzle %s, a few steps in, heat map on',
		async (id) => {
			await page.getByRole('combobox', { name: 'Puzzle' }).selectOption(id);
			await expect.poll(stepText).toMatch(/^Step 0 /);
			for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step forward' }).click();
			await expect.poll(stepText).toMatch(/^Step 5 /);
			await expectAccessible();
		}
	);

	test('in projector mode at 1920×1080', async () => {
		await page.setViewportSize({ width: 1920, height: 1080 });
		await page.getByRole('checkbox', { name: 'Projector' }).check();
		await expectAccessible();
		await page.getByRole('checkbox', { name: 'Projector' }).uncheck();
	});

	test('on a phone', async () => {
		await page.setViewportSize({ width: 390, height: 844 });
		await expectAccessible();
	});

	test('in Chinese', async () => {
		await page.setViewportSize({ width: 1366, height: 768 });
		await page.getByRole('button', { name: '中文' }).click();
		await page.getByRole('button', { name: '播放', exact: true }).waitFor();
		await expectAccessible();
	});
});
