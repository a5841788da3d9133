/**
 * What a playing step allocates, by the app's source line and by function (issue 23): the lesson
 * sudoku plays at 60 steps a second on a projector (1920x1080, page-steps' `projectorLesson`)
 * while V8's sampling heap profiler records every allocation's stack, those the collectors took
 * since included; the bytes go to the innermost line of the app's own code on the stack (the
 * bytes Svelte's runtime or the DOM allocate go to the app's line that called them; with no app
 * code on the stack, to the allocating function), shared out over the steps shown meanwhile.
 *
 * Why: playback's slowest frames are mostly those with a collection (page-steps' "a collection in
 * n% of them"), and what a step allocates sets how often they come. The figure and the sites
 * tell whether a change made less garbage, which the frame times are too noisy to show.
 *
 * `node --import tsx bench/page-heap.ts <build dir, built with --minify false --sourcemap>
 * [--seconds=S] [--rounds=N]` prints the KB a step of each round and two Markdown tables of the
 * last: by the app's line and by function. About 15 s a round.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium, serveApp } from '../tests/e2e/app-server';
import { benchArgs } from './page-builds';
import { buildPlaces, type ProfileFrame, type SourcePlace } from './page-script';
import { projectorLesson } from './page-steps';

/** A node of V8's sampling heap profile (`HeapProfiler.stopSampling`): the fields read here. */
export interface HeapProfileNode {
	readonly callFrame: ProfileFrame;
	/** Bytes allocated by this frame itself (sampled), not by its callees. */
	readonly selfSize: number;
	readonly children?: readonly HeapProfileNode[];
}

/** What a step allocated, in KB a step: in all, by the app's innermost line, by allocating function. */
export interface AllocationShares {
	readonly total: number;
	readonly byPlace: ReadonlyMap<string, number>;
	readonly byFunction: ReadonlyMap<string, number>;
}

/** Runtime files whose frames are not the app's own code, though mapped: Svelte's and other packages'. */
const isAppPlace = (place: SourcePlace | null): place is SourcePlace =>
	place !== null && !place.file.startsWith('node_modules/');

/**
 * The bytes of a sampling heap profile shared out over `steps`, in KB a step: each node's own bytes
 * go to the innermost app frame on its stack (`file:line`, as `placeOf` maps frames) or, when the
 * stack has none, to "(no app code)" and the allocating function's name; and, apart, to the
 * allocating function itself (its name, chunk and line).
 */
export function allocationShares(
	head: HeapProfileNode,
	placeOf: (frame: ProfileFrame) => SourcePlace | null,
	steps: number
): AllocationShares {
	const byPlace = new Map<string, number>();
	const byFunction = new Map<string, number>();
	const add = (map: Map<string, number>, key: string, kb: number) =>
		map.set(key, (map.get(key) ?? 0) + kb);
	let total = 0;
	// Depth first, each node with the innermost app place above it (inclusive).
	const stack: { node: HeapProfileNode; app: string | null }[] = [{ node: head, app: null }];
	while (stack.length > 0) {
		const { node, app: above } = stack.pop() as { node: HeapProfileNode; app: string | null };
		const place = placeOf(node.callFrame);
		const app = isAppPlace(place) ? `${place.file}:${place.line}` : above;
		if (node.selfSize > 0) {
			const kb = node.selfSize / 1024 / steps;
			total += kb;
			const name = node.callFrame.functionName || '(anonymous)';
			add(byPlace, app ?? `(no app code) ${name}`, kb);
			const chunk = node.callFrame.url.split('/').pop() || '(native)';
			add(byFunction, `${name} ${chunk}:${node.callFrame.lineNumber + 1}`, kb);
		}
		for (const child of node.children ?? []) stack.push({ node: child, app });
	}
	return { total, byPlace, byFunction };
}

/** The step the page shows (its step text's number). */
async function shownStep(page: Page): Promise<number> {
	const text = (await page.getByTestId('step-text').textContent()) ?? '';
	return Number((/Step ([\d,]+)/.exec(text) ?? ['', 'NaN'])[1].replaceAll(',', ''));
}

/** The largest entries of a share as Markdown rows, in KB a step. */
function rows(share: ReadonlyMap<string, number>, count: number): string {
	return [...share]
		.sort((a, b) => b[1] - a[1])
		.slice(0, count)
		.map(([key, kb]) => `| ${key} | ${kb.toFixed(2)} |`)
		.join('\n');
}

async function main(args: readonly string[]): Promise<void> {
	const { option, builds } = benchArgs(args, {
		usage:
			'node --import tsx bench/page-heap.ts <build dir, built with --minify false --sourcemap> [--seconds=S] [--rounds=N]',
		least: 1
	});
	const [build] = builds;
	const seconds = option('seconds') ?? 5;
	const rounds = option('rounds') ?? 1;
	const placeOf = buildPlaces(build);
	const server = await serveApp(build);
	const browser = await launchChromium();
	try {
		let last: AllocationShares | null = null;
		const totals: string[] = [];
		for (let round = 0; round < rounds; round++) {
			const { page, context } = await projectorLesson(browser, server.url);
			try {
				await page.getByRole('button', { name: 'Play', exact: true }).click();
				// Past the first steps' fonts and the code's first compilation.
				await page.waitForTimeout(3000);
				const cdp = await context.newCDPSession(page);
				await cdp.send('HeapProfiler.enable');
				const from = await shownStep(page);
				await cdp.send('HeapProfiler.startSampling', {
					samplingInterval: 512,
					includeObjectsCollectedByMajorGC: true,
					includeObjectsCollectedByMinorGC: true
				});
				await page.waitForTimeout(seconds * 1000);
				const { profile } = await cdp.send('HeapProfiler.stopSampling');
				const steps = (await shownStep(page)) - from;
				if (!(steps > 0)) throw new Error(`the page showed no step while sampled (${steps})`);
				last = allocationShares(profile.head as HeapProfileNode, placeOf, steps);
				totals.push(`${last.total.toFixed(1)} KB a step over ${steps} steps`);
			} finally {
				await context.close();
			}
		}
		if (last === null) throw new Error('--rounds must be at least 1');
		process.stdout.write(
			[
				`A playing step allocates (the lesson sudoku at 60 steps a second, 1920x1080, ${seconds} s a round, sampled every 512 bytes): ${totals.join('; ')}.`,
				'',
				'| the app’s innermost line on the stack (last round) | KB a step |',
				'| --- | --- |',
				rows(last.byPlace, 25),
				'',
				'| allocating function | KB a step |',
				'| --- | --- |',
				rows(last.byFunction, 20),
				''
			].join('\n')
		);
	} finally {
		await browser.close();
		await server.close();
	}
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
