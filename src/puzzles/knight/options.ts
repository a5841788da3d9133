import type { OptionSpec } from '../types';

/** The options of a knight search, for the page, the worker and the command line. */
export const knightOptions: readonly OptionSpec<'mode' | 'order'>[] = [
	{
		key: 'mode',
		label: { en: 'Tours', zh: '路线' },
		choices: [
			{ value: 'first', label: { en: 'First tour', zh: '第一条路线' } },
			{ value: 'all', label: { en: 'All tours', zh: '所有路线' } }
		],
		default: 'first'
	},
	{
		key: 'order',
		label: { en: 'Move order', zh: '跳法顺序' },
		choices: [
			{
				value: 'plain',
				label: { en: 'The 8 moves in a fixed order', zh: '8 种跳法按固定顺序' }
			},
			{
				value: 'warnsdorff',
				label: {
					en: 'Warnsdorff’s rule: fewest onward moves first',
					zh: 'Warnsdorff 规则：后续跳法最少的先试'
				}
			}
		],
		default: 'plain'
	}
];
