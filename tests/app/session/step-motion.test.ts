import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaybackClock } from '../../../src/app/session/playback-clock.svelte';
import { SearchSession } from '../../../src/app/session/search-session.svelte';
import { MOTION_MIN_GAP_MS, MOTION_SPEED_LIMIT } from '../../../src/app/speed';
import { inProcessChannel } from '../in-process-channel';

const sessions: SearchSession[] = [];
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const session of sessions.splice(0)) session.dispose();
});

/** A session on the six queens (all solutions), recorded whole, on step 0, with a clock set by hand. */
async function queensAtStart() {
	const clock = { now: 0 };
	const session = new SearchSession(inProcessChannel({ windowMs: 10_000 }), {
		now: () => clock.now
	});
	sessions.push(session);
	await session.load('queens', '6', { mode: 'all' });
	await vi.waitFor(() => expect(session.complete).toBe(true), WAIT);
	await session.seekTo(0);
	await vi.waitFor(() => expect(session.moment?.step).toBe(0), WAIT);
	/** By hand, paused: whether a board animates what the session shows. */
	const byHand = new PlaybackClock(() => {}, null);
	/** Goes to `step` at `time` (ms) and says whether a board stepped by hand animates it. */
	const stepAt = async (step: number, time: number): Promise<boolean> => {
		clock.now = time;
		await session.seekTo(step);
		await vi.waitFor(() => expect(session.moment?.step).toBe(step), WAIT);
		return byHand.boardMotion(session);
	};
	return { session, stepAt };
}

describe('whether a step by hand is drawn with motion (SearchSession.unhurried)', () => {
	it('animates a single step at a teacher’s pace, not one that follows within the gap (a held key)', async () => {
		const { stepAt } = await queensAtStart();
		// The first step after a pause, then a held key's repeats 33 ms apart.
		expect(await stepAt(1, 5_000)).toBe(true);
		expect(await stepAt(2, 5_033)).toBe(false);
		expect(await stepAt(3, 5_066)).toBe(false);
		// Within the gap (83 ms) after the last step shown, then past it, and back one.
		expect(MOTION_MIN_GAP_MS).toBeCloseTo(83.3, 1);
		expect(await stepAt(4, 5_140)).toBe(false);
		expect(await stepAt(5, 5_230)).toBe(true);
		expect(await stepAt(4, 5_500)).toBe(true);
		// A jump never animates, however slow, nor the step that follows it at once.
		expect(await stepAt(40, 9_000)).toBe(false);
		expect(await stepAt(41, 9_001)).toBe(false);
		expect(await stepAt(42, 9_500)).toBe(true);
	});

	it('draws a step out of sight with motion, and puts the step on screen back as it was', async () => {
		const { session, stepAt } = await queensAtStart();
		expect(await stepAt(1, 1_000)).toBe(true);
		expect(await stepAt(2, 1_010)).toBe(false);
		const drawn: boolean[] = [];
		// The window around step 2 may still be on its way: until it holds step 4, nothing is drawn.
		await vi.waitFor(async () => {
			drawn.length = 0;
			expect(await session.rehearse(2, async () => void drawn.push(session.unhurried))).toBe(true);
		}, WAIT);
		// The step ahead (4) with motion, then step 2 as it was shown.
		expect(drawn).toEqual([true, false]);
		expect(session.moment?.step).toBe(2);
		expect(session.unhurried).toBe(false);
	});
});

describe('whether playback draws its steps with motion (PlaybackClock.boardMotion)', () => {
	it('follows the speed while playing, whatever the gap between frames, and the gap once paused', () => {
		const clock = new PlaybackClock(() => {}, null);
		// Frames at 12 steps a second come 66.7-100 ms apart: the speed decides, not the gap.
		clock.speed = MOTION_SPEED_LIMIT;
		clock.play();
		expect(clock.boardMotion({ singleStep: true, unhurried: false })).toBe(true);
		expect(clock.boardMotion({ singleStep: false, unhurried: true })).toBe(false);
		clock.speed = MOTION_SPEED_LIMIT + 1;
		expect(clock.boardMotion({ singleStep: true, unhurried: true })).toBe(false);
		clock.pause();
		expect(clock.boardMotion({ singleStep: true, unhurried: true })).toBe(true);
		expect(clock.boardMotion({ singleStep: true, unhurried: false })).toBe(false);
	});
});
