import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodeLink } from '../../src/app/link';
import type { SearchEvent } from '../../src/engine/events';
import { puzzles } from '../../src/puzzles/all';
import type { PuzzleId } from '../../src/puzzles/registry';
import type { PuzzleOptions } from '../../src/puzzles/types';
import { bruteCallStart, bruteForceMove, eventList } from '../timeline/searches';
import { button, chromiumPages, narration, openRecordedAt, stepNumber } from './harness';

const { openPage } = chromiumPages();

/** The lesson sudoku's events, step by step: where each move should land, worked out here. */
const events = eventList('nyoj');
const length = events.length - 1;
const lesson = puzzles[0].samples[0];

/** A search a link opens. */
interface Search {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
}

/** The lesson sudoku, first solution: the search the app opens on. */
const lessonSudoku: Search = { puzzle: 'sudoku', input: lesson.input, options: lesson.options };
/** Six queens, every solution: a search that ends by trying everything. */
const sixQueens: Search = { puzzle: 'queens', input: '6', options: { mode: 'all' } };

/** A link to a step of a search. */
const linkTo = (step: number, search: Search) => encodeLink({ ...search, step });

/** A laptop's page at a step of a search, once the search is recorded to its end. */
const openAt = (step: number, search: Search = lessonSudoku): Promise<Page> =>
	openRecordedAt(openPage, linkTo(step, search), step);

const codeLine = (page: Page) =>
	page.getByRole('region', { name: 'Code' }).locator('[aria-current="step"]');
const stackItems = (page: Page) =>
	page.getByRole('region', { name: 'Call stack' }).getByRole('listitem');

