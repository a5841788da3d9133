import type { OptionSpec } from '../types';

/** The options of a ring search, for the page, the worker and the command line. */
export const ringOptions: readonly OptionSpec<'mode'>[] = [
	{
		key: 'mode',
		label: { en: 'Rings', zh: '环' },
		choices: [
			{ value: 'first', label: { en: 'First ring', zh: '第一个环' } },
			{ value: 'all', label: { en: 'All rings', zh: '所有环' } }
		],
		default: 'first'
	}
];
