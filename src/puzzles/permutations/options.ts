import type { OptionSpec } from '../types';

/** The options of a permutations search, for the page, the worker and the command line. */
export const permutationsOptions: readonly OptionSpec<'mode' | 'repeats'>[] = [
	{
		key: 'mode',
		label: { en: 'Permutations', zh: '排列' },
		choices: [
			{ value: 'first', label: { en: 'First permutation', zh: '第一个排列' } },
			{ value: 'all', label: { en: 'All permutations', zh: '所有排列' } }
		],
		default: 'all'
	},
	{
		key: 'repeats',
		label: { en: 'Repeated letters', zh: '重复的字母' },
		choices: [
			{ value: 'keep', label: { en: 'Every ordering (n!)', zh: '所有排列（n!）' } },
			{
				value: 'skip',
				label: { en: 'Each arrangement once', zh: '每种排列只出现一次' }
			}
		],
		default: 'keep'
	}
];
