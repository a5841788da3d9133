import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { ringCode } from './code';
import { entry } from './entry';
import { formatRing } from './format';
import type { RingBoard } from './model';
import { ringOptions } from './options';
import type { RingReason } from './problem';

/** "position 3" with 1-based numbers (position 1 holds the 1). */
function positionName(position: number): Text {
	return { en: `position ${position + 1}`, zh: `第${position + 1}个位置` };
}

/** How the done sentence names this puzzle's solutions and what its search tried. */
const DONE_WORDS: DoneWords = {
	one: 'ring',
	many: 'rings',
	zh: '环',
	measure: '个',
	exhausted: { en: 'every number has been tried at every position', zh: '每个位置的每个数都已试过' }
};

/** How a ring backtrack names its reason, about the position of the deeper call. */
const CAUSE_WORDS: CauseWords = {
	nothingFits: (position) => {
		const at = positionName(position);
		return { en: `no number fits ${at.en}`, zh: `${at.zh}放不了任何数` };
	},
	deadEnds: (position) => {
		const at = positionName(position);
		return {
			en: `every number that fits ${at.en} leads to a dead end`,
			zh: `${at.zh}能放的数都走不通`
		};
	},
	allTried: (position) => {
		const at = positionName(position);
		return { en: `every number at ${at.en} has been tried`, zh: `${at.zh}的数都试过了` };
	},
	solution: (index) => ({ en: `ring ${index}`, zh: `第${index}个素数环` })
};

/** What the page shows of a ring search: its words, options, samples, code and narration. */
export const ringDisplay: PuzzleDisplay<RingBoard, RingReason, 'mode'> = {
	...entry,
	code: ringCode,
	reasons: {
		used: { en: 'already used', zh: '已用过' },
		sum: { en: 'sum not prime', zh: '和不是素数' },
		closing: { en: 'sum with 1 not prime', zh: '与 1 之和不是素数' }
	},
	samples: [
		{
			id: 'six',
			name: { en: 'n = 6: 2 rings (the judge sample)', zh: 'n = 6：2 个环（评测题的样例）' },
			input: '6',
			options: { mode: 'all' }
		},
		{
			id: 'eight',
			name: { en: 'n = 8: 4 rings', zh: 'n = 8：4 个环' },
			input: '8',
			options: { mode: 'all' }
		},
		{
			id: 'odd',
			name: {
				en: 'n = 7: no ring (an odd ring cannot alternate)',
				zh: 'n = 7：无解（奇数个数无法奇偶交替）'
			},
			input: '7',
			options: { mode: 'all' }
		},
		{
			id: 'lesson',
			name: { en: 'n = 20, first ring (the lesson)', zh: 'n = 20，第一个环（课上的例子）' },
			input: '20',
			options: { mode: 'first' }
		}
	],
	describePoint(_board, position) {
		return positionName(position);
	},
	narrate(
		event: SearchEvent,
		board: RingBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const at = positionName(event.point);
				const number = event.candidate;
				const tried = { en: `Try ${number} at ${at.en}`, zh: `在${at.zh}尝试 ${number}` };
				if (event.verdict === 'ok') {
					const previous = board.numbers[event.point - 1];
					const sums = [`${previous} + ${number} = ${previous + number}`];
					if (event.point === board.size - 1) sums.push(`${number} + 1 = ${number + 1}`);
					return sums.length === 1
						? { en: `${tried.en}: ${sums[0]} is prime.`, zh: `${tried.zh}：${sums[0]} 是素数。` }
						: {
								en: `${tried.en}: ${sums[0]} and, closing the ring, ${sums[1]} are prime.`,
								zh: `${tried.zh}：${sums[0]}，与开头的 1 相加 ${sums[1]}，都是素数。`
							};
				}
				const clash = event.conflict[0];
				const sum = clash.value ?? 0;
				if (clash.reason === 'used') {
					const where = positionName(clash.point);
					return {
						en: `${tried.en}: ${number} is already at ${where.en}.`,
						zh: `${tried.zh}：${number} 已经在${where.zh}了。`
					};
				}
				if (clash.reason === 'sum') {
					const previous = sum - number;
					return {
						en: `${tried.en}: ${previous} + ${number} = ${sum} is not prime.`,
						zh: `${tried.zh}：${previous} + ${number} = ${sum} 不是素数。`
					};
				}
				return {
					en: `${tried.en}: closing the ring, ${number} + 1 = ${sum} is not prime.`,
					zh: `${tried.zh}：与开头的 1 相加 ${number} + 1 = ${sum}，不是素数，环接不上。`
				};
			}
			case 'place': {
				const at = positionName(event.point);
				return {
					en: `Put ${event.candidate} at ${at.en}.`,
					zh: `把 ${event.candidate} 放在${at.zh}。`
				};
			}
			case 'backtrack': {
				const at = positionName(event.point);
				if (cause !== undefined)
					return backtrackSentence(
						cause,
						{
							en: `take ${event.candidate} off ${at.en}`,
							zh: `从${at.zh}取下 ${event.candidate}`
						},
						CAUSE_WORDS
					);
				return {
					en: `Backtrack: take ${event.candidate} off ${at.en}.`,
					zh: `回溯：从${at.zh}取下 ${event.candidate}。`
				};
			}
			case 'solution': {
				const ring = formatRing(board.numbers);
				return {
					en: `Ring ${event.index} found: ${ring}.`,
					zh: `找到第${event.index}个素数环：${ring}。`
				};
			}
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	},
	options: ringOptions
};
