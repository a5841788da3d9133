import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/engine/events';
import {
	STEP_MOVES,
	callStart,
	runStepPlanAsync,
	stepPlan,
	stepTarget,
	type StepOrigin
} from '../../src/timeline/stepping';
import {
	bruteForceMove as bruteForce,
	edgeSteps,
	eventList,
	indexedTimeline,
	isStop,
	randomSteps,
	type SearchName
} from './searches';

type Events = readonly (SearchEvent | null)[];

const depthAt = (events: Events, step: number): number => events[step]?.depth ?? 0;

/** The brute-force start of each call on a stack of `levels` calls at `step`: the last event before it at depth < level. */
function bruteCallStarts(events: Events, step: number, levels: number): number[] {
	const starts = new Array<number>(levels).fill(0);
	let level = levels - 1;
	for (let e = step - 1; e >= 1 && level >= 1; e--)
		while (level >= 1 && depthAt(events, e) < level) starts[level--] = e;
	return starts;
}

const cases: { name: SearchName; label: string; random: number }[] = [
	{ name: 'nyoj', label: 'the NYOJ 722 lesson sudoku, row-major', random: 400 },
	{ name: 'sudoku4All', label: 'the empty 4x4 sudoku, every solution', random: 400 },
	{ name: 'queens6All', label: 'six queens, every solution', random: 400 }
];

describe.each(cases)('stepping through $label', ({ name, random }) => {
	const events = eventList(name);
	const timeline = indexedTimeline(name);
	const length = events.length - 1;
	const find = timeline.find.bind(timeline);
	const steps = [...edgeSteps(events), ...randomSteps(length, random, length)];
	const origin = (step: number): StepOrigin => ({
		step,
		event: events[step],
		length,
		complete: true
	});

	it('records the same events as the brute-force list', () => {
		expect(timeline.length).toBe(length);
	});

	it.each(STEP_MOVES)(
		'%s lands where a brute-force scan of the events says, at every step tried',
		(move) => {
			for (const step of steps)
				expect({ step, target: stepTarget(move, origin(step), find) }).toEqual({
					step,
					target: bruteForce(events, step, move)
				});
		}
	);

	it('step over from a placed candidate skips its whole subtree in one move', () => {
		const place = events.findIndex((event) => event?.kind === 'place');
		const target = stepTarget('over', origin(place), find) as number;
		expect(events[target]?.depth).toBeLessThanOrEqual(depthAt(events, place));
		expect(target - place).toBeGreaterThan(2);
		const skipped = events.slice(place + 1, target);
		expect(skipped.some((event) => isStop(event, depthAt(events, place)))).toBe(false);
	});

	it('finds when each call on the stack began, as the brute force does', () => {
		for (const step of steps.slice(0, 80)) {
			const levels = timeline.seek(step).frames.length;
			const starts = Array.from({ length: levels }, (_, level) => callStart(step, level, find));
			expect(starts).toEqual(bruteCallStarts(events, step, levels));
		}
	});

	it('gives the same answers through an asynchronous find, as the page asks the worker', async () => {
		for (const step of steps.slice(0, 40))
			for (const move of STEP_MOVES)
				expect(
					await runStepPlanAsync(stepPlan(move, origin(step)), async (from, query) =>
						timeline.find(from, query)
					)
				).toBe(bruteForce(events, step, move));
	});
});

describe('stepping while the search is still being recorded', () => {
	it('answers nothing forward that is not recorded yet, and steps back as usual', () => {
		const events = eventList('queens6All');
		const timeline = indexedTimeline('queens6All');
		const length = 300;
		const partial = (step: number): StepOrigin => ({
			step,
			event: events[step],
			length,
			complete: false
		});
		const find = (from: number, query: Parameters<typeof timeline.find>[1]) => {
			const found = timeline.find(from, query);
			return found !== null && found <= length ? found : null;
		};
		expect(stepTarget('out', partial(1), find)).toBeNull();
		expect(stepTarget('into', partial(length), find)).toBeNull();
		for (const step of [10, 100, 250, length])
			for (const move of ['intoBack', 'overBack', 'outBack'] as const)
				expect(stepTarget(move, partial(step), find)).toBe(bruteForce(events, step, move));
	});
});
