import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchChannel } from '../../../src/app/channel';
import { SearchSession, type SessionHooks } from '../../../src/app/session/search-session.svelte';
import { inProcessChannel } from '../in-process-channel';

const sessions: SearchSession[] = [];
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const session of sessions.splice(0)) session.dispose();
});

/** The in-process search (its windows never cut short for time), counting what the page asks. */
function countingChannel(): { channel: SearchChannel; posted: string[]; windows: number[] } {
	const inner = inProcessChannel({ windowMs: 10_000 });
	const posted: string[] = [];
	const windows: number[] = [];
	const channel: SearchChannel = {
		post: (request) => {
			posted.push(request.type);
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
	return { channel, posted, windows };
}

/** A session on the six queens (all solutions), recorded whole, on step 10 with its window filled. */
async function atStepTen(hooks?: SessionHooks) {
	const parts = countingChannel();
	const session = new SearchSession(parts.channel, hooks);
	sessions.push(session);
	await session.load('queens', '6', { mode: 'all' });
	await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
	await session.seekTo(10);
	await vi.waitFor(() => expect(parts.windows).toContain(10), WAIT);
	return { ...parts, session };
}

describe('a step drawn out of sight (SearchSession.rehearse)', () => {
	it('shows the moment ahead as a single step, then the moment on screen again, asking the worker nothing', async () => {
		const { session, posted } = await atStepTen();
		const shown = session.moment;
		const singleStep = session.singleStep;
		const asked = posted.length;
		const drawn: [number | undefined, boolean][] = [];
		const draw = async () => {
			drawn.push([session.moment?.step, session.singleStep]);
		};
		expect(await session.rehearse(3, draw)).toBe(true);
		expect(drawn).toEqual([
			[13, true],
			[10, singleStep]
		]);
		expect(session.moment).toBe(shown);
		expect(session.target).toBe(10);
		expect(posted.length).toBe(asked);
		// Beyond the window: nothing drawn.
		drawn.length = 0;
		expect(await session.rehearse(500, draw)).toBe(false);
		expect(drawn).toEqual([]);
		// The teacher's next step lands where it would have.
		await session.seekTo(11);
		expect(session.moment?.step).toBe(11);
	});

	it('leaves a moment shown meanwhile on screen', async () => {
		const { session } = await atStepTen();
		let seek: Promise<unknown> = Promise.resolve();
		const shown = await session.rehearse(1, async () => {
			// A step from the window lands while the step ahead is drawn (it never does in a page,
			// where both happen in one task; the session must not undo it all the same).
			if (session.moment?.step === 11) seek = session.seekTo(12);
		});
		await seek;
		expect(shown).toBe(true);
		expect(session.moment?.step).toBe(12);
	});

	it('draws the first steps of each search it loads while its page says it is idle', async () => {
		const idle = vi.fn(() => true);
		const { session } = await atStepTen({ idle });
		// The steps drawn, and every ask (one the window did not hold yet asks for its refill).
		const drawn: number[] = [];
		const asked: number[] = [];
		const rehearse = session.rehearse.bind(session);
		session.rehearse = async (ahead, draw) => {
			asked.push(ahead);
			const done = await rehearse(ahead, draw);
			if (done) drawn.push(ahead);
			return done;
		};
		await session.load('queens', '5', { mode: 'all' });
		await session.seekTo(0);
		await vi.waitFor(() => expect(drawn).toEqual([1, 2, 3, 4, 5, 6]), WAIT);
		expect(session.moment?.step).toBe(0);
		// Not idle: asked, and nothing drawn.
		idle.mockReturnValue(false);
		idle.mockClear();
		asked.length = 0;
		await session.load('queens', '4', { mode: 'all' });
		await session.seekTo(0);
		await vi.waitFor(() => expect(idle).toHaveBeenCalled(), WAIT);
		expect(asked).toEqual([]);
	});
});
