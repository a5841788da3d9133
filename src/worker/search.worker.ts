/**
 * The search worker: the browser wrapper around {@link SearchHost}. The page creates it with
 * `new Worker(new URL('../worker/search.worker.ts', import.meta.url), { type: 'module' })`.
 */
import { SearchHost, type Schedule } from './host';
import type { WorkerResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

// A MessageChannel runs the next indexing slice right after the messages already queued, without
// the 4 ms clamp browsers put on nested setTimeout calls.
const channel = new MessageChannel();
const tasks: (() => void)[] = [];
channel.port1.onmessage = () => tasks.shift()?.();
const schedule: Schedule = (task) => {
	tasks.push(task);
	channel.port2.postMessage(null);
};

// Held for as long as this worker lives: the page asks for the same lock, and the browser grants
// it once the worker has ended, however it ended (see workerChannel in app/channel.ts).
// In an iframe of a page opened from a file (an opaque origin) the browser denies locks: the page
// then watches the worker by its silence alone, and the refusal is no error of the page.
if (self.name !== '' && 'locks' in navigator)
	navigator.locks.request(self.name, () => new Promise<never>(() => {})).catch(() => {});

const host = new SearchHost((message: WorkerResponse) => self.postMessage(message), schedule);
self.onmessage = (event: MessageEvent<unknown>) => host.handle(event.data);
