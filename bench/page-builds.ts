/**
 * A click's step in several builds of the app, compared in one run (issue 23): the lesson sudoku
 * at 1366x768, the recursion views open, Step forward then Step back clicked in the page, each
 * click split into
 *
 * - `handler`: the click() call itself (the click's own handler, before Svelte's update);
 * - `update`: from the click to the step text's change (the handler and the update's script);
 * - `style and layout`: what a read of the page's height forces right after;
 * - `text`: the read of `document.body.innerText` after that (the bench's step-to-DOM read).
 *
 * Why: two runs of the same build differ by about 0.5 ms on this machine, as much as most single
 * changes. Builds measured round by round, each on a fresh page, and medians of the rounds'
 * medians, keep a change's effect apart from the machine's drift. To find what a part of the page
 * costs, build the app without it (e.g. its component left out) into a directory of its own and
 * compare it with the whole build: its script, style and layout all go, where hiding it with CSS
 * (bench/page-parts.ts) leaves its script running.
 *
 * Each click is also sorted by what its step changed beside the board and the texts: a call
 * pushed or popped (the call stack and the "Pause at cell" list change), the code's current line
 * moved, or neither; the per-kind table shows which steps make the p95.
 *
 * And the memory a click allocates (V8's sampling heap profiler, after the timed clicks, on the
 * same page): garbage the collector must clear, whose pauses land in some clicks (the p95).
 *
 * `node --import tsx bench/page-builds.ts <build dir> <build dir>…` prints a Markdown table
 * (`--clicks=N`, `--rounds=N`; `--puzzle=<id>` and `--sample=<id>` open that puzzle's sample, its
 * first by default, instead of the lesson sudoku: a search of S steps takes at most 2 (S - 20)
 * clicks). Timings in the page are to 0.1 ms (Chromium rounds
 * performance.now()).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { encodeLink } from '../src/app/link';
import { puzzles } from '../src/puzzles/all';
import { isPuzzleId } from '../src/puzzles/registry';
import { CHROMIUM_PATH, launchChromium, serveApp } from '../tests/e2e/app-server';
import { percentile, stepClickTimes, WARM_CLICKS } from './page';
import { middleSituation, openReady } from './page-steps';

/** One build's figures, medians over the rounds of each round's median (ms). */
export interface BuildSplit {
	readonly build: string;
	readonly handler_ms: number;
	readonly update_ms: number;
	readonly style_layout_ms: number;
	readonly text_ms: number;
	/** The click's whole time to its step read (update, style and layout, text): p50 and p95. */
	readonly total_ms_p50: number;
	readonly total_ms_p95: number;
	/** Memory allocated a click (all of the page's script, the click's update and what follows it), KB. */
	readonly allocated_kb: number;
	/** The clicks of each kind, all rounds together: their share, and medians (ms). */
	readonly by_kind: Readonly<Record<ClickKind, KindSplit>>;
}

/** The clicks of one kind in one build: their share of the clicks, and medians over them (ms). */
export interface KindSplit {
	readonly share: number;
	readonly update_ms: number;
	readonly style_layout_ms: number;
	readonly total_ms_p50: number;
}

/** Clicks whose allocations are sampled on each page, after the timed ones. */
const SAMPLED_CLICKS = 60;

/** One sample of the heap profile a sampled allocation of about this many bytes stands for. */
const SAMPLING_BYTES = 512;

/** A node of V8's sampling heap profile (CDP's HeapProfiler.SamplingHeapProfileNode), as read here. */
interface HeapNode {
	readonly selfSize: number;
	readonly children: readonly HeapNode[];
}

/** Bytes a heap profile's nodes allocated, all of them. */
const allocated = (node: HeapNode): number =>
	node.children.reduce((sum, child) => sum + allocated(child), node.selfSize);

/** What a click's step changed beside the board and the texts: see {@link CLICK_KINDS}. */
type ClickKind = 'call' | 'line' | 'neither';

/** The kinds of click, in the order the per-kind table lists them, and their names there. */
export const CLICK_KINDS: Readonly<Record<ClickKind, string>> = {
	call: 'a call pushed or popped',
	line: 'the code line moved (no call)',
	neither: 'neither'
};

