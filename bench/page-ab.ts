/**
 * Builds compared click by click (issue 23): pages of each build open at once (two of each,
 * opened A B B A), clicked in turn, a block of steps on one and then the same block on the next,
 * always in the order they were opened, all of it traced. Each click's step update is measured as
 * bench/page-steps.ts measures it (the script of the click's task, and the style and layout up to
 * the next paint), and the clicks of two builds are paired: the same block and the same step, a
 * moment apart.
 *
 * Why: runs of bench/page-builds.ts on fresh pages, one build after the other, differ by about
 * 0.5 ms, more than most single changes (BENCHMARKS.md, twenty-eighth session). Here both builds
 * meet the same machine within a second, so its drift falls out of the difference, and a trace
 * times to the microsecond where the page's clock gives tenths of a millisecond. Each build after
 * the first is set against the first: the median of the paired differences, with a 95% interval
 * from resampling whole blocks.
 *
 * `node --import tsx bench/page-ab.ts <build dir> <build dir>…` prints a Markdown table
 * (`--blocks=N`, `--clicks=N` a block, half of them Step forward then as many Step back, so each
 * block starts from the same step; `--pages=N` of each build, 2 by default, opened A B B A;
 * `--puzzle=<id>` and `--sample=<id>` as in page-builds; `--situation=middle`: the middle of the
 * 10^8-event sudoku, situation (b) of page-steps; `--by=click`: a second table, each click of a
 * block set against the first build's, so a change to some kinds of step only shows). About 40 s
 * for two builds.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serveApp } from '../tests/e2e/app-server';
import { percentile, stepClickTimes, WARM_CLICKS } from './page';
import { benchArgs, openingOf } from './page-builds';
import { clickCosts, openReady, tracedIn, type ClickCost } from './page-steps';

/** Resamples of the blocks for the difference's interval. */
const RESAMPLES = 2000;

/** One build's clicks: the step update of each, by the click's index (null if not found in the trace). */
export interface BuildClicks {
	readonly build: string;
	readonly updates: readonly (number | null)[];
	readonly costs: readonly (ClickCost | null)[];
}

/** One build's figures against the first build's (ms). */
export interface BuildComparison {
	readonly build: string;
	readonly update_ms_p50: number;
	readonly update_ms_p95: number;
	readonly script_ms_p50: number;
	readonly style_ms_p50: number;
	readonly layout_ms_p50: number;
	/** Clicks measured, of those made. */
	readonly clicks: number;
	readonly made: number;
	/** The median of this build's update less the first build's, click by click; 0 for the first. */
	readonly difference_ms: number;
	/** 95% of the block resamples' medians of the difference lie between these. */
	readonly difference_low_ms: number;
	readonly difference_high_ms: number;
}

/** The mark each page puts first, to find its renderer's process in the trace. */
const pageMark = (index: number) => `backstep-ab-page-${index}`;

/**
 * Opens `pages` pages of each build, in turns whose order alternates (A B, then B A, …: the first
 * page opened ran a little slower in runs of one build against itself), warms them, then clicks
 * `blocks` blocks of `clicks` steps on each page in turn while the browser is traced, and returns
 * each build's clicks, its pages' one after the other.
 *
 * The pages take their turns in the same order in every block, so each page's block always comes
 * after another page's, and each page rests as long between its blocks. Swapping the order every
 * block (A B B A, then A B B A backwards) clicked the two end pages, both of build A, twice in a
 * row, with no rest between: a page clicked again at once answers faster than one that waited
 * (BENCHMARKS.md, a teacher's pace), and a build compared with itself came out 0.21 ms slower
 * (0.14 to 0.30). In the fixed order it comes out -0.04 (-0.08 to 0.01) and -0.03 (-0.09 to 0.07).
 */
