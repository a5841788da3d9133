import type { Lang } from '../../puzzles/types';
import { langLoaded, loadLang, rememberLang, type MessageKey } from '../i18n';
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

/**
 * Where a language's words come from, and where the language a teacher chose is kept for the next
 * visit (i18n.ts; a test's own, to hold a load or refuse it).
 */
export interface LangWords {
	/** Whether a language's words are there, so the page can be drawn in it now. */
	readonly loaded: (lang: Lang) => boolean;
	/** Loads a language's words. */
	readonly load: (lang: Lang) => Promise<void>;
	/** Keeps the language chosen for the next visit. */
	readonly remember: (lang: Lang) => void;
}

/** The settings a link carries (see {@link LinkState}). */
export type LinkedSettings = Pick<LinkState, 'lang' | 'heat' | 'embed' | 'hideCode'>;

/**
 * How the page is shown: its language, the heat map, reduced motion, embedded or not, the Code
 * view hidden or not; and the link that reopens the page as it is, settings included. The
 * settings go into a link and come back from one here; the link's text is written in link.ts.
 */
export class PageSettings {
	/**
	 * Language of every word on the page. Set to a language whose words are not loaded yet, the
	 * page stays in its language until they are (one small file, on the first switch), and says
	 * so if they cannot be; of two asked for in turn, the last wins.
	 */
	get lang(): Lang {
		return this.#lang;
	}
	set lang(lang: Lang) {
		this.#switchTo(lang, () => {});
	}

	/**
	 * The language button: shows `lang` as setting {@link lang} does, and keeps it for the next
	 * visit once it shows. A choice whose words could not load, or that another gave way to, is
	 * not kept: the next visit would open in a language it may not be able to show.
	 */
	choose(lang: Lang): void {
		this.#switchTo(lang, () => this.#words.remember(lang));
	}

	/** Shows `lang` once its words are there, then calls `shown`; a language asked for after it wins. */
	#switchTo(lang: Lang, shown: () => void): void {
		this.#asked = lang;
		if (this.#words.loaded(lang)) {
			this.#lang = lang;
			shown();
			return;
		}
		this.#words.load(lang).then(
			() => {
				if (this.#asked !== lang) return;
				this.#lang = lang;
				shown();
			},
			(error: unknown) => {
				console.warn(`The ${lang} words did not load:`, error);
				if (this.#asked !== lang) return;
				this.#asked = this.#lang;
				this.#say('langNotLoaded');
			}
		);
	}
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

	#lang = $state<Lang>('en');
	/** The language asked for last, shown once its words are loaded. */
	#asked: Lang = 'en';
	readonly #shown: PageShown;
	readonly #say: (key: MessageKey) => void;
	readonly #words: LangWords;

	/** The page is drawn in `lang` once its words are loaded (main.ts waits for them to mount it). */
	constructor(
		lang: Lang,
		shown: PageShown,
		say: (key: MessageKey) => void,
		words: LangWords = { loaded: langLoaded, load: loadLang, remember: rememberLang }
	) {
		this.#shown = shown;
		this.#say = say;
		this.#words = words;
		this.#lang = this.#asked = lang;
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
