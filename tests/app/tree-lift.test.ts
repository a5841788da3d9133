import { describe, expect, it } from 'vitest';
import { rootLift } from '../../src/app/panels/tree-keys';

/** A view 300 units tall whose current node (the origin) sits at 72% of its height. */
const box = { top: -216, height: 300 };
const HOME = { k: 1, x: 0, y: 0 };
/** The rows of a drawing: its root this far above the current node, its lowest node this far below. */
const rows = (above: number, below = 0) => ({ rootY: -above, lowestY: below, focusY: 0 });

describe('How much higher the search tree’s view goes to show its root whole (issue 21, item 11)', () => {
	it('is nothing when the root is already inside, with room for its marks', () => {
		expect(rootLift(rows(150), HOME, box, 26)).toBe(0);
	});

	it('is what the root needs when the lowest node keeps its room at the bottom', () => {
		// The root 220 units above the current node: its marks reach 246 up, 30 past the top.
		expect(rootLift(rows(220), HOME, box, 26)).toBe(30);
	});

	it('takes no more than the room under the lowest node, so nothing below is cut instead', () => {
		// 84 units under the current node, less its room: 58.
		expect(rootLift(rows(500), HOME, box, 26)).toBe(58);
		// Children 40 units down: 18 left.
		expect(rootLift(rows(500, 40), HOME, box, 26)).toBe(18);
		// Children already at the edge: none.
		expect(rootLift(rows(500, 76), HOME, box, 26)).toBe(0);
	});

	it('leaves a view the reader panned alone, and scales with the zoom', () => {
		expect(rootLift(rows(220), { k: 1, x: 0, y: 40 }, box, 26)).toBe(0);
		expect(rootLift(rows(220), { k: 0.5, x: 0, y: 0 }, box, 26)).toBe(0);
		expect(rootLift(rows(120), { k: 2, x: 0, y: 0 }, box, 26)).toBe(50);
	});
});
