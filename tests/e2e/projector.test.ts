import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { puzzles } from '../../src/puzzles/all';
import { boardDrawn } from './app-server';
import {
	choosePuzzle,
	chromiumPages,
	followLink,
	playPast,
	sampleLink,
	stepNumber
} from './harness';

const { openPage } = chromiumPages();

const LAPTOP = { width: 1366, height: 768 };
const PROJECTOR = { width: 1920, height: 1080 };
/** A deep moment of the lesson sudoku: a backtrack with eleven calls on the stack. */
const DEEP = 105;

/** A page on a screen of this size, at a step of a puzzle's sample once it is recorded that far. */
async function openAt(
	viewport: { width: number; height: number },
	step = DEEP,
	puzzle = 'sudoku',
	sample?: string,
	hasTouch = false
): Promise<Page> {
	const page = await openPage(sampleLink(puzzle, sample, step), {
		ready: false,
		context: { viewport, hasTouch }
	});
	await page.getByRole('button', { name: 'Play' }).waitFor();
	await expect.poll(() => stepNumber(page), { timeout: 20_000 }).toBe(step);
	return page;
}

/** How wide the board is drawn: its SVG scales the drawing to fit its box, keeping proportions. */
const boardWidth = (page: Page) =>
	page
		.getByRole('group', { name: 'Board', exact: true })
		.locator('svg')
		.first()
		.evaluate((svg: SVGSVGElement) => {
			const box = svg.getBoundingClientRect();
			const view = svg.viewBox.baseVal;
			return view.width * Math.min(box.width / view.width, box.height / view.height);
		});

/** Whether the current line of the code view is inside the listing's visible box. */
const currentLineInView = (page: Page) =>
	page
		.getByRole('region', { name: 'Code' })
		.locator('[role="tabpanel"]')
		.evaluate((listing) => {
			const line = listing.querySelector('[aria-current="step"]');
			if (line === null) return false;
			const box = listing.getBoundingClientRect();
			const at = line.getBoundingClientRect();
			return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
		});

/** The search tree's drawing layer: its transform carries the reader's pan and zoom. */
const treeLayer = (page: Page) =>
	page
		.getByRole('group', { name: 'Search tree' })
		.locator('g.layer')
		.evaluate((layer) => layer.getAttribute('transform') ?? '');

/** Whether d3-zoom has been attached to the tree (it keeps its state on the drawing's frame). */
const zoomLoaded = (page: Page) =>
	page
		.getByRole('group', { name: 'Search tree' })
		.locator('g.frame')
		.evaluate((frame) => '__zoom' in frame);

/** Waits for d3-zoom, which the page loads after the first screen, to hold the tree. */

const zoomReady = (page: Page) => expect.poll(() => zoomLoaded(page)).toBe(true);

const zoomOf = (transform: string) => Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? NaN);

/**
 * The size on screen, in px, of each text the search tree draws (its font size times the SVG's
 * scale); a node's empty label draws nothing.
 */
const treeTextSizes = (page: Page) =>
	page.getByRole('group', { name: 'Search tree' }).evaluate((svg) =>
		[...svg.querySelectorAll('text')]
			.filter((text) => text.textContent !== '')
			.map((text) => {
				const scale = text.getScreenCTM()?.a ?? 1;
				return parseFloat(getComputedStyle(text).fontSize) * scale;
			})
	);

/** The step the tree's current node stands for, read from its accessible name (0 at the root). */
async function treeStep(page: Page): Promise<number | null> {
	const label = await page
		.getByRole('region', { name: 'Search tree' })
		.locator('[aria-current="step"]')
		.first()
		.getAttribute('aria-label', { timeout: 2000 })
		.catch(() => null);
	if (label === null) return null;
	const steps = [...label.matchAll(/step ([\d,]+)/g)];
	return steps.length === 0 ? 0 : Number(steps[steps.length - 1][1].replaceAll(',', ''));
}

