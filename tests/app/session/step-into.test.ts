import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchChannel } from '../../../src/app/channel';
import { SearchSession } from '../../../src/app/session/search-session.svelte';
import { puzzleById } from '../../../src/puzzles/all';
import type { StepMove } from '../../../src/timeline/step-moves';
import { stepTarget } from '../../../src/timeline/stepping';
import { Timeline } from '../../../src/timeline/timeline';
import type { WorkerRequest } from '../../../src/worker/protocol';
import { inProcessChannel } from '../in-process-channel';

const sessions: SearchSession[] = [];
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const session of sessions.splice(0)) session.dispose();
});

/** The in-process search, noting each request the page sends and the steps its windows are around. */
function watchedChannel() {
	// Windows are never cut short for time: on a busy machine an 8 ms window reached few steps.
	const inner = inProcessChannel({ windowMs: 10_000 });
	const sent: WorkerRequest['type'][] = [];
	const windows: number[] = [];
	const channel: SearchChannel = {
		post: (request) => {
			sent.push(request.type);
			inner.post(request);
		},
		listen: (receive, ...rest) =>
			inner.listen(
				(response) => {
					if (response.type === 'window') windows.push(response.window.step);
					receive(response);
				},
				...rest
			),
		terminate: () => inner.terminate(),
		openAnother: inProcessChannel
	};
	return { channel, sent, windows };
}

/** Six queens, every solution, recorded whole in Node: where stepping.ts says each move lands. */
function queensTimeline(): Timeline {
	const loaded = puzzleById('queens')?.load('6', { mode: 'all' });
	if (loaded === undefined || !loaded.ok) throw new Error('six queens do not load');
	const timeline = new Timeline(loaded.value);
	while (!timeline.complete) timeline.index(1 << 20);
	return timeline;
}

/** Where a move from `step` lands by stepping.ts's definition, on the recorded timeline. */
function stepping(timeline: Timeline, move: StepMove, step: number): number | null {
	const origin = {
		step,
		event: timeline.seek(step).event,
		length: timeline.length,
		complete: true
	};
	return stepTarget(move, origin, (from, query) => timeline.find(from, query));
}

describe('Step into answered from the page', () => {
	it('lands where stepping.ts says, from the moments kept on the page, without asking the worker', async () => {
		const { channel, sent, windows } = watchedChannel();
		const session = new SearchSession(channel);
		sessions.push(session);
		const timeline = queensTimeline();
		await session.load('queens', '6', { mode: 'all' });
		await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
		await session.seekTo(10);
		await vi.waitFor(() => expect(windows).toContain(10), WAIT);
		const moves: StepMove[] = ['into', 'into', 'intoBack', 'into', 'intoBack', 'intoBack'];
		for (const move of moves) {
			const from = session.target;
			sent.length = 0;
			expect(await session.move(move)).toBe('moved');
			expect(session.moment?.step).toBe(stepping(timeline, move, from));
			// Nothing went to the worker but, perhaps, a refill of the moments kept.
			expect(sent.filter((type) => type !== 'window')).toEqual([]);
		}
	});

	it('goes nowhere past the last recorded event or before the start, as stepping.ts says', async () => {
		const { channel } = watchedChannel();
		const session = new SearchSession(channel);
		sessions.push(session);
		const timeline = queensTimeline();
		await session.load('queens', '6', { mode: 'all' });
		await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
		await session.seekTo(session.recorded);
		expect(stepping(timeline, 'into', timeline.length)).toBeNull();
		expect(await session.move('into')).toBe('nowhere');
		await session.seekTo(0);
		expect(stepping(timeline, 'intoBack', 0)).toBeNull();
		expect(await session.move('intoBack')).toBe('nowhere');
		expect(session.moment?.step).toBe(0);
	});
});
