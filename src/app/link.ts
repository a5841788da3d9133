import type { PuzzleId } from '../puzzles/registry';
import type { Lang, PuzzleOptions } from '../puzzles/types';
import { decodeBookmarks, encodeBookmarks, type Bookmark } from './lesson';
import { LatestWins } from './session/latest-wins';

/** One moment of one search, as a shareable link holds it. */
export interface LinkState {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
	/** The step shown, 0 for the start. */
	readonly step: number;
	/** The page's language; a link without one opens in the reader's own. */
	readonly lang?: Lang;
	/** Whether the board shows its heat map; a link without it leaves the switch as it is. */
	readonly heat?: boolean;
	/** The lesson's bookmarks; a link without them opens the bookmarks the browser kept, if any. */
	readonly bookmarks?: readonly Bookmark[];
	/** Only the board, the narration and the playback controls, for an iframe (`embed=1`). */
	readonly embed?: boolean;
	/** The Code view is hidden: the class works the algorithm out from the board and the tree (`code=hidden`). */
	readonly hideCode?: boolean;
}

const LANGS: readonly Lang[] = ['en', 'zh'];

// Option keys travel with a prefix so an option can never shadow the puzzle, input or step.
const OPTION_PREFIX = 'o.';

/**
 * The URL fragment (with its '#') for a moment. The fragment, not the query, so the link works on
 * any static host and never reaches a server log.
 */
export function encodeLink(state: LinkState): string {
	const params = new URLSearchParams();
	params.set('puzzle', state.puzzle);
	for (const key of Object.keys(state.options).sort())
		params.set(OPTION_PREFIX + key, state.options[key]);
	params.set('step', String(state.step));
	if (state.lang !== undefined) params.set('lang', state.lang);
	if (state.heat !== undefined) params.set('heat', state.heat ? '1' : '0');
	if (state.embed === true) params.set('embed', '1');
	if (state.hideCode === true) params.set('code', 'hidden');
	if (state.bookmarks !== undefined && state.bookmarks.length > 0)
		params.set('lesson', encodeBookmarks(state.bookmarks));
	// The input goes last: it is the long part, and the short ones stay readable in the address bar.
	params.set('input', state.input);
	return '#' + params.toString();
}

/**
 * Reads a URL fragment written by {@link encodeLink}; null when it does not name a known puzzle
 * with an input. A missing or malformed step (anything but decimal digits) means the start; an
 * unknown language or heat value, or a lesson that is not a valid list of bookmarks, is left out,
 * as if the link had none.
 */
export function decodeLink(
	fragment: string,
	isPuzzleId: (id: string) => id is PuzzleId
): LinkState | null {
	const params = new URLSearchParams(fragment.replace(/^#/, ''));
	const puzzle = params.get('puzzle');
	const input = params.get('input');
	if (puzzle === null || input === null || !isPuzzleId(puzzle)) return null;
	// Built from entries, so a key such as "__proto__" is an own option, never the prototype.
	const options: Record<string, string> = Object.fromEntries(
		[...params]
			.filter(([key]) => key.startsWith(OPTION_PREFIX) && key.length > OPTION_PREFIX.length)
			.map(([key, value]) => [key.slice(OPTION_PREFIX.length), value])
	);
	// Decimal digits only: Number() would also read "0x10" as 16 and "1e9" as a billion.
	const stepText = params.get('step') ?? '0';
	const step = /^[0-9]+$/.test(stepText) ? Number(stepText) : -1;
	const lang = LANGS.find((known) => known === params.get('lang'));
	const heatValue = params.get('heat');
	const heat = heatValue === '1' ? true : heatValue === '0' ? false : undefined;
	const lesson = params.get('lesson');
	const bookmarks = lesson === null ? null : decodeBookmarks(lesson);
	return {
		puzzle,
		input,
		options,
		step: Number.isSafeInteger(step) && step >= 0 ? step : 0,
		...(lang === undefined ? {} : { lang }),
		...(heat === undefined ? {} : { heat }),
		...(bookmarks === null ? {} : { bookmarks }),
		...(params.get('embed') === '1' ? { embed: true } : {}),
		...(params.get('code') === 'hidden' ? { hideCode: true } : {})
	};
}

/** Runs `task` when the page is idle (at the latest after a second), else after the current task. */
export function whenIdle(task: () => void): void {
	if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
	else setTimeout(task, 0);
}

/**
 * Writes the address bar at most once per `intervalMs`, always ending on the latest value: playing
 * changes the step sixty times a second, and browsers throttle (or refuse) faster history updates.
 * A write waits for the page to be idle: `history.replaceState` took 3-18 ms in Chromium, and
 * made inside the update of a step it delayed that step on the screen by as much.
 */
export class LinkWriter {
	readonly #write: (fragment: string) => void;
	readonly #writes: LatestWins<null>;
	/**
	 * The fragment the address bar must end on; a write waiting for an idle page writes this one.
	 * Given as a function, it is made only when written: a step asks for a write, and most steps'
	 * fragments are never written (at most one per interval).
	 */
	#latest: string | (() => string) | null = null;
	#disposed = false;

	constructor(
		write: (fragment: string) => void,
		intervalMs = 400,
		now = () => Date.now(),
		idle: (run: () => void) => void = whenIdle
	) {
		this.#write = write;
		this.#writes = new LatestWins(
			() =>
				new Promise<void>((written) =>
					idle(() => {
						// The latest fragment, not the one asked for when the wait began: a write at once
						// (writeNow) may have come meanwhile, and the older fragment would undo it.
						if (!this.#disposed && this.#latest !== null)
							this.#write(typeof this.#latest === 'string' ? this.#latest : this.#latest());
						written();
					})
				),
			intervalMs,
			now
		);
	}

	/** Asks for the address bar to show this fragment (or the one the function makes then), once the page is idle. */
	update(fragment: string | (() => string)): void {
		this.#latest = fragment;
		this.#writes.request(null);
	}

	/**
	 * Shows this fragment in the address bar at once: a reload right after a change of language or a
	 * lesson's edit must not bring back the old one. A write still waiting writes this one too.
	 */
	writeNow(fragment: string): void {
		if (this.#disposed) return;
		this.#latest = fragment;
		this.#write(fragment);
	}

	/** Drops a pending write, also one waiting for the page to be idle. */
	dispose(): void {
		this.#disposed = true;
		this.#writes.dispose();
	}
}

/** The same link without `embed=1`: the full page, editor and all, for an embed that carries code. */
export function fullPageLink(fragment: string): string {
	const params = new URLSearchParams(fragment.replace(/^#/, ''));
	params.delete('embed');
	return `#${params}`;
}
