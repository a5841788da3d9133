import { afterEach, describe, expect, test, vi } from 'vitest';
import { installMicrotaskQueue, queueByPromise } from '../../src/app/microtasks';

/** Queues a pattern of tasks and promise jobs with `queue`; resolves with the order they ran in. */
function orderWith(queue: (task: () => void) => void): Promise<string[]> {
	const ran: string[] = [];
	queue(() => {
		ran.push('task 1');
		queue(() => ran.push('task queued by task 1'));
		void Promise.resolve().then(() => ran.push('promise job from task 1'));
	});
	void Promise.resolve().then(() => ran.push('promise job'));
	queue(() => ran.push('task 2'));
	return new Promise((done) => setTimeout(() => done(ran), 0));
}

describe('the page’s queueMicrotask', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	test('runs tasks in the same order as the platform’s queueMicrotask, among promise jobs', async () => {
		const platform = await orderWith((task) => queueMicrotask(task));
		expect(platform).toEqual([
			'task 1',
			'promise job',
			'task 2',
			'task queued by task 1',
			'promise job from task 1'
		]);
		expect(await orderWith(queueByPromise)).toEqual(platform);
	});

	test('reports a task that throws as an uncaught error, and the tasks after it still run', async () => {
		const reported = vi.fn();
		vi.stubGlobal('reportError', reported);
		const ran: string[] = [];
		const thrown = new Error('a task that throws');
		queueByPromise(() => {
			throw thrown;
		});
		queueByPromise(() => ran.push('after'));
		await new Promise((done) => setTimeout(done, 0));
		expect(reported).toHaveBeenCalledExactlyOnceWith(thrown);
		expect(ran).toEqual(['after']);
	});

	test('refuses what is not a function at once, as the platform’s does', () => {
		expect(() => queueByPromise('run me' as unknown as VoidFunction)).toThrow(TypeError);
		expect(() => queueMicrotask('run me' as unknown as VoidFunction)).toThrow(TypeError);
	});

	test('is what installing puts on the global', () => {
		const global = { queueMicrotask };
		installMicrotaskQueue(global);
		expect(global.queueMicrotask).toBe(queueByPromise);
	});
});
