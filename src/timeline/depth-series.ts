import type { SearchEngine } from '../engine/engine';
import { BACKTRACKS, SOLUTIONS, type ChunkSummaries } from './chunk-summaries';
import type { DepthSeries } from './moment';

/** Below this many events a depth series is replayed event by event rather than read from chunk summaries. */
export const SERIES_REPLAY_LIMIT = 1 << 22;

/**
 * Depth over the `chunks` chunks of `interval` events, read from their summaries in at most
 * `wanted` buckets of whole chunks (one bucket per chunk when there are fewer chunks than that).
 */
export function summarySeries(
	summaries: ChunkSummaries,
	chunks: number,
	interval: number,
	wanted: number
): DepthSeries {
	const perBucket = Math.ceil(chunks / wanted);
	const count = Math.ceil(chunks / perBucket);
	const minDepth: number[] = [];
	const maxDepth: number[] = [];
	const backtracks: number[] = [];
	const solutions: number[] = [];
	const between = (first: number, last: number, slot: number): number =>
		summaries.cumulative(last, slot) - summaries.cumulative(first, slot);
	for (let bucket = 0; bucket < count; bucket++) {
		const first = bucket * perBucket;
		const last = Math.min(chunks, first + perBucket);
		let min = Infinity;
		let max = -Infinity;
		for (let chunk = first; chunk < last; chunk++) {
			min = Math.min(min, summaries.chunkMin(chunk));
			max = Math.max(max, summaries.chunkMax(chunk));
		}
		minDepth.push(min);
		maxDepth.push(max);
		backtracks.push(between(first, last, BACKTRACKS));
		solutions.push(between(first, last, SOLUTIONS));
	}
	return { bucketSize: perBucket * interval, minDepth, maxDepth, backtracks, solutions };
}

/**
 * Depth over the first `length` events in buckets of `bucketSize`, by running `engine` through
 * them from the start (it must stand at step 0): for a small search, where chunks are too few.
 */
export function replaySeries(
	engine: SearchEngine,
	length: number,
	bucketSize: number
): DepthSeries {
	const minDepth: number[] = [];
	const maxDepth: number[] = [];
	const backtracks: number[] = [];
	const solutions: number[] = [];
	for (let at = 0; at < length; at += bucketSize) {
		const count = Math.min(bucketSize, length - at);
		const backtracksBefore = engine.backtracks;
		const solutionsBefore = engine.solutions;
		engine.run(1);
		engine.resetDepthWindow();
		engine.run(count - 1);
		minDepth.push(engine.windowMinDepth);
		maxDepth.push(engine.windowMaxDepth);
		backtracks.push(engine.backtracks - backtracksBefore);
		solutions.push(engine.solutions - solutionsBefore);
	}
	return { bucketSize, minDepth, maxDepth, backtracks, solutions };
}
