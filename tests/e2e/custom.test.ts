import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { encodeLink } from '../../src/app/link';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import { button, chromiumPages, narration, recorded, stepNumber, stepText } from './harness';

const { openPage } = chromiumPages();

const template = (id: string) => TEMPLATES.find((t) => t.id === id)?.code ?? '';
const editor = (page: Page) => page.getByRole('textbox', { name: 'Problem code' });

/** The app with "Your own problem" chosen: its first template runs. */
async function openCustom(): Promise<Page> {
	const page = await openPage();
	await page.getByLabel('Puzzle', { exact: true }).selectOption('custom');
	await page.getByTestId('custom-board').waitFor();
	await editor(page).waitFor();
	return page;
}

describe('Your own problem in Chromium', () => {
	test('a template runs, plays, steps back and steps over, with the code line of each event marked', async () => {
		const page = await openCustom();
		// Run sits above the editor, where the editor's late height corrections cannot move it
		// between press and release (a click lost that way on a loaded machine).
		const run = await button(page, 'Run').boundingBox();
		const code = await page.getByTestId('problem-code').boundingBox();
		expect(run !== null && code !== null && run.y + run.height <= code.y).toBe(true);
		await page.getByLabel('Template', { exact: true }).selectOption('permutations');
		await expect.poll(() => editor(page).textContent()).toContain('Permutations: every order');
		// Choosing the template loads it; a step, then Run loads it again, from the start.
		await expect
			.poll(() => page.getByTestId('custom-board').getAttribute('aria-label'))
			.toBe('Your problem: 0 of 4 decisions made');
		await button(page, 'Step forward').click();
		await expect.poll(() => stepNumber(page)).toBe(1);
		await button(page, 'Run').click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toBe('Try number 1 at position 1: it fits.');
		// The Code view shows the student's own code, the line of accepts marked for a try.
		const current = page.locator('.code-view [aria-current="step"]').first();
		await expect.poll(() => current.textContent()).toContain('accepts(state, position, v)');
		// One language: the student's code, without the pseudo-code, C and TypeScript tabs.
		expect(await page.locator('.code-view [role="tab"]').count()).toBe(0);
		// Slow enough that the search is still playing when Pause is clicked (the template records about 250 steps: at a
		// hundred a second it could end first on a loaded machine, and Pause was gone).
		await page.getByRole('slider', { name: 'Speed' }).fill('100');
		await button(page, 'Play').click();
		await expect.poll(() => stepNumber(page)).toBeGreaterThan(6);
		await button(page, 'Pause').click();
		const paused = await stepNumber(page);
		await button(page, 'Step back').click();
		await expect.poll(() => stepNumber(page)).toBe(paused - 1);
		await button(page, 'Restart').click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		await button(page, 'Step forward').click();
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toBe('Place number 1 at position 1.');
		// Step over the placement: its subtree reports a solution first, where stepping stops.
		await button(page, 'Step over').click();
		await expect.poll(() => narration(page)).toBe('Solution 1 found: every decision is made.');
	});

	test('the N-Queens template names rows and columns in the narration, the call stack and in Chinese, and code without names keeps the numbers', async () => {
		const page = await openCustom();
		// The editor shows the lines in view only: the first template's are the N-Queens template's.
		await expect.poll(() => editor(page).textContent()).toContain('N-Queens');
		expect(template('queens')).toContain('describePoint(state, row)');
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toBe('Try column 1 at row 1: it fits.');
		await button(page, 'Step forward').click();
		await button(page, 'Step forward').click();
		await expect
			.poll(() => narration(page))
			.toBe('Try column 1 at row 2: it does not fit: same column (row 1).');
		const frames = page.getByRole('region', { name: 'Call stack' }).getByRole('listitem');
		await expect.poll(() => frames.first().textContent()).toMatch(/row 2.*column 1/);
		await expect.poll(() => frames.last().textContent()).toMatch(/row 1/);
		await page.getByRole('button', { name: '中文' }).click();
		await expect
			.poll(() => narration(page))
			.toBe('在“row 2”尝试“column 1”：不行，same column（row 1）。');
		await page.getByRole('button', { name: 'English' }).click();
		// The same code without its names: the numbers, as before.
		const code = template('queens').replace(
			/ {2}\/\/ The words the narration[\s\S]*?return 'column ' \+ \(column \+ 1\);\n {2}},\n/,
			''
		);
		expect(code).not.toContain('describePoint');
		await editor(page).fill(code);
		await button(page, 'Run').click();
		await expect.poll(() => stepNumber(page)).toBe(0);
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toBe('Try 0 at point 0: it fits.');
	});

	test('a syntax error shows an alert with its line, marks the line, and the search on screen plays on', async () => {
		const page = await openCustom();
		await button(page, 'Step forward').click();
		await expect.poll(() => stepNumber(page)).toBe(1);
		// The template's search (about 20,000 events, run in the sandbox) may still be recording:
		// its count is compared once it is whole.
		await recorded(page);
		const before = await stepText(page);
		await editor(page).fill('defineProblem({\n  points: 3,\n  start: {,\n});');
		await button(page, 'Run').click();
		const alert = page.getByRole('alert').filter({ hasText: 'Syntax error' });
		await expect.poll(() => alert.textContent()).toMatch(/Line 3, column \d+\..*Syntax error/);
		expect(await page.locator('.cm-error-line').textContent()).toBe('  start: {,');
		expect(await stepText(page)).toBe(before);
		await button(page, 'Step forward').click();
		await expect.poll(() => stepNumber(page)).toBe(2);
	});

	test('code that runs differently a second time is refused naming accepts and its line, which is marked', async () => {
		const page = await openCustom();
		const ACCEPTS = '  accepts(state, row, column) {';
		const code = template('queens').replace(
			ACCEPTS,
			`${ACCEPTS}\n    if (Math.random() < 0.2) return 'unlucky';`
		);
		const line = code.split('\n').indexOf(ACCEPTS) + 1;
		expect(line).toBeGreaterThan(0);
		await editor(page).fill(code);
		await button(page, 'Run').click();
		const alert = page.getByRole('alert').filter({ hasText: 'different results' });
		await expect.poll(() => alert.count()).toBe(1);
		expect(await alert.textContent()).toContain(`(in accepts, line ${line})`);
		const marked = page.locator('.cm-error-line');
		await expect.poll(() => marked.count()).toBe(1);
		expect(await marked.textContent()).toBe(ACCEPTS);
		// The search on screen stays and plays on.
		await button(page, 'Step forward').click();
		await expect.poll(() => stepNumber(page)).toBe(1);
	});

	test('a view that shows nothing at the last step draws a framed box that says so', async () => {
		const page = await openCustom();
		const VIEW =
			"for (let p = 0; p < n; p++) boxes.push(p < state.order.length ? state.order[p] : '');";
		const code = template('permutations').replace(
			VIEW,
			'for (const v of state.order) boxes.push(v);'
		);
		expect(code).not.toBe(template('permutations'));
		await editor(page).fill(code);
		await button(page, 'Run').click();
		// Step 0 of the code run, before anything is placed, shows nothing either. "Step 0 of" alone
		// was also true of the N-Queens template on screen before Run, whose board is never empty:
		// once, End then showed that template's last step (a run of the end-to-end files alone).
		const board = page.getByTestId('custom-board');
		const nothing = board.getByText('view(state) shows nothing at this step');
		await expect.poll(() => nothing.count()).toBe(1);
		await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toBe('Try number 1 at position 1: it fits.');
		await button(page, 'Step forward').click();
		await expect.poll(() => stepNumber(page)).toBe(2);
		// One number placed: it is drawn, and the frame is gone.
		await expect.poll(() => nothing.count()).toBe(0);
		await page.keyboard.press('End');
		await expect.poll(() => narration(page)).toMatch(/^The search is over/);
		await expect.poll(() => nothing.count()).toBe(1);
		const frame = await board.locator('rect.nothing').boundingBox();
		expect(frame !== null && frame.width > 200 && frame.height > 50).toBe(true);
	});

	test('typing in the code editor types every key into it, and a language switch keeps its history', async () => {
		const page = await openCustom();
		await editor(page).click();
		await page.keyboard.press('Control+End');
		// ? opens the help and i, o, u step the search anywhere else on the page.
		await page.keyboard.type('\n// ok ?io u');
		await expect.poll(() => editor(page).textContent()).toContain('// ok ?io u');
		expect(await stepNumber(page)).toBe(0);
		expect(await page.getByRole('dialog').count()).toBe(0);
		await page.getByRole('button', { name: '中文' }).click();
		const code = page.getByRole('textbox', { name: '问题代码' });
		await code.focus();
		// Undo knows the typing: the editor is the same one, not made again for the new language.
		await page.keyboard.press('Control+z');
		await expect.poll(() => code.textContent()).not.toContain('// ok ?io u');
	});

	test('a mistake past the trial run stops the recording with its line marked, and what was recorded plays', async () => {
		const page = await openCustom();
		// Permutations of 8 that fail when 2 first goes first, after every order that starts with 1:
		// about 100,000 events, past the trial run's 20,000.
		const code = template('permutations')
			.replace('const n = 4;', 'const n = 8;')
			.replace(
				'    state.order.push(v);',
				'    if (position === 0 && v === 2) null.boom;\n    state.order.push(v);'
			);
		expect(code).toContain('null.boom');
		await editor(page).fill(code);
		await button(page, 'Run').click();
		const alert = page.getByRole('alert').filter({ hasText: 'TypeError' });
		await expect
			.poll(() => alert.textContent(), { timeout: 15_000 })
			.toMatch(
				/Line \d+, column \d+\..*TypeError in place: .*Recording stopped after [\d,]+ events; the steps before still play\./
			);
		expect(await page.locator('.cm-error-line').textContent()).toBe(
			'    if (position === 0 && v === 2) null.boom;'
		);
		expect(await stepText(page)).toMatch(/^Step 0 of [\d,]+ \(recording stopped\)$/);
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toBe('Try number 1 at position 1: it fits.');
		await page.getByRole('button', { name: '中文' }).click();
		await expect
			.poll(() => alert.textContent())
			.toMatch(/place 中出现 TypeError：.*记录了 [\d,]+ 个事件后停止/);
		// The editor is the same one in Chinese: its mark stays.
		expect(await page.locator('.cm-error-line').textContent()).toBe(
			'    if (position === 0 && v === 2) null.boom;'
		);
		// Another puzzle loads as ever, and the mistake goes with the search it stopped.
		await page.getByLabel('谜题', { exact: true }).selectOption('queens');
		await page.getByTestId('queens-board').waitFor();
		await expect.poll(() => page.getByRole('alert').count()).toBe(0);
	});

	test('an endless loop in accepts is stopped with a message, and the N-Queens lesson still loads', async () => {
		const page = await openCustom();
		const code = template('queens').replace(
			'  accepts(state, row, column) {',
			'  accepts(state, row, column) {\n    while (true) {}'
		);
		await editor(page).fill(code);
		await button(page, 'Run').click();
		const alert = page.getByRole('alert').filter({ hasText: 'endless loop' });
		await expect.poll(() => alert.count()).toBe(1);
		// Where the student looks: right under Run, inside the window, naming the loop's line,
		// and in the narration instead of the last search's words (issue 21, item 3).
		const loop = code.split('\n').findIndex((line) => line.includes('while (true)')) + 1;
		expect(await alert.textContent()).toContain(`Line ${loop}, column 5.`);
		expect(await page.locator('.cm-error-line').textContent()).toBe('    while (true) {}');
		const box = await alert.boundingBox();
		const window = page.viewportSize();
		expect(
			box !== null && window !== null && box.y >= 0 && box.y + box.height <= window.height
		).toBe(true);
		expect(await narration(page)).toMatch(
			/^Your code did not run: Line \d+\. Your code ran for more than 1 s in accepts/
		);
		await page.getByLabel('Puzzle', { exact: true }).selectOption('queens');
		await page.getByTestId('queens-board').waitFor();
		await expect.poll(() => stepText(page)).toMatch(/^Step 0 of/);
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toMatch(/^Try column 1 in row 1/);
	});

	test('recursion past the stack is stopped with the function and its line, and the next Run works', async () => {
		const page = await openCustom();
		// The browser's worker has less stack than Node: QuickJS's own limit must come first, or
		// the page says "Maximum call stack size exceeded" and the runtime cannot be freed.
		await editor(page).fill('const f = n => f(n + 1);\nf(0);\n');
		await button(page, 'Run').click();
		const alert = page.getByRole('alert').filter({ hasText: 'called itself too deeply in f' });
		await alert.waitFor();
		expect(await alert.textContent()).toMatch(/Line 1, column \d+/);
		// A start state nested 100,000 deep is refused the same way.
		await editor(page).fill(
			'let o = {};\nfor (let i = 0; i < 100000; i++) o = { o };\n' +
				template('queens').replace('start: { columns: [] }', 'start: o')
		);
		await button(page, 'Run').click();
		await page.getByRole('alert').filter({ hasText: 'too deeply in defineProblem' }).waitFor();
		// The sandbox still works: a template runs and plays.
		await editor(page).fill(template('queens'));
		await button(page, 'Run').click();
		await expect.poll(() => page.getByRole('alert').count()).toBe(0);
		await button(page, 'Step forward').click();
		await expect.poll(() => stepText(page)).toMatch(/^Step 1 of/);
	});

	test('runaway memory inside one call is stopped within about 2 s, and the app goes on', async () => {
		const page = await openCustom();
		// Each pass builds a megabyte string: the sandbox checks its deadline only every many passes.
		const code = template('queens').replace(
			'  accepts(state, row, column) {',
			"  accepts(state, row, column) {\n    const a = []; for (let i = 0; ; i++) a.push('x'.repeat(1e6) + i);"
		);
		await editor(page).fill(code);
		await button(page, 'Run').click();
		// Only the page's watch (2 s without an answer) says this: the sandbox's own limits, which
		// come later, say the code ran too long or used more than its memory. No clock is read.
		await expect
			.poll(() =>
				page.getByRole('alert').filter({ hasText: 'did not answer for 2 seconds' }).count()
			)
			.toBe(1);
		await page.getByLabel('Puzzle', { exact: true }).selectOption('queens');
		await page.getByTestId('queens-board').waitFor();
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toMatch(/^Try column 1 in row 1/);
	});

	test('a link that carries code shows it and runs nothing until Run is pressed', async () => {
		const code = template('coloring');
		const link = encodeLink({
			puzzle: 'custom',
			input: code,
			options: { mode: 'all' },
			step: 0
		});
		const page = await openPage(link);
		await expect.poll(() => editor(page).textContent()).toContain('Graph colouring');
		await expect.poll(() => page.getByText('This link carries code').count()).toBe(1);
		// The lesson plays meanwhile: the code has not run. A step waits for a search loading
		// (moves go in order), so the lesson's first try proves none was loading.
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toMatch(/^Try 1 at row 1, column 1/);
		expect(await page.getByTestId('custom-board').count()).toBe(0);
		await button(page, 'Run').click();
		await page.getByTestId('custom-board').waitFor();
		await button(page, 'Step forward').click();
		await expect.poll(() => narration(page)).toBe('Try red at WA: it fits.');
		// The help documents the API, folded under the shortcuts.
		await button(page, 'Keyboard shortcuts').click();
		const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
		await help.getByText('Your own problem: the API').click();
		await expect
			.poll(() => help.getByText('accepts(state, point, candidate)').isVisible())
			.toBe(true);
	});

	test('an embed that carries code runs nothing, says so, and opens the full page to read it', async () => {
		const code = template('coloring');
		const link = encodeLink({
			puzzle: 'custom',
			input: code,
			options: { mode: 'all' },
			step: 0,
			embed: true
		});
		const page = await openPage(link, { ready: false });
		await expect
			.poll(() => page.getByRole('alert').textContent())
			.toBe('This embed carries code; open it in Backstep to read and run it.');
		// No board, no playback: nothing of the code has run.
		expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(0);
		// The link opens the full page in a new tab, where the code is shown, still not run.
		const [full] = await Promise.all([
			page.context().waitForEvent('page'),
			page.getByRole('link', { name: 'Open in Backstep' }).click()
		]);
		expect(full.url()).not.toMatch(/embed/);
		await expect.poll(() => editor(full).textContent()).toContain('Graph colouring');
		await expect.poll(() => full.getByText('This link carries code').count()).toBe(1);
		expect(await full.getByTestId('custom-board').count()).toBe(0);
	});
});
