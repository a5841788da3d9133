import type { CodeListing } from '../puzzles/kit/code-listing';
import { candidateWords } from '../puzzles/registry';
import type { PuzzleDisplay, Text } from '../puzzles/types';
import type { Moment } from '../timeline/moment';
import {
	candidateChoice,
	conflictChoice,
	fitsChoice,
	pointChoice,
	type ChoiceId
} from './predict-choice';

/** What a question asks: will a try fit, where the search goes after a backtrack, which candidate comes next. */
export type QuestionKind = 'fits' | 'nextPoint' | 'nextCandidate';

/** Which events Predict mode asks about: every try and backtrack, or backtracks only. */
export type PredictScope = 'all' | 'backtracks';

/** One answer a student can give. */
export interface Choice {
	readonly id: ChoiceId;
	readonly label: Text;
}

/** A question about the next event, asked before it is shown. */
export interface Question {
	/** The step whose event the question is about (shown once answered). */
	readonly step: number;
	readonly kind: QuestionKind;
	readonly prompt: Text;
	readonly choices: readonly Choice[];
	/** The id of the right choice. */
	readonly answer: ChoiceId;
}

/** Most choices a question offers. */
const MAX_CHOICES = 4;

/** Choices in an order that depends on the step, not always the right one first. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
	const list = [...items];
	let state = (seed * 2654435761) >>> 0 || 1;
	for (let i = list.length - 1; i > 0; i--) {
		state = (state * 1664525 + 1013904223) >>> 0;
		const j = state % (i + 1);
		[list[i], list[j]] = [list[j], list[i]];
	}
	return list;
}

/** Whether a point's words are missing (a point the puzzle has no name for). */
const unnamed = (text: Text): boolean => /undefined|NaN/.test(text.en + text.zh);

/** Distinct values, the first ones kept, at most `count`. */
function distinct(values: readonly number[], count: number): number[] {
	return [...new Set(values)].slice(0, count);
}

/**
 * A name inside a Chinese sentence: one in Latin letters (a student's own "row 2", "WA") in
 * quotes, which set it off from the Chinese around it, as the narration does; Chinese names
 * ("第2行第5列") and numbers as they are.
 */
export function inSentence(name: string): string {
	return /[A-Za-z]/.test(name) && !/[\u3400-\u9fff“]/u.test(name) ? `“${name}”` : name;
}

/**
 * The question Predict mode asks before the step `next`, seen from the moment `current` (its
 * previous step), or null when that event is not asked about. Questions come from the timeline's
 * moments and the puzzle's own words, so every puzzle gets them:
 * - after a backtrack: where does the search go next (the next event's decision point, among the
 *   points of the stack);
 * - before a try at the point just tried: which candidate is tried next;
 * - before any other try: will it fit, or conflict (and with which point).
 */
export function questionBefore(
	current: Moment,
	next: Moment,
	display: PuzzleDisplay,
	listing: CodeListing,
	scope: PredictScope
): Question | null {
	const event = next.event;
	if (event === null || next.step !== current.step + 1) return null;
	const board = current.board;
	const point = (p: number): Text => display.describePoint(board, p);
	/** Whether the puzzle names this point: a neighbour may lie past the board's last one. */
	const named = (p: number): boolean => {
		try {
			return !unnamed(point(p));
		} catch {
			return false;
		}
	};
	const stackPoints = [...current.frames].reverse().map((frame) => frame.point);

	if (current.event?.kind === 'backtrack') {
		if (event.kind !== 'try' && event.kind !== 'backtrack') return null;
		if (event.point < 0) return null;
		// The nearby points are likely answers too: going on to the next point, or back to the last.
		const points = distinct(
			[event.point, current.event.point, ...stackPoints, event.point + 1, event.point - 1].filter(
				(p) => p >= 0 && p === Math.floor(p) && named(p)
			),
			MAX_CHOICES
		);
		if (points.length < 2) return null;
		return {
			step: next.step,
			kind: 'nextPoint',
			prompt: {
				en: 'After this backtrack, where does the search go next?',
				zh: '这次回溯之后，搜索下一步去哪里？'
			},
			choices: shuffled(
				points.map((p) => ({ id: pointChoice(p), label: point(p) })),
				next.step
			),
			answer: pointChoice(event.point)
		};
	}
	if (scope === 'backtracks' || event.kind !== 'try') return null;

	const candidate = (c: number): Text => candidateWords(display, listing, board, event.point, c);
	const previous = current.event;
	if (previous?.kind === 'try' && previous.point === event.point) {
		const seen = current.frames.map((frame) => frame.candidate).filter((c) => c !== null);
		const candidates = distinct([event.candidate, previous.candidate, ...seen], MAX_CHOICES);
		if (candidates.length >= 2)
			return {
				step: next.step,
				kind: 'nextCandidate',
				prompt: {
					en: `Which candidate is tried next at ${point(event.point).en}?`,
					zh: `${inSentence(point(event.point).zh)}下一个尝试的是哪个候选？`
				},
				choices: shuffled(
					candidates.map((c) => ({ id: candidateChoice(c), label: candidate(c) })),
					next.step
				),
				answer: candidateChoice(event.candidate)
			};
	}

	const clash = event.verdict === 'conflict' ? (event.conflict[0]?.point ?? -1) : null;
	const clashes = distinct(
		[
			...(clash !== null && clash >= 0 ? [clash] : []),
			...stackPoints.filter((p) => p >= 0 && p !== event.point)
		],
		MAX_CHOICES - 1
	);
	const conflictChoices: Choice[] =
		clash !== null && clash < 0
			? [{ id: conflictChoice(null), label: { en: 'It does not fit', zh: '放不下' } }]
			: clashes.map((p) => ({
					id: conflictChoice(p),
					label: { en: `It conflicts with ${point(p).en}`, zh: `与${inSentence(point(p).zh)}冲突` }
				}));
	if (conflictChoices.length === 0)
		conflictChoices.push({
			id: conflictChoice(null),
			label: { en: 'It does not fit', zh: '放不下' }
		});
	const what = candidate(event.candidate);
	return {
		step: next.step,
		kind: 'fits',
		prompt: {
			en: `Will ${what.en} fit at ${point(event.point).en}?`,
			zh: `${inSentence(what.zh)}放在${inSentence(point(event.point).zh)}可以吗？`
		},
		choices: [
			{ id: fitsChoice, label: { en: 'It fits', zh: '可以' } },
			...shuffled(conflictChoices, next.step)
		],
		answer: clash === null ? fitsChoice : conflictChoice(clash < 0 ? null : clash)
	};
}
