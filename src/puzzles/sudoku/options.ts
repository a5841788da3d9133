import { solutionsOption } from '../options';
import type { OptionSpec } from '../types';

/** The options a sudoku search takes: the order cells are filled in, and first or all solutions. */
export const sudokuOptions: readonly OptionSpec<'order' | 'mode'>[] = [
	{
		key: 'order',
		label: { en: 'Order', zh: '填格顺序' },
		choices: [
			{ value: 'rowmajor', label: { en: 'Row by row', zh: '逐行' } },
			{ value: 'mrv', label: { en: 'Fewest candidates first (MRV)', zh: '候选最少优先 (MRV)' } }
		],
		default: 'rowmajor'
	},
	solutionsOption
];
