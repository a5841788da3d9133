import { recordingEnded, type IndexProgress } from '../timeline/moment';
import type { SilenceWatch } from './silence-watch';
import {
	readResponse,
	repliesTo,
	type Reply,
	type ReplyTo,
	type WorkerRequest,
	type WorkerResponse
} from '../worker/protocol';

/**
 * Why a search stopped for good. Every kind but `terminated` comes without the page asking, and
 * its session is told:
 * - `failed`: its worker threw an exception nobody caught, or could not start (`error` says what);
 * - `closed`: its worker ended without a word (closed or crashed: the lock it held was released);
 * - `unreadable`: a message from its worker could not be read (a `messageerror`);
 * - `brokeProtocol`: its worker answered a waiting request with a malformed reply, or one of a
 *   kind that does not answer it (`wrong` says what);
 * - `silent`: its worker ran the user's code and said nothing for too long (silence-watch.ts);
 * - `terminated`: the page closed the search itself.
 */
export type StopReason =
	| { readonly kind: 'failed'; readonly error: string }
	| { readonly kind: 'closed' }
	| { readonly kind: 'unreadable' }
	| { readonly kind: 'brokeProtocol'; readonly request: number; readonly wrong: string }
	| { readonly kind: 'silent' }
	| { readonly kind: 'terminated' };

/** A stop reason in words, for developers: the console and the stopped alert's tooltip. */
export function stopText(reason: StopReason): string {
	switch (reason.kind) {
		case 'failed':
			return `the search worker failed: ${reason.error}`;
		case 'closed':
			return 'the search worker was closed';
		case 'unreadable':
			return 'a message from the search worker could not be read';
		case 'brokeProtocol':
			return `the search worker answered request ${reason.request} wrongly: ${reason.wrong}`;
		case 'silent':
			return 'the search worker went silent in user code';
		case 'terminated':
			return 'the page closed the search';
	}
}

/**
 * The page's line to the search: a Web Worker in the browser, the same host run in-process in
 * component tests (tests/app/in-process-channel.ts). The page only ever talks through this.
 */
export interface SearchChannel {
	/** Sends a request to the search. */
	post(request: WorkerRequest): void;
	/**
	 * Sets the one receiver of every message from the search, as it was sent (the client checks it
	 * before use), and the one told, once, that the search has ended for good without being asked
	 * to: its worker failed, sent a message that could not be read, or was closed.
	 */
	listen(receive: (response: WorkerResponse) => void, ended?: (reason: StopReason) => void): void;
	/** Stops the search for good. */
	terminate(): void;
	/** Opens a new channel of the same kind, to a search of its own (one per side of Compare). */
	openAnother(): SearchChannel;
}

/** Workers opened by this page, to give each a lock name of its own. */
let workersOpened = 0;
/** Messages from a new worker after which the page stops looking for its lock (see workerChannel). */
const LOCK_LOOKS = 5;

/**
 * A channel to the search running in a Web Worker, off the main thread so the page never freezes.
 *
 * @remarks
 * A worker that ends says nothing: one closed or terminated from outside fires no event, and
 * requests to it are dropped in silence. So each worker holds a Web Lock named after it for as
 * long as it lives (search.worker.ts); once it has taken it, the page asks for the same lock,
 * which the browser grants the moment the worker is gone. An `error` event (an exception nobody
 * caught inside the worker, or a worker that could not start) and a `messageerror` also end it:
 * a reply may have been lost, and a request must never wait forever.
 */
