import type { Text } from '../types';

/** What the student’s problem board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Your problem', zh: '你的问题' },
	placed: { en: 'decisions made', zh: '已做的决定' },
	point: { en: 'point', zh: '决策点' }
} satisfies Record<string, Text>;
