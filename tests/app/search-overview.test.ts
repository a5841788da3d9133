import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchChannel } from '../../src/app/channel';
import { Player } from '../../src/app/player.svelte';
import { SearchOverview, type TreeDetail } from '../../src/app/session/search-overview.svelte';
import { DEFAULT_MAX_LEVELS } from '../../src/timeline/tree';
import type { SearchSession } from '../../src/app/session/search-session.svelte';
import { inProcessChannel } from './in-process-channel';

const players: Player[] = [];
const WAIT = { timeout: 10_000, interval: 1 };

afterEach(() => {
	for (const player of players.splice(0)) player.dispose();
});

/** The in-process search, noting in order the steps of the moments and trees it answers. */
function watchedChannel(): { channel: SearchChannel; answers: string[] } {
	const inner = inProcessChannel();
	const answers: string[] = [];
	return {
		channel: {
			post: (request) => inner.post(request),
			listen: (receive) =>
				inner.listen((response) => {
					if (response.type === 'moment') answers.push(`moment ${response.moment.step}`);
					if (response.type === 'tree') answers.push(`tree ${response.tree.step}`);
					receive(response);
				}),
			terminate: () => inner.terminate(),
			openAnother: inProcessChannel
		},
		answers
	};
}

/** A player on the lesson sudoku, its whole search recorded. */
async function lessonPlayer(channel: SearchChannel): Promise<Player> {
	const player = new Player(channel);
	players.push(player);
	await player.loading.open('');
	await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
	return player;
}

describe('the search tree keeps up with the board', () => {
	test('while playing at 100 steps a second, every other moment the board shows has its own tree, the others the one shown before', async () => {
		const { channel, answers } = watchedChannel();
		const player = await lessonPlayer(channel);
		answers.length = 0;
		player.clock.speed = 100;
		player.navigation.play();
		// Twenty animation frames at 60 a second, each one waiting for the board to move.
		let before = player.session.step;
		for (let frame = 0; frame < 20; frame++) {
			player.clock.frame(1 / 60);
			await vi.waitFor(() => expect(player.session.step).toBe(player.session.target), WAIT);
			const step = player.session.step;
			if (step === before) continue;
			// The tree changes with the board: its own step, or the step on screen before it.
			expect([before, step]).toContain(player.overview.tree?.step);
			before = step;
		}
		// Half the moments the worker answered came with their tree, never two in a row without.
		// (A first step shown from the page's own moments asks for its tree after it is shown.)
		const moments = answers.flatMap((answer) => /^moment (\d+)/.exec(answer)?.[1] ?? []);
		const trees = new Set(answers.flatMap((answer) => /^tree (\d+)/.exec(answer)?.[1] ?? []));
		player.clock.pause();
		const withTree = moments.map((step) => trees.has(step));
		expect(withTree.length).toBeGreaterThanOrEqual(10);
		expect(Math.abs(withTree.filter(Boolean).length * 2 - withTree.length)).toBeLessThanOrEqual(1);
		expect(withTree.join()).not.toContain('false,false');
		// The worker answers a seek, then the tree of the same step, with nothing between.
		for (const [i, answer] of answers.entries())
			if (answer.startsWith('moment') && trees.has(answer.slice('moment '.length)))
				expect(answers[i + 1]).toBe(answer.replace('moment', 'tree'));
		// Paused, the tree is the board's step's.
		await vi.waitFor(() => expect(player.overview.tree?.step).toBe(player.session.step), WAIT);
	});
});

describe('the search tree after playing fast', () => {
	test('paused after playing fast, the tree is the board’s step', async () => {
		const { channel } = watchedChannel();
		const player = await lessonPlayer(channel);
		player.clock.speed = 5000;
		player.navigation.play();
		for (let frame = 0; frame < 10; frame++) {
			player.clock.frame(1 / 60);
			await new Promise((resolve) => setTimeout(resolve, 1));
		}
		player.clock.pause();
		await vi.waitFor(() => expect(player.session.step).toBe(player.session.target), WAIT);
		expect(player.session.step).toBeGreaterThan(100);
		await vi.waitFor(() => expect(player.overview.tree?.step).toBe(player.session.step), WAIT);
	});
});

