/**
 * Issue 21, item 7: "deepest" beside Depth is the deepest the search has been at or before the
 * step, counted the way Depth is: right after a place it is not yet the new call's depth.
 */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import { searches, type SearchName } from '../timeline/searches';

describe('the deepest depth', () => {
	it('is at every step the greatest depth of the events up to it', () => {
		const names: SearchName[] = ['sudoku4All', 'queens6All', 'ring8All', 'mazeAll'];
		for (const name of names) {
			const loaded = searches[name]();
			const engine = new SearchEngine(loaded.problem, loaded.search);
			let deepest = 0;
			const wrong: number[] = [];
			while (!engine.finished) {
				engine.step();
				deepest = Math.max(deepest, engine.depth);
				if (engine.counters().maxDepth !== deepest) wrong.push(engine.events);
			}
			expect(wrong.slice(0, 5), name).toEqual([]);
		}
	});

	it('right after a place is the depth of the place, as the readout shows it (the queens, 6)', () => {
		const loaded = searches.queens6All();
		const engine = new SearchEngine(loaded.problem, loaded.search);
		do engine.step();
		while (engine.event()?.kind !== 'place');
		expect([engine.depth, engine.counters().maxDepth]).toEqual([0, 0]);
		engine.step();
		expect([engine.event()?.kind, engine.depth, engine.counters().maxDepth]).toEqual(['try', 1, 1]);
	});
});
