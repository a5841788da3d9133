import type { Text } from '../types';

/** What the graph colouring board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Graph colouring', zh: '图着色' },
	uncolored: { en: 'no colour', zh: '未涂色' },
	solved: { en: 'solved', zh: '已解出' },
	clashes: { en: 'has the colour being tried', zh: '已是正在尝试的颜色' },
	removed: { en: 'colour just taken off', zh: '颜色刚被擦掉' },
	colors: { en: 'Colours', zh: '颜色' }
} satisfies Record<string, Text>;
