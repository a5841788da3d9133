import { displays, type PuzzleId } from '../../puzzles/registry';
import type { InputError, PuzzleOptions } from '../../puzzles/types';
import { recordingEnded, type IndexProgress } from '../../timeline/moment';
import { SearchFailure, type SearchChannel } from '../channel';
import type { Jump } from '../session/moves';
import { moveOrSay } from '../session/navigation';
import { Notice } from '../session/notice.svelte';
import { PlaybackClock } from '../session/playback-clock.svelte';
import { SearchSession } from '../session/search-session.svelte';
import {
	alignedAt,
	comparedOption,
	finishedAt,
	playbackMove,
	reachable,
	seenFromShared,
	type Advance,
	type ComparedOption,
	type SideReach,
	type SideTotals
} from './comparison';

/** The search both sides are of: the player's loaded puzzle, input and options. */
export interface ComparedSearch {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
}

/** What a side's owner does when the side's search stops, and how it starts it again. */
interface SideOwner {
	stopped(side: CompareSide): void;
	restart(side: CompareSide): Promise<void>;
}

/**
 * One of the two searches: its own {@link SearchSession}, the value of the compared option it
 * searches with and, once its search is recorded, its totals. It shows the shared step (plus its
 * lead after a jump), or its own last step when its search is shorter, and catches up as its
 * worker records further.
 */
export class CompareSide {
	/** The value of the compared option this side searches with. */
	value = $state('');
	/** Why the input could not be loaded with this side's option (the side then shows nothing else). */
	inputError = $state.raw<InputError | null>(null);
	/** This side's search in its worker. */
	readonly session: SearchSession;
	/** Why this side's last jump went nowhere, in the single view's words. */
	readonly notice = new Notice();
	/**
	 * Events this side is ahead of the shared step: 0 until Previous backtrack, Next backtrack or
	 * Next solution took each side to an event of its own.
	 */
	lead = $state(0);

	/** The moment on screen. */
	readonly moment = $derived.by(() => (this.inputError === null ? this.session.moment : null));
	/** How far the worker has recorded this side's search. */
	readonly progress = $derived.by(() => (this.inputError === null ? this.session.progress : null));
	/** What the whole search needed, once it is recorded. */
	readonly totals = $derived.by(() => (this.inputError === null ? this.#totals : null));
	/** Events recorded so far. */
	readonly recorded = $derived.by(() => (this.inputError === null ? this.session.recorded : 0));
	/**
	 * Recording has ended (the session's rule, recordingEnded): the whole search, or as far as the
	 * memory budget or a stop allowed. `recorded` is then this side's last step.
	 */
	readonly complete = $derived.by(() => this.inputError === null && this.session.complete);

	#totals = $state.raw<SideTotals | null>(null);
	/** The shared step this side was last asked to show (it shows no further than it has recorded). */
	#wanted = 0;
	/** The search (by the session's generation) whose totals have been asked for. */
	#totalsAsked = -1;

	readonly #owner: SideOwner;

	/** `owner` hears when this side's search stops for good, and restarts it. */
	constructor(channel: SearchChannel, owner: SideOwner) {
		this.#owner = owner;
		this.session = new SearchSession(channel, {
			onProgress: (p) => this.#takeProgress(p),
			onStopped: () => owner.stopped(this)
		});
	}

	/**
	 * Goes to this side's own previous or next backtrack or next solution, asked of its worker the
	 * way the single view asks (moveOrSay); with nowhere to go it stays and its notice says why.
	 * Resolves to the step it stands at then.
	 */
	async jump(jump: Jump): Promise<number> {
		if (this.inputError !== null) return this.#wanted;
		// From the step on screen: a side held at its end no longer catches up with the shared step.
		this.#wanted = this.session.target;
		await moveOrSay(this.session, this.notice, jump);
		this.#wanted = this.session.target;
		return this.#wanted;
	}

	/** Starts this side's search again after it stopped ("Restart search"): see Comparison.restartSide. */
	restart(): Promise<void> {
		return this.#owner.restart(this);
	}

	/**
	 * Loads the search and shows the shared step as it is once loaded (`step`: keys pressed while
	 * the search loaded count); false when the input or option is refused.
	 */
	load(search: ComparedSearch, options: PuzzleOptions, step: () => number): Promise<boolean> {
		// A jump asked while the search loads (Shift+→ as Compare opens) starts from its first step.
		return this.session.arrive(this.#load(search, options, step));
	}

	async #load(
		search: ComparedSearch,
		options: PuzzleOptions,
		step: () => number
	): Promise<boolean> {
		const outcome = await this.session.load(search.puzzle, search.input, options);
		if (outcome.type === 'inputError') this.inputError = outcome.error;
		if (outcome.type !== 'loaded') return false;
		this.inputError = null;
		if (this.#totalsAsked !== this.session.generation) this.#totals = null;
		await this.show(step());
		return true;
	}

	/**
	 * Shows the moment at a shared step, or this search's last recorded step when it is shorter.
	 * At most one seek is in flight; a newer step replaces one still waiting.
	 */
	async show(step: number): Promise<void> {
		this.#wanted = Math.max(0, Math.round(step));
		await this.session.seekTo(this.#wanted);
	}

	#takeProgress(progress: IndexProgress): void {
		// A side held back at what it had recorded catches up with the shared step.
		const target = this.session.target;
		if (target < this.#wanted && target < progress.events) void this.session.seekTo(this.#wanted);
		const generation = this.session.generation;
		if (recordingEnded(progress) && this.#totalsAsked !== generation) {
			this.#totalsAsked = generation;
			this.#totals = null;
			void this.#askTotals(progress).catch((error: unknown) => {
				// The side already says why its worker could not answer.
				if (!(error instanceof SearchFailure)) throw error;
			});
		}
	}

	/** The counters at the last recorded step and the step of the first solution. */
	async #askTotals(progress: IndexProgress): Promise<void> {
		const [end, first] = await Promise.all([
			this.session.request({ type: 'seek', step: progress.events }),
			this.session.request({
				type: 'find',
				from: 0,
				query: { type: 'nextOfKind', kind: 'solution' }
			})
		]);
		if (end === null || first === null) return;
		const counters = end.moment.counters;
		this.#totals = {
			tries: counters.tries,
			backtracks: counters.backtracks,
			maxDepth: counters.maxDepth,
			firstSolution: first.step,
			events: progress.events,
			partial: progress.complete ? false : progress.stopped ? 'stopped' : 'overBudget'
		};
	}

