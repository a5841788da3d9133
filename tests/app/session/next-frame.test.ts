import { afterEach, describe, expect, test, vi } from 'vitest';
import { Player } from '../../../src/app/player.svelte';
import { NextFrameSlot } from '../../../src/app/session/frames';
import { PlaybackClock } from '../../../src/app/session/playback-clock.svelte';
import { SearchOverview } from '../../../src/app/session/search-overview.svelte';
import { SearchSession } from '../../../src/app/session/search-session.svelte';
import { handFrames } from '../hand-frames';
import { LessonStore } from '../../../src/app/lesson';
import { inProcessChannel } from '../in-process-channel';
import { memoryStorage } from '../memory-storage';

const sessions: SearchSession[] = [];
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const session of sessions.splice(0)) session.dispose();
});

/** A session on six queens (all 92 solutions), recorded whole, whose frames the test fires. */
async function queensSession() {
	const frames = handFrames();
	const session = new SearchSession(inProcessChannel({ windowMs: 10_000 }), { frames });
	sessions.push(session);
	await session.load('queens', '6', { mode: 'all' });
	await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
	await session.seekTo(3, { near: false });
	expect(session.moment?.step).toBe(3);
	return { session, frames };
}

/** Fires the frames waiting, then lets the promises they resolve run (nothing else: no answer comes meanwhile). */
async function nextFrame(frames: ReturnType<typeof handFrames>): Promise<void> {
	frames.fire(performance.now());
	for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

describe('a slot for what waits for the next frame', () => {
	test('draws the newest thing put, once, with one frame asked for; drawn sooner or dropped, the frame draws nothing', async () => {
		const frames = handFrames();
		const drawn: string[] = [];
		const slot = new NextFrameSlot<string>(frames, (value) => drawn.push(value));
		slot.put('step 4');
		slot.put('step 5');
		expect(frames.waiting()).toBe(1);
		expect(slot.waiting).toBe(true);
		await nextFrame(frames);
		expect(drawn).toEqual(['step 5']);
		expect(slot.waiting).toBe(false);
		slot.put('step 6');
		slot.drawNow();
		slot.put('step 7');
		slot.drop();
		await nextFrame(frames);
		expect(drawn).toEqual(['step 5', 'step 6']);
	});
});

describe("playback's answers are drawn at the start of the next frame", () => {
	test('a playback seek settles when it is answered, and its moment is shown with the next frame', async () => {
		const { session, frames } = await queensSession();
		const answered = await session.seekTo(10, { near: false, prefetch: false, atNextFrame: true });
		expect(answered?.step).toBe(10);
		expect(session.target).toBe(10);
		// Answered after the page's frame, it waits for the next one.
		expect(session.moment?.step).toBe(3);
		expect(frames.waiting()).toBe(1);
		await nextFrame(frames);
		expect(session.moment).toBe(answered);
	});

	test('a seek that is not playback’s is shown as soon as it is answered', async () => {
		const { session, frames } = await queensSession();
		await session.seekTo(12, { near: false });
		expect(session.moment?.step).toBe(12);
		expect(frames.waiting()).toBe(0);
	});

	test('a step shown meanwhile is not replaced by the older answer when its frame comes', async () => {
		const { session, frames } = await queensSession();
		await session.seekTo(10, { near: false, prefetch: false, atNextFrame: true });
		await session.seekTo(20, { near: false });
		expect(session.moment?.step).toBe(20);
		await nextFrame(frames);
		expect(session.moment?.step).toBe(20);
	});

	test('pausing drops an answer not drawn yet: the page stays on the step the teacher saw', async () => {
		const { session, frames } = await queensSession();
		await session.seekTo(10, { near: false, prefetch: false, atNextFrame: true });
		session.holdStill();
		await nextFrame(frames);
		expect(session.moment?.step).toBe(3);
		expect(session.target).toBe(3);
	});

	test('a pause rule stops on the backtrack it names, though its answer waited for a frame', async () => {
		const { session, frames } = await queensSession();
		// (A move still on its way when the test ends fails as the session closes.)
		const clock: PlaybackClock = new PlaybackClock(
			(count): Promise<void> => clock.playThrough(session, count).catch(() => {}),
			null
		);
		clock.onPause = () => session.holdStill();
		clock.pauseOnBacktrack = true;
		// Faster than the page's window serves: every step is a seek to the worker.
		clock.speed = 60;
		clock.play();
		for (let frame = 0; frame < 200 && clock.playing; frame++) {
			const from = session.target;
			clock.frame(1 / 60);
			// A move sent is answered (its moment waits for the next frame), or stops playback on it.
			if (session.target !== from)
				await vi.waitFor(() => expect(frames.waiting() > 0 || !clock.playing).toBe(true), WAIT);
			else await new Promise((resolve) => setTimeout(resolve, 1));
			await nextFrame(frames);
		}
		expect(clock.playing).toBe(false);
		expect(session.moment?.event?.kind).toBe('backtrack');
		expect(session.moment?.step).toBe(session.target);
	});

	test('the tree playback asked for is drawn with the next frame, and pausing drops it for the step’s own', async () => {
		const { session, frames } = await queensSession();
		const overview = new SearchOverview(session, () => 'near', frames);
		await overview.seeking(8, true);
		expect(overview.tree).toBeNull();
		await nextFrame(frames);
		expect(overview.tree?.step).toBe(8);
		// A tree answered but not drawn when playback pauses is not drawn: the step's full tree is.
		await overview.seeking(9, true);
		overview.settled();
		await nextFrame(frames);
		expect(overview.tree?.step).toBe(8);
		await vi.waitFor(() => expect(overview.tree?.step).toBe(session.target), WAIT);
		expect(session.target).toBe(3);
		overview.dispose();
	});

	test('when playback moves on, the tree that waited is drawn in the same update as its moment', async () => {
		const frames = handFrames();
		const player = new Player(
			inProcessChannel(),
			'en',
			new LessonStore(() => memoryStorage()),
			frames
		);
		try {
			await player.loading.open('');
			await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
			player.clock.speed = 60;
			player.navigation.play();
			for (let frame = 0; frame < 12; frame++) {
				const from = player.session.target;
				const asked = frames.waiting();
				// (The first frame owes the one event a press of Play shows at once.)
				player.clock.frame(frame === 0 ? 0 : 1 / 60);
				// Both drawn by the move itself, before any frame callback or promise runs.
				expect(player.session.step).toBe(from);
				const tree = player.overview.tree?.step;
				if (tree !== undefined) expect([from, from - 1]).toContain(tree);
				// This frame's move is answered; it waits for the next frame, as its tree does every other frame.
				expect(player.session.target).toBe(from + 1);
				await vi.waitFor(() => expect(frames.waiting()).toBeGreaterThan(asked), WAIT);
				// (The move settles right after: the next frame moves on.)
				await new Promise((resolve) => setTimeout(resolve, 0));
			}
			expect(player.overview.tree).not.toBeNull();
		} finally {
			player.clock.pause();
			player.dispose();
		}
	});
});
