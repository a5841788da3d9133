import { recordingEnded, type DepthSeries, type IndexProgress } from '../../timeline/moment';
import { DEFAULT_MAX_LEVELS, type SearchTree } from '../../timeline/tree';
import { NextFrameSlot, type FrameSource } from './frames';
import { LatestWins } from './latest-wins';
import type { SearchSession } from './search-session.svelte';

/** Buckets asked of the worker for the Timeline track: about one per two pixels of a laptop's slider. */
const SERIES_BUCKETS = 240;
/** How often the Timeline track is redrawn while the search is being recorded. */
const SERIES_INTERVAL_MS = 500;
/**
 * How much of the search tree is asked for: all of it (`full`); while playing fast, only the
 * levels the tree's view shows (`near`), and playing too fast to read it, only the newest
 * children of each call as well (`brief`).
 */
export type TreeDetail = 'full' | 'near' | 'brief';

/**
 * Children per call of the brief tree. Drawing the full tree (hundreds of nodes, new ones each
 * frame) sixty times a second blocked the page for 100-200 ms at a time; once playback stops it
 * is asked in full.
 */
const BRIEF_CHILDREN = 6;
/** Levels asked for while playing fast before the tree's view has said how many it shows. */
const NEAR_LEVELS = 8;

/**
 * What the worker draws of a search beyond the moment on screen: the Timeline track (backtracks
 * and solutions over the recorded search) and the search tree around the current path. Each is
 * kept up to date with one request in flight at a time, the latest wanted one asked next.
 *
 * The tree is asked for the moment a seek is sent, right behind it: the worker answers both in
 * order, and while playing the board waits for the tree ({@link SearchOverview.seeking}), so the
 * two change in the same frame however busy the worker is (seeks are one at a time, so their
 * trees are too). Playing fast, every other seek goes without a tree: the tree is then the step
 * on screen or the one shown before it. Otherwise one tree request is in flight, the latest
 * wanted one asked next. The worker answers in the order asked, so the last tree asked for is the
 * last one drawn.
 */
export class SearchOverview {
	/** The Timeline track: backtracks and solutions over the recorded search. */
	series = $state.raw<DepthSeries | null>(null);
	/** The search tree around the current path, for the step on screen (or the one before it, a moment). */
	tree = $state.raw<SearchTree | null>(null);

	readonly #session: SearchSession;
	readonly #series: LatestWins<void>;
	readonly #tree: LatestWins<number>;
	readonly #detail: () => TreeDetail;
	/** The tree on screen is not the full one (asked `near` or `brief`). */
	#partial = false;
	/** The step whose tree was asked for last: the one the tree must end on. */
	#wanted = 0;
	/** The last seek went without its tree (playing fast). */
	#skipped = false;
	/** Playback's tree waiting for the next frame to be drawn, as its moment does (none without frames). */
	readonly #atNextFrame: NextFrameSlot<{ tree: SearchTree; partial: boolean }> | null;

	/**
	 * Levels of the tree its view shows at its size and zoom (SearchTree.svelte says, see
	 * levelsInView): while playing fast only these are asked for, and the same picture is drawn.
	 * Playing the lesson sudoku at 60 steps a second from step 1,000 at 1920x1080, the idle time a
	 * frame went from p05 7.4 to 8.1 ms (BENCHMARKS.md, twenty-fifth session).
	 */
	levelsInView = NEAR_LEVELS;

