import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchChannel } from '../../src/app/channel';
import { inProcessChannel } from './in-process-channel';
import { Player } from '../../src/app/player.svelte';
import { STEP_MOVES, type StepMove } from '../../src/timeline/step-moves';
import type { SearchEvent } from '../../src/engine/events';
import { puzzleById } from '../../src/puzzles/all';
import type { PuzzleId } from '../../src/puzzles/registry';
import { Timeline } from '../../src/timeline/timeline';
import { searchTree } from '../../src/timeline/tree';
import { bruteForceMove, edgeSteps, loadedEventList, randomSteps } from '../timeline/searches';

const players: Player[] = [];
/** How long a test waits for the in-process search, and how often it looks. */
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const player of players.splice(0)) player.dispose();
});

/** A player on the first sample of a puzzle (the lesson sudoku first), its search recorded to the end. */
async function playerOn(
	puzzle: PuzzleId = 'sudoku',
	channel: SearchChannel = inProcessChannel()
): Promise<Player> {
	const player = new Player(channel);
	players.push(player);
	await player.loading.open('');
	if (puzzle !== 'sudoku') await player.loading.selectPuzzle(puzzle);
	await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
	return player;
}

/** Every event of the search the player holds, indexed by step: the brute force (listed once a search). */
function eventsOf(player: Player): readonly (SearchEvent | null)[] {
	const loaded = player.session.loaded;
	if (loaded === null) throw new Error('nothing loaded');
	return loadedEventList(loaded.puzzle, loaded.input, loaded.options);
}

/** The same search in a timeline of its own, for the answers the views should show. */
function timelineOf(player: Player): Timeline {
	const loaded = player.session.loaded;
	const definition = loaded === null ? undefined : puzzleById(loaded.puzzle);
	if (loaded === null || definition === undefined) throw new Error('nothing loaded');
	const read = definition.load(loaded.input, loaded.options);
	if (!read.ok) throw new Error(read.error.message.en);
	const timeline = new Timeline(read.value);
	while (!timeline.complete) timeline.index(1 << 20);
	return timeline;
}

function move(player: Player, which: StepMove): Promise<void> {
	switch (which) {
		case 'into':
			return player.navigation.stepInto();
		case 'over':
			return player.navigation.stepOver();
		case 'out':
			return player.navigation.stepOut();
		case 'intoBack':
			return player.navigation.stepIntoBack();
		case 'overBack':
			return player.navigation.stepOverBack();
		case 'outBack':
			return player.navigation.stepOutBack();
	}
}

/**
 * The searches stepped through, with how many random steps each move is tried from besides the
 * edges (start, end, solutions): each move here is a round trip to the search and its tree.
 * stepping.test.ts tries every move on the timeline from 400 random steps of the lesson sudoku
 * and from every step of searches of each kind (the plan the worker runs is the same).
 */
const searches: { puzzle: PuzzleId; label: string; random: number }[] = [
	{ puzzle: 'sudoku', label: 'the NYOJ 722 lesson sudoku', random: 10 },
	{ puzzle: 'queens', label: 'the eight queens, every solution', random: 8 },
	{ puzzle: 'maze', label: 'the lesson maze, every path', random: 8 }
];

describe.each(searches)('stepping like a debugger through $label', ({ puzzle, random }) => {
	test('every move lands where a brute-force replay says, near the start, the end, solutions and anywhere', async () => {
		const player = await playerOn(puzzle);
		const events = eventsOf(player);
		const length = events.length - 1;
		expect(player.session.recorded).toBe(length);
		const steps = [...edgeSteps(events).slice(0, 24), ...randomSteps(length + 7, random, length)];
		for (const from of steps)
			for (const which of STEP_MOVES) {
				await player.session.seekTo(from);
				await move(player, which);
				const expected = bruteForceMove(events, from, which);
				expect({ from, which, landed: player.session.step }).toEqual({
					from,
					which,
					landed: expected ?? from
				});
				// A move that goes nowhere says why instead.
				expect(player.notice.current === null).toBe(expected !== null);
			}
		// Some 200 moves, each a round trip to the search: allow for a machine busy with other tests.
	}, 120_000);
});

