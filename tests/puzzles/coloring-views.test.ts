/**
 * A step updates only what it changed (issue 23), on the graph-colouring board: each vertex is
 * drawn from a plain view (coloringVertices) passed through a StableList, so a step re-renders
 * only the vertices whose view it changed. Counted here on the samples' searches, step by step,
 * and the views' words checked against what the board said before they were views.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import type { ColoringBoard } from '../../src/puzzles/coloring/model';
import { coloringVertices, type VertexView } from '../../src/puzzles/coloring/vertices';
import type { Timeline } from '../../src/timeline/timeline';
import { expectFewChanges, lessonTimeline, timelineChanges } from './step-views';

/** The first step of `timeline` whose event `accept` takes. */
function firstStep(timeline: Timeline, accept: (event: SearchEvent) => boolean): number {
	for (let step = 1; step <= timeline.length; step++) {
		const { event } = timeline.seek(step);
		if (event !== null && accept(event)) return step;
	}
	throw new Error('no such step');
}

/** Every vertex's label at `step`, in vertex order. */
function labelsAt(timeline: Timeline, step: number, lang: 'en' | 'zh'): string[] {
	const { board, event } = timeline.seek(step);
	return coloringVertices(board as ColoringBoard, event, lang).map((view) => view.label);
}

/** The vertices a view marks at `step`, by name: tried, in conflict, clashing, entering. */
function marksAt(timeline: Timeline, step: number): Record<string, string[]> {
	const { board, event } = timeline.seek(step);
	const views = coloringVertices(board as ColoringBoard, event, 'en');
	const named = (mark: (view: VertexView) => boolean) =>
		views.filter(mark).map((view) => view.name);
	return {
		tried: named((view) => view.tried),
		conflict: named((view) => view.conflict),
		clashing: named((view) => view.clashing),
		entering: named((view) => view.entering)
	};
}

