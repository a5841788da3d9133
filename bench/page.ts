/**
 * The page-side figures of the benchmark, in real Chromium against the production build: how
 * long the main thread blocks while a 10^9-event search is indexed and played at full speed
 * (target: never more than 50 ms), and the size of the JavaScript a school laptop downloads
 * (target: under 100 KB gzipped).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
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
 * Opens the app on a sudoku link, presses Play at the highest speed and scrubs now and then for
 * `seconds`, while the worker indexes the search; returns null when Chromium is missing.
 */
export async function measurePage(digits: string, seconds: number): Promise<PageFigures | null> {
	if (!existsSync(CHROMIUM_PATH)) return null;
	const outDir = await builtApp();
	const server = await serveApp(outDir);
	const browser = await launchChromium();
	try {
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
