import { afterEach, describe, expect, test } from 'vitest';
import type { SearchChannel } from '../../src/app/channel';
import { inProcessChannel } from '../../src/app/in-process-channel';
import { Player } from '../../src/app/player.svelte';
import { STEP_MOVES, type StepMove } from '../../src/timeline/stepping';
import { search } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { puzzleById } from '../../src/puzzles/registry';
import type { PuzzleId } from '../../src/puzzles/types';
import { Timeline } from '../../src/timeline/timeline';
import { searchTree } from '../../src/timeline/tree';
import type { WorkerRequest } from '../../src/worker/protocol';
import { bruteForceMove, edgeSteps, randomSteps } from '../recursion/searches';

const players: Player[] = [];

afterEach(() => {
	for (const player of players.splice(0)) player.dispose();
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
	const start = Date.now();
	while (!condition()) {
		if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
		await new Promise((resolve) => setTimeout(resolve, 1));
	}
}

/** The in-process search, keeping every request the player sends. */
function recordingChannel(): { channel: SearchChannel; sent: WorkerRequest[] } {
	const inner = inProcessChannel();
	const sent: WorkerRequest[] = [];
	return {
		channel: {
			post: (request) => {
				sent.push(request);
				inner.post(request);
			},
			listen: (receive) => inner.listen(receive),
			terminate: () => inner.terminate()
		},
		sent
	};
}

/** A player on the first sample of a puzzle (the lesson sudoku first), its search recorded to the end. */
async function playerOn(
	puzzle: PuzzleId = 'sudoku',
	channel: SearchChannel = inProcessChannel()
): Promise<Player> {
	const player = new Player(channel);
	players.push(player);
	await player.open('');
	if (puzzle !== 'sudoku') await player.selectPuzzle(puzzle);
	await until(() => player.complete);
	return player;
}

/** Every event of the search the player holds, indexed by step: the brute force. */
function eventsOf(player: Player): (SearchEvent | null)[] {
	const loaded = player.loaded;
	const definition = loaded === null ? undefined : puzzleById(loaded.puzzle);
	if (loaded === null || definition === undefined) throw new Error('nothing loaded');
	const read = definition.load(loaded.input, loaded.options);
	if (!read.ok) throw new Error(read.error.message.en);
	return [null, ...search(read.value.problem, read.value.search)];
}

/** The same search in a timeline of its own, for the answers the views should show. */
function timelineOf(player: Player): Timeline {
	const loaded = player.loaded;
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
			return player.stepInto();
		case 'over':
			return player.stepOver();
		case 'out':
			return player.stepOut();
		case 'intoBack':
			return player.stepIntoBack();
		case 'overBack':
			return player.stepOverBack();
		case 'outBack':
			return player.stepOutBack();
	}
}

const searches: { puzzle: PuzzleId; label: string; random: number }[] = [
	{ puzzle: 'sudoku', label: 'the NYOJ 722 lesson sudoku', random: 25 },
	{ puzzle: 'queens', label: 'the eight queens, every solution', random: 15 },
	{ puzzle: 'maze', label: 'the lesson maze, every path', random: 15 }
];

describe.each(searches)('stepping like a debugger through $label', ({ puzzle, random }) => {
	test('every move lands where a brute-force replay says, near the start, the end, solutions and anywhere', async () => {
		const player = await playerOn(puzzle);
		const events = eventsOf(player);
		const length = events.length - 1;
		expect(player.recorded).toBe(length);
		const steps = [...edgeSteps(events).slice(0, 24), ...randomSteps(length + 7, random, length)];
		for (const from of steps)
			for (const which of STEP_MOVES) {
				await player.seekTo(from);
				await move(player, which);
				const expected = bruteForceMove(events, from, which);
				expect({ from, which, landed: player.step }).toEqual({
					from,
					which,
					landed: expected ?? from
				});
				// A move that goes nowhere says why instead.
				expect(player.notice === null).toBe(expected !== null);
			}
	});
});

