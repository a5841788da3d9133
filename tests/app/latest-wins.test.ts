import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LatestWins } from '../../src/app/session/latest-wins';

/** A request in flight that the test answers when it chooses. */
interface Pending {
	readonly value: number;
	readonly answer: () => void;
}

/** A refresh whose requests stay in flight until the test answers them. */
function slowRefresh(): { asked: Pending[]; run: (value: number) => Promise<void> } {
	const asked: Pending[] = [];
	return {
		asked,
		run: (value) => new Promise<void>((resolve) => asked.push({ value, answer: resolve }))
	};
}

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe('the latest request wins', () => {
	test('the first request runs at once, later ones at most once per interval, ending on the latest', () => {
		const written: number[] = [];
		const writes = new LatestWins<number>((step) => void written.push(step), 400);
		// Sixty steps a second for a second and a half, as playback moves the address bar.
		for (let step = 0; step < 90; step++) {
			writes.request(step);
			vi.advanceTimersByTime(1000 / 60);
		}
		vi.advanceTimersByTime(1000);
		expect(written[0]).toBe(0);
		expect(written.at(-1)).toBe(89);
		expect(written.length).toBeLessThanOrEqual(1 + Math.ceil(1500 / 400));
		expect(written).toEqual([...written].sort((a, b) => a - b));
	});

	test('one request is in flight at a time; of those asked meanwhile only the latest runs next', async () => {
		const { asked, run } = slowRefresh();
		const trees = new LatestWins<number>(run);
		trees.request(1);
		trees.request(2);
		trees.request(3);
		expect(asked.map((pending) => pending.value)).toEqual([1]);
		expect(trees.busy).toBe(true);
		asked[0].answer();
		await vi.advanceTimersByTimeAsync(0);
		expect(asked.map((pending) => pending.value)).toEqual([1, 3]);
		asked[1].answer();
		await vi.advanceTimersByTimeAsync(0);
		expect(trees.busy).toBe(false);
		expect(asked).toHaveLength(2);
	});

	test('the interval counts from the start of the last run, even a slow one', async () => {
		const { asked, run } = slowRefresh();
		const series = new LatestWins<number>(run, 500);
		series.request(1);
		await vi.advanceTimersByTimeAsync(300);
		asked[0].answer();
		series.request(2);
		await vi.advanceTimersByTimeAsync(199);
		expect(asked).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(asked.map((pending) => pending.value)).toEqual([1, 2]);
	});

	test('requestNow skips the interval but still waits for the run in flight', async () => {
		const { asked, run } = slowRefresh();
		const series = new LatestWins<number>(run, 500);
		series.request(1);
		series.requestNow(2);
		expect(asked).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(10);
		asked[0].answer();
		await vi.advanceTimersByTimeAsync(0);
		expect(asked.map((pending) => pending.value)).toEqual([1, 2]);
	});

	test('an interval asked afresh each time: none while paused, the full wait while playing', () => {
		let playing = true;
		const built: number[] = [];
		const trees = new LatestWins<number>(
			(step) => void built.push(step),
			() => (playing ? 250 : 0)
		);
		trees.request(10);
		vi.advanceTimersByTime(100);
		trees.request(20);
		expect(built).toEqual([10]);
		vi.advanceTimersByTime(150);
		expect(built).toEqual([10, 20]);
		playing = false;
		trees.request(30);
		expect(built).toEqual([10, 20, 30]);
	});

	test('once disposed nothing more runs, not even the value waiting', () => {
		const written: number[] = [];
		const writes = new LatestWins<number>((step) => void written.push(step), 400);
		writes.request(1);
		writes.request(2);
		writes.dispose();
		writes.request(3);
		vi.advanceTimersByTime(1000);
		expect(written).toEqual([1]);
	});
});
