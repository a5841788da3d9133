import type { Text } from '../types';
import { NAME_CHARACTERS } from './bridge';

/** One part of the problem API, as the help explains it: what to write and what it does. */
export interface ApiEntry {
	readonly code: string;
	readonly what: Text;
}

/** The help's heading and first sentence on "Your own problem". */
export const API_INTRO: { readonly title: Text; readonly lead: Text } = {
	title: { en: 'Your own problem: the API', zh: '你自己的问题：接口说明' },
	lead: {
		en: 'Choose "Your own problem" in the Puzzle list, start from a Template, edit the code and press Run. The file calls defineProblem({ ... }) once with these parts:',
		zh: '在“谜题”列表中选“你自己的问题”，从“模板”开始，修改代码后按“运行”。代码调用一次 defineProblem({ ... })，包含以下部分：'
	}
};

/** Each part of `defineProblem({ … })`, in the order a problem is usually written. */
export const API_ENTRIES: readonly ApiEntry[] = [
	{
		code: 'points: n',
		what: {
			en: 'How many decision points there are (1 to 10,000). They are numbered 0 to n - 1; the search is at most n calls deep.',
			zh: '决策点的个数（1 到 10000），编号 0 到 n - 1；递归最深 n 层。'
		}
	},
	{
		code: 'start: { … }',
		what: {
			en: 'The state before any decision, as plain data: objects, arrays, numbers, strings, true/false, null. Backstep copies it to start again.',
			zh: '还没做任何决定时的状态，必须是普通数据：对象、数组、数字、字符串、true/false、null。Backstep 会复制它来重新开始。'
		}
	},
	{
		code: 'next(state)',
		what: {
			en: 'Optional: the decision point to decide next, or null when every decision is made (a solution). Without it, points are decided in order 0, 1, 2, …',
			zh: '可选：下一个要决定的决策点；所有决定都做完（得到一个解）时返回 null。不写时按 0、1、2…… 的顺序决定。'
		}
	},
	{
		code: 'candidates(state, point)',
		what: {
			en: 'The candidates to try at a point, as an array of whole numbers, in the order to try them. Asked once each time the search comes to the point.',
			zh: '这个决策点要尝试的候选，是整数数组，按尝试的顺序排列。搜索每次来到这个点时调用一次。'
		}
	},
	{
		code: 'accepts(state, point, candidate)',
		what: {
			en: 'true when the candidate fits; otherwise why not: a string ("same column"), false, or { reason, point } naming the point it clashes with. It must not change the state.',
			zh: '候选可以放时返回 true；否则返回原因：字符串（如“同一列”）、false，或 { reason, point }（point 是与之冲突的决策点）。不能修改状态。'
		}
	},
	{
		code: 'place(state, point, candidate)',
		what: {
			en: 'Writes an accepted candidate into the state; the search then goes one call deeper.',
			zh: '把被接受的候选写进状态；之后搜索进入下一层递归。'
		}
	},
	{
		code: 'remove(state, point, candidate)',
		what: {
			en: 'Undoes that place exactly (the backtrack). Backstep checks it on the first events: it goes back in time by replaying places.',
			zh: '完全撤销对应的 place（回溯）。Backstep 会在最初的事件里检查这一点：它靠重放 place 回到过去。'
		}
	},
	{
		code: 'view(state)',
		what: {
			en: 'Optional: what the board shows. Return { grid: [[cell, …], …] }, { sequence: [cell, …] } or { graph: { nodes: [cell, …], edges: [[a, b], …] } }. A cell is text, a number, or { text, color, point }; item i of a sequence or a graph stands for point i.',
			zh: '可选：棋盘显示什么。返回 { grid: [[格子, …], …] }、{ sequence: [格子, …] } 或 { graph: { nodes: [格子, …], edges: [[a, b], …] } }。格子是文字、数字或 { text, color, point }；序列和图的第 i 项对应决策点 i。'
		}
	},
	{
		code: 'describePoint(state, point)',
		what: {
			en: 'Optional: a decision point in words ("row 3"), for the narration, the call stack, the tree, the CSV and Predict. Without it a point is called by its number ("point 2").',
			zh: '可选：用文字称呼一个决策点（如“第 3 行”），用于讲解、调用栈、搜索树、CSV 和预测。不写时按编号称呼（“决策点 2”）。'
		}
	},
	{
		code: 'describeCandidate(state, point, candidate)',
		what: {
			en: `Optional: a candidate at a point in words ("column 5"), in the same places. Both are asked only for what the page shows, with the state at that step; each returns text (cut after ${NAME_CHARACTERS} characters) and must not change the state.`,
			zh: `可选：用文字称呼某个决策点上的候选（如“第 5 列”），用在同样的地方。两者只在页面显示时调用，传入的是那一步的状态；都要返回文字（超过 ${NAME_CHARACTERS} 个字符会被截断），不能修改状态。`
		}
	}
];

/** What the help says of the sandbox's limits. */
export const API_LIMITS: Text = {
	en: 'The code runs in a sandbox (QuickJS): it cannot reach the page, the network or storage. A call that runs over 1 second, recurses too deeply or uses over 64 MB is stopped with a message that names the line.',
	zh: '代码在沙箱（QuickJS）中运行，无法访问页面、网络或存储。某次调用运行超过 1 秒、递归太深或使用超过 64 MB 内存时会被停止，并提示出错的行。'
};
