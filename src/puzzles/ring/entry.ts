import type { CatalogEntry } from '../types';

/** Prime ring in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'ring',
	name: { en: 'Prime ring', zh: '素数环' },
	listed: { group: 'lesson', rank: 4 }
} as const satisfies CatalogEntry;
