import type { CatalogEntry } from '../types';

/** N-Queens in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'queens',
	name: { en: 'N-Queens', zh: 'N 皇后' },
	listed: { group: 'lesson', rank: 2 }
} as const satisfies CatalogEntry;
