import type { CatalogEntry } from '../types';

/** Knight’s tour in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'knight',
	name: { en: 'Knight’s tour', zh: '马踏棋盘' },
	listed: { group: 'course', rank: 1 }
} as const satisfies CatalogEntry;
