import type { CatalogEntry } from '../types';

/** Graph colouring in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'coloring',
	name: { en: 'Graph colouring', zh: '图着色' },
	listed: { group: 'course', rank: 4 }
} as const satisfies CatalogEntry;