	/**
	 * `detail` says how much of the tree is wanted now (less while playing fast). With `frames`,
	 * a tree playback asked for is drawn at the start of the next frame, with its moment
	 * (SearchSession's atNextFrame); without, when it arrives.
	 */
	constructor(
		session: SearchSession,
		detail: () => TreeDetail = () => 'full',
		frames: FrameSource | null = null
	) {
		this.#session = session;
		this.#detail = detail;
		this.#atNextFrame =
			frames === null
				? null
				: new NextFrameSlot(frames, ({ tree, partial }) => this.#draw(tree, partial));
		this.#series = new LatestWins(() => this.#refreshSeries(), SERIES_INTERVAL_MS);
		this.#tree = new LatestWins((step) => this.#refreshTree(step));
	}

	/** The search was recorded further: redraw the track soon, at once when recording has ended. */
	recorded(progress: IndexProgress): void {
		if (recordingEnded(progress)) this.#series.requestNow();
		else this.#series.request();
	}

	/**
	 * The page is going to `step`; its tree is asked for now, so the worker answers it right after
	 * a seek just sent. `paired`: it is asked at once, and the promise settles once it is drawn
	 * (or was not needed, or failed), for the board to change in the same frame as its tree.
	 * `alternate` (playing fast): a paired seek whose seek before had its tree goes without one,
	 * so the tree is drawn at most every other frame: at 60 steps a second the page's main thread
	 * went from 10.8-11.2 to 9.5-10.2 ms a step. One step behind for one frame, its current node
	 * still moves thirty times a second.
	 */
	seeking(step: number, paired = false, alternate = false): Promise<void> | void {
		this.#wanted = step;
		if (!paired) return this.#tree.request(step);
		this.#skipped = alternate && !this.#skipped;
		if (!this.#skipped) return this.#refreshTree(step, true).catch(() => {});
	}

	/**
	 * Playback stopped: the tree of the step it stopped on is asked for (again in full if only part
	 * of it was drawn), whatever a frame's request was dropped or answered late while playing.
	 */
	settled(): void {
		// A tree not drawn yet goes with its moment (SearchSession.holdStill); the step's is asked for.
		this.#atNextFrame?.drop();
		const step = this.#session.target;
		this.#wanted = step;
		if (this.#partial || this.tree?.step !== step) this.#tree.request(step);
	}

	/** A new search is loaded: the old one's track and tree go. */
	clear(): void {
		this.series = null;
		this.#atNextFrame?.drop();
		this.tree = null;
		this.#wanted = 0;
	}

	/** Drops the refreshes still waiting. */
	dispose(): void {
		this.#series.dispose();
		this.#tree.dispose();
	}

	async #refreshSeries(): Promise<void> {
		const request = { type: 'series', buckets: SERIES_BUCKETS } as const;
		const reply = await this.#session.request(request);
		if (reply !== null) this.series = reply.series;
	}

	/** Draws playback's tree waiting for the next frame now, if one waits (with the moment it goes with). */
	drawWaiting(): void {
		this.#atNextFrame?.drawNow();
	}

	/** Puts a tree on screen; one waiting for the next frame is older, and goes. */
	#draw(tree: SearchTree, partial: boolean): void {
		this.#atNextFrame?.drop();
		this.tree = tree;
		this.#partial = partial;
	}

	/** `atNextFrame`: playback's tree, drawn at the start of the next frame. */
	async #refreshTree(step: number, atNextFrame = false): Promise<void> {
		const detail = this.#detail();
		const partial = detail !== 'full';
		if (this.tree?.step === step && (partial || !this.#partial)) return;
		const reply = await this.#session.request({ type: 'tree', step, ...this.#limits(detail) });
		if (reply === null) return;
		if (atNextFrame && this.#atNextFrame !== null)
			this.#atNextFrame.put({ tree: reply.tree, partial });
		else this.#draw(reply.tree, partial);
		// Playback stopped while a partial tree was on its way: the latest step asked for is drawn
		// in full (asking for this one again would replace a newer request waiting).
		if (partial && this.#detail() === 'full') this.#tree.request(this.#wanted);
	}

	/** The tree request's limits for a detail: none in full, else the levels in view (at most the full tree's). */
	#limits(detail: TreeDetail): { maxLevels?: number; maxChildren?: number } {
		if (detail === 'full') return {};
		const maxLevels = Math.min(DEFAULT_MAX_LEVELS, this.levelsInView);
		return detail === 'brief' ? { maxLevels, maxChildren: BRIEF_CHILDREN } : { maxLevels };
	}
}