describe('projector mode shows the board', () => {
	for (const viewport of [LAPTOP, PROJECTOR])
		test(`the board is at least 1.25 times wider with Projector on than off, at ${viewport.width}×${viewport.height}`, async () => {
			const page = await openAt(viewport);
			const normal = await boardWidth(page);
			await page.getByLabel('Projector').check();
			const projected = await boardWidth(page);
			expect(projected / normal).toBeGreaterThanOrEqual(1.25);
			// Everything stays in one window: nothing to scroll while teaching.
			expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(
				viewport.height
			);
			await page.getByLabel('Projector').uncheck();
			expect(await boardWidth(page)).toBeCloseTo(normal, 0);
		});

	for (const viewport of [LAPTOP, PROJECTOR])
		test(`hiding the input panel gives its room to the board, at ${viewport.width}×${viewport.height}`, async () => {
			const page = await openAt(viewport);
			const open = await boardWidth(page);
			await page.getByRole('button', { name: 'Hide the input panel' }).click();
			expect(await boardWidth(page)).toBeGreaterThan(open * 1.2);
			await page.getByRole('button', { name: 'Show the input panel' }).click();
			expect(await boardWidth(page)).toBeCloseTo(open, 0);
		});

	test('on a 1080p projector, code, call stack and tree text is at least 20px, narration and counters larger too', async () => {
		const page = await openAt(PROJECTOR);
		const size = (selector: string) =>
			page
				.locator(selector)
				.first()
				.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
		const before = { narration: await size('.narration'), counter: await size('.counter dd') };
		await page.getByLabel('Projector').check();
		for (const selector of [
			'.code-view .line code',
			'.call-stack .frame.innermost .level',
			'.call-stack .frame.innermost .point',
			'.call-stack .frame.innermost .state',
			'.call-stack .frame:not(.innermost) .point',
			'.call-stack .frame:not(.innermost) .brief'
		])
			expect(await size(selector), selector).toBeGreaterThanOrEqual(20);
		await expect
			.poll(async () => Math.min(...(await treeTextSizes(page))))
			.toBeGreaterThanOrEqual(20);
		expect(await size('.narration')).toBeGreaterThan(before.narration);
		expect(await size('.counter dd')).toBeGreaterThan(before.counter);
	});

	test('the current code line stays in view after projector mode and after folding the input panel', async () => {
		const page = await openAt(LAPTOP);
		await expect.poll(() => currentLineInView(page)).toBe(true);
		await page.getByLabel('Projector').check();
		await expect.poll(() => currentLineInView(page)).toBe(true);
		await page.getByLabel('Projector').uncheck();
		await expect.poll(() => currentLineInView(page)).toBe(true);
		await page.getByRole('button', { name: 'Hide the input panel' }).click();
		await expect.poll(() => currentLineInView(page)).toBe(true);
	});

	// One test a window size: both in one test took 31 s of a 30-s limit in a soak round while a
	// core was kept busy (10 s on a quiet machine).
	for (const viewport of [LAPTOP, PROJECTOR])
		test(`no line of the Code view is cut, in any tab of any puzzle, with Projector on at ${viewport.width}×${viewport.height}`, async () => {
			/**
			 * The lines of the listing on screen wider than their box, reaching past it, or squeezed
			 * to a sliver (a note beside a line once left its code a few letters a row).
			 */
			const cutLines = (page: Page) =>
				page.locator('.code-view .line code').evaluateAll((lines) =>
					lines
						.filter((line) => {
							const box = line.closest('.listing')?.getBoundingClientRect();
							const drawn = line.getBoundingClientRect();
							return (
								line.scrollWidth > line.clientWidth ||
								(box !== undefined &&
									(drawn.right > box.right + 0.5 || drawn.width < 0.6 * box.width))
							);
						})
						.map((line) => line.textContent)
				);
			/** Checks every tab of the Code view on screen. */
			async function everyTabWhole(page: Page, what: string): Promise<void> {
				const tabs = page.locator('.code-view [role="tab"]');
				for (let tab = 0; tab < (await tabs.count()); tab++) {
					await tabs.nth(tab).click();
					await expect.poll(() => tabs.nth(tab).getAttribute('aria-selected')).toBe('true');
					expect(await cutLines(page), `${what}, tab ${tab}`).toEqual([]);
				}
			}
			// Step 105 of the lesson sudoku: ten outer calls wait on the recursive call's line.
			const page = await openAt(viewport);
			await page.getByLabel('Projector').check();
			expect(await page.locator('.code-view .waiting-count').textContent()).toMatch(/10 outer/);
			await everyTabWhole(page, `sudoku at step ${DEEP}, ${viewport.width}`);
			for (const puzzle of puzzles.filter(({ id }) => id !== 'custom')) {
				// A link followed in the page: the app opens it without loading the page again.
				await followLink(page, sampleLink(puzzle.id));
				await page.getByTestId(`${puzzle.id}-board`).waitFor();
				expect(await page.getByLabel('Projector').isChecked()).toBe(true);
				await everyTabWhole(page, `${puzzle.id}, ${viewport.width}`);
			}
		});

	test('on a 1080p projector the tree’s root is whole while the path to the current node fits', async () => {
		// Step 6 of the lesson maze: three calls deep, the root half above the view before.
		const page = await openAt(PROJECTOR, 6, 'maze');
		await page.getByLabel('Projector').check();
		const rootInside = () =>
			page.locator('svg.canvas').evaluate((svg) => {
				const view = svg.getBoundingClientRect();
				const root = svg.querySelector('g.node.root')?.getBoundingClientRect();
				return (
					root !== undefined &&
					root.top >= view.top &&
					root.bottom <= view.bottom &&
					root.left >= view.left &&
					root.right <= view.right
				);
			});
		await expect.poll(rootInside).toBe(true);
	});

	test('on a 1080p projector no node of a path deeper than the view is cut at an edge of it', async () => {
		// The lesson sudoku from step 105 on: eleven calls and more, deeper than the tree's view.
		const page = await openAt(PROJECTOR);
		await page.getByLabel('Projector').check();
		const cutAtTop = () =>
			page.locator('svg.canvas').evaluate((svg) => {
				// The drawing starts inside the canvas's border.
				const box = svg.getBoundingClientRect();
				const [top, left] = [box.top + svg.clientTop, box.left + svg.clientLeft];
				const [bottom, right] = [top + svg.clientHeight, left + svg.clientWidth];
				const cuts = (from: number, to: number, edge: number) =>
					from < edge - 0.5 && to > edge + 0.5;
				return [...svg.querySelectorAll('g.node')]
					.map((node) => node.getBoundingClientRect())
					.filter(
						(node) =>
							cuts(node.top, node.bottom, top) ||
							cuts(node.top, node.bottom, bottom) ||
							cuts(node.left, node.right, left) ||
							cuts(node.left, node.right, right)
					).length;
			});
		const stepForward = page.getByRole('button', { name: 'Step forward', exact: true });
		for (let step = DEEP; step < DEEP + 6; step++) {
			await expect.poll(() => stepNumber(page)).toBe(step);
			await expect.poll(() => treeStep(page)).toBe(step);
			await expect.poll(cutAtTop).toBe(0);
			await stepForward.click();
		}
	});

	test('a laptop shows at least four calls of a deep call stack without projector mode', async () => {
		const page = await openAt(LAPTOP);
		const visible = await page
			.getByRole('region', { name: 'Call stack' })
			.getByRole('list')
			.evaluate((list) => {
				const box = list.getBoundingClientRect();
				return [...list.children].filter((item) => {
					const at = item.getBoundingClientRect();
					return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
				}).length;
			});
		expect(visible).toBeGreaterThanOrEqual(4);
	});

	test('the call stack stays where it is while the narration’s sentences change length', async () => {
		// The knight's narration at 1366×768: a try's sentence takes five lines, a jump's two.
		const page = await openAt(LAPTOP, 1, 'knight');
		const stack = page.getByRole('region', { name: 'Call stack' });
		const top = async () => Math.round((await stack.boundingBox())?.y ?? NaN);
		const wordsHeight = async () =>
			(await page.getByTestId('narration').locator('.words').boundingBox())?.height ?? NaN;
		const first = await top();
		const tryWords = await wordsHeight();
		for (let step = 2; step <= 5; step++) {
			await page.getByRole('button', { name: 'Step forward' }).click();
			await expect.poll(() => stepNumber(page)).toBe(step);
			await expect.poll(top).toBe(first);
			// The jumps' sentences are shorter: the narration holds the tries' height for them.
			if (step % 2 === 0) expect(await wordsHeight()).toBeLessThan(tryWords);
		}
	});

	test('the buttons and views after the call stack stay where they are while calls come and go', async () => {
		// Windows whose page scrolls: a 1024×768 projector or tablet, a laptop at a big zoom, a
		// phone. The subsets' board is short, and its steps 6-12 push and pop calls.
		const windows = [
			{ width: 1024, height: 768 },
			{ width: 1280, height: 560 },
			{ width: 390, height: 844 }
		];
		for (const viewport of windows) {
			const page = await openAt(viewport, 6, 'subsets');
			await boardDrawn(page);
			const top = async (name: string) =>
				Math.round((await page.getByRole('region', { name }).boundingBox())?.y ?? NaN);
			const buttonTop = async () =>
				Math.round(
					(await page.getByRole('button', { name: 'Step forward' }).boundingBox())?.y ?? NaN
				);
			const places = async () => [await buttonTop(), await top('Code'), await top('Search tree')];
			// A first pass: the narration grows to the tallest of these steps' sentences and holds it.
			for (const [button, last] of [
				['Step forward', 12],
				['Step back', 6]
			] as const)
				while ((await stepNumber(page)) !== last) {
					const step = await stepNumber(page);
					await page.getByRole('button', { name: button }).click();
					await expect.poll(() => stepNumber(page)).not.toBe(step);
				}
			const first = await places();
			const depths = new Set<number>();
			for (let step = 7; step <= 12; step++) {
				await page.getByRole('button', { name: 'Step forward' }).click();
				await expect.poll(() => stepNumber(page)).toBe(step);
				await expect
					.poll(places, { message: `${viewport.width}×${viewport.height}, step ${step}` })
					.toEqual(first);
				const calls = page.getByRole('region', { name: 'Call stack' }).getByRole('listitem');
				depths.add(await calls.count());
			}
			// The calls did come and go meanwhile.
			expect(depths.size).toBeGreaterThan(1);
		}
	});

	test('the Debugger’s buttons and the timeline stay where they are when the step gains a digit', async () => {
		// On an 820×1180 tablet, "Step 10 of …" was wider than "Step 9 of …" and wrapped the
		// Debugger's buttons to a line of their own, moving them and all under them 26 px.
		const page = await openAt({ width: 820, height: 1180 }, 9, 'maze');
		await boardDrawn(page);
		const places = async () =>
			Promise.all(
				[
					page.getByRole('button', { name: 'Step into', exact: true }),
					page.getByRole('slider', { name: 'Timeline' })
				].map(async (control) => Math.round((await control.boundingBox())?.y ?? NaN))
			);
		const first = await places();
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(10);
		await expect.poll(places).toEqual(first);
	});

	test('a notice in the timeline moves none of its buttons', async () => {
		// On an 820×1180 tablet, "No backtrack before this step." beside the step text wrapped the
		// Debugger's buttons to a line of their own, 25 px down, and back up at the next move.
		const page = await openAt({ width: 820, height: 1180 }, 0, 'knight');
		// The board's view loads after the page: measured before it, everything under it moved.
		await boardDrawn(page);
		const stepInto = page.getByRole('button', { name: 'Step into', exact: true });
		const place = () =>
			stepInto.evaluate((button) => {
				const box = button.getBoundingClientRect();
				return [Math.round(box.x + scrollX), Math.round(box.y + scrollY)];
			});
		const first = await place();
		await page.getByRole('button', { name: 'Previous backtrack' }).click();
		await expect
			.poll(() => page.getByRole('status').filter({ hasText: 'No backtrack' }).count())
			.toBe(1);
		expect(await place()).toEqual(first);
		// The next move takes the notice away, and the buttons stay where they are.
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(1);
		await expect
			.poll(() => page.getByRole('status').filter({ hasText: 'No backtrack' }).count())
			.toBe(0);
		expect(await place()).toEqual(first);
	});

	test('Predict’s questions and verdicts move none of the buttons on a 1024×768 screen', async () => {
		// In the flow above the call stack, each question and each verdict moved Step forward
		// 37-150 px; they lie over the call stack now, as on a wide screen.
		const page = await openAt({ width: 1024, height: 768 }, 0);
		await boardDrawn(page);
		await page.getByRole('checkbox', { name: 'Predict' }).check();
		const forward = page.getByRole('button', { name: 'Step forward' });
		const place = () =>
			forward.evaluate((button) => Math.round(button.getBoundingClientRect().y + scrollY));
		// A try's question ("Will 1 fit at …?") or a backtrack's, each a group of choices.
		const question = page.getByRole('region', { name: 'Predict' }).getByRole('group');
		const first = await place();
		let asked = 0;
		for (let step = 1; step <= 4; step++) {
			await forward.click();
			// A try asks first (the page stays where it is until it is answered); a placement does not.
			await expect.poll(async () => (await question.count()) + (await stepNumber(page))).toBe(step);
			if ((await question.count()) > 0) {
				asked++;
				expect(await place()).toBe(first);
				await question.getByRole('button').first().click();
			}
			await expect.poll(() => stepNumber(page)).toBe(step);
			await expect.poll(place).toBe(first);
		}
		expect(asked).toBeGreaterThan(0);
	});

	test('every list of the input panel shows its choice in full or says it in a tooltip', async () => {
		const page = await openAt(LAPTOP);
		for (const puzzle of ['sudoku', 'maze', 'knight']) {
			// The lists change once the puzzle's code has loaded, with its board.
			await choosePuzzle(page, puzzle);
			const lists = page.locator('.input-panel select');
			for (const select of await lists.all()) {
				const { title, chosen, fits } = await select.evaluate((element: HTMLSelectElement) => {
					const chosen = element.selectedOptions[0]?.textContent ?? '';
					const context = document.createElement('canvas').getContext('2d');
					if (context !== null) context.font = getComputedStyle(element).font;
					const needed = (context?.measureText(chosen).width ?? Infinity) + 30;
					return { title: element.title, chosen, fits: needed <= element.clientWidth };
				});
				expect(fits || title === chosen, `${puzzle}: "${chosen}"`).toBe(true);
			}
		}
	});

	test('counters in the millions fit their boxes, with and without projector mode', async () => {
		// The 5×5 knight's tours: millions of tries.
		const page = await openAt(LAPTOP, 3_000_000, 'knight', 'five');
		const overflowing = () =>
			page
				.locator('.counter dd')
				.evaluateAll((boxes) =>
					boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => box.textContent)
				);
		/**
		 * The tries' number against its box: its font size, and what fills the box's width inside
		 * its padding (about 0.7em a character, Readout.svelte), both in px.
		 */
		const triesFit = () =>
			page.locator('[data-counter="tries"]').evaluate((box) => {
				const number = box.querySelector('dd');
				const style = getComputedStyle(box);
				const room =
					box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
				const characters = number?.firstChild?.textContent?.trim().length ?? 1;
				return {
					size: number === null ? 0 : parseFloat(getComputedStyle(number).fontSize),
					filling: room / (0.7 * characters)
				};
			});
		expect(await page.locator('[data-counter="tries"] dd').textContent()).toMatch(/\d,\d{3},\d{3}/);
		// Each box's width is measured by a ResizeObserver and applied in the frame after its report
		// (Readout.svelte): until then a long count may stand past a box that just got narrower, and
		// a loaded machine (a fresh clone's run) once read it in that frame. What must hold is where
		// the counts settle.
		await expect.poll(overflowing).toEqual([]);
		// A long count takes its box's measured width, not the narrowest a column could be (the width
		// is applied in the frame after the observer reports it).
		const fitted = async () => {
			const { size, filling } = await triesFit();
			return Math.abs(size - filling) < 0.5 ? size : null;
		};
		await expect.poll(fitted).not.toBeNull();
		const laptop = await triesFit();
		// A loop of the observer's reports would be the window's error event, not a page error: the
		// harness (watchErrors) reports those as console errors, which fail the test.
		await page.getByLabel('Projector').check();
		await expect.poll(overflowing).toEqual([]);
		// The boxes change width with the layout: the number follows once they are measured again.
		await expect.poll(async () => ((await fitted()) ?? laptop.size) !== laptop.size).toBe(true);
		// Measured by the page, not by a size container: a container's `cqi` laid the counters'
		// styles out again on every step (0.26-0.31 ms a step in the middle of a long search).
		expect(
			await page
				.locator('.counter')
				.evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).containerType))
		).toEqual(Array(6).fill('normal'));
	});

	test('the maze legend keeps its swatches clear of their labels', async () => {
		const page = await openAt(LAPTOP, 0, 'maze');
		const overlaps = await page
			.getByRole('group', { name: 'Board', exact: true })
			.locator('.key')
			.evaluate((key) => {
				const swatches = [...key.querySelectorAll('rect')].map((rect) =>
					rect.getBoundingClientRect()
				);
				const labels = [...key.querySelectorAll('text')].map((text) =>
					text.getBoundingClientRect()
				);
				const meet = (a: DOMRect, b: DOMRect) =>
					a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
				return swatches.flatMap((swatch, i) =>
					labels.filter((label) => meet(swatch, label)).map(() => i)
				);
			});
		expect(overlaps).toEqual([]);
	});

	test('the heat map’s key keeps its words clear of its bar on narrow boards, in English and Chinese', async () => {
		// Each board's key is as wide as the board: the 3 x 3 queens, the 4 x 4 sudoku, the 5 x 5
		// knight, a word grid and the subsets' boxes are narrower than its words at full size (in
		// Chinese, only the 3 x 3 queens).
		const narrow: [string, string][] = [
			['queens', 'three'],
			['sudoku', 'four-by-four'],
			['knight', 'five'],
			['words', 'classic'],
			['subsets', 'textbook']
		];
		const cases = [
			...narrow.map(([puzzle, sample]) => ['en-US', puzzle, sample]),
			['zh-CN', 'queens', 'three']
		];
		// One page a language: a link followed in the page opens the next board without a new
		// browser context (a context a board cost this test 2.6 s, 15.7 s in all, on Chromium 150).
		const pages = new Map<string, Page>();
		for (const [locale, puzzle, sample] of cases) {
			const link = `${sampleLink(puzzle, sample, 3)}&heat=1`;
			let page = pages.get(locale);
			if (page === undefined) {
				page = await openPage(link, { ready: false, context: { locale } });
				pages.set(locale, page);
			} else await followLink(page, link);
			const gaps = await page
				.getByTestId(`${puzzle}-board`)
				.locator('.legend')
				.first()
				.evaluate((key) => {
					const [fewer, more] = [...key.querySelectorAll('text')].map((text) =>
						text.getBoundingClientRect()
					);
					const bar = key.querySelector('rect')?.getBoundingClientRect();
					return bar === undefined ? null : [bar.left - fewer.right, more.left - bar.right];
				});
			expect(gaps, `${puzzle} ${sample} ${locale}`).not.toBeNull();
			for (const gap of gaps ?? []) expect(gap, `${puzzle} ${sample} ${locale}`).toBeGreaterThan(2);
		}
	});
});

