import type { Text } from '../types';

/** What the prime ring board says to a screen reader, in both languages. */
export const BOARD_WORDS = {
	ring: { en: 'Prime ring', zh: '素数环' },
	empty: { en: 'empty', zh: '空' }
} satisfies Record<string, Text>;
