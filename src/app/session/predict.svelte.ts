import { displays, listingOf } from '../../puzzles/registry';
import type { Text } from '../../puzzles/types';
import type { Moment } from '../../timeline/moment';
import type { PredictScope, Question } from '../predict';
import { sameChoice, type ChoiceId } from '../predict-choice';
import type { LoadedSearch } from './search-session.svelte';

/** Where Predict reads the moments from: the search session. */
export interface PredictSource {
	readonly moment: Moment | null;
	readonly loaded: LoadedSearch | null;
	/** The moment at a step, read without showing it; null when a newer search replaced this one. */
	momentAt(step: number): Promise<Moment | null>;
}

/** What Predict asks of the page. */
export interface PredictHooks {
	/** Stops playback: a question waits for the student. */
	readonly pause: () => void;
	/** Shows a step (the event asked about, once answered, or one not asked about). */
	readonly show: (step: number) => void;
}

/** Whether a scope asks a question: "Backtracks only" asks only where the search goes after a backtrack. */
export const asks = (scope: PredictScope, question: Question): boolean =>
	scope === 'all' || question.kind === 'nextPoint';

/** The last answer: whether it was right, and the right choice's words. */
export interface Answered {
	readonly right: boolean;
	readonly answer: Text;
}

/**
 * Predict mode: before an event is shown, the student is asked what happens (the questions come
 * from predict.ts, loaded the first time one is asked), and the score counts the right answers.
 */
export class Predict {
	/** Predict mode is on. */
	on = $state(false);
	/** Which events it asks about (set with {@link setScope}). */
	scope = $state<PredictScope>('all');
	/** The question waiting for an answer (the board stays at the step before it). */
	question = $state.raw<Question | null>(null);
	/** The last answer. */
	answered = $state.raw<Answered | null>(null);
	/** Right answers out of questions answered. */
	score = $state.raw({ right: 0, answered: 0 });

	readonly #source: PredictSource;
	readonly #hooks: PredictHooks;

	constructor(source: PredictSource, hooks: PredictHooks) {
		this.#source = source;
		this.#hooks = hooks;
	}

	/**
	 * Step forward in Predict mode: the next event is read first, and if it is one the mode asks
	 * about, the question waits for an answer instead (the board stays where it is); if not, it is
	 * shown.
	 */
	async ask(): Promise<void> {
		if (this.question !== null) return;
		const source = this.#source;
		const current = source.moment;
		const search = source.loaded;
		if (current === null || search === null) return;
		this.#hooks.pause();
		const display = displays.loaded(search.puzzle);
		// The questions' code loads the first time it is needed: most lessons never predict.
		const [{ questionBefore }, next] = await Promise.all([
			import('../predict'),
			source.momentAt(current.step + 1)
		]);
		if (next === null || display === undefined || source.moment !== current) return;
		const question =
			next.step === current.step
				? null
				: questionBefore(
						current,
						next,
						display,
						listingOf(display, source.loaded?.input),
						this.scope
					);
		if (question === null) return this.#hooks.show(next.step);
		this.answered = null;
		this.question = question;
	}

	/** Answers the question waiting: the score counts it, and the event is shown. */
	answer(choice: ChoiceId): void {
		const question = this.question;
		if (question === null) return;
		const right = sameChoice(choice, question.answer);
		const answer = question.choices.find(({ id }) => sameChoice(id, question.answer))?.label;
		this.score = { right: this.score.right + (right ? 1 : 0), answered: this.score.answered + 1 };
		this.answered = { right, answer: answer ?? { en: '', zh: '' } };
		this.question = null;
		this.#hooks.show(question.step);
	}

	/**
	 * Asks about these events from now on; a question waiting that the scope does not ask about is
	 * dropped (the board stays at the step before it, and the next step asks afresh).
	 */
	setScope(scope: PredictScope): void {
		this.scope = scope;
		if (this.question !== null && !asks(scope, this.question)) this.question = null;
	}

	/** Turns Predict mode on or off; the score starts again when it is turned on. */
	turn(on: boolean): void {
		this.on = on;
		this.clear();
		if (on) {
			this.#hooks.pause();
			this.score = { right: 0, answered: 0 };
		}
	}

	/** The page moved: a question not answered is given up. */
	drop(): void {
		this.question = null;
	}

	/** A new search: no question waits and no answer is shown. */
	clear(): void {
		this.question = null;
		this.answered = null;
	}
}
