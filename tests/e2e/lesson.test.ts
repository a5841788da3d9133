import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { watchErrors } from './app-server';
import {
	chromiumPages,
	copyAndRead,
	copyHolding,
	narration,
	sampleLink,
	stepNumber,
	timelineValue
} from './harness';

const { openPage, app } = chromiumPages();

/** Where this file's downloads are saved (removed after it). */
let downloads = '';
beforeAll(async () => {
	downloads = await mkdtemp(join(tmpdir(), 'backstep-downloads-'));
});
afterAll(async () => {
	if (downloads !== '') await rm(downloads, { recursive: true, force: true });
});

/**
 * Saves a download as a file here and returns its path: the browser is the global setup's,
 * connected to, so the file it wrote is not ours to read (`path()` refuses).
 */
async function saved(download: Download): Promise<string> {
	const file = join(await mkdtemp(join(downloads, 'file-')), download.suggestedFilename());
	await download.saveAs(file);
	return file;
}

/** Goes to a step with the Timeline slider, as a teacher preparing the lesson does. */
async function goTo(page: Page, step: number): Promise<void> {
	await page.getByRole('slider', { name: 'Timeline' }).evaluate((slider: HTMLInputElement, to) => {
		slider.value = String(to);
		slider.dispatchEvent(new Event('input', { bubbles: true }));
	}, step);
	await expect.poll(() => stepNumber(page)).toBe(step);
}

/** Bookmarks the step on screen with a note. */
async function bookmark(page: Page, note: string): Promise<void> {
	if ((await lessonRegion(page).count()) === 0) await openLesson(page);
	await page.getByRole('textbox', { name: 'Bookmark note' }).fill(note);
	await page.getByRole('button', { name: 'Add bookmark' }).click();
}

/** The Lesson region (there once its section is open). */
const lessonRegion = (page: Page) => page.getByRole('region', { name: 'Lesson' });

/** Opens the Lesson panel from the top bar (unless a lesson opened it): its code loads the first time. */
async function openLesson(page: Page): Promise<void> {
	const button = page.getByRole('button', { name: 'Lesson', exact: true });
	if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
	await lessonRegion(page).waitFor();
}
const shownNote = (page: Page) => page.getByRole('note');

