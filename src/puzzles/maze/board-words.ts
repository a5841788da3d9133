import type { Text } from '../types';

/** What the maze board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	maze: { en: 'Maze', zh: '迷宫' },
	path: { en: 'path', zh: '路径' },
	backedOut: { en: 'backed out', zh: '已退回' },
	entry: { en: 'entry', zh: '入口' },
	exit: { en: 'exit', zh: '出口' },
	tries: { en: 'tries', zh: '尝试' }
} satisfies Record<string, Text>;
