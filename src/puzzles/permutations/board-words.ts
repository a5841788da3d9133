import type { Text } from '../types';

/** What the permutations board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Permutations board', zh: '全排列' },
	positions: { en: 'Positions', zh: '位置' },
	items: { en: 'Items and their used marks', zh: '元素与“用过”标记' },
	letters: { en: 'Letters and their used marks', zh: '字母与“用过”标记' },
	empty: { en: 'empty', zh: '空' },
	filling: { en: 'being filled', zh: '正在填' },
	unused: { en: 'not used', zh: '没用过' },
	fits: { en: 'it is not used yet', zh: '还没用过' },
	repeats: { en: 'would repeat an arrangement', zh: '会重复已有的排列' },
	unusedTwin: { en: 'equal, still unused', zh: '相同且还没用' },
	justRemoved: { en: 'just taken back', zh: '刚拿回' },
	complete: { en: 'complete', zh: '已排好' }
} satisfies Record<string, Text>;
