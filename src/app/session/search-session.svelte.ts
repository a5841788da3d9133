import { displays, type PuzzleId } from '../../puzzles/registry';
import type { InputError, PuzzleOptions } from '../../puzzles/types';
import {
	recordingEnded,
	type IndexProgress,
	type Moment,
	type TimelineQuery
} from '../../timeline/moment';
import type { EventRows } from '../../timeline/row-table';
import { stepIntoTarget } from '../../timeline/stepping';
import { MOTION_MIN_GAP_MS } from '../speed';
import { isAnswer, type AnswerTo, type Reply, type WorkerRequest } from '../../worker/protocol';
import {
	SearchClient,
	SearchFailure,
	stopText,
	type SearchChannel,
	type StopReason,
	type Unnumbered
} from '../channel';
import { nextFrame, NextFrameSlot, type FrameSource } from './frames';
import { LatestWins } from './latest-wins';
import { MomentWindow } from './moment-window';
import { moveRequest, type Move } from './moves';
import { rehearseFirstSteps } from './rehearsal';

/** The search the worker holds: what was loaded, and the session number its progress carries. */
export interface LoadedSearch {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
	readonly session: number;
}

/** What a load came to. On anything but `loaded` the worker keeps the search it had. */
export type LoadOutcome =
	| { readonly type: 'loaded'; readonly search: LoadedSearch }
	| { readonly type: 'inputError'; readonly error: InputError }
	/** The worker refused the load, or the search stopped; `failure` or `stopped` says why. */
	| { readonly type: 'failed' };

/** What the owner of a session is told besides the fields it reads. */
export interface SessionHooks {
	/** The search loaded has been recorded further (the session has taken the progress already). */
	readonly onProgress?: (progress: IndexProgress) => void;
	/**
	 * The page is going to `step`. `sent`: a seek was just sent (a request sent now is answered
	 * right after it), and its moment is shown once the promise returned settles, so what that
	 * waits for changes with the board. Else the moments kept next to the step on screen answered.
	 */
	readonly onSeek?: (step: number, sent: boolean) => Promise<void> | void;
	/** The search stopped for good (the session's `stopped` says why): playback should stop. */
	readonly onStopped?: () => void;
	/**
	 * Whether the page has nothing else going on (no playback, no live class, no Predict), so that
	 * a search's first steps may be drawn out of sight ({@link rehearseFirstSteps}). Without it, none are.
	 */
	readonly idle?: () => boolean;
	/**
	 * Whether the page can draw the search's moments yet (the board's view has loaded): until it
	 * can, no first step is drawn out of sight, and {@link rehearseFirstSteps} waits for it.
	 */
	readonly ready?: () => boolean;
	/** The page's animation frames, which playback's answers wait for ({@link SeekOptions.atNextFrame}); without them, none waits. */
	readonly frames?: FrameSource | null;
	/** The page's clock in milliseconds, for how soon a step followed the one before (performance.now; a test's hand). */
	readonly now?: () => number;
}

/** How {@link SearchSession.seekTo} goes to a step. */
export interface SeekOptions {
	/**
	 * Ask the worker for the moments next to the step once it is shown, so single steps from it
	 * show at once (default true). Playback's long jumps and fast playback do not: the next frame
	 * moves on anyway (at 60 steps a second, asking cost a window of moments a frame, thrown away
	 * by the next seek). The window is asked for when playback pauses ({@link holdStill}).
	 */
	readonly prefetch?: boolean;
	/**
	 * Show the step from the moments kept on the page when they hold it (default true). Fast
	 * playback does not: its board and tree then come from the worker in order, frame by frame.
	 */
	readonly near?: boolean;
	/**
	 * Playback's seeks: the answer is put on screen at the start of the next animation frame, or
	 * as soon as the page needs it ({@link SearchSession.showWaiting}), not when it arrives. The
	 * promise still settles on arrival, so the next frame's move is not held up. Why: an answer
	 * arrives just after the page's frame is committed, when Chromium rasters it on both cores of
	 * a 2-core machine; drawn then, the update waited for a core (the slowest frames' main thread
	 * ran 10.5 ms for 6.5 ms of CPU, BENCHMARKS.md, thirtieth session). Drawn at the start of the
	 * next frame, which shows it anyway, it does not.
	 */
	readonly atNextFrame?: boolean;
}

/** A seek waiting to be sent. */
interface QueuedSeek {
	readonly step: number;
	readonly prefetch: boolean;
	readonly atNextFrame: boolean;
	readonly resolve: (moment: Moment | null) => void;
}

