import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchChannel } from '../../../src/app/channel';
import { SearchSession } from '../../../src/app/session/search-session.svelte';
import { solvers, type PuzzleId } from '../../../src/puzzles/registry';
import { backtrackCause } from '../../../src/timeline/cause';
import type { Moment } from '../../../src/timeline/moment';
import { Timeline } from '../../../src/timeline/timeline';
import { MOMENT_FRAMES, type WorkerRequest } from '../../../src/worker/protocol';
import { fixtureLines } from '../../fixture';
import { inProcessChannel } from '../in-process-channel';

/** The searches the page loads: small ones recorded at once, and a sudoku still being recorded. */
const SEARCHES: readonly {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: Record<string, string>;
}[] = [
	{ puzzle: 'queens', input: '6', options: { mode: 'all' } },
	{ puzzle: 'ring', input: '8', options: { mode: 'all' } },
	{
		puzzle: 'maze',
		input: ['0011100011', '1011101000', '1011101010', '1000001010'].join('\n'),
		options: { mode: 'all' }
	},
	// Row-major on this grid makes about 10^9 tries: recording goes on while the page steps.
	{
		puzzle: 'sudoku',
		input: fixtureLines('sudoku_norvig_top95.txt')[4],
		options: { order: 'rowmajor', mode: 'first' }
	}
];

/** Each search recorded again here, as far as a check needs: what `Timeline.seek` says of a step. */
const references = new Map<number, Timeline>();

function reference(search: number): Timeline {
	let timeline = references.get(search);
	if (timeline === undefined) {
		const { puzzle, input, options } = SEARCHES[search];
		const loaded = solvers.loaded(puzzle)?.load(input, options);
		if (loaded === undefined || !loaded.ok) throw new Error(`${puzzle} did not load`);
		timeline = new Timeline(loaded.value);
		references.set(search, timeline);
	}
	return timeline;
}

/** The moment a seek to `step` shows: Timeline.seek with the worker's frames and a backtrack's cause. */
function seekMoment(search: number, step: number): Moment {
	const timeline = reference(search);
	while (timeline.length < step && !timeline.complete) timeline.index(1 << 14);
	const moment = timeline.seek(step, MOMENT_FRAMES);
	const cause = backtrackCause(timeline, moment.step, moment.event);
	return cause === null ? moment : { ...moment, cause };
}

/** What the page does, in the order it does it. */
type Action =
	| { readonly kind: 'forward' | 'back'; readonly times: number }
	| { readonly kind: 'seek'; readonly at: number }
	| { readonly kind: 'move'; readonly move: 'into' | 'intoBack' | 'over' | 'outBack' }
	| { readonly kind: 'load'; readonly search: number }
	| { readonly kind: 'wait'; readonly ticks: number };

const action: fc.Arbitrary<Action> = fc.oneof(
	{
		weight: 6,
		arbitrary: fc.record({
			kind: fc.constantFrom('forward', 'back'),
			times: fc.integer({ min: 1, max: 12 })
		})
	},
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant('seek'),
			at: fc.double({ min: 0, max: 1, noNaN: true })
		})
	},
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant('move'),
			move: fc.constantFrom('into', 'intoBack', 'over', 'outBack')
		})
	},
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant('load'),
			search: fc.integer({ min: 0, max: SEARCHES.length - 1 })
		})
	},
	{
		weight: 4,
		arbitrary: fc.record({ kind: fc.constant('wait'), ticks: fc.integer({ min: 1, max: 6 }) })
	}
) as fc.Arbitrary<Action>;

/** A macrotask: the in-process worker answers one message per turn, as across a real boundary. */
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const sessions: SearchSession[] = [];
afterEach(() => {
	for (const session of sessions.splice(0)) session.dispose();
});

/** The in-process search, counting the requests of each type the session sends. */
function countingChannel(): { channel: SearchChannel; sent: Map<WorkerRequest['type'], number> } {
	const inner = inProcessChannel();
	const sent = new Map<WorkerRequest['type'], number>();
	return {
		channel: {
			post: (request) => {
				sent.set(request.type, (sent.get(request.type) ?? 0) + 1);
				inner.post(request);
			},
			listen: (receive, ended) => inner.listen(receive, ended),
			terminate: () => inner.terminate(),
			openAnother: inProcessChannel
		},
		sent
	};
}

/**
 * A page's session and the searches it was given, in order: every moment it shows is checked to be
 * `Timeline.seek` of its step in one of them, never in a search older than one it already showed.
 */