describe('the debugger moves in the app', () => {
	test('step over on a placement lands on the undo of the same cell, and step over back returns to the placement', async () => {
		const player = await playerOn();
		const events = eventsOf(player);
		// A placement deep in the search, with a subtree under it.
		const place = events.findIndex(
			(event, step) =>
				step > 200 &&
				event?.kind === 'place' &&
				(bruteForceMove(events, step, 'over') ?? 0) > step + 2
		);
		const placed = events[place] as Extract<SearchEvent, { kind: 'place' }>;
		await player.session.seekTo(place);
		await player.navigation.stepOver();
		expect(player.session.moment?.event).toEqual({
			...placed,
			kind: 'backtrack',
			step: player.session.step
		});
		expect(player.readout.narration).toMatch(
			/^Backtrack: .+, so take \d back from row \d, column \d\.$/
		);
		await player.navigation.stepOverBack();
		expect(player.session.step).toBe(place);
	});

	test('from the last step of the finished search, the backward moves keep the place', async () => {
		const player = await playerOn();
		player.navigation.toEnd();
		await vi.waitFor(() => expect(player.session.step).toBe(player.session.recorded), WAIT);
		// The lesson sudoku stops at its first solution, the event before done.
		await player.navigation.stepOverBack();
		expect(player.session.moment?.event?.kind).toBe('solution');
		expect(player.session.step).toBe(player.session.recorded - 1);
		player.navigation.toEnd();
		await vi.waitFor(() => expect(player.session.step).toBe(player.session.recorded), WAIT);
		await player.navigation.stepOutBack();
		expect(player.session.step).toBe(player.session.recorded - 1);
		expect(player.notice.current).toBeNull();
	});

	test('Step back at step 0 says this is the start, as the debugger moves do', async () => {
		const player = await playerOn();
		expect(player.session.step).toBe(0);
		player.navigation.stepBack();
		expect(player.notice.current).toBe('atStart');
		expect(player.session.step).toBe(0);
		player.navigation.stepForward();
		await vi.waitFor(() => expect(player.session.step).toBe(1), WAIT);
		expect(player.notice.current).toBeNull();
		player.navigation.stepBack();
		await vi.waitFor(() => expect(player.session.step).toBe(0), WAIT);
		expect(player.notice.current).toBeNull();
	});

	test('a backtrack names its reason in English and in Chinese', async () => {
		const player = await playerOn();
		await player.session.seekTo(44);
		expect(player.readout.narration).toBe(
			'Backtrack: no digit fits row 1, column 9, so take 7 back from row 1, column 8.'
		);
		player.settings.lang = 'zh';
		expect(player.readout.narration).toBe(
			'回溯：第1行第9列填不了任何数字，所以撤回第1行第8列的7。'
		);
	});

	test('playback starts at one event a second, slow enough to talk over', async () => {
		const player = await playerOn();
		expect(player.clock.speed).toBe(1);
	});

	test('a move pauses playback and answers from where the page stopped', async () => {
		const player = await playerOn();
		player.clock.speed = 50;
		player.navigation.play();
		player.clock.frame(0.1);
		await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(0), WAIT);
		await player.navigation.stepOut();
		expect(player.clock.playing).toBe(false);
		const events = eventsOf(player);
		await player.session.seekTo(300);
		await player.navigation.stepOut();
		expect(player.session.step).toBe(bruteForceMove(events, 300, 'out'));
	});

	test('moves pressed quickly run one after another, each from where the last landed', async () => {
		const player = await playerOn();
		const events = eventsOf(player);
		await player.session.seekTo(1000);
		const pressed = [
			player.navigation.stepOver(),
			player.navigation.stepOver(),
			player.navigation.stepOut(),
			player.navigation.stepIntoBack()
		];
		await Promise.all(pressed);
		let expected = 1000;
		for (const which of ['over', 'over', 'out', 'intoBack'] as const)
			expected = bruteForceMove(events, expected, which) ?? expected;
		expect(player.session.step).toBe(expected);
	});

	test('says there is nothing before the start or after the end', async () => {
		const player = await playerOn('ring');
		await player.navigation.stepOutBack();
		expect(player.session.step).toBe(0);
		expect(player.notice.current).toBe('atStart');
		player.navigation.toEnd();
		await vi.waitFor(() => expect(player.session.step).toBe(player.session.recorded), WAIT);
		await player.navigation.stepOver();
		expect(player.session.step).toBe(player.session.recorded);
		expect(player.notice.current).toBe('searchOver');
	});

	test('a call stack click goes to the step where that call began, with its frame still on the stack', async () => {
		const player = await playerOn();
		const events = eventsOf(player);
		await player.session.seekTo(5000);
		const frames = player.session.moment?.frames ?? [];
		expect(frames.length).toBeGreaterThan(5);
		for (const frame of frames) {
			const start = await player.session.callStart(frame.level, player.session.step);
			// The call's first event: just after the last event before step 5000 shallower than it.
			let expected = 1;
			for (let step = 4999; step >= 1 && frame.level > 0; step--)
				if ((events[step]?.depth ?? 0) < frame.level) {
					expected = step + 1;
					break;
				}
			expect([frame.level, start]).toEqual([frame.level, expected]);
			await player.session.seekTo(start ?? 0);
			expect(player.session.moment?.frames[frame.level]).toMatchObject({
				level: frame.level,
				point: frame.point,
				candidateIndex: 0
			});
			await player.session.seekTo(5000);
		}
	});
});

