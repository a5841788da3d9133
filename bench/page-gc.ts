/**
 * The page's garbage collections while the lesson sudoku plays (issue 23): at 60 steps a second on
 * a projector (1920x1080, page-steps' `projectorLesson`), with V8's `--trace-gc-nvp`, which prints
 * a line for each collection of every isolate. The page's isolate is the one that allocated most
 * while playing (the worker's answers each step from its recording and allocates little).
 *
 * Why: a frame with a collection is among playback's slowest, and a minor collection lasts about
 * as long as it takes to copy what survived it: the figure to watch is the KB each one copies.
 *
 * `node --import tsx bench/page-gc.ts <build dir>… [--seconds=S] [--rounds=N]` prints a Markdown
 * table with a row per build (rounds alternate between the builds, each in a fresh browser):
 * minor collections, the KB each copied, their pauses, and the major ones. About 12 s a round.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/app-server';
import { percentile } from './page';
import { alternatingRounds, benchArgs } from './page-builds';
import { projectorLesson } from './page-steps';

/** One collection, as `--trace-gc-nvp` prints it. */
export interface Collection {
	/** The isolate it ran in (its address). */
	readonly isolate: string;
	/** Minor (`s`, a scavenge) or major (`mc`, a mark-compact; `ms`, a mark-sweep). */
	readonly kind: string;
	/** Its pause of the isolate's thread, ms. */
	readonly pause: number;
	/** Bytes the isolate allocated since the collection before. */
	readonly allocated: number;
	/** Bytes that survived in the young generation (copied), for a minor collection. */
	readonly survived: number;
	/** Bytes moved to the old generation. */
	readonly promoted: number;
}

const NVP_LINE = /\[\d+:(0x[0-9a-f]+):\d+\]\s+\d+ ms: GC: (\{.*\})/;

/** The collection a line of Chromium's output reports, or null if it reports none. */
export function collectionOf(line: string): Collection | null {
	const found = NVP_LINE.exec(line);
	if (found === null) return null;
	const fields = JSON.parse(found[2]) as Record<string, unknown>;
	const number = (name: string) => (typeof fields[name] === 'number' ? fields[name] : 0);
	return {
		isolate: found[1],
		kind: String(fields.gc),
		pause: number('pause'),
		allocated: number('allocated'),
		survived: number('new_space_survived'),
		promoted: number('promoted')
	};
}

/** What one round's collections in the page's isolate came to. */
export interface GcRound {
	readonly seconds: number;
	readonly allocatedMBps: number;
	readonly minorKb: readonly number[];
	readonly minorPauses: readonly number[];
	readonly majorPauses: readonly number[];
}

/** The page's collections of a round: those of the isolate that allocated most. */
export function pageRound(collections: readonly Collection[], seconds: number): GcRound {
	const allocated = new Map<string, number>();
	for (const { isolate, allocated: bytes } of collections)
		allocated.set(isolate, (allocated.get(isolate) ?? 0) + bytes);
	const page = [...allocated].sort((a, b) => b[1] - a[1])[0]?.[0];
	const own = collections.filter((collection) => collection.isolate === page);
	const minor = own.filter((collection) => collection.kind === 's');
	const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
	return {
		seconds,
		allocatedMBps: round((allocated.get(page ?? '') ?? 0) / 1e6 / seconds),
		minorKb: minor.map((collection) => Math.round(collection.survived / 1024)),
		minorPauses: minor.map((collection) => round(collection.pause)),
		majorPauses: own
			.filter((collection) => collection.kind !== 's')
			.map(({ pause }) => round(pause))
	};
}

/**
 * Runs `work` with a fresh headless Chromium that prints V8's collections, connected over CDP:
 * Chromium is started here, not by Playwright, whose client never sees the renderer's output.
 * `work` gets the browser and a function that starts counting (dropping what came before) and
 * returns the collections counted so far.
 */
