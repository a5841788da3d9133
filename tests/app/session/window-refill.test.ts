import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchChannel } from '../../../src/app/channel';
import { SearchSession } from '../../../src/app/session/search-session.svelte';
import type { WorkerResponse } from '../../../src/worker/protocol';
import { inProcessChannel } from '../in-process-channel';

const sessions: SearchSession[] = [];
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const session of sessions.splice(0)) session.dispose();
});

/**
 * The in-process search, whose replies of the held types wait until the test lets them go. Its
 * windows are never cut short for time: on a busy machine an 8 ms window reached only a few steps.
 */
function heldChannel() {
	const inner = inProcessChannel({ windowMs: 10_000 });
	const held = new Set<WorkerResponse['type']>();
	const waiting: WorkerResponse[] = [];
	const windows: number[] = [];
	let receive: (response: WorkerResponse) => void = () => {};
	const channel: SearchChannel = {
		post: (request) => inner.post(request),
		listen: (receiver, ...rest) => {
			receive = receiver;
			inner.listen(
				(response) => {
					if (held.has(response.type)) waiting.push(response);
					else {
						if (response.type === 'window') windows.push(response.window.step);
						receive(response);
					}
				},
				...rest
			);
		},
		terminate: () => inner.terminate(),
		openAnother: inProcessChannel
	};
	/** Delivers the held replies of one type, in the order they came. */
	const release = (type: WorkerResponse['type']): number => {
		const going = waiting.filter((response) => response.type === type);
		for (const response of going) waiting.splice(waiting.indexOf(response), 1);
		for (const response of going) {
			receive(response);
		}
		return going.length;
	};
	return { channel, held, waiting, windows, release };
}

describe('the window of moments while the worker answers late', () => {
	it('a refill that comes after the page went past the window shows no step before the seek on its way', async () => {
		const { channel, held, waiting, windows, release } = heldChannel();
		const session = new SearchSession(channel);
		sessions.push(session);
		await session.load('queens', '6', { mode: 'all' });
		await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
		await session.seekTo(10);
		// The window is filled around step 10 (not the one of step 0, which may come after the
		// seek): steps up to 18 show at once.
		await vi.waitFor(() => expect(windows).toContain(10), WAIT);
		// From now on the worker's windows and moments wait.
		held.add('window');
		held.add('moment');
		for (let step = 11; step <= 18; step++) {
			void session.seekTo(step);
			expect(session.moment?.step).toBe(step);
		}
		// Near the window's end a refill was asked (around some step from 14 on); step 19 is past
		// the window, so it goes to the worker.
		await vi.waitFor(() => expect(waiting.some((reply) => reply.type === 'window')).toBe(true));
		const shown: number[] = [];
		const nineteen = session.seekTo(19);
		await vi.waitFor(() => expect(waiting.some((reply) => reply.type === 'moment')).toBe(true));
		// The refill lands now: it covers 19 and 20, but the page has moved on since it was asked.
		expect(release('window')).toBe(1);
		await new Promise((resolve) => setTimeout(resolve, 0));
		const twenty = session.seekTo(20);
		shown.push(session.moment?.step ?? NaN);
		held.clear();
		release('moment');
		expect(await nineteen).toMatchObject({ step: 19 });
		shown.push(session.moment?.step ?? NaN);
		expect(await twenty).toMatchObject({ step: 20 });
		shown.push(session.moment?.step ?? NaN);
		// Every step shows in turn: 18 until the worker answers, then 19, then 20.
		expect(shown).toEqual([18, 19, 20]);
	});
});
