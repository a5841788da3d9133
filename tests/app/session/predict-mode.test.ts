import { describe, expect, test } from 'vitest';
import type { Question } from '../../../src/app/predict';
import { conflictChoice, fitsChoice, pointChoice } from '../../../src/app/predict-choice';
import { Predict, type PredictSource } from '../../../src/app/session/predict.svelte';
import { puzzles } from '../../../src/puzzles/all';
import { displays } from '../../../src/puzzles/registry';
import type { Moment } from '../../../src/timeline/moment';
import { Timeline } from '../../../src/timeline/timeline';

/** A "where next?" question about step 8, whose answer is point 3. */
const whereNext: Question = {
	step: 8,
	kind: 'nextPoint',
	prompt: { en: 'Where next?', zh: '下一步去哪里？' },
	choices: [
		{ id: pointChoice(2), label: { en: 'row 1, column 3', zh: '第1行第3列' } },
		{ id: pointChoice(3), label: { en: 'row 1, column 4', zh: '第1行第4列' } }
	],
	answer: pointChoice(3)
};

/** The lesson sudoku's timeline, its first steps recorded: Predict's moments come from it. */
function lessonTimeline(): Timeline {
	const sudoku = puzzles[0];
	const sample = sudoku.samples[0];
	const loaded = sudoku.load(sample.input, sample.options);
	if (!loaded.ok) throw new Error('the lesson sudoku does not load');
	const timeline = new Timeline(loaded.value);
	timeline.index(2000);
	return timeline;
}

/** Predict on a source the test sets, recording what it shows and each pause. */
function predictOn(moment: Moment | null = null, timeline?: Timeline) {
	const shown: number[] = [];
	let pauses = 0;
	const source: PredictSource = {
		moment,
		loaded: { puzzle: 'sudoku', input: puzzles[0].samples[0].input, options: {}, session: 1 },
		momentAt: (step) => Promise.resolve(timeline?.seek(step) ?? null)
	};
	const predict = new Predict(source, {
		pause: () => pauses++,
		show: (step) => void shown.push(step)
	});
	return { predict, shown, pauses: () => pauses };
}

describe('Predict mode', () => {
	test('a right answer counts in the score and shows the event asked about', () => {
		const { predict, shown } = predictOn();
		predict.turn(true);
		predict.question = whereNext;
		predict.answer(pointChoice(3));
		expect(predict.score).toEqual({ right: 1, answered: 1 });
		expect(predict.answered).toEqual({ right: true, answer: whereNext.choices[1].label });
		expect(predict.question).toBeNull();
		expect(shown).toEqual([8]);
	});

	test('a wrong answer counts as answered and says the right choice’s words', () => {
		const { predict } = predictOn();
		predict.turn(true);
		predict.question = whereNext;
		predict.answer(pointChoice(2));
		expect(predict.score).toEqual({ right: 0, answered: 1 });
		expect(predict.answered?.right).toBe(false);
		expect(predict.answered?.answer.en).toBe('row 1, column 4');
	});

	test('a choice of another kind, or with no question waiting, is not counted', () => {
		const { predict, shown } = predictOn();
		predict.answer(fitsChoice);
		expect(predict.score).toEqual({ right: 0, answered: 0 });
		predict.question = { ...whereNext, kind: 'fits', answer: conflictChoice(null) };
		predict.answer(conflictChoice(4));
		expect(predict.score).toEqual({ right: 0, answered: 1 });
		expect(shown).toEqual([8]);
	});

	test('turning it on pauses and starts the score again; turning it off drops the question', () => {
		const { predict, pauses } = predictOn();
		predict.score = { right: 3, answered: 5 };
		predict.turn(true);
		expect([predict.on, predict.score, pauses()]).toEqual([true, { right: 0, answered: 0 }, 1]);
		predict.question = whereNext;
		predict.turn(false);
		expect([predict.on, predict.question, pauses()]).toEqual([false, null, 1]);
	});

	test('asks about a try before it is shown, and the board stays where it is', async () => {
		await displays.load('sudoku');
		const timeline = lessonTimeline();
		const { predict, shown } = predictOn(timeline.seek(0), timeline);
		predict.turn(true);
		await predict.ask();
		expect(predict.question?.step).toBe(1);
		expect(predict.question?.kind).toBe('fits');
		expect(shown).toEqual([]);
		// Asked again while the question waits: nothing new.
		const question = predict.question;
		await predict.ask();
		expect(predict.question).toBe(question);
	});

	test('limited to backtracks, an event that is not asked about is shown at once', async () => {
		await displays.load('sudoku');
		const timeline = lessonTimeline();
		const { predict, shown } = predictOn(timeline.seek(0), timeline);
		predict.turn(true);
		predict.scope = 'backtracks';
		await predict.ask();
		expect(predict.question).toBeNull();
		expect(shown).toEqual([1]);
	});

	test('limiting the questions to backtracks drops a question waiting about something else, and keeps one about a backtrack (issue 21, item 6)', async () => {
		await displays.load('sudoku');
		const timeline = lessonTimeline();
		const { predict, shown } = predictOn(timeline.seek(0), timeline);
		predict.turn(true);
		await predict.ask();
		expect(predict.question?.kind).toBe('fits');
		predict.setScope('backtracks');
		expect([predict.scope, predict.question]).toEqual(['backtracks', null]);
		expect(shown).toEqual([]);
		predict.question = whereNext;
		predict.setScope('backtracks');
		predict.setScope('all');
		expect(predict.question).toBe(whereNext);
	});

	test('after a backtrack it asks where the search goes next, the next event’s point the answer', async () => {
		await displays.load('sudoku');
		const timeline = lessonTimeline();
		let step = 1;
		while (timeline.seek(step).event?.kind !== 'backtrack') step++;
		const { predict } = predictOn(timeline.seek(step), timeline);
		predict.scope = 'backtracks';
		await predict.ask();
		const next = timeline.seek(step + 1).event;
		expect(predict.question?.kind).toBe('nextPoint');
		expect(next?.kind === 'try' || next?.kind === 'backtrack').toBe(true);
		if (next?.kind === 'try' || next?.kind === 'backtrack')
			expect(predict.question?.answer).toEqual(pointChoice(next.point));
	});
});
