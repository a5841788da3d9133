/**
 * How soon a student's page shows the teacher's step (issue 22, target: within 250 ms on a LAN):
 * a teacher and three students in real Chromium on the Backstep server, on loopback. Each sample
 * is one click of Step forward on the teacher's page; its time runs from the click (the teacher's
 * page's clock) to the step number changing in a student's page (a MutationObserver there), both
 * read as wall time (`performance.timeOrigin + performance.now()`) on the same machine.
 * `node --import tsx bench/class-follow.ts` prints `class_follow_p50_ms` and `class_follow_p95_ms`.
 */
import type { Page } from 'playwright-core';
import { startServer } from '../src/server/server';
import { builtApp, launchChromium } from '../tests/e2e/app-server';

const SAMPLES = 30;
const STUDENTS = 3;

/** The p-th percentile (0..1) of some durations. */
function percentile(values: readonly number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/**
 * In a student's page: resolves with the wall time at which "Step N of" shows `step`. Written as
 * text: tsx names the functions it compiles with a helper the page does not have.
 */
function stepShown(page: Page, step: number): Promise<number> {
	return page.evaluate(`new Promise((done) => {
		const text = document.querySelector('[data-testid="step-text"]');
		const shows = () => (text?.textContent ?? '').startsWith('Step ${step} of');
		if (shows()) return done(performance.timeOrigin + performance.now());
		const observer = new MutationObserver(() => {
			if (!shows()) return;
			observer.disconnect();
			done(performance.timeOrigin + performance.now());
		});
		observer.observe(document.body, { subtree: true, childList: true, characterData: true });
	})`);
}

const outDir = await builtApp();
const server = await startServer({ root: outDir, port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${server.port}/`;
const browser = await launchChromium();
try {
	const open = async (fragment = ''): Promise<Page> => {
		const context = await browser.newContext({ serviceWorkers: 'block' });
		const page = await context.newPage();
		await page.goto(url + fragment);
		await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
		return page;
	};
	const teacher = await open();
	await teacher.getByRole('button', { name: 'Live class' }).click();
	await teacher.getByRole('button', { name: 'Start a class' }).click();
	const codeBox = teacher.getByTestId('join-code');
	await codeBox.waitFor();
	const code = (await codeBox.textContent()) ?? '';
	const students: Page[] = [];
	for (let i = 0; i < STUDENTS; i++) students.push(await open(`#class=${code}`));
	for (const student of students)
		await student.getByText('Following the teacher', { exact: true }).waitFor();
	await teacher.getByRole('button', { name: 'Close' }).click();
	const times: number[] = [];
	for (let step = 1; step <= SAMPLES; step++) {
		const shown = students.map((student) => stepShown(student, step));
		const clicked = await teacher.evaluate<number>(`(() => {
			const button = [...document.querySelectorAll('button')].find(
				(candidate) => candidate.textContent?.trim() === 'Step forward'
			);
			const at = performance.timeOrigin + performance.now();
			button?.click();
			return at;
		})()`);
		for (const at of await Promise.all(shown)) times.push(at - clicked);
	}
	const figures = {
		class_follow_p50_ms: Number(percentile(times, 0.5).toFixed(1)),
		class_follow_p95_ms: Number(percentile(times, 0.95).toFixed(1)),
		class_follow_max_ms: Number(Math.max(...times).toFixed(1)),
		class_follow_samples: times.length
	};
	console.log(JSON.stringify(figures));
} finally {
	await browser.close();
	await server.close();
}
process.exit(0);
