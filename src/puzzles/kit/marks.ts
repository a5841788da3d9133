/**
 * What a board marks for the current step. Apart from board-props.ts (which the first page load
 * carries), so a board that does not use it costs the first load nothing.
 */
import type { BacktrackEvent, PlaceEvent, SearchEvent, TryEvent } from '../../engine/events';

/** The current event as the marks a board draws for it: at most one of the three is set. */
export interface EventMarks {
	readonly tried: TryEvent | null;
	readonly placed: PlaceEvent | null;
	readonly leaving: BacktrackEvent | null;
}

/** Splits the current event into the try, the placement or the backtrack a board marks. */
export function eventMarks(event: SearchEvent | null): EventMarks {
	return {
		tried: event?.kind === 'try' ? event : null,
		placed: event?.kind === 'place' ? event : null,
		leaving: event?.kind === 'backtrack' ? event : null
	};
}

/** The cross that strikes out a refused move where it ends, at (x, y): two strokes `size` out each way. */
export function crossPath(x: number, y: number, size: number): string {
	return `M${x - size} ${y - size}L${x + size} ${y + size}M${x + size} ${y - size}L${x - size} ${y + size}`;
}

/**
 * The `display` of a mark a board draws on every step: `none` while the step has no such mark,
 * `inline` (SVG's own) while it has. Boards hide their marks rather than leave them out under an
 * `{#if}`, whose elements were made and torn down on most steps: 0.16-0.49 ms of a 2.5-3 ms step on
 * seven of the nine boards (BENCHMARKS.md). A mark shown again starts its CSS animation, as a new
 * element would. The attribute is always there, only its value changes, so a step leaves the
 * board's markup as it found it but for the values it changed.
 */
export function markDisplay(shown: boolean): 'inline' | 'none' {
	return shown ? 'inline' : 'none';
}

/**
 * `items` in at least `slots` places, each place past them null. A board draws a mark for each
 * place on every step, hidden while the place is empty (markDisplay): marks that come and go in
 * number with the step (one for each cell a try clashes with) are then kept elements, moved and
 * shown again, instead of made and torn down by a keyed `{#each}` on most steps.
 */
export function markSlots<T>(items: readonly T[], slots: number): (T | null)[] {
	const places: (T | null)[] = [...items];
	while (places.length < slots) places.push(null);
	return places;
}
