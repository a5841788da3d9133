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

/** The narration of one search. */
async function narrationOf(compare: Locator, name: string): Promise<string> {
	const text = await compare
		.getByRole('region', { name })
		.getByTestId('side-narration')
		.textContent();
	return (text ?? '').trim();
}

/** The short word of one search on its last jump ("No solution after this step."), or ''. */
async function noticeOf(compare: Locator, name: string): Promise<string> {
	const status = compare.getByRole('region', { name }).getByRole('status');
	return (await status.count()) === 0 ? '' : ((await status.textContent()) ?? '').trim();
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

	test('each search’s counters stay where they are while its narration’s sentences change length', async () => {
		const { compare } = await openCompare();
		const stepForward = compare.getByRole('button', { name: 'Step forward', exact: true });
		const tops = () =>
			Promise.all(
				[ROW, MRV].map(async (name) =>
					Math.round(
						(await compare.getByRole('group', { name: `Counters: ${name}` }).boundingBox())?.y ??
							NaN
					)
				)
			);
		// By step 4 each side has said a long sentence (a clash: "row 1 already has a 1 at column 1")
		// and a short one ("Place 1 at row 1, column 1."): four lines and two in a laptop's side.
		for (let step = 1; step <= 4; step++) {
			await stepForward.click();
			await expect.poll(() => eventShown(compare, ROW)).toBe(step);
		}
		const first = await tops();
		const said = new Set<string>();
		for (let step = 5; step <= 12; step++) {
			await stepForward.click();
			await expect.poll(() => eventShown(compare, ROW)).toBe(step);
			await expect.poll(tops).toEqual(first);
			said.add(await narrationOf(compare, ROW));
		}
		expect(said.size).toBeGreaterThan(1);
	});

	test('Next backtrack, Shift+→ and Shift+← take each search to its own backtrack, and Next solution to its solution', async () => {
		const { page, compare } = await openCompare();
		const sides = [ROW, MRV];
		for (const name of sides) await expect.poll(() => eventShown(compare, name)).toBe(0);

		await compare.getByRole('button', { name: 'Next backtrack', exact: true }).click();
		for (const name of sides)
			await expect.poll(() => narrationOf(compare, name)).toMatch(/^Backtrack/);
		const first = [await eventShown(compare, ROW), await eventShown(compare, MRV)];
		for (const step of first) expect(step).toBeGreaterThan(0);

		// The mouse clicked a button last: Shift and the arrows are Compare's, not the button's.
		await page.keyboard.press('Shift+ArrowRight');
		for (const [i, name] of sides.entries()) {
			await expect.poll(() => eventShown(compare, name)).toBeGreaterThan(first[i]);
			await expect.poll(() => narrationOf(compare, name)).toMatch(/^Backtrack/);
		}
		await page.keyboard.press('Shift+ArrowLeft');
		for (const [i, name] of sides.entries()) {
			await expect.poll(() => eventShown(compare, name)).toBe(first[i]);
			await expect.poll(() => narrationOf(compare, name)).toMatch(/^Backtrack/);
		}

		await page.keyboard.press('Home');
		for (const name of sides) await expect.poll(() => eventShown(compare, name)).toBe(0);
		await compare.getByRole('button', { name: 'Next solution', exact: true }).click();
		for (const name of sides) {
			await expect.poll(() => narrationOf(compare, name)).toMatch(/^Solution 1 found/);
			expect(await counter(compare, name, 'solutions')).toBe(1);
		}

		// Both searches stop at their first solution: once recorded, each says there is no other.
		await expect
			.poll(() => compare.getByTestId('compare-verdict').textContent(), { timeout: 10_000 })
			.toMatch(/fewer tries/);
		await compare.getByRole('button', { name: 'Next solution', exact: true }).click();
		for (const name of sides) {
			await expect.poll(() => noticeOf(compare, name)).toBe('No solution after this step.');
			expect(await narrationOf(compare, name)).toMatch(/^Solution 1 found/);
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
