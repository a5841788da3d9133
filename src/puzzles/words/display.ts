import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { wordsCode } from './code';
import { entry } from './entry';
import { candidateCell, cellName, DIRECTION_NAMES, START, type WordsBoard } from './model';
import { wordsOptions } from './options';
import type { WordsReason } from './problem';

/** The classic exercise's grid (LeetCode 79, "Word Search"). */
const CLASSIC_GRID = ['ABCE', 'SFCS', 'ADEE'].join('\n');

/** How the done sentence names this puzzle's solutions and what its search tried. */
const DONE_WORDS: DoneWords = {
	one: 'path',
	many: 'paths',
	zh: '路径',
	measure: '条',
	exhausted: { en: 'every cell and every move has been tried', zh: '所有格子和走法都已试过' }
};

/** `letter 3 "C"`: a letter of the word by its place. */
function letterName(board: WordsBoard, index: number): Text {
	const letter = board.word[index] ?? '?';
	return { en: `letter ${index + 1} "${letter}"`, zh: `第 ${index + 1} 个字母“${letter}”` };
}

/**
 * How a word-search backtrack names its reason: the deeper call looked round the cell that is
 * now taken off the path (`from`), for the letter it was after.
 */
function causeWords(board: WordsBoard, from: number): CauseWords {
	const at = cellName(board.cols, from);
	return {
		nothingFits: (index) => {
			const letter = letterName(board, index);
			return {
				en: `no cell next to ${at.en} holds ${letter.en} off the path`,
				zh: `${at.zh}旁边没有不在路径上的${letter.zh}`
			};
		},
		deadEnds: (index) => {
			const letter = letterName(board, index);
			return {
				en: `every ${letter.en} next to ${at.en} leads to a dead end`,
				zh: `${at.zh}旁边的每个${letter.zh}都走不通`
			};
		},
		allTried: () => ({
			en: `every move from ${at.en} has been tried`,
			zh: `从${at.zh}的每个方向都试过了`
		}),
		solution: (index) => ({ en: `path ${index}`, zh: `第${index}条路径` })
	};
}

/** What the page shows of a words search: its words, options, samples, code and narration. */
export const wordsDisplay: PuzzleDisplay<WordsBoard, WordsReason, 'mode'> = {
	...entry,
	code: wordsCode,
	reasons: {
		path: { en: 'already on the path', zh: '已在路径上' },
		letter: { en: 'another letter', zh: '字母不对' }
	},
	samples: [
		{
			id: 'classic',
			name: {
				en: 'ABCCED in the classic 3×4 grid: 1 path',
				zh: '经典的 3×4 网格里找 ABCCED：1 条路径'
			},
			input: `${CLASSIC_GRID}\n\nABCCED`,
			options: { mode: 'all' }
		},
		{
			id: 'reuse',
			name: {
				en: 'ABCB in the same grid: not found (B would be used twice)',
				zh: '同一网格里找 ABCB：找不到（B 要用两次）'
			},
			input: `${CLASSIC_GRID}\n\nABCB`,
			options: { mode: 'all' }
		},
		{
			id: 'many',
			name: {
				en: 'SESE in a chequered grid of S and E: 116 paths',
				zh: 'S、E 相间的网格里找 SESE：116 条路径'
			},
			input: ['SESE', 'ESES', 'SESE', 'ESES', '', 'SESE'].join('\n'),
			options: { mode: 'all' }
		},
		{
			id: 'chinese',
			name: { en: 'Chinese characters: 深度优先搜索', zh: '汉字网格：深度优先搜索' },
			input: ['深度优先', '回溯索搜', '', '深度优先搜索'].join('\n'),
			options: { mode: 'first' }
		}
	],
	describePoint(board, index) {
		return letterName(board, index);
	},
	narrate(
		event: SearchEvent,
		board: WordsBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const cell = candidateCell(board, event.point, event.candidate);
				const at = cellName(board.cols, cell);
				const letter = letterName(board, event.point);
				const holds = board.letters[cell] ?? '?';
				const tried =
					event.candidate >= START
						? { en: `Start at ${at.en}`, zh: `从${at.zh}开始` }
						: {
								en: `Try ${DIRECTION_NAMES[event.candidate].en} to ${at.en}`,
								zh: `向${DIRECTION_NAMES[event.candidate].zh}试${at.zh}`
							};
				if (event.verdict === 'ok')
					return {
						en: `${tried.en}: it holds "${holds}", ${letter.en}.`,
						zh: `${tried.zh}：这里是“${holds}”，正是${letter.zh}。`
					};
				if (event.conflict[0].reason === 'path')
					return {
						en: `${tried.en}: it is already on the path, as letter ${(event.conflict[0].value ?? 0) + 1}.`,
						zh: `${tried.zh}：它已经在路径上（第 ${(event.conflict[0].value ?? 0) + 1} 个字母）。`
					};
				return {
					en: `${tried.en}: it holds "${holds}", not ${letter.en}.`,
					zh: `${tried.zh}：这里是“${holds}”，不是${letter.zh}。`
				};
			}
			case 'place': {
				const cell = board.path[event.point] ?? -1;
				const at = cellName(board.cols, cell);
				const spelled = board.word.slice(0, event.point + 1).join('');
				return event.point === 0
					? {
							en: `Start the path at ${at.en}: "${spelled}".`,
							zh: `从${at.zh}开始路径：“${spelled}”。`
						}
					: {
							en: `Step to ${at.en}: the path spells "${spelled}".`,
							zh: `走到${at.zh}：路径拼出“${spelled}”。`
						};
			}
			case 'backtrack': {
				// The board is after the backtrack: the cell is off the path, the cells before it on.
				const cell = candidateCell(board, event.point, event.candidate);
				const at = cellName(board.cols, cell);
				const undo =
					event.point === 0
						? { en: `leave ${at.en}, the start`, zh: `离开起点${at.zh}` }
						: { en: `step back from ${at.en}`, zh: `从${at.zh}退回` };
				if (cause !== undefined) return backtrackSentence(cause, undo, causeWords(board, cell));
				return { en: `Backtrack: ${undo.en}.`, zh: `回溯：${undo.zh}。` };
			}
			case 'solution':
				return {
					en: `Path ${event.index} found: ${board.path.length} cells spell "${board.word.join('')}".`,
					zh: `找到第${event.index}条路径：${board.path.length} 个格子拼出“${board.word.join('')}”。`
				};
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	},
	options: wordsOptions
};
