/**
 * The page's `queueMicrotask`, run by a resolved promise instead of the browser's binding.
 *
 * @remarks
 * Why: Chromium wraps each callback given to its `queueMicrotask` in a C++ object, and that
 * object keeps the callback (and all it reaches) alive through V8's minor collections until the
 * next major one, long after the callback ran. Svelte schedules every flush with
 * `queueMicrotask(() => batch.flush())`, so each step's batch, with every value the step set
 * (the moment, the tree's layout), outlived the young generation and was copied and promoted:
 * while the lesson sudoku played at 60 steps a second, each minor collection of the page copied
 * 1.2-1.8 MB and paused it 3-7 ms (BENCHMARKS.md, forty-ninth session). A promise's reaction is
 * V8's own and is dropped once it ran. The order is the same (both queue a microtask at once, in
 * the one queue) and so is an exception's fate: it is reported as an uncaught error.
 */

const resolved = Promise.resolve();

/** Queues `task` as a microtask through a resolved promise; a throw is reported, not swallowed. */
export function queueByPromise(task: VoidFunction): void {
	if (typeof task !== 'function')
		throw new TypeError(`queueMicrotask needs a function, not ${typeof task}`);
	void resolved.then(() => {
		try {
			task();
		} catch (error) {
			reportError(error);
		}
	});
}

/** Makes {@link queueByPromise} the global `queueMicrotask` (the page does, first thing). */
export function installMicrotaskQueue(global: { queueMicrotask: typeof queueMicrotask }): void {
	global.queueMicrotask = queueByPromise;
}
