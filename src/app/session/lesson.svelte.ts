import type { MessageKey } from '../i18n';
import { LessonStore, MAX_BOOKMARKS, MAX_NOTE, type Bookmark, type LessonSearch } from '../lesson';

/** What the lesson asks of the page. */
export interface LessonHooks {
	/** The step on screen. */
	readonly step: () => number;
	/** Goes to a bookmark's step: playback stops, and the page goes there once it is recorded. */
	readonly go: (step: number) => Promise<void>;
	/** Says why a command went nowhere (the lesson is full, no bookmark after the last). */
	readonly say: (notice: MessageKey) => void;
}

/** A lesson on its own: no step on screen, nowhere to go, nothing to say (the rules' tests). */
const ALONE: LessonHooks = { step: () => 0, go: () => Promise.resolve(), say: () => {} };

/** Whether two searches are the same search (a bookmark's step means the same in both). */
function sameSearch(a: LessonSearch, b: LessonSearch): boolean {
	return (
		a.puzzle === b.puzzle &&
		a.input === b.input &&
		JSON.stringify(a.options) === JSON.stringify(b.options)
	);
}

/**
 * A teacher's lesson on the search shown: bookmarks in the order the teacher will walk them, and
 * which one the class is at. Next and Previous follow the step on screen: from a bookmark on
 * screen they follow the list's order (a lesson may come back to an earlier moment); from any
 * other step they go to the nearest bookmark after (or before) it. Each change is kept in the
 * browser (a {@link LessonStore}), one lesson per search.
 */
export class Lesson {
	/** The bookmarks, in the lesson's order. */
	bookmarks = $state.raw<readonly Bookmark[]>([]);
	/** The bookmark last gone to or added; -1 before the first, so Next goes to the first. */
	at = $state(-1);

	/** Whether another bookmark can be added. */
	get full(): boolean {
		return this.bookmarks.length >= MAX_BOOKMARKS;
	}
	/**
	 * The bookmark on screen, with its place in the lesson: the one the class is at while its step
	 * is shown, else the first at the step shown (a link may open on one).
	 */
	readonly shown = $derived.by(() => {
		const index = this.#onScreen();
		return index < 0 ? null : { index, bookmark: this.bookmarks[index] };
	});

	readonly #store: LessonStore;
	readonly #hooks: LessonHooks;
	/** The search the bookmarks belong to. */
	#search: LessonSearch | null = null;

	/** `store` keeps each search's bookmarks (the browser's storage; a test's own). */
	constructor(store = new LessonStore(), hooks: LessonHooks = ALONE) {
		this.#store = store;
		this.#hooks = hooks;
	}

	/**
	 * The lesson of a search just loaded: the bookmarks a link or a file brought (kept in the
	 * browser from then on), or those the browser kept for this search. Reloading the same search
	 * keeps the lesson as it is.
	 */
	take(search: LessonSearch, bookmarks: readonly Bookmark[] | undefined): void {
		const same = this.#search !== null && sameSearch(this.#search, search);
		this.#search = search;
		if (bookmarks !== undefined) {
			this.replace(bookmarks);
			this.#store.save(search, bookmarks);
		} else if (!same) this.replace(this.#store.load(search));
	}

	/** Puts a new list in place (a link's, a file's, the browser's), ready at its first bookmark. */
	replace(bookmarks: readonly Bookmark[]): void {
		this.bookmarks = bookmarks;
		this.at = -1;
	}

	/**
	 * Bookmarks a step with a note, at its step's place in the list (before the first bookmark of
	 * a later step; the teacher may reorder it by hand); false (saying so) when full.
	 */
	add(step: number, note: string): boolean {
		if (this.full) {
			this.#hooks.say('lessonFull');
			return false;
		}
		const later = this.bookmarks.findIndex((bookmark) => bookmark.step > step);
		const index = later < 0 ? this.bookmarks.length : later;
		const bookmark = { step, note: note.trim().slice(0, MAX_NOTE) };
		this.bookmarks = [...this.bookmarks.slice(0, index), bookmark, ...this.bookmarks.slice(index)];
		this.at = index;
		this.#save();
		return true;
	}

	/** Deletes a bookmark. */
	remove(index: number): void {
		if (index < 0 || index >= this.bookmarks.length) return;
		this.bookmarks = this.bookmarks.filter((_, i) => i !== index);
		if (this.at >= index) this.at--;
		this.#save();
	}

	/** Moves a bookmark up (-1) or down (+1) the list; the class stays at the same bookmark. */
	move(index: number, by: -1 | 1): void {
		const to = index + by;
		if (index < 0 || to < 0 || to >= this.bookmarks.length) return;
		const list = [...this.bookmarks];
		[list[index], list[to]] = [list[to], list[index]];
		this.bookmarks = list;
		if (this.at === index) this.at = to;
		else if (this.at === to) this.at = index;
		this.#save();
	}

	/** Goes to a bookmark's step (once recorded) and shows its note. */
	async goTo(index: number): Promise<void> {
		const bookmark = this.bookmarks[index];
		if (bookmark === undefined) return;
		this.at = index;
		await this.#hooks.go(bookmark.step);
	}

	/**
	 * The bookmark on screen: the one the class is at while its step is shown, else the first in
	 * the list at the step shown; -1 when no bookmark is at that step.
	 */
	#onScreen(): number {
		const step = this.#hooks.step();
		if (this.bookmarks[this.at]?.step === step) return this.at;
		return this.bookmarks.findIndex((bookmark) => bookmark.step === step);
	}

	/**
	 * The index Next bookmark goes to: the one after the bookmark on screen in the lesson's order,
	 * or with none on screen the first in the list whose step is after the step shown; null when
	 * there is none.
	 */
	get nextIndex(): number | null {
		const here = this.#onScreen();
		if (here >= 0) return here + 1 < this.bookmarks.length ? here + 1 : null;
		const step = this.#hooks.step();
		const after = this.bookmarks.findIndex((bookmark) => bookmark.step > step);
		return after < 0 ? null : after;
	}

	/** The index Previous bookmark goes to: {@link nextIndex} mirrored (the last before). */
	get previousIndex(): number | null {
		const here = this.#onScreen();
		if (here >= 0) return here > 0 ? here - 1 : null;
		const step = this.#hooks.step();
		for (let index = this.bookmarks.length - 1; index >= 0; index--)
			if (this.bookmarks[index].step < step) return index;
		return null;
	}

	/** Goes to the next bookmark (see {@link nextIndex}); with none after, says so. */
	next = (): Promise<void> => this.#walk(this.nextIndex, 'noBookmarkAfter');

	/** Goes to the previous bookmark (see {@link previousIndex}); with none before, says so. */
	previous = (): Promise<void> => this.#walk(this.previousIndex, 'noBookmarkBefore');

	/** Goes to a bookmark, or says there is none to go to. */
	#walk(index: number | null, none: MessageKey): Promise<void> {
		if (index !== null) return this.goTo(index);
		this.#hooks.say(this.bookmarks.length === 0 ? 'noBookmarks' : none);
		return Promise.resolve();
	}

	/** Keeps the lesson in the browser after a change. */
	#save(): void {
		if (this.#search !== null) this.#store.save(this.#search, this.bookmarks);
	}
}
