import { describe, expect, it } from 'vitest';
import { inSentence, questionBefore, type PredictScope } from '../../src/app/predict';
import {
	candidateChoice,
	conflictChoice,
	fitsChoice,
	pointChoice,
	sameChoice
} from '../../src/app/predict-choice';
import { puzzles } from '../../src/puzzles/all';
import { Timeline } from '../../src/timeline/timeline';

/** Every question Predict mode asks over the first `steps` steps of each puzzle's first sample. */
function questionsOf(scope: PredictScope, steps = 400) {
	return puzzles.flatMap((puzzle) => {
		const sample = puzzle.samples[0];
		const loaded = puzzle.load(sample.input, sample.options);
		if (!loaded.ok) throw new Error(`${puzzle.id}: ${loaded.error.message.en}`);
		const timeline = new Timeline(loaded.value);
		timeline.index(steps + 1);
		const asked = [];
		let current = timeline.seek(0);
		for (let step = 1; step <= Math.min(steps, timeline.length); step++) {
			const next = timeline.seek(step);
			asked.push({
				puzzle,
				current,
				next,
				question: questionBefore(current, next, puzzle, puzzle.code, scope)
			});
			current = next;
		}
		return asked;
	});
}

describe('the questions of Predict mode', () => {
	const all = questionsOf('all');

	it('are asked before every try and after every backtrack, on every puzzle', () => {
		for (const { puzzle, current, next, question } of all) {
			const asked = next.event?.kind === 'try' || current.event?.kind === 'backtrack';
			// After a backtrack a solution or the end is not a "where next" question.
			const pointless =
				current.event?.kind === 'backtrack' &&
				next.event?.kind !== 'try' &&
				next.event?.kind !== 'backtrack';
			if (asked && !pointless) expect(question, `${puzzle.id} step ${next.step}`).not.toBeNull();
			if (!asked) expect(question).toBeNull();
		}
		expect(new Set(all.filter((q) => q.question).map((q) => q.puzzle.id)).size).toBe(
			puzzles.length
		);
	});

	it('have the event that follows as their answer, among distinct choices', () => {
		const kinds = new Set<string>();
		for (const { next, question } of all) {
			if (question === null) continue;
			kinds.add(question.kind);
			const event = next.event;
			if (event === null || event.kind === 'solution' || event.kind === 'done')
				throw new Error('asked about no decision');
			const ids = question.choices.map((choice) => JSON.stringify(choice.id));
			expect(new Set(ids).size).toBe(ids.length);
			expect(ids).toContain(JSON.stringify(question.answer));
			expect(ids.length).toBeGreaterThanOrEqual(2);
			expect(ids.length).toBeLessThanOrEqual(4);
			expect(question.step).toBe(next.step);
			switch (question.kind) {
				case 'nextPoint':
					expect(question.answer).toEqual(pointChoice(event.point));
					break;
				case 'nextCandidate':
					expect(question.answer).toEqual(candidateChoice(event.candidate));
					break;
				case 'fits':
					if (event.kind !== 'try') throw new Error('a fits question about no try');
					if (event.verdict === 'ok') expect(question.answer).toEqual(fitsChoice);
					else {
						const clash = event.conflict[0]?.point ?? -1;
						expect(question.answer).toEqual(conflictChoice(clash < 0 ? null : clash));
					}
			}
			for (const choice of question.choices) {
				expect(choice.label.en).not.toMatch(/undefined|NaN/);
				expect(choice.label.zh).not.toMatch(/undefined|NaN/);
			}
		}
		expect([...kinds].sort()).toEqual(['fits', 'nextCandidate', 'nextPoint']);
	});

	it('limited to backtracks, ask only where the search goes after one', () => {
		const asked = questionsOf('backtracks').filter(({ question }) => question !== null);
		expect(asked.length).toBeGreaterThan(0);
		for (const { current, question } of asked) {
			expect(current.event?.kind).toBe('backtrack');
			expect(question?.kind).toBe('nextPoint');
		}
	});

	it('put the right answer in different places, not always first', () => {
		const places = new Set(
			all
				.map(({ question }) => question)
				.filter((question) => question !== null && question.kind !== 'fits')
				.map((question) =>
					question?.choices.findIndex((choice) => sameChoice(choice.id, question.answer))
				)
		);
		expect(places.size).toBeGreaterThan(1);
	});
});

describe('A name inside a Chinese question', () => {
	it('is quoted when it is in Latin letters (a student’s own words), and left as it is when Chinese or a number', () => {
		expect(inSentence('row 2')).toBe('“row 2”');
		expect(inSentence('WA')).toBe('“WA”');
		expect(inSentence('第2行第5列')).toBe('第2行第5列');
		expect(inSentence('7')).toBe('7');
		expect(inSentence('“row 2”')).toBe('“row 2”');
	});
});
