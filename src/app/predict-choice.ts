import type { Question } from './predict';

/**
 * Which answer a Predict choice is: a decision point ("where next?"), a candidate ("which
 * next?"), or whether a try fits or conflicts, and with which point when the puzzle names one.
 * Built and read here only; it stays small, for the board's clicks read it on the first load.
 */
export type ChoiceId =
	| { readonly kind: 'point'; readonly point: number }
	| { readonly kind: 'candidate'; readonly candidate: number }
	| { readonly kind: 'fits' }
	| { readonly kind: 'conflict'; readonly point: number | null };

/** The choice "the search goes to this point next", which a click on the board gives too. */
export const pointChoice = (point: number): ChoiceId => ({ kind: 'point', point });

/** The choice "this candidate is tried next". */
export const candidateChoice = (candidate: number): ChoiceId => ({ kind: 'candidate', candidate });

/** The choice "the try fits". */
export const fitsChoice: ChoiceId = { kind: 'fits' };

/** The choice "the try conflicts", with the point it conflicts with (null: none named). */
export const conflictChoice = (point: number | null): ChoiceId => ({ kind: 'conflict', point });

/** Whether two ids name the same choice. */
export function sameChoice(a: ChoiceId, b: ChoiceId): boolean {
	switch (a.kind) {
		case 'point':
			return b.kind === 'point' && a.point === b.point;
		case 'candidate':
			return b.kind === 'candidate' && a.candidate === b.candidate;
		case 'fits':
			return b.kind === 'fits';
		case 'conflict':
			return b.kind === 'conflict' && a.point === b.point;
	}
}

/** The points a "where next?" question offers, which a click on the board answers with. */
export function offeredPoints(question: Question | null): ReadonlySet<number> {
	if (question?.kind !== 'nextPoint') return new Set();
	return new Set(question.choices.flatMap(({ id }) => (id.kind === 'point' ? [id.point] : [])));
}
