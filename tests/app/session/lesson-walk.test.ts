import { describe, expect, test } from 'vitest';
import type { MessageKey } from '../../../src/app/i18n';
import { LessonStore, type Bookmark, type LessonSearch } from '../../../src/app/lesson';
import { Lesson } from '../../../src/app/session/lesson.svelte';
import { memoryStorage } from '../memory-storage';

const queens: LessonSearch = { puzzle: 'queens', input: '6', options: { mode: 'all' } };
const ring: LessonSearch = { puzzle: 'ring', input: '6', options: {} };
const three: Bookmark[] = [
	{ step: 44, note: 'first' },
	{ step: 5, note: 'second' },
	{ step: 106, note: 'third' }
];

/**
 * A lesson on a page whose step the test sets: going to a bookmark shows its step, and what the
 * lesson says is recorded.
 */
function walkedLesson() {
	const storage = memoryStorage();
	const store = new LessonStore(() => storage);
	const page = { step: 0, said: [] as MessageKey[], went: [] as number[] };
	const lesson = new Lesson(store, {
		step: () => page.step,
		go: (step) => {
			page.went.push(step);
			page.step = step;
			return Promise.resolve();
		},
		say: (notice) => void page.said.push(notice)
	});
	return { lesson, page, store };
}

describe('the lesson’s walk', () => {
	test('Next goes through the bookmarks in the lesson’s order, then says there are no more', async () => {
		const { lesson, page } = walkedLesson();
		lesson.take(queens, three);
		for (let i = 0; i < 4; i++) await lesson.next();
		expect(page.went).toEqual([44, 5, 106]);
		expect(page.said).toEqual(['noMoreBookmarks']);
		expect(lesson.shown).toEqual({ index: 2, bookmark: three[2] });
	});

	test('Previous goes back through the list, and at the first says there is none earlier', async () => {
		const { lesson, page } = walkedLesson();
		lesson.take(queens, three);
		await lesson.goTo(2);
		await lesson.previous();
		await lesson.previous();
		await lesson.previous();
		expect(page.went).toEqual([106, 5, 44]);
		expect(page.said).toEqual(['noEarlierBookmark']);
	});

	test('after moving on from a bookmark, Previous goes back to it first', async () => {
		const { lesson, page } = walkedLesson();
		lesson.take(queens, three);
		await lesson.goTo(1);
		page.step = 9;
		expect(lesson.shown).toBeNull();
		await lesson.previous();
		expect(page.went).toEqual([5, 5]);
		expect(lesson.shown?.index).toBe(1);
	});

	test('a lesson without bookmarks says so for Next and Previous', async () => {
		const { lesson, page } = walkedLesson();
		await lesson.next();
		await lesson.previous();
		expect(page.said).toEqual(['noBookmarks', 'noBookmarks']);
		expect(page.went).toEqual([]);
	});

	test('a bookmark added goes after the one the class is at and is kept in the browser', async () => {
		const { lesson, page, store } = walkedLesson();
		lesson.take(queens, three);
		await lesson.goTo(0);
		page.step = 60;
		expect(lesson.add(page.step, 'added')).toBe(true);
		expect(lesson.bookmarks.map((bookmark) => bookmark.step)).toEqual([44, 60, 5, 106]);
		expect(lesson.shown?.bookmark.note).toBe('added');
		lesson.move(1, 1);
		lesson.remove(0);
		expect(store.load(queens).map((bookmark) => bookmark.note)).toEqual([
			'second',
			'added',
			'third'
		]);
	});

	test('a new search takes the bookmarks the browser kept for it; the same search again keeps the lesson', () => {
		const { lesson, store } = walkedLesson();
		store.save(ring, [{ step: 3, note: 'kept' }]);
		lesson.take(queens, three);
		lesson.take(ring, undefined);
		expect(lesson.bookmarks).toEqual([{ step: 3, note: 'kept' }]);
		lesson.add(7, 'on the page');
		lesson.take({ ...ring }, undefined);
		expect(lesson.bookmarks.map((bookmark) => bookmark.note)).toEqual(['on the page', 'kept']);
		// A link's bookmarks win over the stored ones, and are stored from then on.
		lesson.take(ring, [{ step: 1, note: 'linked' }]);
		expect(store.load(ring)).toEqual([{ step: 1, note: 'linked' }]);
		expect(lesson.at).toBe(-1);
	});

	test('a full lesson refuses another bookmark and says so', () => {
		const { lesson, page } = walkedLesson();
		lesson.take(
			queens,
			Array.from({ length: 100 }, (_, step) => ({ step, note: '' }))
		);
		expect(lesson.add(1, 'one more')).toBe(false);
		expect(page.said).toEqual(['lessonFull']);
		expect(lesson.bookmarks).toHaveLength(100);
	});
});