/** One page's clicks, each split as above (ms), and what each one's step changed. */
interface ClickSplits {
	readonly handler: number[];
	readonly update: number[];
	readonly styleLayout: number[];
	readonly text: number[];
	readonly kind: ClickKind[];
}

/**
 * Clicks Step forward `clicks / 2` times, then Step back as often, on a page ready to play,
 * resting two animation frames and 20 ms between clicks (as bench/page.ts's stepClickTimes does),
 * and splits each click's time. The first `warm` clicks are not kept.
 */
const CLICK_SPLITS = `async ({ clicks, warm }) => {
	const text = document.querySelector('[data-testid="step-text"]');
	const button = (name) =>
		[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
	const forward = button('Step forward');
	const back = button('Step back');
	const rest = () =>
		new Promise((resolve) =>
			requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20)))
		);
	const splits = { handler: [], update: [], styleLayout: [], text: [], kind: [] };
	// Read before and after a click, outside its timing: an observer would slow the update down.
	const calls = () => document.querySelectorAll('.call-stack li').length;
	const line = () => {
		const lines = [...document.querySelectorAll('.code-view li')];
		return lines.findIndex((item) => item.classList.contains('current'));
	};
	let kept = 0;
	for (let i = 0; i < warm + clicks; i++) {
		await rest();
		const callsBefore = calls();
		const lineBefore = line();
		const before = text.textContent;
		let started = 0;
		const seen = new Promise((resolve, reject) => {
			const observer = new MutationObserver(() => {
				if (text.textContent === before) return;
				observer.disconnect();
				const updated = performance.now();
				kept += document.body.offsetHeight;
				const laidOut = performance.now();
				kept += document.body.innerText.length;
				resolve([updated - started, laidOut - updated, performance.now() - laidOut]);
			});
			observer.observe(text, { subtree: true, childList: true, characterData: true });
			setTimeout(() => reject(new Error('click ' + i + ' showed no new step')), 10000);
		});
		const onward = i < warm + clicks / 2;
		started = performance.now();
		(onward ? forward : back).click();
		const handler = performance.now() - started;
		const [update, styleLayout, textRead] = await seen;
		if (i < warm) continue;
		splits.kind.push(calls() !== callsBefore ? 'call' : line() !== lineBefore ? 'line' : 'neither');
		splits.handler.push(handler);
		splits.update.push(update);
		splits.styleLayout.push(styleLayout);
		splits.text.push(textRead);
	}
	return { ...splits, kept };
}`;

/** The median of some values (NaN for none). */
const median = (values: readonly number[]) => percentile(values, 0.5);

/** Measures each build `rounds` times, builds alternating, a fresh page each time. */
export async function measureBuilds(
	browser: Browser,
	builds: readonly string[],
	{ clicks = 160, rounds = 4, link = '' }: { clicks?: number; rounds?: number; link?: string } = {}
): Promise<BuildSplit[]> {
	const servers = await Promise.all(builds.map((build) => serveApp(build)));
	const pages = builds.map(() => [] as ClickSplits[]);
	const allocations = builds.map(() => [] as number[]);
	try {
		for (let round = 0; round < rounds; round++)
			for (const [i, server] of servers.entries()) {
				const context = await browser.newContext({
					viewport: { width: 1366, height: 768 },
					locale: 'en-US',
					serviceWorkers: 'block'
				});
				try {
					const page = await openReady(context, server.url + link, { recorded: true, step: 0 });
					const splits = (await page.evaluate(
						`(${CLICK_SPLITS})(${JSON.stringify({ clicks, warm: WARM_CLICKS })})`
					)) as ClickSplits;
					pages[i]?.push(splits);
					const cdp = await context.newCDPSession(page);
					await cdp.send('HeapProfiler.enable');
					await cdp.send('HeapProfiler.startSampling', {
						samplingInterval: SAMPLING_BYTES,
						includeObjectsCollectedByMajorGC: true,
						includeObjectsCollectedByMinorGC: true
					});
					await page.evaluate(
						`(${CLICK_SPLITS})(${JSON.stringify({ clicks: SAMPLED_CLICKS, warm: 0 })})`
					);
					const { profile } = await cdp.send('HeapProfiler.stopSampling');
					allocations[i]?.push(allocated(profile.head) / 1024 / SAMPLED_CLICKS);
				} finally {
					await context.close();
				}
			}
	} finally {
		await Promise.all(servers.map((server) => server.close()));
	}
	return builds.map((build, i) => {
		const measured = pages[i] ?? [];
		const totals = measured.map((splits) =>
			splits.update.map(
				(update, k) => update + (splits.styleLayout[k] ?? 0) + (splits.text[k] ?? 0)
			)
		);
		const ofRounds = (pick: (splits: ClickSplits) => number[]) =>
			median(measured.map((splits) => median(pick(splits))));
		return {
			build,
			handler_ms: ofRounds((splits) => splits.handler),
			update_ms: ofRounds((splits) => splits.update),
			style_layout_ms: ofRounds((splits) => splits.styleLayout),
			text_ms: ofRounds((splits) => splits.text),
			total_ms_p50: median(totals.map((round) => percentile(round, 0.5))),
			total_ms_p95: median(totals.map((round) => percentile(round, 0.95))),
			allocated_kb: Math.round(median(allocations[i] ?? [])),
			by_kind: kindSplits(measured)
		};
	});
}

