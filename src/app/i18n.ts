import type { Lang, Text } from '../puzzles/types';

/**
 * Every word the app shell shows, in English and Chinese. Each entry is a {@link Text}, so the type
 * refuses an entry that lacks a language. `{name}` marks a value filled in by {@link translate}.
 */
export const messages = {
	appTitle: { en: 'Backstep', zh: 'Backstep 回溯' },
	tagline: {
		en: 'Watch a backtracking search, one step at a time',
		zh: '一步一步观看回溯搜索'
	},
	switchLanguage: { en: '中文', zh: 'English' },
	copyLink: { en: 'Copy link', zh: '复制链接' },
	linkCopied: { en: 'Link copied', zh: '链接已复制' },
	copyThisLink: { en: 'Copy this link:', zh: '请复制这个链接：' },
	keyboardShortcuts: { en: 'Keyboard shortcuts', zh: '键盘快捷键' },
	projector: { en: 'Projector', zh: '投影模式' },
	close: { en: 'Close', zh: '关闭' },

	inputPanel: { en: 'Input', zh: '输入' },
	puzzle: { en: 'Puzzle', zh: '谜题' },
	puzzleInput: { en: 'Puzzle input', zh: '谜题输入' },
	load: { en: 'Load', zh: '载入' },
	sample: { en: 'Sample', zh: '示例' },
	customInput: { en: 'Your own input', zh: '自己的输入' },
	errorAt: { en: 'Line {line}, column {column}.', zh: '第 {line} 行，第 {column} 列。' },
	errorAtLine: { en: 'Line {line}.', zh: '第 {line} 行。' },

	board: { en: 'Board', zh: '棋盘' },
	noBoardView: {
		en: 'This puzzle has no board view yet.',
		zh: '这个谜题还没有棋盘视图。'
	},
	loading: { en: 'Loading the search…', zh: '正在载入搜索…' },
	pressPlay: { en: 'Press Play to start the search.', zh: '按“播放”开始搜索。' },
	recursionViews: { en: 'Recursion', zh: '递归' },
	hideInput: { en: 'Hide the input panel', zh: '收起输入面板' },
	showInput: { en: 'Show the input panel', zh: '展开输入面板' },
	compare: { en: 'Compare', zh: '对比' },
	compareHint: {
		en: 'Compare two orders of the same puzzle side by side',
		zh: '并排对比同一谜题的两种搜索顺序'
	},

	counters: { en: 'Counters', zh: '计数' },
	tries: { en: 'Tries', zh: '尝试' },
	conflicts: { en: 'Conflicts', zh: '冲突' },
	placements: { en: 'Placements', zh: '放置' },
	backtracks: { en: 'Backtracks', zh: '回溯' },
	solutions: { en: 'Solutions', zh: '解' },
	depth: { en: 'Depth', zh: '深度' },
	deepest: { en: 'deepest {n}', zh: '最深 {n}' },

	playback: { en: 'Playback', zh: '播放控制' },
	play: { en: 'Play', zh: '播放' },
	pause: { en: 'Pause', zh: '暂停' },
	stepForward: { en: 'Step forward', zh: '前进一步' },
	stepBack: { en: 'Step back', zh: '后退一步' },
	previousBacktrack: { en: 'Previous backtrack', zh: '上一次回溯' },
	nextBacktrack: { en: 'Next backtrack', zh: '下一次回溯' },
	nextSolution: { en: 'Next solution', zh: '下一个解' },
	restart: { en: 'Restart', zh: '重新开始' },
	debugger: { en: 'Debugger', zh: '调试' },
	stepInto: { en: 'Step into', zh: '单步进入' },
	stepOver: { en: 'Step over', zh: '单步跳过' },
	stepOut: { en: 'Step out', zh: '单步跳出' },
	stepIntoBack: { en: 'Step into back', zh: '后退单步进入' },
	stepOverBack: { en: 'Step over back', zh: '后退单步跳过' },
	stepOutBack: { en: 'Step out back', zh: '后退单步跳出' },
	into: { en: 'Into', zh: '进入' },
	over: { en: 'Over', zh: '跳过' },
	out: { en: 'Out', zh: '跳出' },
	stepIntoHint: {
		en: 'Step into: the next event, into the deeper call after a placement',
		zh: '单步进入：下一个事件；放下之后进入更深一层的调用'
	},
	stepOverHint: {
		en: 'Step over: on to the next try of this call, running a placement’s whole subtree at once',
		zh: '单步跳过：跳到这一层的下一次尝试，放下之后的整棵子树一次走完'
	},
	stepOutHint: {
		en: 'Step out: on to where this call returns to its caller',
		zh: '单步跳出：走到这一层调用返回上一层的地方'
	},
	stepIntoBackHint: { en: 'Step into back: the previous event', zh: '后退单步进入：上一个事件' },
	stepOverBackHint: {
		en: 'Step over back: the previous try of this call, skipping a sibling’s whole subtree',
		zh: '后退单步跳过：回到这一层的上一次尝试，跳过兄弟节点的整棵子树'
	},
	stepOutBackHint: {
		en: 'Step out back: back to where this call began',
		zh: '后退单步跳出：回到这一层调用开始的地方'
	},
	atStart: { en: 'This is the start of the search.', zh: '这里就是搜索的开始。' },
	searchOver: {
		en: 'The search is over: nothing comes after this.',
		zh: '搜索已经结束：后面没有了。'
	},
	notRecordedYet: {
		en: 'Not recorded that far yet: try again in a moment.',
		zh: '还没有记录到那里：请稍后再试。'
	},
	speed: { en: 'Speed', zh: '速度' },
	eventsPerSecond: { en: '{n} events a second', zh: '每秒 {n} 步' },
	oneEventPerSecond: { en: '1 event a second', zh: '每秒 1 步' },
	timeline: { en: 'Timeline', zh: '时间轴' },
	stepOf: { en: 'Step {n} of {m}', zh: '第 {n} 步，共 {m} 步' },
	stillRecording: { en: '(still recording…)', zh: '（仍在记录…）' },
	recordingStopped: { en: '(recording stopped)', zh: '（已停止记录）' },
	stopRecording: { en: 'Stop recording', zh: '停止记录' },
	stop: { en: 'Stop', zh: '停止' },
	recordingProgress: {
		en: 'Recording: {events} events, {solutions} solutions, {seconds} s',
		zh: '正在记录：{events} 个事件，{solutions} 个解，{seconds} 秒'
	},
	overBudget: {
		en: 'Recording stopped at the memory limit: the {m} steps recorded all play.',
		zh: '记录已达到内存上限：已记录的 {m} 步都可以播放。'
	},
	pauseOnBacktrack: { en: 'Pause on backtrack', zh: '回溯时暂停' },
	pauseOnSolution: { en: 'Pause on solution', zh: '找到解时暂停' },
	pauseAtDepth: { en: 'Pause at depth', zh: '在深度处暂停' },
	pauseAtDepthHint: {
		en: 'Stops when the search comes back up to this depth.',
		zh: '搜索回到这个深度时暂停。'
	},
	pauseAtCell: { en: 'Pause at cell', zh: '在格子处暂停' },
	pauseAtCellHint: {
		en: 'Stops when the search tries this cell (cells on the current call stack).',
		zh: '搜索尝试这个格子时暂停（列出当前调用栈上的格子）。'
	},
	off: { en: 'Off', zh: '关闭' },
	heatMap: { en: 'Heat map', zh: '热度图' },
	noLaterBacktrack: { en: 'No later backtrack recorded yet.', zh: '之后还没有记录到回溯。' },
	noLaterBacktrackFinal: { en: 'No backtrack after this step.', zh: '这一步之后没有回溯。' },
	noEarlierBacktrack: { en: 'No backtrack before this step.', zh: '这一步之前没有回溯。' },
	noLaterSolution: { en: 'No later solution recorded yet.', zh: '之后还没有记录到解。' },
	noLaterSolutionFinal: { en: 'No solution after this step.', zh: '这一步之后没有解。' },
	searchFailed: { en: 'The search stopped: {message}', zh: '搜索出错：{message}' },

	shortcutPlayPause: { en: 'Play or pause', zh: '播放或暂停' },
	shortcutStep: { en: 'Step back or forward', zh: '后退或前进一步' },
	shortcutBacktrack: { en: 'Previous or next backtrack', zh: '上一次或下一次回溯' },
	shortcutStart: { en: 'Go to the start', zh: '回到开始' },
	shortcutEnd: { en: 'Go to the last recorded step', zh: '跳到最后记录的一步' },
	shortcutStepInto: {
		en: 'Step into, or back with Shift',
		zh: '单步进入；加 Shift 为后退'
	},
	shortcutStepOver: { en: 'Step over, or back with Shift', zh: '单步跳过；加 Shift 为后退' },
	shortcutStepOut: { en: 'Step out, or back with Shift', zh: '单步跳出；加 Shift 为后退' },
	shortcutDebuggerKeys: {
		en: 'Step into, step over, step out (as in a debugger)',
		zh: '单步进入、单步跳过、单步跳出（与调试器相同）'
	},
	shortcutHelp: { en: 'Show this help', zh: '显示本帮助' },
	shortcutClose: { en: 'Close this help', zh: '关闭本帮助' },
	keySpace: { en: 'Space', zh: '空格' },
	shortcutsNote: {
		en: 'Shortcuts work whenever you are not typing in a box.',
		zh: '不在输入框中打字时，快捷键都可以使用。'
	}
} as const satisfies Record<string, Text>;

/** The key of a message in {@link messages}. */
export type MessageKey = keyof typeof messages;

/** Values put into a message's `{name}` slots. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message in one language, with its `{name}` slots filled (numbers are written the way that language writes them). */
export function translate(lang: Lang, key: MessageKey, values: MessageValues = {}): string {
	return fill(lang, messages[key][lang], values);
}

/** Fills the `{name}` slots of a sentence. */
export function fill(lang: Lang, template: string, values: MessageValues): string {
	return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
		const value = values[name];
		if (value === undefined) return slot;
		return typeof value === 'number' ? formatNumber(lang, value) : value;
	});
}

/** A count written for the language: 34,567 in both (Chinese classrooms read grouped digits too). */
export function formatNumber(lang: Lang, value: number): string {
	return value.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US');
}

/** The language the browser asks for: Chinese for any zh-* tag, English otherwise. */
export function preferredLang(languages: readonly string[]): Lang {
	const first = languages.find((tag) => tag.trim() !== '') ?? 'en';
	return first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
