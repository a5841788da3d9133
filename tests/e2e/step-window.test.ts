/**
 * Single steps answered on the page (issue 14), in real Chromium: an arrow key held down shows
 * every step in turn, one for each keydown, none left out even when the worker answers slower than
 * the key repeats, and the moment it ends on is the one a fresh page seeking that step shows.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { boardCells, chromiumPages, narration, recorded, stepNumber, stepText } from './harness';

const { openPage } = chromiumPages();

/** A held key repeats about this often (30 a second, the usual repeat rate of a laptop). */
const KEY_REPEAT_MS = 33;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Holds a key down for `ms`, and says how many keydowns it sent: the first keydown, then repeated ones (Playwright marks a key
 * pressed again while down as a repeat), as the operating system sends them. The hold is counted
 * in keydowns (one per `KEY_REPEAT_MS`), not timed: on a loaded machine each keydown takes longer
 * to send, and a timed hold sent fewer of them than a laptop would. Like a real key's repeat, a
 * late keydown is never followed by a burst: the next one always waits its interval.
 */
async function holdKey(page: Page, key: string, ms: number): Promise<number> {
	let sent = 0;
	for (; sent < ms / KEY_REPEAT_MS; sent++) {
		await page.keyboard.down(key);
		// The pace of the key's repeat: input, not a wait for the page.
		await sleep(KEY_REPEAT_MS);
	}
	await page.keyboard.up(key);
	return sent;
}

/** Starts noting every step number the page shows, in order, as the DOM changes. */
async function watchSteps(page: Page): Promise<void> {
	await page.evaluate(`(() => {
		const text = document.querySelector('[data-testid="step-text"]');
		const shown = () => Number((/Step ([\\d,]+)/.exec(text.textContent) ?? ['', 'NaN'])[1].replaceAll(',', ''));
		window.stepsShown = [shown()];
		new MutationObserver(() => {
			const step = shown();
			if (step !== window.stepsShown.at(-1)) window.stepsShown.push(step);
		}).observe(text, { subtree: true, childList: true, characterData: true });
	})()`);
}

const stepsShown = (page: Page) => page.evaluate('window.stepsShown') as Promise<number[]>;

/** What the page shows of the moment: the step, the narration and the board. */
async function shownMoment(page: Page) {
	return {
		step: await stepText(page),
		narration: await narration(page),
		board: await boardCells(page)
	};
}

describe('stepping with an arrow key held down', () => {
	// Two pages, two recordings waited for (up to 15 s each) and 90 keydowns, each sent once the
	// page has handled the one before: with the machine loaded a keydown took 0.4 s (the soak),
	// and the whole test about 80 s.
	test(
		'holding → for 2 s, then ←, shows every step in turn, and the board a fresh seek shows',
		{
			timeout: 120_000
		},
		async () => {
			const page = await openPage();
			await recorded(page);
			// A click on the page first, as a teacher's hand comes to it, ends the page's drawing of
			// its first steps out of sight (session/rehearsal.ts), which an observer of the DOM would
			// see as steps drawn and put back; on a loaded machine it may still be going on here.
			await page.getByTestId('narration').click();
			await watchSteps(page);
			const start = (await stepsShown(page))[0];
			// Every press counts: the page shows each step in turn, later than pressed when the
			// worker answers slower than the key repeats (a loaded machine), but none is left out.
			const top = start + (await holdKey(page, 'ArrowRight', 2000));
			await expect.poll(async () => (await stepsShown(page)).at(-1)).toBe(top);
			const end = top - (await holdKey(page, 'ArrowLeft', 1000));
			await expect.poll(async () => (await stepsShown(page)).at(-1)).toBe(end);
			expect(await stepNumber(page)).toBe(end);
			const steps = await stepsShown(page);
			// Each step shown is one from the step before: up to the top, then down.
			const peak = steps.indexOf(Math.max(...steps));
			expect(steps.slice(0, peak + 1)).toEqual(
				steps.slice(0, peak + 1).map((_, i) => steps[0] + i)
			);
			expect(steps.slice(peak)).toEqual(steps.slice(peak).map((_, i) => steps[peak] - i));
			expect(steps[peak]).toBe(top);

			// A fresh page on the same link seeks that step in a worker of its own.
			await expect.poll(() => page.url()).toMatch(new RegExp(`[#&]step=${end}(&|$)`));
			const url = page.url();
			const fresh = await openPage(url.slice(url.indexOf('#')));
			await recorded(fresh);
			expect(await stepNumber(fresh)).toBe(end);
			expect(await shownMoment(fresh)).toEqual(await shownMoment(page));
		}
	);
});
