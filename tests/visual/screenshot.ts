/**
 * Screenshots of every gallery scene on a laptop, a projector and a phone-sized window, into
 * /tmp/screens/ (or the folder given as the first argument). Dev only, not part of `npm test`:
 *
 *   npx tsx tests/visual/screenshot.ts [--prod] [out-dir] [scene-id…]
 *
 * Starts its own Vite dev server (with --prod: builds the gallery like the app is built and
 * serves that, for timings without Svelte's dev checks), drives /usr/bin/chromium with
 * playwright-core, prints each board's mount and first-paint time and fails on any console error.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, createServer, preview } from 'vite';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic'
];
const VIEWPORTS = [
	{ name: 'laptop', width: 1366, height: 768 },
	{ name: 'projector', width: 1920, height: 1080 },
	{ name: 'phone', width: 390, height: 844 }
] as const;

const args = process.argv.slice(2);
const prod = args.includes('--prod');
const [outDir = '/tmp/screens', ...only] = args.filter((arg) => arg !== '--prod');
mkdirSync(outDir, { recursive: true });

async function serve() {
	if (!prod) {
		const dev = await createServer({ logLevel: 'error', server: { port: 0, strictPort: false } });
		await dev.listen();
		return dev;
	}
	const built = '/tmp/backstep-gallery';
	await build({
		logLevel: 'error',
		build: {
			outDir: built,
			emptyOutDir: true,
			rollupOptions: { input: 'tests/visual/gallery.html' }
		}
	});
	return preview({ logLevel: 'error', build: { outDir: built }, preview: { port: 0 } });
}
const server = await serve();
const base = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
const errors: string[] = [];
try {
	for (const viewport of VIEWPORTS) {
		const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
		// Scenes named *-motion are shot mid-animation, with the system allowing motion.
		const moving = await browser.newPage({ viewport, reducedMotion: 'no-preference' });
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(`${viewport.name}: ${message.text()}`);
		});
		page.on('pageerror', (error) => errors.push(`${viewport.name}: ${error.message}`));
		moving.on('pageerror', (error) => errors.push(`${viewport.name}: ${error.message}`));
		await page.goto(`${base}tests/visual/gallery.html`);
		const ids = (
			await page.evaluate(() => (window as unknown as { sceneIds: string[] }).sceneIds)
		).filter((id) => only.length === 0 || only.includes(id));
		for (const id of ids) {
			const shot = id.endsWith('-motion') ? moving : page;
			await shot.goto(`${base}tests/visual/gallery.html?scene=${id}`);
			await shot.waitForSelector('body[data-ready="true"]');
			if (id.endsWith('-motion')) {
				await shot.waitForTimeout(60);
				const running = await shot.evaluate(() => document.getAnimations().length);
				console.log(`${viewport.name}-${id}: ${running} animations running`);
			} else await shot.waitForTimeout(id.endsWith('-timing') ? 1500 : 150);
			const file = join(outDir, `${viewport.name}-${id}.png`);
			await shot.screenshot({ path: file });
			const timing = await shot
				.locator('[data-testid="timing"]')
				.textContent({ timeout: 2000 })
				.catch(() => '');
			console.log(`${file}${timing ? `  (${timing})` : ''}`);
		}
		await page.close();
		await moving.close();
	}
} finally {
	await browser.close();
	await (server as { close(): Promise<void> }).close();
}
if (errors.length > 0) {
	console.error(`Console errors:\n${errors.join('\n')}`);
	process.exitCode = 1;
}
