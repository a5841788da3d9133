/**
 * The depth overview's backtrack strip, a path a shade (depth-shades.ts): read back bucket by
 * bucket, on the lesson sudoku's series as the page asks for it (240 buckets) and on hand-made
 * counts, it shades exactly the buckets with a backtrack, each as dark as its share of the most.
 */
import { describe, expect, it } from 'vitest';
import {
	BACKTRACK_SHADES,
	backtrackShades,
	shadeOpacity,
	type BacktrackShade
} from '../../src/app/panels/depth-shades';
import { indexedTimeline } from '../timeline/searches';

/** Each bucket's shade as the paths draw it (0: none), checking each run is a whole rectangle of the strip. */
function shadesByBucket(
	shades: readonly BacktrackShade[],
	buckets: number,
	y: number,
	height: number
): number[] {
	const drawn: number[] = new Array(buckets).fill(0);
	for (const { shade, d } of shades)
		for (const run of d.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h(-\d+)z/g)) {
			const [start, top, width, tall, back] = run.slice(1).map(Number);
			expect([top, tall, back]).toEqual([y, height, -width]);
			for (let bucket = start; bucket < start + width; bucket++) {
				// A bucket drawn twice would show darker than its shade.
				expect(drawn[bucket]).toBe(0);
				drawn[bucket] = shade;
			}
		}
	return drawn;
}

describe('the depth overview’s backtrack strip', () => {
	it('shades every bucket of the lesson sudoku that backtracks, by its share of the most, and no other', () => {
		const series = indexedTimeline('nyoj').depthSeries(240);
		const { backtracks } = series;
		const most = Math.max(...backtracks);
		const shades = backtrackShades(backtracks, 144, 16);
		const drawn = shadesByBucket(shades, backtracks.length, 144, 16);
		expect(drawn).toEqual(
			backtracks.map((count) => (count === 0 ? 0 : Math.ceil((count / most) * BACKTRACK_SHADES)))
		);
		// The lesson's search thrashes unevenly: several shades, a path each, palest first.
		expect(shades.length).toBeGreaterThan(2);
		expect(shades.map((s) => s.shade)).toEqual(
			[...shades.map((s) => s.shade)].sort((a, b) => a - b)
		);
		expect(shades.at(-1)?.opacity).toBe(1);
		// Neighbours of a shade are one rectangle: fewer rectangles than shaded buckets.
		const runs = shades.reduce((sum, s) => sum + s.d.split('M').length - 1, 0);
		expect(runs).toBeLessThan(drawn.filter((shade) => shade > 0).length);
	});

	it('draws runs of a shade as one rectangle, and nothing for a search without a backtrack', () => {
		expect(backtrackShades([0, 8, 8, 1, 0, 4, 8], 10, 2)).toEqual([
			{ shade: 1, opacity: shadeOpacity(1), d: 'M3 10h1v2h-1z' },
			{ shade: 4, opacity: shadeOpacity(4), d: 'M5 10h1v2h-1z' },
			{ shade: 8, opacity: 1, d: 'M1 10h2v2h-2zM6 10h1v2h-1z' }
		]);
		expect(backtrackShades([0, 0, 0], 10, 2)).toEqual([]);
		expect(backtrackShades([], 10, 2)).toEqual([]);
		expect(shadeOpacity(1)).toBeGreaterThan(0.15);
	});
});
