/**
 * Screenshots of the app at a few moments, on a laptop, a projector and a phone, to look at
 * before a change ships: `npx tsx tests/e2e/screenshots.ts [outDir]` (default /tmp/screens).
 * Not a test: it writes app-<moment>-<width>.png files and prints any console error it saw.
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
		const shot = (moment: string) =>
			page.screenshot({ path: join(outDir, `app-${moment}-${viewport.width}.png`) });
		await page.goto(server.url);
		await page.getByText('Press Play to start the search.').waitFor();
		await shot('start');

		await page.getByLabel('Pause on backtrack').check();
		await page.getByRole('slider', { name: 'Speed' }).fill('300');
		for (let i = 0; i < 2; i++) {
			await page.getByRole('button', { name: 'Play' }).click();
			await page.getByRole('button', { name: 'Play' }).waitFor();
		}
		await shot('backtrack');

		await page.getByRole('button', { name: '中文' }).click();
		await shot('chinese');
		await page.getByRole('button', { name: 'English' }).click();

		await page.getByLabel('Puzzle input').fill('0 0 5 3 0 0 0 0 0\n8 0 0 x');
		await page.getByRole('button', { name: 'Load' }).click();
		await page.getByRole('alert').waitFor();
		await shot('error');

		await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
		await page.getByRole('dialog').waitFor();
		await shot('help');
		await page.keyboard.press('Escape');

		for (const puzzle of ['queens', 'maze', 'ring']) {
			await page.getByLabel('Puzzle', { exact: true }).selectOption(puzzle);
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