/** What a move came to: the page moved, the recorded search had nowhere to go, or it was dropped. */
export type MoveOutcome = 'moved' | 'nowhere' | 'dropped';

/** The progress of a search that stopped before its first progress arrived. */
const NOTHING_RECORDED: IndexProgress = {
	events: 0,
	solutions: 0,
	elapsedMs: 0,
	complete: false,
	overBudget: false,
	stopped: true,
	bytes: 0
};

/** Rethrows anything but a {@link SearchFailure}, which the session has shown already. */
function shown(error: unknown): void {
	if (!(error instanceof SearchFailure)) throw error;
}

/**
 * One search in a worker, as the page holds it: the channel, the search loaded and how far it is
 * recorded, the moment on screen, and why the worker failed if it did. It keeps at most one seek
 * in flight, drops replies and progress about a search that has been replaced, and lets callers
 * wait until a step is recorded. The single view and each side of Compare hold one.
 *
 * Single steps are answered on the page: it keeps the moments next to the step on screen (a
 * {@link MomentWindow} of one search, refilled by the worker in the background after each step),
 * so Step forward, Step back, Step into and slow playback show the next moment in the same frame.
 * A seek the window cannot answer goes to the worker, as does every other move.
 *
 * When the worker stops for good, whatever the page was waiting for settles at once: seeks show
 * nothing new, moves are dropped, queries reject with a {@link SearchFailure}, waits for a step
 * end, and the progress says recording stopped. What was on screen stays. The next load (the
 * "Restart search" button reloads the same search) opens a new worker first.
 */
export class SearchSession {
	/** The search the worker holds, null before the first load. */
	loaded = $state.raw<LoadedSearch | null>(null);
	/** The moment on screen. */
	moment = $state.raw<Moment | null>(null);
	/**
	 * A board of the search on screen, the same object for all its moments. Points and candidates
	 * are named from the parts of a board a search never changes (its size, names and walls), so a
	 * view that names them from this one does not name them again on every step.
	 */
	searchBoard = $state.raw<Moment['board'] | null>(null);
	/** The step the page is going to (equals the moment's step once the seek is answered). */
	target = $state(0);
	/** How far the worker has recorded the search. */
	progress = $state.raw<IndexProgress | null>(null);
	/** The worker refused a request (its error message). */
	failure = $state<string | null>(null);
	/** Why the search stopped for good (its worker failed, broke the protocol or was closed), or null. */
	stopped = $state.raw<StopReason | null>(null);
	/** Whether the last moment shown is one step from the one before, in the same search. */
	singleStep = $state(true);
	/**
	 * Whether the last moment shown came at least {@link MOTION_MIN_GAP_MS} after the one before:
	 * a step by hand shown sooner (a held arrow key) is drawn without motion (PlaybackClock.boardMotion).
	 */
	unhurried = $state(true);

	/** Events recorded so far: the Timeline's end. A getter: a field read needs no derived value. */
	get recorded(): number {
		return this.progress?.events ?? 0;
	}
	/** Recording has ended: the whole search, or as far as the memory budget or a stop allowed. */
	readonly complete = $derived(this.progress !== null && recordingEnded(this.progress));
	/** The step on screen. */
	get step(): number {
		return this.moment?.step ?? 0;
	}
	/** What stopped the recording when the search's input failed mid-search (a student's code), or null. */
	get recordingFailure(): InputError | null {
		return this.progress?.failure ?? null;
	}

	/**
	 * Resolves the first time the worker ends a recording (the search is recorded whole, stopped,
	 * or over its memory budget): from then on the worker leaves its core to the rest of the page.
	 */
	readonly recordingEnded: Promise<void>;
	#recordingEnded: () => void = () => {};

