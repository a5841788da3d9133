import type { CatalogEntry } from '../types';

/** Maze in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'maze',
	name: { en: 'Maze', zh: '迷宫' },
	listed: { group: 'lesson', rank: 3 }
} as const satisfies CatalogEntry;
