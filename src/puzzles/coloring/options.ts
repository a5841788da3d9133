import type { OptionSpec } from '../types';
import { COLORS_MAX, COLORS_MIN } from './model';

/** The options of a coloring search, for the page, the worker and the command line. */
export const coloringOptions: readonly OptionSpec<'mode' | 'colors' | 'order'>[] = [
	{
		key: 'mode',
		label: { en: 'Colourings', zh: '着色方案' },
		choices: [
			{ value: 'first', label: { en: 'First colouring', zh: '第一种着色' } },
			{ value: 'all', label: { en: 'All colourings', zh: '所有着色' } }
		],
		default: 'first'
	},
	{
		key: 'colors',
		label: { en: 'Colours (k)', zh: '颜色数（k）' },
		choices: Array.from({ length: COLORS_MAX - COLORS_MIN + 1 }, (_, i) => {
			const k = COLORS_MIN + i;
			return {
				value: String(k),
				label: { en: k === 1 ? '1 colour' : `${k} colours`, zh: `${k} 种颜色` }
			};
		}),
		default: '3',
		hint: {
			en: `write a whole number of colours from ${COLORS_MIN} to ${COLORS_MAX}`,
			zh: `请写颜色数：${COLORS_MIN} 到 ${COLORS_MAX} 的整数`
		}
	},
	{
		key: 'order',
		label: { en: 'Vertex order', zh: '顶点顺序' },
		choices: [
			{ value: 'input', label: { en: 'As listed', zh: '按输入顺序' } },
			{
				value: 'degree',
				label: { en: 'Most neighbours first', zh: '邻点多的先涂' }
			}
		],
		default: 'input'
	}
];