function watchedSession() {
	const { channel, sent } = countingChannel();
	const session = new SearchSession(channel);
	sessions.push(session);
	/** The searches loaded, in the order the worker took them (indexes into SEARCHES). */
	const loaded: number[] = [];
	/** The newest load whose search the page has shown a moment of. */
	let shown = -1;
	let last: Moment | null = null;

	const check = (): void => {
		const moment = session.moment;
		if (moment === null || moment === last) return;
		last = moment;
		let found = -1;
		for (let i = loaded.length - 1; i >= Math.max(0, shown) && found < 0; i--)
			if (isDeepStrictEqual(moment, seekMoment(loaded[i], moment.step))) found = i;
		if (found < 0)
			throw new Error(
				`step ${moment.step} shows a moment no seek gives in the search shown or a newer one`
			);
		shown = found;
	};

	const load = async (search: number): Promise<void> => {
		const { puzzle, input, options } = SEARCHES[search];
		const outcome = await session.load(puzzle, input, options);
		if (outcome.type !== 'loaded') throw new Error(`${puzzle} was not loaded`);
		loaded.push(search);
		// As the page does: the first progress says how far it is recorded, then step 0 is shown.
		await session.recordedUpTo(1);
		check();
		await session.seekTo(0);
	};

	/** Waits a few turns of the worker, checking the moment on screen after each. */
	const wait = async (ticks: number): Promise<void> => {
		for (let i = 0; i < ticks; i++) {
			await tick();
			check();
		}
	};

	/** Waits until the page shows the step it is going to, its requests answered. */
	const settle = async (): Promise<void> => {
		for (let i = 0; i < 10_000; i++) {
			await wait(1);
			if (session.moment?.step === session.target) {
				await wait(8);
				if (session.moment?.step === session.target) return;
			}
		}
		throw new Error('the page never settled');
	};

	return { session, sent, loaded, load, check, wait, settle, current: () => loaded.at(-1) ?? -1 };
}

describe('single steps answered on the page', () => {
	it('the moment on screen always equals Timeline.seek of its step, whatever steps, seeks and loads come', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 0, max: SEARCHES.length - 1 }),
				fc.array(action, { minLength: 1, maxLength: 25 }),
				async (first, actions) => {
					const page = watchedSession();
					const { session } = page;
					await page.load(first);
					page.check();
					const running: Promise<unknown>[] = [];
					for (const act of actions) {
						switch (act.kind) {
							case 'forward':
							case 'back':
								// A held key: each press goes on from the step the last one went to.
								for (let i = 0; i < act.times; i++) {
									running.push(session.seekTo(session.target + (act.kind === 'forward' ? 1 : -1)));
									page.check();
								}
								break;
							case 'seek':
								running.push(session.seekTo(Math.floor(act.at * session.recorded)));
								break;
							case 'move':
								running.push(session.move(act.move));
								break;
							case 'load':
								running.push(page.load(act.search));
								break;
							case 'wait':
								await page.wait(act.ticks);
								break;
						}
						page.check();
					}
					await Promise.all(running);
					await page.settle();
					const moment = session.moment;
					expect(moment).not.toBeNull();
					expect(moment).toStrictEqual(seekMoment(page.current(), session.target));
					session.dispose();
				}
			),
			{ numRuns: 40 }
		);
	});

	it('steps next to the one on screen show at once, with no seek sent', async () => {
		const page = watchedSession();
		const { session, sent } = page;
		await page.load(0);
		await session.seekTo(40);
		await page.settle();
		const seeks = sent.get('seek');
		for (const step of [41, 42, 43, 42, 41, 40, 39]) {
			void session.seekTo(step);
			expect(session.moment?.step).toBe(step);
			expect(session.moment).toStrictEqual(seekMoment(0, step));
			await page.wait(2);
		}
		expect(await session.move('into')).toBe('moved');
		expect(session.moment?.step).toBe(40);
		expect(sent.get('seek')).toBe(seeks);
		expect(sent.get('window')).toBeGreaterThan(1);
	});

	it('held down, every step shows in turn, and the window refills ahead of it', async () => {
		const page = watchedSession();
		const { session, sent } = page;
		await page.load(0);
		await page.settle();
		const seen: number[] = [];
		for (let i = 0; i < 200; i++) {
			void session.seekTo(session.target + 1);
			seen.push(session.moment?.step ?? -1);
			page.check();
			// A key repeats every few turns of the worker, and every 33 ms: the page's timers (the
			// refill is asked once the step is on screen) run between two.
			await page.wait(4);
			await new Promise((resolve) => setTimeout(resolve, 0));
		}
		expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
		// One seek for step 0 after the load; every step after came from the window.
		expect(sent.get('seek')).toBe(1);
	});

	it('a load empties the window: no step of the old search shows after it', async () => {
		const page = watchedSession();
		const { session, sent } = page;
		await page.load(1);
		await session.seekTo(30);
		await page.settle();
		const { puzzle, input, options } = SEARCHES[0];
		expect((await session.load(puzzle, input, options)).type).toBe('loaded');
		page.loaded.push(0);
		await session.recordedUpTo(40);
		// The old search's moment is still on screen, and the old window reached step 31.
		const seeks = sent.get('seek') ?? 0;
		void session.seekTo(31);
		expect(sent.get('seek')).toBe(seeks + 1);
		expect(session.moment).toStrictEqual(seekMoment(1, 30));
		await page.settle();
		expect(session.moment).toStrictEqual(seekMoment(0, 31));
	});
});
