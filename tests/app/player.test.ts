import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { encodeLink, fullPageLink } from '../../src/app/link';
import type { SearchChannel } from '../../src/app/channel';
import { inProcessChannel } from './in-process-channel';
import { loadedEventList } from '../timeline/searches';
import { Player } from '../../src/app/player.svelte';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import { MAX_SPEED } from '../../src/app/speed';
import { watchablePoints } from '../../src/app/session/readout';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import type { SearchEvent } from '../../src/engine/events';
import { puzzles } from '../../src/puzzles/all';
import type { IndexProgress, Moment } from '../../src/timeline/moment';
import type { WorkerRequest, WorkerResponse } from '../../src/worker/protocol';

const players: Player[] = [];
/** How long a test waits for the in-process search, and how often it looks. */
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const player of players.splice(0)) player.dispose();
});

/** The in-process search, counting the seeks and all the requests the player sends. */
function countingChannel(): {
	channel: SearchChannel;
	seeks: () => number;
	requests: () => number;
} {
	const inner = inProcessChannel();
	let seeks = 0;
	let requests = 0;
	return {
		channel: {
			post: (request) => {
				if (request.type === 'seek') seeks++;
				requests++;
				inner.post(request);
			},
			listen: (receive) => inner.listen(receive),
			terminate: () => inner.terminate(),
			openAnother: inProcessChannel
		},
		seeks: () => seeks,
		requests: () => requests
	};
}

/** Every event of the lesson sudoku's search, index i holding event i: the brute-force answer. */
function lessonEvents(): readonly (SearchEvent | null)[] {
	const sample = puzzles[0].samples[0];
	return loadedEventList(puzzles[0].id, sample.input, sample.options);
}

/** A player on the lesson sudoku, its whole search recorded. */
async function lessonPlayer(channel: SearchChannel = inProcessChannel()): Promise<Player> {
	const player = new Player(channel);
	players.push(player);
	await player.loading.open('');
	await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
	return player;
}

/** Plays as animation frames of `seconds` would, until playback stops by itself. */
async function playUntilItStops(player: Player, seconds = 1 / 60): Promise<void> {
	player.navigation.play();
	while (player.clock.playing) {
		player.clock.frame(seconds);
		await new Promise((resolve) => setTimeout(resolve, 1));
	}
	// The last seek may still be on its way.
	await vi.waitFor(() => expect(player.session.step).toBe(player.session.target), WAIT);
}

/** Every moment from `from` to `to`, one seek each: the brute-force answer. */
async function momentsBetween(player: Player, from: number, to: number): Promise<Moment[]> {
	const moments: Moment[] = [];
	for (let step = from; step <= to; step++) {
		const moment = await player.session.seekTo(step);
		if (moment === null) throw new Error(`no moment at ${step}`);
		moments.push(moment);
	}
	return moments;
}

