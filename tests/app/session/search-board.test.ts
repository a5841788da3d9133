import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSession } from '../../../src/app/session/search-session.svelte';
import { inProcessChannel } from '../in-process-channel';

const sessions: SearchSession[] = [];
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const session of sessions.splice(0)) session.dispose();
});

describe("the search's board, that the recursion views name points from", () => {
	it('is one object for every moment of a search, and the new search’s board after a load', async () => {
		const session = new SearchSession(inProcessChannel({ windowMs: 10_000 }));
		sessions.push(session);
		await session.load('queens', '6', { mode: 'all' });
		await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
		await session.seekTo(0);
		await vi.waitFor(() => expect(session.moment).not.toBeNull(), WAIT);
		const first = session.searchBoard;
		expect(first).toBe(session.moment?.board);
		for (const step of [1, 2, 3, 40, 7]) {
			await session.seekTo(step);
			await vi.waitFor(() => expect(session.moment?.step).toBe(step), WAIT);
			// Each moment brings its own board; the one the views name from stays.
			expect(session.moment?.board).not.toBe(first);
			expect(session.searchBoard).toBe(first);
		}
		await session.load('queens', '5', { mode: 'all' });
		await session.seekTo(0);
		await vi.waitFor(() => expect(session.moment?.board).not.toBe(first), WAIT);
		await vi.waitFor(() => expect(session.searchBoard).toBe(session.moment?.board), WAIT);
		expect(session.searchBoard).toMatchObject({ puzzle: 'queens', size: 5 });
	});
});
