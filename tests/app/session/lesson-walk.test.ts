import fc from 'fast-check';
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
	/** The lesson: bookmarks at steps 5, 44 and 106, in that order. */
	const inOrder: Bookmark[] = [
		{ step: 5, note: 'a' },
		{ step: 44, note: 'b' },
		{ step: 106, note: 'c' }
	];

	test('from Restart, Next walks 5, 44 and 106, then says there is no bookmark after this step', async () => {
		const { lesson, page } = walkedLesson();
		lesson.take(queens, inOrder);
		for (let i = 0; i < 4; i++) await lesson.next();
		expect(page.went).toEqual([5, 44, 106]);
		expect(page.said).toEqual(['noBookmarkAfter']);
		expect(page.step).toBe(106);
		expect(lesson.shown).toEqual({ index: 2, bookmark: inOrder[2] });
	});

	test('from the last bookmark, Previous goes back through the list, then says there is none before', async () => {
		const { lesson, page } = walkedLesson();
		lesson.take(queens, inOrder);
		await lesson.goTo(2);
		for (let i = 0; i < 3; i++) await lesson.previous();
		expect(page.went).toEqual([106, 44, 5]);
		expect(page.said).toEqual(['noBookmarkBefore']);
	});

	test('between bookmarks, Next goes to the first after the step and Previous to the last before it', async () => {
		const { lesson, page } = walkedLesson();
		lesson.take(queens, inOrder);
		await lesson.goTo(2);
		page.step = 2;
		await lesson.next();
		page.step = 43;
		await lesson.next();
		page.step = 43;
		await lesson.previous();
		page.step = 200;
		await lesson.previous();
		page.step = 3;
		await lesson.previous();
		expect(page.went).toEqual([106, 5, 44, 5, 106]);
		expect(page.said).toEqual(['noBookmarkBefore']);
	});

	test('a lesson opened on a bookmarked step shows that bookmark, and walks on from it', async () => {
		const { lesson, page } = walkedLesson();
		page.step = 44;
		lesson.take(queens, inOrder);
		expect(lesson.shown).toEqual({ index: 1, bookmark: inOrder[1] });
		await lesson.next();
		expect(page.went).toEqual([106]);
	});

	test('on a bookmark, Next and Previous follow the lesson’s own order, which may go back in steps', async () => {
		const { lesson, page } = walkedLesson();
		lesson.take(queens, three);
		await lesson.goTo(0);
		await lesson.next();
		await lesson.next();
		await lesson.previous();
		expect(page.went).toEqual([44, 5, 106, 5]);
		expect(lesson.shown?.index).toBe(1);
	});

	test('Next and Previous agree with the rule for any lesson, step and bookmark last gone to', () => {
		fc.assert(
			fc.property(
				fc.array(fc.nat(30), { maxLength: 8 }),
				fc.nat(32),
				fc.integer({ min: -1, max: 7 }),
				(steps, step, at) => {
					const { lesson, page } = walkedLesson();
					lesson.take(
						queens,
						steps.map((s, i) => ({ step: s, note: `${i}` }))
					);
					lesson.at = Math.min(at, steps.length - 1);
					page.step = step;
					// The rule, as the issue states it.
					const atShown = lesson.at >= 0 && steps[lesson.at] === step;
					const here = atShown ? lesson.at : steps.indexOf(step);
					const after = steps.findIndex((s) => s > step);
					const before = steps
						.map((s, i) => (s < step ? i : -1))
						.reduce((a, b) => Math.max(a, b), -1);
					const next =
						here >= 0 ? (here + 1 < steps.length ? here + 1 : null) : after < 0 ? null : after;
					const previous = here >= 0 ? (here > 0 ? here - 1 : null) : before < 0 ? null : before;
					expect([lesson.nextIndex, lesson.previousIndex]).toEqual([next, previous]);
				}
			)
		);
	});

	test('a lesson without bookmarks says so for Next and Previous', async () => {
		const { lesson, page } = walkedLesson();
		await lesson.next();
		await lesson.previous();
		expect(page.said).toEqual(['noBookmarks', 'noBookmarks']);
		expect(page.went).toEqual([]);
	});

	test('a bookmark added goes into the list at its step’s place and is kept in the browser', async () => {
		const { lesson, page, store } = walkedLesson();
		lesson.take(queens, inOrder);
		await lesson.goTo(0);
		page.step = 60;
		expect(lesson.add(page.step, 'added')).toBe(true);
		expect(lesson.bookmarks.map((bookmark) => bookmark.step)).toEqual([5, 44, 60, 106]);
		expect(lesson.shown?.bookmark.note).toBe('added');
		// In a list the teacher reordered, before the first bookmark of a later step.
		lesson.take(ring, three);
		lesson.add(50, 'mid');
		lesson.add(1, 'early');
		expect(lesson.bookmarks.map((bookmark) => bookmark.step)).toEqual([1, 44, 5, 50, 106]);
		lesson.move(1, 1);
		lesson.remove(0);
		expect(store.load(ring).map((bookmark) => bookmark.note)).toEqual([
			'second',
			'first',
			'mid',
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
		expect(lesson.bookmarks.map((bookmark) => bookmark.note)).toEqual(['kept', 'on the page']);
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
