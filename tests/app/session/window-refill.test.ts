import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchChannel } from '../../../src/app/channel';
import { MomentWindow } from '../../../src/app/session/moment-window';
import { NEAR_SPEED, PlaybackClock } from '../../../src/app/session/playback-clock.svelte';
import { SearchSession, type SessionHooks } from '../../../src/app/session/search-session.svelte';
import type { WorkerResponse } from '../../../src/worker/protocol';
import { handFrames } from '../hand-frames';
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
	/** The type of every request posted, in order. */
	const posted: string[] = [];
	let receive: (response: WorkerResponse) => void = () => {};
	const channel: SearchChannel = {
		post: (request) => {
			posted.push(request.type);
			inner.post(request);
		},
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
	return { channel, held, waiting, windows, posted, release };
}

/**
 * A session on the six queens (all solutions), recorded whole, on step 10 with its window filled
 * around it (not the one of step 0, which may come after the seek): steps 2 to 18 show at once.
 */
async function atStepTen(hooks?: SessionHooks) {
	const parts = heldChannel();
	const session = new SearchSession(parts.channel, hooks);
	sessions.push(session);
	await session.load('queens', '6', { mode: 'all' });
	await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
	await session.seekTo(10);
	await vi.waitFor(() => expect(parts.windows).toContain(10), WAIT);
	return { ...parts, session };
}

