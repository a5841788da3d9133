import { SearchHost } from '../worker/host';
import type { WorkerResponse } from '../worker/protocol';
import type { SearchChannel } from './channel';

/**
 * A channel to the search host running on this thread: the same host the worker wraps, for
 * component tests in jsdom (which has no Worker) and for browsers without module workers.
 * Messages are delivered on later macrotasks, as across a real worker boundary, so the page's
 * code meets the same ordering it meets in the browser.
 */
export function inProcessChannel(): SearchChannel {
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
		}
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
		}
	};
}
