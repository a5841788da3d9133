import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { queensCode } from './code';
import { entry } from './entry';
import type { QueensBoard } from './model';
import { queensOptions } from './options';
import type { QueensReason } from './problem';

/** "row 3, column 5" with 1-based numbers. */
function square(row: number, column: number): Text {
	return { en: `row ${row + 1}, column ${column + 1}`, zh: `第${row + 1}行第${column + 1}列` };
}

/** How the done sentence names this puzzle's solutions and what its search tried. */
const DONE_WORDS: DoneWords = {
	one: 'solution',
	many: 'solutions',
	zh: '解',
	measure: '个',
	exhausted: { en: 'every placement has been tried', zh: '所有摆法都已试过' }
};

/** How a queens backtrack names its reason, about the row of the deeper call. */
const CAUSE_WORDS: CauseWords = {
	nothingFits: (row) => ({
		en: `no square in row ${row + 1} is safe`,
		zh: `第${row + 1}行没有安全的位置`
	}),
	deadEnds: (row) => ({
		en: `every safe square in row ${row + 1} leads to a dead end`,
		zh: `第${row + 1}行每个安全的位置都走不通`
	}),
	allTried: (row) => ({
		en: `every square in row ${row + 1} has been tried`,
		zh: `第${row + 1}行的每个位置都试过了`
	}),
	solution: (index) => ({ en: `solution ${index}`, zh: `第${index}个解` })
};

/** What the page shows of a queens search: its words, options, samples, code and narration. */
export const queensDisplay: PuzzleDisplay<QueensBoard, QueensReason, 'mode'> = {
	...entry,
	code: queensCode,
	reasons: {
		column: { en: 'same column', zh: '同一列' },
		diagonal: { en: 'same diagonal', zh: '同一对角线' }
	},
	samples: [
		{
			id: 'lesson',
			name: {
				en: 'Eight queens, all 92 solutions (the lesson)',
				zh: '八皇后，全部 92 个解（课上的例子）'
			},
			input: '8',
			options: { mode: 'all' }
		},
		{
			id: 'four',
			name: { en: 'Four queens: 2 solutions', zh: '四皇后：2 个解' },
			input: '4',
			options: { mode: 'all' }
		},
		{
			id: 'three',
			name: { en: 'Three queens: no solution', zh: '三皇后：无解' },
			input: '3',
			options: { mode: 'all' }
		},
		{
			id: 'sixteen',
			name: { en: 'Sixteen queens, first solution', zh: '十六皇后，第一个解' },
			input: '16',
			options: { mode: 'first' }
		}
	],
	describePoint(_board, row) {
		return { en: `row ${row + 1}`, zh: `第${row + 1}行` };
	},
	narrate(
		event: SearchEvent,
		board: QueensBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const at = square(event.point, event.candidate);
				const tried = {
					en: `Try column ${event.candidate + 1} in row ${event.point + 1}`,
					zh: `尝试${at.zh}`
				};
				if (event.verdict === 'ok')
					return {
						en: `${tried.en}: no queen attacks it.`,
						zh: `${tried.zh}：没有皇后能攻击到它。`
					};
				const clash = event.conflict[0];
				const other = clash.point + 1;
				return clash.reason === 'column'
					? {
							en: `${tried.en}: the queen in row ${other} attacks it along the column.`,
							zh: `${tried.zh}：第${other}行的皇后在同一列上。`
						}
					: {
							en: `${tried.en}: the queen in row ${other} attacks it along a diagonal.`,
							zh: `${tried.zh}：第${other}行的皇后在同一斜线上。`
						};
			}
			case 'place': {
				const at = square(event.point, event.candidate);
				return { en: `Place a queen at ${at.en}.`, zh: `在${at.zh}放下皇后。` };
			}
			case 'backtrack': {
				const at = square(event.point, event.candidate);
				if (cause !== undefined)
					return backtrackSentence(
						cause,
						{ en: `remove the queen from ${at.en}`, zh: `拿走${at.zh}的皇后` },
						CAUSE_WORDS
					);
				return {
					en: `Backtrack: remove the queen from ${at.en}.`,
					zh: `回溯：拿走${at.zh}的皇后。`
				};
			}
			case 'solution':
				return {
					en: `Solution ${event.index} found: all ${board.size} queens are safe.`,
					zh: `找到第${event.index}个解：${board.size}个皇后互不攻击。`
				};
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	},
	options: queensOptions
};