describe('playback', () => {
	test('Pause on solution stops exactly on the solution, at any speed', async () => {
		const player = await lessonPlayer();
		player.clock.pauseOnSolution = true;
		player.clock.speed = 1e7;
		await playUntilItStops(player, 1);
		expect(player.session.moment?.event?.kind).toBe('solution');
		expect(player.session.moment?.counters.solutions).toBe(1);
		expect(player.readout.narration).toMatch(/solution/i);
	});

	test('Pause stops on the board shown: a seek playback sent before it is not shown after it', async () => {
		// The in-process search, whose seek answers wait while `held` is on.
		const inner = inProcessChannel();
		let held = false;
		const waiting: WorkerResponse[] = [];
		let receive: (response: WorkerResponse) => void = () => {};
		const channel: SearchChannel = {
			post: (request) => inner.post(request),
			listen: (receiver) => {
				receive = receiver;
				inner.listen((response) => {
					if (held && response.type === 'moment') waiting.push(response);
					else receive(response);
				});
			},
			terminate: () => inner.terminate(),
			openAnother: inProcessChannel
		};
		const player = await lessonPlayer(channel);
		// Faster than the page's window serves: each frame asks the worker for its moment.
		player.clock.speed = 180;
		player.navigation.play();
		player.clock.frame(1 / 60);
		await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(0), WAIT);
		const shown = player.session.step;
		held = true;
		player.clock.frame(1 / 60);
		await vi.waitFor(() => expect(waiting).toHaveLength(1), WAIT);
		player.clock.pause();
		held = false;
		for (const response of waiting.splice(0)) receive(response);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(player.session.step).toBe(shown);
		expect(player.session.target).toBe(shown);
		// The next step is the one after the board shown.
		player.navigation.stepForward();
		await vi.waitFor(() => expect(player.session.step).toBe(shown + 1), WAIT);
	});

	test('playing to the end stops on the last step', async () => {
		const player = await lessonPlayer();
		player.clock.speed = 1e7;
		await playUntilItStops(player, 1);
		expect(player.session.step).toBe(player.session.recorded);
		expect(player.session.moment?.event?.kind).toBe('done');
		// Play again from the end starts over.
		player.navigation.play();
		await vi.waitFor(() => expect(player.session.step).toBe(0), WAIT);
		player.clock.pause();
	});

	test('Pause at depth stops on the first event back up at that depth', async () => {
		const player = await lessonPlayer();
		await player.navigation.nextBacktrack();
		const start = player.session.moment;
		expect(start?.depth).toBeGreaterThan(4);
		// One level up: the search comes back there once the innermost call runs out of digits.
		const depth = (start?.depth ?? 0) - 1;
		player.clock.pauseAtDepth = depth;
		player.clock.speed = 1e6;
		await playUntilItStops(player);
		const stop = player.session.step;
		expect(player.session.moment?.depth).toBeLessThanOrEqual(depth);
		// Every event played over stays deeper: checked on the search's own event list (the moment
		// of each step equals its event, as the timeline tests show), not with one seek a step.
		const events = lessonEvents();
		expect(player.session.moment?.event).toEqual(events[stop]);
		const between = events.slice((start?.step ?? 0) + 1, stop);
		expect(between.every((event) => (event?.depth ?? 0) > depth)).toBe(true);
	});

	test('Pause at cell stops on the next try at that cell', async () => {
		const player = await lessonPlayer();
		await player.navigation.nextBacktrack();
		const start = player.session.moment;
		// The cell of the caller's call: tried again once the innermost call runs out of digits.
		const frames = start?.frames ?? [];
		const point = frames[frames.length - 2].point;
		// The list of cells, as the user gets it by pressing "Pause at cell".
		player.readout.choosing = true;
		const watched = player.readout.watchablePoints.find((p) => p.point === point);
		if (watched === undefined) throw new Error('the call stack has no such cell');
		expect(watched.label).toMatch(/row \d+, column \d+/);
		player.clock.pauseAtPoint = watched.point;
		player.clock.speed = 1e5;
		await playUntilItStops(player);
		const event = player.session.moment?.event;
		expect(event?.kind === 'try' && event.point === watched.point).toBe(true);
		// No try there among the events played over: checked on the search's own event list, as
		// above, not with one seek a step.
		const events = lessonEvents();
		expect(event).toEqual(events[player.session.step]);
		const between = events.slice((start?.step ?? 0) + 1, player.session.step);
		expect(between.some((e) => e?.kind === 'try' && e.point === watched.point)).toBe(false);
	});

	test('"Pause at cell" offers every cell on the stack only while someone chooses in it; steps change no option otherwise', async () => {
		const player = await lessonPlayer();
		await player.navigation.nextBacktrack();
		// Nobody chooses and nothing is watched: "Off" stands alone.
		expect(player.readout.watchablePoints).toEqual([]);
		player.readout.choosing = true;
		const offered = player.readout.watchablePoints;
		expect(offered.length).toBeGreaterThan(2);
		expect(offered).toEqual(watchablePoints(player.session.moment, null, 'en', true));
		const chosen = offered[1];
		player.clock.pauseAtPoint = chosen.point;
		player.readout.choosing = false;
		// Left alone, the list holds the cell chosen, named as it was when chosen.
		const left = player.readout.watchablePoints;
		expect(left).toEqual([chosen]);
		// Steps that push and pop calls (the stack's depth changes) leave that list as it was.
		const depths = new Set<number>();
		for (let i = 0; i < 40; i++) {
			const step = player.session.step + 1;
			player.navigation.stepForward();
			await vi.waitFor(() => expect(player.session.step).toBe(step), WAIT);
			depths.add(player.session.moment?.frames.length ?? 0);
			expect(player.readout.watchablePoints).toBe(left);
		}
		expect(depths.size).toBeGreaterThan(1);
		// Chosen in again, the list is the stack's at the step on screen, the cell watched among them.
		player.readout.choosing = true;
		const again = player.readout.watchablePoints;
		expect(again).toEqual(watchablePoints(player.session.moment, chosen.point, 'en', true));
		expect(again.length).toBeGreaterThan(2);
		expect(again.some((option) => option.point === chosen.point)).toBe(true);
	});

	test('Pause at cell stops exactly on the next try there at the highest speed, in a few requests', async () => {
		const { channel, requests } = countingChannel();
		const player = await lessonPlayer(channel);
		await player.navigation.nextBacktrack();
		const start = player.session.step;
		const events = lessonEvents();
		const nextTryAt = (point: number): number | null => {
			for (let step = start + 1; step < events.length; step++) {
				const event = events[step];
				if (event?.kind === 'try' && event.point === point) return step;
			}
			return null;
		};
		// The cell on the call stack tried again furthest ahead: the search runs a whole subtree first.
		let point = -1;
		let expected = -1;
		for (const frame of player.session.moment?.frames ?? []) {
			const step = nextTryAt(frame.point);
			if (step !== null && step > expected) [point, expected] = [frame.point, step];
		}
		expect(expected - start).toBeGreaterThan(1000);
		player.clock.pauseAtPoint = point;
		player.clock.speed = MAX_SPEED;
		const before = requests();
		await playUntilItStops(player, 1);
		expect(player.session.step).toBe(expected);
		expect(player.session.moment?.event).toEqual(events[expected]);
		expect(requests() - before).toBeLessThan(20);
	});

	test('fast scrubbing keeps one seek in flight and lands where the slider stops', async () => {
		const { channel, seeks } = countingChannel();
		const player = await lessonPlayer(channel);
		const before = seeks();
		for (let step = 1; step <= 300; step++) player.navigation.scrub(step * 97);
		await vi.waitFor(() => expect(player.session.step).toBe(300 * 97), WAIT);
		expect(seeks() - before).toBeLessThan(10);
	});

	test('Step back after many steps forward shows the previous moment again', async () => {
		const player = await lessonPlayer();
		const moments = await momentsBetween(player, 1000, 1001);
		player.navigation.stepBack();
		await vi.waitFor(() => expect(player.session.step).toBe(1000), WAIT);
		expect(player.session.moment).toEqual(moments[0]);
	});
});

