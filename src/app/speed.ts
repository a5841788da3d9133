import type { Lang } from '../puzzles/types';
import { formatNumber, translate } from './i18n';

/** Slowest playback: one event a second, slow enough to talk through each try. */
export const MIN_SPEED = 1;
/** Fastest playback: ten million events a second, far more than one a frame (the page jumps). */
export const MAX_SPEED = 1e7;
/** Positions of the Speed slider: 0 is {@link MIN_SPEED}, this is {@link MAX_SPEED}. */
export const SPEED_SLIDER_MAX = 700;
/** Speed the app opens at: one event a second, slow enough for a teacher to talk over each one. */
export const DEFAULT_SPEED = 1;
/** Up to this speed each event is shown with motion; above it boards jump without animating. */
export const MOTION_SPEED_LIMIT = 12;
/**
 * Steps by hand shown closer together than this, faster than {@link MOTION_SPEED_LIMIT} a second
 * (a held arrow key repeats every 33 ms), jump without animating too, as playback's do: each would
 * restart the last one's motion (0.2-0.5 s) before it could be seen, and the board would stay
 * faint and oversized while the key is held.
 */
export const MOTION_MIN_GAP_MS = 1000 / MOTION_SPEED_LIMIT;
/**
 * Calls the call stack lists while playing faster than that: about what its list shows on a
 * projector (10), where a deep stack lists 24 that every push or pop moves. The rest are counted
 * under the list, and listed again once playback pauses or slows.
 */
export const CALLS_LISTED_PLAYING_FAST = 12;

/** Events a second at a Speed slider position: logarithmic, so each seventh of the slider is ten times faster. */
export function speedAtPosition(position: number): number {
	const clamped = Math.min(SPEED_SLIDER_MAX, Math.max(0, position));
	return roundSpeed(10 ** ((clamped / SPEED_SLIDER_MAX) * Math.log10(MAX_SPEED / MIN_SPEED)));
}

/** The Speed slider position that shows a speed. */
export function positionOfSpeed(speed: number): number {
	const clamped = Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
	return Math.round(
		(Math.log10(clamped / MIN_SPEED) / Math.log10(MAX_SPEED / MIN_SPEED)) * SPEED_SLIDER_MAX
	);
}

/** A speed rounded to two significant digits, so the words under the slider stay readable. */
export function roundSpeed(speed: number): number {
	if (speed < 10) return Math.max(MIN_SPEED, Math.round(speed));
	const unit = 10 ** (Math.floor(Math.log10(speed)) - 1);
	return Math.round(speed / unit) * unit;
}

/** The speed in words: "1 event a second", "2,500 events a second". */
export function speedInWords(lang: Lang, speed: number): string {
	if (speed === 1) return translate(lang, 'oneEventPerSecond');
	return translate(lang, 'eventsPerSecond', { n: formatNumber(lang, speed) });
}
