import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodeLink } from '../../src/app/link';
import { coloringPuzzle } from '../../src/puzzles/coloring';
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

/** A page switched to graph colouring in the Puzzle list: the Australia map, ready to play. */
async function openColoring(): Promise<Page> {
	const page = await openPage();
	await choosePuzzle(page, 'coloring');
	await expect.poll(() => boardCells(page)).toHaveLength(7);
	await expect.poll(() => stepNumber(page)).toBe(0);
	return page;
}

/** A page opened on a link to the Australia sample at step 0, as a teacher's prepared link does. */
async function openAustralia(): Promise<Page> {
	const australia = coloringPuzzle.samples[0];
	const page = await openPage(
		encodeLink({
			puzzle: 'coloring',
			input: australia.input,
			options: australia.options,
			step: 0
		})
	);
	await page.getByTestId('coloring-board').waitFor();
	await expect.poll(() => boardCells(page)).toHaveLength(7);
	return page;
}

describe('graph colouring in Chromium', () => {
	test('is in the Puzzle list and opens on the map of Australia, uncoloured', async () => {
		const page = await openColoring();
		expect(await narration(page)).toBe('Press Play to start the search.');
		expect(await boardCells(page)).toEqual([
			'WA: no colour',
			'NT: no colour',
			'SA: no colour',
			'Q: no colour',
			'NSW: no colour',
			'V: no colour',
			'T: no colour'
		]);
		expect(await page.getByRole('combobox', { name: 'Colours (k)' }).inputValue()).toBe('3');
	});

	test('plays, steps back to exactly the board before, and pauses on a backtrack', async () => {
		const page = await openAustralia();
		await playPast(page, 1);
		await recorded(page);

		// From the start, one step at a time, each shown before the next click.
		await page.getByRole('button', { name: 'Restart' }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		for (let i = 1; i <= 6; i++) {
			await page.getByRole('button', { name: 'Step forward' }).click();
			await expect.poll(() => stepNumber(page)).toBe(i);
		}
		const step = 6;
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
		// The first colouring needs no backtrack: the first one follows it.
		expect(await narration(page)).toBe(
			'Backtrack: colouring 1 is recorded and the search goes on, so take colour 1 (blue) off T.'
		);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*1\s*$/);
		expect(await boardCells(page)).toContain('T: no colour, colour just taken off');
	});

	test('shows a clash as the edge to the neighbour that has the colour', async () => {
		const page = await openAustralia();
		await recorded(page);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(3);
		expect(await narration(page)).toBe(
			'Try colour 1 (blue) on NT: its neighbour WA has it already.'
		);
		await expect.poll(() => page.locator('line.clash').count()).toBe(1);
		expect(await boardCells(page)).toContain('WA: colour 1 (blue), has the colour being tried');
	});

	test('a copied link opens the same step, colours and board in a new page', async () => {
		const page = await openAustralia();
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: new URL(page.url()).origin
		});
		// A new number of colours loads at once: the key under the graph shows four.
		await page.getByRole('combobox', { name: 'Colours (k)' }).selectOption('4');
		await page.getByRole('note', { name: /colour 4 \(purple\)$/ }).waitFor();
		await recorded(page);
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => narration(page)).toMatch(/^Try/);
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
		expect(link).toContain('puzzle=coloring');
		expect(link).toContain('o.colors=4');
		expect(link).toContain(`step=${step}`);

		const other = await openPage(link.slice(link.indexOf('#')));
		await expect.poll(() => stepNumber(other)).toBe(step);
		await recorded(other);
		expect({
			step: await stepNumber(other),
			board: await boardCells(other),
			said: await narration(other)
		}).toEqual(shown);
		expect(await other.getByRole('combobox', { name: 'Colours (k)' }).inputValue()).toBe('4');
	});
});