/** A figure to 0.1 ms, as the page's clock gives it. */
const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** The clicks of each kind over all of a build's pages, pooled (a page has few of some kinds). */
function kindSplits(pages: readonly ClickSplits[]): Record<ClickKind, KindSplit> {
	const all = pages.flatMap((splits) =>
		splits.kind.map((kind, k) => ({
			kind,
			update: splits.update[k] ?? NaN,
			styleLayout: splits.styleLayout[k] ?? NaN,
			text: splits.text[k] ?? NaN
		}))
	);
	const of = (kind: ClickKind): KindSplit => {
		const clicks = all.filter((click) => click.kind === kind);
		return {
			share: Math.round((100 * clicks.length) / Math.max(1, all.length)) / 100,
			update_ms: tenth(median(clicks.map((click) => click.update))),
			style_layout_ms: tenth(median(clicks.map((click) => click.styleLayout))),
			total_ms_p50: tenth(
				median(clicks.map((click) => click.update + click.styleLayout + click.text))
			)
		};
	};
	return { call: of('call'), line: of('line'), neither: of('neither') };
}

/** The builds' figures by kind of click, as a Markdown table. */
export function kindsTable(rows: readonly BuildSplit[]): string {
	return [
		'| build | clicks | share | update | style and layout | click to its step read p50 |',
		'| --- | --- | --- | --- | --- | --- |',
		...rows.flatMap((row) =>
			(Object.keys(CLICK_KINDS) as ClickKind[]).map((kind) => {
				const split = row.by_kind[kind];
				return (
					`| ${row.build} | ${CLICK_KINDS[kind]} | ${split.share} | ${split.update_ms} | ` +
					`${split.style_layout_ms} | ${split.total_ms_p50} |`
				);
			})
		)
	].join('\n');
}

/** The builds' figures as a Markdown table. */
export function buildsTable(rows: readonly BuildSplit[]): string {
	return [
		'| build | handler | update | style and layout | text | click to its step read p50 / p95 | allocated a click (KB) |',
		'| --- | --- | --- | --- | --- | --- | --- |',
		...rows.map(
			(row) =>
				`| ${row.build} | ${row.handler_ms} | ${row.update_ms} | ${row.style_layout_ms} | ` +
				`${row.text_ms} | ${row.total_ms_p50} / ${row.total_ms_p95} | ${row.allocated_kb} |`
		)
	].join('\n');
}

/** Where a bench that looks inside one build's clicks opens its page. */
export interface WarmPageOptions {
	/** The puzzle whose first sample (or `sample`) the link opens; the lesson sudoku without one. */
	readonly puzzle?: string;
	readonly sample?: string;
	/** `middle`: the middle of the 10^8-event sudoku (page-steps' situation (b)) instead of a sample. */
	readonly situation?: string;
	/** The window; a teacher's laptop (1366x768) without one. */
	readonly viewport?: { readonly width: number; readonly height: number };
}

/**
 * Runs `use` on a page of the app built in `build`, open on a sample's link, recorded and rested
 * (openReady) and clicked WARM_CLICKS times; then closes Chromium and the server. Shared by the
 * benches that look inside one build's clicks (page-script.ts, page-reactions.ts).
 */
