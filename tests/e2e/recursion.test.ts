import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodeLink } from '../../src/app/link';
import { CALLS_LISTED_PLAYING_FAST, positionOfSpeed } from '../../src/app/speed';
import { puzzles } from '../../src/puzzles/all';
import { bruteForceMove, eventList } from '../timeline/searches';
import { launchChromium } from './app-server';
import { chromiumPages, openRecordedAt, stepNumber } from './harness';

const { openPage } = chromiumPages();

/** The lesson sudoku's events, step by step: what the page should show, worked out here. */
const events = eventList('nyoj');
const lesson = puzzles[0].samples[0];

/** A link to a step of the lesson sudoku. */
const linkTo = (step: number) =>
	encodeLink({ puzzle: 'sudoku', input: lesson.input, options: lesson.options, step });

/** A page on a laptop's screen, at a step of the lesson sudoku once its search is recorded. */
const openAt = (step = 0): Promise<Page> => openRecordedAt(openPage, linkTo(step), step);

/** Calls on the call stack, as its list shows them. */
const frames = (page: Page) =>
	page.getByRole('region', { name: 'Call stack' }).getByRole('listitem').count();

/** What the board shows: every cell's accessible name. */
const board = (page: Page) =>
	page
		.getByRole('group', { name: 'Board', exact: true })
		.getByRole('cell')
		.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));

/** A counter's number (the depth counter's "deepest" note left out). */
const counter = (page: Page, key: string) =>
	page
		.locator(`[data-counter="${key}"] dd`)
		.first()
		.evaluate((dd) => Number((dd.firstChild?.textContent ?? '').replaceAll(',', '').trim()));

/** The colour of one pixel of the page as a screenshot shows it, [r, g, b] (a 1×1 PNG decoded). */
async function pixel(page: Page, x: number, y: number): Promise<number[]> {
	const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
	// Chunks from byte 8: length, type, data, CRC. The one row is a filter byte, then RGB or RGBA.
	const data: Buffer[] = [];
	for (let at = 8; at < png.length;) {
		const length = png.readUInt32BE(at);
		if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
			data.push(png.subarray(at + 8, at + 8 + length));
		at += 12 + length;
	}
	return [...inflateSync(Buffer.concat(data)).subarray(1, 4)];
}

