import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	decodeBookmarks,
	encodeBookmarks,
	LessonStore,
	MAX_BOOKMARKS,
	MAX_NOTE,
	readBookmarks,
	type Bookmark
} from '../../src/app/lesson';
import { lessonFileText, readLessonFile } from '../../src/app/lesson-file';
import { memoryStorage } from './memory-storage';
import { Lesson } from '../../src/app/session/lesson.svelte';
import { puzzles } from '../../src/puzzles/all';
import { isPuzzleId } from '../../src/puzzles/registry';

const bookmark = fc.record({
	step: fc.nat(),
	note: fc.string({ unit: 'grapheme', maxLength: 60 })
});

const nyoj = puzzles[0].samples[0];
const search = {
	puzzle: 'sudoku',
	input: nyoj.input,
	options: { order: 'rowmajor', mode: 'first' }
} as const;

describe('bookmarks as links and files hold them', () => {
	it('come back exactly from a link value and from a lesson file', () => {
		fc.assert(
			fc.property(fc.array(bookmark, { maxLength: 12 }), (bookmarks) => {
				expect(decodeBookmarks(encodeBookmarks(bookmarks))).toEqual(bookmarks);
				const file = readLessonFile(lessonFileText({ ...search, bookmarks }), isPuzzleId);
				expect(file).toEqual({ ok: true, value: { ...search, bookmarks } });
			})
		);
	});

	it('are refused with the bookmark and the reason when a step, a note or the count is wrong', () => {
		const why = (value: unknown) => {
			const read = readBookmarks(value);
			return read.ok ? null : read.error.message.en;
		};
		expect(
			why([
				[3, 'ok'],
				[2.5, 'half']
			])
		).toBe('Bookmark 2: its step must be a whole number from 0.');
		expect(why([{ step: 1, note: 7 }])).toBe('Bookmark 1: its note must be text.');
		expect(why([[1, 'x'.repeat(MAX_NOTE + 1)]])).toBe(
			`Bookmark 1: its note is longer than ${MAX_NOTE} characters.`
		);
		expect(why(Array.from({ length: MAX_BOOKMARKS + 1 }, () => [0, '']))).toMatch(/at most 100/);
		expect(why('[]')).toBe('The bookmarks are not a list.');
		expect(readBookmarks([[0, '']])).toEqual({ ok: true, value: [{ step: 0, note: '' }] });
	});

	it('refuse a file that is not a Backstep lesson, or names an unknown puzzle, saying so in both languages', () => {
		const message = (text: string) => {
			const read = readLessonFile(text, isPuzzleId);
			return read.ok ? null : read.error.message;
		};
		expect(message('not json')?.en).toBe('The file is not JSON.');
		expect(message('{"bookmarks": []}')?.en).toMatch(/not a Backstep lesson/);
		const file = JSON.parse(lessonFileText({ ...search, bookmarks: [] })) as Record<
			string,
			unknown
		>;
		expect(message(JSON.stringify({ ...file, puzzle: 'chess' }))?.en).toMatch(/"chess" is not one/);
		expect(message(JSON.stringify({ ...file, version: 99 }))?.zh).toMatch(/更新版本/);
		expect(message(JSON.stringify({ ...file, options: { order: 3 } }))?.en).toMatch(/options/);
		// The version exactly, and options as names and values, not a list.
		for (const version of [-1e308, 0, 0.5, '1', null, [1], undefined])
			expect(message(JSON.stringify({ ...file, version }))).toEqual({
				en: expect.stringMatching(/^The lesson's version .+ is not one Backstep reads/),
				zh: expect.stringMatching(/^课堂文件的版本 .+ 无法读取/)
			});
		expect(message(JSON.stringify({ ...file, version: 1.5 }))?.en).toMatch(
			/not one Backstep reads/
		);
		expect(message(JSON.stringify({ ...file, options: ['mrv', 'first'] }))?.en).toMatch(
			/options are not a list of names and values/
		);
		expect(message(JSON.stringify({ ...file, version: 1 }))).toBeNull();
	});
});

describe('the lessons the browser keeps', () => {
	it('keeps each search’s bookmarks apart, and forgets a search whose last bookmark went', () => {
		const store = new LessonStore(() => storage);
		const storage = memoryStorage();
		const other = { ...search, options: { order: 'mrv', mode: 'first' } };
		store.save(search, [{ step: 5, note: 'five' }]);
		store.save(other, [{ step: 9, note: 'nine' }]);
		expect(store.load(search)).toEqual([{ step: 5, note: 'five' }]);
		expect(store.load(other)).toEqual([{ step: 9, note: 'nine' }]);
		store.save(search, []);
		expect(store.load(search)).toEqual([]);
		expect(storage.length).toBe(2);
	});

	it('keeps the 50 newest lessons and drops the oldest', () => {
		const storage = memoryStorage();
		const store = new LessonStore(() => storage);
		for (let n = 0; n < 55; n++)
			store.save({ ...search, input: String(n) }, [{ step: n, note: '' }]);
		expect(store.load({ ...search, input: '0' })).toEqual([]);
		expect(store.load({ ...search, input: '54' })).toEqual([{ step: 54, note: '' }]);
		expect(storage.length).toBe(51);
	});

	it('goes on without storage when the browser refuses it', () => {
		const store = new LessonStore(() => memoryStorage(true));
		expect(() => store.save(search, [{ step: 1, note: '' }])).not.toThrow();
		expect(store.load(search)).toEqual([]);
		const broken = new LessonStore(() => {
			throw new Error('storage switched off');
		});
		expect(broken.load(search)).toEqual([]);
	});
});

describe('a lesson’s walk', () => {
	const marks = (lesson: Lesson) => lesson.bookmarks.map((b: Bookmark) => b.note);

	it('adds at the step’s place, and from the start Next goes to the first bookmark', () => {
		const lesson = new Lesson();
		expect(lesson.nextIndex).toBeNull();
		lesson.add(10, ' a ');
		lesson.add(20, 'b');
		expect(marks(lesson)).toEqual(['a', 'b']);
		lesson.add(5, 'before');
		expect(marks(lesson)).toEqual(['before', 'a', 'b']);
		expect(lesson.at).toBe(0);
		lesson.replace([{ step: 1, note: 'x' }]);
		expect([lesson.at, lesson.nextIndex, lesson.previousIndex]).toEqual([-1, 0, null]);
	});

	it('keeps the class at the same bookmark when the list is reordered or another is deleted', () => {
		fc.assert(
			fc.property(
				fc.array(bookmark, { minLength: 1, maxLength: 8 }),
				fc.array(fc.tuple(fc.constantFrom('up', 'down', 'delete'), fc.nat(9)), { maxLength: 12 }),
				fc.nat(7),
				(bookmarks, edits, start) => {
					const lesson = new Lesson();
					lesson.replace(bookmarks.map((b, i) => ({ ...b, note: `n${i}` })));
					lesson.at = Math.min(start, bookmarks.length - 1);
					let current: string | undefined = lesson.bookmarks[lesson.at]?.note;
					for (const [edit, index] of edits) {
						if (edit === 'delete') {
							if (lesson.bookmarks[index]?.note === current) current = undefined;
							lesson.remove(index);
						} else lesson.move(index, edit === 'up' ? -1 : 1);
						if (current !== undefined) expect(lesson.bookmarks[lesson.at].note).toBe(current);
						expect(lesson.at).toBeGreaterThanOrEqual(-1);
						expect(lesson.at).toBeLessThan(lesson.bookmarks.length);
					}
				}
			)
		);
	});

	it('refuses a bookmark once full, and cuts a note to its longest', () => {
		const lesson = new Lesson();
		lesson.replace(Array.from({ length: MAX_BOOKMARKS - 1 }, (_, step) => ({ step, note: '' })));
		expect(lesson.add(1, 'y'.repeat(MAX_NOTE + 10))).toBe(true);
		expect(lesson.bookmarks[lesson.at].note).toHaveLength(MAX_NOTE);
		expect(lesson.full).toBe(true);
		expect(lesson.add(2, 'no room')).toBe(false);
	});
});
