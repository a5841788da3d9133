// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/svelte';
import type { Component } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { questionBefore, type Question } from '../../src/app/predict';
import type { ChoiceId } from '../../src/app/predict-choice';
import { puzzles } from '../../src/puzzles/all';
import type { BoardProps } from '../../src/puzzles/kit/board-props';
import type { PuzzleDefinition, Sample } from '../../src/puzzles/types';
import { Timeline } from '../../src/timeline/timeline';
import type { Moment } from '../../src/timeline/moment';

/** Every puzzle's board view, by its folder's name. */
const boardModules = import.meta.glob<{ default: Component<BoardProps> }>(
	'../../src/puzzles/*/Board.svelte'
);
const boardPath = (id: string) => `../../src/puzzles/${id}/Board.svelte`;
const boardOf = (id: string) => boardModules[boardPath(id)]();

/** A question and the moment on screen while it is asked. */
interface Asked {
	readonly moment: Moment;
	readonly question: Question;
}

/**
 * The first few "where next?" questions of a puzzle's first sample that backtracks (the knight's
 * first, by Warnsdorff's rule, never does), with the moment each is asked at.
 */
function whereNextQuestions(id: string, wanted = 3): Asked[] {
	const puzzle = puzzles.find((p) => p.id === id);
	if (puzzle === undefined) throw new Error(`no puzzle ${id}`);
	for (const sample of puzzle.samples) {
		const found = questionsOf(puzzle, sample, wanted);
		if (found.length > 0) return found;
	}
	return [];
}

/** The first `wanted` "where next?" questions of one sample in its first 5,000 steps. */
function questionsOf(puzzle: PuzzleDefinition, sample: Sample, wanted: number) {
	const id = puzzle.id;
	const loaded = puzzle.load(sample.input, sample.options);
	if (!loaded.ok) throw new Error(`${id}: ${loaded.error.message.en}`);
	const timeline = new Timeline(loaded.value);
	timeline.index(5000);
	const found: Asked[] = [];
	let current = timeline.seek(0);
	for (let step = 1; step <= timeline.length && found.length < wanted; step++) {
		const next = timeline.seek(step);
		const question = questionBefore(current, next, puzzle, puzzle.code, 'backtracks');
		if (question !== null) found.push({ moment: current, question });
		current = next;
	}
	return found;
}

afterEach(cleanup);

describe('the points on every board', () => {
	// Every puzzle that draws a board: each must say which of its elements stand for which point.
	const drawn = puzzles.map((puzzle) => puzzle.id).filter((id) => boardPath(id) in boardModules);
	it.each(drawn)(
		'the %s board marks the answer to "where next?" and every choice on the call stack with data-point',
		async (id) => {
			const { default: Board } = await boardOf(id);
			const questions = whereNextQuestions(id);
			expect(questions.length, `${id} asks where the search goes next`).toBeGreaterThan(0);
			for (const { moment, question } of questions) {
				const { container, unmount } = render(Board, {
					props: {
						board: moment.board,
						event: moment.event,
						heat: moment.heat,
						showHeat: false,
						motion: false,
						lang: 'en'
					}
				});
				const marked = new Set(
					[...container.querySelectorAll('[data-point]')].map((element) =>
						element.getAttribute('data-point')
					)
				);
				for (const point of marked) expect(point).toMatch(/^\d+$/);
				const point = (id: ChoiceId) => (id.kind === 'point' ? String(id.point) : id.kind);
				expect(marked, `step ${moment.step}`).toContain(point(question.answer));
				// A choice where a call on the stack stands is on the board to click.
				const called = new Set(moment.frames.map((frame) => String(frame.point)));
				for (const choice of question.choices)
					if (called.has(point(choice.id))) expect(marked).toContain(point(choice.id));
				unmount();
			}
		}
	);
});
