/**
 * Long animation frames of the page while it plays the 10^9-event sudoku at full speed: what ran
 * in each frame over 60 ms (the Long Animation Frame API names the script and its invoker).
 * `OUT=<build dir> node --import tsx bench/loaf.ts`; without OUT, the tests' production build.
 */
import { readFileSync } from 'node:fs';
import { builtApp, launchChromium, serveApp } from '../tests/e2e/app-server';
const top95 = readFileSync('tests/fixtures/sudoku_norvig_top95.txt', 'utf8').trim().split('\n');
// OUT: a build to profile, e.g. one made with `vite build --minify false`, so names are readable.
const server = await serveApp(process.env.OUT ?? (await builtApp()));
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.addInitScript(
	`window.loafs = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.duration > 60) window.loafs.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), block: Math.round(e.blockingDuration), render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0), style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), scripts: e.scripts.map(s => ({ inv: s.invoker, fn: s.sourceFunctionName, dur: Math.round(s.duration), layout: Math.round(s.forcedStyleAndLayoutDuration) })) }); }).observe({ type: 'long-animation-frame', buffered: true });`
);
await page.goto(
	server.url + `#puzzle=sudoku&o.mode=first&o.order=rowmajor&step=0&input=${top95[40].trim()}`
);
await page.getByRole('button', { name: 'Play' }).waitFor();
await page.getByRole('slider', { name: 'Speed' }).focus();
await page.keyboard.press('End');
await page.evaluate('window.loafs.length = 0');
await page.getByRole('button', { name: 'Play' }).click();
const timeline = page.getByRole('slider', { name: 'Timeline' });
for (let i = 0; i < 6; i++) {
	await page.waitForTimeout(1000);
	await timeline.focus();
	await page.keyboard.press('PageUp');
}
console.log(
	JSON.stringify(await page.evaluate('window.loafs'), null, 0).replace(/\},\{"start/g, '}\n{"start')
);
await browser.close();
await server.close();
