import type { OptionSpec } from '../types';

/** The options of a words search, for the page, the worker and the command line. */
export const wordsOptions: readonly OptionSpec<'mode'>[] = [
	{
		key: 'mode',
		label: { en: 'Paths', zh: '路径' },
		choices: [
			{ value: 'first', label: { en: 'First path', zh: '第一条路径' } },
			{ value: 'all', label: { en: 'All paths', zh: '所有路径' } }
		],
		default: 'first'
	}
];
