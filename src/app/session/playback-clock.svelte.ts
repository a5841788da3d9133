import { MAX_TRY_SCAN } from '../../timeline/moment';
import { stopQueries, stopsAt, type PauseSettings } from '../../timeline/pause-rules';
import { DEFAULT_SPEED, MOTION_SPEED_LIMIT } from '../speed';
import { animationFrames, type FrameSource } from './frames';
import type { SearchSession } from './search-session.svelte';

/** Playback never carries more than this many seconds of events over from slow frames. */
const MAX_CARRY_SECONDS = 0.25;

/** Moves playback on by up to `count` events; a promise holds the next move until it settles. */
export type Advance = (count: number) => Promise<void> | void;

/**
 * Playback: whether it runs, how fast, the animation loop that drives it, and the rules that
 * pause it (on a backtrack, a solution, a return to a depth, a try at a cell; their meaning is
 * the pause-rule table in src/timeline/pause-rules.ts, which the worker's queries share). Each frame owes
 * speed x elapsed events; the owner's `advance` moves them, one move at a time. The single view
 * plays one search with {@link PlaybackClock.playThrough}; Compare moves both sides its own way.
 */
/** Fastest playback (events a second) whose steps are shown from the page's window of moments. */
export const NEAR_SPEED = 30;

export class PlaybackClock implements PauseSettings {
	/** Whether playback runs. */
	playing = $state(false);
	/** Events a second while playing. */
	speed = $state(DEFAULT_SPEED);
	/** Pause on every backtrack. */
	pauseOnBacktrack = $state(false);
	/** Pause on every solution. */
	pauseOnSolution = $state(false);
	/** Pause when the search comes back up to this depth (null: off). */
	pauseAtDepth = $state<number | null>(null);
	/** Pause when the search tries at this decision point (null: off). */
	pauseAtPoint = $state<number | null>(null);

	/** Whether boards may animate: paused, or playing at classroom speeds. */
	get motion(): boolean {
		return !this.playing || this.speed <= MOTION_SPEED_LIMIT;
	}

	/**
	 * Whether a board animates the moment a session shows: one step from the one before, played
	 * at a classroom speed ({@link motion}) or, paused, stepped by hand no faster than playback
	 * animates (the session's `unhurried`; while playing, frames make that gap jitter).
	 */
	boardMotion(shown: { readonly singleStep: boolean; readonly unhurried: boolean }): boolean {
		return shown.singleStep && this.motion && (this.playing || shown.unhurried);
	}

	readonly #advance: Advance;
	readonly #frames: FrameSource | null;
	/** Events owed to playback by the time passed. */
	#budget = 0;
	#advancing = false;
	#frame: number | null = null;

	/** `frames` drives the loop while playing; with none, the owner calls {@link frame} itself. */
	constructor(advance: Advance, frames: FrameSource | null = animationFrames()) {
		this.#advance = advance;
		this.#frames = frames;
	}

	/** Starts playback; the first event shows at once, since a press of Play should visibly do something. */
	play(): void {
		if (this.playing) return;
		this.#budget = 1;
		this.playing = true;
		const frames = this.#frames;
		if (frames === null) return;
		let last = performance.now();
		const tick = (now: number): void => {
			this.#frame = null;
			this.frame(Math.max(0, now - last) / 1000);
			last = now;
			// A frame may have paused playback (a pause rule) or started a loop of its own.
			if (this.playing && this.#frame === null) this.#frame = frames.request(tick);
		};
		this.#frame = frames.request(tick);
	}

	/** Called when playback stops (by hand or by a pause rule). */
	onPause: (() => void) | null = null;

	/** Stops playback where it is. */
	pause(): void {
		const was = this.playing;
		this.playing = false;
		this.#budget = 0;
		if (this.#frame !== null) this.#frames?.cancel(this.#frame);
		this.#frame = null;
		if (was) this.onPause?.();
	}

	/**
	 * One animation frame, `elapsedSeconds` after the last: speed x elapsed events are owed, and
	 * moved in one advance once the one before has settled (slow frames carry a little over).
	 */
	frame(elapsedSeconds: number): void {
		if (!this.playing) return;
		const carry = Math.max(1, this.speed * MAX_CARRY_SECONDS);
		this.#budget = Math.min(this.#budget + this.speed * elapsedSeconds, carry);
		if (this.#advancing) return;
		const count = Math.floor(this.#budget);
		if (count < 1) return;
		this.#budget -= count;
		const moving = this.#advance(count);
		if (!(moving instanceof Promise)) return;
		this.#advancing = true;
		void moving.finally(() => {
			this.#advancing = false;
		});
	}

	/**
	 * Plays one search on by up to `count` events in one jump, which stops exactly on the first
	 * event a pause rule names in its range: the worker finds it before the page moves. A single
	 * event (slow playback) is most often shown at once from the moments the session keeps.
	 */
	async playThrough(session: SearchSession, count: number): Promise<void> {
		// The last frame's answer, if it still waits: the events before this move are counted from it.
		session.showWaiting();
		const generation = session.generation;
		// A stop shows the step it stops on first: an answer waiting for the next frame would go.
		const stopHere = (): void => {
			session.showWaiting();
			this.pause();
		};
		const from = session.target;
		const start = session.moment;
		if (from >= session.recorded) {
			// At the end of what is recorded: stop if that is the end, else wait for the worker.
			if (session.complete) stopHere();
			return;
		}
		// The worker looks for a try at the watched cell only so far ahead per question.
		const reach = this.pauseAtPoint === null ? count : Math.min(count, MAX_TRY_SCAN);
		const to = Math.min(from + reach, session.recorded);
		if (to === from + 1) {
			// Slow playback shows each step from the page's window; faster, the worker answers the
			// board and the tree in order, so the tree keeps up with the board frame by frame, and no
			// window is asked for until playback pauses.
			const near = this.speed <= NEAR_SPEED;
			const moment = await session.seekTo(to, { near, prefetch: near, atNextFrame: true });
			if (moment === null || generation !== session.generation || !this.playing) return;
			if (stopsAt(this, moment.event, start?.depth ?? null)) stopHere();
		} else {
			const queries = stopQueries(this, start?.depth ?? null, to - from);
			const found = await Promise.all(queries.map((query) => session.find(from, query)));
			if (generation !== session.generation || !this.playing) return;
			let stop = Infinity;
			for (const step of found) if (step !== null && step > from && step < stop) stop = step;
			// Only a jump that stops there asks for the moments next to it: the next frame moves on.
			const moment = await session.seekTo(Math.min(stop, to), {
				prefetch: stop <= to,
				near: false,
				atNextFrame: true
			});
			if (moment !== null && stop <= to) stopHere();
		}
		if (this.playing && session.complete && session.target >= session.recorded) stopHere();
	}
}
