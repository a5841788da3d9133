import type { CatalogEntry } from '../types';

/** Subsets in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'subsets',
	name: { en: 'Subsets', zh: '子集和' },
	listed: { group: 'course', rank: 2 }
} as const satisfies CatalogEntry;