describe('the search tree state', () => {
	test('follows the step on screen and equals the tree the timeline gives there', async () => {
		const player = await playerOn('queens');
		const timeline = timelineOf(player);
		for (const step of [0, 1, 37, 900, 5000, player.session.recorded]) {
			await player.session.seekTo(step);
			await vi.waitFor(() => expect(player.overview.tree?.step).toBe(step), WAIT);
			expect(player.overview.tree).toEqual(searchTree(timeline, step));
		}
	});

	test('while playing it is rebuilt one request at a time, and shows the board’s step once paused', async () => {
		// The playback clock and the tree's pacing run on fake time; the worker's answers do not.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		try {
			const inner = inProcessChannel();
			const treesInFlight = new Set<number>();
			let treesAsked = 0;
			let mostInFlight = 0;
			const channel: SearchChannel = {
				post: (request) => {
					if (request.type === 'tree') {
						treesAsked++;
						treesInFlight.add(request.id);
						mostInFlight = Math.max(mostInFlight, treesInFlight.size);
					}
					inner.post(request);
				},
				listen: (receive) =>
					inner.listen((response) => {
						if (response.type !== 'progress' && response.id !== null)
							treesInFlight.delete(response.id);
						receive(response);
					}),
				terminate: () => inner.terminate(),
				openAnother: inProcessChannel
			};
			const player = await playerOn('sudoku', channel);
			await vi.waitFor(() => expect(player.overview.tree?.step).toBe(0), WAIT);
			const before = treesAsked;
			player.clock.speed = 5000;
			player.navigation.play();
			for (let frame = 0; frame < 40; frame++) {
				const from = player.session.step;
				vi.advanceTimersByTime(1000 / 60);
				player.clock.frame(1 / 60);
				await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(from), WAIT);
			}
			player.clock.pause();
			const during = treesAsked - before;
			// The tree follows the board while playing (see search-overview.test.ts for its pace).
			expect(during).toBeGreaterThan(0);
			expect(mostInFlight).toBe(1);
			// Once paused, the tree catches up with the step on screen, in full (while playing this
			// fast it was drawn brief: the calls and children next to the current one).
			await vi.waitFor(
				() =>
					expect(player.overview.tree).toEqual(searchTree(timelineOf(player), player.session.step)),
				WAIT
			);
		} finally {
			vi.useRealTimers();
		}
	});

	test('starts again for a new search', async () => {
		const player = await playerOn();
		await player.session.seekTo(800);
		await vi.waitFor(() => expect(player.overview.tree?.step).toBe(800), WAIT);
		await player.loading.selectPuzzle('maze');
		expect(player.overview.tree === null || player.overview.tree.step === 0).toBe(true);
		await vi.waitFor(() => expect(player.overview.tree).not.toBeNull(), WAIT);
		expect(player.overview.tree?.step).toBe(0);
		expect(player.overview.tree?.calls[0]?.children).toEqual([]);
	});
});
