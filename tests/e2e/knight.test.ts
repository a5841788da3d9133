import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
	boardWithSummary,
	choosePuzzle,
	chromiumPages,
	copyAndRead,
	narration,
	playPast,
	sampleLink,
	stepNumber,
	stepText
} from './harness';

const { openPage } = chromiumPages();

/** The app with the knight's tour chosen in the Puzzle list, on one of its samples. */
async function openKnight(sample?: string): Promise<Page> {
	const page = await openPage();
	await choosePuzzle(page, 'knight');
	if (sample !== undefined) await page.getByLabel('Sample').selectOption(sample);
	await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
	return page;
}

/** The app opened on a knight's tour sample from a link, at its start. */
async function openKnightSample(sample: string): Promise<Page> {
	const page = await openPage(sampleLink('knight', sample));
	await page.getByTestId('knight-board').waitFor();
	await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
	return page;
}

/** How many squares the board says are visited. */
async function visited(page: Page): Promise<number> {
	const [summary] = await boardWithSummary(page, 'knight');
	return Number(/: (\d+) of \d+ squares visited/.exec(summary ?? '')?.[1] ?? NaN);
}

describe('the knight’s tour in Chromium', () => {
	test('is chosen in the Puzzle list and tours 8x8 from the corner by Warnsdorff’s rule', async () => {
		const page = await openKnight();
		const [summary, ...squares] = await boardWithSummary(page, 'knight');
		expect(summary).toBe(
			'Knight’s tour board, 8 by 8: 1 of 64 squares visited, knight on row 1, column 1'
		);
		expect(squares).toHaveLength(64);
		expect(squares[0]).toMatch(/^Row 1, column 1: move 1, start, the knight is here/);
		// Ten events a second (slider position 100): the tour is 63 tries and 63 jumps, so playback is
		// still going when Pause is pressed. At a hundred a second a loaded machine's soak round saw
		// it end first, and waited for a Pause button that was gone.
		await playPast(page, 2, { speed: '100' });
		await page.getByRole('button', { name: 'Restart' }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect
			.poll(() => narration(page))
			.toBe(
				'Try the jump from row 1, column 1 to row 3, column 2: it is free, with 5 onward moves from there.'
			);
		await page.getByRole('button', { name: 'Next solution' }).click();
		await expect
			.poll(() => narration(page))
			.toBe('Tour 1 found: the knight has visited all 64 squares.');
		expect((await boardWithSummary(page, 'knight'))[0]).toMatch(
			/: 64 of 64 squares visited, .*, tour complete$/
		);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*0\s*$/);
	});

	test('Step back returns to exactly the previous board and step', async () => {
		const page = await openKnightSample('five');
		// The arrow keys step the search once the Sample list no longer has the focus.
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
		for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
		await expect.poll(() => stepNumber(page)).toBe(30);
		const before = {
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'knight'),
			said: await narration(page)
		};
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(31);
		expect(await narration(page)).not.toBe(before.said);
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => stepNumber(page)).toBe(30);
		expect({
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'knight'),
			said: await narration(page)
		}).toEqual(before);
	});

	test('Pause on backtrack stops on a backtrack, with the path one square shorter', async () => {
		const page = await openKnightSample('five');
		await page.getByRole('checkbox', { name: 'Pause on backtrack' }).check();
		await page.getByRole('slider', { name: 'Speed' }).fill('500');
		await page.getByRole('button', { name: 'Play' }).click();
		await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 10_000 });
		expect(await narration(page)).toMatch(
			/^Backtrack: .*, so take back move \d+ at row \d, column \d\.$/
		);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*1\s*$/);
		const after = await visited(page);
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => visited(page)).toBe(after + 1);
	});

	test('a copied link restores the same step and board in a new page', async () => {
		const page = await openKnightSample('five');
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: new URL(page.url()).origin
		});
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await expect.poll(() => narration(page)).toMatch(/^Backtrack/);
		const first = await stepNumber(page);
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		// The second backtrack is read once the page is there, not while the worker finds it.
		await expect.poll(() => stepNumber(page)).toBeGreaterThan(first);
		const backtrack = await stepNumber(page);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(backtrack + 1);
		const step = await stepNumber(page);
		const shown = {
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'knight'),
			said: await narration(page)
		};
		const link = await copyAndRead(
			page,
			page.getByRole('button', { name: 'Copy link' }),
			'Link copied'
		);
		expect(link).toContain('puzzle=knight');
		expect(link).toContain(`step=${step}`);

		const other = await openPage(link.slice(link.indexOf('#')));
		await expect.poll(() => stepNumber(other)).toBe(step);
		expect({
			step: await stepNumber(other),
			board: await boardWithSummary(other, 'knight'),
			said: await narration(other)
		}).toEqual(shown);
	});
});
