import type { OptionSpec } from '../types';

/** The options of a subsets search, for the page, the worker and the command line. */
export const subsetsOptions: readonly OptionSpec<'mode' | 'prune' | 'variant'>[] = [
	{
		key: 'mode',
		label: { en: 'Subsets', zh: '子集' },
		choices: [
			{ value: 'first', label: { en: 'First subset', zh: '第一个子集' } },
			{ value: 'all', label: { en: 'All subsets', zh: '所有子集' } }
		],
		default: 'all'
	},
	{
		key: 'prune',
		label: { en: 'Pruning', zh: '剪枝' },
		choices: [
			{ value: 'on', label: { en: 'On: cut hopeless branches', zh: '开：剪掉无望的分支' } },
			{ value: 'off', label: { en: 'Off: try everything', zh: '关：全部尝试' } }
		],
		default: 'on'
	},
	{
		key: 'variant',
		label: { en: 'Numbers', zh: '数的用法' },
		choices: [
			{
				value: 'once',
				label: { en: 'Each at most once (sum of subsets)', zh: '每个数至多选一次（子集和）' }
			},
			{
				value: 'reuse',
				label: {
					en: 'Reusable, in non-decreasing order (combination sum)',
					zh: '可重复选，按从小到大（组合总和）'
				}
			}
		],
		default: 'once'
	}
];
