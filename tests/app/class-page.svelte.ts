import type { ClassPage } from '../../src/app/session/class-room.svelte';
import type { Bookmark } from '../../src/app/lesson';
import type { LinkState } from '../../src/app/link';

/**
 * A page for the class part to read and drive: the teacher's side reads its reactive fields (as
 * the player's are), and everything the class does to it is written to `done`, in order.
 */
export class FakeClassPage implements ClassPage {
	/** The search on screen, as a class shares it. */
	search = $state.raw<Omit<LinkState, 'step'> | null>(null);
	stepShown = $state(0);
	isPlaying = $state(false);
	playSpeed = $state(10);
	marks = $state.raw<readonly Bookmark[]>([]);
	/** What the class did to the page: `open <link>`, `show <step>`, `play <speed>`, `pause`, `bookmarks <json>`. */
	readonly done: string[] = [];

	readonly shared = (): Omit<LinkState, 'step'> | null => this.search;
	readonly step = (): number => this.stepShown;
	readonly playing = (): boolean => this.isPlaying;
	readonly speed = (): number => this.playSpeed;
	readonly bookmarks = (): readonly Bookmark[] => this.marks;
	readonly open = async (link: string): Promise<void> => {
		this.done.push(`open ${link}`);
	};
	/** Set to make the next shows fail, as a page whose worker stopped does. */
	failing = false;
	readonly show = async (step: number): Promise<void> => {
		if (this.failing) throw new Error('the worker stopped');
		this.stepShown = step;
		this.done.push(`show ${step}`);
	};
	readonly play = (speed: number): void => {
		this.isPlaying = true;
		this.playSpeed = speed;
		this.done.push(`play ${speed}`);
	};
	readonly pause = (): void => {
		this.isPlaying = false;
		this.done.push('pause');
	};
	readonly setBookmarks = (bookmarks: readonly Bookmark[]): void => {
		this.marks = bookmarks;
		this.done.push(`bookmarks ${JSON.stringify(bookmarks)}`);
	};
}
