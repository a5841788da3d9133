import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { permutationsCode } from './code';
import { entry } from './entry';
import { formatPermutation } from './format';
import { itemOf, type PermutationsBoard } from './model';
import { permutationsOptions } from './options';
import type { PermutationsReason } from './problem';

/** "position 3" with 1-based numbers. */
function positionName(position: number): Text {
	return { en: `position ${position + 1}`, zh: `第${position + 1}个位置` };
}

/** An item as a teacher says it: the number 3, or the letter "a" and which one it is. */
function itemName(board: PermutationsBoard, item: number): Text {
	const written = board.items[item];
	if (board.numbers) return { en: written, zh: written };
	return { en: `"${written}" (letter ${item + 1})`, zh: `“${written}”（第${item + 1}个字母）` };
}

/** How the done sentence names this puzzle's solutions and what its search tried. */
const DONE_WORDS: DoneWords = {
	one: 'permutation',
	many: 'permutations',
	zh: '排列',
	measure: '个',
	exhausted: {
		en: 'every item has been tried at every position',
		zh: '每个位置的每个元素都已试过'
	}
};

/** How a backtrack names its reason, about the position the deeper call filled. */
const CAUSE_WORDS: CauseWords = {
	nothingFits: (position) => {
		const at = positionName(position);
		return { en: `no item fits ${at.en}`, zh: `${at.zh}放不了任何元素` };
	},
	deadEnds: (position) => {
		const at = positionName(position);
		return {
			en: `every item that fits ${at.en} leads to a dead end`,
			zh: `${at.zh}能放的元素都走不通`
		};
	},
	allTried: (position) => {
		const at = positionName(position);
		return { en: `every item has been tried at ${at.en}`, zh: `${at.zh}的每个元素都试过了` };
	},
	solution: (index) => ({ en: `permutation ${index}`, zh: `第${index}个排列` })
};

/** What the page shows of a permutations search: its words, options, samples, code and narration. */
export const permutationsDisplay: PuzzleDisplay<
	PermutationsBoard,
	PermutationsReason,
	'mode' | 'repeats'
> = {
	...entry,
	code: permutationsCode,
	reasons: {
		used: { en: 'already used', zh: '已用过' },
		repeat: { en: 'repeats an arrangement', zh: '重复的排列' }
	},
	samples: [
		{
			id: 'abc',
			name: { en: 'ABC: 6 permutations (the classic)', zh: 'ABC：6 个排列（经典例子）' },
			input: 'ABC',
			options: { mode: 'all', repeats: 'keep' }
		},
		{
			id: 'aab',
			name: {
				en: 'aab, repeats skipped: 3 permutations',
				zh: 'aab，跳过重复：3 个排列'
			},
			input: 'aab',
			options: { mode: 'all', repeats: 'skip' }
		},
		{
			id: 'aab-every',
			name: {
				en: 'aab, every ordering: 6 permutations, each arrangement twice',
				zh: 'aab，所有排列：6 个排列，每种出现两次'
			},
			input: 'aab',
			options: { mode: 'all', repeats: 'keep' }
		},
		{
			id: 'four',
			name: { en: '1 to 4: 24 permutations', zh: '1 到 4：24 个排列' },
			input: '4',
			options: { mode: 'all', repeats: 'keep' }
		},
		{
			id: 'mississippi',
			name: {
				en: 'mississippi, repeats skipped: 34650 permutations',
				zh: 'mississippi，跳过重复：34650 个排列'
			},
			input: 'mississippi',
			options: { mode: 'all', repeats: 'skip' }
		}
	],
	describePoint(_board, position) {
		return positionName(position);
	},
	narrate(
		event: SearchEvent,
		board: PermutationsBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const item = itemOf(event.candidate);
				const it = itemName(board, item);
				const at = positionName(event.point);
				const tried = { en: `Try ${it.en} at ${at.en}`, zh: `在${at.zh}尝试${it.zh}` };
				if (event.verdict === 'ok')
					return { en: `${tried.en}: it is not used yet.`, zh: `${tried.zh}：它还没用过。` };
				const clash = event.conflict[0];
				if (clash.reason === 'used') {
					const where = positionName(clash.point);
					return {
						en: `${tried.en}: it is already used, at ${where.en}.`,
						zh: `${tried.zh}：它已经用在${where.zh}了。`
					};
				}
				const equal = itemName(board, clash.value ?? item - 1);
				return {
					en: `${tried.en}: the equal ${equal.en} before it is still unused, so this would repeat arrangements already made.`,
					zh: `${tried.zh}：它前面相同的${equal.zh}还没用，放它会重复已有的排列。`
				};
			}
			case 'place': {
				const it = itemName(board, itemOf(event.candidate));
				const at = positionName(event.point);
				const sofar = formatPermutation({
					...board,
					slots: board.slots.slice(0, board.placed)
				});
				return {
					en: `Place ${it.en} at ${at.en} and mark it used: ${sofar} so far.`,
					zh: `把${it.zh}放在${at.zh}，标记为用过：目前是 ${sofar}。`
				};
			}
			case 'backtrack': {
				const it = itemName(board, itemOf(event.candidate));
				const at = positionName(event.point);
				const undo = {
					en: `take ${it.en} back from ${at.en} and clear its used mark`,
					zh: `把${it.zh}从${at.zh}拿回，清除它的用过标记`
				};
				if (cause !== undefined) return backtrackSentence(cause, undo, CAUSE_WORDS);
				return { en: `Backtrack: ${undo.en}.`, zh: `回溯：${undo.zh}。` };
			}
			case 'solution': {
				const ordering = formatPermutation(board);
				return {
					en: `Permutation ${event.index}: ${ordering}.`,
					zh: `第${event.index}个排列：${ordering}。`
				};
			}
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	},
	options: permutationsOptions
};
