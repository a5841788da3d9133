import { describe, expect, it } from 'vitest';
import { byClick, byClickTable, type BuildClicks } from '../../bench/page-ab';
import type { ClickCost } from '../../bench/page-steps';

/** A click's cost with only the parts byClick reads. */
const cost = (script: number, style: number, layout: number): ClickCost => ({
	script,
	style,
	layout,
	busy: null,
	rendering: null,
	cpu: script + style + layout,
	shownLater: false
});

/**
 * Two builds, three blocks of four clicks (two forward, two back). Build B saves 0.1 ms of style on
 * the block's third click (a pop, say) and nothing elsewhere; one of A's clicks was not found.
 */
const A: BuildClicks = {
	build: 'a',
	costs: [
		[cost(1, 0.3, 0.6), cost(1.2, 0.4, 0.7), cost(1, 0.5, 0.6), cost(0.9, 0.3, 0.5)],
		[cost(1.1, 0.3, 0.6), null, cost(1.1, 0.5, 0.6), cost(1, 0.3, 0.5)],
		[cost(1, 0.3, 0.7), cost(1.2, 0.4, 0.6), cost(1.2, 0.5, 0.6), cost(0.9, 0.3, 0.5)]
	].flat(),
	updates: []
};
const B: BuildClicks = {
	build: 'b',
	costs: A.costs.map((c, i) =>
		c === null ? cost(1, 1, 1) : cost(c.script, c.style - (i % 4 === 2 ? 0.1 : 0), c.layout)
	),
	updates: []
};

describe('page-ab by click', () => {
	it('sets each click of a block against the first build’s same click, over the blocks', () => {
		const rows = byClick([A, B], 4);
		expect(rows.map((row) => [row.index, row.forward])).toEqual([
			[0, true],
			[1, true],
			[2, false],
			[3, false]
		]);
		// The first build's medians: the third click's script is the median of 1, 1.1 and 1.2.
		expect(rows[2]?.first).toEqual({ update: 2.2, script: 1.1, style: 0.5, layout: 0.6 });
		// The second click was found in two blocks of the first build: the median of two.
		expect(rows[1]?.first.script).toBe(1.2);
		expect(rows[2]?.differences).toEqual([{ update: -0.1, script: 0, style: -0.1, layout: 0 }]);
		for (const index of [0, 1, 3])
			expect(rows[index]?.differences).toEqual([{ update: 0, script: 0, style: 0, layout: 0 }]);
	});

	it('prints a row for each click of the block, the differences signed', () => {
		const table = byClickTable(byClick([A, B], 4), ['a', 'b']).split('\n');
		expect(table).toHaveLength(6);
		expect(table[0]).toBe(
			'| click of the block | a: update (script / style / layout) | b, paired difference |'
		);
		expect(table[4]).toBe('| 2 back | 2.2 (1.1 / 0.5 / 0.6) | -0.1 (0 / -0.1 / 0) |');
	});
});