describe('a lesson of bookmarks', () => {
	test('a bookmark with a note survives a link round trip, and Previous bookmark lands on its step', async () => {
		const page = await openPage();
		await goTo(page, 30);
		await bookmark(page, 'Watch row 2: <b>no digit</b> fits & it backs up');
		await goTo(page, 105);
		await bookmark(page, 'Second stop');
		// The list says each bookmark's step and note; the Timeline marks both.
		const list = lessonRegion(page).getByRole('list', { name: 'Bookmarks' });
		await expect
			.poll(() => list.getByRole('button', { name: /^Go to bookmark/ }).allInnerTexts())
			.toEqual([
				'Step 30\nWatch row 2: <b>no digit</b> fits & it backs up',
				'Step 105\nSecond stop'
			]);

		// Copy link writes the clipboard too: held, so it cannot come between another file's copy and read.
		await copyHolding(page, page.getByRole('button', { name: 'Copy link' }), 'Link copied');
		const link = await page.evaluate(() => location.hash);
		expect(link).toContain('lesson=');

		// A link with a lesson opens the Lesson section by itself.
		const other = await openPage(link);
		await lessonRegion(other).waitFor();
		await expect.poll(() => lessonRegion(other).getByRole('listitem').count()).toBe(2);
		// The link opens on the step it was copied at, the second bookmark's: its note shows, and
		// Previous bookmark goes back to the first.
		await expect.poll(() => stepNumber(other)).toBe(105);
		await expect.poll(() => shownNote(other).innerText()).toBe('Bookmark 2 of 2\n\nSecond stop');
		await other.getByRole('button', { name: 'Previous bookmark' }).click();
		await expect.poll(() => stepNumber(other)).toBe(30);
		// The note shows above the board, as text: the markup a teacher typed is not markup.
		expect(await shownNote(other).innerText()).toBe(
			'Bookmark 1 of 2\n\nWatch row 2: <b>no digit</b> fits & it backs up'
		);
		expect(await shownNote(other).locator('b').count()).toBe(0);
		// B goes on, Shift+B comes back, after a click anywhere.
		await other.getByRole('group', { name: 'Board', exact: true }).click();
		await other.keyboard.press('b');
		await expect.poll(() => stepNumber(other)).toBe(105);
		await expect.poll(() => shownNote(other).innerText()).toBe('Bookmark 2 of 2\n\nSecond stop');
		await other.keyboard.press('Shift+B');
		await expect.poll(() => stepNumber(other)).toBe(30);
		// Moving on by a step hides the note; it belongs to its moment.
		await other.getByRole('button', { name: 'Step forward' }).click();
		await expect.poll(() => shownNote(other).count()).toBe(0);
		// Shift+B after moving on goes back to the last bookmark before the step.
		await other.keyboard.press('Shift+B');
		await expect.poll(() => stepNumber(other)).toBe(30);
	});

	test('B and Shift+B follow the step on screen: from Restart through 5, 44 and 106, and from steps between them', async () => {
		const page = await openPage();
		const long =
			'The first empty cell takes 1, 2 and 3 in turn, and each clashes with a digit in its row, its column or its box: ask the class which digit comes next, and why the search must come back here before it can go on';
		for (const step of [5, 44, 106]) {
			await goTo(page, step);
			await bookmark(page, step === 5 ? long : `at ${step}`);
		}
		// Each note shows whole, wrapped, in the list (issue 21, item 5): nothing is cut off.
		const text = lessonRegion(page).locator('.bookmarks .text').first();
		expect(await text.textContent()).toBe(long);
		expect(
			await text.evaluate(
				(element) =>
					element.scrollHeight <= element.clientHeight + 1 &&
					element.scrollWidth <= element.clientWidth + 1
			)
		).toBe(true);
		const notice = page.getByRole('status').filter({ hasText: /bookmark/ });
		await page.getByRole('button', { name: 'Restart' }).click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		// The keys after a click on the board, as a teacher's hands go.
		await page.getByRole('group', { name: 'Board', exact: true }).click();
		for (const step of [5, 44, 106]) {
			await page.keyboard.press('b');
			await expect.poll(() => stepNumber(page)).toBe(step);
		}
		await page.keyboard.press('b');
		await expect.poll(() => notice.textContent()).toBe('No bookmark after this step.');
		expect(await stepNumber(page)).toBe(106);
		await page.keyboard.press('Shift+B');
		await expect.poll(() => stepNumber(page)).toBe(44);

		// From a step between bookmarks: the first after it, or the last before it.
		for (const [from, key, to] of [
			[2, 'b', 5],
			[43, 'b', 44],
			[43, 'Shift+B', 5]
		] as const) {
			await goTo(page, from);
			await page.getByRole('group', { name: 'Board', exact: true }).click();
			await page.keyboard.press(key);
			await expect.poll(() => stepNumber(page)).toBe(to);
		}
		await goTo(page, 3);
		await page.getByRole('group', { name: 'Board', exact: true }).click();
		await page.keyboard.press('Shift+B');
		await expect.poll(() => notice.textContent()).toBe('No bookmark before this step.');
	});

	test('bookmarks reorder, delete, stay in the browser, and go out and come back as a file', async () => {
		const page = await openPage();
		await goTo(page, 10);
		await bookmark(page, 'first');
		await goTo(page, 20);
		await bookmark(page, 'second');
		const region = lessonRegion(page);
		await region.getByRole('button', { name: 'Move bookmark 2 up' }).click();
		const notes = () => region.locator('.bookmarks .text').allTextContents();
		expect(await notes()).toEqual(['second', 'first']);

		// A reload of the same search finds the lesson the browser kept.
		await page.reload();
		await page.getByRole('button', { name: 'Play' }).waitFor();
		// The kept lesson opens its section by itself once the search has loaded: a click on
		// Lesson before that would race it (and close the section it opens).
		await lessonRegion(page).waitFor();
		await expect.poll(notes).toEqual(['second', 'first']);

		const download = page.waitForEvent('download');
		await region.getByRole('button', { name: 'Export lesson' }).click();
		const file = await saved(await download);
		const text = await readFile(file, 'utf8');
		expect(JSON.parse(text)).toMatchObject({
			format: 'backstep-lesson',
			puzzle: 'sudoku',
			bookmarks: [
				{ step: 20, note: 'second' },
				{ step: 10, note: 'first' }
			]
		});

		await region.getByRole('button', { name: 'Delete bookmark 1' }).click();
		await region.getByRole('button', { name: 'Delete bookmark 1' }).click();
		await expect.poll(() => region.getByText('No bookmarks yet.').count()).toBe(1);
		expect(await page.getByRole('button', { name: 'Next bookmark' }).count()).toBe(0);

		// The exported file brings the lesson back; a file that is not one says why.
		const chooser = page.waitForEvent('filechooser');
		await region.getByRole('button', { name: 'Import lesson' }).click();
		await (await chooser).setFiles(file);
		await expect.poll(notes).toEqual(['second', 'first']);
		const again = page.waitForEvent('filechooser');
		await region.getByRole('button', { name: 'Import lesson' }).click();
		await (
			await again
		).setFiles({
			name: 'notes.json',
			mimeType: 'application/json',
			buffer: Buffer.from('{"hello": 1}')
		});
		expect(await region.getByRole('alert').textContent()).toMatch(
			/notes\.json was not read: The file is not a Backstep lesson/
		);
		expect(await notes()).toEqual(['second', 'first']);
	});
});

