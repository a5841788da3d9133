import type { Lang } from '../../puzzles/types';
import type { Bookmark } from '../lesson';
import { encodeLink, type LinkState } from '../link';
import type { LoadedSearch } from './search-session.svelte';

/** What the page shows besides its settings, which its link carries too. */
export interface PageShown {
	/** The search loaded, null before the first load. */
	readonly search: () => LoadedSearch | null;
	/** The lesson's bookmarks on it. */
	readonly bookmarks: () => readonly Bookmark[];
	/** The step on screen. */
	readonly step: () => number;
}

/** The settings a link carries (see {@link LinkState}). */
export type LinkedSettings = Pick<LinkState, 'lang' | 'heat' | 'embed' | 'hideCode'>;

/**
 * How the page is shown: its language, the heat map, reduced motion, embedded or not, the Code
 * view hidden or not; and the link that reopens the page as it is, settings included. The
 * settings go into a link and come back from one here; the link's text is written in link.ts.
 */
export class PageSettings {
	/** Language of every word on the page. */
	lang = $state<Lang>('en');
	/** Draw the board's heat map. */
	showHeat = $state(false);
	/** The system asks for reduced motion. */
	reducedMotion = $state(false);
	/** Only the board, the narration and the playback controls: the page is embedded in a slide or a course page. */
	embed = $state(false);
	/** The Code view is hidden, so a class works the algorithm out from the board and the tree. */
	hideCode = $state(false);

	/** What the link holds but the step: it changes with a load or a setting, not with each step. */
	readonly linkSettings = $derived.by((): Omit<LinkState, 'step'> | null => {
		const search = this.#shown.search();
		return search === null
			? null
			: {
					...search,
					lang: this.lang,
					heat: this.showHeat,
					bookmarks: this.#shown.bookmarks(),
					...(this.embed ? { embed: true } : {}),
					...(this.hideCode ? { hideCode: true } : {})
				};
	});
	/** What that link holds (null before a search is loaded): Copy link and the embed code read it. */
	readonly linkState = $derived.by(() =>
		this.linkSettings === null ? null : { ...this.linkSettings, step: this.#shown.step() }
	);
	/** The URL fragment that reopens the moment on screen, in this language, heat map on or off, with the lesson. */
	readonly link = $derived(this.linkState === null ? null : encodeLink(this.linkState));

	readonly #shown: PageShown;

	constructor(lang: Lang, shown: PageShown) {
		this.lang = lang;
		this.#shown = shown;
	}

	/**
	 * Takes the settings a link carries: its language and heat map when it names them (else they
	 * stay as they are), embedded and hidden code as it says.
	 */
	takeLink(link: LinkedSettings): void {
		if (link.lang !== undefined) this.lang = link.lang;
		if (link.heat !== undefined) this.showHeat = link.heat;
		this.embed = link.embed ?? false;
		this.hideCode = link.hideCode ?? false;
	}

	/** Whether a board animates a change that would animate: never under reduced motion. */
	animates(change: boolean): boolean {
		return !this.reducedMotion && change;
	}
}
