/**
 * What a playing page allocates, from V8's sampling heap profiler (issue 23): sampled on a page
 * that plays, and shared out by the app's source line and by function. `bench/page-heap.ts` prints
 * the shares; `bench/page-steps.ts` prints the total a step beside playback's frame times.
 */
import type { Page } from 'playwright-core';
import { shownStep } from './page';
import { isAppFile, type ProfileFrame, type SourcePlace } from './page-script';

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

/** Whether a frame's place is the app's own code: mapped to a file of the app's work (page-script's isAppFile). */
const isAppPlace = (place: SourcePlace | null): place is SourcePlace =>
	place !== null && isAppFile(place.file);

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

/** How long a page plays before its allocations are sampled: past the first steps' fonts and the code's first compilation. */
export const ALLOCATION_WARMUP_MS = 3000;

/**
 * What a sample counts: `all` that is allocated, or `survivors`, what outlived a minor collection
 * (the allocations a major one took, and those still alive): what makes minor collections long.
 */
export type Sampled = 'all' | 'survivors';

/**
 * Samples what `page`, which plays, allocates for `seconds` after {@link ALLOCATION_WARMUP_MS}:
 * every allocation's stack, those the collectors took since included (every 512 bytes; with
 * `survivors`, not those a minor collection took), and the steps it showed meanwhile.
 */
export async function sampleAllocation(
	page: Page,
	seconds: number,
	sampled: Sampled = 'all'
): Promise<{ head: HeapProfileNode; steps: number }> {
	await page.waitForTimeout(ALLOCATION_WARMUP_MS);
	const cdp = await page.context().newCDPSession(page);
	try {
		await cdp.send('HeapProfiler.enable');
		const from = await shownStep(page);
		await cdp.send('HeapProfiler.startSampling', {
			samplingInterval: 512,
			includeObjectsCollectedByMajorGC: true,
			includeObjectsCollectedByMinorGC: sampled === 'all'
		});
		await page.waitForTimeout(seconds * 1000);
		const { profile } = await cdp.send('HeapProfiler.stopSampling');
		const steps = (await shownStep(page)) - from;
		if (!(steps > 0)) throw new Error(`the page showed no step while sampled (${steps})`);
		return { head: profile.head as HeapProfileNode, steps };
	} finally {
		await cdp.detach();
	}
}
