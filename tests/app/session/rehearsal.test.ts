import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
	REHEARSAL_DELAY_MS,
	REHEARSAL_PATIENCE_MS,
	REHEARSED_STEPS,
	rehearseFirstSteps,
	type RehearsedSession
} from '../../../src/app/session/rehearsal';
import type { Moment } from '../../../src/timeline/moment';

/** A session showing `moment`, whose window holds the steps `holds` says; it records each step drawn. */
function fakeSession(holds: (ahead: number) => boolean = () => true) {
	const drawn: number[] = [];
	const asked: number[] = [];
	const session: RehearsedSession & { moment: Moment | null } = {
		moment: { step: 0 } as Moment,
		rehearse: async (ahead, draw) => {
			asked.push(ahead);
			if (!holds(ahead)) return false;
			await draw();
			drawn.push(ahead);
			return true;
		}
	};
	return { session, drawn, asked };
}

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe('drawing a search’s first steps out of sight (rehearseFirstSteps)', () => {
	test('draws the six steps after the first moment, one an idle moment, once the page has shown it a while', async () => {
		const { session, drawn } = fakeSession();
		rehearseFirstSteps(session, () => true);
		await vi.advanceTimersByTimeAsync(REHEARSAL_DELAY_MS - 1);
		expect(drawn).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(drawn).toEqual([1]);
		await vi.runAllTimersAsync();
		expect(REHEARSED_STEPS).toBe(6);
		expect(drawn).toEqual([1, 2, 3, 4, 5, 6]);
	});

	test('stops as soon as the page shows another moment: the teacher has stepped', async () => {
		const { session, drawn } = fakeSession();
		rehearseFirstSteps(session, () => true);
		await vi.advanceTimersByTimeAsync(REHEARSAL_DELAY_MS + 1);
		expect(drawn).toEqual([1]);
		session.moment = { step: 1 } as Moment;
		await vi.runAllTimersAsync();
		expect(drawn).toEqual([1]);
	});

	test('stops at the first click, key or turn of the wheel, and stops listening once it is done', async () => {
		const listeners = new Map<string, () => void>();
		vi.stubGlobal('addEventListener', (type: string, listener: () => void) =>
			listeners.set(type, listener)
		);
		vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
		const { session, drawn } = fakeSession();
		rehearseFirstSteps(session, () => true);
		expect([...listeners.keys()].sort()).toEqual(['click', 'keydown', 'pointerdown', 'wheel']);
		await vi.advanceTimersByTimeAsync(REHEARSAL_DELAY_MS + 1);
		expect(drawn).toEqual([1]);
		listeners.get('pointerdown')?.();
		await vi.runAllTimersAsync();
		expect(drawn).toEqual([1]);
		expect(listeners.size).toBe(0);
		// Left alone, it draws all six and then stops listening too.
		const alone = fakeSession();
		rehearseFirstSteps(alone.session, () => true);
		await vi.runAllTimersAsync();
		expect(alone.drawn).toEqual([1, 2, 3, 4, 5, 6]);
		expect(listeners.size).toBe(0);
	});

	test('draws nothing while the page is busy (playing, in a live class, in Predict, moving)', async () => {
		const { session, asked } = fakeSession();
		rehearseFirstSteps(session, () => false);
		await vi.runAllTimersAsync();
		expect(asked).toEqual([]);
	});

	test('tries a step the window does not hold yet again, and gives up on one it never holds', async () => {
		// The window's refill arrives after two tries: every step is drawn all the same.
		let misses = 2;
		const late = fakeSession(() => misses-- <= 0);
		rehearseFirstSteps(late.session, () => true);
		await vi.runAllTimersAsync();
		expect(late.asked).toEqual([1, 1, 1, 2, 3, 4, 5, 6]);
		expect(late.drawn).toEqual([1, 2, 3, 4, 5, 6]);
		// A search two steps long: the third is never there, and the asking ends.
		const short = fakeSession((ahead) => ahead <= 2);
		rehearseFirstSteps(short.session, () => true);
		await vi.runAllTimersAsync();
		expect(short.drawn).toEqual([1, 2]);
		const third = short.asked.filter((ahead) => ahead === 3).length;
		expect(third).toBeGreaterThan(1);
		expect(third).toBeLessThan(10);
	});

	test('waits for a refill that comes seconds late, asking less often each time, and gives up after ten seconds', async () => {
		// A loaded machine: the worker, busy recording the search, holds steps 5 and on only after 3 s.
		const opened = Date.now();
		const slow = fakeSession((ahead) => ahead <= 4 || Date.now() - opened >= 3000);
		rehearseFirstSteps(slow.session, () => true);
		await vi.runAllTimersAsync();
		expect(slow.drawn).toEqual([1, 2, 3, 4, 5, 6]);
		// Asked again after a quarter, a half, one and two seconds: not four times a second.
		expect(slow.asked.filter((ahead) => ahead === 5).length).toBe(5);
		// A step that never comes is asked for a few times in the ten seconds, then no more.
		const never = fakeSession((ahead) => ahead <= 4);
		const start = Date.now();
		rehearseFirstSteps(never.session, () => true);
		await vi.runAllTimersAsync();
		expect(never.drawn).toEqual([1, 2, 3, 4]);
		expect(Date.now() - start).toBeLessThan(2 * REHEARSAL_PATIENCE_MS);
		expect(never.asked.filter((ahead) => ahead === 5).length).toBeLessThan(10);
	});

	test('goes on while the steps come slowly, however long all six take, and gives up only after ten seconds without one', async () => {
		// A machine so loaded that each step's refill arrives 3 s after the one before: 18 s in all.
		const opened = Date.now();
		const crawling = fakeSession((ahead) => Date.now() - opened >= ahead * 3000);
		rehearseFirstSteps(crawling.session, () => true);
		await vi.runAllTimersAsync();
		expect(crawling.drawn).toEqual([1, 2, 3, 4, 5, 6]);
		expect(Date.now() - opened).toBeGreaterThan(REHEARSAL_PATIENCE_MS);
		// Step 3 never comes: asking ends ten to twenty seconds after step 2 was drawn.
		const start = Date.now();
		let secondAt = 0;
		const stuck = fakeSession((ahead) => {
			const held = ahead <= 2 && Date.now() - start >= ahead * 3000;
			if (held && ahead === 2) secondAt = Date.now();
			return held;
		});
		rehearseFirstSteps(stuck.session, () => true);
		await vi.runAllTimersAsync();
		expect(stuck.drawn).toEqual([1, 2]);
		expect(Date.now() - secondAt).toBeGreaterThanOrEqual(REHEARSAL_PATIENCE_MS);
		expect(Date.now() - secondAt).toBeLessThan(2 * REHEARSAL_PATIENCE_MS);
	});

	test('waits for the board’s view to load before drawing a step, and gives up if it never loads', async () => {
		// The board's view arrives 1.2 s after the first moment (a slow machine loading its chunk).
		const opened = Date.now();
		const slow = fakeSession();
		rehearseFirstSteps(
			slow.session,
			() => true,
			() => Date.now() - opened >= 1200
		);
		await vi.advanceTimersByTimeAsync(1199);
		expect(slow.asked).toEqual([]);
		await vi.runAllTimersAsync();
		expect(slow.drawn).toEqual([1, 2, 3, 4, 5, 6]);
		// A view that never loads: no step is drawn, and the waiting ends.
		const never = fakeSession();
		const start = Date.now();
		rehearseFirstSteps(
			never.session,
			() => true,
			() => false
		);
		await vi.runAllTimersAsync();
		expect(never.asked).toEqual([]);
		expect(Date.now() - start).toBeLessThan(2 * REHEARSAL_PATIENCE_MS);
	});

	test('draws no step before a frame has shown the board’s view, once it has loaded', async () => {
		// A loaded machine's idle moment came between the view's arrival and its first frame: the
		// steps were drawn before the board was ever on screen.
		const frames: (() => void)[] = [];
		vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
		const { session, drawn } = fakeSession();
		rehearseFirstSteps(session, () => true);
		await vi.advanceTimersByTimeAsync(10 * REHEARSAL_DELAY_MS);
		expect(drawn).toEqual([]);
		expect(frames).toHaveLength(1);
		// The frame is painted: the steps follow, each in an idle moment, with no frame waited for.
		frames.shift()?.();
		await vi.runAllTimersAsync();
		expect(drawn).toEqual([1, 2, 3, 4, 5, 6]);
		expect(frames).toEqual([]);
	});

	test('draws nothing while a square of the board or a node of the tree has the focus', async () => {
		const { session, asked } = fakeSession();
		const square = { closest: (selector: string) => (selector === 'svg' ? {} : null) };
		vi.stubGlobal('document', { activeElement: square, body: { offsetHeight: 0 } });
		rehearseFirstSteps(session, () => true);
		await vi.runAllTimersAsync();
		expect(asked).toEqual([]);
		// A button with the focus is not drawn anew: the steps are.
		vi.stubGlobal('document', {
			activeElement: { closest: () => null },
			body: { offsetHeight: 0 }
		});
		rehearseFirstSteps(session, () => true);
		await vi.runAllTimersAsync();
		expect(asked).toEqual([1, 2, 3, 4, 5, 6]);
	});
});
