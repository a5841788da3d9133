import type { SearchEvent } from '../engine/events';
import type { BacktrackCause } from '../puzzles/narration';
import type { Glance, TimelineQuery } from './moment';

/** What working out a cause asks of the timeline: its navigation query and the event at a step. */
export interface CauseSource {
	find(from: number, query: TimelineQuery): number | null;
	glance(step: number, level: number): Pick<Glance, 'event'>;
}

/**
 * Why the deeper call returned before the backtrack at `step` (`event` is the event there), or
 * null when that event is not a backtrack. Asked of the recorded search, never replayed from the
 * start: one glance at the step before and at most three queries.
 *
 * @remarks
 * A backtrack at depth d undoes the place at depth d that entered call d + 1; every event between
 * the two is deeper. The event just before the backtrack is the deeper call's last:
 * - a solution (at depth d + 1): that call reported it and returned, and the search goes on;
 * - the place itself: the deeper call had no candidate to try;
 * - otherwise its last try or undo, at its decision point. If some place at depth d + 1 lies
 *   between, candidates fitted there but each deeper call came back (no way on); if none does,
 *   every candidate there conflicted (nothing fits). A solution between says the candidates
 *   there are used up rather than dead ends.
 */
export function backtrackCause(
	timeline: CauseSource,
	step: number,
	event: SearchEvent | null
): BacktrackCause | null {
	if (event?.kind !== 'backtrack' || step < 2) return null;
	const last = timeline.glance(step - 1, 0).event;
	if (last === null) return null;
	if (last.kind === 'solution') return { kind: 'solution', index: last.index };
	if (last.kind === 'place') return { kind: 'nothingFits', point: null };
	if (last.kind === 'done') return null;
	// Every event since the place that this backtrack undoes is deeper than it.
	const place = timeline.find(step, { type: 'previousAtDepth', maxDepth: event.depth });
	if (place === null) return null;
	// The first place after it is the deeper call's own: deeper calls start with one of its places.
	const deeperPlace = timeline.find(place, { type: 'nextOfKind', kind: 'place' });
	if (deeperPlace === null || deeperPlace >= step)
		return { kind: 'nothingFits', point: last.point };
	const solution = timeline.find(step, { type: 'previousOfKind', kind: 'solution' });
	return {
		kind: 'noWayOn',
		point: last.point,
		solutionsBelow: solution !== null && solution > place
	};
}
