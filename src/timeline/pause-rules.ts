import type { SearchEvent } from '../engine/events';
import type { TimelineQuery } from './moment';

/** The pause rules playback honours, as the user set them (the playback clock holds them). */
export interface PauseSettings {
	/** Pause on every backtrack. */
	readonly pauseOnBacktrack: boolean;
	/** Pause on every solution. */
	readonly pauseOnSolution: boolean;
	/** Pause when the search comes back up to this depth (null: off). */
	readonly pauseAtDepth: number | null;
	/** Pause when the search tries at this decision point (null: off). */
	readonly pauseAtPoint: number | null;
}

/**
 * One pause rule, written once for both ways playback moves: a jump of many events asks the
 * timeline (in the worker) for the rule's next stop with `query`; a single step (slow playback,
 * answered on the page) tests the event it reached with `stops`. The two say the same thing
 * (tests/timeline/pause-rules.test.ts walks real searches with both).
 */
export interface PauseRule {
	/**
	 * The timeline query that finds the rule's first stop after a moment at depth `startDepth`
	 * (null when no moment is shown yet), in a jump of `count` events; null when the rule is off
	 * or cannot stop in the jump.
	 */
	readonly query: (
		settings: PauseSettings,
		startDepth: number | null,
		count: number
	) => TimelineQuery | null;
	/** Whether the rule stops on `event`, reached by one step from a moment at `previousDepth`. */
	readonly stops: (
		settings: PauseSettings,
		event: SearchEvent,
		previousDepth: number | null
	) => boolean;
}

/** The names of the pause rules. */
export type PauseRuleName = 'backtrack' | 'solution' | 'depth' | 'point';

/** Every pause rule playback honours, by name. */
export const PAUSE_RULES: Readonly<Record<PauseRuleName, PauseRule>> = {
	backtrack: {
		query: (settings) =>
			settings.pauseOnBacktrack ? { type: 'nextOfKind', kind: 'backtrack' } : null,
		stops: (settings, event) => settings.pauseOnBacktrack && event.kind === 'backtrack'
	},
	solution: {
		query: (settings) =>
			settings.pauseOnSolution ? { type: 'nextOfKind', kind: 'solution' } : null,
		stops: (settings, event) => settings.pauseOnSolution && event.kind === 'solution'
	},
	// Coming back up to a depth: the search was deeper than it just before.
	depth: {
		query: ({ pauseAtDepth: depth }, startDepth) =>
			depth !== null && startDepth !== null && startDepth > depth
				? { type: 'nextAtDepth', maxDepth: depth }
				: null,
		stops: ({ pauseAtDepth: depth }, event, previousDepth) =>
			depth !== null && previousDepth !== null && previousDepth > depth && event.depth <= depth
	},
	point: {
		query: ({ pauseAtPoint: point }, _startDepth, count) =>
			point !== null ? { type: 'nextTryAt', point, within: count } : null,
		stops: ({ pauseAtPoint: point }, event) =>
			point !== null && event.kind === 'try' && event.point === point
	}
};

const RULES: readonly PauseRule[] = Object.values(PAUSE_RULES);

/** The timeline queries that find where a jump of `count` events from a moment at `startDepth` must stop. */
export function stopQueries(
	settings: PauseSettings,
	startDepth: number | null,
	count: number
): TimelineQuery[] {
	const queries: TimelineQuery[] = [];
	for (const rule of RULES) {
		const query = rule.query(settings, startDepth, count);
		if (query !== null) queries.push(query);
	}
	return queries;
}

/** Whether playback must stop on `event`, reached by one step from a moment at `previousDepth`. */
export function stopsAt(
	settings: PauseSettings,
	event: SearchEvent | null,
	previousDepth: number | null
): boolean {
	return event !== null && RULES.some((rule) => rule.stops(settings, event, previousDepth));
}
