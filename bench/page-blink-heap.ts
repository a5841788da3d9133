/**
 * What a playing step allocates in Blink's own heap (Oilpan), by space (issue 23): the lesson
 * sudoku plays at 60 steps a second on a projector (1920x1080, page-steps' `projectorLesson`)
 * while Chromium's memory-infra takes a dump of the page's process every 250 ms. Between two dumps
 * with no collection between them, a space's growth is what the steps meanwhile allocated in it;
 * the figure is the median over those pairs, in KB a step.
 *
 * Why: the playing page's major collections start when V8's and Blink's heaps together near their
 * limit, and Blink's grows faster than V8's (BENCHMARKS.md, forty-ninth session). Its spaces tell
 * which kind of object a step makes: DOM nodes, CSS values, layout objects, or the rest (computed
 * styles, layout results, text shaping) by size.
 *
 * `node --import tsx bench/page-blink-heap.ts <build dir>… [--rounds=N]` prints a Markdown table
 * with a row per build (rounds alternate between the builds). About 15 s a round.
 */
import { fileURLToPath } from 'node:url';
import type { CDPSession } from 'playwright-core';
import { launchChromium } from '../tests/e2e/app-server';
import { percentile, shownStep } from './page';
import { alternatingRounds, benchArgs } from './page-builds';
import { projectorLesson } from './page-steps';

/** Blink's heap spaces as a dump names them, and what each holds (Blink's custom spaces in order). */
export const SPACES: readonly { readonly space: string; readonly holds: string }[] = [
	{ space: 'CustomSpace0', holds: 'vector backings' },
	{ space: 'CustomSpace1', holds: 'hash table backings' },
	{ space: 'CustomSpace2', holds: 'DOM nodes' },
	{ space: 'CustomSpace3', holds: 'CSS values' },
	{ space: 'CustomSpace4', holds: 'layout objects' },
	{ space: 'NormalPageSpace0', holds: 'other objects, smallest' },
	{ space: 'NormalPageSpace1', holds: 'other objects, small' },
	{ space: 'NormalPageSpace2', holds: 'other objects, medium' },
	{ space: 'NormalPageSpace3', holds: 'other objects, largest' },
	{ space: 'LargePageSpace', holds: 'large objects' }
];

/** One dump of the page's process: the step shown when it was asked for, bytes by space and in all. */
export interface HeapDump {
	readonly step: number;
	readonly total: number;
	readonly bySpace: ReadonlyMap<string, number>;
}

/**
 * KB a step allocated in all and in each space: for each pair of dumps in a row whose total grew
 * (no collection between them), the growth over the steps shown between them; the median of the
 * pairs. NaN where no pair grew.
 */
export function blinkRates(dumps: readonly HeapDump[]): {
	total: number;
	bySpace: Map<string, number>;
} {
	const grew = dumps
		.slice(1)
		.map((after, k) => ({ before: dumps[k], after }))
		.filter(({ before, after }) => after.total > before.total && after.step > before.step);
	const rate = (bytes: (dump: HeapDump) => number) =>
		percentile(
			grew.map(
				({ before, after }) => (bytes(after) - bytes(before)) / 1024 / (after.step - before.step)
			),
			0.5
		);
	const round = (value: number) => Math.round(value * 10) / 10;
	return {
		total: round(rate((dump) => dump.total)),
		bySpace: new Map(
			SPACES.map(({ space }) => [space, round(rate((dump) => dump.bySpace.get(space) ?? 0))])
		)
	};
}

/** A memory-infra dump event's allocator sizes (bytes) by name, as Chromium writes them (hex). */
type Allocators = Record<string, { attrs?: Record<string, { value?: string }> }>;

/** The page's Oilpan heap in a dump: `blink_gc/main/heap` and its spaces, or null if it has none. */
export function heapOf(allocators: Allocators, step: number): HeapDump | null {
	const size = (name: string) => {
		const attrs = allocators[name]?.attrs;
		const value = attrs?.allocated_objects_size?.value;
		return value === undefined ? undefined : parseInt(value, 16);
	};
	const total = size('blink_gc/main/heap');
	if (total === undefined) return null;
	const bySpace = new Map<string, number>();
	for (const { space } of SPACES) bySpace.set(space, size(`blink_gc/main/heap/${space}`) ?? 0);
	return { step, total, bySpace };
}

/** One round: `dumps` dumps of the playing page, 250 ms apart. */
async function playRound(url: string, dumps: number): Promise<HeapDump[]> {
	const browser = await launchChromium();
	try {
		const { page } = await projectorLesson(browser, url);
		await page.getByRole('button', { name: 'Play', exact: true }).click();
		// Playback's first second starts it (compiling, the tree's first layout).
		await page.waitForTimeout(1500);
		const cdp: CDPSession = await page.context().newCDPSession(page);
		const events: { ph?: string; pid?: number; args?: { dumps?: { allocators?: Allocators } } }[] =
			[];
		cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as typeof events)));
		await cdp.send('Tracing.start', {
			traceConfig: {
				includedCategories: ['disabled-by-default-memory-infra'],
				// No periodic dumps: only those asked for below, each at a step read just before it.
				// (The protocol's type says a string map; Chromium reads this object.)
				memoryDumpConfig: { triggers: [] } as unknown as Record<string, string>
			},
			transferMode: 'ReportEvents'
		});
		const steps: number[] = [];
		for (let k = 0; k < dumps; k++) {
			steps.push(await shownStep(page));
			await cdp.send('Tracing.requestMemoryDump', {
				deterministic: false,
				levelOfDetail: 'detailed'
			});
			await page.waitForTimeout(250);
		}
		const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
		await cdp.send('Tracing.end');
		await complete;
		// Each renderer's dumps hold its main thread's Oilpan heap: the page's is the largest.
		const byProcess = new Map<number | undefined, HeapDump[]>();
		for (const event of events) {
			if (event.ph !== 'v') continue;
			const list = byProcess.get(event.pid) ?? [];
			const dump = heapOf(event.args?.dumps?.allocators ?? {}, steps[list.length] ?? NaN);
			if (dump === null) continue;
			list.push(dump);
			byProcess.set(event.pid, list);
		}
		const largest = (list: readonly HeapDump[]) => Math.max(...list.map((dump) => dump.total));
		return [...byProcess.values()].sort((a, b) => largest(b) - largest(a))[0] ?? [];
	} finally {
		await browser.close();
	}
}

async function main(args: readonly string[]): Promise<void> {
	const { option, builds } = benchArgs(args, {
		usage: 'node --import tsx bench/page-blink-heap.ts <build dir>… [--rounds=N]',
		least: 1
	});
	const rounds = option('rounds') ?? 2;
	const rates = await alternatingRounds(builds, rounds, async (url) =>
		blinkRates(await playRound(url, 12))
	);
	const cells = (pick: (rate: ReturnType<typeof blinkRates>) => number, k: number) =>
		rates[k].map(pick).join(', ');
	process.stdout.write(
		[
			`What a playing step allocates in Blink's heap, KB a step (the lesson sudoku at 60 steps a second, 1920x1080; each round's figure):`,
			'',
			`| build | in all | ${SPACES.map(({ holds }) => holds).join(' | ')} |`,
			`| --- | --- | ${SPACES.map(() => '---').join(' | ')} |`,
			...builds.map(
				(build, k) =>
					`| ${build} | ${cells((rate) => rate.total, k)} | ${SPACES.map(({ space }) => cells((rate) => rate.bySpace.get(space) ?? NaN, k)).join(' | ')} |`
			),
			''
		].join('\n')
	);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
