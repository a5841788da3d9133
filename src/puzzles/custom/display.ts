import type { SearchCounters, SearchEvent } from '../../engine/events';
import {
	backtrackSentence,
	doneSentence,
	type BacktrackCause,
	type CauseWords,
	type DoneWords
} from '../narration';
import type { PuzzleDisplay, Text } from '../types';
import { customListing } from './code';
import { entry } from './entry';
import type { CustomBoard } from './model';
import { customOptions } from './options';
import { TEMPLATES } from './templates';

/** A decision point as the student's code numbers it (from 0, as their arrays do). */
function pointName(point: number): Text {
	return { en: `point ${point}`, zh: `决策点 ${point}` };
}

/** How the done sentence names the solutions of any problem. */
const DONE_WORDS: DoneWords = {
	one: 'solution',
	many: 'solutions',
	zh: '解',
	measure: '个',
	exhausted: { en: 'every candidate has been tried', zh: '所有候选都已试过' }
};

/** How a backtrack names its reason, about the point the deeper call decided. */
const CAUSE_WORDS: CauseWords = {
	nothingFits: (point) => ({
		en: `no candidate fits at ${pointName(point).en}`,
		zh: `${pointName(point).zh} 没有合适的候选`
	}),
	deadEnds: (point) => ({
		en: `every candidate that fits at ${pointName(point).en} leads to a dead end`,
		zh: `${pointName(point).zh} 每个合适的候选都走不通`
	}),
	allTried: (point) => ({
		en: `every candidate at ${pointName(point).en} has been tried`,
		zh: `${pointName(point).zh} 的每个候选都试过了`
	}),
	solution: (index) => ({ en: `solution ${index}`, zh: `第${index}个解` })
};

/** The code a listing is made of when there is no code yet: the first template's. */
const FIRST = TEMPLATES[0].code;

/** What the page shows of a student's problem: the templates, their own code, generic words. */
export const customDisplay: PuzzleDisplay<CustomBoard, string, 'mode'> = {
	...entry,
	code: customListing(FIRST),
	codeOf: customListing,
	writesCode: true,
	inputWords: {
		sample: { en: 'Template', zh: '模板' },
		load: { en: 'Run', zh: '运行' },
		ownInput: { en: 'Your own code', zh: '自己的代码' }
	},
	stuck: {
		en: 'Your code did not answer for 2 seconds, so its search was stopped: it may be stuck inside one call (a loop over very large strings or arrays can take that long between checks). The search before it can be restarted; edit the code and press Run.',
		zh: '你的代码 2 秒没有响应，搜索已被停止：它可能卡在某一次调用里（对很大的字符串或数组做循环时，两次检查之间可能要这么久）。可以重新启动之前的搜索；修改代码后再按“运行”。'
	},
	reasons: {},
	samples: TEMPLATES.map((template) => ({
		id: template.id,
		name: template.name,
		input: template.code,
		options: { mode: 'all' }
	})),
	describePoint(_board, point) {
		return pointName(point);
	},
	narrate(
		event: SearchEvent,
		_board: CustomBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const at = pointName(event.point);
				const tried = {
					en: `Try ${event.candidate} at ${at.en}`,
					zh: `在${at.zh} 尝试 ${event.candidate}`
				};
				if (event.verdict === 'ok')
					return { en: `${tried.en}: it fits.`, zh: `${tried.zh}：可以放。` };
				const clash = event.conflict[0];
				const why = clash.reason === '' ? null : clash.reason;
				const other = clash.point >= 0 ? pointName(clash.point) : null;
				const said = [why, other === null ? null : `(${other.en})`].filter(Boolean).join(' ');
				const saidZh = [why, other === null ? null : `（${other.zh}）`].filter(Boolean).join('');
				return {
					en: `${tried.en}: it does not fit${said === '' ? '' : `: ${said}`}.`,
					zh: `${tried.zh}：不行${saidZh === '' ? '' : `，${saidZh}`}。`
				};
			}
			case 'place':
				return {
					en: `Place ${event.candidate} at ${pointName(event.point).en}.`,
					zh: `在${pointName(event.point).zh} 放下 ${event.candidate}。`
				};
			case 'backtrack': {
				const undo = {
					en: `take ${event.candidate} back from ${pointName(event.point).en}`,
					zh: `撤回${pointName(event.point).zh} 的 ${event.candidate}`
				};
				if (cause !== undefined) return backtrackSentence(cause, undo, CAUSE_WORDS);
				return { en: `Backtrack: ${undo.en}.`, zh: `回溯：${undo.zh}。` };
			}
			case 'solution':
				return {
					en: `Solution ${event.index} found: every decision is made.`,
					zh: `找到第${event.index}个解：所有决定都已做完。`
				};
			case 'done':
				return doneSentence(event.reason, counters, DONE_WORDS);
		}
	},
	options: customOptions
};