export function workerChannel(): SearchChannel {
	const lock = `backstep-search-${++workersOpened}-${Math.random().toString(36).slice(2)}`;
	// Vite finds and bundles the worker only when `new URL` is written inside `new Worker` like this.
	const worker = new Worker(new URL('../worker/search.worker.ts', import.meta.url), {
		type: 'module',
		name: lock
	});
	let receive: (response: WorkerResponse) => void = () => {};
	let ended: (reason: StopReason) => void = () => {};
	let over = false;
	const watching = new AbortController();
	const close = (): void => {
		over = true;
		watching.abort();
		worker.terminate();
	};
	const end = (reason: StopReason): void => {
		if (over) return;
		close();
		ended(reason);
	};

	let looks = 0;
	let watched = false;
	/** Once the worker holds its lock, waits for the lock: granted when the worker has ended. */
	async function watchLife(): Promise<void> {
		if (watched || looks >= LOCK_LOOKS || !('locks' in navigator)) return;
		looks++;
		watched = true;
		let snapshot: LockManagerSnapshot;
		try {
			snapshot = await navigator.locks.query();
		} catch {
			// Denied (an iframe of a page opened from a file): the silence watch is left to tell.
			looks = LOCK_LOOKS;
			return;
		}
		const { held = [], pending = [] } = snapshot;
		if (![...held, ...pending].some((taken) => taken.name === lock)) {
			watched = false;
			return;
		}
		await navigator.locks
			.request(lock, { signal: watching.signal }, () => end({ kind: 'closed' }))
			// Aborted: the page closed the worker itself.
			.catch(() => {});
	}

	worker.onmessage = (message: MessageEvent<WorkerResponse>) => {
		if (over) return;
		receive(message.data);
		void watchLife();
	};
	worker.onerror = (error: ErrorEvent) => {
		error.preventDefault();
		end({ kind: 'failed', error: error.message || 'it could not start' });
	};
	worker.onmessageerror = () => end({ kind: 'unreadable' });
	return {
		post: (request) => worker.postMessage(request),
		listen: (receiver, onEnded) => {
			receive = receiver;
			ended = onEnded ?? (() => {});
		},
		terminate: close,
		openAnother: workerChannel
	};
}

/** A request before the client numbers it. */
export type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;

/**
 * Why a request got no answer it could use: the search `stopped` for good (its worker failed,
 * broke the protocol or was closed), or the worker `refused` the request (its error says why).
 */
export class SearchFailure extends Error {
	readonly kind: 'stopped' | 'refused';

	constructor(kind: 'stopped' | 'refused', message: string) {
		super(message);
		this.name = 'SearchFailure';
		this.kind = kind;
	}
}

/** A request waiting for its reply. */
interface Waiting {
	readonly type: WorkerRequest['type'];
	/** A load of a search that runs a user's code: the worker is watched from its reply on. */
	readonly watched: boolean;
	readonly resolve: (reply: Reply) => void;
	readonly reject: (failure: SearchFailure) => void;
}

/**
 * The page's end of the protocol over a channel: it numbers requests and hands each reply to its
 * asker, and passes on the progress of the one search it follows. Each SearchSession keeps one.
 *
 * @remarks
 * It trusts nothing the worker sends: every message is checked against the protocol first. A
 * message that answers no waiting request (malformed progress, no id, an id nobody waits for, an
 * error about no request) is logged and dropped, and the search goes on. A reply to a waiting
 * request that is malformed, or of a type that does not answer it, means the worker no longer
 * keeps the protocol: the search is stopped, like one whose worker has ended. Once stopped, every
 * waiting request is rejected with a {@link SearchFailure} and so is every later one: nothing
 * waits forever.
 */
export class SearchClient {
	readonly #channel: SearchChannel;
	readonly #onProgress: (progress: IndexProgress) => void;
	readonly #onStopped: (reason: StopReason) => void;
	#nextId = 1;
	/** Who waits for each request's reply (plain bookkeeping, never shown). */
	readonly #waiting = new Map<number, Waiting>();
	#session = -1;
	/** Progress of a newer search that arrived before its `loaded` reply. */
	#early: { session: number; progress: IndexProgress } | null = null;
	/** Why the search stopped, null while it runs. */
	#stopped: StopReason | null = null;
	/** Watches a worker that runs a user's code for silence, once such a search is asked for. */
	#silence: SilenceWatch | null = null;

	/** `onStopped` is told once, with the reason, when the search stops without being asked to. */
	constructor(
		channel: SearchChannel,
		onProgress: (progress: IndexProgress) => void,
		onStopped: (reason: StopReason) => void
	) {
		this.#channel = channel;
		this.#onProgress = onProgress;
		this.#onStopped = onStopped;
		channel.listen(
			(response) => this.#receive(response),
			(reason) => this.#stop(reason, true)
		);
	}