	/** Stops this side's worker. */
	dispose(): void {
		this.session.dispose();
	}
}

/**
 * The Compare view's state: the two searches, the option they differ in, and the shared playback
 * that keeps them in step (both at the same number of events, each held at its own end).
 */
export class Comparison {
	/** The search both sides are of, null until the player has loaded one. */
	search = $state.raw<ComparedSearch | null>(null);
	/** The option the two sides differ in, null when the puzzle has none worth comparing. */
	option = $state.raw<ComparedOption | null>(null);
	/** The shared step: events both sides have been advanced by. */
	step = $state(0);
	/** Stop when the first search ends, or play on until both have. */
	advance = $state<Advance>('together');
	/** Shared playback: both sides move on each of its frames. */
	readonly clock = new PlaybackClock((count) => this.#playOn(count));

	readonly first: CompareSide;
	readonly second: CompareSide;
	/** Both sides, first on the left (or on top on a phone). */
	readonly sides: readonly CompareSide[];

	/** Each side as the shared step counts it: ahead of it by its lead. */
	readonly #seen = $derived.by((): readonly SideReach[] => this.sides.map(seenFromShared));
	/** The furthest shared step both sides can show. */
	readonly reach = $derived.by(() => reachable(this.#seen));
	/** Both searches have been shown to their ends. */
	readonly finished = $derived.by(() => finishedAt(this.step, this.#seen));

	/** Jumps run one after another, each from where the one before landed. */
	#jumps: Promise<void> = Promise.resolve();
	#jumpsPending = 0;

	/** `openChannel` gives each side its own channel to a search. */
	constructor(openChannel: () => SearchChannel) {
		// A side whose worker stops halts shared playback: the other would run on alone.
		const owner: SideOwner = {
			stopped: () => this.pause(),
			restart: (side) => this.restartSide(side)
		};
		this.first = new CompareSide(openChannel(), owner);
		this.second = new CompareSide(openChannel(), owner);
		this.sides = [this.first, this.second];
	}

	/** Loads both sides with the given search, each with its own value of the compared option. */
	async open(search: ComparedSearch): Promise<void> {
		this.pause();
		this.#level();
		this.step = 0;
		const definition = displays.loaded(search.puzzle);
		const option = definition === undefined ? null : comparedOption(definition);
		this.search = search;
		this.option = option;
		if (option === null) return;
		this.first.value = option.first;
		this.second.value = option.second;
		await Promise.all(this.sides.map((side) => this.#loadSide(side)));
	}

	/** Gives one side another value of the compared option; both start again from step 0. */
	async choose(side: CompareSide, value: string): Promise<void> {
		if (side.value === value) return;
		side.value = value;
		this.pause();
		this.#level();
		this.step = 0;
		const other = side === this.first ? this.second : this.first;
		await Promise.all([this.#loadSide(side), other.show(0)]);
	}

	/**
	 * Starts a side whose search stopped again: a new worker loads the same search, and the side
	 * returns to the shared step (catching up as its worker records that far).
	 */
	async restartSide(side: CompareSide): Promise<void> {
		await this.#loadSide(side);
	}

	/** Events a second while playing. */
	get speed(): number {
		return this.clock.speed;
	}
	set speed(speed: number) {
		this.clock.speed = speed;
	}

	#loadSide(side: CompareSide): Promise<boolean> {
		const search = this.search;
		const option = this.option;
		if (search === null || option === null) return Promise.resolve(false);
		const options = { ...search.options, [option.key]: side.value };
		return side.load(search, options, () => this.step + side.lead);
	}

	/** Shows a shared step on both sides; resolves once both have answered (or a newer step replaced it). */
	async moveTo(step: number): Promise<void> {
		// While a search is still being recorded, a step it has not reached yet (a key pressed just
		// after Compare opened) is kept: the side shows what it has and catches up as it records.
		const limit = this.sides.every((side) => side.complete) ? this.reach : Infinity;
		this.step = Math.max(0, Math.min(Math.round(step), limit));
		for (const side of this.sides) side.notice.clear();
		await Promise.all(this.sides.map((side) => side.show(this.step + side.lead)));
	}

	/** Both sides one event on (a side at its end stays there). */
	stepForward(): Promise<void> {
		this.pause();
		return this.#afterJumps(() => this.moveTo(this.step + 1));
	}

	/** Both sides one event back. */
	stepBack(): Promise<void> {
		this.pause();
		return this.#afterJumps(() => this.moveTo(this.step - 1));
	}

	/** Both sides back to the start. */
	restart(): Promise<void> {
		this.pause();
		return this.#afterJumps(() => this.#toStart());
	}

	/** Both sides to the furthest step they can show (each held at its own end). */
	toEnd(): Promise<void> {
		this.pause();
		return this.#afterJumps(() => this.moveTo(this.reach));
	}

	/**
	 * The single view's jumps for both searches: each side goes to its own previous or next
	 * backtrack or next solution (the two searches rarely backtrack at the same event), or stays
	 * and says why it cannot. The shared step is then the earlier side's and the later one leads
	 * it, so the moves after it keep both in step from there.
	 */
	jump(jump: Jump): Promise<void> {
		this.pause();
		this.#jumpsPending++;
		const run = async (): Promise<void> => {
			const landed = await Promise.all(this.sides.map((side) => side.jump(jump)));
			const { step, leads } = alignedAt(landed);
			this.step = step;
			this.sides.forEach((side, i) => (side.lead = leads[i]));
		};
		const done = this.#jumps.then(run, run).finally(() => this.#jumpsPending--);
		this.#jumps = done;
		return done;
	}

	/** Starts shared playback (from the start again when both searches have been shown to their ends). */
	play(): void {
		if (this.clock.playing || this.option === null || this.search === null) return;
		if (this.finished) void this.#toStart();
		this.clock.play();
	}

	/** Stops shared playback where it is. */
	pause(): void {
		this.clock.pause();
	}

	/** Play or pause. */
	togglePlay(): void {
		if (this.clock.playing) this.pause();
		else this.play();
	}

	/**
	 * One move of shared playback: both sides by the same `count` of events, stopping where the
	 * chosen way of advancing says (see {@link playbackMove}).
	 */
	#playOn(count: number): void {
		const move = playbackMove(this.step, count, this.#seen, this.advance);
		if (move.step !== this.step) void this.moveTo(move.step);
		if (move.stop || finishedAt(move.step, this.#seen)) this.pause();
	}

	/** Both sides at the start, in step again. */
	#toStart(): Promise<void> {
		this.#level();
		return this.moveTo(0);
	}

	/** No side leads the shared step any more. */
	#level(): void {
		for (const side of this.sides) side.lead = 0;
	}

	/**
	 * Runs a step asked while a jump is on its way (Next backtrack, then →) once it has landed,
	 * from where it landed, as the single view does.
	 */
	#afterJumps(task: () => Promise<void>): Promise<void> {
		return this.#jumpsPending > 0 ? this.#jumps.then(task, task) : task();
	}

	/** Stops both workers. */
	dispose(): void {
		this.pause();
		for (const side of this.sides) side.dispose();
	}
}
