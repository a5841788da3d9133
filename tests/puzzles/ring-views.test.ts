/**
 * A step updates only what it changed (issue 23), on the prime ring: each position (its slot, and
 * the arc and sum to the next) is drawn from its view (ringSlots) through a StableList, so a step
 * re-renders only the positions whose view it changed. Counted on the puzzle's first sample, step
 * by step, as the page shows them; and the slots still say what the board said of them before.
 */
import { describe, expect, it } from 'vitest';
import type { RingBoard } from '../../src/puzzles/ring/model';
import { ringSlots, type SlotView } from '../../src/puzzles/ring/slots';
import { expectFewChanges, expectHeatInViews, lessonTimeline, timelineChanges } from './step-views';

describe('one step of the prime ring updates only what it changed', () => {
	const timeline = lessonTimeline(3000, 'ring');
	const labels = (step: number, lang: 'en' | 'zh') => {
		const { board, event } = timeline.seek(step);
		return ringSlots(board as RingBoard, event, lang).map((view) => view.label);
	};

	it('re-renders the positions whose view the step changed, two or so of the six', () => {
		// A try names its slot and writes its sums with its neighbours on trial (the arcs on either
		// side), and the last try's are cleared. Before, all six positions were named again each step.
		expectFewChanges(
			timelineChanges(
				timeline,
				(moment) => ringSlots(moment.board as RingBoard, moment.event, 'en'),
				(view: SlotView) => view.position
			),
			{ median: 2, max: 4 }
		);
	});

	it('with the heat map on, re-renders the positions whose heat the step changed too, two or so of the six', () => {
		// Each slot's heat is in its view: before, every slot's heat circle was checked again on
		// every step (the scale is new each step).
		expectHeatInViews(
			timeline,
			(moment, levels) =>
				ringSlots(moment.board as RingBoard, moment.event, 'en', undefined, levels),
			(view: SlotView) => view.position,
			{ median: 2, max: 5 },
			40
		);
		// With the map hidden, no slot has heat.
		const moment = timeline.seek(40);
		expect(
			ringSlots(moment.board as RingBoard, moment.event, 'en').map((view) => view.heat)
		).toEqual(Array(6).fill(0));
	});

	it('says in each slot what the board said before, in English and Chinese: a used number refused, a placement, a sum refused and a backtrack', () => {
		// The judge sample, 1 to 6.
		expect(timeline.seek(3).event).toMatchObject({ kind: 'try', point: 2, candidate: 2 });
		expect(labels(3, 'en')).toEqual([
			'Position 1: 1, 1 + 2 = 3 with the next, prime',
			'Position 2: 2, already holds this number',
			'Position 3: empty, trying 2, conflict',
			'Position 4: empty',
			'Position 5: empty',
			'Position 6: empty'
		]);
		expect(labels(3, 'zh')).toEqual([
			'第 1 个位置：1，与下一个之和 1 + 2 = 3，是素数',
			'第 2 个位置：2，已经用了这个数',
			'第 3 个位置：空，正在尝试 2，冲突',
			'第 4 个位置：空',
			'第 5 个位置：空',
			'第 6 个位置：空'
		]);

		expect(timeline.seek(9).event).toMatchObject({ kind: 'place', point: 3, candidate: 4 });
		expect(labels(9, 'en')).toEqual([
			'Position 1: 1, 1 + 2 = 3 with the next, prime',
			'Position 2: 2, 2 + 3 = 5 with the next, prime',
			'Position 3: 3, 3 + 4 = 7 with the next, prime',
			'Position 4: 4',
			'Position 5: empty',
			'Position 6: empty'
		]);
		expect(labels(9, 'zh')).toEqual([
			'第 1 个位置：1，与下一个之和 1 + 2 = 3，是素数',
			'第 2 个位置：2，与下一个之和 2 + 3 = 5，是素数',
			'第 3 个位置：3，与下一个之和 3 + 4 = 7，是素数',
			'第 4 个位置：4',
			'第 5 个位置：空',
			'第 6 个位置：空'
		]);

		// The sum 4 + 5 on trial is drawn on the arc, but no slot names it: it is not placed.
		expect(timeline.seek(13).event).toMatchObject({ kind: 'try', point: 4, candidate: 5 });
		expect(labels(13, 'en')[3]).toBe('Position 4: 4');
		expect(labels(13, 'en')[4]).toBe('Position 5: empty, trying 5, conflict');
		expect(labels(13, 'zh')[4]).toBe('第 5 个位置：空，正在尝试 5，冲突');

		expect(timeline.seek(15).event).toMatchObject({ kind: 'backtrack', point: 3, candidate: 4 });
		expect(labels(15, 'en')).toEqual([
			'Position 1: 1, 1 + 2 = 3 with the next, prime',
			'Position 2: 2, 2 + 3 = 5 with the next, prime',
			'Position 3: 3',
			'Position 4: empty, 4 just removed',
			'Position 5: empty',
			'Position 6: empty'
		]);
		expect(labels(15, 'zh')).toEqual([
			'第 1 个位置：1，与下一个之和 1 + 2 = 3，是素数',
			'第 2 个位置：2，与下一个之和 2 + 3 = 5，是素数',
			'第 3 个位置：3',
			'第 4 个位置：空，刚移走 4',
			'第 5 个位置：空',
			'第 6 个位置：空'
		]);
	});

	it('draws the sum on trial on its arc as tentative, and the number entering apart from its slot', () => {
		const tried = timeline.seek(13);
		const sum = ringSlots(tried.board as RingBoard, tried.event, 'en')[3].sum;
		expect(sum).toMatchObject({ sum: 9, prime: false, tentative: true });
		const placed = timeline.seek(9);
		const views = ringSlots(placed.board as RingBoard, placed.event, 'en');
		expect(views.map((view) => view.digit)).toEqual([1, 2, 3, 0, 0, 0]);
		expect(views[3].filled).toBe(true);
	});
});
