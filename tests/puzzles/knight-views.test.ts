/**
 * A step updates only what it changed (issue 23), on the knight's tour: each square is drawn from
 * its view (knightSquares) and each move number on the path from its own (pathNumbers), through
 * StableLists, so a step re-renders only the squares and numbers whose view it changed. Counted on
 * the puzzle's samples, step by step, as the page shows them; and the squares still say what the
 * board said of them before.
 */
import { describe, expect, it } from 'vitest';
import { heatScale } from '../../src/puzzles/kit/board-props';
import type { KnightBoard } from '../../src/puzzles/knight/model';
import {
	KnightSquares,
	knightSquares,
	knightStep,
	pathNumbers,
	type PathNumber,
	type SquareView
} from '../../src/puzzles/knight/squares';
import type { Timeline } from '../../src/timeline/timeline';
import {
	expectFewChanges,
	expectHeatInViews,
	lessonTimeline,
	median,
	timelineChanges,
	viewsMadePerStep
} from './step-views';

type Moment = ReturnType<Timeline['seek']>;
const squaresAt = (moment: Moment, lang: 'en' | 'zh' = 'en', heat: readonly number[] = []) =>
	knightSquares(
		moment.board as KnightBoard,
		knightStep(moment.board as KnightBoard, moment.event),
		lang,
		heat
	);
const numbersAt = (moment: Moment) =>
	pathNumbers(moment.board as KnightBoard, knightStep(moment.board as KnightBoard, moment.event));

describe('one step of the knight’s tour updates only what it changed', () => {
	// 5×5 from the corner, every tour: tries that fit, jumps off the board, jumps onto a visited
	// square and backtracks.
	const five = lessonTimeline(3000, 'knight', 'five');
	// 8×8 by Warnsdorff's rule: each step also changes the onward counts round the knight.
	const eight = lessonTimeline(3000, 'knight', 'eight');

	it('re-renders the squares whose view the step changed, one or so of the 25 or 64', () => {
		// Before, all n × n squares were named again on every step.
		expectFewChanges(
			timelineChanges(five, (moment) => squaresAt(moment), squareKey),
			{
				median: 1,
				max: 3
			}
		);
		expectFewChanges(
			timelineChanges(eight, (moment) => squaresAt(moment), squareKey),
			{
				median: 1,
				max: 10
			}
		);
	});

	it('re-writes no move number of the path on most steps, two at most', () => {
		// Before, every number of the path was checked again on every step (the knight's square is
		// left out, and it moves each step).
		for (const timeline of [five, eight])
			expectFewChanges(
				timelineChanges(timeline, numbersAt, (number: PathNumber) => number.square),
				{
					median: 0,
					max: 2
				}
			);
		expect(numbersAt(five.seek(15))).toEqual([
			{ square: 0, move: 1, clash: false },
			{ square: 11, move: 2, clash: false },
			{ square: 22, move: 3, clash: false },
			{ square: 19, move: 4, clash: true }
		]);
	});

	it('with the heat map on, re-renders the squares whose heat the step changed too, two or so of the 25', () => {
		expectHeatInViews(
			five,
			(moment, levels) => squaresAt(moment, 'en', levels),
			squareKey,
			{ median: 2, max: 25 },
			500
		);
	});

	it('makes again only the views of the squares a step names, and each reads as one made afresh', () => {
		// The board makes its squares' views through KnightSquares: the knight's square, the tried
		// one, a refused or left one and the onward ones are made again; every other square is
		// handed the view it had (before, all n × n labels were made on every step). Halfway, the
		// page turns Chinese.
		for (const [timeline, most, heat] of [
			[five, 4, false],
			[eight, 20, false],
			// With the heat map on, a square whose heat changed is made again too.
			[five, 25, true]
		] as const) {
			const views = new KnightSquares();
			// An even count of the steps recorded (the 8×8 tour takes a few hundred).
			const steps = Math.min(3000, timeline.length) & ~1;
			const levels = (moment: Moment) => (heat ? heatScale(moment.heat).levels : []);
			const { made, wrong } = viewsMadePerStep(
				steps,
				(step) => timeline.seek(step),
				(moment, lang) =>
					views.at(
						moment.board as KnightBoard,
						knightStep(moment.board as KnightBoard, moment.event),
						lang,
						levels(moment)
					),
				(moment, lang) => squaresAt(moment, lang, levels(moment))
			);
			const n = (timeline.seek(0).board as KnightBoard).size;
			expect(wrong).toEqual([]);
			expect(made[0]).toBe(n * n);
			expect(made[steps / 2]).toBe(n * n);
			const stepped = made.filter((_, step) => step !== 0 && step !== steps / 2);
			expect(Math.max(...stepped)).toBeLessThanOrEqual(most);
			if (heat) expect(median(stepped)).toBeLessThanOrEqual(4);
		}
	});

	it('says in each square what the board said before, in English and Chinese: a try that fits, a placement, a jump onto a visited square and a backtrack', () => {
		const named = (step: number, lang: 'en' | 'zh') =>
			squaresAt(five.seek(step), lang)
				.map((view) => view.label)
				.filter((label) => !/not visited$|没走过$/.test(label));
		expect(five.seek(1).event).toMatchObject({ kind: 'try', verdict: 'ok' });
		expect(named(1, 'en')).toEqual([
			'Row 1, column 1: move 1, start, the knight is here',
			'Row 3, column 2: not visited, trying, free'
		]);
		expect(named(1, 'zh')).toEqual([
			'第 1 行第 1 列：第 1 步，起点，马在这里',
			'第 3 行第 2 列：没走过，正在尝试，可以走'
		]);
		expect(five.seek(2).event).toMatchObject({ kind: 'place' });
		expect(named(2, 'en')).toEqual([
			'Row 1, column 1: move 1, start',
			'Row 3, column 2: move 2, the knight is here'
		]);
		expect(five.seek(15).event).toMatchObject({
			kind: 'try',
			verdict: 'conflict',
			conflict: [{ reason: 'visited', point: 19 }]
		});
		expect(named(15, 'en')).toEqual([
			'Row 1, column 1: move 1, start',
			'Row 2, column 4: move 5, the knight is here',
			'Row 3, column 2: move 2',
			'Row 4, column 5: move 4, the tried jump lands here',
			'Row 5, column 3: move 3'
		]);
		expect(named(15, 'zh')).toContain('第 4 行第 5 列：第 4 步，尝试的跳法落在这里');
		expect(five.seek(101).event).toMatchObject({ kind: 'backtrack', point: 5 });
		expect(squaresAt(five.seek(101)).map((view) => view.label)).toContain(
			'Row 4, column 2: not visited, just taken back'
		);
		expect(squaresAt(five.seek(101), 'zh').map((view) => view.label)).toContain(
			'第 4 行第 2 列：没走过，刚被撤回'
		);
		// Warnsdorff's rule: the free squares the knight can reach, with their onward moves.
		const start = squaresAt(eight.seek(0)).filter((view) => / onward$/.test(view.label));
		expect(start.map((view) => view.label)).toEqual([
			'Row 2, column 3: not visited, 5 onward',
			'Row 3, column 2: not visited, 5 onward'
		]);
	});
});

function squareKey(view: SquareView): number {
	return view.square;
}
