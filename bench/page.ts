/**
 * The page-side figures of the benchmark, in real Chromium against the production build: how
 * long the main thread blocks while a 10^9-event search is indexed and played at full speed
 * (target: never more than 50 ms), the size of the JavaScript a school laptop downloads
 * (target: under 100 KB gzipped), and how soon a click on Step forward or Step back shows its
 * step (issue 14, target: p50 <= 5 ms, p95 <= 16 ms, also while a long search is recorded).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
	builtApp,
	CHROMIUM_PATH,
	gzippedSizes,
	launchChromium,
	scriptsAtStart,
	serveApp
} from '../tests/e2e/app-server';

/** What the page measurement reports. */
export interface PageFigures {
	/** Longest main-thread task (PerformanceObserver 'longtask': only tasks over 50 ms are listed; 0 = none). */
	readonly page_longest_task_ms: number;
	readonly page_long_tasks: number;
	/** Longest gap between two animation frames while playing: what a viewer would see as a stall. */
	readonly page_longest_frame_gap_ms: number;
	readonly page_events_recorded: string;
	readonly page_seconds: number;
	/** The JavaScript that opening the app loads (page script and search worker), gzipped. */
	readonly page_js_gzip_bytes: number;
	/** JavaScript loaded only on first use (other puzzles, Compare, the tree's pan and zoom), gzipped. */
	readonly page_js_on_demand_gzip_bytes: number;
	readonly page_search: string;
}

/** How soon a click on Step forward or Step back shows its step, measured in the page. */
export interface StepFigures {
	/** From the click to the DOM showing the new step number, every click measured. */
	readonly step_dom_p50_ms: number;
	readonly step_dom_p95_ms: number;
	readonly step_dom_max_ms: number;
	/** The clicks on the lesson grid (recorded whole) alone. */
	readonly step_dom_lesson_p50_ms: number;
	readonly step_dom_lesson_p95_ms: number;
	/** The clicks while the worker is still recording a 10^9-event search alone. */
	readonly step_dom_recording_p50_ms: number;
	readonly step_dom_recording_p95_ms: number;
	readonly step_dom_clicks: number;
	readonly step_dom_search: string;
}

/**
 * Clicks measured on each page: half on Step forward, then half on Step back. Few enough to end
 * well within the seconds the 10^9-event search takes to record on a fast machine.
 */
const STEP_CLICKS = 40;

/** Clicks on a page before the measured ones: the first clicks run code not yet optimised. */
export const WARM_CLICKS = 20;

/** The p-th percentile (0..1) of some durations, to a hundredth of a millisecond. */
export function percentile(values: readonly number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	const value = sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
	return Math.round(value * 100) / 100;
}

/** The step a page shows, read from its step text ("Step 4,002 of 109,791"); NaN when it says none. */
export async function shownStep(page: Page): Promise<number> {
	const text = (await page.getByTestId('step-text').textContent()) ?? '';
	return Number((/Step ([\d,]+)/.exec(text) ?? ['', 'NaN'])[1].replaceAll(',', ''));
}

/** How {@link stepClickTimes} clicks and what it does once a click's step shows. */
export interface StepClickOptions {
	/** Clicks in all: half on Step forward, then half on Step back. */
	readonly clicks?: number;
	/**
	 * Read `document.body.innerText` once the step shows, before the time is taken: it needs the
	 * page's style and layout, so the click's time includes them, as a reader's eye would (issue 23).
	 */
	readonly readText?: boolean;
	/**
	 * Put a `performance.mark()` just before each click and where its step shows (the names are
	 * {@link STEP_MARKS} and the click's index), to find each click in a Chromium trace.
	 */
	readonly marks?: boolean;
	/**
	 * Time, apart, the style and layout that a read of the page's height forces once the step
	 * shows (`layouts`; the click's time ends before that read).
	 */
	readonly timeLayout?: boolean;
	/** The index of the first click in the marks' names (default 0): a page clicked in several runs keeps its names apart. */
	readonly firstIndex?: number;
	/** The rest between clicks after the two frames, in ms (default 20: a held key's pace). */
	readonly restMs?: number;
}

/** The prefixes of the marks {@link stepClickTimes} puts in the page, followed by the click's index. */
export const STEP_MARKS = { click: 'backstep-step-click-', shown: 'backstep-step-shown-' } as const;

