import type { SearchEvent } from '../engine/events';
import type { TimelineQuery } from './moment';

/**
 * Debugger-style stepping over a recorded search, forwards and backwards, answered with the
 * timeline's depth queries so a move costs the same on a search of a billion events.
 *
 * @remarks
 * The event at step s belongs to the call at recursion level d = its depth (see SearchEvent): a
 * try, place or backtrack at depth d is a line of call d, a solution at depth d is the report of
 * call d, done (depth 0) is the outermost call returning, and step 0 is call 0 entering. Call d is
 * entered by the place at depth d - 1 just before its first event, and returns with the next event
 * at depth < d (the backtrack that undoes that place, or done).
 *
 * "Stops" of call d are the events a step over may land on: the events at depth < d (the call has
 * returned) and the tries, solutions and done at depth d. The place and the undo of a candidate
 * at depth d are not stops: stepping over them runs the candidate's whole subtree.
 *
 * The moves, from the event at step s with depth d:
 * - into: s + 1. intoBack: s - 1.
 * - over: the first stop of call d after s: from a try, the next sibling try (or the return when
 *   none is left), skipping the place, the subtree and the undo; from a place, the same.
 * - overBack: the last stop of call d before s (step 0 when there is none): from a try, the
 *   previous sibling's try, skipping its subtree; from a place or undo, the try of that candidate.
 * - out: the first event after s at depth < d, where call d has returned to its caller (the
 *   caller's undo); from depth 0, the done event.
 * - outBack: the last event before s at depth < d: the place that entered call d (step 0 for
 *   depth 0).
 * From done, no forward move exists; from step 0, no backward move. A forward move the recorded
 * part cannot answer yet (still indexing) is null.
 */

/** A debugger move. */
export type StepMove = 'into' | 'over' | 'out' | 'intoBack' | 'overBack' | 'outBack';

/** Every move, forwards then backwards. */
export const STEP_MOVES: readonly StepMove[] = [
	'into',
	'over',
	'out',
	'intoBack',
	'overBack',
	'outBack'
];

/** Where a move starts: the step shown, its event (null at step 0) and how much of the search is recorded. */
export interface StepOrigin {
	readonly step: number;
	readonly event: SearchEvent | null;
	/** Events recorded so far. */
	readonly length: number;
	/** The done event is recorded. */
	readonly complete: boolean;
}

/** One question a move asks the timeline: `find(from, query)`. */
export interface FindRequest {
	readonly from: number;
	readonly query: TimelineQuery;
}

/**
 * A move as a sequence of timeline questions: the generator yields each question, is resumed with
 * its answer, and returns the target step (null when the move goes nowhere). Plain data in and
 * out, so the same plan runs against a timeline in the worker or through async messages.
 */
export type StepPlan = Generator<FindRequest, number | null, number | null>;

/** The timeline's navigation query as a function, e.g. `(from, query) => timeline.find(from, query)`. */
export type FindStep = (from: number, query: TimelineQuery) => number | null;

/** The questions and the answer of one move from an origin. */
export function stepPlan(move: StepMove, origin: StepOrigin): StepPlan {
	switch (move) {
		case 'into':
			return stepIntoPlan(origin);
		case 'over':
			return stepOverPlan(origin);
		case 'out':
			return stepOutPlan(origin);
		case 'intoBack':
			return stepIntoBackPlan(origin);
		case 'overBack':
			return stepOverBackPlan(origin);
		case 'outBack':
			return stepOutBackPlan(origin);
	}
}

/** Runs a plan against a synchronous find (the Timeline itself, in the worker or in Node). */
export function runStepPlan(plan: StepPlan, find: FindStep): number | null {
	let next = plan.next();
	while (!next.done) next = plan.next(find(next.value.from, next.value.query));
	return next.value;
}

/** Runs a plan against an asynchronous find (the page asking the worker). */
export async function runStepPlanAsync(
	plan: StepPlan,
	find: (from: number, query: TimelineQuery) => Promise<number | null>
): Promise<number | null> {
	let next = plan.next();
	while (!next.done) next = plan.next(await find(next.value.from, next.value.query));
	return next.value;
}

/** The target step of a move, against a synchronous find. */
export function stepTarget(move: StepMove, origin: StepOrigin, find: FindStep): number | null {
	return runStepPlan(stepPlan(move, origin), find);
}

/** Step into: the next event. */
export function stepInto(origin: StepOrigin, find: FindStep): number | null {
	return stepTarget('into', origin, find);
}

/** Step over: the current call's next stop, skipping a placed candidate's whole subtree. */
export function stepOver(origin: StepOrigin, find: FindStep): number | null {
	return stepTarget('over', origin, find);
}

/** Step out: the event where the current call has returned to its caller. */
export function stepOut(origin: StepOrigin, find: FindStep): number | null {
	return stepTarget('out', origin, find);
}

