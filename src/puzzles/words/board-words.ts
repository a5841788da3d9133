import type { Text } from '../types';

/** What the word search board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Word search grid', zh: '单词搜索网格' },
	word: { en: 'The word', zh: '要找的单词' },
	solved: { en: 'found', zh: '已找到' },
	onPath: { en: 'letter {n} of the path', zh: '路径的第 {n} 个字母' },
	removed: { en: 'just taken off the path', zh: '刚从路径上退下' },
	clash: { en: 'already on the path: the tried cell', zh: '已在路径上：正是尝试的格子' }
} satisfies Record<string, Text>;