/**
 * Clicks Step forward `clicks / 2` times, then Step back as often, on a page ready to play, and
 * returns how long each click took to show its step: from just before the button's click() to
 * the MutationObserver callback that sees the step text say the new number (and, with
 * `readText`, has read the page's text), both timed with performance.now() in the page, and
 * whether the search was still being recorded then; with `timeLayout`, the layout forced after.
 * Between clicks the page rests two animation frames and 20 ms (`restMs`), about a held arrow
 * key's pace (it repeats every 33 ms): faster than 12 steps a second, where the boards jump
 * without motion (MOTION_MIN_GAP_MS).
 */
export async function stepClickTimes(
	page: Page,
	{
		clicks = STEP_CLICKS,
		readText = false,
		marks = false,
		timeLayout = false,
		firstIndex = 0,
		restMs = 20
	}: StepClickOptions = {}
): Promise<{ times: number[]; recording: boolean[]; layouts: number[] }> {
	// A script run in the page as text, as above: no helpers of the TypeScript loader there.
	return (await page.evaluate(`(async ({ clicks, readText, marks, timeLayout, names, firstIndex, restMs }) => {
		const text = document.querySelector('[data-testid="step-text"]');
		const button = (name) =>
			[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
		const forward = button('Step forward');
		const back = button('Step back');
		const shown = () => Number((/Step ([\\d,]+)/.exec(text.textContent) ?? ['', 'NaN'])[1].replaceAll(',', ''));
		const rest = () =>
			new Promise((resolve) =>
				requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, restMs)))
			);
		const times = [];
		const recording = [];
		const layouts = [];
		// Kept, so that reading the text or the height cannot be thought unused.
		let textLength = 0;
		for (let i = 0; i < clicks; i++) {
			await rest();
			const onward = i < clicks / 2;
			const want = shown() + (onward ? 1 : -1);
			let started = 0;
			const seen = new Promise((resolve, reject) => {
				const observer = new MutationObserver(() => {
					if (shown() !== want) return;
					observer.disconnect();
					if (marks) performance.mark(names.shown + (firstIndex + i));
					if (readText) textLength += document.body.innerText.length;
					const updated = performance.now();
					if (timeLayout) {
						textLength += document.body.offsetHeight;
						layouts.push(performance.now() - updated);
					}
					resolve(updated - started);
				});
				observer.observe(text, { subtree: true, childList: true, characterData: true });
				setTimeout(() => reject(new Error('step ' + want + ' never showed')), 10000);
			});
			if (marks) performance.mark(names.click + (firstIndex + i));
			started = performance.now();
			(onward ? forward : back).click();
			times.push(await seen);
			recording.push(/recording/.test(text.textContent));
		}
		return { times, recording, layouts, textLength };
	})(${JSON.stringify({ clicks, readText, marks, timeLayout, names: STEP_MARKS, firstIndex, restMs })})`)) as {
		times: number[];
		recording: boolean[];
		layouts: number[];
	};
}

/**
 * Step clicks on the lesson grid (the app's first page, recorded whole), and on the 10^9-event
 * sudoku right after it is opened, while its worker records it.
 */
export async function measureSteps(
	browser: Browser,
	url: string,
	digits: string
): Promise<StepFigures> {
	const context = await browser.newContext({
		viewport: { width: 1366, height: 768 },
		locale: 'en-US'
	});
	try {
		const timesOn = async (fragment: string, recorded: boolean): Promise<number[]> => {
			const page = await context.newPage();
			await page.goto(url + fragment);
			await page.getByRole('button', { name: 'Play' }).waitFor();
			await page
				.getByTestId('step-text')
				.filter({ hasText: /^Step \d/ })
				.waitFor();
			await page
				.getByRole('group', { name: 'Board', exact: true })
				.locator('svg')
				.first()
				.waitFor();
			if (recorded)
				await page
					.getByTestId('step-text')
					.filter({ hasNotText: /recording/ })
					.waitFor({ timeout: 30_000 });
			const { times, recording } = await stepClickTimes(page);
			await page.close();
			// On the long search, only the clicks made while it was still being recorded count.
			return recorded ? times : times.filter((_, i) => recording[i]);
		};
		const recording = await timesOn(
			`#puzzle=sudoku&o.mode=first&o.order=rowmajor&step=0&input=${digits}`,
			false
		);
		const lesson = await timesOn('', true);
		const all = [...lesson, ...recording];
		return {
			step_dom_p50_ms: percentile(all, 0.5),
			step_dom_p95_ms: percentile(all, 0.95),
			step_dom_max_ms: percentile(all, 1),
			step_dom_lesson_p50_ms: percentile(lesson, 0.5),
			step_dom_lesson_p95_ms: percentile(lesson, 0.95),
			step_dom_recording_p50_ms: percentile(recording, 0.5),
			step_dom_recording_p95_ms: percentile(recording, 0.95),
			step_dom_clicks: all.length,
			step_dom_search: `the built app in Chromium, 1366x768: ${STEP_CLICKS / 2} clicks on Step forward then ${STEP_CLICKS / 2} on Step back from step 0, a click every two frames + 20 ms, on sudoku top95 #40 row-major right after it is opened (the clicks made while it is recorded: ${recording.length}) and on the lesson sudoku recorded whole; click() to the MutationObserver seeing the step text change`
		};
	} finally {
		await context.close();
	}
}

