import type { CatalogEntry } from '../types';

/** Word search in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'words',
	name: { en: 'Word search', zh: '单词搜索' },
	listed: { group: 'course', rank: 5 }
} as const satisfies CatalogEntry;