/** Step into, backwards: the previous event. */
export function stepIntoBack(origin: StepOrigin, find: FindStep): number | null {
	return stepTarget('intoBack', origin, find);
}

/** Step over, backwards: the current call's previous stop, skipping a sibling's whole subtree. */
export function stepOverBack(origin: StepOrigin, find: FindStep): number | null {
	return stepTarget('overBack', origin, find);
}

/** Step out, backwards: the moment the current call began. */
export function stepOutBack(origin: StepOrigin, find: FindStep): number | null {
	return stepTarget('outBack', origin, find);
}

/**
 * The query that finds when the call at `level` on the stack at some step began: the last event
 * before that step at depth <= level - 1 is the place that entered it (every event since is
 * deeper). Null for level 0, which begins at step 0.
 */
export function callStartQuery(level: number): TimelineQuery | null {
	return level <= 0 ? null : { type: 'previousAtDepth', maxDepth: level - 1 };
}

/** The step at which the call at `level` of the stack at `step` began (0 for the outermost call). */
export function callStart(step: number, level: number, find: FindStep): number {
	const query = callStartQuery(level);
	return query === null ? 0 : (find(step, query) ?? 0);
}

/** Recursion level of the call that made the event (0 at step 0). */
function depthOf(event: SearchEvent | null): number {
	return event === null ? 0 : event.depth;
}

/** A forward target if it is recorded. */
function recorded(step: number, origin: StepOrigin): number | null {
	return step <= origin.length ? step : null;
}

// Each plan below is a generator even when it asks nothing, so every move has one shape.

// eslint-disable-next-line require-yield
function* stepIntoPlan(origin: StepOrigin): StepPlan {
	return recorded(origin.step + 1, origin);
}

// eslint-disable-next-line require-yield
function* stepIntoBackPlan(origin: StepOrigin): StepPlan {
	return origin.step > 0 ? origin.step - 1 : null;
}

function* stepOverPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (event?.kind === 'done') return null;
	const placing = event?.kind === 'place' || (event?.kind === 'try' && event.verdict === 'ok');
	// A conflict, an undo, a solution and step 0 are followed by a stop: the next try, the report or the return.
	if (!placing) return recorded(step + 1, origin);
	const depth = depthOf(event);
	// The first event after the place at depth <= d is its undo (or done, when the search stopped at its limit).
	const from = event.kind === 'place' ? step : step + 1;
	const undo = yield { from, query: { type: 'nextAtDepth', maxDepth: depth } };
	if (undo === null) return null;
	// The event after an undo is always a stop: the next try, the return, or done.
	if (undo + 1 <= origin.length) return undo + 1;
	// Nothing recorded after it: it is the done event of a finished search, or the rest is still indexing.
	return origin.complete ? undo : null;
}

function* stepOutPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (event?.kind === 'done') return null;
	const depth = depthOf(event);
	// The outermost call returns with the done event, the last of the search.
	if (depth === 0) return origin.complete ? origin.length : null;
	return yield { from: step, query: { type: 'nextAtDepth', maxDepth: depth - 1 } };
}

function* stepOverBackPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (step <= 0 || event === null) return null;
	const depth = event.depth;
	switch (event.kind) {
		case 'place':
			// Its try is the event just before.
			return step - 1;
		case 'solution':
			// The event just before is the place that entered this call: a stop, as the call's caller.
			return step - 1;
		case 'backtrack': {
			const place = yield { from: step, query: { type: 'previousAtDepth', maxDepth: depth } };
			return place === null ? null : place - 1;
		}
		case 'try': {
			// Before a try comes the call's entry, a conflicting sibling, or a sibling's undo.
			if (step === 1) return 0;
			return yield* skipUndo(step - 1, depth);
		}
		case 'done': {
			// The outermost call's last stop: its last try or solution, or the try of the candidate on the stack.
			const last = yield { from: step, query: { type: 'previousAtDepth', maxDepth: 0 } };
			if (last === null) return 0;
			// Only a place at depth 0 is followed by deeper events.
			if (last < step - 1) return last - 1;
			return yield* skipUndo(last, 0);
		}
	}
}

/** The stop at or before `at` (an event at depth <= d right before a stop): at itself, or, when it is an undo, the try of its candidate. */
function* skipUndo(
	at: number,
	depth: number
): Generator<FindRequest, number | null, number | null> {
	const backtrack = yield { from: at + 1, query: { type: 'previousOfKind', kind: 'backtrack' } };
	if (backtrack !== at) return at;
	const place = yield { from: at, query: { type: 'previousAtDepth', maxDepth: depth } };
	return place === null ? null : place - 1;
}

function* stepOutBackPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (step <= 0) return null;
	const depth = depthOf(event);
	if (depth === 0) return 0;
	const entry = yield { from: step, query: { type: 'previousAtDepth', maxDepth: depth - 1 } };
	return entry ?? 0;
}
