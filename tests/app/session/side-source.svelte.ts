import type { SideSource } from '../../../src/app/session/side-moment.svelte';
import type { Moment } from '../../../src/timeline/moment';

/**
 * What the side views follow, set by a test as the player sets it: the moment on screen, its
 * search, whether playback is fast enough for the tree to follow every other seek, and whether
 * the last seek went without its tree. Reactive, as the player's fields are.
 */
export class FakeSideSource implements SideSource {
	shown = $state.raw<Moment | null>(null);
	search = $state(1);
	fast = $state(false);
	/** Plain, as SearchOverview's flag is: read when the moment changes. */
	skipped = false;

	readonly moment = (): Moment | null => this.shown;
	readonly generation = (): number => this.search;
	readonly alternate = (): boolean => this.fast;
	readonly treeSkipped = (): boolean => this.skipped;
}
