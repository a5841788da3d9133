/**
 * The rules of the Compare view, free of Svelte: which option two searches differ in, how far
 * shared playback may go, and what the summary says about the two.
 */
import type { Lang, OptionSpec, PuzzleDisplay, Text } from '../../puzzles/types';
import { formatNumber } from '../i18n';
import { say } from './words';

/**
 * Options worth comparing, most telling first: the order of the search, pruning on or off
 * (subsets), repeated letters kept or skipped (permutations), then first or all solutions.
 */
const COMPARED_KEYS: readonly string[] = ['order', 'prune', 'repeats', 'mode'];

/** The option two searches of the same input differ in, and the value each starts with. */
export interface ComparedOption {
	readonly key: string;
	readonly label: Text;
	readonly choices: OptionSpec['choices'];
	/** Value of the first search: the puzzle's default (row by row, the lesson's move order…). */
	readonly first: string;
	/** Value of the second search. */
	readonly second: string;
}

/**
 * The option of a puzzle the Compare view varies (sudoku: row by row against MRV; maze: two move
 * orders; queens and ring: first against all solutions), or null when it has none with two choices.
 */
export function comparedOption(definition: PuzzleDisplay): ComparedOption | null {
	for (const key of COMPARED_KEYS) {
		const spec = definition.options.find((option) => option.key === key);
		if (spec === undefined || spec.choices.length < 2) continue;
		const values = spec.choices.map((choice) => choice.value);
		const first = values.includes(spec.default) ? spec.default : values[0];
		return {
			key,
			label: spec.label,
			choices: spec.choices,
			first,
			second: contrastingValue(values, first)
		};
	}
	return null;
}

/**
 * The value set against `first`: the same order started one letter later when the choices hold it
 * (URDL against RDLU, the same turn taken from another direction, easy to follow side by side),
 * else the last other choice (MRV against row by row, all solutions against the first).
 */
function contrastingValue(values: readonly string[], first: string): string {
	const rotated = first.slice(1) + first.slice(0, 1);
	if (rotated !== first && values.includes(rotated)) return rotated;
	const others = values.filter((value) => value !== first);
	return others.length > 0 ? others[others.length - 1] : first;
}

/** The words naming one choice of the compared option (its value when the puzzle lists no such choice). */
export function choiceName(option: ComparedOption, value: string): Text {
	return option.choices.find((choice) => choice.value === value)?.label ?? { en: value, zh: value };
}

// ---- Shared playback ----------------------------------------------------------------------

/** How shared playback goes on once one search has ended. */
export type Advance = 'together' | 'own';

/** What playback needs to know of one side: how far it is recorded, and whether that is its end. */
export interface SideReach {
	readonly recorded: number;
	/** Recording has ended (see recordingEnded): `recorded` is its last step. */
	readonly complete: boolean;
}

/**
 * The furthest shared step both sides can show in step: no further than a side still being
 * recorded has got, and no further than the longer search's end.
 */
export function reachable(sides: readonly SideReach[]): number {
	let reach = Math.max(0, ...sides.map((side) => side.recorded));
	for (const side of sides) if (!side.complete) reach = Math.min(reach, side.recorded);
	return reach;
}

/** A side as the shared step sees it: it may be ahead of it, after a jump (see {@link alignedAt}). */
export interface LeadingSide extends SideReach {
	/** Events this side is ahead of the shared step. */
	readonly lead: number;
}

/**
 * A side as shared playback counts it: `lead` events ahead of the shared step, it reaches its
 * end (and what it has recorded) that many shared steps sooner.
 */
export function seenFromShared(side: LeadingSide): SideReach {
	return { recorded: Math.max(0, side.recorded - side.lead), complete: side.complete };
}

/**
 * The shared step and each side's lead once each side has moved to an event of its own (its
 * previous or next backtrack, its next solution). The shared step is the earliest side's, so no
 * side is behind it: Step forward, Step back and Play then move every side by the same number of
 * events from where it stands.
 */