	/** Why the search stopped for good, or null while it runs. */
	get stopped(): StopReason | null {
		return this.#stopped;
	}

	/** Requests sent and not answered yet. */
	get waiting(): number {
		return this.#waiting.size;
	}

	/**
	 * Sends a request and resolves with its reply, typed by the request's type: its own answer, or
	 * an `error` (or `inputError`) the worker sent instead. Rejects with a {@link SearchFailure}
	 * once the search has stopped.
	 */
	ask<R extends Unnumbered<WorkerRequest>>(
		request: R,
		{ watch = false } = {}
	): Promise<ReplyTo<R['type']>> {
		if (this.#stopped !== null)
			return Promise.reject(new SearchFailure('stopped', stopText(this.#stopped)));
		const id = this.#nextId++;
		const watched = watch && request.type === 'load';
		this.#silence?.sent(watched);
		return new Promise((resolve, reject) => {
			// The reply is checked against REPLIES for this request's type before it resolves.
			const answer = resolve as (reply: Reply) => void;
			this.#waiting.set(id, { type: request.type, watched, resolve: answer, reject });
			this.#channel.post({ ...request, id } as WorkerRequest);
		});
	}

	/**
	 * Watches this worker for silence from now on (a search that runs the user's code is about to
	 * be loaded); the watch's code loads on first use.
	 */
	async watchSilence(): Promise<void> {
		if (this.#silence !== null || this.#stopped !== null) return;
		const { SilenceWatch } = await import('./silence-watch');
		if (this.#silence !== null || this.#stopped !== null) return;
		this.#silence = new SilenceWatch(() => this.#stop({ kind: 'silent' }, true));
		for (let i = 0; i < this.#waiting.size; i++) this.#silence.sent(false);
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

	/** Stops the search for good; requests still waiting are rejected. */
	terminate(): void {
		this.#stop({ kind: 'terminated' }, false);
	}

	#receive(message: unknown): void {
		if (this.#stopped !== null) return;
		this.#silence?.heard();
		const response = readResponse(message);
		if ('malformed' in response) {
			const id = response.id;
			if (id !== null && this.#waiting.has(id))
				this.#stop({ kind: 'brokeProtocol', request: id, wrong: response.malformed }, true);
			else ignore(response.malformed);
			return;
		}
		if (response.type === 'progress') {
			if (response.session === this.#session) {
				this.#silence?.progress(!recordingEnded(response.progress));
				this.#onProgress(response.progress);
			} else if (response.session > this.#session)
				this.#early = { session: response.session, progress: response.progress };
			return;
		}
		const id = response.id;
		if (id === null) {
			ignore(`an error about no request: ${response.type === 'error' ? response.message : ''}`);
			return;
		}
		const waiting = this.#waiting.get(id);
		if (waiting === undefined) {
			ignore(`a ${response.type} reply to request ${id}, which nothing waits for`);
			return;
		}
		if (!repliesTo(waiting.type, response)) {
			const wrong = `a ${response.type} reply to a ${waiting.type} request`;
			this.#stop({ kind: 'brokeProtocol', request: id, wrong }, true);
			return;
		}
		this.#waiting.delete(id);
		this.#silence?.answered(
			waiting.watched,
			waiting.type === 'load' ? response.type === 'loaded' : null
		);
		waiting.resolve(response);
	}

	/** Ends the search once: the channel closes, every waiting request is rejected. */
	#stop(reason: StopReason, tell: boolean): void {
		if (this.#stopped !== null) return;
		this.#stopped = reason;
		this.#silence?.dispose();
		this.#channel.terminate();
		const waiting = [...this.#waiting.values()];
		this.#waiting.clear();
		const failure = new SearchFailure('stopped', stopText(reason));
		for (const request of waiting) request.reject(failure);
		if (tell) this.#onStopped(reason);
	}
}

/** A message from the worker that answers nothing the page waits for: noted for developers, then dropped. */
function ignore(what: string): void {
	console.warn(`Backstep ignored a message from the search worker: ${what}`);
}
