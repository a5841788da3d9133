import type { SearchMode } from '../../engine/engine';
import type { SearchCounters, SearchEvent } from '../../engine/events';
import { definePuzzle } from '../define';
import type { Text } from '../types';
import { mazeCode } from './code';
import { mazeCommand } from './command';
import { LESSON_MAZE } from './lesson';
import { formatMaze } from './format';
import { generateMaze } from './generator';
import {
	DIRECTION_LETTERS,
	LESSON_ORDER,
	directionOrder,
	neighbour,
	type Direction,
	type MazeBoard,
	type MazeMarking
} from './model';
import { parseMaze } from './parser';
import { MazeProblem, type MazeReason } from './problem';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';

/** The lesson's maze with one more wall (row 9, column 9) cutting the only corridor to the exit. */
const BLOCKED_MAZE = LESSON_MAZE.split('\n')
	.map((row, index) => (index === 8 ? '1000011111' : row))
	.join('\n');

const DIRECTION_NAMES: readonly Text[] = [
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

/** "row 3, column 5" with 1-based numbers. */
function cellName(board: { readonly cols: number }, cell: number): Text {
	const row = Math.floor(cell / board.cols) + 1;
	const column = (cell % board.cols) + 1;
	return { en: `row ${row}, column ${column}`, zh: `第${row}行第${column}列` };
}

/** How a maze backtrack names its reason, about the cell the deeper call moved on from. */
function causeWords(board: { readonly cols: number }): CauseWords {
	return {
		nothingFits: (cell) => {
			const at = cellName(board, cell);
			return { en: `no move from ${at.en} is open`, zh: `从${at.zh}无路可走` };
		},
		deadEnds: (cell) => {
			const at = cellName(board, cell);
			return {
				en: `every open move from ${at.en} leads to a dead end`,
				zh: `从${at.zh}能走的方向都走不通`
			};
		},
		allTried: (cell) => {
			const at = cellName(board, cell);
			return { en: `every move from ${at.en} has been tried`, zh: `从${at.zh}的每个方向都试过了` };
		},
		solution: (index) => ({ en: `path ${index}`, zh: `第${index}条路径` })
	};
}

/** How the done sentence names this puzzle's solutions and what its search tried. */
const DONE_WORDS: DoneWords = {
	one: 'path',
	many: 'paths',
	zh: '路径',
	measure: '条',
	exhausted: { en: 'every move has been tried', zh: '所有走法都已试过' }
};

/** Maze: a path from the entry to the exit, one move at a time, trying up, right, down, left as the lesson does. */
export const mazePuzzle = definePuzzle<MazeBoard, MazeReason, 'mode' | 'marking' | 'order'>({
	id: 'maze',
	name: { en: 'Maze', zh: '迷宫' },
	listed: { group: 'lesson', rank: 3 },
	code: mazeCode,
	reasons: {
		wall: { en: 'a wall', zh: '墙' },
		edge: { en: 'the edge', zh: '边界' },
		path: { en: 'already on the path', zh: '已在路径上' },
		visited: { en: 'already visited', zh: '已走过' }
	},
	command: mazeCommand,
	options: [
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
	],
	samples: [
		{
			id: 'lesson',
			name: { en: 'The lesson maze: 6 paths', zh: '课上的迷宫：6 条路径' },
			input: LESSON_MAZE,
			options: { mode: 'all', marking: 'path', order: LESSON_ORDER }
		},
		{
			id: 'blocked',
			name: { en: 'No way out: one more wall', zh: '走不出去：多了一堵墙' },
			input: BLOCKED_MAZE,
			options: { mode: 'all', marking: 'path', order: LESSON_ORDER }
		},
		{
			id: 'open',
			name: { en: 'An open 4x4 room: 184 paths', zh: '空旷的 4x4 房间：184 条路径' },
			input: ['0000', '0000', '0000', '0000'].join('\n'),
			options: { mode: 'all', marking: 'path', order: LESSON_ORDER }
		},
		{
			id: 'random',
			name: { en: 'A random 21x21 maze', zh: '随机生成的 21x21 迷宫' },
			input: formatMaze(generateMaze(21, 21, 2024)),
			options: { mode: 'first', marking: 'visited', order: LESSON_ORDER }
		}
	],

	build(input, options) {
		const grid = parseMaze(input);
		if (!grid.ok) return grid;
		// The option reader checked each value against its choices.
		const order = directionOrder(options.order) as Direction[];
		const problem = new MazeProblem(grid.value, order, options.marking as MazeMarking);
		return { ok: true, value: { problem, search: { mode: options.mode as SearchMode } } };
	},

	describePoint(board, cell) {
		return cellName(board, cell);
	},

	narrate(
		event: SearchEvent,
		board: MazeBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const from = cellName(board, event.point);
				const direction = DIRECTION_NAMES[event.candidate];
				const target = neighbour(board.rows, board.cols, event.point, event.candidate as Direction);
				const to = cellName(board, target);
				const tried = {
					en: `Try ${direction.en} from ${from.en}`,
					zh: `尝试从${from.zh}向${direction.zh}走`
				};
				if (event.verdict === 'ok')
					return { en: `${tried.en}: ${to.en} is open.`, zh: `${tried.zh}：${to.zh}可以走。` };
				switch (event.conflict[0].reason) {
					case 'edge':
						return { en: `${tried.en}: that leaves the maze.`, zh: `${tried.zh}：会走出迷宫。` };
					case 'wall':
						return { en: `${tried.en}: ${to.en} is a wall.`, zh: `${tried.zh}：${to.zh}是墙。` };
					case 'path':
						return {
							en: `${tried.en}: ${to.en} is already on the path.`,
							zh: `${tried.zh}：${to.zh}已经在路径上了。`
						};
					default:
						return {
							en: `${tried.en}: ${to.en} was visited before.`,
							zh: `${tried.zh}：${to.zh}之前已经走过。`
						};
				}
			}
			case 'place': {
				const direction = DIRECTION_NAMES[event.candidate];
				const to = cellName(
					board,
					neighbour(board.rows, board.cols, event.point, event.candidate as Direction)
				);
				const length = board.path.length;
				return {
					en: `Move ${direction.en} to ${to.en}: the path is ${length} cells long.`,
					zh: `向${direction.zh}走到${to.zh}：路径长 ${length} 格。`
				};
			}
			case 'backtrack': {
				const from = cellName(board, event.point);
				const to = cellName(
					board,
					neighbour(board.rows, board.cols, event.point, event.candidate as Direction)
				);
				if (cause !== undefined)
					return backtrackSentence(
						cause,
						{ en: `step back from ${to.en} to ${from.en}`, zh: `从${to.zh}退回${from.zh}` },
						causeWords(board)
					);
				return {
					en: `Backtrack: step back from ${to.en} to ${from.en}.`,
					zh: `回溯：从${to.zh}退回${from.zh}。`
				};
			}
			case 'solution':
				return {
					en: `Path ${event.index} found: ${board.path.length} cells from the entry to the exit.`,
					zh: `找到第${event.index}条路径：从入口到出口共 ${board.path.length} 格。`
				};
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	}
});