describe('the search tree while playing too fast to read it', () => {
	test('is drawn brief, the calls and children next to the current one, and in full once paused', async () => {
		const { channel } = watchedChannel();
		const player = await lessonPlayer(channel);
		// A step deep in the search, whose full tree has more calls and children than the brief one.
		player.navigation.scrub(60_000);
		await vi.waitFor(() => expect(player.overview.tree?.step).toBe(60_000), WAIT);
		const full = player.overview.tree;
		const children = (tree: typeof full) =>
			Math.max(...(tree?.calls ?? []).map((call) => call.children.length));
		expect(full?.calls.length).toBeGreaterThan(8);
		player.clock.speed = 5000;
		player.navigation.play();
		const shown: number[] = [];
		for (let frame = 0; frame < 5; frame++) {
			const from = player.session.step;
			player.clock.frame(1 / 60);
			await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(from), WAIT);
			shown.push(player.session.step);
		}
		// Playing fast, every other step has its tree: the tree is of the last step or the one before.
		expect(shown.slice(-2)).toContain(player.overview.tree?.step);
		expect(player.overview.tree?.calls.length).toBeLessThanOrEqual(8);
		expect(children(player.overview.tree)).toBeLessThanOrEqual(6);
		player.clock.pause();
		await vi.waitFor(() => expect(player.overview.tree?.calls.length).toBeGreaterThan(8), WAIT);
		expect(player.overview.tree?.step).toBe(player.session.step);
	});
});

describe('the trees asked for while playing', () => {
	/** A session whose worker notes each tree asked for and answers it at once. */
	function notingSession() {
		const asked: number[] = [];
		const session = {
			target: 0,
			request: (request: { step: number }) => {
				asked.push(request.step);
				return Promise.resolve({ type: 'tree', tree: { step: request.step } });
			}
		};
		return { overview: new SearchOverview(session as unknown as SearchSession), asked };
	}

	test('playing fast, every other seek asks for its tree, never two in a row without one', async () => {
		const { overview, asked } = notingSession();
		for (let step = 1; step <= 9; step++) await overview.seeking(step * 3, true, true);
		expect(asked).toEqual([6, 12, 18, 24]);
		overview.dispose();
	});

	test('playing slower, every seek asks for its tree', async () => {
		const { overview, asked } = notingSession();
		for (let step = 1; step <= 5; step++) await overview.seeking(step, true, false);
		expect(asked).toEqual([1, 2, 3, 4, 5]);
		overview.dispose();
	});
});

describe('how much of the tree is asked for', () => {
	/** A session noting each tree request's limits, answering at once. */
	function limitsSession() {
		const asked: { maxLevels?: number; maxChildren?: number }[] = [];
		const session = {
			target: 0,
			request: (request: { step: number; maxLevels?: number; maxChildren?: number }) => {
				asked.push({ maxLevels: request.maxLevels, maxChildren: request.maxChildren });
				return Promise.resolve({ type: 'tree', tree: { step: request.step } });
			}
		};
		return { session: session as unknown as SearchSession, asked };
	}

	test('in full, near the current call (the levels in view, every child), or brief (six children)', async () => {
		const { session, asked } = limitsSession();
		let detail: TreeDetail = 'full';
		const overview = new SearchOverview(session, () => detail);
		await overview.seeking(1, true);
		detail = 'near';
		await overview.seeking(2, true);
		overview.levelsInView = 11;
		await overview.seeking(3, true);
		detail = 'brief';
		await overview.seeking(4, true);
		// A view zoomed far out shows more levels than the full tree holds: it gets the full tree's.
		overview.levelsInView = 40;
		detail = 'near';
		await overview.seeking(5, true);
		expect(asked).toEqual([
			{ maxLevels: undefined, maxChildren: undefined },
			{ maxLevels: 8, maxChildren: undefined },
			{ maxLevels: 11, maxChildren: undefined },
			{ maxLevels: 11, maxChildren: 6 },
			{ maxLevels: DEFAULT_MAX_LEVELS, maxChildren: undefined }
		]);
		// Paused, the step's tree is asked again in full.
		detail = 'full';
		session.target = 5;
		overview.settled();
		await vi.waitFor(() => expect(asked).toHaveLength(6));
		expect(asked[5]).toEqual({ maxLevels: undefined, maxChildren: undefined });
		overview.dispose();
	});

	test('by the player: in full up to 30 steps a second, near the current call up to 60, brief beyond', async () => {
		const inner = inProcessChannel();
		const asked: string[] = [];
		const channel: SearchChannel = {
			post: (request) => {
				if (request.type === 'tree')
					asked.push(
						`${request.maxLevels ?? 'all'} levels, ${request.maxChildren ?? 'all'} children`
					);
				inner.post(request);
			},
			listen: (receive) => inner.listen(receive),
			terminate: () => inner.terminate(),
			openAnother: inProcessChannel
		};
		const player = await lessonPlayer(channel);
		player.overview.levelsInView = 9;
		const seen: Record<number, string[]> = {};
		for (const speed of [20, 60, 100]) {
			player.clock.speed = speed;
			player.navigation.play();
			asked.length = 0;
			for (let frame = 0; frame < 6; frame++) {
				const from = player.session.step;
				player.clock.frame(1);
				await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(from), WAIT);
				await vi.waitFor(() => expect(player.session.step).toBe(player.session.target), WAIT);
			}
			player.clock.pause();
			seen[speed] = [...new Set(asked.slice(0, -1))];
		}
		expect(seen).toEqual({
			20: ['all levels, all children'],
			60: ['9 levels, all children'],
			100: ['9 levels, 6 children']
		});
	});
});

