/**
 * A step updates only what it changed (issue 23), on the subsets board: each number's box is drawn
 * from its view (subsetsBoxes) through a StableList, so a step re-renders only the boxes whose view
 * it changed. Counted on the puzzle's first sample, step by step, as the page shows them; and the
 * boxes still say what the board said of them before.
 */
import { describe, expect, it } from 'vitest';
import {
	barPieces,
	subsetsBoxes,
	type BarPiece,
	type BoxView
} from '../../src/puzzles/subsets/boxes';
import { StableList } from '../../src/puzzles/kit/stable-list';
import type { SubsetsBoard } from '../../src/puzzles/subsets/model';
import { expectFewChanges, expectHeatInViews, lessonTimeline, timelineChanges } from './step-views';

describe('one step of the subsets board updates only what it changed', () => {
	const timeline = lessonTimeline(3000, 'subsets');
	const labels = (step: number, lang: 'en' | 'zh') => {
		const { board, event } = timeline.seek(step);
		return subsetsBoxes(board as SubsetsBoard, event, lang).map((view) => view.label);
	};

	it('re-renders the boxes whose view the step changed, one or two of the six numbers', () => {
		// A try names the number being decided; a place or a backtrack changes it and the next. Before,
		// all six boxes were named again on every step.
		expectFewChanges(
			timelineChanges(
				timeline,
				(moment) => subsetsBoxes(moment.board as SubsetsBoard, moment.event, 'en'),
				(view: BoxView) => view.point
			),
			{ median: 2, max: 3 }
		);
	});

	it('re-renders one piece of the sum bar at most a step, the one it adds or takes away, and the bar adds up to the sum', () => {
		const list = new StableList<BarPiece>((piece) => piece.key);
		const changed: number[] = [];
		for (let step = 0; step <= Math.min(timeline.length, 3000); step++) {
			const board = timeline.seek(step).board as SubsetsBoard;
			const pieces = list.update(barPieces(board));
			changed.push(list.changed);
			const last = pieces.at(-1);
			expect([step, last === undefined ? 0 : last.from + last.value]).toEqual([step, board.sum]);
		}
		expect(Math.max(...changed.slice(1))).toBe(1);
		expect(changed.slice(1).filter((count) => count === 1).length).toBeGreaterThan(10);
	});

	it('with the heat map on, re-renders the boxes whose heat the step changed too: two or so of fifteen numbers', () => {
		// 1 to 15, target 30. Each box's heat is in its view: before, every box's heat was checked
		// again on every step. All change when the hottest number's tries grow.
		expectHeatInViews(
			lessonTimeline(3000, 'subsets', 'one-to-fifteen'),
			(moment, levels) => subsetsBoxes(moment.board as SubsetsBoard, moment.event, 'en', levels),
			(view: BoxView) => view.point,
			{ median: 2, max: 15 },
			500
		);
	});

	it('says in each box what the board said before, in English and Chinese: a take refused, a skip, a backtrack and a placement', () => {
		// The textbook's list, 30: 5 10 12 13 15 18, with pruning.
		expect(timeline.seek(7).event).toMatchObject({ kind: 'try', point: 3, candidate: 13 });
		expect(labels(7, 'en')).toEqual([
			'Number 1, 5: taken',
			'Number 2, 10: taken',
			'Number 3, 12: taken',
			'Number 4, 13: being decided, trying to take it, the sum 40 passes the target',
			'Number 5, 15: not decided yet',
			'Number 6, 18: not decided yet'
		]);
		expect(labels(7, 'zh')).toEqual([
			'第 1 个数 5：已选',
			'第 2 个数 10：已选',
			'第 3 个数 12：已选',
			'第 4 个数 13：正在决定，尝试选它，和 40 超过目标',
			'第 5 个数 15：尚未决定',
			'第 6 个数 18：尚未决定'
		]);

		expect(timeline.seek(8).event).toMatchObject({ kind: 'try', point: 3, candidate: 0 });
		expect(labels(8, 'en')[3]).toBe('Number 4, 13: being decided, trying to skip it, fits');
		expect(labels(8, 'zh')[3]).toBe('第 4 个数 13：正在决定，尝试不选它，可行');

		expect(timeline.seek(14).event).toMatchObject({ kind: 'try', point: 5, candidate: 0 });
		expect(labels(14, 'en')).toEqual([
			'Number 1, 5: taken',
			'Number 2, 10: taken',
			'Number 3, 12: taken',
			'Number 4, 13: skipped',
			'Number 5, 15: skipped',
			'Number 6, 18: being decided, trying to skip it, the sum can reach only 27, short of the target'
		]);
		expect(labels(14, 'zh')).toEqual([
			'第 1 个数 5：已选',
			'第 2 个数 10：已选',
			'第 3 个数 12：已选',
			'第 4 个数 13：不选',
			'第 5 个数 15：不选',
			'第 6 个数 18：正在决定，尝试不选它，最多凑到 27，不够目标'
		]);

		expect(timeline.seek(17).event).toMatchObject({ kind: 'backtrack', point: 2, candidate: 12 });
		expect(labels(17, 'en')).toEqual([
			'Number 1, 5: taken',
			'Number 2, 10: taken',
			'Number 3, 12: being decided, just put back',
			'Number 4, 13: not decided yet',
			'Number 5, 15: not decided yet',
			'Number 6, 18: not decided yet'
		]);
		expect(labels(17, 'zh')).toEqual([
			'第 1 个数 5：已选',
			'第 2 个数 10：已选',
			'第 3 个数 12：正在决定，刚放回',
			'第 4 个数 13：尚未决定',
			'第 5 个数 15：尚未决定',
			'第 6 个数 18：尚未决定'
		]);

		expect(timeline.seek(21).event).toMatchObject({ kind: 'place', point: 3, candidate: 13 });
		expect(labels(21, 'en')).toEqual([
			'Number 1, 5: taken',
			'Number 2, 10: taken',
			'Number 3, 12: skipped',
			'Number 4, 13: taken',
			'Number 5, 15: being decided',
			'Number 6, 18: not decided yet'
		]);
		expect(labels(21, 'zh')).toEqual([
			'第 1 个数 5：已选',
			'第 2 个数 10：已选',
			'第 3 个数 12：不选',
			'第 4 个数 13：已选',
			'第 5 个数 15：正在决定',
			'第 6 个数 18：尚未决定'
		]);
	});

	it('marks the boxes as the board did: struck out when skipped, ✓ when taken, the one being decided', () => {
		const { board, event } = timeline.seek(21);
		const views = subsetsBoxes(board as SubsetsBoard, event, 'en');
		expect(views.map((view) => view.mark)).toEqual(['✓', '✓', '–', '✓', '', '']);
		expect(views.map((view) => view.skipped)).toEqual([false, false, true, false, false, false]);
		expect(views.map((view) => view.current)).toEqual([false, false, false, false, true, false]);
	});
});
