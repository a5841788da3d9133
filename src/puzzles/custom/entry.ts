import type { CatalogEntry } from '../types';

/** A problem the student writes, in the Puzzle list: what the app shows before its code is loaded. */
export const entry = {
	id: 'custom',
	name: { en: 'Your own problem', zh: '你自己的问题' },
	listed: { group: 'course', rank: 100 }
} as const satisfies CatalogEntry;