export async function clickBuildsInTurn(
	browser: Browser,
	builds: readonly string[],
	{
		blocks = 30,
		clicks = 10,
		pages = 2,
		link = '',
		step = 0
	}: { blocks?: number; clicks?: number; pages?: number; link?: string; step?: number } = {}
): Promise<BuildClicks[]> {
	const servers = await Promise.all(builds.map((build) => serveApp(build)));
	/** Each page opened: its build, and which of that build's pages it is. */
	const opened: { build: number; turn: number; page?: Page }[] = [];
	for (let turn = 0; turn < pages; turn++) {
		const order = builds.map((_, build) => build);
		for (const build of turn % 2 === 0 ? order : order.reverse()) opened.push({ build, turn });
	}
	const contexts = await Promise.all(
		opened.map(() =>
			browser.newContext({
				viewport: { width: 1366, height: 768 },
				locale: 'en-US',
				serviceWorkers: 'block'
			})
		)
	);
	try {
		for (const [i, entry] of opened.entries()) {
			const server = servers[entry.build]!;
			const page = await openReady(contexts[i]!, server.url + link, { recorded: true, step });
			await stepClickTimes(page, { clicks: WARM_CLICKS });
			entry.page = page;
		}
		const { events } = await tracedIn(await browser.newBrowserCDPSession(), 'page-ab', async () => {
			for (const [i, entry] of opened.entries())
				await entry.page!.evaluate(`performance.mark(${JSON.stringify(pageMark(i))})`);
			for (let block = 0; block < blocks; block++) {
				for (const entry of opened)
					await stepClickTimes(entry.page!, { clicks, marks: true, firstIndex: block * clicks });
			}
			// The last clicks' frames: their style, layout and paint come after their steps show.
			for (const entry of opened)
				await entry.page!.evaluate(
					'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))'
				);
		});
		const costsOf = (i: number): (ClickCost | null)[] => {
			const mark = events.find((event) => event.name === pageMark(i));
			if (mark === undefined) throw new Error(`the trace has no mark of page ${i}`);
			return clickCosts(
				events.filter((event) => event.pid === mark.pid),
				blocks * clicks
			);
		};
		return builds.map((build, b) => {
			const costs = opened
				.map((entry, i) => ({ entry, i }))
				.filter(({ entry }) => entry.build === b)
				.sort((x, y) => x.entry.turn - y.entry.turn)
				.flatMap(({ i }) => costsOf(i));
			const updates = costs.map((cost) =>
				cost === null ? null : cost.script + cost.style + cost.layout
			);
			return { build, updates, costs };
		});
	} finally {
		await Promise.all(contexts.map((context) => context.close()));
		await Promise.all(servers.map((server) => server.close()));
	}
}