describe('the recursion views in Chromium', () => {
	test('a missing Chromium fails the suite with how to install it', async () => {
		await expect(launchChromium('/nonexistent/chromium')).rejects.toThrow(
			'Chromium not found at /nonexistent/chromium: apt-get install -y chromium'
		);
	});

	test('the call stack grows when a placement enters the deeper call and shrinks on a backtrack', async () => {
		const backtrack = events.findIndex((event) => event?.kind === 'backtrack');
		let place = backtrack;
		while (events[place]?.kind !== 'place') place--;
		const page = await openAt(place - 1);
		const before = await frames(page);
		expect(before).toBe((events[place]?.depth ?? 0) + 1);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => page.getByTestId('narration').textContent()).toMatch(/^Place /);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => frames(page)).toBe(before + 1);
		await expect(
			page
				.getByRole('region', { name: 'Call stack' })
				.getByRole('listitem')
				.first()
				.getAttribute('aria-current')
		).resolves.toBe('step');

		await page.getByRole('slider', { name: 'Timeline' }).fill(String(backtrack - 1));
		await expect.poll(() => stepNumber(page)).toBe(backtrack - 1);
		const deep = await frames(page);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => page.getByTestId('narration').textContent()).toMatch(/^Backtrack/);
		expect(await frames(page)).toBe(deep - 1);
	});

	test('each call on a deep stack is laid out and painted on its own, and a focused call still shows its whole focus ring', async () => {
		const page = await openAt(1000);
		const calls = page.getByRole('region', { name: 'Call stack' }).getByRole('listitem');
		expect(await calls.count()).toBeGreaterThan(10);
		// A push or pop moves every call; contained, only the ones that changed are drawn again. Not
		// for style: a call's line has no counters or quotes, and a pop paid for scoping them.
		expect(
			new Set(
				await calls.evaluateAll((items) => items.map((item) => getComputedStyle(item).contain))
			)
		).toEqual(new Set(['layout paint']));

		// The ring is drawn outside the button (3px wide, 1px off), past the box its paint is kept in.
		const button = calls.nth(1).getByRole('button');
		const box = (await button.boundingBox())!;
		const [x, y] = [Math.round(box.x + box.width / 2), Math.floor(box.y) - 3];
		const before = await pixel(page, x, y);
		await calls.nth(0).getByRole('button').focus();
		await page.keyboard.press('Tab');
		expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
		const ring = await button.evaluate((element) =>
			getComputedStyle(element).outlineColor.match(/\d+/g)!.slice(0, 3).map(Number)
		);
		await expect.poll(() => pixel(page, x, y)).toEqual(ring);
		expect(before).not.toEqual(ring);
	});

	test('playing faster than the boards move, the call stack lists the calls a projector shows and counts the rest; paused, it lists them all again', async () => {
		const page = await openAt(1000);
		const stack = page.getByRole('region', { name: 'Call stack' });
		const listed = await frames(page);
		expect(listed).toBeGreaterThan(CALLS_LISTED_PLAYING_FAST);

		await page.getByRole('slider', { name: 'Speed' }).fill(String(positionOfSpeed(60)));
		await page.getByRole('button', { name: 'Play', exact: true }).click();
		// Both at once: the calls left out are counted under the list, as for a stack deeper than the
		// worker sends (a stack 12 calls deep would list 12 and count none).
		await expect
			.poll(async () => [
				await frames(page),
				await stack.getByText(/^… and \d+ outer calls$/).count()
			])
			.toEqual([CALLS_LISTED_PLAYING_FAST, 1]);
		expect(await stack.getByRole('listitem').first().getAttribute('aria-current')).toBe('step');

		await page.getByRole('button', { name: 'Pause', exact: true }).click();
		await expect.poll(() => frames(page)).toBeGreaterThan(CALLS_LISTED_PLAYING_FAST);
	});

	test('Step over runs a whole subtree in one press and lands on the undo, at the same depth', async () => {
		// A placement with a large subtree under it.
		const place = events.findIndex(
			(event, step) =>
				step > 1000 &&
				event?.kind === 'place' &&
				(bruteForceMove(events, step, 'over') ?? 0) - step > 20
		);
		const target = bruteForceMove(events, place, 'over') ?? NaN;
		const page = await openAt(place);
		const depth = await counter(page, 'depth');
		expect(depth).toBe(events[place]?.depth);
		await page.getByRole('button', { name: 'Step over', exact: true }).click();
		await expect.poll(() => stepNumber(page)).toBe(target);
		expect(events[target]?.kind).toBe('backtrack');
		expect(await counter(page, 'depth')).toBe(depth);
		expect(await page.getByTestId('narration').textContent()).toMatch(/^Backtrack: /);
		// The code view marks the undo of the same placement.
		const current = page.getByRole('region', { name: 'Code' }).locator('[aria-current="step"]');
		expect(await current.getAttribute('data-role')).toBe('undo');
		// And Step over back returns in one press too.
		await page.getByRole('button', { name: 'Step over back', exact: true }).click();
		await expect.poll(() => stepNumber(page)).toBe(place);
	});

	test('clicking a node of the search tree moves the board to that moment', async () => {
		// The try right after a backtrack: the subtree just taken back sits next to the current node.
		const undo = events.findIndex(
			(event, step) =>
				step > 2000 &&
				event?.kind === 'backtrack' &&
				event.depth > 4 &&
				events[step + 1]?.kind === 'try' &&
				events[step + 1]?.depth === event.depth
		);
		const page = await openAt(undo + 1);
		const tree = page.getByRole('region', { name: 'Search tree' });
		const node = tree.getByRole('button', { name: /placed at step [\d,]+, then/ }).last();
		await node.waitFor();
		const label = (await node.getAttribute('aria-label')) ?? '';
		const target = Number(/placed at step ([\d,]+)/.exec(label)?.[1].replaceAll(',', ''));
		expect(target).toBeLessThan(undo);
		await node.click();
		await expect.poll(() => stepNumber(page)).toBe(target);
		const shown = await board(page);
		expect(await page.getByTestId('narration').textContent()).toMatch(/^Place /);
		// The same moment opened from a link shows the same board.
		const other = await openAt(target);
		expect(await board(other)).toEqual(shown);
	});

	test('Compare shows the counters of both orders side by side', async () => {
		const page = await openAt(0);
		await page.getByRole('button', { name: 'Compare', exact: true }).click();
		const groups = page.getByRole('group', { name: /^Counters: / });
		await expect.poll(() => groups.count(), { timeout: 10_000 }).toBe(2);
		for (const name of [/^Counters: Row by row/, /^Counters: .*MRV/]) {
			const group = page.getByRole('group', { name });
			expect(await group.isVisible()).toBe(true);
			expect(await group.locator('[data-counter="tries"] dd').textContent()).toMatch(/^\s*\d/);
		}
		// The single search waits meanwhile: its board is gone until Compare is closed.
		expect(await page.getByRole('group', { name: 'Board', exact: true }).count()).toBe(0);
		await page.getByRole('button', { name: 'Compare', exact: true }).click();
		await page.getByRole('group', { name: 'Board', exact: true }).waitFor();
	});
});
