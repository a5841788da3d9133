import type { Bookmark } from '../lesson';
import { MAX_BOOKMARKS, MAX_NOTE } from '../lesson';

/**
 * A teacher's lesson on the search shown: bookmarks in the order the teacher will walk them, and
 * which one the class is at. Next and Previous follow the list's order, not the steps' order: a
 * lesson may come back to an earlier moment.
 */
export class Lesson {
	/** The bookmarks, in the lesson's order. */
	bookmarks = $state.raw<readonly Bookmark[]>([]);
	/** The bookmark last gone to or added; -1 before the first, so Next goes to the first. */
	at = $state(-1);

	/** Whether another bookmark can be added. */
	readonly full = $derived(this.bookmarks.length >= MAX_BOOKMARKS);

	/** Puts a new list in place (a link's, a file's, the browser's), ready at its first bookmark. */
	replace(bookmarks: readonly Bookmark[]): void {
		this.bookmarks = bookmarks;
		this.at = -1;
	}

	/** Adds a bookmark after the one the class is at; false when the lesson is full. */
	add(step: number, note: string): boolean {
		if (this.full) return false;
		const index = this.at + 1;
		const bookmark = { step, note: note.trim().slice(0, MAX_NOTE) };
		this.bookmarks = [...this.bookmarks.slice(0, index), bookmark, ...this.bookmarks.slice(index)];
		this.at = index;
		return true;
	}

	/** Deletes a bookmark. */
	remove(index: number): void {
		if (index < 0 || index >= this.bookmarks.length) return;
		this.bookmarks = this.bookmarks.filter((_, i) => i !== index);
		if (this.at >= index) this.at--;
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
	}

	/** The index Next bookmark goes to, or null after the last. */
	get nextIndex(): number | null {
		return this.at + 1 < this.bookmarks.length ? this.at + 1 : null;
	}

	/** The index Previous bookmark goes to, or null at the first. */
	get previousIndex(): number | null {
		return this.at > 0 ? this.at - 1 : null;
	}
}
