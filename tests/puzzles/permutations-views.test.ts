/**
 * A step updates only what it changed (issue 23), on the permutations board: each position and
 * each item is drawn from its view (permutationPositions, permutationItems) through a StableList,
 * so a step re-renders only the boxes whose view it changed. Counted on the puzzle's first sample,
 * step by step, as the page shows them; and the boxes still say what the board said of them before.
 */
import { describe, expect, it } from 'vitest';
import {
	permutationItems,
	permutationPositions,
	type ItemView,
	type PositionView
} from '../../src/puzzles/permutations/boxes';
import type { PermutationsBoard } from '../../src/puzzles/permutations/model';
import { expectFewChanges, expectHeatInViews, lessonTimeline, timelineChanges } from './step-views';

describe('one step of the permutations board updates only what it changed', () => {
	const timeline = lessonTimeline(3000, 'permutations');
	const labels = (step: number, lang: 'en' | 'zh') => {
		const { board, event } = timeline.seek(step);
		return [
			...permutationPositions(board as PermutationsBoard, event, lang),
			...permutationItems(board as PermutationsBoard, event, lang)
		].map((view) => view.label);
	};

	it('re-renders the positions whose view the step changed, one or two of the three', () => {
		expectFewChanges(
			timelineChanges(
				timeline,
				(moment) => permutationPositions(moment.board as PermutationsBoard, moment.event, 'en'),
				(view: PositionView) => view.position
			),
			{ median: 1, max: 2 }
		);
	});

	it('with the heat map on, re-renders the positions whose heat the step changed too: one or so of mississippi’s eleven', () => {
		// Each position's heat is in its view: before, every position's heat was checked again on
		// every step. All change when the hottest position's tries grow.
		expectHeatInViews(
			lessonTimeline(3000, 'permutations', 'mississippi'),
			(moment, levels) =>
				permutationPositions(moment.board as PermutationsBoard, moment.event, 'en', levels),
			(view: PositionView) => view.position,
			{ median: 1, max: 11 },
			500
		);
	});

	it('re-renders the items whose used mark or try the step changed, one or two of the three', () => {
		expectFewChanges(
			timelineChanges(
				timeline,
				(moment) => permutationItems(moment.board as PermutationsBoard, moment.event, 'en'),
				(view: ItemView) => view.item
			),
			{ median: 1, max: 2 }
		);
	});

	it('says in each box what the board said before, in English and Chinese: a used item refused, a try that fits, a placement and a backtrack', () => {
		// ABC, every ordering: the positions, then the letters with their used marks.
		expect(timeline.seek(3).event).toMatchObject({ kind: 'try', point: 1, verdict: 'conflict' });
		expect(labels(3, 'en')).toEqual([
			'Position 1: "A" (letter 1)',
			'Position 2: empty, being filled, trying "A" (letter 1): already used at position 1',
			'Position 3: empty',
			'Letter 1, A: used, at position 1, being tried',
			'Letter 2, B: not used',
			'Letter 3, C: not used'
		]);
		expect(labels(3, 'zh')).toEqual([
			'第 1 个位置：“A”（第 1 个字母）',
			'第 2 个位置：空，正在填，尝试“A”（第 1 个字母）：已用在第 1 个位置',
			'第 3 个位置：空',
			'第 1 个字母 A：用过，在第 1 个位置，正在尝试',
			'第 2 个字母 B：没用过',
			'第 3 个字母 C：没用过'
		]);

		expect(timeline.seek(8).event).toMatchObject({ kind: 'try', point: 2, verdict: 'ok' });
		expect(labels(8, 'en')).toEqual([
			'Position 1: "A" (letter 1)',
			'Position 2: "B" (letter 2)',
			'Position 3: empty, being filled, trying "C" (letter 3): it is not used yet',
			'Letter 1, A: used, at position 1',
			'Letter 2, B: used, at position 2',
			'Letter 3, C: not used, being tried'
		]);
		expect(labels(8, 'zh')).toEqual([
			'第 1 个位置：“A”（第 1 个字母）',
			'第 2 个位置：“B”（第 2 个字母）',
			'第 3 个位置：空，正在填，尝试“C”（第 3 个字母）：还没用过',
			'第 1 个字母 A：用过，在第 1 个位置',
			'第 2 个字母 B：用过，在第 2 个位置',
			'第 3 个字母 C：没用过，正在尝试'
		]);

		expect(timeline.seek(9).event).toMatchObject({ kind: 'place', point: 2 });
		expect(labels(9, 'en')).toEqual([
			'Position 1: "A" (letter 1)',
			'Position 2: "B" (letter 2)',
			'Position 3: "C" (letter 3)',
			'Letter 1, A: used, at position 1',
			'Letter 2, B: used, at position 2',
			'Letter 3, C: used, at position 3'
		]);
		expect(labels(9, 'zh')).toEqual([
			'第 1 个位置：“A”（第 1 个字母）',
			'第 2 个位置：“B”（第 2 个字母）',
			'第 3 个位置：“C”（第 3 个字母）',
			'第 1 个字母 A：用过，在第 1 个位置',
			'第 2 个字母 B：用过，在第 2 个位置',
			'第 3 个字母 C：用过，在第 3 个位置'
		]);

		expect(timeline.seek(12).event).toMatchObject({ kind: 'backtrack', point: 1 });
		expect(labels(12, 'en')).toEqual([
			'Position 1: "A" (letter 1)',
			'Position 2: empty, being filled, "B" (letter 2) just taken back',
			'Position 3: empty',
			'Letter 1, A: used, at position 1',
			'Letter 2, B: not used',
			'Letter 3, C: not used'
		]);
		expect(labels(12, 'zh')).toEqual([
			'第 1 个位置：“A”（第 1 个字母）',
			'第 2 个位置：空，正在填，“B”（第 2 个字母） 刚拿回',
			'第 3 个位置：空',
			'第 1 个字母 A：用过，在第 1 个位置',
			'第 2 个字母 B：没用过',
			'第 3 个字母 C：没用过'
		]);
	});

	it('leaves the item entering its position to be drawn apart, and marks each used item with its position', () => {
		const { board, event } = timeline.seek(9);
		const positions = permutationPositions(board as PermutationsBoard, event, 'en');
		expect(positions.map((view) => view.symbol)).toEqual(['A', 'B', null]);
		const items = permutationItems(board as PermutationsBoard, event, 'en');
		expect(items.map((view) => view.mark)).toEqual(['✓ 1', '✓ 2', '✓ 3']);
	});
});