export async function withWarmPage<T>(
	build: string,
	{ puzzle, sample, situation, viewport = { width: 1366, height: 768 } }: WarmPageOptions,
	use: (page: Page) => Promise<T>
): Promise<T> {
	const server = await serveApp(build);
	const browser = await launchChromium();
	try {
		const context = await browser.newContext({ viewport });
		const { link, step } = openingOf(puzzle, sample, situation);
		const page = await openReady(context, server.url + link, { recorded: true, step });
		await stepClickTimes(page, { clicks: WARM_CLICKS });
		return await use(page);
	} finally {
		await browser.close();
		await server.close();
	}
}

/**
 * Where a bench's page opens, from its `--puzzle`, `--sample` and `--situation`: the link and the
 * step it shows (a sample's step 0, or with `--situation=middle` the middle of the 10^8-event
 * sudoku, page-steps' situation (b)).
 */
export function openingOf(
	puzzle: string | undefined,
	sample: string | undefined,
	situation: string | undefined
): { link: string; step: number } {
	if (situation === undefined) return { link: sampleLink(puzzle, sample), step: 0 };
	if (situation !== 'middle')
		throw new Error(`--situation=middle is the only situation besides a sample, not ${situation}`);
	return middleSituation();
}

/** The link to a puzzle's sample (its first unless named) at step 0; none for the lesson sudoku. */
export function sampleLink(id: string | undefined, sampleId: string | undefined): string {
	if (id === undefined) return '';
	const puzzle = puzzles.find((entry) => entry.id === id);
	const sample =
		sampleId === undefined
			? puzzle?.samples[0]
			: puzzle?.samples.find((entry) => entry.id === sampleId);
	if (puzzle === undefined || sample === undefined || !isPuzzleId(puzzle.id))
		throw new Error(`no sample ${sampleId ?? '(first)'} of a puzzle '${id}'`);
	return encodeLink({ puzzle: puzzle.id, input: sample.input, options: sample.options, step: 0 });
}

/**
 * A bench's command line: its `--name=N` numbers, its `--name=word` words and the build
 * directories, at least `least` of them, each holding a built app, with Chromium present; else it
 * throws, saying `usage` when builds are missing.
 */
export function benchArgs(
	args: readonly string[],
	{ usage, least }: { usage: string; least: number }
) {
	const named = (name: string): string | undefined =>
		args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
	const option = (name: string): number | undefined => {
		const given = named(name);
		return given === undefined ? undefined : Number(given);
	};
	const builds = args.filter((arg) => !arg.startsWith('--'));
	if (builds.length < least) throw new Error(`usage: ${usage}`);
	for (const build of builds)
		if (!existsSync(`${build}/index.html`))
			throw new Error(`${build} holds no built app (index.html)`);
	if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
	return { option, named, builds };
}

/**
 * Runs `round` on each build's served app, `rounds` times, a fresh server per build for the
 * whole run; the order alternates round by round, so the machine's drift falls on each build
 * alike. Returns each build's results in the order of `builds`.
 */
export async function alternatingRounds<T>(
	builds: readonly string[],
	rounds: number,
	round: (url: string) => Promise<T>
): Promise<T[][]> {
	const servers = await Promise.all(builds.map((build) => serveApp(build)));
	const results = builds.map((): T[] => []);
	try {
		for (let turn = 0; turn < rounds; turn++)
			for (let k = 0; k < builds.length; k++) {
				const index = turn % 2 === 0 ? k : builds.length - 1 - k;
				results[index].push(await round(servers[index].url));
			}
	} finally {
		for (const server of servers) await server.close();
	}
	return results;
}

async function main(args: readonly string[]): Promise<void> {
	const { option, named, builds } = benchArgs(args, {
		usage: 'node --import tsx bench/page-builds.ts <build dir>… [--clicks=N] [--rounds=N]',
		least: 1
	});
	const link = sampleLink(named('puzzle'), named('sample'));
	const browser = await launchChromium();
	try {
		const rows = await measureBuilds(browser, builds, {
			clicks: option('clicks'),
			rounds: option('rounds'),
			link
		});
		process.stdout.write(buildsTable(rows) + '\n\n' + kindsTable(rows) + '\n');
	} finally {
		await browser.close();
	}
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
