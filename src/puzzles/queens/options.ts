import type { OptionSpec } from '../types';

/** The options of a queens search, for the page, the worker and the command line. */
export const queensOptions: readonly OptionSpec<'mode'>[] = [
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
