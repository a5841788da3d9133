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