describe('the search tree keeps up', () => {
	test('after Play then Pause, the tree’s current node is the board’s step', async () => {
		const page = await openAt(LAPTOP, 0);
		const step = await playPast(page, 60, { speed: '250' });
		await expect.poll(() => treeStep(page)).toBe(step);
	});

	test('while playing, the tree shows the board’s step or the step the board showed before it', async () => {
		const page = await openAt(LAPTOP, 0);
		await page.getByRole('slider', { name: 'Speed' }).fill('150');
		await page.getByRole('button', { name: 'Play' }).click();
		// Each animation frame until the board has moved 20 steps: the board's step and the tree's
		// current node's.
		const frames = await page.evaluate(
			() =>
				new Promise<{ board: number; tree: number }[]>((done) => {
					const frames: { board: number; tree: number }[] = [];
					const number = (text: string) => Number(text.replaceAll(',', ''));
					const frame = () => {
						const board = /^Step ([\d,]+)/.exec(
							document.querySelector('[data-testid="step-text"]')?.textContent ?? ''
						);
						const node = document.querySelector('.search-tree [aria-current="step"]');
						const steps = [...(node?.getAttribute('aria-label') ?? '').matchAll(/step ([\d,]+)/g)];
						if (board !== null && node !== null)
							frames.push({
								board: number(board[1]),
								tree: steps.length === 0 ? 0 : number(steps[steps.length - 1][1])
							});
						const moved =
							frames.length > 0 && frames[frames.length - 1].board >= frames[0].board + 20;
						if (moved) done(frames);
						else requestAnimationFrame(frame);
					};
					requestAnimationFrame(frame);
				})
		);
		await page.getByRole('button', { name: 'Pause' }).click();
		expect(frames.length).toBeGreaterThan(2);
		// Playing fast, every other step comes without its tree (SearchOverview.seeking): the tree
		// is then one step behind the board, never more.
		const behind = frames.filter((frame, i) => {
			const before = frames
				.slice(0, i)
				.map(({ board }) => board)
				.filter((board) => board !== frame.board)
				.at(-1);
			return frame.tree > frame.board || (before !== undefined && frame.tree < before);
		});
		expect(behind, JSON.stringify(frames)).toEqual([]);
	});

	test('playing fast then paused, the narration, counters, call stack and code line are the board’s step', async () => {
		const page = await openAt(LAPTOP, 0);
		const step = await playPast(page, 40, { speed: '150' });
		const sideViews = () =>
			page.evaluate(() =>
				[
					'[data-testid="narration"]',
					'.counters',
					'.call-stack',
					'.code-view [aria-current="step"]'
				]
					.map((selector) => document.querySelector(selector)?.textContent?.trim() ?? '')
					.join(' | ')
			);
		await expect.poll(() => treeStep(page)).toBe(step);
		const paused = await sideViews();
		// The same step drawn again, one step at a time: what the side views say about it.
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => stepNumber(page)).toBe(step - 1);
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => stepNumber(page)).toBe(step);
		await expect.poll(sideViews).toBe(paused);
	});

	test('tree labels are at least 12px on a laptop', async () => {
		const page = await openAt(LAPTOP);
		await expect.poll(async () => (await treeTextSizes(page)).length).toBeGreaterThan(3);
		expect(Math.min(...(await treeTextSizes(page)))).toBeGreaterThanOrEqual(12);
		// Zoomed out past legibility, the drawing keeps its shapes and drops its small text.
		for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
		const sizes = await treeTextSizes(page);
		expect(sizes.every((size) => size >= 12)).toBe(true);
	});
});

