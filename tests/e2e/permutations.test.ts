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

/** The app with Permutations chosen in the Puzzle list: its first sample, ABC. */
async function openPermutations(): Promise<Page> {
	const page = await openPage();
	await choosePuzzle(page, 'permutations');
	await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
	return page;
}

/** The app opened on the first sample from a link, at its start. */
async function openPermutationsLink(): Promise<Page> {
	const page = await openPage(sampleLink('permutations'));
	await page.getByTestId('permutations-board').waitFor();
	await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
	return page;
}

describe('Permutations in Chromium', () => {
	test('is chosen in the Puzzle list and plays ABC: the first try, then the first permutation', async () => {
		const page = await openPermutations();
		expect(await boardWithSummary(page, 'permutations')).toEqual([
			'Permutations board: 0 of 3 positions filled',
			'Position 1: empty, being filled',
			'Position 2: empty',
			'Position 3: empty',
			'Letter 1, A: not used',
			'Letter 2, B: not used',
			'Letter 3, C: not used'
		]);
		// Slow enough that the search is still playing when Pause is clicked (ABC records 67 steps: at a
		// hundred a second it could end first on a loaded machine, and Pause was gone).
		await playPast(page, 2, { speed: '80' });
		await page.getByRole('button', { name: 'Restart' }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect
			.poll(() => narration(page))
			.toBe('Try "A" (letter 1) at position 1: it is not used yet.');
		await page.getByRole('button', { name: 'Next solution' }).click();
		await expect.poll(() => narration(page)).toBe('Permutation 1: ABC.');
		expect((await boardWithSummary(page, 'permutations'))[0]).toBe(
			'Permutations board: 3 of 3 positions filled, ABC, complete'
		);
	});

	test('Step back returns to exactly the previous board and step', async () => {
		const page = await openPermutationsLink();
		for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
		await expect.poll(() => stepNumber(page)).toBe(12);
		const before = {
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'permutations'),
			said: await narration(page)
		};
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(13);
		expect(await narration(page)).not.toBe(before.said);
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => stepNumber(page)).toBe(12);
		expect({
			step: await stepNumber(page),
			board: await boardWithSummary(page, 'permutations'),
			said: await narration(page)
		}).toEqual(before);
	});

	test('Pause on backtrack stops on the first backtrack, once ABC is recorded', async () => {
		const page = await openPermutationsLink();
		await page.getByRole('checkbox', { name: 'Pause on backtrack' }).check();
		await page.getByRole('slider', { name: 'Speed' }).fill('500');
		await page.getByRole('button', { name: 'Play' }).click();
		await page.getByRole('button', { name: 'Play' }).waitFor();
		expect(await narration(page)).toBe(
			'Backtrack: permutation 1 is recorded and the search goes on, so take "C" (letter 3) back from position 3 and clear its used mark.'
		);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*1\s*$/);
	});

	test('a copied link restores the same step and board in a new page', async () => {
		const page = await openPermutationsLink();
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: new URL(page.url()).origin
		});
		await page.getByLabel('Sample').selectOption('aab');
		await expect
			.poll(() => boardWithSummary(page, 'permutations'))
			.toContain('Letter 2, a: not used');
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await expect.poll(() => stepNumber(page)).toBeGreaterThan(0);
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
			board: await boardWithSummary(page, 'permutations'),
			said: await narration(page)
		};
		const link = await copyAndRead(
			page,
			page.getByRole('button', { name: 'Copy link' }),
			'Link copied'
		);
		expect(link).toContain('puzzle=permutations');
		expect(link).toContain('o.repeats=skip');
		expect(link).toContain(`step=${step}`);

		const other = await openPage(link.slice(link.indexOf('#')));
		await expect.poll(() => stepNumber(other)).toBe(step);
		expect({
			step: await stepNumber(other),
			board: await boardWithSummary(other, 'permutations'),
			said: await narration(other)
		}).toEqual(shown);
	});

	test('Compare sets every ordering against each arrangement once, and skipping repeats needs fewer tries', async () => {
		const page = await openPermutationsLink();
		await page.getByLabel('Sample').selectOption('aab-every');
		await expect
			.poll(() => boardWithSummary(page, 'permutations'))
			.toContain('Letter 2, a: not used');
		await page.getByRole('button', { name: 'Compare', exact: true }).click();
		const compare = page.getByRole('region', { name: 'Compare two orders' });
		await compare.getByRole('heading', { name: 'Every ordering (n!)' }).waitFor();
		await compare.getByRole('heading', { name: 'Each arrangement once' }).waitFor();
		await expect
			.poll(() => compare.textContent(), { timeout: 10_000 })
			.toContain(
				'“Each arrangement once” needed 12 fewer tries than “Every ordering (n!)” (18 against 30).'
			);
	});
});
