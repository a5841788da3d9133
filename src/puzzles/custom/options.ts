import type { OptionSpec } from '../types';

/** The options of a student's problem, for the page, the worker and the command line. */
export const customOptions: readonly OptionSpec<'mode'>[] = [
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
