import { tick } from 'svelte';
import type { Moment } from '../../timeline/moment';
import { whenIdle } from '../link';
import { INPUTS } from '../offline';

/** How many steps after a search's first moment are drawn out of sight, one an idle moment. */
export const REHEARSED_STEPS = 6;
/** How long the page has shown its moment (and is then idle) before a step is drawn. */
export const REHEARSAL_DELAY_MS = 250;
/**
 * How long a step the page cannot draw yet (the window does not hold it, the board's view is still
 * loading) is still asked for after the last step drawn, the wait doubling each time from
 * {@link REHEARSAL_DELAY_MS}: the worker answers the refill once it has recorded that far, and on
 * a loaded machine that took more than the three quarter-seconds once allowed. Counted from the
 * last step drawn, not from the load: a loaded machine that draws each step slowly (its board's
 * view late, its worker busy recording) still draws all six.
 */
export const REHEARSAL_PATIENCE_MS = 10_000;

/** The session a rehearsal draws through (see SearchSession.rehearse). */
export interface RehearsedSession {
	readonly moment: Moment | null;
	rehearse(ahead: number, draw: () => Promise<void>): Promise<boolean>;
}

/** Resolves once the page shows the state set so far and is laid out, within the same task. */
const drawNow = async (): Promise<void> => {
	await tick();
	void globalThis.document?.body.offsetHeight;
};

/** Runs `task` once `delayMs` has passed and the page is idle. */
const idleAfter = (task: () => unknown, delayMs: number): void => {
	setTimeout(() => whenIdle(() => void task()), delayMs);
};

/**
 * Runs `task` after the next frame is painted: a frame's callback runs before its paint, and a
 * task queued there after it. Without frames (Node), at once: nothing is painted there.
 */
const afterPaint = (task: () => unknown): void => {
	if (typeof requestAnimationFrame === 'function')
		requestAnimationFrame(() => setTimeout(() => void task(), 0));
	else void task();
};

/**
 * Draws a search's first steps once, out of sight, while the page is idle after a load: each of
 * the next {@link REHEARSED_STEPS} moments is put on screen and drawn, and the moment shown put
 * back, in a task the browser paints nothing of (SearchSession.rehearse). Why: a step the page has
 * never drawn runs code for the first time, styles marks and lays out type sizes for the first
 * time, so a teacher's first three clicks took twice as long as later ones (BENCHMARKS.md,
 * twenty-first session).
 *
 * Called when a search's first moment is on screen, it waits until `ready` says the page can draw
 * it (the board's view is loaded on first use, and the first step was drawn before the board on a
 * slow machine) and a frame has shown it, then draws only until someone uses the page (a click, a
 * key, the wheel), while the page still shows that moment, `idle` says nothing else goes on
 * (playback, a live class, Predict, a move on its way) and no square or node of a picture has the
 * focus. A step drawn and put back draws some elements anew (a mark, a part of a call's frame),
 * which someone using the page could be pointing at or reading. And once the teacher has stepped,
 * the marks animate, and drawing another step and back would play them again.
 */
export function rehearseFirstSteps(
	session: RehearsedSession,
	idle: () => boolean,
	ready: () => boolean = () => true
): void {
	const moment = session.moment;
	// When the first moment was shown, then when the last step was drawn.
	let progressed = Date.now();
	let ahead = 1;
	// A step the window does not hold yet (its refill is on the way) is tried again, later each time.
	let wait = REHEARSAL_DELAY_MS;
	let used = false;
	// Whether a frame has been painted since `ready` first said the page can draw: the board's view
	// is on screen before any step is drawn out of sight, not after (a loaded machine's idle
	// moment could come between the view's arrival and its first frame).
	let shown = false;
	const use = (): void => {
		used = true;
	};
	const listen = (on: boolean): void => {
		for (const type of INPUTS)
			if (on) globalThis.addEventListener?.(type, use, true);
			else globalThis.removeEventListener?.(type, use, true);
	};
	const next = async (): Promise<void> => {
		const go =
			!used &&
			session.moment === moment &&
			idle() &&
			Date.now() - progressed < REHEARSAL_PATIENCE_MS &&
			// A board's square or a tree's node that has the focus could be drawn anew, and lose it.
			!globalThis.document?.activeElement?.closest('svg');
		// A board whose view is still loading would draw nothing of the board: asked again later.
		const can = go && ready();
		if (can && !shown) {
			afterPaint(() => {
				shown = true;
				return next();
			});
			return;
		}
		const drawn = can && (await session.rehearse(ahead, drawNow));
		if (drawn) {
			progressed = Date.now();
			ahead++;
			wait = REHEARSAL_DELAY_MS;
		}
		if (go && ahead <= REHEARSED_STEPS) {
			idleAfter(next, drawn ? 0 : wait);
			if (!drawn) wait *= 2;
		} else listen(false);
	};
	listen(true);
	idleAfter(next, REHEARSAL_DELAY_MS);
}