describe('one step of a graph colouring updates only the vertices it changed', () => {
	const steps = 3000;
	/** The first sample, Australia's map in 3 colours: all 18 colourings in fewer steps than 3,000. */
	const australia = lessonTimeline(steps, 'coloring');
	const petersen = lessonTimeline(steps, 'coloring', 'petersen');
	/** Every vertex's view at a moment, in English. */
	const vertexViews = (moment: ReturnType<Timeline['seek']>) =>
		coloringVertices(moment.board as ColoringBoard, moment.event, 'en');

	it('on the map of Australia, every step changes a few of the 7 vertices, never all', () => {
		expect((australia.seek(0).board as ColoringBoard).names).toHaveLength(7);
		// A try marks its vertex and the neighbours that have its colour, and the last step's marks
		// are cleared: 2 at the median and 3 at most were seen. Before, every vertex was looked at
		// again on every step.
		expectFewChanges(
			timelineChanges(australia, vertexViews, (view) => view.vertex, steps),
			{
				median: 3,
				max: 4
			}
		);
	});

	it('on the Petersen graph, over 3,000 steps, a step changes a few of the 10 vertices, never all', () => {
		expect((petersen.seek(0).board as ColoringBoard).names).toHaveLength(10);
		const changes = timelineChanges(petersen, vertexViews, (view) => view.vertex, steps);
		expect(changes.updates).toHaveLength(steps);
		// A try that two neighbours clash with, after one that one neighbour clashed with, is the
		// most: 2 at the median and 5 at most were seen.
		expectFewChanges(changes, { median: 3, max: 6 });
	});

	it('the vertices say what they said before, in English and Chinese: a try that fits, a placement, a try that clashes, a backtrack', () => {
		const fits = firstStep(australia, (e) => e.kind === 'try' && e.verdict === 'ok');
		const placement = firstStep(australia, (e) => e.kind === 'place');
		const clash = firstStep(australia, (e) => e.kind === 'try' && e.verdict === 'conflict');
		const backtrack = firstStep(australia, (e) => e.kind === 'backtrack');
		expect([fits, placement, clash, backtrack]).toEqual([1, 2, 3, 20]);

		const none = (names: string[], lang: 'en' | 'zh') =>
			names.map((name) => `${name}: ${lang === 'zh' ? '未涂色' : 'no colour'}`);
		expect(labelsAt(australia, fits, 'en')).toEqual([
			'WA: no colour, trying colour 1 (blue), it fits',
			...none(['NT', 'SA', 'Q', 'NSW', 'V', 'T'], 'en')
		]);
		expect(labelsAt(australia, fits, 'zh')).toEqual([
			'WA: 未涂色，正在尝试颜色 1（蓝），可以',
			...none(['NT', 'SA', 'Q', 'NSW', 'V', 'T'], 'zh')
		]);
		expect(marksAt(australia, fits)).toEqual({
			tried: ['WA'],
			conflict: [],
			clashing: [],
			entering: []
		});

		expect(labelsAt(australia, placement, 'en')).toEqual([
			'WA: colour 1 (blue)',
			...none(['NT', 'SA', 'Q', 'NSW', 'V', 'T'], 'en')
		]);
		expect(labelsAt(australia, placement, 'zh')).toEqual([
			'WA: 颜色 1（蓝）',
			...none(['NT', 'SA', 'Q', 'NSW', 'V', 'T'], 'zh')
		]);
		expect(marksAt(australia, placement)).toEqual({
			tried: [],
			conflict: [],
			clashing: [],
			entering: ['WA']
		});

		expect(labelsAt(australia, clash, 'en')).toEqual([
			'WA: colour 1 (blue), has the colour being tried',
			'NT: no colour, trying colour 1 (blue), neighbour WA has it',
			...none(['SA', 'Q', 'NSW', 'V', 'T'], 'en')
		]);
		expect(labelsAt(australia, clash, 'zh')).toEqual([
			'WA: 颜色 1（蓝），已是正在尝试的颜色',
			'NT: 未涂色，正在尝试颜色 1（蓝），邻点 WA 已是这个颜色',
			...none(['SA', 'Q', 'NSW', 'V', 'T'], 'zh')
		]);
		expect(marksAt(australia, clash)).toEqual({
			tried: ['NT'],
			conflict: ['NT'],
			clashing: ['WA'],
			entering: []
		});

		// The first colouring found, then T's colour taken off to try the next.
		expect(labelsAt(australia, backtrack, 'en')).toEqual([
			'WA: colour 1 (blue)',
			'NT: colour 2 (green)',
			'SA: colour 3 (yellow)',
			'Q: colour 1 (blue)',
			'NSW: colour 2 (green)',
			'V: colour 1 (blue)',
			'T: no colour, colour just taken off'
		]);
		expect(labelsAt(australia, backtrack, 'zh')).toEqual([
			'WA: 颜色 1（蓝）',
			'NT: 颜色 2（绿）',
			'SA: 颜色 3（黄）',
			'Q: 颜色 1（蓝）',
			'NSW: 颜色 2（绿）',
			'V: 颜色 1（蓝）',
			'T: 未涂色，颜色刚被擦掉'
		]);
		expect(marksAt(australia, backtrack)).toEqual({
			tried: [],
			conflict: [],
			clashing: [],
			entering: []
		});
	});

	it('a try that two neighbours clash with names both, in English and Chinese', () => {
		const step = firstStep(
			petersen,
			(e) => e.kind === 'try' && e.verdict === 'conflict' && e.conflict.length === 2
		);
		expect(step).toBe(25);
		const [en, zh] = [labelsAt(petersen, step, 'en'), labelsAt(petersen, step, 'zh')];
		// I is vertex 8; D and F (3 and 5) have the colour tried.
		expect(en[8]).toBe('I: no colour, trying colour 2 (green), neighbour D and F has it');
		expect(zh[8]).toBe('I: 未涂色，正在尝试颜色 2（绿），邻点 D、F 已是这个颜色');
		expect([en[3], en[5]]).toEqual([
			'D: colour 2 (green), has the colour being tried',
			'F: colour 2 (green), has the colour being tried'
		]);
		expect([zh[3], zh[5]]).toEqual([
			'D: 颜色 2（绿），已是正在尝试的颜色',
			'F: 颜色 2（绿），已是正在尝试的颜色'
		]);
		expect(marksAt(petersen, step)).toEqual({
			tried: ['I'],
			conflict: ['I'],
			clashing: ['D', 'F'],
			entering: []
		});
	});

	it('a vertex carries its heat level only when the board is given the levels', () => {
		const { board, event } = petersen.seek(400);
		const levels = [0, 0.25, 1, 0, 0.5, 0, 0, 0, 0, 0];
		const shown = coloringVertices(board as ColoringBoard, event, 'en', levels);
		expect(shown.map((view) => view.heat)).toEqual(levels);
		const hidden = coloringVertices(board as ColoringBoard, event, 'en');
		expect(hidden.every((view) => view.heat === 0)).toBe(true);
	});
});