/** The exact median (the mean of the middle two for an even count); NaN for none. */
function median(values: readonly number[]): number {
	if (values.length === 0) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const middle = sorted.length >> 1;
	return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median of `b - a` over the clicks both measured, and a 95% interval of it from resampling
 * whole blocks of `clicks` (a block's clicks share a moment of the machine, so they go together).
 */
export function pairedDifference(
	a: readonly (number | null)[],
	b: readonly (number | null)[],
	clicks: number
): { median: number; low: number; high: number } {
	const byBlock: number[][] = [];
	for (let i = 0; i < Math.min(a.length, b.length); i++) {
		const x = a[i];
		const y = b[i];
		if (x === null || x === undefined || y === null || y === undefined) continue;
		(byBlock[Math.floor(i / clicks)] ??= []).push(y - x);
	}
	const blocks = byBlock.filter((block) => block !== undefined && block.length > 0);
	const all = blocks.flat();
	const medians: number[] = [];
	for (let r = 0; r < RESAMPLES && blocks.length > 0; r++) {
		const sample: number[] = [];
		for (let k = 0; k < blocks.length; k++)
			sample.push(...blocks[Math.floor(Math.random() * blocks.length)]!);
		medians.push(median(sample));
	}
	medians.sort((x, y) => x - y);
	return {
		median: median(all),
		low: medians[Math.floor(0.025 * medians.length)] ?? NaN,
		high: medians[Math.min(medians.length - 1, Math.floor(0.975 * medians.length))] ?? NaN
	};
}

/** Hundredths of a millisecond: the trace's microseconds, rounded for the table. */
const hundredth = (ms: number) => Math.round(ms * 100) / 100;

/** A click's step update and its parts (ms). */
export interface UpdateParts {
	readonly update: number;
	readonly script: number;
	readonly style: number;
	readonly layout: number;
}

/** A click's cost as its step update and the parts counted in it. */
const partsOf = (cost: ClickCost): UpdateParts => ({
	update: cost.script + cost.style + cost.layout,
	script: cost.script,
	style: cost.style,
	layout: cost.layout
});

/** Each part's median over `list`, in hundredths of a millisecond. */
const mediansOf = (list: readonly UpdateParts[]): UpdateParts => ({
	update: hundredth(median(list.map((p) => p.update))),
	script: hundredth(median(list.map((p) => p.script))),
	style: hundredth(median(list.map((p) => p.style))),
	layout: hundredth(median(list.map((p) => p.layout)))
});

/** Each build's figures, and its clicks set against the first build's. */
export function compareBuilds(runs: readonly BuildClicks[], clicks: number): BuildComparison[] {
	const first = runs[0];
	return runs.map((run) => {
		const parts = mediansOf(run.costs.flatMap((cost) => (cost === null ? [] : [partsOf(cost)])));
		const updates = run.updates.filter((update) => update !== null);
		const difference =
			first === undefined || run === first
				? { median: 0, low: 0, high: 0 }
				: pairedDifference(first.updates, run.updates, clicks);
		return {
			build: run.build,
			update_ms_p50: hundredth(median(updates)),
			update_ms_p95: percentile(updates, 0.95),
			script_ms_p50: parts.script,
			style_ms_p50: parts.style,
			layout_ms_p50: parts.layout,
			clicks: updates.length,
			made: run.updates.length,
			difference_ms: hundredth(difference.median),
			difference_low_ms: hundredth(difference.low),
			difference_high_ms: hundredth(difference.high)
		};
	});
}

/** One click of a block, by its place in the block, over all the blocks. */
export interface ClickRow {
	/** Its place in the block, from 0: the first half step forward, the rest back. */
	readonly index: number;
	readonly forward: boolean;
	/** The first build's medians. */
	readonly first: UpdateParts;
	/** Each other build's medians of its difference from the first, click by click. */
	readonly differences: readonly UpdateParts[];
}

/**
 * The builds' clicks by their place in a block: a block steps from the same step every time, so
 * each place is one step, and a change that costs or saves on some kinds of step only (a call
 * pushed or popped) shows there, where the median over all clicks hides it (BENCHMARKS.md,
 * fifty-first session).
 */
export function byClick(runs: readonly BuildClicks[], clicks: number): ClickRow[] {
	const first = runs[0];
	if (first === undefined) return [];
	/** Each part of `b` less the same part of `a`. */
	const less = (a: UpdateParts, b: UpdateParts): UpdateParts => ({
		update: b.update - a.update,
		script: b.script - a.script,
		style: b.style - a.style,
		layout: b.layout - a.layout
	});
	return Array.from({ length: clicks }, (_, index) => {
		const at = first.costs.flatMap((_, i) => (i % clicks === index ? [i] : []));
		const found = (run: BuildClicks) =>
			at.flatMap((i) => {
				const cost = run.costs[i];
				return cost ? [{ i, parts: partsOf(cost) }] : [];
			});
		const mine = new Map(found(first).map(({ i, parts }) => [i, parts]));
		const differences = runs.slice(1).map((run) =>
			mediansOf(
				found(run).flatMap(({ i, parts }) => {
					const own = mine.get(i);
					return own === undefined ? [] : [less(own, parts)];
				})
			)
		);
		return {
			index,
			forward: index < clicks / 2,
			first: mediansOf([...mine.values()]),
			differences
		};
	});
}

/** {@link byClick}'s rows as a Markdown table. */
export function byClickTable(rows: readonly ClickRow[], builds: readonly string[]): string {
	const signed = (ms: number) => `${ms > 0 ? '+' : ''}${ms}`;
	const cell = (p: UpdateParts, sign: (ms: number) => string) =>
		`${sign(p.update)} (${sign(p.script)} / ${sign(p.style)} / ${sign(p.layout)})`;
	return [
		`| click of the block | ${builds[0] ?? ''}: update (script / style / layout) | ${builds
			.slice(1)
			.map((build) => `${build}, paired difference`)
			.join(' | ')} |`,
		`| --- | --- | ${builds
			.slice(1)
			.map(() => '---')
			.join(' | ')} |`,
		...rows.map(
			(row) =>
				`| ${row.index} ${row.forward ? 'forward' : 'back'} | ${cell(row.first, String)} | ` +
				`${row.differences.map((d) => cell(d, signed)).join(' | ')} |`
		)
	].join('\n');
}

/** The comparisons as a Markdown table. */
export function comparisonTable(rows: readonly BuildComparison[]): string {
	return [
		'| build | step update p50 / p95 (ms) | script / style / layout p50 (ms) | against the first, paired: median (95% interval) | clicks |',
		'| ----- | ------------------------- | -------------------------------- | ------------------------------------------------ | ------ |',
		...rows.map(
			(row, i) =>
				`| ${row.build} | ${row.update_ms_p50} / ${row.update_ms_p95} | ` +
				`${row.script_ms_p50} / ${row.style_ms_p50} / ${row.layout_ms_p50} | ` +
				(i === 0
					? '(the first) | '
					: `${row.difference_ms > 0 ? '+' : ''}${row.difference_ms} (${row.difference_low_ms} to ${row.difference_high_ms}) | `) +
				`${row.clicks} of ${row.made} |`
		)
	].join('\n');
}

async function main(args: readonly string[]): Promise<void> {
	const { option, named, builds } = benchArgs(args, {
		usage:
			'node --import tsx bench/page-ab.ts <build dir> <build dir>… [--blocks=N] [--clicks=N] [--pages=N] [--puzzle=<id>] [--sample=<id>] [--situation=middle] [--by=click]',
		least: 2
	});
	const clicks = option('clicks') ?? 10;
	if (clicks < 2 || clicks % 2 !== 0) throw new Error('--clicks must be an even number, 2 or more');
	const browser = await launchChromium();
	try {
		const runs = await clickBuildsInTurn(browser, builds, {
			blocks: option('blocks'),
			clicks,
			pages: option('pages'),
			...openingOf(named('puzzle'), named('sample'), named('situation'))
		});
		process.stdout.write(comparisonTable(compareBuilds(runs, clicks)) + '\n');
		if (named('by') === 'click')
			process.stdout.write('\n' + byClickTable(byClick(runs, clicks), builds) + '\n');
	} finally {
		await browser.close();
	}
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
