import type { SearchEvent } from '../engine/events';
import type { TimelineQuery } from './moment';
import type { StepMove } from './step-moves';

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
 * The moves are a debugger's, where each event is the line that made it (see the Code view): step
 * over runs a call made on the current line, step out runs the rest of the current call. Like a
 * breakpoint, a solution stops every move that would run past it, forwards and backwards. From
 * the event at step s with depth d:
 * - into: s + 1. intoBack: s - 1.
 * - over: the first event after s at depth <= d, or the first solution. Only a place is followed by
 *   deeper events, so from anything else this is s + 1; from a place it is the undo of that same
 *   place (its backtrack), or a solution its subtree reports first, or done at the solution limit.
 * - overBack: the last event before s at depth <= d, or the last solution (step 0 when there is
 *   none): from an undo, the last solution its subtree reported, else its place; from anything else
 *   s - 1 (from done, the last event of the search).
 * - out: the first event after s at depth < d (the caller's undo of the place that entered call d),
 *   or the first solution; from depth 0, the first solution, else done.
 * - outBack: the last event before s at depth < d (the place that entered call d), or the last
 *   solution; from depth 0, the last solution, else step 0.
 * From done, no forward move exists; from step 0, no backward move. A forward move the recorded
 * part cannot answer yet (still indexing) is null.
 */

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
 * out, so the same plan runs wherever the timeline is: in the worker, or in Node.
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

/** The target step of a move, against a synchronous find. */
export function stepTarget(move: StepMove, origin: StepOrigin, find: FindStep): number | null {
	return runStepPlan(stepPlan(move, origin), find);
}

/**
 * The step where the call at `level` on the stack at `step` began: its first event, where its
 * frame is on the stack trying its first candidate. That is the event after the last one before
 * `step` at depth <= level - 1 (the place that entered it; every event since is deeper), and step
 * 1 for the outermost call. One query.
 */
export function callStart(step: number, level: number, find: FindStep): number {
	return runStepPlan(callStartPlan(step, level), find) ?? 1;
}

/** The plan of {@link callStart}, for the worker to run. */
export function* callStartPlan(step: number, level: number): StepPlan {
	if (level <= 0 || step <= 1) return Math.min(1, step);
	const entry = yield { from: step, query: { type: 'previousAtDepth', maxDepth: level - 1 } };
	return entry === null ? 1 : entry + 1;
}

/**
 * Where Step into (`into`) or back (`intoBack`) lands: the next event if it is recorded, the
 * previous one if there is one, else null. Neither asks the timeline anything, so the page
 * answers them from the moments it keeps next to the step on screen (SearchSession).
 */
export function stepIntoTarget(
	move: 'into' | 'intoBack',
	origin: Pick<StepOrigin, 'step' | 'length'>
): number | null {
	if (move === 'into') return origin.step + 1 <= origin.length ? origin.step + 1 : null;
	return origin.step > 0 ? origin.step - 1 : null;
}

/** Recursion level of the call that made the event (0 at step 0). */
function depthOf(event: SearchEvent | null): number {
	return event === null ? 0 : event.depth;
}

/** A forward target if it is recorded. */
function recorded(step: number, origin: StepOrigin): number | null {
	return step <= origin.length ? step : null;
}

/** The earlier of two answers, either of which may be missing. */
function earlier(a: number | null, b: number | null): number | null {
	if (a === null) return b;
	return b === null ? a : Math.min(a, b);
}

/** The later of two answers, either of which may be missing. */
function later(a: number | null, b: number | null): number | null {
	if (a === null) return b;
	return b === null ? a : Math.max(a, b);
}

// Each plan below is a generator even when it asks nothing, so every move has one shape.

// eslint-disable-next-line require-yield
function* stepIntoPlan(origin: StepOrigin): StepPlan {
	return stepIntoTarget('into', origin);
}

// eslint-disable-next-line require-yield
function* stepIntoBackPlan(origin: StepOrigin): StepPlan {
	return stepIntoTarget('intoBack', origin);
}

function* stepOverPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (event?.kind === 'done') return null;
	// Only a place is followed by deeper events: after anything else the next event is a stop.
	if (event?.kind !== 'place') return recorded(step + 1, origin);
	// The place's undo (or done, when the search stops at its limit), unless a solution comes first.
	const undo = yield { from: step, query: { type: 'nextAtDepth', maxDepth: event.depth } };
	const solution = yield { from: step, query: { type: 'nextOfKind', kind: 'solution' } };
	return earlier(undo, solution);
}

function* stepOverBackPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (step <= 0) return null;
	// Only an undo follows deeper events: before anything else the previous event is a stop.
	if (event?.kind !== 'backtrack') return step - 1;
	const place = yield { from: step, query: { type: 'previousAtDepth', maxDepth: event.depth } };
	const solution = yield { from: step, query: { type: 'previousOfKind', kind: 'solution' } };
	return later(place, solution) ?? 0;
}

function* stepOutPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (event?.kind === 'done') return null;
	const depth = depthOf(event);
	const solution = yield { from: step, query: { type: 'nextOfKind', kind: 'solution' } };
	// The outermost call returns with the done event, the last of the search.
	if (depth === 0) return solution ?? (origin.complete ? origin.length : null);
	const back = yield { from: step, query: { type: 'nextAtDepth', maxDepth: depth - 1 } };
	return earlier(back, solution);
}

function* stepOutBackPlan(origin: StepOrigin): StepPlan {
	const { step, event } = origin;
	if (step <= 0) return null;
	const depth = depthOf(event);
	const solution = yield { from: step, query: { type: 'previousOfKind', kind: 'solution' } };
	if (depth === 0) return solution ?? 0;
	const entry = yield { from: step, query: { type: 'previousAtDepth', maxDepth: depth - 1 } };
	return later(entry, solution) ?? 0;
}
