/**
 * A CPU profile of the page while it plays the 10^9-event sudoku at full speed, written to
 * /tmp/prof/page.cpuprofile (open it in Chrome's DevTools). `OUT=<build dir>` profiles that build
 * (one made with `vite build --minify false` has readable names).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtApp, launchChromium, serveApp } from '../tests/e2e/app-server';
const top95 = readFileSync('tests/fixtures/sudoku_norvig_top95.txt', 'utf8').trim().split('\n');
const outDir = process.env.OUT ?? (await builtApp());
const server = await serveApp(outDir);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.addInitScript(
	`window.longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`
);
await page.goto(
	server.url + `#puzzle=sudoku&o.mode=first&o.order=rowmajor&step=0&input=${top95[40].trim()}`
);
await page.getByRole('button', { name: 'Play' }).waitFor();
const speed = page.getByRole('slider', { name: 'Speed' });
await speed.focus();
await page.keyboard.press('End');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.evaluate('window.longTasks.length = 0');
await page.getByRole('button', { name: 'Play' }).click();
const timeline = page.getByRole('slider', { name: 'Timeline' });
for (let i = 0; i < 8; i++) {
	await page.waitForTimeout(1000);
	await timeline.focus();
	await page.keyboard.press('PageUp');
}
const { profile } = await cdp.send('Profiler.stop');
mkdirSync('/tmp/prof', { recursive: true });
writeFileSync('/tmp/prof/page.cpuprofile', JSON.stringify(profile));
console.log(await page.evaluate('JSON.stringify(window.longTasks)'));
await browser.close();
await server.close();
