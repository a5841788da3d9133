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
import { candidateNameOf, pointNameOf, type CustomBoard } from './model';
import { customOptions } from './options';
import { TEMPLATES } from './templates';

/** A decision point as the student names it, or as their code numbers it (from 0, as their arrays do). */
function pointName(board: CustomBoard, point: number): Text {
	const own = pointNameOf(board, point);
	return own === null ? { en: `point ${point}`, zh: `决策点 ${point}` } : { en: own, zh: own };
}

/**
 * How a sentence says a point or a candidate: the student's name as given, in quotes in Chinese
 * (whatever language the name is in, the quotes set it off from the Chinese words around it), or
 * `otherwise`, the number's words.
 */
function said(own: string | null, otherwise: Text): Text {
	return own === null ? otherwise : { en: own, zh: `“${own}”` };
}

/** A point as a sentence says it. */
const pointSaid = (board: CustomBoard, point: number): Text =>
	said(pointNameOf(board, point), pointName(board, point));

/** A candidate as a sentence says it: its name, or its number. */
const candidateSaid = (board: CustomBoard, point: number, candidate: number): Text =>
	said(candidateNameOf(board, point, candidate), {
		en: String(candidate),
		zh: String(candidate)
	});

/** A Chinese sentence's spaces beside a quoted name dropped: the quotes set it off already. */
const tidy = (text: Text): Text => ({
	en: text.en,
	zh: text.zh.replaceAll('” ', '”').replaceAll(' “', '“')
});

/** How the done sentence names the solutions of any problem. */
const DONE_WORDS: DoneWords = {
	one: 'solution',
	many: 'solutions',
	zh: '解',
	measure: '个',
	exhausted: { en: 'every candidate has been tried', zh: '所有候选都已试过' }
};

/** How a backtrack names its reason, about the point the deeper call decided, on a board. */
function causeWords(board: CustomBoard): CauseWords {
	const at = (point: number): Text => pointSaid(board, point);
	return {
		nothingFits: (point) =>
			tidy({
				en: `no candidate fits at ${at(point).en}`,
				zh: `${at(point).zh} 没有合适的候选`
			}),
		deadEnds: (point) =>
			tidy({
				en: `every candidate that fits at ${at(point).en} leads to a dead end`,
				zh: `${at(point).zh} 每个合适的候选都走不通`
			}),
		allTried: (point) =>
			tidy({
				en: `every candidate at ${at(point).en} has been tried`,
				zh: `${at(point).zh} 的每个候选都试过了`
			}),
		solution: (index) => ({ en: `solution ${index}`, zh: `第${index}个解` })
	};
}

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
	describePoint(board, point) {
		return pointName(board, point);
	},
	describeCandidate(board, point, candidate) {
		const own = candidateNameOf(board, point, candidate);
		return own === null ? null : { en: own, zh: own };
	},
	narrate(
		event: SearchEvent,
		board: CustomBoard,
		counters?: SearchCounters,
		cause?: BacktrackCause
	): Text {
		switch (event.kind) {
			case 'try': {
				const at = pointSaid(board, event.point);
				const what = candidateSaid(board, event.point, event.candidate);
				const tried = tidy({
					en: `Try ${what.en} at ${at.en}`,
					zh: `在${at.zh} 尝试 ${what.zh}`
				});
				if (event.verdict === 'ok')
					return { en: `${tried.en}: it fits.`, zh: `${tried.zh}：可以放。` };
				const clash = event.conflict[0];
				const why = clash.reason === '' ? null : clash.reason;
				const other = clash.point >= 0 ? pointName(board, clash.point) : null;
				const said = [why, other === null ? null : `(${other.en})`].filter(Boolean).join(' ');
				const saidZh = [why, other === null ? null : `（${other.zh}）`].filter(Boolean).join('');
				return {
					en: `${tried.en}: it does not fit${said === '' ? '' : `: ${said}`}.`,
					zh: `${tried.zh}：不行${saidZh === '' ? '' : `，${saidZh}`}。`
				};
			}
			case 'place': {
				const at = pointSaid(board, event.point);
				const what = candidateSaid(board, event.point, event.candidate);
				return tidy({
					en: `Place ${what.en} at ${at.en}.`,
					zh: `在${at.zh} 放下 ${what.zh}。`
				});
			}
			case 'backtrack': {
				const at = pointSaid(board, event.point);
				const what = candidateSaid(board, event.point, event.candidate);
				const undo = tidy({
					en: `take ${what.en} back from ${at.en}`,
					zh: `撤回${at.zh} 的 ${what.zh}`
				});
				if (cause !== undefined) return backtrackSentence(cause, undo, causeWords(board));
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
