import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SearchFailure, type SearchChannel, type StopReason } from '../../src/app/channel';
import { Comparison } from '../../src/app/compare/compare.svelte';
import { encodeLink } from '../../src/app/link';
import { Player } from '../../src/app/player.svelte';
import { MAX_INPUT_CHARACTERS } from '../../src/puzzles/input';
import { puzzles } from '../../src/puzzles/all';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import type { IndexProgress, Moment } from '../../src/timeline/moment';
import type { WorkerRequest, WorkerResponse } from '../../src/worker/protocol';
import { inProcessChannel } from './in-process-channel';

/** How long a test waits for the in-process search, and how often it looks. */
const WAIT = { timeout: 10_000, interval: 1 };

const disposers: (() => void)[] = [];
beforeEach(() => {
	// The session notes each stop for developers; the tests check what the page shows instead.
	vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
	for (const dispose of disposers.splice(0)) dispose();
	vi.restoreAllMocks();
});

/** One in-process search the test can end the way a worker ends (closed, crashed). */
interface MortalWorker {
	readonly channel: SearchChannel;
	/** Loads it was sent. */
	loads: number;
	/** Ends it without the page asking: the channel reports it, and nothing more arrives. */
	end(reason?: StopReason): void;
}

/** In-process searches that end when the test says: every one opened, oldest first. */
function mortalWorkers(): { readonly opened: MortalWorker[]; open(): SearchChannel } {
	const opened: MortalWorker[] = [];
	const open = (): SearchChannel => {
		const inner = inProcessChannel();
		let ended: (reason: StopReason) => void = () => {};
		let alive = true;
		const worker: MortalWorker = {
			loads: 0,
			end: (reason: StopReason = { kind: 'closed' }) => {
				alive = false;
				inner.terminate();
				ended(reason);
			},
			channel: {
				post: (request) => {
					if (request.type === 'load') worker.loads++;
					if (alive) inner.post(request);
				},
				listen: (receive, onEnded) => {
					inner.listen(receive);
					ended = onEnded ?? (() => {});
				},
				terminate: () => {
					alive = false;
					inner.terminate();
				},
				openAnother: open
			}
		};
		opened.push(worker);
		return worker.channel;
	};
	return { opened, open };
}

/** A player on the lesson sudoku (NYOJ 722) in a mortal worker, its whole search recorded. */
async function lessonPlayer(workers = mortalWorkers()): Promise<Player> {
	const player = new Player(workers.open());
	disposers.push(() => player.dispose());
	await player.loading.open('');
	await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
	return player;
}

/** Plays by hand-fed frames until the step has passed `step`. */
async function playPast(player: Player, step: number): Promise<void> {
	player.clock.speed = 60;
	player.navigation.play();
	await vi.waitFor(() => {
		player.clock.frame(1 / 60);
		expect(player.session.step).toBeGreaterThan(step);
	}, WAIT);
}

