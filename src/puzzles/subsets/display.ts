import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { subsetsCode } from './code';
import { entry } from './entry';
import { SKIP, takenNumbers, type SubsetsBoard } from './model';
import { subsetsOptions } from './options';
import type { SubsetsReason } from './problem';

/** "12 (number 3)": a number of the list by its value and its 1-based place. */
function numberName(board: SubsetsBoard, point: number): Text {
	const value = board.numbers[point];
	return { en: `${value} (number ${point + 1})`, zh: `第${point + 1}个数 ${value}` };
}

/** A decision point: a number of the list, or one of the two calls that have nothing to try. */
function pointName(board: SubsetsBoard, point: number): Text {
	if (point < board.numbers.length) {
		const value = board.numbers[point];
		return { en: `number ${point + 1} (${value})`, zh: `第${point + 1}个数（${value}）` };
	}
	return point === board.numbers.length
		? { en: 'the end of the list', zh: '列表末尾' }
		: { en: 'past the target', zh: '超过目标' };
}

/** How the done sentence names this puzzle's solutions: subsets, or combinations with reuse. */
function doneWords(board: SubsetsBoard): DoneWords {
	return board.reuse
		? {
				one: 'combination',
				many: 'combinations',
				zh: '组合',
				measure: '个',
				exhausted: { en: 'every choice has been tried', zh: '所有选择都已试过' }
			}
		: {
				one: 'subset',
				many: 'subsets',
				zh: '子集',
				measure: '个',
				exhausted: { en: 'every choice has been tried', zh: '所有选择都已试过' }
			};
}

/** How a backtrack names its reason, about the number the deeper call decided. */
function causeWords(board: SubsetsBoard): CauseWords {
	return {
		nothingFits: (point) => {
			const at = numberName(board, point);
			return {
				en: `neither taking nor skipping ${at.en} can still reach the target`,
				zh: `${at.zh}选与不选都凑不成目标`
			};
		},
		deadEnds: (point) => {
			const at = numberName(board, point);
			return {
				en: `every choice for ${at.en} leads to a dead end`,
				zh: `${at.zh}的每种选择都走不通`
			};
		},
		allTried: (point) => {
			const at = numberName(board, point);
			return { en: `both choices for ${at.en} have been tried`, zh: `${at.zh}的两种选择都试过了` };
		},
		solution: (index) =>
			board.reuse
				? { en: `combination ${index}`, zh: `第${index}个组合` }
				: { en: `subset ${index}`, zh: `第${index}个子集` }
	};
}

/** The try of a candidate in words: "Try taking 12 (number 3)", "Try skipping 12 (number 3)". */
function tryWords(board: SubsetsBoard, point: number, candidate: number): Text {
	const at = numberName(board, point);
	if (candidate !== SKIP) return { en: `Try taking ${at.en}`, zh: `尝试选${at.zh}` };
	return board.reuse
		? { en: `Try moving on from ${at.en}`, zh: `尝试不再选${at.zh}` }
		: { en: `Try skipping ${at.en}`, zh: `尝试不选${at.zh}` };
}

