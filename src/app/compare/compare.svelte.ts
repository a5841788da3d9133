import { puzzleById } from '../../puzzles/registry';
import type { InputError, PuzzleId, PuzzleOptions } from '../../puzzles/types';
import type { IndexProgress, Moment } from '../../timeline/moment';
import type { WorkerRequest } from '../../worker/protocol';
import {
	SearchClient,
	workerChannel,
	type Reply,
	type SearchChannel,
	type Unnumbered
} from '../channel';
import { inProcessChannel } from '../in-process-channel';
import { DEFAULT_SPEED, MOTION_SPEED_LIMIT } from '../speed';
import {
	comparedOption,
	finishedAt,
	playbackMove,
	reachable,
	type Advance,
	type ComparedOption,
	type SideTotals
} from './comparison';

/** Playback never carries more than this many seconds of events over from slow frames. */
const MAX_CARRY_SECONDS = 0.25;

/** The search both sides are of: the player's loaded puzzle, input and options. */
export interface ComparedSearch {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
}

/**
 * A channel the way the app opens one: a Web Worker where the browser has them, else the same
 * search host on this thread (jsdom in component tests).
 */
export function compareChannel(): SearchChannel {
	return typeof Worker === 'function' ? workerChannel() : inProcessChannel();
}

/**
 * One of the two searches: its own worker channel, the moment it shows and, once its search is
 * recorded, its totals. A smaller cousin of the Player: no input panel, links or pauses.
 */
export class CompareSide {
	/** The value of the compared option this side searches with. */
	value = $state('');
	/** The moment on screen. */
	moment = $state.raw<Moment | null>(null);
	/** How far the worker has recorded this side's search. */
	progress = $state.raw<IndexProgress | null>(null);
	/** What the whole search needed, once it is recorded. */
	totals = $state.raw<SideTotals | null>(null);
	/** Why the input could not be loaded with this side's option. */
	inputError = $state.raw<InputError | null>(null);
	/** The worker failed or refused a request. */
	failure = $state<string | null>(null);
	/** Whether the last move shown was a single step (the only moves boards animate). */
	singleStep = $state(true);

	/** Events recorded so far. */
	readonly recorded = $derived(this.progress?.events ?? 0);
	/** The search is recorded to its end (or recording stopped at the memory limit). */
	readonly complete = $derived(
		this.progress !== null && (this.progress.complete || this.progress.overBudget)
	);

	readonly #client: SearchClient;
	/** Bumped by each load: replies about an older search are dropped. */
	#generation = 0;
	/** The shared step this side was last asked to show (it shows no further than it has recorded). */
	#wanted = 0;
	/** The load whose search the moment on screen belongs to. */
	#shownGeneration = -1;
	#seekBusy = false;
	#seekDone: (() => void)[] = [];
	#totalsAsked = false;

