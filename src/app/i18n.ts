import type { Lang, OptionSpec, Text } from '../puzzles/types';

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
	codeNotRun: {
		en: 'This link carries code: read it, then press Run.',
		zh: '这个链接带有代码：读过之后再按“运行”。'
	},
	embedCodeNotRun: {
		en: 'This embed carries code; open it in Backstep to read and run it.',
		zh: '这个嵌入的页面带有代码：请在 Backstep 中打开，读过之后再运行。'
	},
	openInBackstep: { en: 'Open in Backstep', zh: '在 Backstep 中打开' },
	lessonCodeNotRun: {
		en: 'This lesson carries code: read it, then press Run.',
		zh: '这个课堂文件带有代码：读过之后再按“运行”。'
	},
	errorAt: { en: 'Line {line}, column {column}.', zh: '第 {line} 行，第 {column} 列。' },
	errorAtLine: { en: 'Line {line}.', zh: '第 {line} 行。' },

	lessonPuzzles: { en: 'The lessons', zh: '课程例题' },
	coursePuzzles: { en: 'Course problems', zh: '更多经典问题' },
	board: { en: 'Board', zh: '棋盘' },
	noBoardView: {
		en: 'This puzzle has no board view yet.',
		zh: '这个谜题还没有棋盘视图。'
	},
	loading: { en: 'Loading the search…', zh: '正在载入搜索…' },
	pressPlay: { en: 'Press Play to start the search.', zh: '按“播放”开始搜索。' },
	codeRefused: {
		en: 'Your code did not run: {message} The board still shows the search from before.',
		zh: '你的代码没有运行：{message} 棋盘上仍是之前的搜索。'
	},
	inputRefused: {
		en: 'This input did not load: {message} The board still shows the search from before.',
		zh: '这个输入没有载入：{message} 棋盘上仍是之前的搜索。'
	},
	recursionViews: { en: 'Recursion', zh: '递归' },
	hideInput: { en: 'Hide the input panel', zh: '收起输入面板' },
	showInput: { en: 'Show the input panel', zh: '展开输入面板' },
	compare: { en: 'Compare', zh: '对比' },
	compareHint: {
		en: 'Compare two orders of the same puzzle side by side',
		zh: '并排对比同一谜题的两种搜索顺序'
	},

	counters: { en: 'Counters', zh: '计数' },
	searchState: { en: 'What the search does', zh: '搜索进展' },
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
	debuggerBack: { en: 'Back', zh: '后退' },
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
		en: 'Step over: the next line of this call; on a placement, the whole deeper call runs and it stops on the undo (or on a solution found below)',
		zh: '单步跳过：走到这一层的下一行；在放下处，更深一层的调用一次走完，停在撤回那一步（或停在下面找到的解）'
	},
	stepOutHint: {
		en: 'Step out: on to where this call returns to its caller (or to a solution found on the way)',
		zh: '单步跳出：走到这一层调用返回上一层的地方（或途中找到的解）'
	},
	stepIntoBackHint: { en: 'Step into back: the previous event', zh: '后退单步进入：上一个事件' },
	stepOverBackHint: {
		en: 'Step over back: the previous line of this call; from an undo, back over the whole deeper call to its placement (or to the last solution found below)',
		zh: '后退单步跳过：回到这一层的上一行；在撤回处，越过整个更深一层的调用回到放下那一步（或回到下面最后找到的解）'
	},
	stepOutBackHint: {
		en: 'Step out back: back to where this call began (or to the last solution found on the way)',
		zh: '后退单步跳出：回到这一层调用开始的地方（或途中最后找到的解）'
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
	recordingFailed: {
		en: 'Recording stopped after {events} events; the steps before still play.',
		zh: '记录了 {events} 个事件后停止，之前的步骤仍可播放。'
	},
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
	lesson: { en: 'Lesson', zh: '课堂' },
	predict: { en: 'Predict', zh: '预测' },
	predictHint: {
		en: 'Before an event is shown, guess what happens. Space and Step forward ask the next question.',
		zh: '在事件显示之前先猜会发生什么。空格键和“前进一步”会提出下一个问题。'
	},
	hiddenSample: { en: 'Sample {n}', zh: '示例 {n}' },
	nextBookmark: { en: 'Next bookmark', zh: '下一个书签' },
	previousBookmark: { en: 'Previous bookmark', zh: '上一个书签' },
	noBookmarks: { en: 'No bookmarks yet.', zh: '还没有书签。' },
	bookmarkOf: { en: 'Bookmark {n} of {m}', zh: '第 {n} 个书签，共 {m} 个' },
	lessonFull: {
		en: 'The lesson is full: delete a bookmark to add another.',
		zh: '书签已满：删掉一个才能再添加。'
	},
	takeAway: { en: 'Pictures and tables', zh: '图片与表格' },
	share: { en: 'Share', zh: '分享' },
	classMenu: { en: 'Live class', zh: '课堂直播' },
	startClass: { en: 'Start a class', zh: '开始课堂直播' },
	joinClass: { en: 'Join a class', zh: '加入课堂' },
	liveClass: { en: 'Class {code}', zh: '课堂 {code}' },
	copyEmbedCode: { en: 'Copy embed code', zh: '复制嵌入代码' },
	embedCopied: { en: 'Embed code copied', zh: '嵌入代码已复制' },
	copyThisEmbedCode: { en: 'Copy this embed code:', zh: '请复制这段嵌入代码：' },
	noBookmarkAfter: { en: 'No bookmark after this step.', zh: '这一步之后没有书签。' },
	noBookmarkBefore: { en: 'No bookmark before this step.', zh: '这一步之前没有书签。' },
	puzzleNotLoaded: {
		en: 'That puzzle could not be loaded (is the connection down?). Choose it again to retry.',
		zh: '这个题目没能加载（网络断了吗？）。再选一次即可重试。'
	},
	noLaterSolution: { en: 'No later solution recorded yet.', zh: '之后还没有记录到解。' },
	noLaterSolutionFinal: { en: 'No solution after this step.', zh: '这一步之后没有解。' },
	searchFailed: { en: 'The search could not answer: {message}', zh: '搜索无法回答：{message}' },
	stepNotRecorded: {
		en: 'That step is not recorded yet: this is the furthest step recorded so far, and the page goes there once it is recorded.',
		zh: '那一步还没有记录到：这是目前记录到的最远一步，记录到那一步后页面会自动跳过去。'
	}
} as const satisfies Record<string, Text>;

