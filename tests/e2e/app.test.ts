import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodeLink } from '../../src/app/link';
import { SPEED_SLIDER_MAX } from '../../src/app/speed';
import {
	CHROMIUM_ARGS,
	CHROMIUM_PATH,
	gzippedSizes,
	launchChromium,
	scriptsAtStart,
	watchErrors
} from './app-server';
import {
	chromiumPages,
	copyAndRead,
	laptopContext,
	narration,
	playPast,
	recorded,
	stepNumber,
	stepText
} from './harness';

const { openPage, app } = chromiumPages();

/** What the board shows: every cell's accessible name. */
const board = (page: Page) =>
	page
		.getByRole('group', { name: 'Board', exact: true })
		.getByRole('cell')
		.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));

describe('the classroom app in Chromium', () => {
	test('a missing Chromium fails the suite with how to install it', async () => {
		await expect(launchChromium('/nonexistent/chromium')).rejects.toThrow(
			'Chromium not found at /nonexistent/chromium: apt-get install -y chromium'
		);
	});

	test('opens on the NYOJ 722 lesson sudoku, ready to play', async () => {
		const page = await openPage();
		expect(await page.getByRole('combobox', { name: 'Puzzle' }).inputValue()).toBe('sudoku');
		expect(await narration(page)).toBe('Press Play to start the search.');
		expect(await stepText(page)).toMatch(/^Step 0 of/);
		const cells = await board(page);
		expect(cells).toHaveLength(81);
		expect(cells[2]).toMatch(/^Row 1, column 3: 5, given/);
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
	});

	test('opening it loads under 100 KB of gzipped script, page and worker, only the first puzzle’s code and its language’s words, the entry and the shared chunk compiled as they load', async () => {
		const scripts = await scriptsAtStart(app.browser, app.url);
		const size = (paths: readonly string[]) =>
			[...gzippedSizes(app.outDir, paths).values()].reduce((sum, size) => sum + size, 0);
		expect(size(scripts)).toBeLessThan(100_000);
		// A Chinese browser's page opens in Chinese and loads the Chinese words in place of the English.
		const words = (paths: readonly string[]) =>
			paths
				.filter((path) => /\/(en|zh)-[\w-]+\.js$/.test(path))
				.map((path) => /(en|zh)-/.exec(path)?.[1]);
		expect(words(scripts)).toEqual(['en']);
		const chinese = await scriptsAtStart(app.browser, app.url, { locale: 'zh-CN' });
		expect(words(chinese)).toEqual(['zh']);
		expect(size(chinese)).toBeLessThan(100_000);
		// A link's language wins over the browser's, and only its words load.
		const link = encodeLink({ puzzle: 'queens', input: '8', options: {}, step: 0, lang: 'zh' });
		expect(words(await scriptsAtStart(app.browser, `${app.url}${link}`))).toEqual(['zh']);
		// The worker came too, and of the nine puzzles only the sudoku's views, display and solver.
		expect(scripts.some((path) => /search\.worker/.test(path))).toBe(true);
		const views = scripts.filter((path) => /\/(Board|Editor|display|solver)-/.test(path));
		expect(views).toHaveLength(4);
		// Pan and zoom of the tree (d3) wait for a pointer over the tree.
		expect(scripts.some((path) => /tree-zoom/.test(path))).toBe(false);
		// The page's entry and the runtime and sessions it imports open with V8's compile hint
		// (vite.config.ts), so a first click compiles none of them; the board, the display and the
		// worker's chunks go without (the page draws its first steps out of sight instead).
		const opening = (path: string) => readFileSync(join(app.outDir, path), 'utf8').slice(0, 40);
		const HINT = '//# allFunctionsCalledOnLoad\n';
		const entry = /src="\.\/(assets\/index-[\w-]+\.js)"/.exec(
			readFileSync(join(app.outDir, 'index.html'), 'utf8')
		)?.[1];
		const runtime = /from"\.\/(catalog-[\w-]+\.js)"/.exec(
			readFileSync(join(app.outDir, entry ?? 'index.html'), 'utf8')
		)?.[1];
		for (const path of [entry, `assets/${runtime}`])
			expect(opening(String(path)), path).toMatch(new RegExp(`^${HINT}`));
		const unhinted = scripts.filter((path) => /\/(Board|display|search\.worker)-/.test(path));
		expect(unhinted).toHaveLength(3);
		for (const path of unhinted)
			expect(opening(path), path).not.toMatch(/allFunctionsCalledOnLoad/);
	});

	test('every face of type a step draws is laid out out of sight soon after the page opens, not in its first clicks', async () => {
		/** The faces (first family named, weight, style) of the elements showing text on the page. */
		const faces = (page: Page, within: string) =>
			page.evaluate(
				`[...document.querySelectorAll(${JSON.stringify(within)})]
					.filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim() !== ''))
					.filter((element) => element.closest('.warm-type') !== null || element.getClientRects().length > 0)
					.map((element) => {
						const style = getComputedStyle(element);
						const family = style.fontFamily.split(',')[0].trim().replace(/^["']|["']$/g, '');
						return family + ' ' + style.fontWeight + ' ' + style.fontStyle;
					})`
			) as Promise<string[]>;
		for (const locale of ['en-US', 'zh-CN']) {
			const page = await openPage('', { context: { locale } });
			const warm = page.locator('.warm-type');
			// Out of sight, out of the reader's text and of the accessibility tree, from the start.
			expect(await warm.getAttribute('aria-hidden')).toBe('true');
			expect(await warm.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
			// Its lines laid out one after another, the last soon after the page opens.
			await expect
				.poll(() =>
					warm
						.locator('p')
						.evaluateAll((lines) => lines.map((line) => getComputedStyle(line).contentVisibility))
				)
				.toEqual(Array(8).fill('visible'));
			expect(await page.evaluate(() => document.body.innerText)).not.toContain('♞');
			// The lesson sudoku's first steps (a try, a refusal, a placement), then its first backtrack.
			const zh = locale === 'zh-CN';
			// The faces the page shows as it opens are the browser's already.
			const atOpening = new Set(await faces(page, '#app *'));
			const used = new Set<string>();
			const buttons = [
				...Array(8).fill(zh ? '前进一步' : 'Step forward'),
				zh ? '下一次回溯' : 'Next backtrack'
			];
			for (const name of buttons) {
				const before = await stepText(page);
				await page.getByRole('button', { name, exact: true }).click();
				await expect.poll(() => stepText(page)).not.toBe(before);
				for (const face of await faces(page, '#app *')) if (!atOpening.has(face)) used.add(face);
			}
			const warmed = new Set(await faces(page, '.warm-type *'));
			expect(
				[...used].filter((face) => !warmed.has(face)),
				locale
			).toEqual([]);
		}
	});

	test('the first steps of a search are drawn once out of sight as the page opens, never painted, and the first clicks land as before', async () => {
		const context = await laptopContext(app.browser);
		try {
			// What the page's own observers see (every change, in order) and what each frame paints.
			await context.addInitScript(`(() => {
				const seen = (window.__seen = []);
				const painted = (window.__painted = []);
				let dirty = true;
				let lastBoard = null;
				const read = () => document.querySelector('[data-testid="step-text"]')?.textContent ?? '';
				document.addEventListener('DOMContentLoaded', () => {
					const root = document.getElementById('app');
					new MutationObserver(() => {
						const text = read();
						if (/^Step 1 of/.test(text) && window.__before === undefined) window.__before = lastBoard;
						if (seen.at(-1) !== text) seen.push(text);
						dirty = true;
					}).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
					const frame = () => {
						const board = document.querySelector('[data-picture="board"] svg');
						if (dirty && board !== null) {
							lastBoard = board.outerHTML;
							painted.push(read());
							dirty = false;
						}
						window.__lastBoard = lastBoard;
						requestAnimationFrame(frame);
					};
					requestAnimationFrame(frame);
				});
			})()`);
			// The board's view comes a second late, as on a slow machine: the steps wait for it.
			await context.route(/\/assets\/Board-[^/]*\.js$/, async (route) => {
				await new Promise((arrived) => setTimeout(arrived, 1000));
				await route.continue();
			});
			const page = await context.newPage();
			const errors = watchErrors(page);
			await page.goto(app.url);
			// The six steps after the first, each drawn and the first put back, in that order (the
			// step text also changes as the search records: "Step 0 of 1,024 (recording…)").
			const stepsSeen = () =>
				page.evaluate(() =>
					((window as unknown as { __seen: string[] }).__seen ?? [])
						.map((text) => /^Step (\d+) of [1-9]/.exec(text)?.[1])
						.filter((step) => step !== undefined)
						.map(Number)
						.filter((step, i, steps) => step !== steps[i - 1])
				);
			// A loaded machine draws them slowly: the page goes on while each comes within 10 s.
			await expect.poll(stepsSeen, { timeout: 20_000 }).toContain(6);
			await expect.poll(stepsSeen).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0]);
			const frames = (await page.evaluate(() => ({
				painted: (window as unknown as { __painted: string[] }).__painted,
				before: (window as unknown as { __before: string }).__before,
				last: (window as unknown as { __lastBoard: string }).__lastBoard
			}))) as { painted: string[]; before: string; last: string };
			// No frame showed any of them: the board painted last is the one painted before.
			expect(frames.painted.filter((text) => !/^Step 0 of/.test(text))).toEqual([]);
			expect(frames.before).toMatch(/^<svg/);
			expect(frames.last).toBe(frames.before);
			// The teacher's first clicks go one step at a time from the start, as without it.
			for (const step of [1, 2, 3]) {
				await page.getByRole('button', { name: 'Step forward', exact: true }).click();
				await expect.poll(() => stepNumber(page)).toBe(step);
			}
			expect(await narration(page)).toBe(
				'Try 1 at row 1, column 2: row 1 already has a 1 at column 1.'
			);
			expect(errors).toEqual([]);
		} finally {
			await context.close();
		}
	});

	test('Play advances the step, Pause stops it', async () => {
		const page = await openPage();
		// At the opening speed of one event a second.
		const stopped = await playPast(page, 1);
		// Paused, the step stays even at the fastest speed, where playing would move it in its
		// next frames: 30 of the page's frames (playback moves on frames too, so a loaded machine
		// slows both alike), not a time.
		await page.getByRole('slider', { name: 'Speed' }).fill(String(SPEED_SLIDER_MAX));
		await page.evaluate(
			() =>
				new Promise<void>((done) => {
					let frames = 0;
					const tick = () => (++frames >= 30 ? done() : requestAnimationFrame(tick));
					requestAnimationFrame(tick);
				})
		);
		expect(await stepNumber(page)).toBe(stopped);
	});

	test('playing slowly, the address bar follows the step; playing fast, it waits for Pause', async () => {
		const page = await openPage();
		const linkStep = () =>
			page.evaluate(() => Number(new URLSearchParams(location.hash.slice(1)).get('step')));
		await expect.poll(linkStep).toBe(0);
		// At the opening speed, one event a second, the boards animate and the link keeps up.
		await page.getByRole('button', { name: 'Play' }).click();
		await expect.poll(linkStep, { timeout: 20_000 }).toBeGreaterThan(0);
		await page.getByRole('button', { name: 'Pause' }).click();
		const slow = await stepNumber(page);
		await expect.poll(linkStep).toBe(slow);
		// A thousand events a second: the step in the link would have moved after 400 ms.
		await page.getByRole('slider', { name: 'Speed' }).fill('300');
		await page.getByRole('button', { name: 'Play' }).click();
		await expect.poll(() => stepNumber(page), { timeout: 20_000 }).toBeGreaterThan(slow + 3000);
		// Read while still playing: after Pause the link moves on.
		expect(await linkStep()).toBe(slow);
		await page.getByRole('button', { name: 'Pause' }).click();
		const stopped = await stepNumber(page);
		await expect.poll(linkStep).toBe(stopped);
	});

	test('Pause on backtrack stops on a backtrack and the narration says so', async () => {
		const page = await openPage();
		await page.getByRole('checkbox', { name: 'Pause on backtrack' }).check();
		await page.getByRole('slider', { name: 'Speed' }).fill('500');
		await page.getByRole('button', { name: 'Play' }).click();
		await page.getByRole('button', { name: 'Play' }).waitFor();
		expect(await narration(page)).toBe(
			'Backtrack: no digit fits row 1, column 9, so take 7 back from row 1, column 8.'
		);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*1\s*$/);
		// Again from there: the next stop is the second backtrack, not a step later or earlier.
		await page.getByRole('button', { name: 'Play' }).click();
		await page.getByRole('button', { name: 'Play' }).waitFor();
		expect(await narration(page)).toMatch(/^Backtrack/);
		expect(await page.locator('[data-counter="backtracks"] dd').textContent()).toMatch(/^\s*2\s*$/);
	});

	test('Step back returns to exactly the previous board and step', async () => {
		const page = await openPage();
		await recorded(page);
		for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
		await expect.poll(() => stepNumber(page)).toBe(40);
		const before = {
			step: await stepText(page),
			board: await board(page),
			said: await narration(page)
		};
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(41);
		expect(await board(page)).not.toEqual(before.board);
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => stepNumber(page)).toBe(40);
		expect({
			step: await stepText(page),
			board: await board(page),
			said: await narration(page)
		}).toEqual(before);
	});

	test('a copied link restores the same step and board in a new page', async () => {
		const page = await openPage();
		// The step text compared below counts the whole search only once it is recorded.
		await recorded(page);
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: app.url
		});
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await page.getByRole('button', { name: 'Next backtrack' }).click();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => narration(page)).toMatch(/^Try/);
		const step = await stepNumber(page);
		const shown = {
			step: await stepText(page),
			board: await board(page),
			said: await narration(page)
		};
		const link = await copyAndRead(
			page,
			page.getByRole('button', { name: 'Copy link' }),
			'Link copied'
		);
		expect(link).toBe(page.url());
		expect(link).toContain(`step=${step}`);

		const other = await openPage(link.slice(link.indexOf('#')));
		await expect.poll(() => stepNumber(other)).toBe(step);
		await recorded(other);
		expect({
			step: await stepText(other),
			board: await board(other),
			said: await narration(other)
		}).toEqual(shown);
	});

	test('bad input shows where it is wrong and the previous search still plays', async () => {
		const page = await openPage();
		const before = await board(page);
		await page.getByRole('textbox', { name: 'Puzzle input' }).fill('0 0 5 3 0 0 0 0 0\n8 0 0 x');
		await page.getByRole('button', { name: 'Load', exact: true }).click();
		const alert = page.getByRole('alert');
		await alert.waitFor();
		expect(await alert.textContent()).toMatch(/Line 2, column 7/);
		expect(await alert.isVisible()).toBe(true);
		expect(await board(page)).toEqual(before);
		await playPast(page, 1);
	});

	test('the Chinese switch translates the controls', async () => {
		const page = await openPage();
		await page.getByRole('button', { name: '中文' }).click();
		for (const name of [
			'播放',
			'前进一步',
			'后退一步',
			'上一次回溯',
			'下一次回溯',
			'下一个解',
			'重新开始'
		])
			await page.getByRole('button', { name, exact: true }).waitFor();
		await page.getByRole('slider', { name: '时间轴' }).waitFor();
		expect(await narration(page)).toBe('按“播放”开始搜索。');
		expect(await stepText(page)).toMatch(/^第 0 步，共/);
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
	});

	test('words that do not come: the page opens in the other language, and a switch to them says why it stays', async () => {
		const context = await app.browser.newContext({
			viewport: { width: 1366, height: 768 },
			locale: 'en-US',
			serviceWorkers: 'block'
		});
		try {
			// The English words' file is lost (a cache emptied while offline, say).
			await context.route(/\/assets\/en-[\w-]+\.js$/, (route) => route.abort());
			const page = await context.newPage();
			await page.goto(app.url);
			await expect.poll(() => narration(page)).toBe('按“播放”开始搜索。');
			await page.getByRole('button', { name: 'English', exact: true }).click();
			await expect
				.poll(() => page.getByRole('status').allTextContents())
				.toContain('没能载入英文界面（网页是否已离线？），页面仍用中文显示。');
			expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
			// The page still works in the language it has.
			await page.getByRole('button', { name: '前进一步', exact: true }).click();
			await expect.poll(() => stepText(page)).toMatch(/^第 1 步，共/);
		} finally {
			await context.close();
		}
	});

	// The page registers its service worker once the first search is recorded and the page has
	// been left alone for two seconds (src/main.ts), so the wait for it is longer than for the rest.
	// One test, one profile and one precache for both: each waited for the first search, two quiet
	// seconds and the whole build precached (17.9 and 21.7 s in the suite).
	test(
		'is installable, and once loaded works offline: a manifest with icons, and a service worker that serves the app, each puzzle’s views, Compare and the other language',
		{ timeout: 60_000 },
		async () => {
			// Chromium never offers to install from an incognito window, which a new context is.
			const profile = await mkdtemp(join(tmpdir(), 'backstep-profile-'));
			const context = await chromium.launchPersistentContext(profile, {
				executablePath: CHROMIUM_PATH,
				args: CHROMIUM_ARGS,
				headless: true,
				viewport: { width: 1366, height: 768 },
				locale: 'en-US'
			});
			try {
				const page = context.pages()[0] ?? (await context.newPage());
				const errors = watchErrors(page);
				await page.goto(app.url);
				await page
					.locator('html[data-offline="ready"]')
					.waitFor({ state: 'attached', timeout: 30_000 });
				const cdp = await context.newCDPSession(page);
				const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
				expect(installabilityErrors).toEqual([]);
				const manifest = await page.evaluate(async () =>
					(await fetch('manifest.webmanifest')).json()
				);
				expect(manifest).toMatchObject({ short_name: 'Backstep', display: 'standalone' });

				await context.setOffline(true);
				await page.reload({ timeout: 10_000 });
				await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 10_000 });
				await page.getByRole('button', { name: 'Step forward' }).click();
				await expect.poll(() => stepNumber(page)).toBe(1);
				expect(await narration(page)).toMatch(/^Try 1 at row 1, column 1/);
				// Each puzzle's views and Compare are separate files, loaded on first use: the service
				// worker precached them too.
				await page.getByLabel('Puzzle', { exact: true }).selectOption('maze');
				// The maze's own board: any board's picture would be the sudoku's, still shown.
				await page.getByTestId('maze-board').waitFor({ timeout: 10_000 });
				await page.getByRole('button', { name: 'Compare' }).click();
				await page
					.getByRole('heading', { name: 'Compare two orders' })
					.waitFor({ timeout: 10_000 });
				// So are the Chinese words, which an English page loads only when switched.
				await page.getByRole('button', { name: '中文' }).click();
				await page.getByRole('button', { name: 'English' }).waitFor({ timeout: 10_000 });
				expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
				expect(errors, 'console errors').toEqual([]);
			} finally {
				await context.close();
				await rm(profile, { recursive: true, force: true });
			}
		}
	);
});
