import type { IndexProgress } from '../timeline/moment';
import type { WorkerRequest, WorkerResponse } from '../worker/protocol';

/**
 * The page's line to the search: a Web Worker in the browser, the same host run in-process in
 * component tests. The player only ever talks through this.
 */
export interface SearchChannel {
	/** Sends a request to the search. */
	post(request: WorkerRequest): void;
	/** Sets the one receiver of every response. */
	listen(receive: (response: WorkerResponse) => void): void;
	/** Stops the search for good. */
	terminate(): void;
}

/** A channel to the search running in a Web Worker, off the main thread so the page never freezes. */
export function workerChannel(): SearchChannel {
	// Vite finds and bundles the worker only when `new URL` is written inside `new Worker` like this.
	const worker = new Worker(new URL('../worker/search.worker.ts', import.meta.url), {
		type: 'module'
	});
	let receive: (response: WorkerResponse) => void = () => {};
	worker.onmessage = (message: MessageEvent<WorkerResponse>) => receive(message.data);
	worker.onerror = (error: ErrorEvent) => {
		error.preventDefault();
		receive({ type: 'error', id: null, message: error.message || 'the search worker failed' });
	};
	return {
		post: (request) => worker.postMessage(request),
		listen: (receiver) => {
			receive = receiver;
		},
		terminate: () => worker.terminate()
	};
}

/** A request before the client numbers it. */
export type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;

/** Every response but progress: the reply to one request. */
export type Reply = Exclude<WorkerResponse, { type: 'progress' }>;

/**
 * The page's end of the protocol over a channel: it numbers requests and hands each reply to its
 * asker, and passes on the progress of the one search it follows. The player and each side of
 * Compare keep one.
 */
export class SearchClient {
	readonly #channel: SearchChannel;
	readonly #onProgress: (progress: IndexProgress) => void;
	readonly #onError: (reply: Reply) => void;
	#nextId = 1;
	/** Who waits for each request's reply (plain bookkeeping, never shown). */
	readonly #replies = new Map<number, (reply: Reply) => void>();
	#session = -1;
	/** Progress of a newer search that arrived before its `loaded` reply. */
	#early: { session: number; progress: IndexProgress } | null = null;

	/** `onError` gets errors that answer no request (the worker itself failed). */
	constructor(
		channel: SearchChannel,
		onProgress: (progress: IndexProgress) => void,
		onError: (reply: Reply) => void
	) {
		this.#channel = channel;
		this.#onProgress = onProgress;
		this.#onError = onError;
		channel.listen((response) => this.#receive(response));
	}

	/** Sends a request and resolves with its reply. */
	ask(request: Unnumbered<WorkerRequest>): Promise<Reply> {
		const id = this.#nextId++;
		return new Promise((resolve) => {
			this.#replies.set(id, resolve);
			this.#channel.post({ ...request, id } as WorkerRequest);
		});
	}

	/**
	 * Follows the search a `loaded` reply named: its progress goes to `onProgress` from now on,
	 * starting with any that arrived before the reply.
	 */
	follow(session: number): void {
		this.#session = session;
		const early = this.#early;
		this.#early = null;
		if (early !== null && early.session === session) this.#onProgress(early.progress);
	}

	/** Follows no search until the next `follow`: progress of the one being replaced is dropped. */
	unfollow(): void {
		this.#session = -1;
	}

	/** Stops the search for good. */
	terminate(): void {
		this.#channel.terminate();
	}

	#receive(response: WorkerResponse): void {
		if (response.type === 'progress') {
			if (response.session === this.#session) this.#onProgress(response.progress);
			else if (response.session > this.#session)
				this.#early = { session: response.session, progress: response.progress };
			return;
		}
		if (response.id === null) {
			this.#onError(response);
			return;
		}
		const resolve = this.#replies.get(response.id);
		this.#replies.delete(response.id);
		resolve?.(response);
	}
}