/**
 * Options that choose how the search goes rather than what it looks for (the order, the maze's
 * marking, pruning): while the code is hidden their choices are not named, so no label says which
 * algorithm runs (MRV, Warnsdorff's rule, plain DFS). First or all solutions, the colours and the
 * like stay named: they are the question, not the algorithm.
 */
const HOW_THE_SEARCH_GOES: ReadonlySet<string> = new Set(['order', 'marking', 'prune']);

/**
 * An option as the page names it: with the code hidden, each choice of an option that says how the
 * search goes is named by the option and a letter ("Order A", "Order B"), in the choices' order.
 */
export function namedOption<O extends Pick<OptionSpec, 'key' | 'label' | 'choices'>>(
	option: O,
	hideCode: boolean
): O {
	if (!hideCode || !HOW_THE_SEARCH_GOES.has(option.key)) return option;
	const mark = (i: number) =>
		option.choices.length <= 26 ? String.fromCharCode(65 + i) : String(i + 1);
	return {
		...option,
		choices: option.choices.map((choice, i) => ({
			value: choice.value,
			label: { en: `${option.label.en} ${mark(i)}`, zh: `${option.label.zh} ${mark(i)}` }
		}))
	};
}

/**
 * A sample's name as the page shows it: with the code hidden, "Sample 2", since a name may say the
 * order it is searched in ("by Warnsdorff's rule", "in the fixed order").
 */
export function sampleName(name: Text, index: number, hideCode: boolean): Text {
	if (!hideCode) return name;
	const n = index + 1;
	return { en: translate('en', 'hiddenSample', { n }), zh: translate('zh', 'hiddenSample', { n }) };
}

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
	// Counts, the common case, are grouped here: both languages group by threes with a comma, and
	// a formatter's call cost a step's texts and tree labels about 0.07 ms a step in Chromium.
	if (Number.isSafeInteger(value) && (value > 0 || Object.is(value, 0)))
		return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
	return NUMBER_FORMATS[lang].format(value);
}

// Made once: toLocaleString builds a formatter per call, and the tree labels every node each frame.
const NUMBER_FORMATS: Record<Lang, Intl.NumberFormat> = {
	en: new Intl.NumberFormat('en-US'),
	zh: new Intl.NumberFormat('zh-CN')
};

/** The language the browser asks for: Chinese for any zh-* tag, English otherwise. */
export function preferredLang(languages: readonly string[]): Lang {
	const first = languages.find((tag) => tag.trim() !== '') ?? 'en';
	return first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** Where the browser keeps the language chosen with the language button. */
const LANG_KEY = 'backstep.lang';

/**
 * The language last chosen with the language button on this browser, or null when none was (or
 * the browser keeps no storage for the page: a private window, storage switched off).
 */
export function rememberedLang(
	storage: () => Pick<Storage, 'getItem'> = () => localStorage
): Lang | null {
	try {
		const value = storage().getItem(LANG_KEY);
		return value === 'en' || value === 'zh' ? value : null;
	} catch {
		return null;
	}
}

/** Keeps the language chosen for the next visit; without storage the choice lasts the visit. */
export function rememberLang(
	lang: Lang,
	storage: () => Pick<Storage, 'setItem'> = () => localStorage
): void {
	try {
		storage().setItem(LANG_KEY, lang);
	} catch {
		// Storage refused (full, or switched off): the page keeps the language until it closes.
	}
}