/** A moment on an empty 4×4 sudoku, for workers the tests play themselves. */
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

/** Progress of a search recorded up to `events`, to its end when `complete`. */
function recordedSoFar(events: number, complete = false): IndexProgress {
	return {
		events,
		solutions: 0,
		elapsedMs: 10,
		complete,
		overBudget: false,
		stopped: false,
		bytes: 1000
	};
}

/** A worker the test plays by hand: the loads it holds, and how to send the page a message. */
interface HandWorker {
	readonly channel: SearchChannel;
	/** Loads sent to the worker, oldest first; the test answers them with `send`. */
	readonly loads: Extract<WorkerRequest, { type: 'load' }>[];
	/** Delivers a message to the page, as the worker would. */
	send(response: WorkerResponse): void;
}

/**
 * A worker whose loads wait for the test's answer and whose progress the test sends. Seeks are
 * answered at once with a blank moment, other requests by `answer` (unanswered when it gives null).
 */
function handWorker(
	answer: (request: WorkerRequest) => WorkerResponse | null = () => null
): HandWorker {
	let receive: (response: WorkerResponse) => void = () => {};
	const loads: HandWorker['loads'] = [];
	const reply = (request: WorkerRequest): WorkerResponse | null => {
		if (request.type === 'seek')
			return { type: 'moment', id: request.id, moment: blankMoment(request.step) };
		// A worker answers every request: its windows here hold no neighbours, so every step is a seek.
		if (request.type === 'window')
			return {
				type: 'window',
				id: request.id,
				window: { step: request.step, next: [], previous: [] }
			};
		return answer(request);
	};
	return {
		channel: {
			post: (request) => {
				if (request.type === 'load') loads.push(request);
				else
					setTimeout(() => {
						const response = reply(request);
						if (response !== null) receive(response);
					}, 0);
			},
			listen: (receiver) => {
				receive = receiver;
			},
			terminate: () => {},
			openAnother: inProcessChannel
		},
		loads,
		send: (response) => receive(response)
	};
}

