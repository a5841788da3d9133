import { describe, expect, test } from 'vitest';
import { PlaybackClock } from '../../src/app/session/playback-clock.svelte';
import { handFrames } from './hand-frames';

/** A clock without a loop of its own, recording each move it asks for. */
function handClock(): { clock: PlaybackClock; moves: number[] } {
	const moves: number[] = [];
	const clock = new PlaybackClock((count) => void moves.push(count), null);
	return { clock, moves };
}

describe('the playback clock', () => {
	test('a press of Play shows one event at once, then speed × elapsed events each frame', () => {
		const { clock, moves } = handClock();
		clock.speed = 100;
		clock.play();
		clock.frame(0);
		expect(moves).toEqual([1]);
		clock.frame(0.05);
		// Half an event is owed after this frame, a whole one after the next.
		clock.frame(0.005);
		clock.frame(0.005);
		expect(moves).toEqual([1, 5, 1]);
	});

	test('slow frames carry at most a quarter of a second of events over', () => {
		const { clock, moves } = handClock();
		clock.speed = 1000;
		clock.play();
		clock.frame(10);
		expect(moves).toEqual([250]);
	});

	test('a move still on its way holds the next one, and the events owed add up meanwhile', async () => {
		let arrive = (): void => {};
		const moves: number[] = [];
		const clock = new PlaybackClock((count) => {
			moves.push(count);
			return new Promise<void>((resolve) => (arrive = resolve));
		}, null);
		clock.speed = 100;
		clock.play();
		clock.frame(0.09);
		clock.frame(0.1);
		expect(moves).toEqual([10]);
		arrive();
		await Promise.resolve();
		await Promise.resolve();
		clock.frame(0.1);
		expect(moves).toEqual([10, 20]);
	});

	test('paused, frames owe nothing, and Play starts again with one event', () => {
		const { clock, moves } = handClock();
		clock.speed = 100;
		clock.play();
		clock.pause();
		clock.frame(1);
		expect(moves).toEqual([]);
		clock.play();
		clock.frame(0);
		expect(moves).toEqual([1]);
	});

	test('runs its own animation loop while playing and stops it on pause', () => {
		const frames = handFrames();
		const moves: number[] = [];
		const clock = new PlaybackClock((count) => void moves.push(count), frames);
		clock.speed = 600;
		expect(frames.waiting()).toBe(0);
		clock.play();
		expect(frames.waiting()).toBe(1);
		// A frame's time before the clock's start counts as none: the first frame, fired at 0, shows
		// the first event and sets the clock's time, whatever time the machine took since Play
		// (taking the start from the machine's clock after Play, a loaded machine played 33).
		frames.fire(0);
		expect(moves).toEqual([1]);
		for (let frame = 1; frame <= 3; frame++) frames.fire((frame * 1000) / 60);
		// The first event at once, then ten a frame (a fraction of an event may still be owed).
		const played = moves.reduce((sum, count) => sum + count, 0);
		expect(played).toBeGreaterThanOrEqual(30);
		expect(played).toBeLessThanOrEqual(31);
		clock.pause();
		expect(frames.waiting()).toBe(0);
	});

	test('a move that pauses playback stops the loop within the same frame', () => {
		const frames = handFrames();
		const clock: PlaybackClock = new PlaybackClock(() => clock.pause(), frames);
		clock.play();
		frames.fire(performance.now() + 20);
		expect(clock.playing).toBe(false);
		expect(frames.waiting()).toBe(0);
	});
});