	constructor(channel: SearchChannel) {
		this.#client = new SearchClient(
			channel,
			(progress) => this.#takeProgress(progress),
			(reply) => this.#fail(reply)
		);
	}

	/** Loads the search and shows its start; false when the input or option is refused. */
	async load(search: ComparedSearch, options: PuzzleOptions): Promise<boolean> {
		const generation = ++this.#generation;
		// Until the reply, progress of the search being replaced is dropped (it is of no session
		// this side holds), and progress of the new one is kept for when the reply names it.
		this.#client.unfollow();
		this.progress = null;
		this.totals = null;
		const reply = await this.#ask({
			type: 'load',
			puzzle: search.puzzle,
			input: search.input,
			options
		});
		if (generation !== this.#generation) return false;
		if (reply.type === 'inputError') {
			this.inputError = reply.error;
			this.moment = null;
			this.progress = null;
			this.totals = null;
			return false;
		}
		if (reply.type !== 'loaded') {
			this.#fail(reply);
			return false;
		}
		this.inputError = null;
		this.failure = null;
		this.progress = null;
		this.totals = null;
		this.#totalsAsked = false;
		this.#wanted = 0;
		this.#client.follow(reply.session);
		await this.show(0);
		return true;
	}

	/**
	 * Shows the moment at a shared step, or this search's last recorded step when it is shorter.
	 * At most one seek is in flight; a newer step replaces one still waiting. Resolves once the
	 * side shows the latest step it was asked for (as far as it is recorded).
	 */
	show(step: number): Promise<void> {
		this.#wanted = Math.max(0, Math.round(step));
		return new Promise((resolve) => {
			this.#seekDone.push(resolve);
			if (!this.#seekBusy) void this.#follow();
		});
	}

	/** Seeks until the moment on screen is the one wanted, then lets every waiting caller go on. */
	async #follow(): Promise<void> {
		this.#seekBusy = true;
		for (;;) {
			const generation = this.#generation;
			const step = Math.min(this.#wanted, this.recorded);
			if (this.#shownGeneration === generation && this.moment?.step === step) break;
			const reply = await this.#ask({ type: 'seek', step });
			// A load in between: seek again in the new search.
			if (generation !== this.#generation) continue;
			if (reply.type !== 'moment') {
				this.#fail(reply);
				break;
			}
			const fresh = this.#shownGeneration !== generation;
			this.singleStep = !fresh && Math.abs(reply.moment.step - (this.moment?.step ?? 0)) <= 1;
			this.moment = reply.moment;
			this.#shownGeneration = generation;
			// The worker had not recorded that far yet: its next progress brings the side on.
			if (reply.moment.step < step) break;
		}
		this.#seekBusy = false;
		const done = this.#seekDone;
		this.#seekDone = [];
		for (const resolve of done) resolve();
	}

	#ask(request: Unnumbered<WorkerRequest>): Promise<Reply> {
		return this.#client.ask(request);
	}

	#takeProgress(progress: IndexProgress): void {
		this.progress = progress;
		// A side held back at what it had recorded catches up with the shared step.
		const shown = this.moment?.step ?? 0;
		if (!this.#seekBusy && shown < this.#wanted && shown < progress.events) void this.#follow();
		if ((progress.complete || progress.overBudget) && !this.#totalsAsked) {
			this.#totalsAsked = true;
			void this.#askTotals(progress);
		}
	}

	/** The counters at the last recorded step and the step of the first solution. */
	async #askTotals(progress: IndexProgress): Promise<void> {
		const generation = this.#generation;
		const [end, first] = await Promise.all([
			this.#ask({ type: 'seek', step: progress.events }),
			this.#ask({ type: 'find', from: 0, query: { type: 'nextOfKind', kind: 'solution' } })
		]);
		if (generation !== this.#generation) return;
		if (end.type !== 'moment') return this.#fail(end);
		if (first.type !== 'found') return this.#fail(first);
		const counters = end.moment.counters;
		this.totals = {
			tries: counters.tries,
			backtracks: counters.backtracks,
			maxDepth: counters.maxDepth,
			firstSolution: first.step,
			events: progress.events,
			partial: progress.overBudget && !progress.complete
		};
	}

	#fail(reply: Reply): void {
		if (reply.type === 'error') this.failure = reply.message;
	}

	/** Stops this side's worker. */
	dispose(): void {
		this.#client.terminate();
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
	/** Whether shared playback runs. */
	playing = $state(false);
	/** Events a second while playing. */
	speed = $state(DEFAULT_SPEED);
	/** Stop when the first search ends, or play on until both have. */
	advance = $state<Advance>('together');

	readonly first: CompareSide;
	readonly second: CompareSide;
	/** Both sides, first on the left (or on top on a phone). */
	readonly sides: readonly CompareSide[];

	/** The furthest shared step both sides can show. */
	readonly reach = $derived.by(() => reachable(this.sides));
	/** Both searches have been shown to their ends. */
	readonly finished = $derived.by(() => finishedAt(this.step, this.sides));
	/** Whether boards may animate: paused or at classroom speeds (the view adds reduced motion). */
	readonly motion = $derived(!this.playing || this.speed <= MOTION_SPEED_LIMIT);

	/** Events owed to playback by the time passed. */
	#budget = 0;

	/** `openChannel` gives each side its own channel to a search. */
	constructor(openChannel: () => SearchChannel = compareChannel) {
		this.first = new CompareSide(openChannel());
		this.second = new CompareSide(openChannel());
		this.sides = [this.first, this.second];
	}

	/** Loads both sides with the given search, each with its own value of the compared option. */
	async open(search: ComparedSearch): Promise<void> {
		this.pause();
		this.step = 0;
		const definition = puzzleById(search.puzzle);
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
		this.step = 0;
		const other = side === this.first ? this.second : this.first;
		await Promise.all([this.#loadSide(side), other.show(0)]);
	}

	#loadSide(side: CompareSide): Promise<boolean> {
		const search = this.search;
		const option = this.option;
		if (search === null || option === null) return Promise.resolve(false);
		return side.load(search, { ...search.options, [option.key]: side.value });
	}

	/** Shows a shared step on both sides; resolves once both show it. */
	async moveTo(step: number): Promise<void> {
		this.step = Math.max(0, Math.min(Math.round(step), this.reach));
		await Promise.all(this.sides.map((side) => side.show(this.step)));
	}

	/** Both sides one event on (a side at its end stays there). */
	stepForward(): Promise<void> {
		this.pause();
		return this.moveTo(this.step + 1);
	}

	/** Both sides one event back. */
	stepBack(): Promise<void> {
		this.pause();
		return this.moveTo(this.step - 1);
	}

	/** Both sides back to the start. */
	restart(): Promise<void> {
		this.pause();
		return this.moveTo(0);
	}

	/** Starts shared playback (from the start again when both searches have been shown to their ends). */
	play(): void {
		if (this.playing || this.option === null || this.search === null) return;
		if (this.finished) void this.moveTo(0);
		// The first event shows at once: a press of Play should visibly do something.
		this.#budget = 1;
		this.playing = true;
	}

	/** Stops shared playback where it is. */
	pause(): void {
		this.playing = false;
		this.#budget = 0;
	}

	/** Play or pause. */
	togglePlay(): void {
		if (this.playing) this.pause();
		else this.play();
	}

	/**
	 * Advances playback by the time since the last animation frame: both sides by the same number
	 * of events, stopping where the chosen way of advancing says (see {@link playbackMove}).
	 */
	frame(elapsedSeconds: number): void {
		if (!this.playing) return;
		const carry = Math.max(1, this.speed * MAX_CARRY_SECONDS);
		this.#budget = Math.min(this.#budget + this.speed * elapsedSeconds, carry);
		const count = Math.floor(this.#budget);
		if (count < 1) return;
		this.#budget -= count;
		const move = playbackMove(this.step, count, this.sides, this.advance);
		if (move.step !== this.step) void this.moveTo(move.step);
		if (move.stop || finishedAt(move.step, this.sides)) this.pause();
	}

	/** Stops both workers. */
	dispose(): void {
		this.pause();
		for (const side of this.sides) side.dispose();
	}
}