export async function withTracedChromium<T>(
	work: (browser: Browser, count: () => () => Collection[]) => Promise<T>
): Promise<T> {
	let collections: Collection[] = [];
	let counting = false;
	const profile = await mkdtemp(join(tmpdir(), 'backstep-gc-'));
	const chrome = spawn(
		CHROMIUM_PATH,
		[
			...CHROMIUM_ARGS,
			'--headless',
			'--remote-debugging-port=0',
			`--user-data-dir=${profile}`,
			'--js-flags=--trace-gc-nvp',
			'about:blank'
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] }
	);
	createInterface({ input: chrome.stdout }).on('line', (line) => {
		const collection = counting ? collectionOf(line) : null;
		if (collection !== null) collections.push(collection);
	});
	const count = () => {
		collections = [];
		counting = true;
		return () => [...collections];
	};
	try {
		const endpoint = await new Promise<string>((found, failed) => {
			createInterface({ input: chrome.stderr }).on('line', (line) => {
				const address = /DevTools listening on (ws:\/\/\S+)/.exec(line)?.[1];
				if (address !== undefined) found(address);
			});
			chrome.once('exit', (code) =>
				failed(new Error(`Chromium exited (${code}) before it listened`))
			);
		});
		const browser = await chromium.connectOverCDP(endpoint);
		try {
			return await work(browser, count);
		} finally {
			await browser.close();
		}
	} finally {
		const exited = new Promise((done) => chrome.once('exit', done));
		if (chrome.exitCode === null && chrome.kill()) await exited;
		// Its helper processes may still write there a moment after it exits.
		await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
	}
}

/** One round: the lesson playing for `seconds` after 1 s, in a fresh browser. */
function playRound(url: string, seconds: number): Promise<GcRound> {
	return withTracedChromium(async (browser, count) => {
		const { page } = await projectorLesson(browser, url);
		await page.getByRole('button', { name: 'Play', exact: true }).click();
		// Playback's first second starts it (compiling, the tree's first layout).
		await page.waitForTimeout(1000);
		const counted = count();
		const start = performance.now();
		await page.waitForTimeout(seconds * 1000);
		return pageRound(counted(), (performance.now() - start) / 1000);
	});
}

/** A build's rounds in one table row. */
function row(build: string, rounds: readonly GcRound[]): string {
	const all = (pick: (round: GcRound) => readonly number[]) => rounds.flatMap(pick);
	const seconds = rounds.reduce((total, round) => total + round.seconds, 0);
	const minor = all((round) => round.minorKb);
	const pauses = all((round) => round.minorPauses);
	const major = all((round) => round.majorPauses);
	const every = (count: number) => (count === 0 ? '-' : `${(seconds / count).toFixed(1)} s`);
	return (
		`| ${build} | ${rounds.map((round) => round.allocatedMBps).join(', ')} | ` +
		`${minor.length}, every ${every(minor.length)} | ${percentile(minor, 0.5)} / ${percentile(minor, 1)} | ` +
		`${percentile(pauses, 0.5)} / ${percentile(pauses, 1)} | ` +
		`${major.length}, every ${every(major.length)} | ${percentile(major, 0.5)} / ${percentile(major, 1)} |`
	);
}

async function main(args: readonly string[]): Promise<void> {
	const { option, builds } = benchArgs(args, {
		usage: 'node --import tsx bench/page-gc.ts <build dir>… [--seconds=S] [--rounds=N]',
		least: 1
	});
	const seconds = option('seconds') ?? 10;
	const rounds = option('rounds') ?? 2;
	const played = await alternatingRounds(builds, rounds, (url) => playRound(url, seconds));
	process.stdout.write(
		[
			`The page's collections while the lesson sudoku plays at 60 steps a second (1920x1080, ${rounds} x ${seconds} s a build, after 1 s of playing):`,
			'',
			'| build | allocated, MB a second (each round) | minor collections | KB each copied p50 / max | their pause p50 / max (ms) | major collections | their pause p50 / max (ms) |',
			'| --- | --- | --- | --- | --- | --- | --- |',
			...builds.map((build, k) => row(build, played[k])),
			''
		].join('\n')
	);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
