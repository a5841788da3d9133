/**
 * The promise of the puzzle folders: a puzzle is its folder and one line in the catalog. The global
 * setup copies the N-Queens folder under a new id into a copy of the project, adds the catalog line
 * and edits nothing else (copied-puzzle.ts); the result must type-check, solve on the command line,
 * build, and show in the app's Puzzle list with its own board.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtApp, cloneEnv, launchChromium, serveApp, type AppServer } from './app-server';
import { copiedScript, NEW_ID, type CopiedScript } from './copied-puzzle';

const run = promisify(execFile);

/** The copy the global setup made, its type check and build started then (copied-puzzle.ts). */
const project = inject('copiedPuzzle');

/** Runs a Node script of the copied project in it, as a fresh clone would. */
function node(args: string[]) {
	return run(process.execPath, args, { cwd: project, env: cloneEnv(), maxBuffer: 1 << 24 });
}

/** The output of a script the global setup started in the copy, or its failure with its output. */
async function finished(script: CopiedScript): Promise<string> {
	const result = await copiedScript(project, script);
	if (result.code !== 0)
		throw new Error(`${script} exited with ${result.code}:\n${result.stdout}\n${result.stderr}`);
	return result.stdout;
}

describe('a puzzle is one folder and one catalog line', () => {
	it('is the queens folder under a new id, and the catalog names it', () => {
		const folder = join(project, 'src', 'puzzles', NEW_ID);
		const texts = readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8'));
		expect(texts.filter((text) => text.includes(`'${NEW_ID}'`)).length).toBeGreaterThan(0);
		expect(texts.filter((text) => text.includes("'queens'"))).toEqual([]);
		expect(readFileSync(join(project, 'src', 'puzzles', 'catalog.ts'), 'utf8')).toContain(
			`from './${NEW_ID}/entry'`
		);
	});

	it('type-checks with svelte-check', async () => {
		expect(await finished('typeCheck')).toMatch(/COMPLETED \d+ FILES 0 ERRORS/);
	}, 860_000);

	it('solves on the command line, with its own usage line', async () => {
		const solve = ['--import', 'tsx', 'src/cli/solve.ts'];
		expect((await node([...solve, NEW_ID, '6'])).stdout).toBe('4\n');
		expect((await node([...solve, NEW_ID, '4', '--all'])).stdout).toBe('2 4 1 3\n3 1 4 2\n');
		expect((await node([...solve, '--help'])).stdout).toContain(`\n  ${NEW_ID} N [`);
	}, 120_000);

	it('builds, replaces the earlier build in the offline cache, and shows in the Puzzle list', async () => {
		await finished('build');
		const dist = join(project, 'dist');
		const assets = readdirSync(join(dist, 'assets'));
		// One chunk per puzzle's board, none of them loaded by the page itself.
		const folders = readdirSync(join(project, 'src', 'puzzles'), { withFileTypes: true }).filter(
			(entry) =>
				entry.isDirectory() &&
				readdirSync(join(project, 'src', 'puzzles', entry.name)).includes('Board.svelte')
		);
		expect(folders.map((entry) => entry.name)).toContain(NEW_ID);
		expect(assets.filter((name) => /^Board-.*\.js$/.test(name))).toHaveLength(folders.length);
		expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toMatch(/Board-/);

		// A teacher opened the app before the new puzzle was added: the same address then serves
		// the new build.
		const before = await serveApp(await builtApp());
		const port = Number(new URL(before.url).port);
		const browser = await launchChromium();
		let after: AppServer | undefined;
		try {
			let page = await browser.newPage();
			await page.goto(before.url);
			await page.locator('html[data-offline="ready"]').waitFor({ state: 'attached' });
			await before.close();
			after = await serveApp(dist, port);
			const cached = (page: Page) =>
				page.evaluate(async () => {
					const urls: string[] = [];
					for (const name of await caches.keys())
						for (const request of await (await caches.open(name)).keys())
							urls.push(new URL(request.url).pathname);
					// The build's own files: everything under assets/, named by content hash.
					return urls
						.filter((url) => url.includes('/assets/'))
						.map((url) => url.replace(/^.*\//, ''))
						.sort();
				});
			// The new build's worker installs beside the open page, and takes over, dropping the
			// old build's files, once that page is closed: the next visit gets the new build.
			await page.reload();
			await page.close();
			page = await browser.newPage();
			await page.goto(after.url);
			await expect.poll(() => cached(page), { timeout: 30_000 }).toEqual([...assets].sort());

			const list = page.getByLabel('Puzzle', { exact: true });
			await expect.poll(() => list.locator(`option[value="${NEW_ID}"]`).count()).toBe(1);
			await list.selectOption(NEW_ID);
			// Its code loads on first use; then its first sample (the copied eight queens) is in the box.
			await expect.poll(() => page.getByLabel('Puzzle input').inputValue()).toBe('8');
			await page.getByLabel('Puzzle input').fill('5');
			await page.getByRole('button', { name: 'Load', exact: true }).click();
			const board = page.getByRole('group', { name: 'Board' });
			await expect.poll(() => board.locator('svg').count()).toBeGreaterThan(0);
		} finally {
			await browser.close();
			await after?.close();
		}
	}, 860_000);
});
