import type { PuzzleId } from '../puzzles/registry';
import type { Result } from '../puzzles/types';
import { readBookmarks, refuse, type LessonFile } from './lesson';

/** What a lesson file says it is, so another JSON file is refused with a clear message. */
const FORMAT = 'backstep-lesson';
const VERSION = 1;

/** The text of a lesson file: the search and its bookmarks, as readable JSON. */
export function lessonFileText(lesson: LessonFile): string {
	const { puzzle, input, options, bookmarks } = lesson;
	return (
		JSON.stringify(
			{ format: FORMAT, version: VERSION, puzzle, options, input, bookmarks },
			null,
			2
		) + '\n'
	);
}

/** Reads a lesson file; says what is wrong with one that is not a Backstep lesson. */
export function readLessonFile(
	text: string,
	isPuzzleId: (id: string) => id is PuzzleId
): Result<LessonFile> {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return refuse('The file is not JSON.', '这个文件不是 JSON。');
	}
	if (
		typeof value !== 'object' ||
		value === null ||
		(value as { format?: unknown }).format !== FORMAT
	)
		return refuse(
			'The file is not a Backstep lesson (Export lesson makes one).',
			'这个文件不是 Backstep 课堂文件（用“导出课堂”生成）。'
		);
	const file = value as Record<string, unknown>;
	if (Number.isInteger(file.version) && (file.version as number) > VERSION)
		return refuse(
			'The lesson was made by a newer Backstep: reload the page to get it.',
			'这个课堂文件来自更新版本的 Backstep：请刷新页面。'
		);
	// Exactly the version this page writes: -1e308, 0.5 or "1" is no version Backstep made.
	if (file.version !== VERSION) {
		const shown =
			file.version === undefined ? '(none)' : String(JSON.stringify(file.version)).slice(0, 20);
		return refuse(
			`The lesson's version ${shown} is not one Backstep reads (it writes version ${VERSION}).`,
			`课堂文件的版本 ${shown} 无法读取（Backstep 写的是版本 ${VERSION}）。`
		);
	}
	const { puzzle, input, options } = file;
	if (typeof puzzle !== 'string' || !isPuzzleId(puzzle))
		return refuse(
			`The lesson's puzzle "${String(puzzle).slice(0, 40)}" is not one Backstep knows.`,
			`课堂文件里的谜题“${String(puzzle).slice(0, 40)}”不存在。`
		);
	if (typeof input !== 'string')
		return refuse("The lesson's puzzle input is missing.", '课堂文件缺少谜题输入。');
	if (
		typeof options !== 'object' ||
		options === null ||
		Array.isArray(options) ||
		Object.values(options).some((option) => typeof option !== 'string')
	)
		return refuse(
			"The lesson's options are not a list of names and values.",
			'课堂文件的选项格式不对。'
		);
	const bookmarks = readBookmarks(file.bookmarks);
	if (!bookmarks.ok) return bookmarks;
	return {
		ok: true,
		value: {
			puzzle,
			input,
			options: Object.fromEntries(Object.entries(options as Record<string, string>)),
			bookmarks: bookmarks.value
		}
	};
}
