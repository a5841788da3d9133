import { nowhere, type Move } from './moves';
import type { Notice } from './notice.svelte';
import type { PlaybackClock } from './playback-clock.svelte';
import type { Predict } from './predict.svelte';
import type { MoveOutcome, SearchSession } from './search-session.svelte';

/**
 * Moves a session where the worker places `move` (after the moves and loads before it), or says
 * on `notice` why there is nowhere to go: the single view's moves and each side of Compare's.
 */
export async function moveOrSay(
	session: SearchSession,
	notice: Notice,
	move: Move
): Promise<MoveOutcome> {
	notice.clear();
	const outcome = await session.move(move);
	if (outcome === 'nowhere') notice.say(nowhere(move, session.complete));
	return outcome;
}

/** The parts a walk through the search moves. */
export interface NavigationParts {
	readonly session: SearchSession;
	readonly clock: PlaybackClock;
	readonly notice: Notice;
	readonly predict: Predict;
}

/**
 * The user's walk through the recorded search: playback, single steps, jumps and the debugger's
 * moves. A move asked for while a search loads or a move is on its way acts once it can, from
 * where the page has landed; a step not recorded yet is gone to once the worker has recorded it.
 */
export class Navigation {
	readonly #parts: NavigationParts;
	/** How many times playback was started: a load pauses only the playback that began before it. */
	#plays = 0;

	constructor(parts: NavigationParts) {
		this.#parts = parts;
	}

	/** How many times playback was started so far. */
	get plays(): number {
		return this.#plays;
	}

	/** The user moved: playback stops, and a step still awaited and a question not answered are given up. */
	halt(): void {
		this.#parts.clock.pause();
		this.#stopWaiting();
	}

	/** Moves the Timeline by hand: playback stops and the page follows the slider. */
	scrub = (step: number): void => {
		this.halt();
		void this.#parts.session.seekTo(step);
	};

	/** Shows the next event (in Predict mode, asks about it first). */
	stepForward = (): void => {
		const { session, predict } = this.#parts;
		if (predict.on) {
			void predict.ask();
			return;
		}
		// Pressed while a move or a load is on its way (Next backtrack, then →): the step starts
		// where it lands.
		if (session.moving) return session.afterMoves(() => this.stepForward());
		// Pressed while playing: playback stops on the board shown, and the step is the one after it.
		this.#parts.clock.pause();
		const step = session.target + 1;
		if (step <= session.recorded || session.complete || session.stopped !== null)
			return this.#singleStep(step);
		// Not recorded yet (a key pressed right after a load): every press counts, and the page
		// goes to the step as soon as the worker has recorded it.
		this.halt();
		void session.awaitStep(step, true);
	};

	/** Shows the previous event (restored from a checkpoint); at step 0, says this is the start. */
	stepBack = (): void => {
		const session = this.#parts.session;
		if (session.moving) return session.afterMoves(() => this.stepBack());
		this.#parts.clock.pause();
		if (session.target > 0) return this.#singleStep(session.target - 1);
		this.#stopWaiting();
		this.#parts.notice.say('atStart');
	};

	/** A single step by hand: playback stops, and the step is shown after the ones pressed before it. */
	#singleStep(step: number): void {
		this.halt();
		void this.#parts.session.stepTo(step);
	}

	/** Back to the start of the search. */
	restart = (): void => this.scrub(0);
	/** To the last step recorded so far. */
	toEnd = (): void => this.scrub(this.#parts.session.recorded);

	/** Jumps to the previous backtrack. */
	previousBacktrack = (): Promise<void> => this.#move('previousBacktrack');
	/** Jumps to the next backtrack. */
	nextBacktrack = (): Promise<void> => this.#move('nextBacktrack');
	/** Jumps to the next solution. */
	nextSolution = (): Promise<void> => this.#move('nextSolution');
	/** Step into: the next event, into the deeper call after a place. */
	stepInto = (): Promise<void> => this.#move('into');
	/** Step over: this call's next line; a placement runs its deeper call, to the undo or a solution. */
	stepOver = (): Promise<void> => this.#move('over');
	/** Step out: on to where the current call has returned to its caller. */
	stepOut = (): Promise<void> => this.#move('out');
	/** Step into, backwards: the previous event. */
	stepIntoBack = (): Promise<void> => this.#move('intoBack');
	/** Step over, backwards: this call's previous line; from an undo, its placement or a solution. */
	stepOverBack = (): Promise<void> => this.#move('overBack');
	/** Step out, backwards: back to the place that began the current call. */
	stepOutBack = (): Promise<void> => this.#move('outBack');

	/** Starts playback (from the start again when the whole search has been shown). */
	play = (): void => {
		const { session, clock } = this.#parts;
		if (clock.playing || session.loaded === null || session.stopped !== null) return;
		this.#stopWaiting();
		if (session.complete && session.target >= session.recorded) void session.seekTo(0);
		this.#plays++;
		clock.play();
	};

	/** Play or pause. */
	// In Predict mode Space and Play ask the next question instead of running past it.
	togglePlay = (): void => {
		if (this.#parts.predict.on) this.stepForward();
		else if (this.#parts.clock.playing) this.#parts.clock.pause();
		else this.play();
	};

	/**
	 * Pauses playback and moves where the worker places the move (after the moves and loads
	 * before it), or says why there is nowhere to go.
	 */
	async #move(move: Move): Promise<void> {
		this.halt();
		await moveOrSay(this.#parts.session, this.#parts.notice, move);
	}

	#stopWaiting(): void {
		this.#parts.session.stopAwaiting();
		this.#parts.notice.clear();
		this.#parts.predict.drop();
	}
}
