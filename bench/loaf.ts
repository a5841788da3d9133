import { readFileSync } from 'node:fs';
import { launchChromium, serveApp } from '../tests/e2e/app-server';
const top95 = readFileSync('tests/fixtures/sudoku_norvig_top95.txt', 'utf8').trim().split('\n');
const server = await serveApp('/tmp/plainbuild');
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
