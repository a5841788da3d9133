import type { Lang, Text } from '../puzzles/types';
import { fill, translate, type MessageKey, type MessageValues } from './i18n';

/**
 * Every word of the Lesson panel and of Pictures and tables, in English and Chinese: they load
 * with those panels, not with the first screen. `{name}` marks a value filled in by
 * {@link teachText}.
 */
export const teachWords = {
	lessonHint: {
		en: 'Bookmark the moments to show the class, each with what to say there. Copy link carries them.',
		zh: '为要给全班看的时刻加书签，并写下要讲的话。“复制链接”会带上它们。'
	},
	bookmarkNote: { en: 'Bookmark note', zh: '书签备注' },
	addBookmark: { en: 'Add bookmark', zh: '添加书签' },
	bookmarks: { en: 'Bookmarks', zh: '书签' },
	bookmarkStep: { en: 'Step {step}', zh: '第 {step} 步' },
	// The button's name holds the words it shows ("Step 5" and the note), as a spoken command says them.
	goToBookmark: { en: 'Go to bookmark {n}: {shown}', zh: '跳到第 {n} 个书签：{shown}' },
	moveBookmarkUp: { en: 'Move bookmark {n} up', zh: '把第 {n} 个书签上移' },
	moveBookmarkDown: { en: 'Move bookmark {n} down', zh: '把第 {n} 个书签下移' },
	deleteBookmark: { en: 'Delete bookmark {n}', zh: '删除第 {n} 个书签' },
	exportLesson: { en: 'Export lesson', zh: '导出课堂' },
	downloadPng: { en: 'Download PNG', zh: '下载 PNG' },
	downloadSvg: { en: 'Download SVG', zh: '下载 SVG' },
	downloadDepthPng: { en: 'Depth overview as PNG', zh: '深度概览 PNG' },
	downloadCsv: { en: 'Download CSV', zh: '下载 CSV' },
	csvFrom: { en: 'From step', zh: '起始步' },
	csvTo: { en: 'To step', zh: '结束步' },
	csvCapped: {
		en: 'That range has more than {max} events: the file holds steps {from} to {last}.',
		zh: '这个范围超过 {max} 个事件：文件只包含第 {from} 到第 {last} 步。'
	},
	csvEmpty: { en: 'No events in that range yet.', zh: '这个范围里还没有事件。' },
	pictureFailed: { en: 'The picture was not made: {why}', zh: '图片没能生成：{why}' },
	hideCode: { en: 'Hide the code', zh: '隐藏代码' },
	hideCodeHint: {
		en: 'Students work the algorithm out from the board and the tree. Links and embeds keep it hidden.',
		zh: '让学生从棋盘和搜索树推断算法。链接和嵌入也保持隐藏。'
	},
	embedTitle: { en: 'Backstep: {puzzle}, step by step', zh: 'Backstep：{puzzle}，逐步演示' },
	importLesson: { en: 'Import lesson', zh: '导入课堂' },
	lessonNotRead: {
		en: 'The lesson file {name} was not read: {why}',
		zh: '课堂文件 {name} 无法读取：{why}'
	},
	downloadGif: { en: 'Download GIF', zh: '下载 GIF' },
	gifSpeed: { en: 'GIF frames a second', zh: 'GIF 每秒帧数' },
	makingGif: { en: 'Making the GIF', zh: '正在生成 GIF' },
	cancel: { en: 'Cancel', zh: '取消' },
	gifTooLong: {
		en: 'The range has {n} steps; a GIF holds at most {max} frames. Choose a shorter range.',
		zh: '这个范围有 {n} 步；GIF 最多 {max} 帧。请选短一些的范围。'
	},
	gifTooShort: {
		en: 'A GIF needs at least 2 steps: make To step larger than From step.',
		zh: 'GIF 至少要 2 步：结束步要大于起始步。'
	},
	gifCancelled: { en: 'The GIF was cancelled.', zh: 'GIF 已取消。' },
	gifFailed: { en: 'The GIF was not made: {why}', zh: 'GIF 没能生成：{why}' }
} satisfies Record<string, Text>;

/** A key of {@link teachWords}. */
export type TeachWord = keyof typeof teachWords;

/** A teaching panel's sentence in a language, its `{name}` slots filled. */
export function teachText(lang: Lang, key: TeachWord, values: MessageValues = {}): string {
	return fill(lang, teachWords[key][lang], values);
}

/** A word of a teaching panel or of the app shell, whichever list has it. */
export function teachOrAppText(
	lang: Lang,
	key: TeachWord | MessageKey,
	values: MessageValues = {}
): string {
	return key in teachWords
		? teachText(lang, key as TeachWord, values)
		: translate(lang, key as MessageKey, values);
}
