/**
 * Animation frames, for playback's loop (PlaybackClock) and for the answers it waits to draw
 * (SearchSession's atNextFrame): the browser's, or where there are none (Node), a test's hand.
 */

/** Where animation frames come from: the browser's, or a test's hand. */
export interface FrameSource {
	/** Calls `tick` before the next repaint with the time in milliseconds; returns a handle. */
	request(tick: (now: number) => void): number;
	cancel(handle: number): void;
}

/** The browser's animation frames, or null where there are none (Node): frames then come by hand. */
export function animationFrames(): FrameSource | null {
	if (typeof requestAnimationFrame !== 'function') return null;
	return {
		request: (tick) => requestAnimationFrame(tick),
		cancel: (handle) => cancelAnimationFrame(handle)
	};
}

/** Resolves at the start of the next animation frame of `frames`, at once where there are none (Node). */
export function nextFrame(frames: FrameSource | null): Promise<void> {
	if (frames === null) return Promise.resolve();
	return new Promise((resolve) => void frames.request(() => resolve()));
}

/**
 * One thing waiting to be drawn at the start of the next animation frame (playback's moment, its
 * tree): a newer one put meanwhile replaces it, and the page may draw it sooner or drop it.
 */
export class NextFrameSlot<T> {
	readonly #frames: FrameSource;
	readonly #draw: (waiting: T) => void;
	#waiting: { readonly value: T } | null = null;

	/** `draw` puts what waited on screen, at the next frame or when {@link drawNow} asks. */
	constructor(frames: FrameSource, draw: (waiting: T) => void) {
		this.#frames = frames;
		this.#draw = draw;
	}

	/** Whether something waits. */
	get waiting(): boolean {
		return this.#waiting !== null;
	}

	/** Puts `value` in the slot (replacing what waited) and asks for a frame if none is asked. */
	put(value: T): void {
		const asked = this.#waiting !== null;
		this.#waiting = { value };
		if (!asked) void nextFrame(this.#frames).then(() => this.drawNow());
	}

	/** Draws what waits now, if anything does. */
	drawNow(): void {
		const waiting = this.#waiting;
		this.#waiting = null;
		if (waiting !== null) this.#draw(waiting.value);
	}

	/** Drops what waits: something newer is on screen, or the page stays where it is. */
	drop(): void {
		this.#waiting = null;
	}
}