/** A player on a hand-played worker whose first search (session 1) has recorded `events`. */
async function handPlayer(worker: HandWorker, events: number, complete = false): Promise<Player> {
	const player = new Player(worker.channel);
	players.push(player);
	const opened = player.loading.open('');
	await vi.waitFor(() => expect(worker.loads).toHaveLength(1), WAIT);
	worker.send({ type: 'loaded', id: worker.loads[0].id, session: 1 });
	worker.send({ type: 'progress', session: 1, progress: recordedSoFar(events, complete) });
	await opened;
	return player;
}

describe('the search being replaced', () => {
	test('once a new search is being loaded, progress of the one it replaces no longer moves the page', async () => {
		const worker = handWorker();
		const player = await handPlayer(worker, 100);
		expect(player.session.recorded).toBe(100);
		const loading = player.loading.selectSample('four-by-four');
		await vi.waitFor(() => expect(worker.loads).toHaveLength(2), WAIT);
		// The worker recorded more of the old search before it read the load.
		worker.send({ type: 'progress', session: 1, progress: recordedSoFar(5000) });
		expect(player.session.recorded).toBe(100);
		worker.send({ type: 'loaded', id: worker.loads[1].id, session: 2 });
		worker.send({ type: 'progress', session: 2, progress: recordedSoFar(7) });
		await loading;
		expect(player.session.loaded?.session).toBe(2);
		expect(player.session.recorded).toBe(7);
	});

	test('Next backtrack clicked while a new search loads goes to the new search’s next backtrack', async () => {
		const finds: number[] = [];
		const worker = handWorker((request) => {
			if (request.type !== 'find') return null;
			finds.push(request.from);
			return { type: 'found', id: request.id, step: 42 };
		});
		const player = await handPlayer(worker, 100);
		const loading = player.loading.selectSample('four-by-four');
		await vi.waitFor(() => expect(worker.loads).toHaveLength(2), WAIT);
		// Clicked before the worker has taken the load: its answer about the old search would be dropped.
		const moved = player.navigation.nextBacktrack();
		await new Promise((resolve) => setTimeout(resolve, 5));
		worker.send({ type: 'loaded', id: worker.loads[1].id, session: 2 });
		worker.send({ type: 'progress', session: 2, progress: recordedSoFar(500) });
		await loading;
		await moved;
		expect(finds).toEqual([0]);
		expect(player.session.loaded?.session).toBe(2);
		expect(player.session.step).toBe(42);
		expect(player.notice.current).toBeNull();
	});

	test('Step forward pressed while a new search loads shows the new search’s first event', async () => {
		const worker = handWorker();
		const player = await handPlayer(worker, 100);
		await player.session.seekTo(50);
		const loading = player.loading.selectSample('four-by-four');
		await vi.waitFor(() => expect(worker.loads).toHaveLength(2), WAIT);
		player.navigation.stepForward();
		player.navigation.stepForward();
		await new Promise((resolve) => setTimeout(resolve, 5));
		worker.send({ type: 'loaded', id: worker.loads[1].id, session: 2 });
		worker.send({ type: 'progress', session: 2, progress: recordedSoFar(500) });
		await loading;
		await vi.waitFor(() => expect(player.session.step).toBe(2), WAIT);
		expect(player.session.target).toBe(2);
	});

	test('a refused load follows the search that stays again, from its latest progress', async () => {
		const worker = handWorker();
		const player = await handPlayer(worker, 100);
		player.input.edit('not a sudoku');
		const refused = player.loading.loadDraft();
		await vi.waitFor(() => expect(worker.loads).toHaveLength(2), WAIT);
		worker.send({ type: 'progress', session: 1, progress: recordedSoFar(150) });
		expect(player.session.recorded).toBe(100);
		const error = { message: { en: 'Not a sudoku.', zh: '不是数独。' } };
		worker.send({ type: 'inputError', id: worker.loads[1].id, error });
		expect(await refused).toBe(false);
		expect(player.input.inputError).toEqual(error);
		expect(player.session.recorded).toBe(150);
		worker.send({ type: 'progress', session: 1, progress: recordedSoFar(200) });
		expect(player.session.recorded).toBe(200);
	});
});

