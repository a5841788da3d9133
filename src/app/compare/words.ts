import type { Lang, Text } from '../../puzzles/types';
import { fill, type MessageValues } from '../i18n';

/**
 * Every word of the Compare view, in English and Chinese. `{name}` marks a value filled in by
 * {@link say}; numbers are written the way the language writes them.
 */
export const compareWords = {
	title: { en: 'Compare two orders', zh: '比较两种顺序' },
	intro: {
		en: 'The same puzzle searched two ways, side by side.',
		zh: '同一个谜题用两种方式搜索，并排比较。'
	},
	introOption: {
		en: 'The same puzzle searched two ways, side by side: only “{option}” differs.',
		zh: '同一个谜题用两种方式搜索，并排比较：只有“{option}”不同。'
	},
	close: { en: 'Close', zh: '关闭' },
	loading: { en: 'Loading the search…', zh: '正在载入搜索…' },
	nothingToCompare: {
		en: 'This puzzle has no order or option to compare: it is always searched the same way. Close this view and play the search as usual.',
		zh: '这个谜题没有可以比较的顺序或选项：它总是用同一种方式搜索。请关闭本视图，照常播放搜索。'
	},
	firstSearch: { en: 'First search', zh: '第一次搜索' },
	secondSearch: { en: 'Second search', zh: '第二次搜索' },
	optionOfSide: { en: '{option}, {side}', zh: '{side}：{option}' },
	pressPlay: { en: 'Press Play to start both searches.', zh: '按“播放”开始两次搜索。' },
	eventOf: { en: 'Event {n} of {m}', zh: '第 {n} 步，共 {m} 步' },
	eventOfRecording: { en: 'Event {n} of {m} (recording…)', zh: '第 {n} 步，共 {m} 步（记录中…）' },
	finished: { en: 'finished', zh: '已结束' },
	failed: { en: 'The search stopped: {message}', zh: '搜索出错：{message}' },

	counters: { en: 'Counters: {name}', zh: '计数：{name}' },
	tries: { en: 'Tries', zh: '尝试' },
	conflicts: { en: 'Conflicts', zh: '冲突' },
	placements: { en: 'Placements', zh: '放置' },
	backtracks: { en: 'Backtracks', zh: '回溯' },
	solutions: { en: 'Solutions', zh: '解' },
	depth: { en: 'Depth', zh: '深度' },
	board: { en: 'Board: {name}', zh: '棋盘：{name}' },

	playback: { en: 'Playback of both searches', zh: '两次搜索的播放控制' },
	play: { en: 'Play', zh: '播放' },
	pause: { en: 'Pause', zh: '暂停' },
	stepForward: { en: 'Step forward', zh: '前进一步' },
	stepBack: { en: 'Step back', zh: '后退一步' },
	restart: { en: 'Restart', zh: '重新开始' },
	speed: { en: 'Speed', zh: '速度' },
	advance: { en: 'How both play', zh: '两边如何播放' },
	together: {
		en: 'Advance both by the same number of events',
		zh: '两边前进相同的步数'
	},
	own: { en: 'Each to its own end', zh: '各自播放到结束' },
	togetherHint: {
		en: 'Playing stops as soon as one search ends, so both have made the same number of events.',
		zh: '有一边结束时播放就停下，这时两边走过的步数相同。'
	},
	ownHint: {
		en: 'Playing goes on until both searches have ended; the shorter one waits at its end.',
		zh: '播放一直到两边都结束；先结束的一边停在终点等待。'
	},

	summary: { en: 'Summary', zh: '总结' },
	totalTries: { en: 'Tries in total', zh: '总尝试次数' },
	totalBacktracks: { en: 'Backtracks in total', zh: '总回溯次数' },
	maxDepth: { en: 'Maximum depth', zh: '最大深度' },
	toFirstSolution: { en: 'Events to the first solution', zh: '找到第一个解用的步数' },
	totalEvents: { en: 'Events in total', zh: '总步数' },
	noSolution: { en: 'no solution', zh: '无解' },
	recording: { en: 'recording…', zh: '记录中…' },
	waitingForBoth: {
		en: 'Which order needs fewer tries shows here once both searches are recorded.',
		zh: '两次搜索都记录完后，这里会显示哪种顺序需要的尝试更少。'
	},
	fewerTimes: {
		en: '“{fewer}” needed {ratio} times fewer tries than “{more}” ({a} against {b}).',
		zh: '“{more}”的尝试次数是“{fewer}”的 {ratio} 倍（{b} 对 {a}）。'
	},
	fewerBy: {
		en: '“{fewer}” needed {n} fewer tries than “{more}” ({a} against {b}).',
		zh: '“{fewer}”比“{more}”少尝试 {n} 次（{a} 对 {b}）。'
	},
	sameTries: {
		en: 'Both needed the same number of tries ({n}).',
		zh: '两边的尝试次数相同（{n} 次）。'
	},
	firstSooner: {
		en: '“{sooner}” reached its first solution {n} events sooner.',
		zh: '“{sooner}”早 {n} 步找到第一个解。'
	},
	partial: {
		en: 'Recording of “{name}” stopped at the memory limit: its totals count only the {m} events recorded.',
		zh: '“{name}”的记录已达到内存上限：它的总数只统计已记录的 {m} 步。'
	},
	partialStopped: {
		en: 'Recording of “{name}” stopped: its totals count only the {m} events recorded.',
		zh: '“{name}”的记录已停止：它的总数只统计已记录的 {m} 步。'
	}
} as const satisfies Record<string, Text>;

/** The key of a word in {@link compareWords}. */
export type CompareWord = keyof typeof compareWords;

/** A word of the Compare view in one language, with its `{name}` slots filled. */
export function say(lang: Lang, key: CompareWord, values: MessageValues = {}): string {
	return fill(lang, compareWords[key][lang], values);
}
