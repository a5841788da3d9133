import type { CatalogEntry } from '../types';

/** Permutations in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'permutations',
	name: { en: 'Permutations', zh: '全排列' },
	listed: { group: 'course', rank: 3 }
} as const satisfies CatalogEntry;
