import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchChannel } from '../../src/app/channel';
import { Comparison } from '../../src/app/compare/compare.svelte';
import { playbackMove } from '../../src/app/compare/comparison';
import { puzzles } from '../../src/puzzles/all';
import type { IndexProgress } from '../../src/timeline/moment';
import type { WorkerResponse } from '../../src/worker/protocol';
import { inProcessChannel } from './in-process-channel';

const WAIT = { timeout: 10_000, interval: 1 };

const disposers: (() => void)[] = [];
afterEach(() => {
	for (const dispose of disposers.splice(0)) dispose();
});

/** Progress of a search recorded up to `events`, still recording or stopped there. */
function progressAt(events: number, stopped: boolean): IndexProgress {
	const progress = { events, solutions: 0, elapsedMs: 10, bytes: 1000 };
	return { ...progress, complete: false, overBudget: false, stopped };
}

/**
 * The in-process search, whose own progress the page never sees: the test sends the progress it
 * wants, about the search the worker loaded, and the worker answers everything else.
 */
function handProgress(): { channel: SearchChannel; send(progress: IndexProgress): void } {
	const inner = inProcessChannel();
	let receive: (response: WorkerResponse) => void = () => {};
	let session = -1;
	return {
		channel: {
			post: (request) => inner.post(request),
			listen: (receiver, ...rest) => {
				receive = receiver;
				inner.listen(
					(response) => {
						if (response.type === 'loaded') session = response.session;
						if (response.type !== 'progress') receive(response);
					},
					...rest
				);
			},
			terminate: () => inner.terminate(),
			openAnother: inProcessChannel
		},
		send: (progress) => receive({ type: 'progress', session, progress })
	};
}

describe('a Compare side whose recording stopped before its end', () => {
	test('has ended, as on the main page: it holds the other side back no more, and its totals say it stopped', async () => {
		const workers = [handProgress(), handProgress()];
		let opened = 0;
		const comparison = new Comparison(() => workers[opened++].channel);
		disposers.push(() => comparison.dispose());
		const { input, options } = puzzles[0].samples[0];
		const opening = comparison.open({ puzzle: 'sudoku', input, options });
		await vi.waitFor(() => {
			for (const side of comparison.sides) expect(side.session.loaded).not.toBeNull();
		}, WAIT);
		workers[0].send(progressAt(500, false));
		// The second search's code failed at event 300: the worker stops recording it there.
		workers[1].send(progressAt(300, true));
		await opening;
		expect(comparison.first.complete).toBe(false);
		expect(comparison.second.complete).toBe(true);
		// The first side may go on as far as it has recorded; the second waits at its last step.
		expect(comparison.reach).toBe(500);
		expect(playbackMove(0, 1000, comparison.sides, 'together')).toEqual({ step: 300, stop: true });
		await vi.waitFor(() => expect(comparison.second.totals).not.toBeNull(), WAIT);
		expect(comparison.second.totals).toMatchObject({ events: 300, partial: 'stopped' });
		expect(comparison.first.totals).toBeNull();
	});
});
