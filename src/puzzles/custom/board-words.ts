import type { Text } from '../types';

/** What the student’s problem board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Your problem', zh: '你的问题' },
	placed: { en: 'decisions made', zh: '已做的决定' },
	point: { en: 'point', zh: '决策点' },
	nothing: {
		en: 'view(state) shows nothing at this step',
		zh: '这一步 view(state) 没有可显示的内容'
	}
} satisfies Record<string, Text>;
