import type { Text } from '../types';

/** What the N-Queens board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'N-Queens board', zh: 'N 皇后棋盘' },
	queen: { en: 'queen', zh: '皇后' },
	empty: { en: 'empty', zh: '空' },
	attacks: { en: 'attacks the tried square', zh: '攻击正在尝试的格子' },
	solved: { en: 'solved', zh: '已解出' },
	column: { en: 'column', zh: '同列' },
	diagonal: { en: 'diagonal', zh: '对角线' }
} satisfies Record<string, Text>;
