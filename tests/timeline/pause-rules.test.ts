import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import {
	PAUSE_RULES,
	stopQueries,
	stopsAt,
	type PauseRuleName,
	type PauseSettings
} from '../../src/timeline/pause-rules';
import { edgeSteps, eventList, indexedTimeline, randomSteps, type SearchName } from './searches';

type Events = readonly (SearchEvent | null)[];

const OFF: PauseSettings = {
	pauseOnBacktrack: false,
	pauseOnSolution: false,
	pauseAtDepth: null,
	pauseAtPoint: null
};

/** Depth of the moment at a step (0 at the start). */
const depthAt = (events: Events, step: number): number => events[step]?.depth ?? 0;

/** The steps playback started at: random ones, the start, the end and around solutions. */
function starts(events: Events): number[] {
	const length = events.length - 1;
	return [...new Set([...edgeSteps(events), ...randomSteps(19, 150, length)])];
}

/**
 * For each start, the step where playing one event at a time stops first: the first step after it
 * whose event the predicate stops on, given the depth of the step before (null: it never stops).
 */
function firstStopsByStepping(
	events: Events,
	stops: (event: SearchEvent, previousDepth: number) => boolean
): (number | null)[] {
	const length = events.length - 1;
	const next: (number | null)[] = new Array<number | null>(length + 1).fill(null);
	for (let step = length - 1; step >= 0; step--) {
		const event = events[step + 1];
		const here = event !== null && stops(event, depthAt(events, step));
		next[step] = here ? step + 1 : next[step + 1];
	}
	return next;
}

/** The settings that turn one rule on, for each rule on a search (several depths and points). */
function settingsOf(events: Events): { name: PauseRuleName; settings: PauseSettings }[] {
	const maxDepth = Math.max(...events.map((event) => event?.depth ?? 0));
	const points = new Set<number>();
	for (const event of events) if (event?.kind === 'try') points.add(event.point);
	const depths = [0, 1, Math.floor(maxDepth / 2), maxDepth - 1];
	return [
		{ name: 'backtrack', settings: { ...OFF, pauseOnBacktrack: true } },
		{ name: 'solution', settings: { ...OFF, pauseOnSolution: true } },
		...depths.map((depth) => ({
			name: 'depth' as const,
			settings: { ...OFF, pauseAtDepth: depth }
		})),
		...[...points].slice(0, 4).map((point) => ({
			name: 'point' as const,
			settings: { ...OFF, pauseAtPoint: point }
		}))
	];
}

const SEARCHES: readonly SearchName[] = ['queens6All', 'sudoku4All', 'mazeAll'];

describe.each(SEARCHES)('the pause rules on %s', (name) => {
	const events = eventList(name);
	const length = events.length - 1;
	const timeline = indexedTimeline(name);

	it('each rule stops a jump where playing one event at a time with the rule stops', () => {
		const stopped = new Set<PauseRuleName>();
		for (const { name: rule, settings } of settingsOf(events)) {
			const { query, stops } = PAUSE_RULES[rule];
			const byStepping = firstStopsByStepping(events, (event, previous) =>
				stops(settings, event, previous)
			);
			for (const start of starts(events)) {
				const asked = query(settings, depthAt(events, start), length - start);
				// A jump from at or above the watched depth asks nothing (see the depth rule).
				if (asked === null) {
					expect(rule).toBe('depth');
					continue;
				}
				const found = timeline.find(start, asked);
				if (found !== null) stopped.add(rule);
				expect({ rule, settings, start, found }).toEqual({
					rule,
					settings,
					start,
					found: byStepping[start]
				});
			}
		}
		// Every rule stopped somewhere: the walk compared real stops, not only misses.
		expect([...stopped].sort()).toEqual(['backtrack', 'depth', 'point', 'solution']);
	});

	it('with every rule on, the first answer of a jump is the first step the rules stop on', () => {
		const maxDepth = Math.max(...events.map((event) => event?.depth ?? 0));
		const firstTry = events.find((event) => event?.kind === 'try');
		const settings: PauseSettings = {
			pauseOnBacktrack: true,
			pauseOnSolution: true,
			pauseAtDepth: Math.floor(maxDepth / 2),
			pauseAtPoint: firstTry?.kind === 'try' ? firstTry.point : null
		};
		const byStepping = firstStopsByStepping(events, (event, previous) =>
			stopsAt(settings, event, previous)
		);
		for (const start of starts(events)) {
			// Where the jump is watched for a return to a depth, it starts deeper (the clock's case).
			if (depthAt(events, start) <= (settings.pauseAtDepth ?? 0)) continue;
			const answers = stopQueries(settings, depthAt(events, start), length - start)
				.map((query) => timeline.find(start, query))
				.filter((step): step is number => step !== null);
			const first = answers.length === 0 ? null : Math.min(...answers);
			expect({ start, first }).toEqual({ start, first: byStepping[start] });
		}
	});
});

describe('the pause-rule table', () => {
	it('asks nothing and stops nowhere with every rule off', () => {
		expect(stopQueries(OFF, 5, 100)).toEqual([]);
		const event: SearchEvent = { kind: 'backtrack', step: 3, depth: 1, point: 0, candidate: 1 };
		expect(stopsAt(OFF, event, 2)).toBe(false);
		expect(stopsAt({ ...OFF, pauseOnBacktrack: true }, event, 2)).toBe(true);
		expect(stopsAt({ ...OFF, pauseOnBacktrack: true }, null, 2)).toBe(false);
	});
});