describe('a worker that ends', () => {
	test('while playing: playback stops where it was, the page says so, and nothing stays busy', async () => {
		const workers = mortalWorkers();
		const player = await lessonPlayer(workers);
		await playPast(player, 20);
		workers.opened[0].end();
		expect(player.session.stopped).toEqual({ kind: 'closed' });
		expect(player.clock.playing).toBe(false);
		const shown = player.session.step;
		await vi.waitFor(() => expect(player.session.target).toBe(shown), WAIT);
		// Every control answers at once and changes nothing: no seek waits for a dead worker.
		player.navigation.stepForward();
		await expect(player.session.seekTo(shown + 5)).resolves.toBeNull();
		await player.navigation.nextBacktrack();
		expect(player.notice.current).toBeNull();
		expect(await player.session.callStart(0, player.session.step)).toBeNull();
		player.navigation.play();
		expect(player.clock.playing).toBe(false);
		expect(player.session.step).toBe(shown);
	});

	test('Restart search reloads the same search in a new worker and returns to the same step', async () => {
		const workers = mortalWorkers();
		const player = await lessonPlayer(workers);
		await player.navigation.nextBacktrack();
		const step = player.session.step;
		const board = player.session.moment?.board;
		workers.opened[0].end();
		await player.loading.restartSearch();
		expect(workers.opened).toHaveLength(2);
		expect(workers.opened[1].loads).toBe(1);
		expect(player.session.stopped).toBeNull();
		expect(player.session.step).toBe(step);
		expect(player.session.moment?.board).toEqual(board);
		expect(player.session.loaded).toMatchObject({
			puzzle: 'sudoku',
			input: puzzles[0].samples[0].input
		});
		// Playback works again in the new worker.
		await playPast(player, step);
		player.clock.pause();
	});

	test('a query waiting when the worker ends fails: it never reads as "none found"', async () => {
		const workers = mortalWorkers();
		const player = await lessonPlayer(workers);
		const finding = player.session.find(0, { type: 'nextOfKind', kind: 'backtrack' });
		const seeking = player.session.seekTo(30);
		const replaced = player.session.seekTo(31);
		workers.opened[0].end();
		await expect(finding).rejects.toBeInstanceOf(SearchFailure);
		await expect(seeking).resolves.toBeNull();
		await expect(replaced).resolves.toBeNull();
		await player.loading.restartSearch();
		// The seek queue is free again.
		await vi.waitFor(() => expect(player.session.recorded).toBeGreaterThan(31), WAIT);
		expect((await player.session.seekTo(31))?.step).toBe(31);
	});

	test('choosing another puzzle after the worker ended loads it in a new worker', async () => {
		const workers = mortalWorkers();
		const player = await lessonPlayer(workers);
		workers.opened[0].end();
		await player.loading.selectPuzzle('queens');
		expect(workers.opened).toHaveLength(2);
		expect(player.session.stopped).toBeNull();
		expect(player.session.moment?.board.puzzle).toBe('queens');
	});

	test('Compare: a side whose worker ends pauses both, and restarts at the shared step', async () => {
		const workers = mortalWorkers();
		const comparison = new Comparison(workers.open);
		disposers.push(() => comparison.dispose());
		const { input, options } = puzzles[0].samples[0];
		await comparison.open({ puzzle: 'sudoku', input, options });
		await vi.waitFor(() => expect(comparison.reach).toBeGreaterThan(40), WAIT);
		await comparison.moveTo(40);
		comparison.play();
		workers.opened[1].end();
		expect(comparison.clock.playing).toBe(false);
		expect(comparison.second.session.stopped).toEqual({ kind: 'closed' });
		expect(comparison.first.session.stopped).toBeNull();
		const step = comparison.step;
		await comparison.second.restart();
		expect(workers.opened).toHaveLength(3);
		expect(comparison.second.session.stopped).toBeNull();
		await vi.waitFor(() => expect(comparison.second.moment?.step).toBe(step), WAIT);
	});
});

/** A moment on an empty 4×4 sudoku, for the worker the test plays by hand. */
function blankMoment(step: number): Moment {
	const board: SudokuBoard = {
		puzzle: 'sudoku',
		size: 4,
		boxSize: 2,
		cells: Array<number>(16).fill(0),
		givens: Array<boolean>(16).fill(false)
	};
	const counters = { tries: 0, conflicts: 0, places: 0, backtracks: 0, solutions: 0, maxDepth: 0 };
	return { step, event: null, board, frames: [], outerCalls: 0, counters, depth: 0, heat: [] };
}

/** Progress of a search recorded up to `events` and still recording. */
function recordedSoFar(events: number): IndexProgress {
	const progress = { events, solutions: 0, elapsedMs: 10, bytes: 1000 };
	return { ...progress, complete: false, overBudget: false, stopped: false };
}

/** A worker that takes every load as session 1 and answers seeks; the test sends its progress. */
function recordingWorker(): {
	channel: SearchChannel;
	send(response: WorkerResponse): void;
	end(reason: StopReason): void;
} {
	let receive: (response: WorkerResponse) => void = () => {};
	let ended: (reason: StopReason) => void = () => {};
	const reply = (request: WorkerRequest): WorkerResponse | null => {
		if (request.type === 'load') return { type: 'loaded', id: request.id, session: 1 };
		if (request.type === 'seek')
			return { type: 'moment', id: request.id, moment: blankMoment(request.step) };
		return null;
	};
	return {
		channel: {
			post: (request) =>
				setTimeout(() => {
					const response = reply(request);
					if (response !== null) receive(response);
				}, 0),
			listen: (receiver, onEnded) => {
				receive = receiver;
				ended = onEnded ?? (() => {});
			},
			terminate: () => {},
			openAnother: inProcessChannel
		},
		send: (response) => receive(response),
		end: (reason) => ended(reason)
	};
}

