import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../src/puzzles/load-once';

describe('loading a part once', () => {
	it('runs the load once for an id, whether asked while it runs or after', async () => {
		const load = vi.fn(async (id: string) => `the ${id} part`);
		const once = loadOnce(load);
		const [first, second] = [once('queens'), once('queens')];
		expect(second).toBe(first);
		expect(await first).toBe('the queens part');
		expect(await once('queens')).toBe('the queens part');
		expect(await once('maze')).toBe('the maze part');
		expect(load.mock.calls).toEqual([['queens'], ['maze']]);
	});

	it('tries a failed load again on the next call', async () => {
		const load = vi
			.fn<(id: string) => Promise<string>>()
			.mockRejectedValueOnce(new Error('offline'))
			.mockResolvedValueOnce('the ring part');
		const once = loadOnce(load);
		await expect(once('ring')).rejects.toThrow('offline');
		expect(await once('ring')).toBe('the ring part');
		expect(load).toHaveBeenCalledTimes(2);
	});
});
