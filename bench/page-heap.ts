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
 * [--seconds=S] [--rounds=N] [--sampled=survivors]` prints the KB a step of each round and two
 * Markdown tables of the last: by the app's line and by function. About 15 s a round. With
 * `--sampled=survivors` it counts only what outlived a minor collection: the bytes each minor
 * collection copies, which make it long (a major one takes them later).
 */
import { fileURLToPath } from 'node:url';
import { launchChromium, serveApp } from '../tests/e2e/app-server';
import { benchArgs } from './page-builds';
import { allocationShares, type AllocationShares, type Sampled } from './heap-sampling';
import { buildPlaces } from './page-script';
import { playingAllocation } from './page-steps';

/** The largest entries of a share as Markdown rows, in KB a step. */
function rows(share: ReadonlyMap<string, number>, count: number): string {
	return [...share]
		.sort((a, b) => b[1] - a[1])
		.slice(0, count)
		.map(([key, kb]) => `| ${key} | ${kb.toFixed(2)} |`)
		.join('\n');
}

async function main(args: readonly string[]): Promise<void> {
	const { option, named, builds } = benchArgs(args, {
		usage:
			'node --import tsx bench/page-heap.ts <build dir, built with --minify false --sourcemap> [--seconds=S] [--rounds=N] [--sampled=all|survivors]',
		least: 1
	});
	const [build] = builds;
	const seconds = option('seconds') ?? 5;
	const rounds = option('rounds') ?? 1;
	const asked = named('sampled') ?? 'all';
	if (asked !== 'all' && asked !== 'survivors')
		throw new Error(`--sampled must be all or survivors, not ${asked}`);
	const sampled: Sampled = asked;
	const placeOf = buildPlaces(build);
	const server = await serveApp(build);
	const browser = await launchChromium();
	try {
		let last: AllocationShares | null = null;
		const totals: string[] = [];
		for (let round = 0; round < rounds; round++) {
			const { head, steps } = await playingAllocation(browser, server.url, seconds, sampled);
			last = allocationShares(head, placeOf, steps);
			totals.push(`${last.total.toFixed(1)} KB a step over ${steps} steps`);
		}
		if (last === null) throw new Error('--rounds must be at least 1');
		process.stdout.write(
			[
				`${sampled === 'all' ? 'A playing step allocates' : 'Of what a playing step allocates, this outlives a minor collection'} (the lesson sudoku at 60 steps a second, 1920x1080, ${seconds} s a round, sampled every 512 bytes): ${totals.join('; ')}.`,
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