export function alignedAt(steps: readonly number[]): {
	readonly step: number;
	readonly leads: readonly number[];
} {
	const step = steps.length === 0 ? 0 : Math.max(0, Math.min(...steps));
	return { step, leads: steps.map((side) => Math.max(0, side - step)) };
}

/** Whether every side has been shown to its end: there is nothing left to play. */
export function finishedAt(step: number, sides: readonly SideReach[]): boolean {
	return sides.every((side) => side.complete && step >= side.recorded);
}

/**
 * The step where playback from `step` must stop: with `together`, the next end of either search
 * (both have then made the same number of events); with `own`, the end of the longer one.
 * Infinity while the stop is not known yet (a search still being recorded).
 */
export function stopAfter(step: number, sides: readonly SideReach[], advance: Advance): number {
	const ends = sides.filter((side) => side.complete).map((side) => side.recorded);
	const allKnown = ends.length === sides.length;
	if (advance === 'together') {
		const ahead = ends.filter((end) => end > step);
		if (ahead.length > 0) return Math.min(...ahead);
	}
	return allKnown ? Math.max(0, ...ends) : Infinity;
}

/** Where one move of playback by `count` events lands, and whether playback stops there. */
export function playbackMove(
	step: number,
	count: number,
	sides: readonly SideReach[],
	advance: Advance
): { readonly step: number; readonly stop: boolean } {
	const stop = stopAfter(step, sides, advance);
	const target = Math.max(step, Math.min(step + count, reachable(sides), stop));
	return { step: target, stop: target >= stop };
}

// ---- The summary --------------------------------------------------------------------------

/** One side's totals, known once its search is recorded. */
export interface SideTotals {
	readonly tries: number;
	readonly backtracks: number;
	readonly maxDepth: number;
	/** The step of the first solution event, null when the search found none. */
	readonly firstSolution: number | null;
	/** Events of the whole search, its done event included. */
	readonly events: number;
	/**
	 * Why the totals count only what was recorded: recording stopped at the memory limit, or was
	 * stopped (a failure of the search's code); false when they count the whole search.
	 */
	readonly partial: false | 'overBudget' | 'stopped';
}

/** One side of the summary: what to call it and what it needed. */
export interface SummarySide {
	readonly name: Text;
	readonly totals: SideTotals;
}

/** A ratio a class can say: one decimal under ten (2.5 times), whole numbers above (19 times). */
function roundedRatio(ratio: number): number {
	return ratio < 10 ? Math.round(ratio * 10) / 10 : Math.round(ratio);
}

/** The sentence on which side needed fewer tries, and by how much. */
export function triesVerdict(lang: Lang, a: SummarySide, b: SummarySide): string {
	const [fewer, more] = a.totals.tries <= b.totals.tries ? [a, b] : [b, a];
	const few = fewer.totals.tries;
	const many = more.totals.tries;
	if (few === many) return say(lang, 'sameTries', { n: few });
	const values = {
		fewer: fewer.name[lang],
		more: more.name[lang],
		a: formatNumber(lang, few),
		b: formatNumber(lang, many)
	};
	const ratio = few === 0 ? Infinity : many / few;
	if (ratio >= 2 && Number.isFinite(ratio))
		return say(lang, 'fewerTimes', { ...values, ratio: roundedRatio(ratio) });
	return say(lang, 'fewerBy', { ...values, n: many - few });
}

/**
 * The sentence on which side reached its first solution sooner, or null when that adds nothing:
 * a side found none, both found it at the same event, or both stopped right after it (a
 * first-solution search, where the tries already tell the story).
 */
export function firstSolutionVerdict(lang: Lang, a: SummarySide, b: SummarySide): string | null {
	const first = a.totals.firstSolution;
	const second = b.totals.firstSolution;
	if (first === null || second === null || first === second) return null;
	const stoppedAtFirst = (side: SummarySide) =>
		side.totals.firstSolution !== null && side.totals.events <= side.totals.firstSolution + 1;
	if (stoppedAtFirst(a) && stoppedAtFirst(b)) return null;
	const sooner = first < second ? a : b;
	return say(lang, 'firstSooner', { sooner: sooner.name[lang], n: Math.abs(first - second) });
}
