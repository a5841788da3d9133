import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { mazeCode } from './code';
import { entry } from './entry';
import { formatMaze } from './format';
import { generateMaze } from './generator';
import { LESSON_MAZE } from './lesson';
import { LESSON_ORDER, neighbour, type Direction, type MazeBoard } from './model';
import { DIRECTION_NAMES, mazeOptions } from './options';
import type { MazeReason } from './problem';

/** The lesson's maze with one more wall (row 9, column 9) cutting the only corridor to the exit. */
const BLOCKED_MAZE = LESSON_MAZE.split('\n')
	.map((row, index) => (index === 8 ? '1000011111' : row))
	.join('\n');

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

/** What the page shows of a maze search: its words, options, samples, code and narration. */
export const mazeDisplay: PuzzleDisplay<MazeBoard, MazeReason, 'mode' | 'marking' | 'order'> = {
	...entry,
	code: mazeCode,
	reasons: {
		wall: { en: 'a wall', zh: '墙' },
		edge: { en: 'the edge', zh: '边界' },
		path: { en: 'already on the path', zh: '已在路径上' },
		visited: { en: 'already visited', zh: '已走过' }
	},
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
	},
	options: mazeOptions
};