describe('an embed for slides and course pages', () => {
	test('embed=1 shows the board, the narration and playback only, and Play works', async () => {
		const page = await openPage();
		// The embed code is the moment on screen with embed=1, in an iframe titled for screen readers.
		await openLesson(page);
		const region = lessonRegion(page);
		await region.getByRole('checkbox', { name: 'Hide the code' }).check();
		expect(await page.getByRole('region', { name: 'Code' }).count()).toBe(0);
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
		// Share, in the top bar: Copy link and Copy embed code (issue 21, item 4).
		const share = page.getByRole('group', { name: 'Share' });
		const snippet = await copyAndRead(
			page,
			share.getByRole('button', { name: 'Copy embed code' }),
			'Embed code copied'
		);
		expect(snippet).toMatch(
			/^<iframe src="http:\/\/[^"]+#puzzle=sudoku&[^"]*embed=1&amp;code=hidden&amp;[^"]*input=/
		);
		expect(snippet).toContain('title="Backstep: Sudoku, step by step"');
		const src = (/src="([^"]+)"/.exec(snippet)?.[1] ?? '').replaceAll('&amp;', '&');

		const embedded = await openPage(src.slice(src.indexOf('#')));
		expect(await embedded.getByRole('group', { name: 'Board', exact: true }).count()).toBe(1);
		for (const gone of ['Input', 'Lesson', 'Call stack', 'Search tree', 'Code'])
			expect(await embedded.getByRole('region', { name: gone }).count(), gone).toBe(0);
		expect(await embedded.getByRole('slider', { name: 'Timeline' }).count()).toBe(0);
		await embedded.getByRole('button', { name: 'Play', exact: true }).click();
		await expect.poll(() => stepNumber(embedded)).toBeGreaterThan(0);
		await embedded.getByRole('button', { name: 'Pause', exact: true }).click();
		expect(await embedded.getByTestId('narration').textContent()).toMatch(/\S/);
	});
});