describe('a step paints the parts it changes', () => {
	test('the parts a step changes are painted on their own, and the Live class menu still lies over them', async () => {
		for (const viewport of [PROJECTOR, LAPTOP]) {
			const page = await openAt(viewport);
			// app.css names them by their classes: a part renamed would be painted with the page again.
			const parts = await page.evaluate(() =>
				[
					'.area-board',
					'.area-side',
					'.area-recursion',
					'.area-controls',
					'.playback-buttons',
					'.timeline',
					'.settings',
					'.call-stack',
					'.code-view',
					'.search-tree',
					'.depth-overview'
				].map((part) => {
					const found = document.querySelector(part);
					return `${part} ${found === null ? 'missing' : getComputedStyle(found).isolation}`;
				})
			);
			expect(parts.filter((part) => !part.endsWith(' isolate'))).toEqual([]);
			const slider = page.getByRole('slider', { name: 'Timeline' });
			expect(await slider.evaluate((input) => getComputedStyle(input).willChange)).toBe(
				'transform'
			);
			await page.getByRole('button', { name: 'Live class' }).click();
			const start = page.getByRole('button', { name: 'Start a class' });
			const onTop = await start.evaluate((button) => {
				const box = button.getBoundingClientRect();
				const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
				return hit !== null && button.contains(hit);
			});
			expect(onTop).toBe(true);
		}
	});
});

