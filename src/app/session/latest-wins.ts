/** How long to wait between two runs, in milliseconds: fixed, or asked afresh each time. */
export type Interval = number | (() => number);

/**
 * Runs the latest of a stream of requests, one at a time and at most once per interval. A value
 * asked while one runs, or while the interval has not passed, replaces the one waiting; the last
 * value asked is always run in the end. It serves every refresh that must keep up with something
 * changing faster than it can be answered: the Timeline track while recording, the search tree
 * while playing, the address bar.
 */
export class LatestWins<T> {
	readonly #run: (value: T) => Promise<unknown> | void;
	readonly #interval: () => number;
	readonly #now: () => number;
	/** The value waiting to run; `urgent` skips the interval. */
	#waiting: { value: T; urgent: boolean } | null = null;
	#running = false;
	#lastStart = -Infinity;
	#timer: ReturnType<typeof setTimeout> | null = null;
	#disposed = false;

	/** `run` may return a promise: the next run waits for it to settle. */
	constructor(
		run: (value: T) => Promise<unknown> | void,
		interval: Interval = 0,
		now: () => number = () => Date.now()
	) {
		this.#run = run;
		this.#interval = typeof interval === 'number' ? () => interval : interval;
		this.#now = now;
	}

	/** Asks for a run with this value, once the run in flight and the interval are over. */
	request(value: T): void {
		this.#waiting = { value, urgent: this.#waiting?.urgent ?? false };
		this.#pump();
	}

	/** Asks for a run with this value as soon as the run in flight is over, without the interval. */
	requestNow(value: T): void {
		this.#waiting = { value, urgent: true };
		this.#pump();
	}

	/** Whether a run is in flight. */
	get busy(): boolean {
		return this.#running;
	}

	/** Drops the value waiting; nothing runs any more (a run in flight still settles). */
	dispose(): void {
		this.#disposed = true;
		this.#waiting = null;
		this.#clearTimer();
	}

	#pump(): void {
		const waiting = this.#waiting;
		if (this.#disposed || this.#running || waiting === null) return;
		const wait = waiting.urgent ? 0 : this.#lastStart + this.#interval() - this.#now();
		if (wait > 0) {
			this.#timer ??= setTimeout(() => {
				this.#timer = null;
				this.#pump();
			}, wait);
			return;
		}
		this.#clearTimer();
		this.#waiting = null;
		this.#running = true;
		this.#lastStart = this.#now();
		let result: Promise<unknown> | void;
		try {
			result = this.#run(waiting.value);
		} catch (error) {
			this.#running = false;
			throw error;
		}
		if (result instanceof Promise) void result.then(this.#settled, this.#settled);
		else this.#settled();
	}

	readonly #settled = (): void => {
		this.#running = false;
		this.#pump();
	};

	#clearTimer(): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = null;
	}
}
