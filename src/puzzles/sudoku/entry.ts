import type { CatalogEntry } from '../types';

/** Sudoku in the Puzzle list: what the app shows before the folder's code is loaded. */
export const entry = {
	id: 'sudoku',
	name: { en: 'Sudoku', zh: '数独' },
	listed: { group: 'lesson', rank: 1 }
} as const satisfies CatalogEntry;