describe('the top bar (issue 21, item 4)', () => {
	test.each([
		{ name: 'a laptop', viewport: { width: 1366, height: 768 }, projector: false },
		{ name: 'a projector', viewport: { width: 1920, height: 1080 }, projector: true },
		{ name: 'a phone', viewport: { width: 390, height: 844 }, projector: false }
	])(
		'on $name has Lesson, Pictures and tables and Share, and each panel opens into view',
		async ({ viewport, projector }) => {
			const page = await openPage(undefined, { context: { viewport } });
			if (projector) await page.getByLabel('Projector').check();
			const bar = page.getByRole('banner');
			const inWindow = async (what: Locator): Promise<boolean> => {
				const box = await what.boundingBox();
				return (
					box !== null &&
					box.x >= 0 &&
					box.y >= 0 &&
					box.x + box.width <= viewport.width &&
					box.y + box.height <= viewport.height
				);
			};
			const share = bar.getByRole('group', { name: 'Share' });
			for (const control of [
				bar.getByRole('button', { name: 'Lesson', exact: true }),
				bar.getByRole('button', { name: 'Pictures and tables', exact: true }),
				share.getByRole('button', { name: 'Copy link' }),
				share.getByRole('button', { name: 'Copy embed code' })
			])
				expect(await inWindow(control)).toBe(true);
			for (const [button, region] of [
				['Lesson', 'Lesson'],
				['Pictures and tables', 'Pictures and tables']
			]) {
				await bar.getByRole('button', { name: button, exact: true }).click();
				const panel = page.getByRole('region', { name: region });
				await panel.waitFor();
				await expect.poll(() => inWindow(panel.getByRole('button').first())).toBe(true);
				expect(
					await bar.getByRole('button', { name: button, exact: true }).getAttribute('aria-expanded')
				).toBe('true');
			}
		}
	);
});

describe('an embed in a page opened from a file (issue 21, item 14)', () => {
	test('plays with no page errors: the locks the browser denies there are no error', async () => {
		const page = await openPage();
		const errors = watchErrors(page);
		const folder = await mkdtemp(join(tmpdir(), 'backstep-slide-'));
		try {
			const slide = join(folder, 'slide.html');
			await writeFile(
				slide,
				`<!doctype html><title>Slide</title><iframe src="${app.url}#embed=1" width="720" height="560" title="Backstep"></iframe>`
			);
			await page.goto(`file://${slide}`);
			const frame = page.frameLocator('iframe');
			await frame.getByTestId('step-text').filter({ hasText: /\d/ }).waitFor();
			await frame.getByRole('button', { name: 'Play', exact: true }).click();
			await expect
				.poll(async () =>
					Number(/\d+/.exec((await frame.getByTestId('step-text').textContent()) ?? '')?.[0])
				)
				.toBeGreaterThan(2);
			await frame.getByRole('button', { name: 'Pause', exact: true }).click();
			expect(errors).toEqual([]);
		} finally {
			await rm(folder, { recursive: true, force: true });
		}
	});
});

