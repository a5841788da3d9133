import type { SearchChannel } from '../../src/app/channel';
import { SearchHost, type HostOptions } from '../../src/worker/host';
import type { WorkerResponse } from '../../src/worker/protocol';

/**
 * A channel to the search host running on this thread: the same host the worker wraps, for tests
 * in Node and jsdom (which have no Worker). It lives with the tests, so the app's build never
 * carries the host, the timeline or the engine on the page.
 * Messages are delivered on later macrotasks, as across a real worker boundary, so the page's
 * code meets the same ordering it meets in the browser.
 */
export function inProcessChannel(options: HostOptions = {}): SearchChannel {
	// A macrotask without the 1 ms clamp of nested timers where there is one (Node, jsdom).
	const later: (task: () => void) => void =
		typeof setImmediate === 'function'
			? (task) => setImmediate(task)
			: (task) => setTimeout(task, 0);
	let receive: (response: WorkerResponse) => void = () => {};
	let open = true;
	const host = new SearchHost(
		(response) =>
			later(() => {
				if (open) receive(response);
			}),
		(task) => {
			setTimeout(() => {
				if (open) task();
			}, 0);
		},
		undefined,
		options
	);
	return {
		post: (request) =>
			later(() => {
				if (open) host.handle(request);
			}),
		listen: (receiver) => {
			receive = receiver;
		},
		terminate: () => {
			open = false;
		},
		openAnother: inProcessChannel
	};
}