	#channel: SearchChannel;
	#client: SearchClient;
	readonly #hooks: SessionHooks;
	/** Bumped by each successful load: replies about an older search are dropped. */
	#generation = 0;
	/** The generation the moment on screen belongs to. */
	#shownGeneration = -1;
	/** When the moment on screen was shown ({@link SessionHooks.now}); none yet: long ago. */
	#shownAt = -Infinity;
	readonly #now: () => number;
	/** Loads sent and not answered yet: while there are any, no search's progress is followed. */
	#loadsPending = 0;
	#seekBusy = false;
	#queuedSeek: QueuedSeek | null = null;
	/**
	 * Single steps asked while the page was still on its way to the step before (see
	 * {@link stepTo}), in the order asked: each is shown in turn, none replaces another.
	 */
	#stepsWaiting: QueuedSeek[] = [];
	/** Whether the next waiting step is asked for the next frame already. */
	#turnAsked = false;
	/** Playback's answer waiting for the next frame to be shown, with the search and moves it belongs to (none without frames). */
	readonly #atNextFrame: NextFrameSlot<{
		moment: Moment;
		generation: number;
		nearSeeks: number;
	}> | null;
	/** The moments kept around the step on screen: single steps are answered from it. */
	readonly #window = new MomentWindow();
	/** Seeks the window answered: a worker's answer to a seek sent before one is not shown. */
	#nearSeeks = 0;
	/** Refills of the window: one request in flight, asked again after it if the page moved on. */
	readonly #refills = new LatestWins<void>(() => this.#refill());
	#waiters: { step: number; resolve: () => void }[] = [];
	/** Moves run one after another: each starts from where the last landed. */
	#moves: Promise<unknown> = Promise.resolve();
	#movesPending = 0;
	/** Loads on their way to their first step on screen: moves and steps asked meanwhile wait for them. */
	#arrivals = 0;
	#arrived: Promise<unknown> = Promise.resolve();
	/** A step not recorded yet that the page goes to once it is (a link's, or Step forward's). */
	#awaited: { readonly step: number; readonly generation: number; readonly aim: boolean } | null =
		null;

	constructor(channel: SearchChannel, hooks: SessionHooks = {}) {
		this.recordingEnded = new Promise((ended) => (this.#recordingEnded = ended));
		this.#channel = channel;
		this.#hooks = hooks;
		this.#now = hooks.now ?? (() => performance.now());
		this.#client = this.#connect(channel);
		const frames = hooks.frames ?? null;
		this.#atNextFrame =
			frames === null
				? null
				: new NextFrameSlot(frames, ({ moment, generation, nearSeeks }) => {
						if (generation === this.#generation && nearSeeks === this.#nearSeeks)
							this.#show(moment);
					});
	}

	/** Counts the loads: a caller that awaited something compares it to see if the search was replaced. */
	get generation(): number {
		return this.#generation;
	}

	/**
	 * Loads a search in the worker. Loads answer in the order they were sent, and each one the
	 * worker takes replaces the search. From the moment a load is sent, progress of the search being
	 * replaced no longer reaches the page; if the load is refused, the search before is followed
	 * again from its latest progress. A search that has stopped gets a new worker first.
	 */
	async load(puzzle: PuzzleId, input: string, options: PuzzleOptions): Promise<LoadOutcome> {
		if (this.stopped !== null) this.#reconnect();
		const client = this.#client;
		this.#loadsPending++;
		client.unfollow();
		// Single steps go to the worker until the new search (or the old one, if this load is
		// refused) has shown a moment again.
		this.#window.clear();
		let reply: Reply;
		try {
			// The page shows the search with the puzzle's own code (names, narration): fetched meanwhile.
			// A search that runs the user's own code is watched: a worker stuck in it is stopped.
			const display = await displays.load(puzzle);
			const watch = display?.writesCode === true;
			if (watch) await client.watchSilence();
			reply = await client.ask({ type: 'load', puzzle, input, options }, { watch });
		} catch (error) {
			if (error instanceof SearchFailure) return { type: 'failed' };
			const message = error instanceof Error ? error.message : String(error);
			this.failure = `the code of puzzle '${puzzle}' did not load: ${message}`;
			return { type: 'failed' };
		} finally {
			this.#loadsPending--;
		}
		if (reply.type === 'loaded') {
			this.#generation++;
			this.#awaited = null;
			this.#window.clear();
			this.#dropWaitingSteps();
			this.#release(() => true);
			this.failure = null;
			this.progress = null;
			this.loaded = { puzzle, input, options, session: reply.session };
		}
		const loaded = this.loaded;
		if (this.#loadsPending === 0 && loaded !== null) client.follow(loaded.session);
		if (reply.type === 'loaded' && loaded !== null) return { type: 'loaded', search: loaded };
		if (reply.type === 'inputError') return { type: 'inputError', error: reply.error };
		if (reply.type === 'error') this.failure = reply.message;
		return { type: 'failed' };
	}

	/**
	 * Runs a load together with the showing of its first step (`arrival`). Moves and steps asked
	 * meanwhile act once it is done, on the search it loaded: sent before, their answers would
	 * belong to the search being replaced and be dropped (a click on Next backtrack right after a
	 * load was lost so), or the first step's seek would move the page back over them.
	 */
	arrive<T>(arrival: Promise<T>): Promise<T> {
		this.#arrivals++;
		const done = arrival.finally(() => this.#arrivals--);
		this.#arrived = Promise.allSettled([this.#arrived, done]);
		return done;
	}

	/** The step the page goes to once the worker has recorded it, or null. */
	get awaited(): number | null {
		return this.#awaited?.step ?? null;
	}

	/**
	 * Goes to `step` as soon as the worker has recorded it, unless the page moves on first
	 * ({@link stopAwaiting}) or a load replaces the search. With `aim` the page is going there at
	 * once, so the next Step forward counts from it; without, a search that stops keeps the step
	 * awaited (Restart search goes there). Resolves to whether the page went.
	 */
	async awaitStep(step: number, aim: boolean): Promise<boolean> {
		const awaited = { step, generation: this.#generation, aim };
		this.#awaited = awaited;
		if (aim) this.target = step;
		await this.recordedUpTo(step);
		if (this.#awaited !== awaited || (this.stopped !== null && !aim)) return false;
		this.#awaited = null;
		if (awaited.generation !== this.#generation) return false;
		void this.seekTo(step);
		return true;
	}

	/** The user moved: a step still awaited is given up. */
	stopAwaiting(): void {
		this.#awaited = null;
	}

	/** Resolves once the search is recorded up to `step`, or completely, or replaced, or stopped. */
	recordedUpTo(step: number): Promise<void> {
		if (this.recorded >= step || this.complete || this.stopped !== null) return Promise.resolve();
		return new Promise((resolve) => this.#waiters.push({ step, resolve }));
	}

	/**
	 * Shows the moment at a step (clamped to what is recorded). A step next to the one on screen
	 * is shown at once from the moments kept on the page (the promise is already resolved); any
	 * other goes to the worker. At most one seek is in flight: a newer target replaces one still
	 * waiting, whose promise then resolves to null, and a step shown from the window drops the
	 * answer to the seek in flight too. Once the search has stopped it resolves to null at once,
	 * and the page stays where it is.
	 */
	seekTo(
		step: number,
		{ prefetch = true, near: useNear = true, atNextFrame = false }: SeekOptions = {}
	): Promise<Moment | null> {
		if (this.stopped !== null) return Promise.resolve(null);
		const clamped = this.#clamp(step);
		// The page goes elsewhere: the single steps still waiting are given up.
		this.#dropWaitingSteps();
		const near = useNear ? this.#window.lookup(clamped, this.#generation) : null;
		if (near !== null) {
			this.#showNear(near);
			return Promise.resolve(near);
		}
		// The page goes elsewhere: the window is refilled around where it lands.
		this.#window.clear();
		this.target = clamped;
		return new Promise((resolve) => {
			const seek = { step: clamped, prefetch, atNextFrame, resolve };
			if (this.#seekBusy) {
				this.#queuedSeek?.resolve(null);
				this.#queuedSeek = seek;
			} else void this.#sendSeek(seek);
		});
	}

	/**
	 * Shows `step`, a single step from the one the page is going to (Step forward, Step back, an
	 * arrow key), in turn: when the page is still on its way to a step (a seek in flight or
	 * waiting, or single steps before this one), it waits for them and is shown after them, in its
	 * own frame; nothing asked later replaces it but a jump ({@link seekTo}). Why: a held arrow key
	 * repeats every 33 ms, and on a loaded machine the worker answered a seek in more than that;
	 * with the seeks replacing each other, a step was never shown (an end-to-end test saw 37, 39).
	 * Otherwise it is {@link seekTo}.
	 */
	stepTo(step: number): Promise<Moment | null> {
		// A seek waiting to be sent has one in flight before it.
		if (this.stopped !== null || !(this.#seekBusy || this.#stepsWaiting[0]))
			return this.seekTo(step);
		const clamped = this.#clamp(step);
		this.target = clamped;
		return new Promise((resolve) =>
			this.#stepsWaiting.push({ step: clamped, prefetch: true, atNextFrame: false, resolve })
		);
	}

	/**
	 * Playback paused: the page stays on the moment it shows. A seek playback sent that is still on
	 * its way, or answered and waiting for the next frame, is dropped: its answer came after the
	 * press of Pause and moved the board on by a frame's events (found by an end-to-end test, which
	 * read step 17 at Pause, then saw 19). The moments next to it are asked for (fast playback did
	 * not keep them), once no seek is in flight.
	 */
	holdStill(): void {
		// An answer not drawn yet is past what the teacher saw when they paused: it goes.
		const undrawn = this.#atNextFrame?.waiting ?? false;
		this.#atNextFrame?.drop();
		const shown = this.moment;
		if (shown === null) return;
		if (this.#seekBusy || this.#queuedSeek !== null) this.#dropSeeksFor(shown.step);
		else {
			if (undrawn) this.#dropSeeksFor(shown.step);
			// With a seek in flight, the refill is asked once it is answered (see #sendSeek).
			this.#askRefill();
		}
	}

	/**
	 * Sends a request about the search loaded. Resolves with its answer (typed by the request's
	 * type, see AnswerTo), or null when the search was replaced meanwhile. Rejects with a
	 * {@link SearchFailure} when the worker refused the request (its message becomes the
	 * `failure`) or the search stopped.
	 */
	async request<R extends Unnumbered<WorkerRequest>>(
		request: R
	): Promise<AnswerTo<R['type']> | null> {
		const generation = this.#generation;
		const reply = await this.#client.ask(request);
		if (generation !== this.#generation) return null;
		if (isAnswer(reply)) return reply;
		const refused: Reply = reply;
		const message =
			refused.type === 'error' ? refused.message : `${request.type} got ${refused.type}`;
		this.failure = message;
		throw new SearchFailure('refused', message);
	}

	/**
	 * The step a navigation query lands on from `from` (the worker answers from its chunk
	 * summaries), or null when the recorded search has none; the page does not move. A worker
	 * that failed is not "none": the promise rejects with a {@link SearchFailure}.
	 */
	async find(from: number, query: TimelineQuery): Promise<number | null> {
		return (await this.request({ type: 'find', from, query }))?.step ?? null;
	}

	/**
	 * The moment at `step`, read from the worker without showing it; null when a newer search
	 * replaced this one. Rejects with a {@link SearchFailure} when the worker could not answer.
	 */
	async momentAt(step: number): Promise<Moment | null> {
		return (await this.request({ type: 'seek', step }))?.moment ?? null;
	}

	/**
	 * The events of steps `from..to` of the search, read by the worker in one pass (at most
	 * MAX_EVENT_ROWS, with `capped` set past that); null when a newer search replaced it.
	 */
	async eventRows(from: number, to: number): Promise<EventRows | null> {
		return (await this.request({ type: 'events', from, to }))?.rows ?? null;
	}

	/**
	 * The step at which the call at `level` of the call stack at step `from` began, for the call
	 * stack's clicks: its first event, where that frame is still on the stack (the worker works it
	 * out). Null when the worker could not answer: the page already says why.
	 */
	async callStart(level: number, from: number): Promise<number | null> {
		try {
			return (await this.request({ type: 'callStart', from, level }))?.step ?? null;
		} catch (error) {
			shown(error);
			return null;
		}
	}

	/**
	 * Asks the worker where a move from the step the page is going to lands (one round trip), then
	 * goes there. Moves run one after another, each from where the one before landed, and after
	 * the loads on their way (see {@link arrive}). It is `dropped` when nothing is loaded, the
	 * worker failed, or a load replaced the search meanwhile.
	 */
	move(move: Move): Promise<MoveOutcome> {
		const run = async (): Promise<MoveOutcome> => {
			if (this.loaded === null || this.stopped !== null) return 'dropped';
			const near = this.#nearMove(move);
			if (near !== null) {
				await this.seekTo(near);
				return 'moved';
			}
			this.#window.clear();
			const reply = await this.request(moveRequest(move, this.target)).catch((error: unknown) => {
				shown(error);
				return null;
			});
			if (reply === null) return 'dropped';
			if (reply.step === null) return 'nowhere';
			await this.seekTo(reply.step);
			return 'moved';
		};
		this.#movesPending++;
		const moved = this.#afterArrivals()
			.then(run, run)
			.finally(() => this.#movesPending--);
		this.#moves = moved;
		return moved;
	}

	/**
	 * Whether a move (Next backtrack, Step over, …) or a load is on its way: a step then waits
	 * for it.
	 */
	get moving(): boolean {
		return this.#movesPending > 0 || this.#arrivals > 0;
	}

	/**
	 * Runs `task` once the moves asked for before it have landed and the loads on their way have
	 * shown their first step, in the order they were asked.
	 */
	afterMoves(task: () => void): void {
		void this.#afterArrivals().then(task, task);
	}

	/** Settles once the moves before have landed and the loads on their way have arrived. */
	#afterArrivals(): Promise<unknown> {
		const arrived = (): Promise<unknown> => this.#arrived;
		return this.#moves.then(arrived, arrived);
	}

	/** Stops recording the search; everything recorded so far stays playable. */
	async stopRecording(): Promise<void> {
		if (this.loaded === null || this.complete) return;
		await this.request({ type: 'cancel' }).catch(shown);
	}

	/** A new channel of the same kind as this session's, to a search of its own (Compare's sides). */
	openAnother(): SearchChannel {
		return this.#channel.openAnother();
	}

	/** Stops the worker for good; anyone waiting for a step goes on, any request waiting fails. */
	dispose(): void {
		this.#atNextFrame?.drop();
		if (this.#followUp !== null) clearTimeout(this.#followUp);
		this.#refills.dispose();
		this.#window.clear();
		this.#dropWaitingSteps();
		this.#release(() => true);
		this.#client.terminate();
	}

	async #sendSeek({ step, prefetch, atNextFrame, resolve }: QueuedSeek): Promise<void> {
		this.#seekBusy = true;
		const nearSeeks = this.#nearSeeks;
		const seeking = this.request({ type: 'seek', step });
		const drawn = this.#hooks.onSeek?.(step, true);
		let moment: Moment | null = null;
		try {
			const reply = await seeking;
			await drawn;
			// A step shown from the window meanwhile is newer than this answer.
			if (reply !== null && nearSeeks === this.#nearSeeks) {
				moment = reply.moment;
				const slot = atNextFrame ? this.#atNextFrame : null;
				if (slot === null) this.#show(moment);
				else slot.put({ moment, generation: this.#generation, nearSeeks });
			}
		} catch (error) {
			shown(error);
		} finally {
			this.#seekBusy = false;
		}
		resolve(moment);
		if (this.#sendQueuedSeek()) return;
		if (this.#stepsWaiting.length > 0) this.#askTurn();
		// A seek whose answer was not shown (a pause or a step from the window dropped it) asks too:
		// the page stays where it is, and wants the steps next to it.
		else if (prefetch || moment === null) this.#askRefill();
	}

	/** The tree request following steps shown from the window, posted once they are on screen (see #showNear). */
	#followUp: ReturnType<typeof setTimeout> | null = null;

	/**
	 * Draws the moment `ahead` steps after the one on screen as a single step is drawn, then puts
	 * the moment on screen back and draws it again. `draw` resolves once the page is updated and
	 * laid out within the same task (Svelte's tick), so the browser paints neither. Drawing asks the
	 * worker nothing (no seek, tree or refill). When the window does not hold that moment, nothing
	 * is drawn, the window's refill is asked for, and the answer is false. See
	 * {@link rehearseFirstSteps} for why.
	 */
	async rehearse(ahead: number, draw: () => Promise<void>): Promise<boolean> {
		const shown = this.moment;
		if (shown === null || this.#shownGeneration !== this.#generation) return false;
		const moment = this.#window.lookup(shown.step + ahead, this.#generation);
		if (moment === null) {
			// Asked for right after a load, the window may hold no more than had been recorded then,
			// or, on a loaded machine, than the worker made in its time for a window.
			this.#askRefill(shown.step + ahead);
			return false;
		}
		const { singleStep, unhurried } = this;
		try {
			// Drawn as a teacher's step would be, motion and all: that is what it warms up.
			this.singleStep = true;
			this.unhurried = true;
			this.moment = moment;
			await draw();
		} finally {
			// Unless something else put a moment on screen meanwhile.
			if (this.moment === moment) {
				this.moment = shown;
				this.singleStep = singleStep;
				this.unhurried = unhurried;
				await draw();
			}
		}
		return true;
	}

	/**
	 * Puts playback's answer waiting for the next frame on screen now, unless the page has moved
	 * since (another step shown, a step from the window, a load). Playback calls it before it
	 * counts its next move from the step on screen, and before a pause rule stops on it.
	 */
	showWaiting(): void {
		this.#atNextFrame?.drawNow();
	}

	/** Puts a moment of the search loaded on screen. */
	#show(moment: Moment): void {
		// A moment shown now is newer than one waiting for the next frame.
		this.#atNextFrame?.drop();
		const sameSearch = this.#shownGeneration === this.#generation;
		this.singleStep = sameSearch && Math.abs(moment.step - (this.moment?.step ?? 0)) <= 1;
		const now = this.#now();
		this.unhurried = now - this.#shownAt >= MOTION_MIN_GAP_MS;
		this.#shownAt = now;
		this.moment = moment;
		if (!sameSearch || this.searchBoard === null) this.searchBoard = moment.board;
		this.#shownGeneration = this.#generation;
		// The search's first steps are drawn out of sight while the page is idle: quick first clicks.
		// A session without the hook (Compare's sides) neither listens nor waits for it.
		const idle = this.#hooks.idle;
		if (!sameSearch && idle !== undefined)
			rehearseFirstSteps(this, () => idle() && !this.moving, this.#hooks.ready);
	}

	/** The page settles on `step` without the worker: no seek waiting or in flight is shown after. */
	#dropSeeksFor(step: number): void {
		this.#nearSeeks++;
		const queued = this.#queuedSeek;
		this.#queuedSeek = null;
		queued?.resolve(null);
		this.#dropWaitingSteps();
		this.target = step;
	}

	/** A step the page can go to: a whole number from 0 to what is recorded. */
	#clamp(step: number): number {
		return Math.max(0, Math.min(Math.round(step), this.recorded));
	}

	/** Gives up the single steps waiting for their turn: each resolves to null. */
	#dropWaitingSteps(): void {
		// Every seek calls it (playback: 60 a second), and almost always nothing waits.
		if (this.#stepsWaiting.length === 0) return;
		for (const waiting of this.#stepsWaiting.splice(0)) waiting.resolve(null);
	}

	/** Sends the seek waiting behind the one that was in flight, if there is one; says whether it did. */
	#sendQueuedSeek(): boolean {
		const next = this.#queuedSeek;
		this.#queuedSeek = null;
		if (next !== null) void this.#sendSeek(next);
		return next !== null;
	}

	/**
	 * Shows the next single step waiting, at the start of the next frame (where there are frames):
	 * each step waiting is drawn in a frame of its own, not in the task that drew the one before.
	 */
	#askTurn(): void {
		if (this.#turnAsked) return;
		this.#turnAsked = true;
		// A load meanwhile has given up the steps waiting.
		void nextFrame(this.#hooks.frames ?? null).then(() => {
			this.#turnAsked = false;
			void this.#takeTurn();
		});
	}

	/**
	 * The next single step waiting, from the window when it holds it. When it does not, the window
	 * is refilled around the step on screen first (the step waiting is next to it, and one answer
	 * brings the steps after it too); only a step the refill did not bring goes to the worker alone.
	 */
	async #takeTurn(): Promise<void> {
		const waiting = this.#stepsWaiting[0];
		const center = this.moment;
		if (this.#seekBusy || waiting === undefined || center === null) return;
		const generation = this.#generation;
		if (!this.#window.has(waiting.step, generation) && this.#shownGeneration === generation) {
			// Counted as a seek in flight: steps asked meanwhile wait, and no other refill is sent.
			this.#seekBusy = true;
			try {
				await this.#fillAround(center, () => waiting.step);
			} finally {
				this.#seekBusy = false;
			}
			// A jump asked meanwhile (it gave up the steps waiting) goes now.
			this.#sendQueuedSeek();
			if (this.#stepsWaiting[0] !== waiting) return;
		}
		this.#stepsWaiting.shift();
		const near = this.#window.lookup(waiting.step, this.#generation);
		if (near === null) {
			this.#window.clear();
			return this.#sendSeek(waiting);
		}
		this.#show(near);
		waiting.resolve(near);
		if (this.#stepsWaiting.length > 0) this.#askTurn();
		else this.#followUpNear();
	}

	/**
	 * Shows a moment the window made: no seek waiting or in flight is shown after it. The step's
	 * tree and, when the window runs short, its refill are asked for once the step is on screen:
	 * posting a request took 0.3-0.5 ms of a click's update, and the worker answers later anyway
	 * (a held arrow key steps every 33 ms; the window reaches 8 steps ahead).
	 */
	#showNear(moment: Moment): void {
		this.#dropSeeksFor(moment.step);
		this.#show(moment);
		this.#followUpNear();
	}

	/**
	 * Asks for the tree and refill of a step shown from the window once it is on screen (see
	 * #showNear), and makes the moments next to it for the next click (MomentWindow.prepare).
	 */
	#followUpNear(): void {
		if (this.#followUp !== null) return;
		const generation = this.#generation;
		this.#followUp = setTimeout(() => {
			this.#followUp = null;
			const shown = this.moment;
			if (generation !== this.#generation || shown === null || this.stopped !== null) return;
			// A seek sent since (a step the window did not hold) asks its own tree and refill: the
			// tree asked here for the step still on screen would be drawn after the seek's.
			if (shown.step !== this.target) return;
			this.#askRefill();
			this.#hooks.onSeek?.(shown.step, false);
			this.#window.prepare(shown.step, generation);
		}, 0);
	}

	/** Where Step into (or back) lands when the window holds it (see stepping's stepIntoTarget). */
	#nearMove(move: Move): number | null {
		if (move !== 'into' && move !== 'intoBack') return null;
		const step = stepIntoTarget(move, { step: this.target, length: this.recorded });
		return step !== null && this.#window.has(step, this.#generation) ? step : null;
	}

	/**
	 * Asks for the moments around the step on screen when the window runs short of them, or does
	 * not hold `needed`, a step the page wants to show next.
	 */
	#askRefill(needed?: number): void {
		const last = this.complete ? this.recorded : Infinity;
		if (!this.#window.wants(this.target, this.#generation, last, needed)) return;
		this.#refillNeeds = needed ?? null;
		this.#refills.request();
	}

	/** The step the next refill must bring (the rehearsal's, see #askRefill); null: the one on screen. */
	#refillNeeds: number | null = null;

	/**
	 * Fills the window around the moment on screen, in the background. The answer is dropped when
	 * a load replaced the search meanwhile, or the page has moved past what it covers.
	 */
	async #refill(): Promise<void> {
		const center = this.moment;
		const needed = this.#refillNeeds ?? center?.step;
		this.#refillNeeds = null;
		const generation = this.#generation;
		const settled =
			center !== null &&
			center.step === this.target &&
			this.#shownGeneration === generation &&
			!this.#seekBusy &&
			this.loaded !== null &&
			this.stopped === null;
		if (!settled) return;
		const window = this.#window;
		const last = this.complete ? this.recorded : Infinity;
		if (!window.wants(center.step, generation, last, needed)) return;
		await this.#fillAround(center, () => this.target);
	}

	/**
	 * Asks the worker for the moments next to `center` (a moment of the search on screen) and
	 * keeps them, unless the page has left what they cover meanwhile: `wanted()`, the step the
	 * page needs when they come, is outside them.
	 */
	async #fillAround(center: Moment, wanted: () => number): Promise<void> {
		const { reach, epoch } = this.#window;
		const generation = this.#generation;
		const reply = await this.request({
			type: 'window',
			step: center.step,
			before: reach,
			after: reach
		}).catch((error: unknown) => {
			shown(error);
			return null;
		});
		// A load sent meanwhile: the moments may be the old search's, which the page is leaving.
		if (reply === null || generation !== this.#generation || this.#loadsPending > 0) return;
		// The page went past the window meanwhile and a seek is on its way: a step shown from these
		// moments would drop the seek's answer, and the step before it would never show.
		if (this.#window.epoch !== epoch) return;
		const { step, next, previous } = reply.window;
		const at = wanted();
		if (at >= step - previous.length && at <= step + next.length) {
			this.#window.fill(generation, center, reply.window);
			// The steps next to the one on screen, made now rather than in the click that shows them.
			this.#window.prepare(this.target, generation);
		}
	}

	#takeProgress(progress: IndexProgress): void {
		this.progress = progress;
		const done = recordingEnded(progress);
		this.#release((waiter) => done || progress.events >= waiter.step);
		if (done) this.#recordingEnded();
		this.#hooks.onProgress?.(progress);
	}

	/** Lets the waiters go on that `ready` says may. */
	#release(ready: (waiter: { step: number }) => boolean): void {
		const going = this.#waiters.filter(ready);
		this.#waiters = this.#waiters.filter((waiter) => !going.includes(waiter));
		for (const waiter of going) waiter.resolve();
	}

	/** A client on a channel, its progress and its end reported to this session. */
	#connect(channel: SearchChannel): SearchClient {
		return new SearchClient(
			channel,
			(progress) => this.#takeProgress(progress),
			(reason) => this.#stop(reason)
		);
	}

	/** A new worker in place of one that stopped: the caller loads a search into it. */
	#reconnect(): void {
		this.#channel = this.#channel.openAnother();
		this.#client = this.#connect(this.#channel);
		this.stopped = null;
		this.failure = null;
	}

	/** The search stopped for good: everything waiting settles, and the page says so. */
	#stop(reason: StopReason): void {
		console.warn(`Backstep's search stopped: ${stopText(reason)}`);
		this.stopped = reason;
		this.#window.clear();
		this.#dropWaitingSteps();
		this.target = this.moment?.step ?? 0;
		// Recording ended with the worker: the step text says so, and nobody waits for more steps.
		const progress = this.progress;
		if (progress === null) this.progress = this.loaded === null ? null : NOTHING_RECORDED;
		else if (!recordingEnded(progress)) this.progress = { ...progress, stopped: true };
		this.#release(() => true);
		this.#hooks.onStopped?.();
	}
}
