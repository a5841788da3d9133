import type { PuzzleId } from '../puzzles/registry';
import type { InputError, PuzzleOptions, Result } from '../puzzles/types';

/** One moment a teacher keeps for a lesson: a step of the search and what to say there. */
export interface Bookmark {
	readonly step: number;
	/** Plain text, shown as text (never as markup). */
	readonly note: string;
}

/** The search a lesson is about: a bookmark's step means something only in this search. */
export interface LessonSearch {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
}

/** A lesson as a file holds it (Export lesson, Import lesson): the search and its bookmarks. */
export interface LessonFile extends LessonSearch {
	readonly bookmarks: readonly Bookmark[];
}

/** Bookmarks a lesson holds at most: enough for any lesson, small enough for a link. */
export const MAX_BOOKMARKS = 100;
/** Characters a note holds at most. */
export const MAX_NOTE = 500;
/** A refusal of input, in both languages. */
export const refuse = (en: string, zh: string): { ok: false; error: InputError } => ({
	ok: false,
	error: { message: { en, zh } }
});

/**
 * Reads a list of bookmarks (from a link, a file or the browser's storage): each a whole step
 * and a note of at most {@link MAX_NOTE} characters, at most {@link MAX_BOOKMARKS} of them.
 * Says which bookmark is wrong and why.
 */
export function readBookmarks(value: unknown): Result<Bookmark[]> {
	if (!Array.isArray(value)) return refuse('The bookmarks are not a list.', '书签不是一个列表。');
	if (value.length > MAX_BOOKMARKS)
		return refuse(
			`A lesson holds at most ${MAX_BOOKMARKS} bookmarks; this one has ${value.length}.`,
			`一节课最多 ${MAX_BOOKMARKS} 个书签，这里有 ${value.length} 个。`
		);
	const bookmarks: Bookmark[] = [];
	for (const [index, item] of value.entries()) {
		const n = index + 1;
		const entry: unknown = Array.isArray(item) ? { step: item[0], note: item[1] } : item;
		if (typeof entry !== 'object' || entry === null)
			return refuse(
				`Bookmark ${n} is not a step with a note.`,
				`第 ${n} 个书签不是“步骤 + 备注”。`
			);
		const { step, note } = entry as { step?: unknown; note?: unknown };
		if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 0)
			return refuse(
				`Bookmark ${n}: its step must be a whole number from 0.`,
				`第 ${n} 个书签：步骤必须是从 0 开始的整数。`
			);
		if (typeof note !== 'string')
			return refuse(`Bookmark ${n}: its note must be text.`, `第 ${n} 个书签：备注必须是文字。`);
		if (note.length > MAX_NOTE)
			return refuse(
				`Bookmark ${n}: its note is longer than ${MAX_NOTE} characters.`,
				`第 ${n} 个书签：备注超过 ${MAX_NOTE} 个字符。`
			);
		bookmarks.push({ step, note });
	}
	return { ok: true, value: bookmarks };
}

/** Bookmarks as a link's `lesson` value: a short JSON list of [step, note] pairs. */
export function encodeBookmarks(bookmarks: readonly Bookmark[]): string {
	return JSON.stringify(bookmarks.map(({ step, note }) => [step, note]));
}

/** Reads a link's `lesson` value; null when it is not a valid list (the link opens without it). */
export function decodeBookmarks(text: string): Bookmark[] | null {
	try {
		const read = readBookmarks(JSON.parse(text));
		return read.ok ? read.value : null;
	} catch {
		return null;
	}
}

/** The key under which the browser keeps the bookmarks of one search. */
export function lessonKey(search: LessonSearch): string {
	const options = Object.keys(search.options)
		.sort()
		.map((key) => `${key}=${search.options[key]}`)
		.join('&');
	return `backstep-lesson:${search.puzzle}:${options}:${search.input}`;
}

/** Lessons the browser keeps at most; the oldest go first. */
const MAX_SAVED_LESSONS = 50;
const SAVED_INDEX = 'backstep-lessons';

/**
 * The lessons kept in the browser (localStorage), one per search. Storage may be refused (full,
 * switched off, a private window): the lesson then lives as long as the page, and in its link.
 */
export class LessonStore {
	readonly #storage: () => Storage;

	constructor(storage: () => Storage = () => localStorage) {
		this.#storage = storage;
	}

	/** The bookmarks kept for a search, or none. */
	load(search: LessonSearch): Bookmark[] {
		try {
			const text = this.#storage().getItem(lessonKey(search));
			return text === null ? [] : (decodeBookmarks(text) ?? []);
		} catch {
			return [];
		}
	}

	/** Keeps a search's bookmarks (none: forgets the search). */
	save(search: LessonSearch, bookmarks: readonly Bookmark[]): void {
		const key = lessonKey(search);
		try {
			const storage = this.#storage();
			const keys = this.#index(storage).filter((known) => known !== key);
			if (bookmarks.length === 0) storage.removeItem(key);
			else {
				storage.setItem(key, encodeBookmarks(bookmarks));
				keys.push(key);
			}
			for (const old of keys.splice(0, Math.max(0, keys.length - MAX_SAVED_LESSONS)))
				storage.removeItem(old);
			storage.setItem(SAVED_INDEX, JSON.stringify(keys));
		} catch {
			// Storage refused: the lesson stays on the page and in its link.
		}
	}

	#index(storage: Storage): string[] {
		try {
			const keys: unknown = JSON.parse(storage.getItem(SAVED_INDEX) ?? '[]');
			return Array.isArray(keys) ? keys.filter((key) => typeof key === 'string') : [];
		} catch {
			return [];
		}
	}
}