describe('the search tree pans and zooms', () => {
	test('a mouse drag pans without going anywhere, and the wheel zooms', async () => {
		const page = await openAt(LAPTOP);
		// Pan and zoom load when a pointer first comes over the tree, not with the page.
		expect(await zoomLoaded(page)).toBe(false);
		const canvas = page.getByRole('group', { name: 'Search tree' });
		const box = await canvas.boundingBox();
		if (box === null) throw new Error('no tree on screen');
		const before = await treeLayer(page);
		// Press on a node, drag, let go: a pan, not a click on the node. Not the current node: a
		// click on it would leave the step where it is, and pass.
		const nodes = page.locator('.search-tree [data-key]:not([aria-current])');
		let at: { x: number; y: number; width: number; height: number } | null = null;
		for (const node of await nodes.all()) {
			const shape = await node.boundingBox();
			if (shape === null) continue;
			const [x, y] = [shape.x + shape.width / 2, shape.y + shape.height / 2];
			if (x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height) {
				at = shape;
				break;
			}
		}
		if (at === null) throw new Error('no node but the current one in the tree’s box');
		// The press comes at once after the pointer: it reaches pan and zoom even if they load later.
		await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
		await page.mouse.down();
		await page.mouse.move(at.x - 60, at.y + 30, { steps: 5 });
		await page.mouse.up();
		// On a loaded machine pan and zoom may load after the release: the kept drag is given to
		// them then (tree-wake.ts), so the pan comes a little later.
		await expect.poll(() => treeLayer(page)).not.toBe(before);
		expect(zoomOf(await treeLayer(page))).toBe(1);
		expect(await stepNumber(page)).toBe(DEEP);
		// The wheel over the tree zooms it, and the page does not scroll.
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.wheel(0, -300);
		await expect.poll(async () => zoomOf(await treeLayer(page))).toBeGreaterThan(1.2);
		expect(await page.evaluate(() => scrollY)).toBe(0);
		// Centre comes back to the current node at zoom 1.
		await page.getByRole('button', { name: 'Centre on the current step' }).click();
		expect(await treeLayer(page)).toBe(before);
	});

	test('the keyboard zooms with + and - and pans with Shift and the arrows', async () => {
		const page = await openAt(LAPTOP);
		const before = await treeLayer(page);
		await page.locator('.search-tree [aria-current="step"]').first().focus();
		// The tree's keys load when it first takes the focus; a key pressed before is answered once
		// they have: each press is waited for, not read at once (a loaded machine loads them late).
		await page.keyboard.press('+');
		await expect.poll(async () => zoomOf(await treeLayer(page))).toBeCloseTo(1.25, 5);
		await page.keyboard.press('-');
		await expect.poll(() => treeLayer(page)).toBe(before);
		await page.keyboard.press('Shift+ArrowLeft');
		await expect.poll(() => treeLayer(page)).not.toBe(before);
		// The tree took the keys: the board did not go to the previous backtrack. Moves run in
		// order, so the next one shows whether one was asked for (it would land after it).
		expect(await stepNumber(page)).toBe(DEEP);
		await page.getByRole('button', { name: 'Step forward', exact: true }).click();
		await expect.poll(() => stepNumber(page)).toBe(DEEP + 1);
	});

	test('two fingers pinch the tree to zoom on a touch screen', async () => {
		const page = await openAt(LAPTOP, DEEP, 'sudoku', undefined, true);
		const box = await page.getByRole('group', { name: 'Search tree' }).boundingBox();
		if (box === null) throw new Error('no tree on screen');
		const touch = await page.context().newCDPSession(page);
		// A first touch anywhere (a scroll to the tree) loads pan and zoom.
		const tap = [{ x: 5, y: 5, id: 1 }];
		await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: tap });
		await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		await zoomReady(page);
		const x = box.x + box.width / 2;
		const y = box.y + box.height / 2;
		const fingers = (spread: number) => [
			{ x: x - spread, y, id: 1 },
			{ x: x + spread, y, id: 2 }
		];
		await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
		for (const spread of [35, 50, 65, 80])
			await touch.send('Input.dispatchTouchEvent', {
				type: 'touchMove',
				touchPoints: fingers(spread)
			});
		await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		await expect.poll(async () => zoomOf(await treeLayer(page))).toBeGreaterThan(2);
		expect(await stepNumber(page)).toBe(DEEP);
	});
});
