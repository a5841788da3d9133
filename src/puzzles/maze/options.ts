import type { OptionSpec, Text } from '../types';
import { DIRECTION_LETTERS, LESSON_ORDER } from './model';

/** The four moves in words, in DIRECTION_LETTERS' order. */
export const DIRECTION_NAMES: readonly Text[] = [
	{ en: 'up', zh: '上' },
	{ en: 'right', zh: '右' },
	{ en: 'down', zh: '下' },
	{ en: 'left', zh: '左' }
];

/** Every order of the four moves, the lesson's first, for the order option. */
function allOrders(): string[] {
	const orders: string[] = [];
	const extend = (prefix: string): void => {
		if (prefix.length === 4) orders.push(prefix);
		for (const letter of DIRECTION_LETTERS) if (!prefix.includes(letter)) extend(prefix + letter);
	};
	extend('');
	return [LESSON_ORDER, ...orders.filter((order) => order !== LESSON_ORDER)];
}

/** The options of a maze search, for the page, the worker and the command line. */
export const mazeOptions: readonly OptionSpec<'mode' | 'marking' | 'order'>[] = [
	{
		key: 'mode',
		label: { en: 'Paths', zh: '路径' },
		choices: [
			{ value: 'first', label: { en: 'First path', zh: '第一条路径' } },
			{ value: 'all', label: { en: 'All paths', zh: '所有路径' } }
		],
		default: 'first'
	},
	{
		key: 'marking',
		label: { en: 'Marking', zh: '标记' },
		choices: [
			{
				value: 'path',
				label: { en: 'Current path only (every simple path)', zh: '只标当前路径（所有简单路径）' }
			},
			{
				value: 'visited',
				label: { en: 'Every visited cell (plain DFS)', zh: '标出所有走过的格子（普通 DFS）' }
			}
		],
		default: 'path'
	},
	{
		key: 'order',
		label: { en: 'Move order', zh: '方向顺序' },
		choices: allOrders().map((order) => {
			const names = [...order].map(
				(letter) =>
					DIRECTION_NAMES[DIRECTION_LETTERS.indexOf(letter as (typeof DIRECTION_LETTERS)[number])]
			);
			return {
				value: order,
				label: {
					en: names.map((name) => name.en).join(', '),
					zh: names.map((name) => name.zh).join('、')
				}
			};
		}),
		default: LESSON_ORDER,
		hint: {
			en: 'write the four letters U, R, D, L once each, e.g. URDL (up, right, down, left)',
			zh: '请把 U、R、D、L 四个字母各写一次，例如 URDL（上、右、下、左）'
		}
	}
];