describe('the debugger moves in the app', () => {
	test('step over from a placement skips the whole subtree in one move, to the same depth', async () => {
		const player = await playerOn();
		const events = eventsOf(player);
		// A placement with another candidate left to try after its subtree.
		const place = events.findIndex((event, step) => {
			if (step < 200 || event?.kind !== 'place') return false;
			const next = events[bruteForceMove(events, step, 'over') ?? 0];
			return next?.kind === 'try' && next.depth === event.depth;
		});
		await player.seekTo(place);
		await player.stepOver();
		expect(player.step - place).toBeGreaterThan(2);
		expect(player.moment?.event).toMatchObject({ kind: 'try', depth: events[place]?.depth });
		// Step over back returns to the try of the same candidate, skipping the subtree again.
		await player.stepOverBack();
		expect(player.step).toBe(place - 1);
	});

	test('a move pauses playback and answers from where the page stopped', async () => {
		const player = await playerOn();
		player.speed = 50;
		player.play();
		player.frame(0.1);
		await until(() => player.step > 0);
		await player.stepOut();
		expect(player.playing).toBe(false);
		const events = eventsOf(player);
		await player.seekTo(300);
		await player.stepOut();
		expect(player.step).toBe(bruteForceMove(events, 300, 'out'));
	});

	test('moves pressed quickly run one after another, each from where the last landed', async () => {
		const player = await playerOn();
		const events = eventsOf(player);
		await player.seekTo(1000);
		const pressed = [player.stepOver(), player.stepOver(), player.stepOut(), player.stepIntoBack()];
		await Promise.all(pressed);
		let expected = 1000;
		for (const which of ['over', 'over', 'out', 'intoBack'] as const)
			expected = bruteForceMove(events, expected, which) ?? expected;
		expect(player.step).toBe(expected);
	});

	test('says there is nothing before the start or after the end', async () => {
		const player = await playerOn('ring');
		await player.stepOutBack();
		expect(player.step).toBe(0);
		expect(player.notice).toBe('atStart');
		player.toEnd();
		await until(() => player.step === player.recorded);
		await player.stepOver();
		expect(player.step).toBe(player.recorded);
		expect(player.notice).toBe('searchOver');
	});

	test('a call stack click goes to the step where that call began', async () => {
		const player = await playerOn();
		const events = eventsOf(player);
		await player.seekTo(5000);
		const frames = player.moment?.frames ?? [];
		expect(frames.length).toBeGreaterThan(5);
		for (let level = 0; level < frames.length; level++) {
			const start = await player.callStart(level);
			// The call began with the last event before step 5000 shallower than it (the place that entered it).
			let expected = 0;
			for (let step = 4999; step >= 1 && level > 0; step--)
				if ((events[step]?.depth ?? 0) < level) {
					expected = step;
					break;
				}
			expect([level, start]).toEqual([level, expected]);
		}
	});
});

describe('the search tree state', () => {
	test('follows the step on screen and equals the tree the timeline gives there', async () => {
		const player = await playerOn('queens');
		const timeline = timelineOf(player);
		for (const step of [0, 1, 37, 900, 5000, player.recorded]) {
			await player.seekTo(step);
			await until(() => player.tree?.step === step);
			expect(player.tree).toEqual(searchTree(timeline, step));
		}
	});

	test('is rebuilt a few times a second at most while playing fast, one request at a time', async () => {
		const { channel, sent } = recordingChannel();
		const player = await playerOn('sudoku', channel);
		const trees = () => sent.filter((request) => request.type === 'tree').length;
		const before = trees();
		player.speed = 5000;
		player.play();
		const started = Date.now();
		while (Date.now() - started < 1000 && player.playing) {
			player.frame(1 / 60);
			await new Promise((resolve) => setTimeout(resolve, 16));
		}
		player.pause();
		expect(player.step).toBeGreaterThan(500);
		const during = trees() - before;
		expect(during).toBeGreaterThan(0);
		expect(during).toBeLessThanOrEqual(6);
		// Once paused, the tree catches up with the step on screen.
		await until(() => player.tree?.step === player.step);
	});

	test('starts again for a new search', async () => {
		const player = await playerOn();
		await player.seekTo(800);
		await until(() => player.tree?.step === 800);
		await player.selectPuzzle('maze');
		expect(player.tree === null || player.tree.step === 0).toBe(true);
		await until(() => player.tree !== null);
		expect(player.tree?.step).toBe(0);
		expect(player.tree?.calls[0]?.children).toEqual([]);
	});
});