/** "row 2, column 5" of a sudoku cell, as the narration says it. */
const cellName = (cell: number) => `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;

describe('the debugger in Chromium', () => {
	test('Step over on a placement lands on the backtrack of the same cell', async () => {
		// A placement with a subtree under it and no solution there: over it lands on its undo.
		const place = events.findIndex(
			(event, step) =>
				step > 3000 &&
				event?.kind === 'place' &&
				events[bruteForceMove(events, step, 'over') ?? 0]?.kind === 'backtrack' &&
				(bruteForceMove(events, step, 'over') ?? 0) - step > 10
		);
		const placed = events[place] as Extract<SearchEvent, { kind: 'place' }>;
		const undo = bruteForceMove(events, place, 'over') as number;
		const at = cellName(placed.point);
		const page = await openAt(place);
		expect(await narration(page)).toBe(`Place ${placed.candidate} at ${at}.`);

		// Mouse: one press runs the whole deeper call and stops on the undo line of this placement.
		await button(page, 'Step over').click();
		await expect.poll(() => stepNumber(page)).toBe(undo);
		expect(events[undo]).toMatchObject({
			kind: 'backtrack',
			point: placed.point,
			candidate: placed.candidate
		});
		expect(await narration(page)).toMatch(
			new RegExp(`^Backtrack: .+, so take ${placed.candidate} back from ${at}\\.$`)
		);
		expect(await codeLine(page).getAttribute('data-role')).toBe('undo');

		// Keyboard: back over the same subtree to the placement, and over it again.
		await page.keyboard.press('Shift+O');
		await expect.poll(() => stepNumber(page)).toBe(place);
		expect(await codeLine(page).getAttribute('data-role')).toBe('place');
		await page.keyboard.press('F10');
		await expect.poll(() => stepNumber(page)).toBe(undo);

		// Mouse again: the backward button, labelled apart from the forward one.
		await button(page, 'Step over back').click();
		await expect.poll(() => stepNumber(page)).toBe(place);
	});

	test('Step over on a placement stops on the solution when its subtree reports one first', async () => {
		const place = events.findIndex((event) => event?.kind === 'place' && event.depth === 0);
		const page = await openAt(place);
		await button(page, 'Step over').click();
		await expect.poll(() => stepNumber(page)).toBe(length - 1);
		expect(await narration(page)).toBe('Solution 1 found: every cell is filled.');
		expect(await codeLine(page).getAttribute('data-role')).toBe('found');
	});

	test('from the last step of a finished search, Step over back and Step out back keep the place', async () => {
		// The lesson sudoku stops at its first solution: both moves go back to it.
		const page = await openAt(length);
		await button(page, 'Step over back').click();
		await expect.poll(() => stepNumber(page)).toBe(length - 1);
		expect(await narration(page)).toMatch(/^Solution 1 found/);
		await page.keyboard.press('End');
		await expect.poll(() => stepNumber(page)).toBe(length);
		await button(page, 'Step out back').click();
		await expect.poll(() => stepNumber(page)).toBe(length - 1);

		// Six queens tries everything: over back goes to the last try, out back to the last solution.
		const queens = eventList('queens6All');
		const end = queens.length - 1;
		const last = queens.findLastIndex((event) => event?.kind === 'solution');
		const other = await openAt(end, sixQueens);
		await button(other, 'Step over back').click();
		await expect.poll(() => stepNumber(other)).toBe(end - 1);
		await other.keyboard.press('End');
		await expect.poll(() => stepNumber(other)).toBe(end);
		await other.keyboard.press('Shift+U');
		await expect.poll(() => stepNumber(other)).toBe(last);
		expect(await narration(other)).toBe('Solution 4 found: all 6 queens are safe.');
		expect(last).toBeGreaterThan(1);
	});

	test('clicking a call-stack frame lands where that frame is still on the stack', async () => {
		const step = 5000;
		const page = await openAt(step);
		const items = stackItems(page);
		const count = await items.count();
		expect(count).toBeGreaterThan(5);
		// The fourth call from the top (the outermost is depth 0, at the bottom).
		const item = items.nth(3);
		const level = count - 1 - 3;
		const text = (await item.textContent()) ?? '';
		expect(text).toContain(`Depth ${level}`);
		const cell = /row \d, column \d/.exec(text)?.[0] ?? '';
		await item.getByRole('button').click();
		const start = bruteCallStart(events, step, level);
		await expect.poll(() => stepNumber(page)).toBe(start);
		// That call is on the stack, innermost, on its first try.
		await expect.poll(() => items.count()).toBe(level + 1);
		const top = items.first();
		expect(await top.getAttribute('aria-current')).toBe('step');
		expect(await top.textContent()).toContain(`Depth ${level}`);
		expect(await top.textContent()).toContain(cell);
		expect(await narration(page)).toMatch(new RegExp(`^Try 1 at ${cell}: `));
	});

	test('the depth counter, the call stack and the code view count levels the same way', async () => {
		const step = 5000;
		const page = await openAt(step);
		const depth = events[step]?.depth ?? 0;
		expect(await page.locator('[data-counter="depth"] dd').textContent()).toMatch(
			new RegExp(`^\\s*${depth}(?!\\d)`)
		);
		expect(await stackItems(page).first().textContent()).toContain(`Depth ${depth}`);
		expect(await stackItems(page).last().textContent()).toContain('Depth 0');
		expect(
			await page.getByRole('region', { name: 'Code' }).locator('.waiting-count').textContent()
		).toBe(`${depth} outer calls wait here`);
	});

	test('Step back at step 0 says this is the start, in English and Chinese', async () => {
		const page = await openAt(0);
		await button(page, 'Step back').click();
		await page.getByText('This is the start of the search.').waitFor();
		expect(await stepNumber(page)).toBe(0);
		// Keyboard, in Chinese: one step on, back to the start, and once more back.
		await button(page, '中文').click();
		// The Chinese words load first: the notice is read in Chinese below.
		await button(page, '播放').waitFor();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => stepNumber(page)).toBe(1);
		expect(await page.getByText('这里就是搜索的开始。').count()).toBe(0);
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => stepNumber(page)).toBe(0);
		await page.keyboard.press('ArrowLeft');
		await page.getByText('这里就是搜索的开始。').waitFor();
		expect(await stepNumber(page)).toBe(0);
	});

	test('a backtrack says why, in English and Chinese', async () => {
		const page = await openAt(44);
		expect(await narration(page)).toBe(
			'Backtrack: no digit fits row 1, column 9, so take 7 back from row 1, column 8.'
		);
		await button(page, '中文').click();
		await expect
			.poll(() => narration(page))
			.toBe('回溯：第1行第9列填不了任何数字，所以撤回第1行第8列的7。');
	});

	test('the backward moves sit apart, captioned Back, in the forward order, without dashed borders', async () => {
		const page = await openAt(100);
		const back = page.getByRole('group', { name: 'Back', exact: true });
		const names = await back
			.getByRole('button')
			.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
		expect(names).toEqual(['Step into back', 'Step over back', 'Step out back']);
		const styles = await back
			.getByRole('button')
			.evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).borderTopStyle));
		expect(styles).toEqual(['solid', 'solid', 'solid']);
		// The visible word of each button is part of its name, as speech input needs.
		for (const name of ['Step into back', 'Step over back', 'Step out back', 'Step over']) {
			const word = ((await button(page, name).textContent()) ?? '').trim().toLowerCase();
			expect(name.toLowerCase()).toContain(word);
		}
		// Set apart: the backward group starts to the right of the last forward button, or below it.
		const forward = await button(page, 'Step out').boundingBox();
		const first = await button(page, 'Step into back').boundingBox();
		expect(forward).not.toBeNull();
		expect(first).not.toBeNull();
		if (forward !== null && first !== null)
			expect(
				first.x >= forward.x + forward.width + 8 || first.y >= forward.y + forward.height
			).toBe(true);
	});
});
