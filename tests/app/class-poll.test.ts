import { describe, expect, it } from 'vitest';
import { choiceKey, classQuestionOf, tallyBars } from '../../src/app/class/poll';
import { questionBefore } from '../../src/app/predict';
import {
	candidateChoice,
	conflictChoice,
	fitsChoice,
	pointChoice
} from '../../src/app/predict-choice';
import { puzzles } from '../../src/puzzles/all';
import { readClientMessage } from '../../src/server/protocol';
import { Timeline } from '../../src/timeline/timeline';

/** The Predict questions of a puzzle's first sample over its first steps. */
function questionsOf(id: string, steps = 300) {
	const puzzle = puzzles.find((entry) => entry.id === id);
	if (puzzle === undefined) throw new Error(id);
	const loaded = puzzle.load(puzzle.samples[0].input, puzzle.samples[0].options);
	if (!loaded.ok) throw new Error(loaded.error.message.en);
	const timeline = new Timeline(loaded.value);
	timeline.index(steps + 1);
	const questions = [];
	for (let step = 0; step < Math.min(steps, timeline.length - 1); step++) {
		const question = questionBefore(
			timeline.seek(step),
			timeline.seek(step + 1),
			puzzle,
			puzzle.code,
			'all'
		);
		if (question !== null) questions.push(question);
	}
	return questions;
}

describe('a Predict question put to the class', () => {
	it('keys every kind of choice apart', () => {
		const keys = [
			pointChoice(3),
			pointChoice(4),
			candidateChoice(3),
			fitsChoice,
			conflictChoice(3),
			conflictChoice(null)
		].map(choiceKey);
		expect(new Set(keys).size).toBe(keys.length);
		expect(keys).toEqual([
			'point:3',
			'point:4',
			'candidate:3',
			'fits',
			'conflict:3',
			'conflict:none'
		]);
	});

	it('passes the relay’s checks for every question of every puzzle, its answer one of its choices', () => {
		let asked = 0;
		for (const puzzle of puzzles.filter((entry) => entry.id !== 'custom'))
			for (const question of questionsOf(puzzle.id, 120)) {
				const { question: classQuestion, answer } = classQuestionOf(question);
				const keys = classQuestion.choices.map((choice) => choice.key);
				expect(new Set(keys).size).toBe(keys.length);
				expect(keys).toContain(answer);
				const read = readClientMessage(JSON.stringify({ type: 'ask', question: classQuestion }));
				expect(read.ok).toBe(true);
				asked++;
			}
		expect(asked).toBeGreaterThan(100);
	});

	it('names the search’s step and the question’s kind in its id, so asking again is the same question', () => {
		const [first] = questionsOf('queens', 40);
		expect(classQuestionOf(first).question.id).toBe(`${first.step}:${first.kind}`);
		expect(classQuestionOf(first)).toEqual(classQuestionOf(first));
	});

	it('draws a bar per choice in the question’s order, with each share of the answers and the right one marked', () => {
		const [first] = questionsOf('queens', 40);
		const { question, answer } = classQuestionOf(first);
		const counts = question.choices.map((choice) => (choice.key === answer ? 2 : 1));
		const bars = tallyBars(question, { questionId: question.id, counts, answer });
		expect(bars.map((bar) => bar.key)).toEqual(question.choices.map((choice) => choice.key));
		expect(bars.filter((bar) => bar.right).map((bar) => bar.key)).toEqual([answer]);
		const total = counts.reduce((sum, count) => sum + count, 0);
		expect(bars.map((bar) => bar.share)).toEqual(counts.map((count) => count / total));
	});

	it('draws empty bars when nobody answered', () => {
		const [first] = questionsOf('queens', 40);
		const { question, answer } = classQuestionOf(first);
		const counts = question.choices.map(() => 0);
		const bars = tallyBars(question, { questionId: question.id, counts, answer });
		expect(bars.every((bar) => bar.share === 0 && bar.count === 0)).toBe(true);
	});
});
