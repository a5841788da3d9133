/**
 * The promise of the puzzle folders: a puzzle is its folder and one line in the catalog. This test
 * copies the N-Queens folder under a new id into a copy of the project, adds the catalog line and
 * edits nothing else; the result must type-check, solve on the command line, build, and show in
 * the app's Puzzle list with its own board.
 */
import { execFile } from 'node:child_process';
import {
	cpSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
	appendFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtApp, launchChromium, ROOT, serveApp, type AppServer } from './app-server';

const run = promisify(execFile);
const NEW_ID = 'copied';

let project = '';

/** A child process started early, awaited by its test: its failure is that test's failure. */
type Started = Promise<{ stdout: string } | { error: unknown }>;
let typeChecked: Started;
let built: Started;

/** Starts a Node script of the copied project now, for a test to read later. */
function start(args: string[]): Started {
	return node(args).then(
		({ stdout }) => ({ stdout }),
		(error: unknown) => ({ error })
	);
}

/** The output of a script started with `start`, or its error thrown. */
async function finished(started: Started): Promise<string> {
	const result = await started;
	if ('error' in result) throw result.error;
	return result.stdout;
}

/** Runs a Node script of the copied project in it, as a fresh clone would. */
async function node(args: string[], input?: string) {
	const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
	for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
	const child = run(process.execPath, args, { cwd: project, env, maxBuffer: 1 << 24 });
	if (input !== undefined) child.child.stdin?.end(input);
	return child;
}

beforeAll(() => {
	project = mkdtempSync(join(tmpdir(), 'backstep-add-a-puzzle-'));
	cpSync(ROOT, project, {
		recursive: true,
		filter: (source) => !/\/(node_modules|\.git|dist)(\/|$)/.test(source.slice(ROOT.length))
	});
	symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');

	// The copy: the folder under its new name, its id changed inside it, and the catalog's line.
	const folder = join(project, 'src', 'puzzles', NEW_ID);
	cpSync(join(project, 'src', 'puzzles', 'queens'), folder, { recursive: true });
	let renamed = 0;
	for (const file of readdirSync(folder)) {
		const path = join(folder, file);
		const text = readFileSync(path, 'utf8');
		const copy = text.replaceAll("'queens'", `'${NEW_ID}'`);
		if (copy !== text) renamed++;
		writeFileSync(path, copy);
	}
	expect(renamed).toBeGreaterThan(0);
	appendFileSync(
		join(project, 'src', 'puzzles', 'catalog.ts'),
		`export { entry as copied } from './${NEW_ID}/entry';\n`
	);

	// The type check runs on one core and the build mostly on one: started together, they take
	// the time of the longer instead of the sum. Each test waits for its own.
	typeChecked = start([
		join('node_modules', 'svelte-check', 'bin', 'svelte-check'),
		'--tsconfig',
		'./tsconfig.json',
		'--threshold',
		'error',
		'--output',
		'machine'
	]);
	built = start([join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error']);
});

afterAll(async () => {
	// A test that failed early leaves its script running in the copy: it ends before the copy goes.
	await Promise.all([typeChecked, built]);
	if (project !== '') rmSync(project, { recursive: true, force: true });
});

describe('a puzzle is one folder and one catalog line', () => {
	it('type-checks with svelte-check', async () => {
		expect(await finished(typeChecked)).toMatch(/COMPLETED \d+ FILES 0 ERRORS/);
	}, 300_000);

	it('solves on the command line, with its own usage line', async () => {
		const solve = ['--import', 'tsx', 'src/cli/solve.ts'];
		expect((await node([...solve, NEW_ID, '6'])).stdout).toBe('4\n');
		expect((await node([...solve, NEW_ID, '4', '--all'])).stdout).toBe('2 4 1 3\n3 1 4 2\n');
		expect((await node([...solve, '--help'])).stdout).toContain(`\n  ${NEW_ID} N [`);
	}, 120_000);

	it('builds, replaces the earlier build in the offline cache, and shows in the Puzzle list', async () => {
		await finished(built);
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
	}, 300_000);
});