describe('the window of moments while the worker answers late', () => {
	it('a refill that comes after the page went past the window shows no step before the seek on its way', async () => {
		const { session, held, waiting, release } = await atStepTen();
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

describe('the steps next to the one on screen', () => {
	it('are made once a step from the window is on screen, and once a refill comes, not in the click', async () => {
		const { session, windows } = await atStepTen();
		const prepare = vi.spyOn(MomentWindow.prototype, 'prepare');
		try {
			void session.stepTo(11);
			expect(session.moment?.step).toBe(11);
			expect(prepare).not.toHaveBeenCalled();
			await vi.waitFor(() => expect(prepare).toHaveBeenCalledWith(11, session.generation), WAIT);
			// A jump past the window: its refill brings the steps next to where it landed, made at once.
			await session.seekTo(40);
			await vi.waitFor(() => expect(windows).toContain(40), WAIT);
			await vi.waitFor(
				() => expect(prepare).toHaveBeenLastCalledWith(40, session.generation),
				WAIT
			);
		} finally {
			prepare.mockRestore();
		}
	});
});

describe('single steps asked faster than the worker answers (a held arrow key)', () => {
	it('shows each step in turn, one a frame, with one refill for the steps the seek did not bring', async () => {
		const frames = handFrames();
		const { session, held, waiting, release, posted } = await atStepTen({ frames });
		held.add('window');
		held.add('moment');
		for (let step = 11; step <= 18; step++) void session.stepTo(step);
		expect(session.moment?.step).toBe(18);
		// Step 19 is past the window: its seek waits at the worker while three more steps are asked.
		const asked = [19, 20, 21, 22].map((step) => session.stepTo(step));
		await vi.waitFor(() => expect(waiting.some((reply) => reply.type === 'moment')).toBe(true));
		expect(session.target).toBe(22);
		expect(session.moment?.step).toBe(18);
		const sent = posted.length;
		held.delete('moment');
		release('moment');
		expect(await asked[0]).toMatchObject({ step: 19 });
		expect(session.moment?.step).toBe(19);
		// The next step waits for the next frame; the window does not hold it, so it is refilled first.
		expect(waiting).toEqual([]);
		frames.fire(1);
		await vi.waitFor(() => expect(waiting.some((reply) => reply.type === 'window')).toBe(true));
		expect(session.moment?.step).toBe(19);
		held.clear();
		release('window');
		expect(await asked[1]).toMatchObject({ step: 20 });
		// The rest come from the window, a frame each.
		const shown = [session.moment?.step];
		for (const step of [21, 22]) {
			// Not before the frame: shown in the task of the step before, that one was never drawn.
			await new Promise((resolve) => setTimeout(resolve, 0));
			expect(session.moment?.step).toBe(step - 1);
			frames.fire(step);
			expect(await asked[step - 19]).toMatchObject({ step });
			shown.push(session.moment?.step);
		}
		expect(shown).toEqual([20, 21, 22]);
		expect(posted.slice(sent).filter((type) => type === 'seek' || type === 'window')).toEqual([
			'window'
		]);
	});

	it('gives up the steps still waiting when the page jumps elsewhere', async () => {
		const frames = handFrames();
		const { session, held, waiting, release } = await atStepTen({ frames });
		held.add('moment');
		const far = session.seekTo(500);
		await vi.waitFor(() => expect(waiting.some((reply) => reply.type === 'moment')).toBe(true));
		const step = session.stepTo(501);
		const jump = session.seekTo(40);
		expect(await step).toBeNull();
		held.clear();
		release('moment');
		expect(await far).toMatchObject({ step: 500 });
		expect(await jump).toMatchObject({ step: 40 });
		frames.fire(1);
		expect(session.moment?.step).toBe(40);
		expect(session.target).toBe(40);
	});
});

describe('the window of moments in fast playback', () => {
	/** A session on the six queens, recorded whole, and a clock playing it frame by frame by hand. */
	async function playing(speed: number) {
		const parts = await atStepTen();
		const { session } = parts;
		const clock: PlaybackClock = new PlaybackClock(
			(count) => clock.playThrough(session, count),
			null
		);
		clock.onPause = () => session.holdStill();
		clock.speed = speed;
		/** One animation frame: one event owed at this speed; resolves once its step is shown. */
		const frame = async (elapsed = 1 / speed) => {
			const step = session.target;
			clock.frame(elapsed);
			await vi.waitFor(() => expect(session.moment?.step).toBe(step + 1), WAIT);
		};
		// Play shows one event at once, in its first frame: step 11.
		clock.play();
		await frame(0);
		return { ...parts, session, clock, frame };
	}

	it('is not asked for while playback is too fast to use it, and is asked for once it pauses', async () => {
		const { session, clock, frame, posted, windows } = await playing(60);
		expect(60).toBeGreaterThan(NEAR_SPEED);
		const before = posted.length;
		for (let i = 0; i < 11; i++) await frame();
		const whilePlaying = posted.slice(before);
		// Each frame asked the worker for its step (and nothing else: this session draws no tree).
		expect(whilePlaying.filter((type) => type === 'seek')).toHaveLength(11);
		expect(whilePlaying).not.toContain('window');
		clock.pause();
		expect(session.moment?.step).toBe(22);
		await vi.waitFor(() => expect(windows).toContain(22), WAIT);
		// The steps next to the one paused on show at once, from the page.
		const seeks = posted.filter((type) => type === 'seek').length;
		void session.seekTo(23);
		expect(session.moment?.step).toBe(23);
		void session.seekTo(22);
		expect(session.moment?.step).toBe(22);
		expect(posted.filter((type) => type === 'seek')).toHaveLength(seeks);
	});

	it('asks for it after the seek a pause dropped, when the pause came while one was in flight', async () => {
		const { session, clock, frame, posted, held, release, windows } = await playing(60);
		for (let i = 0; i < 2; i++) await frame();
		// The next frame's seek waits at the worker; Pause comes meanwhile, on step 13.
		held.add('moment');
		clock.frame(1 / 60);
		await vi.waitFor(() => expect(posted.at(-1)).toBe('seek'), WAIT);
		clock.pause();
		expect(posted.at(-1)).toBe('seek');
		held.clear();
		release('moment');
		await vi.waitFor(() => expect(windows).toContain(13), WAIT);
		expect(session.moment?.step).toBe(13);
		void session.seekTo(14);
		expect(session.moment?.step).toBe(14);
	});

	it('is still asked for in slow playback, which shows its steps from it', async () => {
		const { session, frame, posted } = await playing(NEAR_SPEED);
		const before = posted.length;
		for (let i = 0; i < 11; i++) await frame();
		expect(session.moment?.step).toBe(22);
		// The window was refilled on the way, and most steps came from it, not from the worker
		// (frames here come as fast as the steps show, faster than a refill may answer).
		const whilePlaying = posted.slice(before);
		expect(whilePlaying).toContain('window');
		expect(whilePlaying.filter((type) => type === 'seek').length).toBeLessThan(11 / 2);
	});
});

describe('the tree asked for after a step from the window', () => {
	it('is not asked for a step the page left for a seek meanwhile: the seek’s own tree is the last asked', async () => {
		/** Each step the session told the page to draw a tree for, in order. */
		const trees: number[] = [];
		const { session, held, waiting, release } = await atStepTen({
			onSeek: (step) => void trees.push(step)
		});
		// Step 11 shows at once from the window; its tree is asked once it is on screen, on a timer.
		// Before that timer, a jump the window does not hold goes to the worker, and waits there.
		held.add('moment');
		void session.seekTo(11);
		expect(session.moment?.step).toBe(11);
		const jump = session.seekTo(900);
		await vi.waitFor(() => expect(trees.at(-1)).toBe(900), WAIT);
		// A timer set now runs after the step's own (set earlier, with the same delay).
		await new Promise((resolve) => setTimeout(resolve, 0));
		// The timer came and went while the jump was on its way: no tree for step 11 after 900's.
		expect(trees.at(-1)).toBe(900);
		// The jump's moment is held back (it may reach the page only now, under load): not shown yet.
		await vi.waitFor(
			() => expect(waiting.some((reply) => reply.type === 'moment')).toBe(true),
			WAIT
		);
		expect(session.moment?.step).toBe(11);
		expect(trees.at(-1)).toBe(900);
		held.clear();
		release('moment');
		expect(await jump).toMatchObject({ step: 900 });
		expect(trees.at(-1)).toBe(900);
	});
});

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

	it('asks for a step ahead that a window cut short does not hold, and draws it once the refill comes', async () => {
		const parts = heldChannel();
		// The first window the worker sends ends 5 steps ahead, as its 8 ms did on a loaded machine.
		const listen = parts.channel.listen;
		let cut = false;
		parts.channel.listen = (receiver, ...rest) =>
			listen(
				(response) => {
					if (response.type === 'window' && !cut) {
						cut = true;
						receiver({
							...response,
							window: { ...response.window, next: response.window.next.slice(0, 5) }
						});
					} else receiver(response);
				},
				...rest
			);
		const session = new SearchSession(parts.channel);
		sessions.push(session);
		await session.load('queens', '6', { mode: 'all' });
		await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
		await session.seekTo(0);
		await vi.waitFor(() => expect(parts.windows).toEqual([0]), WAIT);
		const draw = async () => {};
		expect(await session.rehearse(5, draw)).toBe(true);
		const asked = parts.posted.filter((type) => type === 'window').length;
		// Step 0 is far from the window's end (step 5), yet step 6 is wanted: the window is asked for.
		expect(await session.rehearse(6, draw)).toBe(false);
		expect(parts.posted.filter((type) => type === 'window').length).toBe(asked + 1);
		await vi.waitFor(() => expect(parts.windows).toEqual([0, 0]), WAIT);
		expect(await session.rehearse(6, draw)).toBe(true);
		expect(session.moment?.step).toBe(0);
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
