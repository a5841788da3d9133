/**
 * Screenshots of the app at a few moments, on a laptop, a projector and a phone, to look at
 * before a change ships: `npx tsx tests/e2e/screenshots.ts [outDir]` (default /tmp/screens).
 * Not a test: it writes app-<moment>-<width>.png files and prints any console error it saw.
 * The phone's shots are of the whole page (it scrolls); the others are of the window, which the
 * wide layout fills without scrolling.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { builtApp, launchChromium, serveApp, watchErrors } from './app-server';

const outDir = process.argv[2] ?? '/tmp/screens';
const windows = [
	{ width: 1366, height: 768 },
	{ width: 1920, height: 1080 },
	{ width: 390, height: 844 }
];

await mkdir(outDir, { recursive: true });
const server = await serveApp(await builtApp());
const browser = await launchChromium();
try {
	for (const viewport of windows) {
		const page = await browser.newPage({ viewport, locale: 'en-US' });
		const errors = watchErrors(page);
		const phone = viewport.width < 700;
		const shot = async (moment: string) => {
			// Let the search tree catch up with the step on screen.
			await page.waitForTimeout(300);
			await page.screenshot({
				path: join(outDir, `app-${moment}-${viewport.width}.png`),
				fullPage: phone
			});
		};
		await page.goto(server.url);
		await page.getByText('Press Play to start the search.').waitFor();
		await shot('start');

		await page.getByLabel('Pause on backtrack').check();
		await page.getByRole('slider', { name: 'Speed' }).fill('300');
		for (let i = 0; i < 3; i++) {
			await page.getByRole('button', { name: 'Play' }).click();
			await page.getByRole('button', { name: 'Play' }).waitFor();
		}
		await shot('backtrack');

		// Deeper in: past a few hundred backtracks, then a step over a whole subtree.
		await page.getByRole('slider', { name: 'Timeline' }).fill('4000');
		await page.getByRole('button', { name: 'Step over', exact: true }).click();
		await page.getByRole('button', { name: 'Step over', exact: true }).click();
		await shot('stepped');
		// Projector mode folds the input panel and gives the board the window's height.
		await page.getByLabel('Projector').check();
		await shot('projector-stepped');
		await page.getByRole('button', { name: 'Show the input panel' }).click();
		await shot('projector-input-open');
		await page.getByLabel('Projector').uncheck();

		await page.getByRole('button', { name: '中文' }).click();
		await shot('chinese');
		await page.getByLabel('投影模式').check();
		await shot('projector-chinese');
		await page.getByLabel('投影模式').uncheck();
		await page.getByRole('button', { name: '键盘快捷键' }).click();
		await page.getByRole('dialog').waitFor();
		await shot('help-chinese');
		await page.keyboard.press('Escape');
		await page.getByRole('button', { name: '对比', exact: true }).click();
		await page.getByRole('group', { name: /^计数/ }).first().waitFor();
		await page.waitForTimeout(1500);
		await shot('compare-chinese');
		await page.getByRole('button', { name: '对比', exact: true }).click();
		await page.getByRole('button', { name: 'English' }).click();

		await page.getByRole('button', { name: 'Compare', exact: true }).click();
		await page
			.getByRole('group', { name: /^Counters: / })
			.first()
			.waitFor();
		await page.waitForTimeout(1500);
		await shot('compare');
		await page.getByRole('button', { name: 'Compare', exact: true }).click();

		await page.getByRole('button', { name: 'Hide the input panel' }).click();
		await shot('input-folded');
		await page.getByRole('button', { name: 'Show the input panel' }).click();

		await page.getByLabel('Puzzle input').fill('0 0 5 3 0 0 0 0 0\n8 0 0 x');
		await page.getByRole('button', { name: 'Load', exact: true }).click();
		await page.getByRole('alert').waitFor();
		await shot('error');

		await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
		await page.getByRole('dialog').waitFor();
		await shot('help');
		await page.keyboard.press('Escape');

		for (const puzzle of ['queens', 'maze', 'ring']) {
			await page.getByLabel('Puzzle', { exact: true }).selectOption(puzzle);
			await page.getByTestId(`${puzzle}-board`).waitFor();
			await page.getByText('Press Play to start the search.').waitFor();
			await page.getByRole('button', { name: 'Next backtrack' }).click();
			await page.getByRole('button', { name: 'Next backtrack' }).click();
			await page.getByRole('button', { name: 'Step forward' }).click();
			await page.waitForTimeout(400);
			await shot(puzzle);
		}

		await page.getByLabel('Projector').check();
		await page.getByLabel('Heat map').check();
		await shot('projector');
		console.log(`${viewport.width}x${viewport.height}: console errors`, errors);
		await page.close();
	}
} finally {
	await browser.close();
	await server.close();
}
