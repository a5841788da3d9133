import type { Text } from '../types';

/** What the sudoku board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Sudoku board', zh: '数独棋盘' },
	given: { en: 'given', zh: '已知' },
	placed: { en: 'placed', zh: '已填' },
	empty: { en: 'empty', zh: '空' },
	clashes: { en: 'clashes with the try', zh: '与正在尝试的数字冲突' },
	solved: { en: 'solved', zh: '已解出' }
} satisfies Record<string, Text>;
