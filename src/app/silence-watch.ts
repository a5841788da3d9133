/** Longest a watched search's worker may stay silent while the page waits for it. */
export const SILENCE_MS = 1750;
/** The same for its first load, which also compiles the sandbox (a large WebAssembly module). */
export const FIRST_LOAD_SILENCE_MS = 15_000;
/** How often the silence is looked at. */
const SILENCE_CHECK_MS = 250;

/**
 * Watches a worker that runs a user's code (a student's problem) for silence. QuickJS looks at
 * its deadline only every so many operations, so one call of slow native work (a loop building a
 * megabyte string per pass) can keep the worker busy for a minute: when the worker says nothing
 * for {@link SILENCE_MS} while the page waits for an answer, or for the progress of a recording,
 * `stop` is called (the client then terminates it). Loaded with the first such search, not with
 * the app; `SearchClient` tells it what it sends and hears.
 */
export class SilenceWatch {
	readonly #stop: () => void;
	/** Requests waiting for an answer, and of them the watched loads. */
	#pending = 0;
	#pendingLoads = 0;
	/** The search loaded runs the user's code. */
	#watched = false;
	/** A watched load has been answered: the sandbox is compiled in this worker. */
	#compiled = false;
	/** The search followed is still being recorded (its worker then reports progress). */
	#recording = false;
	/** When the worker last spoke, or the page last began to wait for it. */
	#heard = performance.now();
	readonly #timer: ReturnType<typeof setInterval>;

	constructor(stop: () => void) {
		this.#stop = stop;
		this.#timer = setInterval(() => this.#check(), SILENCE_CHECK_MS);
	}

	/** Whether the page waits for the worker: a request (of a watched search), or a recording's progress. */
	#expecting(): boolean {
		return this.#pendingLoads > 0 || (this.#watched && (this.#pending > 0 || this.#recording));
	}

	/** A request was sent; `watchedLoad` when it loads a search that runs the user's code. */
	sent(watchedLoad: boolean): void {
		if (!this.#expecting()) this.#heard = performance.now();
		this.#pending++;
		if (watchedLoad) this.#pendingLoads++;
	}

	/** A request was answered: a load's answer says whether the search now loaded is watched. */
	answered(watchedLoad: boolean, loaded: boolean | null): void {
		this.#pending--;
		if (watchedLoad) {
			this.#pendingLoads--;
			this.#compiled = true;
		}
		if (loaded === true) {
			this.#watched = watchedLoad;
			this.#recording = true;
		}
	}

	/** The worker spoke. */
	heard(): void {
		this.#heard = performance.now();
	}

	/** The search followed reported progress: whether it is still being recorded. */
	progress(recording: boolean): void {
		this.#recording = recording;
	}

	#check(): void {
		const now = performance.now();
		if (!this.#expecting()) {
			this.#heard = now;
			return;
		}
		const compiling = this.#pendingLoads > 0 && !this.#compiled;
		if (now - this.#heard > (compiling ? FIRST_LOAD_SILENCE_MS : SILENCE_MS)) {
			this.dispose();
			this.#stop();
		}
	}

	/** Stops watching. */
	dispose(): void {
		clearInterval(this.#timer);
	}
}