/** One sentence on a try: why it fits, why pruning cuts it, or that nothing is cut without pruning. */
function narrateTry(event: Extract<SearchEvent, { kind: 'try' }>, board: SubsetsBoard): Text {
	const tried = tryWords(board, event.point, event.candidate);
	const { sum, target } = board;
	const take = event.candidate !== SKIP;
	const after = take ? sum + event.candidate : sum;
	const sums = take ? `${sum} + ${event.candidate} = ${after}` : `${sum}`;
	if (event.verdict === 'ok') {
		if (!board.prune)
			return {
				en: `${tried.en}: without pruning every branch is searched (the sum would be ${after}).`,
				zh: `${tried.zh}：不剪枝，每个分支都要搜索（和将是 ${after}）。`
			};
		if (take)
			return board.reuse
				? {
						en: `${tried.en}: ${sums} is within the target ${target}.`,
						zh: `${tried.zh}：${sums}，没有超过目标 ${target}。`
					}
				: {
						en: `${tried.en}: ${sums} is within the target ${target}, and the numbers left can still make it up.`,
						zh: `${tried.zh}：${sums}，没有超过目标 ${target}，剩下的数也还凑得够。`
					};
		if (sum === target)
			return {
				en: `${tried.en}: the sum is already the target ${target}.`,
				zh: `${tried.zh}：和已经等于目标 ${target}。`
			};
		return board.reuse
			? {
					en: `${tried.en}: the next number, ${board.numbers[event.point + 1]}, still fits under ${target}.`,
					zh: `${tried.zh}：下一个数 ${board.numbers[event.point + 1]} 还放得下，不超过 ${target}。`
				}
			: {
					en: `${tried.en}: the numbers after it can still make up ${target}.`,
					zh: `${tried.zh}：后面的数还凑得够 ${target}。`
				};
	}
	const clash = event.conflict[0];
	const value = clash.value ?? 0;
	const cut = { en: 'pruning cuts this branch', zh: '剪掉这个分支' };
	switch (clash.reason as SubsetsReason) {
		case 'over':
			return {
				en: `${tried.en}: ${sums} passes the target ${target}, so ${cut.en}.`,
				zh: `${tried.zh}：${sums}，超过目标 ${target}，${cut.zh}。`
			};
		case 'tooBig':
			return {
				en: `${tried.en}: even the smallest number left, ${board.numbers[clash.point]}, would make ${value}, past ${target}, so ${cut.en}.`,
				zh: `${tried.zh}：剩下最小的数 ${board.numbers[clash.point]} 也会使和变成 ${value}，超过 ${target}，${cut.zh}。`
			};
		case 'short':
			return take
				? {
						en: `${tried.en}: even with every number left the sum reaches only ${value}, short of ${target}, so ${cut.en}.`,
						zh: `${tried.zh}：就算剩下的数全选，和也只有 ${value}，不够 ${target}，${cut.zh}。`
					}
				: {
						en: `${tried.en}: without it the numbers left reach at most ${value}, short of ${target}, so ${cut.en}.`,
						zh: `${tried.zh}：不选它，剩下的数最多凑到 ${value}，不够 ${target}，${cut.zh}。`
					};
	}
}

/** One sentence on a backtrack; a deeper call with nothing to try is explained by its sum. */
function narrateBacktrack(
	event: Extract<SearchEvent, { kind: 'backtrack' }>,
	board: SubsetsBoard,
	cause: BacktrackCause | undefined
): Text {
	const at = numberName(board, event.point);
	const take = event.candidate !== SKIP;
	const undo: Text = take
		? {
				en: `put ${at.en} back; the sum returns to ${board.sum}`,
				zh: `放回${at.zh}，和回到 ${board.sum}`
			}
		: board.reuse
			? { en: `go back to ${at.en}`, zh: `回到${at.zh}` }
			: { en: `undo skipping ${at.en}`, zh: `撤销不选${at.zh}` };
	if (cause === undefined) return { en: `Backtrack: ${undo.en}.`, zh: `回溯：${undo.zh}。` };
	if (cause.kind !== 'nothingFits' || cause.point !== null)
		return backtrackSentence(cause, undo, causeWords(board));
	// The deeper call had nothing to try: every number was decided with the wrong sum, or (reuse)
	// the sum had passed the target.
	const reached = take ? board.sum + event.candidate : board.sum;
	const why: Text =
		board.reuse && reached > board.target
			? {
					en: `the sum ${reached} has passed the target ${board.target}`,
					zh: `和 ${reached} 已超过目标 ${board.target}`
				}
			: {
					en: `every number is decided and the sum ${reached} is not the target ${board.target}`,
					zh: `每个数都决定了，和 ${reached} 不等于目标 ${board.target}`
				};
	return { en: `Backtrack: ${why.en}, so ${undo.en}.`, zh: `回溯：${why.zh}，所以${undo.zh}。` };
}

