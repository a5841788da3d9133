import { afterEach, describe, expect, test, vi } from 'vitest';
import { LazyViews } from '../../src/app/views.svelte';

/** A view's load that the test settles when it wants. */
function pendingLoad<V>() {
	let settle!: { resolve: (view: V) => void; reject: (error: Error) => void };
	const promise = new Promise<{ default: V }>((resolve, reject) => {
		settle = { resolve: (view) => resolve({ default: view }), reject };
	});
	const loader = vi.fn(() => promise);
	return { loader, settle };
}

afterEach(() => vi.restoreAllMocks());

describe('the lazily loaded views', () => {
	test('a second call while a view loads waits for that same load', async () => {
		const { loader, settle } = pendingLoad<string>();
		const views = new LazyViews<string>({ '../puzzles/queens/Board.svelte': loader });
		expect(views.get('queens')).toBeNull();
		let waited = false;
		const second = views.load('queens').then(() => (waited = true));
		await Promise.resolve();
		expect(waited).toBe(false);
		settle.resolve('the queens board');
		await second;
		expect(views.get('queens')).toBe('the queens board');
		expect(loader).toHaveBeenCalledTimes(1);
	});

	test('a view is known by its folder’s name, and a folder without one has none', async () => {
		const { loader, settle } = pendingLoad<string>();
		const views = new LazyViews<string>({ '../puzzles/maze/Board.svelte': loader });
		expect(views.has('maze')).toBe(true);
		expect(views.has('ring')).toBe(false);
		await views.load('ring');
		expect(views.get('ring')).toBeNull();
		settle.resolve('the maze board');
		await views.load('maze');
		expect(views.get('maze')).toBe('the maze board');
	});

	test('a view is ready to draw once loaded, and a folder without one never makes anyone wait', async () => {
		const { loader, settle } = pendingLoad<string>();
		const views = new LazyViews<string>({ '../puzzles/maze/Board.svelte': loader });
		expect(views.ready('maze')).toBe(false);
		expect(views.ready('ring')).toBe(true);
		// Asking is not loading: the load starts where the view is drawn.
		expect(loader).not.toHaveBeenCalled();
		const loading = views.load('maze');
		expect(views.ready('maze')).toBe(false);
		settle.resolve('the maze board');
		await loading;
		expect(views.ready('maze')).toBe(true);
	});

	test('a failed load is told and tried again on the next call', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const first = pendingLoad<string>();
		const loader = vi
			.fn<() => Promise<{ default: string }>>()
			.mockImplementationOnce(first.loader)
			.mockResolvedValueOnce({ default: 'the ring board' });
		const views = new LazyViews<string>({ '../puzzles/ring/Board.svelte': loader });
		const failing = views.load('ring');
		first.settle.reject(new Error('offline'));
		await failing;
		expect(warn).toHaveBeenCalledWith(
			"The view of the puzzle 'ring' did not load:",
			expect.any(Error)
		);
		expect(views.get('ring')).toBeNull();
		await views.load('ring');
		expect(views.get('ring')).toBe('the ring board');
		expect(loader).toHaveBeenCalledTimes(2);
	});
});
