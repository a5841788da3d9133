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

/** The app with Subsets chosen in the Puzzle list: its first sample, the textbook example. */
async function openSubsets(): Promise<Page> {
	const page = await openPage();
	await choosePuzzle(page, 'subsets');
	await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
	return page;
}

/** The app opened on the first sample from a link, at its start. */
async function openSubsetsLink(): Promise<Page> {
	const page = await openPage(sampleLink('subsets'));
	await page.getByTestId('subsets-board').waitFor();
	await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
	return page;
}

describe('Subsets in Chromium', () => {
	test('is chosen in the Puzzle list and plays the textbook example: the first take, then the first subset', async () => {
		const page = await openSubsets();
		expect(await boardWithSummary(page, 'subsets')).toEqual([
			'Subsets board: target 30, sum 0, 0 of 6 numbers decided',
			'Number 1, 5: being decided',
			'Number 2, 10: not decided yet',
			'Number 3, 12: not decided yet',
			'Number 4, 13: not decided yet',
			'Number 5, 15: not decided yet',
			'Number 6, 18: not decided yet'
		]);
		// Slow enough that the search is still playing when Pause is clicked (the textbook example records about 240 steps: at a
		// hundred a second it could end first on a loaded machine, and Pause was gone).
		await playPast(page, 2, { speed: '100' });
		await page.getByRole('button', { name: 'Restart' }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect
			.poll(() => narration(page))
			.toBe(
				'Try taking 5 (number 1): 0 + 5 = 5 is within the target 30, and the numbers left can still make it up.'
			);
		await page.getByRole('button', { name: 'Next solution' }).click();
		await expect.poll(() => narration(page)).toBe('Subset 1 found: 5 + 10 + 15 = 30.');
		expect((await boardWithSummary(page, 'subsets'))[0]).toBe(
			'Subsets board: target 30, sum 30, 6 of 6 numbers decided, solved'
		);
	});

	test('Step back returns to exactly the previous board and step', async () => {
		const page = await openSubsetsLink();
		for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
		await expect.poll(() => stepNumber(page)).toBe(12);
		const before = {
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'subsets'),
			said: await narration(page)
		};
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(13);
		expect(await narration(page)).not.toBe(before.said);
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => stepNumber(page)).toBe(12);
		expect({
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'subsets'),
			said: await narration(page)
		}).toEqual(before);
	});

	test('Pause on backtrack stops on the first backtrack and says why the deeper call returned', async () => {
		const page = await openSubsetsLink();
		await page.getByRole('checkbox', { name: 'Pause on backtrack' }).check();
		await page.getByRole('slider', { name: 'Speed' }).fill('500');
		await page.getByRole('button', { name: 'Play' }).click();
		await page.getByRole('button', { name: 'Play' }).waitFor();
		// 5, 10 and 12 taken (27), 13 and 15 skipped: nothing about 18 can make 30.
		expect(await narration(page)).toBe(
			'Backtrack: neither taking nor skipping 18 (number 6) can still reach the target, so undo skipping 15 (number 5).'
		);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*1\s*$/);
	});

	test('a copied link restores the same step and board in a new page', async () => {
		const page = await openSubsetsLink();
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: new URL(page.url()).origin
		});
		await page.getByLabel('Pruning').selectOption('off');
		await page.getByRole('button', { name: 'Load', exact: true }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		// Each move lands before the next click, so the step read is the second backtrack's.
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await expect.poll(() => stepNumber(page)).toBeGreaterThan(0);
		const first = await stepNumber(page);
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await expect.poll(() => stepNumber(page)).toBeGreaterThan(first);
		const backtrack = await stepNumber(page);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(backtrack + 1);
		const step = await stepNumber(page);
		const shown = {
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'subsets'),
			said: await narration(page)
		};
		const link = await copyAndRead(
			page,
			page.getByRole('button', { name: 'Copy link' }),
			'Link copied'
		);
		expect(link).toContain('puzzle=subsets');
		expect(link).toContain('o.prune=off');
		expect(link).toContain(`step=${step}`);

		const other = await openPage(link.slice(link.indexOf('#')));
		await expect.poll(() => stepNumber(other)).toBe(step);
		expect({
			step: await stepNumber(other),
			board: await boardWithSummary(other, 'subsets'),
			said: await narration(other)
		}).toEqual(shown);
	});

	test('Compare sets pruning on against pruning off, and pruning needs fewer tries', async () => {
		const page = await openSubsetsLink();
		await page.getByRole('button', { name: 'Compare', exact: true }).click();
		const compare = page.getByRole('region', { name: 'Compare two orders' });
		await compare.getByRole('heading', { name: 'On: cut hopeless branches' }).waitFor();
		await compare.getByRole('heading', { name: 'Off: try everything' }).waitFor();
		await expect
			.poll(() => compare.textContent(), { timeout: 10_000 })
			.toContain(
				'“On: cut hopeless branches” needed 34 fewer tries than “Off: try everything” (92 against 126).'
			);
	});
});