describe('replies the worker refuses', () => {
	test('a Timeline track the worker cannot draw is reported, not dropped', async () => {
		const worker = handWorker((request) =>
			request.type === 'series'
				? { type: 'error', id: request.id, message: 'the series went wrong' }
				: null
		);
		const player = await handPlayer(worker, 100, true);
		await vi.waitFor(() => expect(player.session.failure).toBe('the series went wrong'), WAIT);
		expect(player.overview.series).toBeNull();
	});
});

describe('while the worker is still recording', () => {
	/** A worker that has loaded a search and recorded 34,567 events of it so far. */
	function recordingWorker(): SearchChannel {
		let receive: (response: WorkerResponse) => void = () => {};
		const reply = (request: WorkerRequest): WorkerResponse | null => {
			switch (request.type) {
				case 'load':
					return { type: 'loaded', id: request.id, session: 7 };
				case 'seek':
					return { type: 'moment', id: request.id, moment: blankMoment(request.step) };
				default:
					return null;
			}
		};
		return {
			post: (request) => {
				setTimeout(() => {
					const response = reply(request);
					if (response) receive(response);
					if (request.type === 'load')
						receive({
							type: 'progress',
							session: 7,
							progress: recordedSoFar(34_567)
						});
				}, 0);
			},
			listen: (receiver) => {
				receive = receiver;
			},
			terminate: () => {},
			openAnother: inProcessChannel
		};
	}

	test('the step text says the total is still growing', async () => {
		const player = new Player(recordingWorker());
		players.push(player);
		await player.loading.open('');
		await vi.waitFor(() => expect(player.session.recorded).toBeGreaterThan(0), WAIT);
		player.navigation.scrub(12);
		await vi.waitFor(() => expect(player.session.step).toBe(12), WAIT);
		expect(player.readout.stepText).toBe('Step 12 of 34,567 (still recording…)');
		player.settings.lang = 'zh';
		expect(player.readout.stepText).toBe('第 12 步，共 34,567 步 （仍在记录…）');
	});

	test('Stop recording keeps what was recorded playable and says recording stopped', async () => {
		const player = new Player(inProcessChannel());
		players.push(player);
		// Row-major on Norvig's top95 #40: over a billion events, far more than this test waits for.
		const worst = readFileSync(
			new URL('../fixtures/sudoku_norvig_top95.txt', import.meta.url),
			'utf8'
		).split('\n')[40];
		await player.loading.open(
			encodeLink({ puzzle: 'sudoku', input: worst, options: { order: 'rowmajor' }, step: 0 })
		);
		await vi.waitFor(() => expect(player.session.recorded).toBeGreaterThan(10_000), WAIT);
		expect(player.readout.stepText).toContain('(still recording…)');
		await player.session.stopRecording();
		await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
		const recorded = player.session.recorded;
		expect(player.readout.stepText).toBe(
			`Step 0 of ${recorded.toLocaleString('en')} (recording stopped)`
		);
		player.navigation.scrub(recorded);
		await vi.waitFor(() => expect(player.session.step).toBe(recorded), WAIT);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(player.session.recorded).toBe(recorded);
	});

	test('a link to a step not recorded yet waits for it', async () => {
		const player = new Player(recordingWorker());
		players.push(player);
		await player.loading.open('#puzzle=sudoku&step=20000&input=0');
		expect(player.session.step).toBe(20_000);
	});
});