describe('the tree asked for when playback stops', () => {
	test('is not replaced by a brief tree answered late: the tree ends on the step paused on', async () => {
		// A worker that answers only when told, so the order of replies is the test's.
		const asked: { step: number; brief: boolean; answer: () => void }[] = [];
		let playingFast = true;
		const session = {
			target: 0,
			request: (request: { step: number; maxLevels?: number }) =>
				new Promise((resolve) => {
					const brief = request.maxLevels !== undefined;
					asked.push({
						step: request.step,
						brief,
						answer: () => resolve({ type: 'tree', tree: { step: request.step, brief } })
					});
				})
		};
		const overview = new SearchOverview(session as unknown as SearchSession, () =>
			playingFast ? 'brief' : 'full'
		);
		// Playing fast: the seeks to 354 and 365 each asked for their brief tree.
		void overview.seeking(354, true);
		session.target = 365;
		void overview.seeking(365, true);
		// Pause: the full tree of 365 is asked for while the brief ones are still on their way.
		playingFast = false;
		overview.settled();
		expect(asked.map(({ step, brief }) => [step, brief])).toEqual([
			[354, true],
			[365, true],
			[365, false]
		]);
		// The brief trees arrive late, in the order asked, as the worker answers: the full tree of
		// the step paused on is drawn last, and nothing more is asked.
		for (const { answer } of asked) answer();
		await vi.waitFor(() => expect(overview.tree).toEqual({ step: 365, brief: false }));
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(overview.tree).toEqual({ step: 365, brief: false });
		expect(asked).toHaveLength(3);
		overview.dispose();
	});
});

describe('a busy worker', () => {
	test('while playing, a board whose tree is late waits for it: the two change in the same frame', async () => {
		// The in-process search, its tree answers held back until the test lets them through.
		const inner = inProcessChannel();
		const held: (() => void)[] = [];
		let holding = false;
		const channel: SearchChannel = {
			post: (request) => inner.post(request),
			listen: (receive) =>
				inner.listen((response) => {
					if (holding && response.type === 'tree') held.push(() => receive(response));
					else receive(response);
				}),
			terminate: () => inner.terminate(),
			openAnother: inProcessChannel
		};
		const player = new Player(channel);
		players.push(player);
		await player.loading.open('');
		await vi.waitFor(() => expect(player.session.complete).toBe(true), WAIT);
		await vi.waitFor(() => expect(player.overview.tree?.step).toBe(0), WAIT);
		holding = true;
		player.clock.speed = 150;
		player.navigation.play();
		let waited = 0;
		for (let frame = 0; frame < 10; frame++) {
			const from = player.session.step;
			player.clock.frame(1 / 60);
			// Playing fast, every other seek asks for its tree (the others go on at once).
			await vi.waitFor(
				() => expect(held.length === 1 || player.session.step > from).toBe(true),
				WAIT
			);
			if (held.length === 0) {
				expect(player.overview.tree?.step).toBe(from);
				continue;
			}
			// The seek is answered, its tree is not yet: the board stays where it was.
			await new Promise((resolve) => setTimeout(resolve, 5));
			expect(player.session.step).toBe(from);
			held.splice(0)[0]();
			await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(from), WAIT);
			expect(player.overview.tree?.step).toBe(player.session.step);
			waited++;
		}
		player.clock.pause();
		expect(waited).toBe(5);
	});
});