/**
 * Gzipped bytes of a build's JavaScript: what opening the app loads in Chromium, the page's and
 * the worker's scripts (prefetches included, see scriptsAtStart), and the rest, loaded on first
 * use (other puzzles, Compare, pan and zoom of the tree).
 */
export async function gzippedJsBytes(
	outDir: string,
	url: string,
	browser: Browser
): Promise<{ initial: number; onDemand: number }> {
	const atStart = await scriptsAtStart(browser, url);
	const all = readdirSync(join(outDir, 'assets'))
		.filter((file) => file.endsWith('.js'))
		.map((file) => `/assets/${file}`);
	const sum = (paths: readonly string[]) =>
		[...gzippedSizes(outDir, paths).values()].reduce((total, size) => total + size, 0);
	const initial = sum(atStart);
	return { initial, onDemand: sum(all.filter((path) => !atStart.includes(path))) };
}

/**
 * Measures step clicks (see {@link measureSteps}), then opens the app on a sudoku link, presses
 * Play at the highest speed and scrubs now and then for `seconds`, while the worker indexes the
 * search; returns null when Chromium is missing.
 */
export async function measurePage(
	digits: string,
	seconds: number
): Promise<(PageFigures & StepFigures) | null> {
	if (!existsSync(CHROMIUM_PATH)) return null;
	const outDir = await builtApp();
	const server = await serveApp(outDir);
	const browser = await launchChromium();
	try {
		const steps = await measureSteps(browser, server.url, digits);
		const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
		// Scripts run in the page as text: the TypeScript loader would wrap functions in helpers the page lacks.
		await page.addInitScript(
			`window.longTasks = []; window.frameGaps = [];
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
			}).observe({ type: 'longtask', buffered: true });`
		);
		const link = `#puzzle=sudoku&o.mode=first&o.order=rowmajor&step=0&input=${digits}`;
		await page.goto(server.url + link);
		await page.getByRole('button', { name: 'Play' }).waitFor();
		const speed = page.getByRole('slider', { name: 'Speed' });
		await speed.focus();
		await page.keyboard.press('End');
		// Only what happens from here on counts: loading the page is not indexing.
		await page.evaluate(`(() => {
			window.longTasks.length = 0;
			let last = performance.now();
			const tick = (now) => {
				window.frameGaps.push(now - last);
				last = now;
				requestAnimationFrame(tick);
			};
			requestAnimationFrame(tick);
		})()`);
		await page.getByRole('button', { name: 'Play' }).click();
		const timeline = page.getByRole('slider', { name: 'Timeline' });
		const started = Date.now();
		while (Date.now() - started < seconds * 1000) {
			await page.waitForTimeout(1000);
			await timeline.focus();
			await page.keyboard.press('PageUp');
		}
		// BENCH_SHOT=file.png keeps a picture of the page at the end, to see what was measured.
		if (process.env.BENCH_SHOT) await page.screenshot({ path: process.env.BENCH_SHOT });
		const { longTasks, frameGaps, stepText } = (await page.evaluate(`({
			longTasks: window.longTasks,
			frameGaps: window.frameGaps.slice(5),
			stepText: document.body.innerText.match(/Step [\\d,]+ of [\\d,]+/)?.[0] ?? ''
		})`)) as { longTasks: number[]; frameGaps: number[]; stepText: string };
		const sizes = await gzippedJsBytes(outDir, server.url, browser);
		return {
			...steps,
			page_longest_task_ms: Math.round(Math.max(0, ...longTasks)),
			page_long_tasks: longTasks.length,
			page_longest_frame_gap_ms: Math.round(Math.max(0, ...frameGaps)),
			page_events_recorded: stepText,
			page_seconds: seconds,
			page_js_gzip_bytes: sizes.initial,
			page_js_on_demand_gzip_bytes: sizes.onDemand,
			page_search:
				'the built app in Chromium, 1366x768: sudoku top95 #40 row-major opened from a link, played at the highest speed and scrubbed once a second while the worker indexes'
		};
	} finally {
		await browser.close();
		await server.close();
	}
}
