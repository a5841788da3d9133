import { backtrackCause } from '../timeline/cause';
import type { Moment } from '../timeline/moment';
import { MOMENT_FRAMES } from './protocol';
import type { Timeline } from '../timeline/timeline';

/** The moment the page is sent for a step: what a seek answers, and what a window's patches make. */
export function momentAt(timeline: Timeline, step: number): Moment {
	// The page lists at most the innermost MOMENT_FRAMES calls: a deep stack is not copied whole.
	const moment = timeline.seek(step, MOMENT_FRAMES);
	// A backtrack says why the deeper call returned; asked after the seek, whose moment is a copy.
	const cause = backtrackCause(timeline, moment.step, moment.event);
	return cause === null ? moment : { ...moment, cause };
}
