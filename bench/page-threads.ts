/**
 * Where playback's CPU goes across Chromium's threads (issue 23), in real Chromium against the
 * production build: the lesson sudoku plays at 60 steps a second on a projector (1920x1080),
 * untraced, and each thread of the browser this bench launched is read from /proc (Linux) before
 * and after; the CPU it used is shared out over the steps the page showed meanwhile.
 *
 * Why: the main thread's idle time a frame (issue 23's playback target) is wall time, and on a
 * 2-core machine the main thread waits for a core whenever the other threads want both. Software
 * raster, the compositors and the search worker take their CPU from the same two cores.
 *
 * `node --import tsx bench/page-threads.ts` prints a Markdown table (`--seconds=S`, `--rounds=N`;
 * `OUT=<build dir>` measures that build). A page of its own for each round; medians of the rounds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { builtApp, CHROMIUM_PATH, launchChromium, serveApp } from '../tests/e2e/app-server';
import { percentile, shownStep } from './page';
import { PLAY_SPEED, projectorLesson } from './page-steps';

/** Clock ticks a second in /proc's times (USER_HZ: 100 on Linux). */
const TICKS_A_SECOND = 100;

/** The groups of threads reported, by process type and thread name (a digit suffix dropped). */
const GROUPS: readonly { readonly name: string; readonly match: (thread: string) => boolean }[] = [
	{ name: "the page's main thread", match: (thread) => thread === 'renderer chromium' },
	{
		name: "the page's thread pool (raster)",
		match: (thread) => thread.startsWith('renderer ThreadPool')
	},
	{ name: "the page's compositor", match: (thread) => thread === 'renderer Compositor' },
	{ name: 'the search worker', match: (thread) => thread.startsWith('renderer DedicatedWorker') },
	{ name: 'the GPU process (display compositor)', match: (thread) => thread.startsWith('gpu') },
	{ name: 'the browser process', match: (thread) => thread.startsWith('browser ') }
];

/** Every process descended from this one, by pid: the browser this bench launched and its children. */
function descendants(root: number): number[] {
	const children = new Map<number, number[]>();
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
			const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
			children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
		} catch {
			// The process ended meanwhile.
		}
	}
	const found: number[] = [];
	const waiting = [root];
	while (waiting.length > 0) {
		const pid = waiting.pop() ?? root;
		for (const child of children.get(pid) ?? []) {
			found.push(child);
			waiting.push(child);
		}
	}
	return found;
}

/** CPU ticks so far of each thread of Chromium's processes under this one, by "type name". */
function threadTicks(): Map<string, number> {
	const ticks = new Map<string, number>();
	for (const pid of descendants(process.pid)) {
		const read = (): { command: string; threads: string[] } | null => {
			try {
				return {
					command: readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
					threads: readdirSync(`/proc/${pid}/task`)
				};
			} catch {
				return null;
			}
		};
		const found = read();
		if (found === null || !found.command.includes('chrom')) continue;
		const { command, threads } = found;
		const type = /--type=([\w-]+)/.exec(command)?.[1] ?? 'browser';
		for (const thread of threads) {
			try {
				const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
				const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
				const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
				// utime and stime, the 14th and 15th fields of stat.
				const used = Number(fields[11]) + Number(fields[12]);
				const key = `${type} ${name}`;
				ticks.set(key, (ticks.get(key) ?? 0) + used);
			} catch {
				// The thread ended meanwhile.
			}
		}
	}
	return ticks;
}

/** One round's CPU a shown step, in ms, by group (and 'all'), and the steps a second shown. */
async function playRound(
	browser: Browser,
	url: string,
	seconds: number
): Promise<{ perStep: Map<string, number>; stepsASecond: number }> {
	const { page, context } = await projectorLesson(browser, url);
	try {
		await page.getByRole('button', { name: 'Play', exact: true }).click();
		// The first frames start playback; the steady ones are what a class sees.
		await page.waitForTimeout(300);
		const before = threadTicks();
		const from = await shownStep(page);
		const started = performance.now();
		await page.waitForTimeout(seconds * 1000);
		const after = threadTicks();
		const to = await shownStep(page);
		const elapsed = (performance.now() - started) / 1000;
		await page.getByRole('button', { name: 'Pause', exact: true }).click();
		const steps = to - from;
		if (!(steps > 0)) throw new Error(`playback showed ${steps} steps`);
		const perStep = new Map<string, number>();
		for (const [thread, ticks] of after) {
			const ms = (((ticks - (before.get(thread) ?? 0)) / TICKS_A_SECOND) * 1000) / steps;
			const group = GROUPS.find((candidate) => candidate.match(thread))?.name ?? 'other threads';
			perStep.set(group, (perStep.get(group) ?? 0) + ms);
			perStep.set('all', (perStep.get('all') ?? 0) + ms);
		}
		return { perStep, stepsASecond: steps / elapsed };
	} finally {
		await context.close();
	}
}

/** Playback's CPU a step by group of threads: medians over `rounds` pages. */
export async function measureThreads(
	browser: Browser,
	url: string,
	{ seconds = 3, rounds = 3 } = {}
): Promise<{ rows: { group: string; ms: number }[]; stepsASecond: number }> {
	const results: { perStep: Map<string, number>; stepsASecond: number }[] = [];
	for (let round = 0; round < rounds; round++) results.push(await playRound(browser, url, seconds));
	const median = (group: string) =>
		Math.round(
			percentile(
				results.map((result) => result.perStep.get(group) ?? 0),
				0.5
			) * 100
		) / 100;
	const groups = [...GROUPS.map((group) => group.name), 'other threads', 'all'];
	return {
		rows: groups.map((group) => ({ group, ms: median(group) })),
		stepsASecond:
			Math.round(
				percentile(
					results.map((result) => result.stepsASecond),
					0.5
				) * 10
			) / 10
	};
}

async function main(args: readonly string[]): Promise<void> {
	const option = (name: string): number | undefined => {
		const given = args.find((arg) => arg.startsWith(`--${name}=`));
		return given === undefined ? undefined : Number(given.split('=')[1]);
	};
	if (!existsSync('/proc/self/task')) throw new Error('this bench reads /proc: Linux only');
	if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
	const server = await serveApp(process.env.OUT ?? (await builtApp()));
	const browser = await launchChromium();
	try {
		const { rows, stepsASecond } = await measureThreads(browser, server.url, {
			seconds: option('seconds'),
			rounds: option('rounds')
		});
		const frame = 1000 / PLAY_SPEED;
		process.stdout.write(
			[
				`Playback at ${PLAY_SPEED} steps a second, 1920x1080, untraced (${stepsASecond} steps a second shown): CPU a step (ms); a frame is ${frame.toFixed(1)} ms, ${(2 * frame).toFixed(1)} ms of CPU on two cores`,
				'',
				'| threads | CPU a step (ms) |',
				'| --- | --- |',
				...rows.map((row) => `| ${row.group} | ${row.ms.toFixed(2)} |`)
			].join('\n') + '\n'
		);
	} finally {
		await browser.close();
		await server.close();
	}
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
