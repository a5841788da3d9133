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
	{
		key: 'mode',
		label: { en: 'Solutions', zh: '解' },
		choices: [
			{ value: 'first', label: { en: 'First solution', zh: '第一个解' } },
			{ value: 'all', label: { en: 'All solutions', zh: '所有解' } }
		],
		default: 'first'
	}
];
