import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenQuiet } from '../../src/app/offline';

afterEach(() => {
	vi.useRealTimers();
});

/** Whether a promise has settled, after the timers and promise callbacks due have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
	let done = false;
	void promise.then(() => (done = true));
	await vi.advanceTimersByTimeAsync(0);
	return done;
}

describe('precaching waits for a quiet page', () => {
	test('waits for the search to be recorded, then for a quiet spell without clicks or keys', async () => {
		vi.useFakeTimers();
		const page = new EventTarget();
		let recorded: () => void = () => {};
		const recording = new Promise<void>((done) => (recorded = done));
		const quiet = whenQuiet(page, recording, 2000, 30_000, () => Date.now());
		await vi.advanceTimersByTimeAsync(5000);
		expect(await settled(quiet)).toBe(false);
		// A teacher steps through the search: every click puts the precache off again.
		for (let i = 0; i < 10; i++) {
			page.dispatchEvent(new Event(i % 2 === 0 ? 'click' : 'keydown'));
			if (i === 2) recorded();
			await vi.advanceTimersByTimeAsync(1500);
		}
		page.dispatchEvent(new Event('click'));
		expect(await settled(quiet)).toBe(false);
		await vi.advanceTimersByTimeAsync(1999);
		expect(await settled(quiet)).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(await settled(quiet)).toBe(true);
	});

	test('does not wait longer than its limit for a long recording or a busy page', async () => {
		vi.useFakeTimers();
		const page = new EventTarget();
		const quiet = whenQuiet(page, new Promise(() => {}), 2000, 30_000, () => Date.now());
		for (let i = 0; i < 29; i++) {
			await vi.advanceTimersByTimeAsync(1000);
			page.dispatchEvent(new Event('pointerdown'));
		}
		expect(await settled(quiet)).toBe(false);
		await vi.advanceTimersByTimeAsync(1000);
		expect(await settled(quiet)).toBe(true);
	});

	test('stops listening to the page once it has resolved', async () => {
		vi.useFakeTimers();
		const page = new EventTarget();
		const removed = vi.spyOn(page, 'removeEventListener');
		const quiet = whenQuiet(page, Promise.resolve(), 2000, 30_000, () => Date.now());
		await vi.advanceTimersByTimeAsync(2000);
		expect(await settled(quiet)).toBe(true);
		expect(removed.mock.calls.map(([type]) => type).sort()).toEqual([
			'click',
			'keydown',
			'pointerdown',
			'wheel'
		]);
	});
});
