import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromium } from './app-server';
import { chromiumPages } from './harness';

const { openPage } = chromiumPages();

const ROW = 'Row by row';
const MRV = 'Fewest candidates first (MRV)';

/** The app on the lesson sudoku with Compare open, on a laptop's screen. */
async function openCompare(): Promise<{ page: Page; compare: Locator }> {
	const page = await openPage();
	const button = page.getByRole('button', { name: 'Compare', exact: true });
	await button.waitFor({ timeout: 5000 }).catch(() => {
		throw new Error('the app has no "Compare" button in its header to open the comparison');
	});
	await button.click();
	const compare = page.getByRole('region', { name: 'Compare two orders' });
	await compare.waitFor();
	return { page, compare };
}

/** The number in a counter of one search. */
async function counter(compare: Locator, name: string, key: string): Promise<number> {
	const text = await compare
		.getByRole('group', { name: `Counters: ${name}` })
		.locator(`[data-counter="${key}"] dd`)
		.textContent();
	return Number((text ?? '').replaceAll(',', '').trim());
}

/** The N of "Event N of M" of one search. */
async function eventShown(compare: Locator, name: string): Promise<number> {
	const text = await compare.getByRole('region', { name }).getByTestId('side-event').textContent();
	const match = /^Event ([\d,]+) of/.exec(text ?? '');
	return match ? Number(match[1].replaceAll(',', '')) : NaN;
}

describe('Compare in Chromium', () => {
	test('a missing Chromium fails the suite with how to install it', async () => {
		await expect(launchChromium('/nonexistent/chromium')).rejects.toThrow(
			'Chromium not found at /nonexistent/chromium: apt-get install -y chromium'
		);
	});

	test('shows both searches’ counters under the names of their orders', async () => {
		const { compare } = await openCompare();
		for (const name of [ROW, MRV]) {
			await compare.getByRole('region', { name }).waitFor();
			await compare.getByRole('group', { name: `Counters: ${name}` }).waitFor();
			await expect.poll(() => eventShown(compare, name)).toBe(0);
			expect(await counter(compare, name, 'tries')).toBe(0);
		}
		// Both boards are on screen side by side, at the same height.
		const boxes = await Promise.all(
			[ROW, MRV].map((name) => compare.getByRole('group', { name: `Board: ${name}` }).boundingBox())
		);
		const [left, right] = boxes;
		expect(left !== null && right !== null).toBe(true);
		if (left !== null && right !== null) {
			expect(left.x + left.width).toBeLessThanOrEqual(right.x);
			expect(Math.abs(left.y - right.y)).toBeLessThan(2);
			expect(right.y + right.height).toBeLessThanOrEqual(768);
		}
	});

	test('Play advances both searches by the same number of events, and the summary names the winner', async () => {
		const { compare } = await openCompare();
		await compare.getByRole('slider', { name: 'Speed' }).fill('150');
		await compare.getByRole('button', { name: 'Play' }).click();
		await expect.poll(() => eventShown(compare, ROW)).toBeGreaterThan(3);
		await compare.getByRole('button', { name: 'Pause' }).click();
		await expect
			.poll(async () => (await eventShown(compare, ROW)) - (await eventShown(compare, MRV)))
			.toBe(0);
		expect(await counter(compare, ROW, 'tries')).toBeGreaterThan(0);
		expect(await counter(compare, MRV, 'tries')).toBeGreaterThan(0);
		await expect
			.poll(() => compare.getByTestId('compare-verdict').textContent(), { timeout: 10_000 })
			.toMatch(/“Fewest candidates first \(MRV\)” needed 19 times fewer tries than “Row by row”/);

		await compare.getByRole('button', { name: 'Close' }).click();
		await compare.waitFor({ state: 'detached' });
	});
});