describe('a worker that ends while recording', () => {
	test('the step text stops saying "still recording", and a wait for a later step ends', async () => {
		const worker = recordingWorker();
		const player = new Player(worker.channel);
		disposers.push(() => player.dispose());
		const opening = player.loading.open('');
		await vi.waitFor(() => expect(player.session.loaded).not.toBeNull(), WAIT);
		worker.send({ type: 'progress', session: 1, progress: recordedSoFar(34_567) });
		await opening;
		expect(player.readout.stepText).toBe('Step 0 of 34,567 (still recording…)');
		const waiting = player.session.recordedUpTo(50_000);
		worker.end({ kind: 'failed', error: 'out of memory' });
		await waiting;
		expect(player.readout.stepText).toBe('Step 0 of 34,567 (recording stopped)');
		player.settings.lang = 'zh';
		expect(player.readout.stepText).toBe('第 0 步，共 34,567 步 （已停止记录）');
		expect(player.session.stopped).toEqual({ kind: 'failed', error: 'out of memory' });
	});
});

describe('a link to a step not recorded yet', () => {
	const link = encodeLink({
		puzzle: 'sudoku',
		input: puzzles[0].samples[0].input,
		options: {},
		step: 5000
	});

	async function openLink(): Promise<{ player: Player; send: (r: WorkerResponse) => void }> {
		const worker = recordingWorker();
		const player = new Player(worker.channel);
		disposers.push(() => player.dispose());
		const opening = player.loading.open(link);
		await vi.waitFor(() => expect(player.session.loaded).not.toBeNull(), WAIT);
		worker.send({ type: 'progress', session: 1, progress: recordedSoFar(120) });
		await opening;
		return { player, send: worker.send };
	}

	test('shows the furthest recorded step at once, says so, and goes there once it is recorded', async () => {
		const { player, send } = await openLink();
		expect(player.session.step).toBe(120);
		expect(player.notice.current).toBe('stepNotRecorded');
		send({ type: 'progress', session: 1, progress: recordedSoFar(4000) });
		expect(player.session.step).toBe(120);
		send({ type: 'progress', session: 1, progress: recordedSoFar(6000) });
		await vi.waitFor(() => expect(player.session.step).toBe(5000), WAIT);
		expect(player.notice.current).toBeNull();
	});

	test('a move meanwhile gives the wait up: the page stays where the user went', async () => {
		const { player, send } = await openLink();
		player.navigation.scrub(7);
		await vi.waitFor(() => expect(player.session.step).toBe(7), WAIT);
		expect(player.notice.current).toBeNull();
		send({ type: 'progress', session: 1, progress: recordedSoFar(6000) });
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(player.session.target).toBe(7);
	});
});

describe('bad or huge input while playing', () => {
	test('input the worker refuses leaves playback running where it was', async () => {
		const player = await lessonPlayer();
		await playPast(player, 10);
		player.input.edit('1 2 3\nnot a sudoku');
		expect(await player.loading.loadDraft()).toBe(false);
		expect(player.input.inputError).not.toBeNull();
		expect(player.clock.playing).toBe(true);
		const after = player.session.step;
		await playPast(player, after);
		player.clock.pause();
	});

	test('input longer than Backstep reads is refused before it reaches the worker', async () => {
		const workers = mortalWorkers();
		const player = await lessonPlayer(workers);
		await playPast(player, 10);
		player.input.edit('5'.repeat(MAX_INPUT_CHARACTERS + 1));
		expect(await player.loading.loadDraft()).toBe(false);
		expect(workers.opened[0].loads).toBe(1);
		expect(player.input.inputError?.message.en).toMatch(/longer than 1,000,000 characters/);
		expect(player.clock.playing).toBe(true);
		expect(player.session.loaded?.input).toBe(puzzles[0].samples[0].input);
		player.clock.pause();
	});

	test('a link with input longer than Backstep reads opens the lesson and says why', async () => {
		const workers = mortalWorkers();
		const player = new Player(workers.open());
		disposers.push(() => player.dispose());
		const input = '0'.repeat(MAX_INPUT_CHARACTERS + 1);
		await player.loading.open(encodeLink({ puzzle: 'queens', input, options: {}, step: 3 }));
		expect(player.session.loaded?.puzzle).toBe('sudoku');
		expect(player.input.text).toBe(puzzles[0].samples[0].input);
		expect(player.input.inputError?.message.en).toMatch(/longer than 1,000,000 characters/);
		expect(workers.opened[0].loads).toBe(1);
	});
});
