/**
 * A step updates only what it changed (issue 23): the sudoku board's cells, the queens board's
 * squares and the search tree's nodes pass through a StableList, which hands back the earlier object for every item a step left
 * unchanged, so their keyed views re-render only the changed ones. Counted here on the lesson's
 * own searches, step by step, as the page shows them.
 */
import { describe, expect, it } from 'vitest';
import { TreeDrawing } from '../../src/app/panels/tree-layout';
import { puzzles } from '../../src/puzzles/all';
import {
	codeLineViews,
	lineForEvent,
	lineOfRole,
	listingLines,
	type CodeLineView
} from '../../src/puzzles/kit/code-listing';
import { DrawnRows, keptRows, sameData, StableList } from '../../src/puzzles/kit/stable-list';
import {
	clashBands,
	SudokuCells,
	sudokuCells,
	type CellView
} from '../../src/puzzles/sudoku/cells';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import type { QueensBoard } from '../../src/puzzles/queens/model';
import {
	attackersOf,
	QueensSquares,
	queensSquares,
	type SquareView
} from '../../src/puzzles/queens/squares';
import { searchTree } from '../../src/timeline/tree';
import type { Timeline } from '../../src/timeline/timeline';
import { changesPerStep, lessonTimeline, median, viewsMadePerStep } from './step-views';

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

	it('cuts kept items into rows, handing back each earlier row whose items are all the same objects', () => {
		const kept = new StableList<{ id: number; text: string }>((item) => item.id);
		const items = kept.update([
			{ id: 1, text: 'a' },
			{ id: 2, text: 'b' },
			{ id: 3, text: 'c' }
		]);
		const rows = keptRows(items, 2, []);
		expect(rows.map((row) => row.map((item) => item.id))).toEqual([[1, 2], [3]]);
		const next = kept.update([
			{ id: 1, text: 'a' },
			{ id: 2, text: 'b' },
			{ id: 3, text: 'd' }
		]);
		const nextRows = keptRows(next, 2, rows);
		expect(nextRows[0]).toBe(rows[0]);
		expect(nextRows[1]).not.toBe(rows[1]);
		expect(nextRows[1][0].text).toBe('d');
		expect(keptRows(next, 0, rows)).toEqual([]);
	});

	it('remembers the rows it last cut, so each cut hands back the rows a step left alone', () => {
		const kept = new StableList<{ id: number; text: string }>((item) => item.id);
		const drawn = new DrawnRows<{ id: number; text: string }>();
		const step = (texts: string[]) =>
			drawn.cut(kept.update(texts.map((text, i) => ({ id: i, text }))), 2);
		const first = step(['a', 'b', 'c']);
		const second = step(['a', 'b', 'd']);
		expect(second[0]).toBe(first[0]);
		expect(second[1]).not.toBe(first[1]);
		const third = step(['a', 'e', 'd']);
		expect(third[0]).not.toBe(second[0]);
		expect(third[1]).toBe(second[1]);
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

	it('takes an item that went and came back as new, however the keys around it came and went', () => {
		// 2 goes while 3 comes (as many items as before), or while 1 is listed twice (as many again).
		for (const between of [[{ id: 3, text: 'c' }], []]) {
			const list = new StableList<{ id: number; text: string }>((item) => item.id);
			const [a, b] = list.update([
				{ id: 1, text: 'a' },
				{ id: 2, text: 'b' }
			]);
			list.update([a, ...(between.length > 0 ? between : [a])]);
			const back = { id: 2, text: 'b' };
			const again = list.update([a, back]);
			expect(again[1]).toBe(back);
			expect(again[1]).not.toBe(b);
			expect(list.changed).toBe(1);
			// Kept across many updates, an unchanged item is still the first object.
			for (let i = 0; i < 3; i++) expect(list.update([{ id: 1, text: 'a' }, back])[0]).toBe(a);
		}
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
	/** The moments of the first steps, sought once for the tests that walk them. */
	const moments: ReturnType<Timeline['seek']>[] = [];
	const momentAt = (step: number) => (moments[step] ??= timeline.seek(step));

	it('on the sudoku board: the cells whose view the step changed, a few of 81', () => {
		const { updates, wrong } = changesPerStep(
			steps,
			momentAt,
			(moment) => sudokuCells(moment.board as SudokuBoard, moment.event, 'en'),
			(view: CellView) => view.cell
		);
		expect(wrong).toEqual([]);
		// Most steps of the lesson's search are conflicts: each names the tried cell and the cells it
		// clashes with, and clears the last try's. The shading of their units is drawn over the cells
		// (clashBands), so no step touches more than those few cells; before, it was a row or two.
		expect(median(updates)).toBeLessThanOrEqual(4);
		expect(Math.max(...updates)).toBeLessThanOrEqual(8);
	});

	it('on the sudoku board: a cell showing only its digit keeps its view, and every view reads as one made afresh', () => {
		// The board makes its cells' views through SudokuCells; a view it keeps is not made again
		// (playback made all 81, labels and all, on every step). Halfway, the page turns Chinese.
		const views = new SudokuCells();
		const { made, wrong } = viewsMadePerStep(
			steps,
			momentAt,
			({ board, event }, lang) => views.at(board as SudokuBoard, event, lang),
			({ board, event }, lang) => sudokuCells(board as SudokuBoard, event, lang)
		);
		expect(wrong).toEqual([]);
		expect(made[0]).toBe(81);
		expect(made[steps / 2]).toBe(81);
		// A try makes its cell's view and those of the cells it clashes with, and again the last
		// try's: the cells a StableList would find changed, and no other.
		const stepped = made.filter((_, step) => step !== 0 && step !== steps / 2);
		expect(median(stepped)).toBeLessThanOrEqual(4);
		expect(Math.max(...stepped)).toBeLessThanOrEqual(8);
	});

	it('on the sudoku board: the tried cell, a cell it clashes with and a digit taken back say so, in English and Chinese', () => {
		const steps = Array.from({ length: 3000 }, (_, i) => momentAt(i + 1));
		const conflict = steps.find(
			(m) =>
				m.event?.kind === 'try' && m.event.verdict === 'conflict' && m.event.conflict[0].point >= 0
		);
		const backtrack = steps.find((m) => m.event?.kind === 'backtrack');
		if (
			conflict?.event?.kind !== 'try' ||
			conflict.event.verdict !== 'conflict' ||
			backtrack?.event?.kind !== 'backtrack'
		)
			throw new Error('the lesson search has a conflict and a backtrack in its first 3,000 steps');
		const label = (moment: typeof conflict, cell: number, lang: 'en' | 'zh') =>
			sudokuCells(moment.board as SudokuBoard, moment.event, lang)[cell].label;
		const where = (cell: number) => [Math.floor(cell / 9) + 1, (cell % 9) + 1];
		const { point, candidate, conflict: clashes } = conflict.event;
		const [r, c] = where(point);
		expect(label(conflict, point, 'en')).toBe(
			`Row ${r}, column ${c}: empty, trying ${candidate}, conflict`
		);
		expect(label(conflict, point, 'zh')).toBe(
			`第 ${r} 行第 ${c} 列：空，正在尝试 ${candidate}，冲突`
		);
		const other = clashes[0].point;
		const digit = (conflict.board as SudokuBoard).cells[other];
		const given = (conflict.board as SudokuBoard).givens[other];
		const [or, oc] = where(other);
		expect(label(conflict, other, 'en')).toBe(
			`Row ${or}, column ${oc}: ${digit}, ${given ? 'given' : 'placed'}, clashes with the try`
		);
		expect(label(conflict, other, 'zh')).toBe(
			`第 ${or} 行第 ${oc} 列：${digit}，${given ? '已知' : '已填'}，与正在尝试的数字冲突`
		);
		const { point: left, candidate: removed } = backtrack.event;
		const [br, bc] = where(left);
		expect(label(backtrack, left, 'en')).toBe(
			`Row ${br}, column ${bc}: empty, ${removed} just removed`
		);
		expect(label(backtrack, left, 'zh')).toBe(`第 ${br} 行第 ${bc} 列：空，刚移除 ${removed}`);
	});

	it('on the sudoku board: the rows of the table whose cells the step changed, and no other', () => {
		// As the board keeps them: each cell's view through a StableList, then cut into rows, the
		// rows last drawn handed back where they hold the same cells.
		const cells = new StableList<CellView>((view) => view.cell);
		let shown = keptRows(
			cells.update(sudokuCells(momentAt(0).board as SudokuBoard, null, 'en')),
			9,
			[]
		);
		const rowsAt = (views: readonly CellView[]) => keptRows(views, 9, shown);
		const changedRows: number[] = [];
		const wrong: number[] = [];
		for (let step = 1; step <= steps; step++) {
			const { board, event } = momentAt(step);
			const next = rowsAt(cells.update(sudokuCells(board as SudokuBoard, event, 'en')));
			// A row is a new list exactly when one of its cells is a new object, and holds its own cells.
			const expected = next.filter((row, r) => row.some((cell, c) => cell !== shown[r][c]));
			const renewed = next.filter((row, r) => row !== shown[r]);
			if (renewed.length !== expected.length) wrong.push(step);
			if (next.some((row, r) => row.some((cell, c) => cell.cell !== r * 9 + c))) wrong.push(step);
			changedRows.push(renewed.length);
			shown = next;
		}
		expect(wrong).toEqual([]);
		// A try touches its cell's row and the rows of the cells it clashes with; the other rows'
		// cells are not looked at again.
		expect(median(changedRows)).toBeLessThanOrEqual(3);
		expect(Math.max(...changedRows)).toBeLessThan(9);
	});

	it('in the Code view: the lines the step moved the current line or the waiting calls from or to', () => {
		const listing = puzzles.find((p) => p.id === 'sudoku')!.code;
		const lines = listingLines(listing, 'pseudo', 'en');
		const { updates, wrong } = changesPerStep(
			steps,
			momentAt,
			(moment) => codeLineViews(lines, moment.event),
			(view: CodeLineView) => view.index
		);
		expect(wrong).toEqual([]);
		expect(Math.max(...updates)).toBeLessThanOrEqual(3);
		expect(median(updates)).toBeLessThanOrEqual(2);
		// And the views say what the listing does: one current line, the event's; the calls waiting
		// (as deep as the event) on the recursive call's line.
		for (const step of [1, 2, 3, 500, 2999]) {
			const { event } = momentAt(step);
			const views = codeLineViews(lines, event);
			expect(views.filter((view) => view.current).map((view) => view.index)).toEqual([
				lineOfRole(lines, lineForEvent(event))
			]);
			expect(views[lineOfRole(lines, 'recurse')].waiting).toBe(event?.depth ?? 0);
		}
	});

	it('on the sudoku board: a conflict shades each unit a clash names with one block over its cells', () => {
		let conflicts = 0;
		const wrong: string[] = [];
		for (let step = 1; step <= steps; step++) {
			const { board, event } = momentAt(step);
			const bands = clashBands(board as SudokuBoard, event);
			if (event?.kind !== 'try' || event.verdict !== 'conflict') {
				expect(bands).toBe('');
				continue;
			}
			conflicts++;
			// The path's blocks, each "M left top h columns v rows h -columns z" in cells.
			const blocks = [...bands.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-\3z/g)].map((m) =>
				m.slice(1, 5).map(Number)
			);
			const reasons = new Set(event.conflict.map((c) => c.reason));
			expect(blocks).toHaveLength(reasons.size);
			// The cells the blocks cover are exactly those sharing a named unit with the tried cell,
			// which is how the shading read as a class on each cell.
			const [row, column] = [Math.floor(event.point / 9), event.point % 9];
			const box = (r: number, c: number) => Math.floor(r / 3) * 3 + Math.floor(c / 3);
			for (let cell = 0; cell < 81; cell++) {
				const [r, c] = [Math.floor(cell / 9), cell % 9];
				const shaded =
					(reasons.has('row') && r === row) ||
					(reasons.has('column') && c === column) ||
					(reasons.has('box') && box(r, c) === box(row, column));
				const covered = blocks.some(
					([left, top, columns, rows]) =>
						r >= top && r < top + rows && c >= left && c < left + columns
				);
				if (covered !== shaded) wrong.push(`step ${step}, cell ${cell}`);
			}
		}
		expect(wrong).toEqual([]);
		expect(conflicts).toBeGreaterThan(steps / 4);
	});

	it('on the queens board: the squares whose view the step changed, a few of 64', () => {
		const queens = lessonTimeline(steps, 'queens');
		const { updates, wrong } = changesPerStep(
			steps,
			(step) => queens.seek(step),
			(moment) => queensSquares(moment.board as QueensBoard, moment.event, 'en'),
			(view: SquareView) => view.square
		);
		expect(wrong).toEqual([]);
		// A try names its square and the queens attacking it, and the last try's are cleared: a few
		// squares a step, never the whole board (before, all 64 squares were named again each step).
		expect(median(updates)).toBeLessThanOrEqual(4);
		expect(Math.max(...updates)).toBeLessThanOrEqual(8);
	});

	it('on the queens board: a square the step does not name keeps its view, and every view reads as one made afresh', () => {
		// The board makes its squares' views through QueensSquares: the tried square, the queens
		// attacking it and a queen just taken back are made again; every other square is handed the
		// view it had (before, all 64 labels were made on every step). Halfway, the page turns Chinese.
		const queens = lessonTimeline(steps, 'queens');
		const views = new QueensSquares();
		const { made, wrong } = viewsMadePerStep(
			steps,
			(step) => queens.seek(step),
			({ board, event }, lang) =>
				views.at(board as QueensBoard, event, lang, attackersOf(board as QueensBoard, event)),
			({ board, event }, lang) => queensSquares(board as QueensBoard, event, lang)
		);
		expect(wrong).toEqual([]);
		expect(made[0]).toBe(64);
		expect(made[steps / 2]).toBe(64);
		const stepped = made.filter((_, step) => step !== 0 && step !== steps / 2);
		expect(median(stepped)).toBeLessThanOrEqual(4);
		expect(Math.max(...stepped)).toBeLessThanOrEqual(8);
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
