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
