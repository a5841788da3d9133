import type { Lang, Text } from '../../puzzles/types';
import { fill, type MessageValues } from '../i18n';

/**
 * Every word the recursion panels show, in English and Chinese. `{name}` marks a value filled in
 * by {@link panelText}.
 */
export const panelWords = {
	callStack: { en: 'Call stack', zh: '调用栈' },
	callStackEmpty: { en: 'No call is running.', zh: '没有正在运行的调用。' },
	callStackNotStarted: {
		en: 'The search has not started: the first call is about to begin.',
		zh: '搜索还没开始：第一个调用即将开始。'
	},
	callStackFinished: {
		en: 'The search is over: every call has returned.',
		zh: '搜索结束：所有调用都已返回。'
	},
	/** A call's recursion level, numbered as the Depth counter: the outer calls waiting below it. */
	level: { en: 'Depth {n}', zh: '深度 {n}' },
	trying: { en: 'trying {c}', zh: '正在试 {c}' },
	placedWaiting: {
		en: 'chose {c}, waiting for the deeper call',
		zh: '选了{c}，等待更深一层的调用'
	},
	tookBack: { en: 'took back {c}', zh: '撤回了 {c}' },
	nothingTried: { en: 'nothing tried yet', zh: '还没有尝试' },
	leftToTry: { en: '{n} left to try', zh: '还剩 {n} 个可试' },
	oneLeftToTry: { en: '1 left to try', zh: '还剩 1 个可试' },
	briefLeft: { en: '{n} left', zh: '剩 {n}' },
	briefNoneLeft: { en: 'none left', zh: '无剩余' },
	nothingLeft: { en: 'nothing left to try', zh: '没有可试的了' },
	foundSolution: {
		en: 'Depth {n}: every decision is made — a solution',
		zh: '深度 {n}：全部填好——一个解'
	},
	outerFramesHidden: { en: '… and {n} outer calls', zh: '……还有 {n} 层外层调用' },
	goToCallStart: { en: 'Go to where this call began', zh: '跳到这个调用开始的地方' },

	code: { en: 'Code', zh: '代码' },
	codeLanguage: { en: 'Language of the code', zh: '代码语言' },
	pseudo: { en: 'Pseudo-code', zh: '伪代码' },
	c: { en: 'C', zh: 'C' },
	ts: { en: 'TypeScript', zh: 'TypeScript' },
	currentLine: { en: 'the current step', zh: '当前这一步' },
	waitingHere: { en: '{n} outer calls wait here', zh: '{n} 层外层调用在这里等待' },
	oneWaitingHere: { en: '1 outer call waits here', zh: '1 层外层调用在这里等待' },

	searchTree: { en: 'Search tree', zh: '搜索树' },
	zoomIn: { en: 'Zoom in', zh: '放大' },
	zoomOut: { en: 'Zoom out', zh: '缩小' },
	centre: { en: 'Centre on the current step', zh: '回到当前这一步' },
	treeHint: {
		en: 'Drag to pan, scroll to zoom, click a node to go there.',
		zh: '拖动平移，滚轮缩放，点击节点跳到那里。'
	},
	treeEmpty: { en: 'The search has not tried anything yet.', zh: '搜索还没有尝试任何候选。' },
	treeStart: { en: 'start', zh: '开始' },
	treeOuterCalls: { en: '{n} outer calls', zh: '{n} 层外层调用' },
	nodeConflict: {
		en: '{point}: {c} conflicts ({reason}), step {s}',
		zh: '{point}：{c} 冲突（{reason}），第 {s} 步'
	},
	nodeAccepted: { en: '{point}: {c} fits, step {s}', zh: '{point}：{c} 可以放，第 {s} 步' },
	nodeOpen: {
		en: '{point}: {c} placed at step {s}, on the current path',
		zh: '{point}：第 {s} 步放下 {c}，在当前路径上'
	},
	nodeFinished: {
		en: '{point}: {c} placed at step {s}, then {events} events and {solutions} solutions below, taken back at step {u}',
		zh: '{point}：第 {s} 步放下 {c}，下面走了 {events} 步、找到 {solutions} 个解，第 {u} 步撤回'
	},
	nodeSolution: { en: 'Solution {n}, step {s}', zh: '第 {n} 个解，第 {s} 步' },
	nodeElided: {
		en: '{n} earlier candidates at {point}, from step {s}',
		zh: '{point} 之前的 {n} 个候选，从第 {s} 步起'
	},
	nodeCurrent: { en: '(current step)', zh: '（当前这一步）' },

	depthOverview: { en: 'Depth over the search', zh: '搜索深度概览' },
	depthSlider: { en: 'Depth overview: go to a step', zh: '深度概览：跳到某一步' },
	depthValue: { en: 'Step {s} of {m}', zh: '第 {s} 步，共 {m} 步' },
	depthLegend: {
		en: 'Depth 0 at the top, {n} at the bottom. Band: the levels each stretch of the search reached; red shading: backtracks; green marks: solutions.',
		zh: '顶部深度为 0，底部为 {n}。色带：每一段搜索到达的层；红色阴影：回溯；绿色标记：解。'
	},
	depthEmpty: { en: 'Nothing recorded yet.', zh: '还没有记录。' }
} as const satisfies Record<string, Text>;

/** The key of a word in {@link panelWords}. */
export type PanelWord = keyof typeof panelWords;

/** A panel word in one language, with its `{name}` slots filled. */
export function panelText(lang: Lang, key: PanelWord, values: MessageValues = {}): string {
	return fill(lang, panelWords[key][lang], values);
}
