/**
 * Keys that always work, and what a link and a reload keep (issue 9, sections 1 and 6), with a
 * teacher's hands in real Chromium: the mouse on a control, then the keyboard, then the mouse.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
	chromiumPages,
	copyHolding,
	recorded,
	recordedCount,
	stepNumber,
	timelineValue
} from './harness';

const { openPage } = chromiumPages();

/** Waits for a step: the keys ask the worker, which answers a moment later. */
const expectStep = (page: Page, step: number) => expect.poll(() => stepNumber(page)).toBe(step);

const playing = (page: Page) => page.getByRole('button', { name: 'Pause', exact: true });

/** The Backtracks counter: how many backtracks the search has made by the step on screen. */
const backtracks = (page: Page) =>
	page
		.locator('[data-counter="backtracks"] dd')
		.textContent()
		.then((text) => Number((text ?? '').replaceAll(',', '').trim()));

/**
 * After a mouse click on `control`, every shortcut key does what the help says, and the control
 * is left as it was (`state` reads it).
 */
async function keysKeepTheirAppMeaning(
	page: Page,
	control: Locator,
	state: () => Promise<unknown>
): Promise<void> {
	const before = await state();
	const start = await stepNumber(page);

	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expectStep(page, start + 3);
	await page.keyboard.press('ArrowLeft');
	await expectStep(page, start + 2);

	await page.keyboard.press('End');
	await expectStep(page, await recordedCount(page));
	await page.keyboard.press('Home');
	await expectStep(page, 0);

	await page.keyboard.press('Shift+ArrowRight');
	await expect.poll(() => backtracks(page)).toBe(1);
	const firstBacktrack = await stepNumber(page);
	await page.keyboard.press('Shift+ArrowRight');
	await expect.poll(() => backtracks(page)).toBe(2);
	await page.keyboard.press('Shift+ArrowLeft');
	await expectStep(page, firstBacktrack);

	// The debugger letters: into is the next event; over and out move on; with Shift, back.
	await page.keyboard.press('i');
	await expectStep(page, firstBacktrack + 1);
	await page.keyboard.press('Shift+I');
	await expectStep(page, firstBacktrack);
	await page.keyboard.press('o');
	await expect.poll(() => stepNumber(page)).toBeGreaterThan(firstBacktrack);
	const over = await stepNumber(page);
	await page.keyboard.press('Shift+O');
	await expect.poll(() => stepNumber(page)).toBeLessThan(over);
	const back = await stepNumber(page);
	await page.keyboard.press('u');
	await expect.poll(() => stepNumber(page)).toBeGreaterThan(back);
	const out = await stepNumber(page);
	await page.keyboard.press('Shift+U');
	await expect.poll(() => stepNumber(page)).toBeLessThan(out);

	await page.keyboard.press('?');
	const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
	await help.waitFor();
	await page.keyboard.press('Escape');
	await help.waitFor({ state: 'hidden' });

	await page.keyboard.press('Space');
	await playing(page).waitFor();
	await page.keyboard.press('Space');
	await page.getByRole('button', { name: 'Play', exact: true }).waitFor();

	expect(await state()).toEqual(before);
	// The page did not scroll under the keys either.
	expect(await page.evaluate(() => scrollY)).toBe(0);
	expect(await control.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('keys that always work', () => {
	test('a mouse click on "Pause on backtrack", then Space, plays, and the box stays ticked', async () => {
		const page = await openPage();
		const box = page.getByRole('checkbox', { name: 'Pause on backtrack' });
		await box.click();
		expect(await box.isChecked()).toBe(true);
		await page.keyboard.press('Space');
		await playing(page).waitFor();
		await expect.poll(() => stepNumber(page)).toBeGreaterThan(0);
		expect(await box.isChecked()).toBe(true);
	});

	test('after a click on the Speed slider, the keys keep their app meaning and the speed stays', async () => {
		const page = await openPage();
		await recorded(page);
		const speed = page.getByRole('slider', { name: 'Speed' });
		await speed.click();
		await keysKeepTheirAppMeaning(page, speed, () => speed.inputValue());
	});

	test('after a choice in the Order list, the keys keep their app meaning and the order stays', async () => {
		const page = await openPage();
		const order = page.getByRole('combobox', { name: 'Order' });
		// The mouse opens the list and closes it again; the choice itself is made in Chromium's
		// popup, which a test cannot click, so it is made here by hand.
		await order.click();
		await order.click();
		await order.selectOption('mrv');
		await recorded(page);
		await keysKeepTheirAppMeaning(page, order, () => order.inputValue());
	});

	test('"Pause at cell" lists the stack\'s cells once pressed, and only the one chosen once left', async () => {
		const page = await openPage();
		await recorded(page);
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await expect.poll(() => backtracks(page)).toBe(1);
		const cell = page.getByRole('combobox', { name: 'Pause at cell' });
		const options = cell.locator('option');
		// Nobody has pressed it: "Off" alone, so a step that pushes a call changes no option.
		expect(await options.count()).toBe(1);
		// The mouse opens the list and closes it again; the choice is made by hand (see Order above).
		await cell.click();
		await expect.poll(() => options.count()).toBeGreaterThan(2);
		await cell.click();
		const value = (await options.nth(-1).getAttribute('value')) ?? '';
		const label = (await options.nth(-1).textContent()) ?? '';
		await cell.selectOption(value);
		// Still in the list, the arrows step the search.
		const step = await stepNumber(page);
		await page.keyboard.press('ArrowRight');
		await expectStep(page, step + 1);
		// The mouse elsewhere: the list holds "Off" and the cell chosen, which it still shows.
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expectStep(page, step + 2);
		await expect.poll(() => options.count()).toBe(2);
		expect(await cell.inputValue()).toBe(value);
		expect(await cell.locator('option:checked').textContent()).toBe(label);
		// Steps with the keyboard leave the list as it is.
		for (let i = 3; i <= 8; i++) {
			await page.keyboard.press('ArrowRight');
			await expectStep(page, step + i);
			expect(await options.count()).toBe(2);
		}
		expect(await cell.inputValue()).toBe(value);
		// Back in the list, it offers the cells of the calls on screen again.
		await cell.focus();
		await expect.poll(() => options.count()).toBeGreaterThan(2);
		expect(await cell.inputValue()).toBe(value);
	});

	test('after a click on Projector, the keys keep their app meaning and Projector stays on', async () => {
		const page = await openPage();
		await recorded(page);
		const projector = page.getByRole('checkbox', { name: 'Projector' });
		await projector.click();
		await keysKeepTheirAppMeaning(page, projector, () => projector.isChecked());
		expect(await projector.isChecked()).toBe(true);
	});

	test('after a click on Step forward, Space plays instead of stepping again', async () => {
		const page = await openPage();
		await recorded(page);
		const forward = page.getByRole('button', { name: 'Step forward' });
		await forward.click();
		await expectStep(page, 1);
		await page.keyboard.press('Space');
		await playing(page).waitFor();
		await page.keyboard.press('Space');
		await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
		await keysKeepTheirAppMeaning(page, forward, async () => null);
	});

	test('a slider reached with Tab keeps its arrows; a click on it gives them back to the search', async () => {
		const page = await openPage();
		await recorded(page);
		const speed = page.getByRole('slider', { name: 'Speed' });
		await page.getByRole('button', { name: 'Next solution' }).click();
		// The solution is read once the worker has found it and the page shows it.
		await expect.poll(() => stepNumber(page)).toBeGreaterThan(0);
		const step = await stepNumber(page);
		for (let i = 0; i < 30; i++) {
			if (await speed.evaluate((element) => element === document.activeElement)) break;
			await page.keyboard.press('Tab');
		}
		const position = Number(await speed.inputValue());
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(Number(await speed.inputValue())).toBe(position + 2);
		// A step asked for shows in the Timeline at once, before the worker answers.
		expect(await timelineValue(page)).toBe(String(step));
		expect(await stepNumber(page)).toBe(step);
		// The mouse again: now the arrows step the search.
		await speed.click({ position: { x: 1, y: 5 } });
		const clicked = await speed.inputValue();
		await page.keyboard.press('ArrowRight');
		await expectStep(page, step + 1);
		expect(await speed.inputValue()).toBe(clicked);
	});

	test('typing in the Puzzle input types every key, shortcuts included', async () => {
		const page = await openPage();
		const input = page.getByRole('textbox', { name: 'Puzzle input' });
		await input.click();
		await page.keyboard.press('End');
		await page.keyboard.press('Control+End');
		await page.keyboard.type(' ?io u');
		expect(await input.inputValue()).toMatch(/ \?io u$/);
		expect(await stepNumber(page)).toBe(0);
		expect(await page.getByRole('dialog').count()).toBe(0);
	});

	test('Space in Compare plays both sides, and the arrows step both', async () => {
		const page = await openPage();
		// The single search one step on: keys that reached it would leave it elsewhere (Home, at 0).
		await page.getByRole('button', { name: 'Step forward', exact: true }).click();
		await expectStep(page, 1);
		await page.getByRole('button', { name: 'Compare', exact: true }).click();
		const compare = page.getByRole('region', { name: 'Compare two orders' });
		const events = (name: string) =>
			compare
				.getByRole('region', { name })
				.getByTestId('side-event')
				.textContent()
				.then((text) => Number(/^Event ([\d,]+)/.exec(text ?? '')?.[1].replaceAll(',', '')));
		const sides = ['Row by row', 'Fewest candidates first (MRV)'];
		await expect.poll(() => events(sides[0])).toBe(0);
		await expect.poll(() => events(sides[1])).toBe(0);
		// The teacher's mouse was last on the Compare speed slider, at its slowest.
		await compare.getByRole('slider', { name: 'Speed' }).click({ position: { x: 1, y: 5 } });
		const speed = await compare.getByRole('slider', { name: 'Speed' }).inputValue();

		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		for (const side of sides) await expect.poll(() => events(side)).toBe(2);
		await page.keyboard.press('ArrowLeft');
		for (const side of sides) await expect.poll(() => events(side)).toBe(1);

		await page.keyboard.press('Space');
		await compare.getByRole('button', { name: 'Pause', exact: true }).waitFor();
		for (const side of sides) await expect.poll(() => events(side)).toBeGreaterThan(1);
		await page.keyboard.press('Space');
		await compare.getByRole('button', { name: 'Play', exact: true }).waitFor();
		await page.keyboard.press('Home');
		for (const side of sides) await expect.poll(() => events(side)).toBe(0);

		expect(await compare.getByRole('slider', { name: 'Speed' }).inputValue()).toBe(speed);
		expect(await page.evaluate(() => scrollY)).toBe(0);
		// The single search waited meanwhile.
		await compare.getByRole('button', { name: 'Close' }).click();
		expect(await stepNumber(page)).toBe(1);
	});
});

describe('what a link and a reload keep', () => {
	test('the language survives a reload, and a visit without a link', async () => {
		const page = await openPage();
		await page.getByRole('button', { name: '中文' }).click();
		await page.getByRole('button', { name: '播放', exact: true }).waitFor();
		await page.reload();
		await page.getByRole('button', { name: '播放', exact: true }).waitFor();
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

		const fresh = await openPage('', { besides: page });
		await fresh.getByRole('button', { name: '播放', exact: true }).waitFor();
		await fresh.getByRole('button', { name: 'English' }).click();
		// The choice is kept once the English words have loaded and the page shows them.
		await fresh.getByRole('button', { name: 'Play', exact: true }).waitFor();
		const again = await openPage('', { besides: page });
		await again.getByRole('button', { name: 'Play', exact: true }).waitFor();
	});

	test('the heat switch and the language go through Copy link to another browser', async () => {
		const page = await openPage();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expectStep(page, 1);
		await page.getByRole('checkbox', { name: 'Heat map' }).check();
		await page.getByRole('button', { name: '中文' }).click();
		// Copy link writes the clipboard, held so that it cannot come between another file's copy and
		// read, and the address bar too (the clipboard may be refused to a test browser).
		await copyHolding(page, page.getByRole('button', { name: '复制链接' }), '链接已复制');
		const link = await page.evaluate(() => location.hash);
		expect(link).toContain('lang=zh');
		expect(link).toContain('heat=1');

		const other = await openPage(link);
		await other.getByRole('button', { name: '播放', exact: true }).waitFor();
		expect(await other.getByRole('checkbox', { name: '热度图' }).isChecked()).toBe(true);
		await expectStep(other, 1);
	});

	test('a link with an unknown language or heat value still opens its moment', async () => {
		const page = await openPage();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expectStep(page, 1);
		// The address bar follows the step a few times a second, not at once.
		await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[#&]step=1(&|$)/);
		const link = (await page.evaluate(() => location.hash))
			.replace(/lang=\w+/, 'lang=klingon')
			.replace(/heat=\d/, 'heat=maybe');
		const other = await openPage(link);
		await expectStep(other, 1);
		await other.getByRole('button', { name: 'Play', exact: true }).waitFor();
		expect(await other.getByRole('checkbox', { name: 'Heat map' }).isChecked()).toBe(false);
	});

	test('changing the Order keeps the sample’s name', async () => {
		const page = await openPage();
		const sample = page.getByRole('combobox', { name: 'Sample' });
		const name = () => sample.evaluate((list: HTMLSelectElement) => list.selectedOptions[0]?.text);
		expect(await name()).toMatch(/^NYOJ 722/);
		await page.getByRole('combobox', { name: 'Order' }).selectOption('mrv');
		await expect.poll(() => page.evaluate(() => location.hash)).toContain('o.order=mrv');
		expect(await name()).toMatch(/^NYOJ 722/);
		expect(await sample.getByRole('option', { name: 'Your own input' }).count()).toBe(0);
	});
});