/** What the page shows of a subsets search: its words, options, samples, code and narration. */
export const subsetsDisplay: PuzzleDisplay<
	SubsetsBoard,
	SubsetsReason,
	'mode' | 'prune' | 'variant'
> = {
	...entry,
	code: subsetsCode,
	reasons: {
		over: { en: 'passes the target', zh: '超过目标' },
		short: { en: 'target out of reach', zh: '凑不够目标' },
		tooBig: { en: 'every number left too big', zh: '剩下的数都太大' }
	},
	samples: [
		{
			id: 'textbook',
			name: {
				en: 'Six numbers, target 30: 3 subsets (the textbook example)',
				zh: '六个数，目标 30：3 个子集（教科书的例子）'
			},
			input: '30: 5 10 12 13 15 18',
			options: { mode: 'all', prune: 'on', variant: 'once' }
		},
		{
			id: 'one-to-fifteen',
			name: { en: '1 to 15, target 30: 186 subsets', zh: '1 到 15，目标 30：186 个子集' },
			input: '30: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15',
			options: { mode: 'all', prune: 'on', variant: 'once' }
		},
		{
			id: 'even',
			name: {
				en: 'Even numbers, odd target 15: no subset',
				zh: '全是偶数，目标 15 是奇数：无解'
			},
			input: '15: 2 4 6 8 10',
			options: { mode: 'all', prune: 'on', variant: 'once' }
		},
		{
			id: 'combination',
			name: {
				en: 'Combination sum: 2 3 6 7, target 7: 2 combinations',
				zh: '组合总和：2 3 6 7，目标 7：2 个组合'
			},
			input: '7: 2 3 6 7',
			options: { mode: 'all', prune: 'on', variant: 'reuse' }
		},
		{
			id: 'coins',
			name: {
				en: 'Change a dollar in 1, 5, 10, 25, 50 cents: 292 ways',
				zh: '用 1、5、10、25、50 分换一美元：292 种'
			},
			input: '100: 1 5 10 25 50',
			options: { mode: 'all', prune: 'on', variant: 'reuse' }
		}
	],
	describePoint(board, point) {
		return pointName(board, point);
	},
	narrate(
		event: SearchEvent,
		board: SubsetsBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try':
				return narrateTry(event, board);
			case 'place': {
				const at = numberName(board, event.point);
				if (event.candidate === SKIP)
					return board.reuse
						? {
								en: `Move on from ${at.en}: the sum stays ${board.sum}.`,
								zh: `不再选${at.zh}：和仍是 ${board.sum}。`
							}
						: {
								en: `Skip ${at.en}: the sum stays ${board.sum}.`,
								zh: `不选${at.zh}：和仍是 ${board.sum}。`
							};
				const times = board.taken[event.point];
				return times > 1
					? {
							en: `Take ${at.en} again (${times} times): the sum is now ${board.sum}.`,
							zh: `再选${at.zh}（共 ${times} 次）：和现在是 ${board.sum}。`
						}
					: {
							en: `Take ${at.en}: the sum is now ${board.sum}.`,
							zh: `选${at.zh}：和现在是 ${board.sum}。`
						};
			}
			case 'backtrack':
				return narrateBacktrack(event, board, cause);
			case 'solution': {
				const sum = `${takenNumbers(board).join(' + ')} = ${board.target}`;
				return board.reuse
					? {
							en: `Combination ${event.index} found: ${sum}.`,
							zh: `找到第${event.index}个组合：${sum}。`
						}
					: {
							en: `Subset ${event.index} found: ${sum}.`,
							zh: `找到第${event.index}个子集：${sum}。`
						};
			}
			case 'done':
				return doneSentence(event.reason, counters, doneWords(board));
		}
	},
	options: subsetsOptions
};
