/**
 * The calls the call stack lists, built afresh for each moment and kept by a StableList: what a
 * call's line shows is all in its item, so a step re-renders only the calls it changed.
 */
import type { Frame } from '../../engine/engine';
import type { SearchEvent } from '../../engine/events';

/** A call as listed: its frame, and whether it is the innermost call and has just taken its candidate back. */
export interface ListedCall extends Frame {
	readonly innermost: boolean;
	readonly tookBack: boolean;
}

/**
 * The innermost `max` of `frames` (outermost first, as Moment.frames), innermost first, each
 * marked innermost or not. Whether a call is the innermost is part of its item, not read from
 * the stack by every line: a push or a pop then changes the two calls it touches, not every call
 * listed (on a knight's tour every step pushes, and each of the calls listed re-rendered).
 */
export function listedCalls(
	frames: readonly Frame[],
	outerCalls: number,
	event: SearchEvent | null,
	max: number
): ListedCall[] {
	const innermost = outerCalls + frames.length - 1;
	const calls: ListedCall[] = [];
	for (let index = frames.length - 1; index >= Math.max(0, frames.length - max); index--) {
		const frame = frames[index];
		const isInnermost = frame.level === innermost;
		calls.push({
			...frame,
			innermost: isInnermost,
			tookBack: isInnermost && event?.kind === 'backtrack'
		});
	}
	return calls;
}
