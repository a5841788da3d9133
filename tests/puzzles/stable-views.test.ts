/**
 * A step updates only what it changed (issue 23): the sudoku board's cells and the search tree's
 * nodes pass through a StableList, which hands back the earlier object for every item a step left
 * unchanged, so their keyed views re-render only the changed ones. Counted here on the lesson's
 * own searches, step by step, as the page shows them.
 */
import { describe, expect, it } from 'vitest';
import { TreeDrawing } from '../../src/app/panels/tree-layout';
import { puzzles } from '../../src/puzzles/all';
import { sameData, StableList } from '../../src/puzzles/kit/stable-list';
import { sudokuCells, type CellView } from '../../src/puzzles/sudoku/cells';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import { searchTree } from '../../src/timeline/tree';
import { Timeline } from '../../src/timeline/timeline';

/** The lesson sudoku (NYOJ 722, the app's first sample), recorded for its first `steps` steps. */
function lessonTimeline(steps: number): Timeline {
	const sample = puzzles[0].samples[0];
	const loaded = puzzles[0].load(sample.input, sample.options);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const timeline = new Timeline(loaded.value);
	timeline.index(steps);
	return timeline;
}

const median = (values: readonly number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('a StableList', () => {
	const list = new StableList<{ id: number; text: string }>((item) => item.id);

	it('hands back the same list when nothing changed, and the earlier object of each unchanged item', () => {
		const first = list.update([
			{ id: 1, text: 'a' },
			{ id: 2, text: 'b' }
		]);
		const again = list.update([
			{ id: 1, text: 'a' },
			{ id: 2, text: 'b' }
		]);
		expect(again).toBe(first);
		expect(list.changed).toBe(0);
		const next = list.update([
			{ id: 1, text: 'a' },
			{ id: 2, text: 'c' },
			{ id: 3, text: 'd' }
		]);
		expect(next[0]).toBe(first[0]);
		expect(next[1]).not.toBe(first[1]);
		expect(next.map((item) => item.text)).toEqual(['a', 'c', 'd']);
		expect(list.changed).toBe(2);
	});

	it('gives a new list when items only moved or went', () => {
		const before = list.update([
			{ id: 1, text: 'a' },
			{ id: 2, text: 'b' }
		]);
		const swapped = list.update([
			{ id: 2, text: 'b' },
			{ id: 1, text: 'a' }
		]);
		expect(swapped).not.toBe(before);
		expect(list.changed).toBe(0);
		expect(swapped[1]).toBe(before[0]);
		expect(list.update([{ id: 2, text: 'b' }])).toEqual([{ id: 2, text: 'b' }]);
	});

	it('compares nested plain data by value', () => {
		expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
		expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
		expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
		expect(sameData([1], { 0: 1 })).toBe(false);
	});
});

describe('one step updates only what it changed', () => {
	const steps = 3000;
	const timeline = lessonTimeline(steps);

	it('on the sudoku board: the cells whose view the step changed, about a row or two of 81', () => {
		const cells = new StableList<CellView>((view) => view.cell);
		let shown = cells.update(sudokuCells(timeline.seek(0).board as SudokuBoard, null, [], 'en'));
		const updates: number[] = [];
		for (let step = 1; step <= steps; step++) {
			const moment = timeline.seek(step);
			const views = sudokuCells(moment.board as SudokuBoard, moment.event, [], 'en');
			const next = cells.update(views);
			const differing = views.filter((view, i) => !sameData(view, shown[i])).length;
			// Exactly the cells whose view differs are new objects; every other cell is the one shown.
			expect(cells.changed).toBe(differing);
			next.forEach((view, i) => {
				if (sameData(view, shown[i])) expect(view).toBe(shown[i]);
			});
			updates.push(cells.changed);
			shown = next;
		}
		// Most steps of the lesson's search are conflicts: each shades the units of the tried cell a
		// clash names and clears the last try's shading, about a row or two of cells (11 at the
		// median, 21 at most here), never the whole board of 81.
		expect(median(updates)).toBeLessThanOrEqual(12);
		expect(Math.max(...updates)).toBeLessThanOrEqual(42);
	});

	it('in the search tree: the nodes whose drawing or label the step changed, not the whole tree', () => {
		const drawing = new TreeDrawing();
		let shown = drawing.layout(searchTree(timeline, 0)).nodes;
		const changed: number[] = [];
		const drawn: number[] = [];
		for (let step = 1; step <= steps; step += 7) {
			const layout = drawing.layout(searchTree(timeline, step));
			const before = new Map(shown.map((node) => [node.key, node]));
			const differing = layout.nodes.filter((node) => !sameData(node, before.get(node.key))).length;
			expect(drawing.changedNodes).toBe(differing);
			for (const node of layout.nodes)
				if (sameData(node, before.get(node.key))) expect(node).toBe(before.get(node.key));
			changed.push(drawing.changedNodes);
			drawn.push(layout.nodes.length);
			shown = layout.nodes;
		}
		// Seven steps apart, most of the drawing still stands as it was.
		expect(median(changed)).toBeLessThan(median(drawn) / 2);
	});
});
