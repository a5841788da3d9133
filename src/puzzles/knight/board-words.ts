import type { Text } from '../types';

/** What the knight’s tour board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	board: { en: 'Knight’s tour board', zh: '马踏棋盘' },
	notVisited: { en: 'not visited', zh: '没走过' },
	start: { en: 'start', zh: '起点' },
	knight: { en: 'the knight is here', zh: '马在这里' },
	free: { en: 'trying, free', zh: '正在尝试，可以走' },
	clash: { en: 'the tried jump lands here', zh: '尝试的跳法落在这里' },
	left: { en: 'just taken back', zh: '刚被撤回' },
	complete: { en: 'tour complete', zh: '巡游完成' }
} satisfies Record<string, Text>;
