import type { SearchEvent } from '../engine/events';
import type { BacktrackCause } from '../puzzles/narration';
import type { Glance, Moment } from './moment';

/** What working out a cause asks of the timeline: a glance at a step. */
export interface CauseSource {
	glance(step: number, level: number): Pick<Glance, 'event' | 'placedStep' | 'counters'>;
}

/**
 * Why the deeper call returned before the backtrack at `step` (`event` is the event there), or
 * null when that event is not a backtrack. Asked of the recorded search, never replayed from the
 * start: a glance at the step before, at the step and at the place it undoes.
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
	// The deeper call's last event, and the last place made at its level as seen from there.
	const before = timeline.glance(step - 1, event.depth + 1);
	const last = before.event;
	if (last === null) return null;
	if (last.kind === 'solution') return { kind: 'solution', index: last.index };
	if (last.kind === 'place') return { kind: 'nothingFits', point: null };
	if (last.kind === 'done') return null;
	// The undo names the place it takes back; every event since that place is deeper.
	const undo = timeline.glance(step, event.depth);
	const place = undo.placedStep;
	if (place === null) return null;
	// The deeper call placed something if its level's last place is after the place that entered it.
	const deeperPlace = before.placedStep;
	if (deeperPlace === null || deeperPlace <= place)
		return { kind: 'nothingFits', point: last.point };
	// Solutions below: the count went up between the place and its undo (one glance back, where a
	// search for the last solution could scan a long way past the place).
	const atPlace = timeline.glance(place, event.depth);
	return {
		kind: 'noWayOn',
		point: last.point,
		solutionsBelow: undo.counters.solutions > atPlace.counters.solutions
	};
}

/**
 * The cause a moment from the worker carries, if it is a well-formed one about a backtrack: the
 * page does not trust replies, so narration only says why when this says there is a reason.
 */
export function readBacktrackCause(moment: Moment): BacktrackCause | undefined {
	const cause: unknown = moment.cause;
	if (moment.event?.kind !== 'backtrack' || typeof cause !== 'object' || cause === null)
		return undefined;
	const { kind, point, index, solutionsBelow } = cause as Record<string, unknown>;
	const isPoint = (value: unknown): value is number =>
		typeof value === 'number' && Number.isInteger(value) && value >= 0;
	switch (kind) {
		case 'nothingFits':
			return point === null || isPoint(point) ? { kind, point } : undefined;
		case 'noWayOn':
			return isPoint(point) && typeof solutionsBelow === 'boolean'
				? { kind, point, solutionsBelow }
				: undefined;
		case 'solution':
			return typeof index === 'number' && Number.isInteger(index) && index >= 1
				? { kind, index }
				: undefined;
		default:
			return undefined;
	}
}
