import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { coloringCode } from './code';
import { entry } from './entry';
import { colorName, type ColoringBoard } from './model';
import { coloringOptions } from './options';
import type { ColoringReason } from './problem';
import { AUSTRALIA, K4, PETERSEN, SOUTH_AMERICA } from './samples';

/** How the done sentence names this puzzle's solutions and what its search tried. */
const DONE_WORDS: DoneWords = {
	one: 'colouring',
	many: 'colourings',
	zh: '着色方案',
	measure: '种',
	exhausted: { en: 'every colour has been tried on every vertex', zh: '每个顶点的每种颜色都已试过' }
};

/** How a colouring backtrack names its reason, about the vertex of the deeper call. */
function causeWords(board: ColoringBoard): CauseWords {
	const name = (vertex: number) => board.names[vertex] ?? '?';
	return {
		nothingFits: (vertex) => ({
			en: `no colour fits ${name(vertex)}`,
			zh: `${name(vertex)} 涂不了任何颜色`
		}),
		deadEnds: (vertex) => ({
			en: `every colour that fits ${name(vertex)} leads to a dead end`,
			zh: `${name(vertex)} 能涂的颜色都走不通`
		}),
		allTried: (vertex) => ({
			en: `every colour of ${name(vertex)} has been tried`,
			zh: `${name(vertex)} 的每种颜色都试过了`
		}),
		solution: (index) => ({ en: `colouring ${index}`, zh: `第${index}种着色` })
	};
}

/** "WA", "WA and NT", "WA, NT and SA": neighbours named in a sentence. */
function listed(names: readonly string[]): Text {
	const en =
		names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
	return { en, zh: names.join('、') };
}

/** What the page shows of a coloring search: its words, options, samples, code and narration. */
export const coloringDisplay: PuzzleDisplay<
	ColoringBoard,
	ColoringReason,
	'mode' | 'colors' | 'order'
> = {
	...entry,
	code: coloringCode,
	reasons: {
		neighbour: { en: 'a neighbour has this colour', zh: '邻点已是这个颜色' }
	},
	samples: [
		{
			id: 'australia',
			name: {
				en: 'Australia, 3 colours: 18 colourings (the textbook map)',
				zh: '澳大利亚地图，3 种颜色：18 种着色（教科书的例子）'
			},
			input: AUSTRALIA,
			options: { mode: 'all', colors: '3', order: 'input' }
		},
		{
			id: 'k4',
			name: { en: 'K4, 3 colours: no colouring', zh: 'K4，3 种颜色：无解' },
			input: K4,
			options: { mode: 'all', colors: '3', order: 'input' }
		},
		{
			id: 'petersen',
			name: {
				en: 'The Petersen graph, 3 colours: 120 colourings',
				zh: '彼得森图，3 种颜色：120 种着色'
			},
			input: PETERSEN,
			options: { mode: 'all', colors: '3', order: 'input' }
		},
		{
			id: 'south-america',
			name: {
				en: 'South America, 4 colours, first colouring',
				zh: '南美洲地图，4 种颜色，第一种着色'
			},
			input: SOUTH_AMERICA,
			options: { mode: 'first', colors: '4', order: 'input' }
		}
	],
	describePoint(board, vertex) {
		const name = board.names[vertex] ?? '?';
		return { en: `vertex ${name}`, zh: `顶点 ${name}` };
	},
	narrate(
		event: SearchEvent,
		board: ColoringBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		const name = (vertex: number) => board.names[vertex] ?? '?';
		switch (event.kind) {
			case 'try': {
				const color = colorName(event.candidate);
				const at = name(event.point);
				const tried = { en: `Try ${color.en} on ${at}`, zh: `给 ${at} 试${color.zh}` };
				if (event.verdict === 'ok')
					return {
						en: `${tried.en}: no neighbour has it.`,
						zh: `${tried.zh}：没有邻点是这个颜色。`
					};
				const clashing = listed(event.conflict.map((clash) => name(clash.point)));
				return event.conflict.length === 1
					? {
							en: `${tried.en}: its neighbour ${clashing.en} has it already.`,
							zh: `${tried.zh}：邻点 ${clashing.zh} 已经是这个颜色。`
						}
					: {
							en: `${tried.en}: its neighbours ${clashing.en} have it already.`,
							zh: `${tried.zh}：邻点 ${clashing.zh} 已经是这个颜色。`
						};
			}
			case 'place': {
				const color = colorName(event.candidate);
				const at = name(event.point);
				return { en: `Give ${at} ${color.en}.`, zh: `把 ${at} 涂成${color.zh}。` };
			}
			case 'backtrack': {
				const color = colorName(event.candidate);
				const at = name(event.point);
				const undo = { en: `take ${color.en} off ${at}`, zh: `擦掉 ${at} 的${color.zh}` };
				if (cause !== undefined) return backtrackSentence(cause, undo, causeWords(board));
				return { en: `Backtrack: ${undo.en}.`, zh: `回溯：${undo.zh}。` };
			}
			case 'solution': {
				const n = board.names.length;
				return {
					en: `Colouring ${event.index} found: ${n === 1 ? 'the vertex has its colour' : `all ${n} vertices have colours`} and no edge joins two of one colour.`,
					zh: `找到第${event.index}种着色：${n} 个顶点都涂了色，没有边连着两个同色顶点。`
				};
			}
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	},
	options: coloringOptions
};
