import { describe, expect, it } from 'vitest';
import { rootLift } from '../../src/app/panels/tree-keys';

/** A view 300 units tall whose current node (the origin) sits at 72% of its height. */
const box = { top: -216, height: 300 };
const HOME = { k: 1, x: 0, y: 0 };

describe('How much higher the search tree’s view goes to show its root whole (issue 21, item 11)', () => {
	it('is nothing when the root is already inside, with room for its marks', () => {
		expect(rootLift(-150, 0, HOME, box, 26)).toBe(0);
	});

	it('is what the root needs when the current node keeps its room at the bottom', () => {
		// The root 220 units above the current node: its marks reach 246 up, 30 past the top.
		expect(rootLift(-220, 0, HOME, box, 26)).toBe(30);
	});

	it('keeps the current node in view when the root is too far up to show both', () => {
		// At most the 84 units under the current node, less its room.
		expect(rootLift(-500, 0, HOME, box, 26)).toBe(300 - 216 - 26);
	});

	it('leaves a view the reader panned alone, and scales with the zoom', () => {
		expect(rootLift(-220, 0, { k: 1, x: 0, y: 40 }, box, 26)).toBe(0);
		expect(rootLift(-220, 0, { k: 0.5, x: 0, y: 0 }, box, 26)).toBe(0);
		expect(rootLift(-120, 0, { k: 2, x: 0, y: 0 }, box, 26)).toBe(50);
	});
});
