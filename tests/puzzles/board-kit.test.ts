import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import { labelEms } from '../../src/puzzles/kit/board-props';
import { crossPath, eventMarks, markSlots } from '../../src/puzzles/kit/marks';
import { CELL, gridLayout, inset, LEGEND } from '../../src/puzzles/kit/grid';
import {
	boxLeft,
	boxTop,
	pointerPath,
	rowCount,
	type BoxRows
} from '../../src/puzzles/kit/box-rows';

describe('the layout of a grid board', () => {
	it('starts the squares after the row and column numbers and a margin', () => {
		const layout = gridLayout({ rows: 8, cols: 8, label: 44, margin: 4, showHeat: false });
		expect(layout.left).toBe(48);
		expect(layout.top).toBe(48);
		expect(layout.width).toBe(48 + 8 * CELL + 4);
		expect(layout.height).toBe(48 + 8 * CELL + 4);
	});

	it('leaves more room beyond the grid when asked, and room above it for a heading', () => {
		const layout = gridLayout({
			rows: 5,
			cols: 6,
			label: 44,
			margin: 6,
			above: 104,
			beyond: 44,
			showHeat: false
		});
		expect(layout.top).toBe(104 + 44 + 6);
		expect(layout.width).toBe(50 + 6 * CELL + 44);
		expect(layout.height).toBe(154 + 5 * CELL + 44);
	});

	it('makes room for the heat key only when the heat map is shown', () => {
		const spec = { rows: 9, cols: 9, label: 40, margin: 6 };
		const plain = gridLayout({ ...spec, showHeat: false });
		const heated = gridLayout({ ...spec, showHeat: true });
		expect(heated.height - plain.height).toBe(LEGEND);
		expect(heated.width).toBe(plain.width);
	});

	it('grows the heat key with a board wider than nine columns, or than the columns given', () => {
		const spec = { label: 44, margin: 4, showHeat: true };
		expect(gridLayout({ ...spec, rows: 8, cols: 8 }).legendScale).toBe(1);
		expect(gridLayout({ ...spec, rows: 16, cols: 16 }).legendScale).toBeCloseTo(16 / 9);
		expect(gridLayout({ ...spec, rows: 4, cols: 12, legendColumns: 8 }).legendScale).toBe(1.5);
	});

	it('gives the picture as a viewBox from the origin', () => {
		const layout = gridLayout({ rows: 8, cols: 8, label: 44, margin: 4, showHeat: true });
		expect(layout.viewBox).toBe(`0 0 ${layout.width} ${layout.height}`);
	});

	it('places a row and a column one square apart from the first square', () => {
		const layout = gridLayout({ rows: 8, cols: 8, label: 44, margin: 4, showHeat: false });
		expect(layout.x(0)).toBe(layout.left);
		expect(layout.x(3)).toBe(layout.left + 3 * CELL);
		expect(layout.y(2)).toBe(layout.top + 2 * CELL);
	});

	it('draws a ring or a piece inside a square, the same padding on every side', () => {
		expect(inset(100, 200, 5)).toEqual({ x: 105, y: 205, width: CELL - 10, height: CELL - 10 });
		expect(inset(0, 0, 4, 60)).toEqual({ x: 4, y: 4, width: 52, height: 52 });
	});
});

describe('the marks of a step', () => {
	const at = { step: 3, depth: 1, point: 4, candidate: 2 };

	it('sets only the try on a try, only the placement on a place, only the backtrack on a backtrack', () => {
		const tried: SearchEvent = { ...at, kind: 'try', verdict: 'ok' };
		const placed: SearchEvent = { ...at, kind: 'place' };
		const leaving: SearchEvent = { ...at, kind: 'backtrack' };
		expect(eventMarks(tried)).toEqual({ tried, placed: null, leaving: null });
		expect(eventMarks(placed)).toEqual({ tried: null, placed, leaving: null });
		expect(eventMarks(leaving)).toEqual({ tried: null, placed: null, leaving });
	});

	it('marks nothing at step 0 or on a solution', () => {
		const none = { tried: null, placed: null, leaving: null };
		expect(eventMarks(null)).toEqual(none);
		const solution: SearchEvent = { step: 9, depth: 0, kind: 'solution', index: 1 };
		expect(eventMarks(solution)).toEqual(none);
	});

	it('crosses a refused move out with two strokes through its end', () => {
		expect(crossPath(50, 60, 10)).toBe('M40 50L60 70M60 50L40 70');
	});

	it('gives a step’s marks their places, the ones left over empty, and more places when it has more marks', () => {
		expect(markSlots([40, 7], 3)).toEqual([40, 7, null]);
		expect(markSlots([], 3)).toEqual([null, null, null]);
		expect(markSlots([1, 2, 3, 4], 3)).toEqual([1, 2, 3, 4]);
		expect(markSlots([], 0)).toEqual([]);
	});
});

describe('boxes in rows', () => {
	// The permutations' boxes: six a row on a board 640 wide, 30 under each for its number.
	const rows: BoxRows = { width: 640, box: 88, gap: 10, perRow: 6, rowHeight: 118 };

	it('centres a full row and a short last row alike', () => {
		expect(boxLeft(rows, 8, 0)).toBe((640 - (6 * 88 + 5 * 10)) / 2);
		expect(boxLeft(rows, 8, 6)).toBe((640 - (2 * 88 + 10)) / 2);
		expect(boxLeft(rows, 8, 7)).toBe((640 - (2 * 88 + 10)) / 2 + 98);
	});

	it('puts each row one row height under the one before', () => {
		expect(boxTop(rows, 56, 5)).toBe(56);
		expect(boxTop(rows, 56, 6)).toBe(56 + 118);
		expect(rowCount(rows, 12)).toBe(2);
		expect(rowCount(rows, 13)).toBe(3);
	});

	it('points at the middle of a box from above it', () => {
		const middle = boxLeft(rows, 3, 1) + 44;
		expect(pointerPath(rows, 3, 1, 56, 24)).toBe(`M ${middle - 12} 32 h 24 l -12 16 z`);
	});
});

describe('the width of a board’s label', () => {
	it('counts a Chinese character as one em and any other as 0.6, wider than most letters', () => {
		expect(labelEms('fewer tries 0')).toBeCloseTo(7.8, 10);
		expect(labelEms('尝试少 0')).toBeCloseTo(4.2, 10);
		expect(labelEms('')).toBe(0);
	});
});
