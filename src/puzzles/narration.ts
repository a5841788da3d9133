import type { SearchCounters } from '../engine/events';
import type { Text } from './types';

/** What a puzzle calls its solutions and what its search has tried, for the done sentence. */
export interface DoneWords {
	/** A solution and several, in English ('ring', 'rings'). */
	readonly one: string;
	readonly many: string;
	/** A solution in Chinese ('环', '路径') and the measure word a count of them takes ('个', '条'). */
	readonly zh: string;
	readonly measure: string;
	/** What the whole search tried: 'every move has been tried' / '所有走法都已试过'. */
	readonly exhausted: Text;
}

/**
 * The sentence on the done event: stopped at the requested number of solutions, or over because
 * everything was tried; with the moment's counters it says how many solutions were found.
 */
export function doneSentence(
	reason: 'exhausted' | 'limit',
	counters: SearchCounters | undefined,
	words: DoneWords
): Text {
	const n = counters?.solutions;
	const found =
		n === undefined
			? null
			: {
					en: `${n} ${n === 1 ? words.one : words.many}`,
					zh: `${n} ${words.measure}${words.zh}`
				};
	const kinds = { en: words.many, zh: words.zh };
	if (reason === 'limit')
		return found === null
			? {
					en: `The search stops: it has found the ${kinds.en} it was asked for.`,
					zh: `搜索停止：已经找到要求的${kinds.zh}。`
				}
			: {
					en: `The search stops after ${found.en}, as asked.`,
					zh: `搜索停止：已按要求找到 ${found.zh}。`
				};
	return found === null
		? {
				en: `The search is over: ${words.exhausted.en}.`,
				zh: `搜索结束：${words.exhausted.zh}。`
			}
		: {
				en: `The search is over: ${words.exhausted.en}; ${found.en} found.`,
				zh: `搜索结束：${words.exhausted.zh}，共找到 ${found.zh}。`
			};
}

/**
 * Why the deeper call returned, so the backtrack that follows can say why its candidate comes off
 * the board. The timeline works it out from the recorded search (src/timeline/cause.ts).
 */
export type BacktrackCause =
	/**
	 * Every candidate at the deeper call's decision point `point` conflicted: nothing fits there.
	 * `point` is null when that call had no candidate to try at all.
	 */
	| { readonly kind: 'nothingFits'; readonly point: number | null }
	/**
	 * Some candidates at `point` fitted and were placed, but every deeper call came back: no way on
	 * from there. `solutionsBelow`: solutions were found under `point` meanwhile (all-solutions
	 * mode), so the candidates there are used up rather than dead ends.
	 */
	| { readonly kind: 'noWayOn'; readonly point: number; readonly solutionsBelow: boolean }
	/** The deeper call reported solution `index`; the search goes on to look for more. */
	| { readonly kind: 'solution'; readonly index: number };

/** How a puzzle names the reason of a backtrack, about the deeper call's decision point. */
export interface CauseWords {
	/** Every candidate conflicted: "no digit fits row 1, column 9". */
	readonly nothingFits: (point: number) => Text;
	/** Candidates fitted, each a dead end: "every digit that fits row 2, column 1 leads to …". */
	readonly deadEnds: (point: number) => Text;
	/** Every candidate is used up, some led to solutions: "every digit at row 2, column 1 has …". */
	readonly allTried: (point: number) => Text;
	/** A solution by its number: "solution 3", "ring 3". */
	readonly solution: (index: number) => Text;
}

/**
 * The sentence on a backtrack with its reason: "Backtrack: no digit fits row 1, column 9, so take
 * 7 back from row 1, column 8." `undo` says what is taken back: "take 7 back from row 1, column 8".
 */
export function backtrackSentence(cause: BacktrackCause, undo: Text, words: CauseWords): Text {
	const why = causeClause(cause, words);
	return { en: `Backtrack: ${why.en}, so ${undo.en}.`, zh: `回溯：${why.zh}，所以${undo.zh}。` };
}

function causeClause(cause: BacktrackCause, words: CauseWords): Text {
	switch (cause.kind) {
		case 'nothingFits':
			return cause.point === null
				? { en: 'the next call has nothing to try', zh: '下一层调用没有可试的' }
				: words.nothingFits(cause.point);
		case 'noWayOn':
			return cause.solutionsBelow ? words.allTried(cause.point) : words.deadEnds(cause.point);
		case 'solution': {
			const found = words.solution(cause.index);
			return {
				en: `${found.en} is recorded and the search goes on`,
				zh: `${found.zh}已记下，搜索继续`
			};
		}
	}
}