describe('pictures and tables to take away', () => {
	/** Clicks a button of the take-away panel and reads the file the browser saved. */
	async function downloaded(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
		const download = page.waitForEvent('download');
		await page
			.getByRole('region', { name: 'Pictures and tables' })
			.getByRole('button', { name, exact: true })
			.click();
		const done = await download;
		return { file: done.suggestedFilename(), bytes: await readFile(await saved(done)) };
	}

	test('the board as PNG and SVG, the depth overview as PNG, and the events of a range as CSV', async () => {
		const page = await openPage();
		await goTo(page, 40);
		// The section loads its code when it is opened.
		await page.getByText('Pictures and tables', { exact: true }).click();

		const png = await downloaded(page, 'Download PNG');
		expect(png.file).toBe('backstep-sudoku-step-40.png');
		expect([...png.bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
		// 1600 pixels wide, for slides (the width is the first field of the IHDR chunk).
		expect(png.bytes.readUInt32BE(16)).toBe(1600);

		const svg = await downloaded(page, 'Download SVG');
		const text = svg.bytes.toString('utf8');
		expect(text).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
		// The drawing carries its own colours: no CSS variable is left to resolve.
		expect(text).not.toContain('var(--');

		const depth = await downloaded(page, 'Depth overview as PNG');
		expect([...depth.bytes.subarray(0, 4)]).toEqual([137, 80, 78, 71]);

		const region = page.getByRole('region', { name: 'Pictures and tables' });
		await region.getByRole('spinbutton', { name: 'From step' }).fill('11');
		await region.getByRole('spinbutton', { name: 'To step' }).fill('30');
		const csv = await downloaded(page, 'Download CSV');
		expect(csv.file).toBe('backstep-sudoku-steps-11-30.csv');
		const lines = csv.bytes
			.toString('utf8')
			.replace(/^\uFEFF/, '')
			.trimEnd()
			.split('\r\n');
		expect(lines[0]).toBe(
			'step,kind,depth,point index,decision point,candidate,candidate name,verdict,conflict with,tries,conflicts,places,backtracks,solutions'
		);
		expect(lines).toHaveLength(21);
		expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
			Array.from({ length: 20 }, (_, i) => 11 + i)
		);
		expect(lines[1]).toMatch(/^11,try,\d+,\d+,"row \d, column \d",\d,digit \d,(fits|conflict),/);
	});

	test('an animated GIF of a step range, made off the page, and a clear word on a range too long', async () => {
		const page = await openPage();
		await goTo(page, 50);
		await page.getByText('Pictures and tables', { exact: true }).click();
		const region = page.getByRole('region', { name: 'Pictures and tables' });
		await region.getByRole('spinbutton', { name: 'From step' }).fill('1');
		await region.getByRole('spinbutton', { name: 'To step' }).fill('400');
		await region.getByRole('button', { name: 'Download GIF' }).click();
		expect(await region.getByRole('status').textContent()).toBe(
			'The range has 400 steps; a GIF holds at most 300 frames. Choose a shorter range.'
		);

		await region.getByRole('spinbutton', { name: 'To step' }).fill('6');
		const gif = await downloaded(page, 'Download GIF');
		expect(gif.file).toBe('backstep-sudoku-steps-1-6.gif');
		expect(gif.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
		// One graphic control block (0x21 0xF9 0x04) per frame.
		let frames = 0;
		for (let i = 0; i + 2 < gif.bytes.length; i++)
			if (gif.bytes[i] === 0x21 && gif.bytes[i + 1] === 0xf9 && gif.bytes[i + 2] === 0x04) frames++;
		expect(frames).toBeGreaterThanOrEqual(6);
		// The page comes back to the step it was on.
		await expect.poll(() => stepNumber(page)).toBe(50);
	});
});

describe('Predict mode', () => {
	test('a right answer and a wrong one change the score, and each answer shows its event', async () => {
		const page = await openPage();
		await page.getByRole('checkbox', { name: 'Predict' }).check();
		const score = page.getByTestId('score');
		expect(await score.textContent()).toBe('Score: 0 of 0');
		const question = page.getByRole('group', { name: /^Will .+ fit at .+\?$/ });

		// Step 1 of the lesson sudoku: 1 fits at row 1, column 1.
		await page.getByRole('button', { name: 'Step forward' }).click();
		await question.waitFor();
		// No step was asked for either: one would show in the Timeline before the worker answers.
		expect(await timelineValue(page)).toBe('0');
		expect(await stepNumber(page)).toBe(0);
		await question.getByRole('button', { name: 'It fits' }).click();
		await expect.poll(() => stepNumber(page)).toBe(1);
		expect(await score.textContent()).toBe('Score: 1 of 1');
		expect(await page.getByRole('status').filter({ hasText: 'Right!' }).count()).toBe(1);

		// Step 2 places it (no question); step 3 tries 1 at row 1, column 2, which clashes.
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => stepNumber(page)).toBe(2);
		await page.keyboard.press('ArrowRight');
		await question.waitFor();
		// The keyboard alone answers: the first choice has the focus, Enter chooses it.
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('It fits');
		await page.keyboard.press('Enter');
		await expect.poll(() => stepNumber(page)).toBe(3);
		expect(await score.textContent()).toBe('Score: 1 of 2');
		expect(await page.getByRole('status').filter({ hasText: 'Not quite' }).textContent()).toBe(
			'Not quite: It conflicts with row 1, column 1.'
		);
	});

	test('choosing Backtracks only drops a question about a try, and the next question is about a backtrack', async () => {
		const page = await openPage();
		await page.getByRole('checkbox', { name: 'Predict' }).check();
		await page.getByRole('button', { name: 'Step forward' }).click();
		const fits = page.getByRole('group', { name: /^Will .+ fit at .+\?$/ });
		await fits.waitFor();
		await page.getByLabel('Questions').selectOption('backtracks');
		await expect.poll(() => fits.count()).toBe(0);
		expect(await timelineValue(page)).toBe('0');
		expect(await stepNumber(page)).toBe(0);
		expect(await page.getByTestId('score').textContent()).toBe('Score: 0 of 0');
	});

	test('after a backtrack the student answers where the search goes by clicking the square on the board', async () => {
		const page = await openPage();
		// Step 105 of the lesson sudoku takes the last digit off row 2, column 5; nothing else fits
		// there, so the search goes back to row 2, column 4.
		await goTo(page, 105);
		await page.getByRole('checkbox', { name: 'Predict' }).check();
		await page.getByRole('button', { name: 'Step forward' }).click();
		const question = page.getByRole('group', {
			name: 'After this backtrack, where does the search go next?'
		});
		await question.waitFor();
		expect(
			await question
				.getByText('Click one of the marked places on the board, or pick it below.')
				.count()
		).toBe(1);
		const board = page.getByRole('group', { name: 'Board', exact: true });
		// Every choice is ringed on the board, and only they are.
		const choices = await question.getByRole('button').count();
		await expect.poll(() => board.locator('[data-offered]').count()).toBe(choices);
		const square = (name: string) => board.getByRole('cell', { name: new RegExp(`^${name}:`) });

		// A square the question does not offer is not an answer: a slip of the mouse costs nothing.
		// (It does not take the pointer, so the mouse is sent to where it is drawn.)
		const corner = await square('Row 9, column 9').boundingBox();
		if (corner === null) throw new Error('row 9, column 9 is not drawn');
		await page.mouse.click(corner.x + corner.width / 2, corner.y + corner.height / 2);
		await expect.poll(() => board.locator('[data-offered]').count()).toBe(choices);
		expect(await stepNumber(page)).toBe(105);
		expect(await page.getByTestId('score').textContent()).toBe('Score: 0 of 0');

		await square('Row 2, column 4').click();
		await expect.poll(() => stepNumber(page)).toBe(106);
		expect(await page.getByTestId('score').textContent()).toBe('Score: 1 of 1');
		expect(await page.getByRole('status').filter({ hasText: 'Right!' }).count()).toBe(1);
		// The question is gone, and with it the rings.
		expect(await board.locator('[data-offered]').count()).toBe(0);
	});
});

describe('Predict mode keeps the board (issue 21, item 2)', () => {
	/** The board's drawn size. */
	async function boardSize(page: Page): Promise<{ width: number; height: number }> {
		const box = await page.locator('[data-picture="board"] svg').first().boundingBox();
		if (box === null) throw new Error('no board drawn');
		return box;
	}

	test.each(['sudoku', 'maze'])(
		'the %s board keeps its size under a "where next?" question and its answer, and every place to click is at least 24 px',
		async (puzzle) => {
			const page = await openPage(sampleLink(puzzle));
			await page.getByRole('button', { name: 'Next backtrack' }).click();
			await expect.poll(() => narration(page)).toMatch(/^Backtrack/);
			const before = await boardSize(page);
			await page.getByRole('checkbox', { name: 'Predict' }).check();
			await page.getByRole('button', { name: 'Step forward' }).click();
			const question = page.getByRole('group', {
				name: 'After this backtrack, where does the search go next?'
			});
			await question.waitFor();
			const board = page.getByRole('group', { name: 'Board', exact: true });
			await expect.poll(() => board.locator('[data-offered]').count()).toBeGreaterThan(0);
			const asking = await boardSize(page);
			expect(asking.width).toBeGreaterThanOrEqual(0.9 * before.width);
			expect(asking.height).toBeGreaterThanOrEqual(0.9 * before.height);
			const targets = await board.locator('[data-offered]').evaluateAll((marked) =>
				marked.map((element) => {
					const box = element.getBoundingClientRect();
					return Math.min(box.width, box.height);
				})
			);
			expect(Math.min(...targets)).toBeGreaterThanOrEqual(24);
			await question.getByRole('button').first().click();
			await page
				.getByRole('status')
				.filter({ hasText: /Right!|Not quite/ })
				.waitFor();
			const answered = await boardSize(page);
			expect(answered.width).toBeGreaterThanOrEqual(0.9 * before.width);
			expect(answered.height).toBeGreaterThanOrEqual(0.9 * before.height);
		}
	);
});

describe('Hide the code', () => {
	/** The words of the page, its labels and tooltips included. */
	const pageWords = (page: Page) => page.evaluate(() => document.body.outerHTML);
	/** What names the sudoku's orders, in both languages. */
	const orderNames = /MRV|Row by row|Fewest candidates|逐行|候选最少/;

	test('hides the Code view and the name of the order, in both languages, through the link and in Compare', async () => {
		const page = await openPage();
		const order = page.getByLabel('Order', { exact: true });
		await order.selectOption('mrv');
		await expect.poll(() => page.getByTestId('step-text').textContent()).toMatch(/^Step 0 of/);
		expect(await pageWords(page)).toMatch(orderNames);
		expect(await page.getByRole('region', { name: 'Code' }).count()).toBe(1);

		await openLesson(page);
		await lessonRegion(page).getByRole('checkbox', { name: 'Hide the code' }).check();
		expect(await page.getByRole('region', { name: 'Code' }).count()).toBe(0);
		expect(await pageWords(page)).not.toMatch(orderNames);
		// The order is still there to choose, by letter, and the search still runs it.
		expect(await order.locator('option').allTextContents()).toEqual(['Order A', 'Order B']);
		expect(await order.inputValue()).toBe('mrv');

		// The link carries the option: the class opens it as hidden, in Chinese too.
		// Copy link writes the clipboard too: held, so it cannot come between another file's copy and read.
		await copyHolding(page, page.getByRole('button', { name: 'Copy link' }), 'Link copied');
		const link = await page.evaluate(() => location.hash);
		expect(link).toContain('code=hidden');
		const other = await openPage(link);
		expect(await other.getByRole('region', { name: 'Code' }).count()).toBe(0);
		expect(await pageWords(other)).not.toMatch(orderNames);
		await other.getByRole('button', { name: 'Play' }).click();
		await expect.poll(() => stepNumber(other)).toBeGreaterThan(0);
		await other.getByRole('button', { name: 'Pause', exact: true }).click();
		await other.getByRole('button', { name: 'Compare' }).click();
		const compare = other.getByRole('region', { name: 'Compare two orders' });
		await compare.getByRole('heading', { name: 'Order B' }).waitFor();
		expect(await compare.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
			'Order A',
			'Order B'
		]);
		expect(await pageWords(other)).not.toMatch(orderNames);
		await other.getByRole('button', { name: '中文' }).click();
		await other.getByRole('heading', { name: '填格顺序 B' }).waitFor();
		expect(await pageWords(other)).not.toMatch(orderNames);
	});
});
