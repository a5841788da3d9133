import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodeLink } from '../../src/app/link';
import { wordsPuzzle } from '../../src/puzzles/words';
import {
	boardCells,
	choosePuzzle,
	chromiumPages,
	copyAndRead,
	narration,
	playPast,
	recorded,
	stepNumber
} from './harness';

const { openPage } = chromiumPages();

/** A page switched to word search in the Puzzle list: the classic exercise, ready to play. */
async function openWords(): Promise<Page> {
	const page = await openPage();
	await choosePuzzle(page, 'words');
	await expect.poll(() => boardCells(page)).toHaveLength(12);
	await expect.poll(() => stepNumber(page)).toBe(0);
	return page;
}

/** A page opened on a link to the classic exercise at step 0, as a teacher's prepared link does. */
async function openClassic(): Promise<Page> {
	const classic = wordsPuzzle.samples[0];
	const page = await openPage(
		encodeLink({ puzzle: 'words', input: classic.input, options: classic.options, step: 0 })
	);
	await page.getByTestId('words-board').waitFor();
	await expect.poll(() => boardCells(page)).toHaveLength(12);
	return page;
}

describe('word search in Chromium', () => {
	test('is in the Puzzle list and opens on the classic grid with ABCCED to find', async () => {
		const page = await openWords();
		expect(await narration(page)).toBe('Press Play to start the search.');
		const cells = await boardCells(page);
		expect(cells.slice(0, 4)).toEqual([
			'Row 1, column 1: A',
			'Row 1, column 2: B',
			'Row 1, column 3: C',
			'Row 1, column 4: E'
		]);
		await page.getByRole('note', { name: 'The word: ABCCED' }).waitFor();
	});

	test('plays, steps back to exactly the board before, and pauses on a backtrack', async () => {
		const page = await openClassic();
		await playPast(page, 1);
		await recorded(page);

		// From the start, one step at a time, each shown before the next click.
		await page.getByRole('button', { name: 'Restart' }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		for (let i = 1; i <= 8; i++) {
			await page.getByRole('button', { name: 'Step forward' }).click();
			await expect.poll(() => stepNumber(page)).toBe(i);
		}
		const step = 8;
		const before = { board: await boardCells(page), said: await narration(page) };
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(step + 1);
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => stepNumber(page)).toBe(step);
		expect({ board: await boardCells(page), said: await narration(page) }).toEqual(before);

		await page.getByRole('button', { name: 'Restart' }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		await page.getByRole('checkbox', { name: 'Pause on backtrack' }).check();
		await page.getByRole('slider', { name: 'Speed' }).fill('500');
		await page.getByRole('button', { name: 'Play' }).click();
		await page.getByRole('button', { name: 'Play' }).waitFor();
		// The classic grid spells ABCCED at the first try: the first backtrack follows the path.
		expect(await narration(page)).toBe(
			'Backtrack: path 1 is recorded and the search goes on, so step back from row 3, column 2.'
		);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*1\s*$/);
		expect(await boardCells(page)).toContain('Row 3, column 2: D, just taken off the path');
		await expect.poll(() => page.locator('line.retreat').count()).toBe(1);
	});

	test('a copied link opens the same step and board in a new page', async () => {
		const page = await openClassic();
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: new URL(page.url()).origin
		});
		await recorded(page);
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => narration(page)).toMatch(/^(Try|Start)/);
		const step = await stepNumber(page);
		const shown = {
			step: await stepNumber(page),
			board: await boardCells(page),
			said: await narration(page)
		};
		const link = await copyAndRead(
			page,
			page.getByRole('button', { name: 'Copy link' }),
			'Link copied'
		);
		expect(link).toContain('puzzle=words');
		expect(link).toContain(`step=${step}`);

		const other = await openPage(link.slice(link.indexOf('#')));
		await expect.poll(() => stepNumber(other)).toBe(step);
		await recorded(other);
		expect({
			step: await stepNumber(other),
			board: await boardCells(other),
			said: await narration(other)
		}).toEqual(shown);
	});
});