describe('a lesson file that carries code', () => {
	test('shows the code and runs nothing until Run, which brings the lesson’s bookmarks', async () => {
		const player = await lessonPlayer();
		const before = player.session.loaded;
		const code = TEMPLATES.find((template) => template.id === 'queens')?.code ?? '';
		const bookmarks = [{ step: 3, note: 'three' }];
		await player.loading.openLesson({ puzzle: 'custom', input: code, options: {}, bookmarks });
		expect(player.notice.current).toBe('lessonCodeNotRun');
		expect(player.session.loaded).toBe(before);
		expect(player.input.puzzleId).toBe('custom');
		expect(player.input.text).toBe(code);
		// Run: the code loads with the file's bookmarks.
		expect(await player.loading.loadDraft()).toBe(true);
		expect(player.session.loaded?.puzzle).toBe('custom');
		expect(player.lesson.bookmarks).toEqual(bookmarks);
		// Run again after an edit is a search of the student's own: the file's bookmarks stay with the file.
		player.input.text = code.replace('const n = 8;', 'const n = 6;');
		expect(await player.loading.loadDraft()).toBe(true);
		expect(player.lesson.bookmarks).toEqual([]);
	});
});

describe('an embed that carries code', () => {
	test('runs nothing and says so, for the full page to read it (issue 20, item 9)', async () => {
		const player = new Player(inProcessChannel());
		players.push(player);
		const code = TEMPLATES.find((template) => template.id === 'queens')?.code ?? '';
		const link = encodeLink({ puzzle: 'custom', input: code, options: {}, step: 0, embed: true });
		await player.loading.open(link);
		expect(player.settings.embed).toBe(true);
		expect(player.notice.current).toBe('embedCodeNotRun');
		expect(player.session.loaded?.puzzle).not.toBe('custom');
		// The same link without the embed, as the full page opens it: the code is shown, not run.
		const full = new Player(inProcessChannel());
		players.push(full);
		await full.loading.open(fullPageLink(link));
		expect(full.settings.embed).toBe(false);
		expect(full.notice.current).toBe('codeNotRun');
		expect(full.input.text).toBe(code);
	});
});

describe('a Run that fails while a search is on screen (issue 21, item 3)', () => {
	test('narrates the failure and its line at that step, not the old search’s words, until a step away', async () => {
		const player = await lessonPlayer();
		const code = TEMPLATES.find((template) => template.id === 'queens')?.code ?? '';
		await player.loading.openLesson({ puzzle: 'custom', input: code, options: {}, bookmarks: [] });
		expect(await player.loading.loadDraft()).toBe(true);
		await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
		await player.session.seekTo(player.session.recorded);
		expect(player.readout.narration).toMatch(/^The search stops after 1 solution/);
		// A syntax error on line 3: the search stays, the narration says it did not run, and where.
		player.input.edit('defineProblem({\n  points: 3,\n  start: {,\n});');
		expect(await player.loading.loadDraft()).toBe(false);
		expect(player.readout.narration).toMatch(
			/^Your code did not run: Line 3\. Syntax error: .+ The board still shows the search from before\.$/
		);
		player.settings.lang = 'zh';
		expect(player.readout.narration).toMatch(
			/^你的代码没有运行：第 3 行。.*棋盘上仍是之前的搜索。$/
		);
		player.settings.lang = 'en';
		// A step back on the search that stays: its words again.
		player.navigation.stepBack();
		await vi.waitFor(() => expect(player.session.step).toBe(player.session.recorded - 1), WAIT);
		expect(player.readout.narration).not.toMatch(/did not run/);
	});

	test('a puzzle’s text that does not load says so the same way', async () => {
		const player = await lessonPlayer();
		player.input.edit('not a sudoku');
		expect(await player.loading.loadDraft()).toBe(false);
		expect(player.readout.narration).toMatch(
			/^This input did not load: .+ The board still shows the search from before\.$/
		);
	});
});
