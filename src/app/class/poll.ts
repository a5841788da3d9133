import type { ClassQuestion, Tally } from '../../server/protocol';
import type { Question } from '../predict';
import type { ChoiceId } from '../predict-choice';

/** The key a class poll counts a Predict choice under ("point:12", "candidate:3", "fits", "conflict:4"). */
export function choiceKey(id: ChoiceId): string {
	switch (id.kind) {
		case 'point':
			return `point:${id.point}`;
		case 'candidate':
			return `candidate:${id.candidate}`;
		case 'fits':
			return 'fits';
		case 'conflict':
			return `conflict:${id.point ?? 'none'}`;
	}
}

/**
 * A Predict question as the class is asked it: its choices keyed for the tally, the same words,
 * and an id that names the search's step and the question's kind, so asking again is one question.
 */
export function classQuestionOf(question: Question): { question: ClassQuestion; answer: string } {
	return {
		question: {
			id: `${question.step}:${question.kind}`,
			step: question.step,
			prompt: question.prompt,
			choices: question.choices.map((choice) => ({
				key: choiceKey(choice.id),
				label: choice.label
			}))
		},
		answer: choiceKey(question.answer)
	};
}

/** One bar of a poll's chart: a choice, how many chose it, its share of the answers, and whether it is right. */
export interface TallyBar {
	readonly key: string;
	readonly count: number;
	/** From 0 to 1 of all answers (0 when nobody answered). */
	readonly share: number;
	readonly right: boolean;
}

/** The bars of a shown poll, in the question's order. */
export function tallyBars(question: ClassQuestion, tally: Tally): TallyBar[] {
	const total = tally.counts.reduce((sum, count) => sum + count, 0);
	return question.choices.map((choice, i) => ({
		key: choice.key,
		count: tally.counts[i] ?? 0,
		share: total === 0 ? 0 : (tally.counts[i] ?? 0) / total,
		right: choice.key === tally.answer
	}));
}
