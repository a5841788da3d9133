import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchChannel } from '../../src/app/channel';
import { Player } from '../../src/app/player.svelte';
import { SearchOverview } from '../../src/app/session/search-overview.svelte';
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
	test('while playing, every moment the board shows is followed at once by its own tree', async () => {
		const { channel, answers } = watchedChannel();
		const player = await lessonPlayer(channel);
		answers.length = 0;
		player.clock.speed = 100;
		player.navigation.play();
		// Twenty animation frames at 60 a second, each one waiting for the board to move.
		const shown = new Set<number>();
		for (let frame = 0; frame < 20; frame++) {
			player.clock.frame(1 / 60);
			await vi.waitFor(() => expect(player.session.step).toBe(player.session.target), WAIT);
			shown.add(player.session.step);
			await vi.waitFor(() => expect(player.overview.tree?.step).toBe(player.session.step), WAIT);
		}
		player.clock.pause();
		// Most steps come from the moments the page keeps (issue 14): their trees are asked at once.
		// (Step 0's tree came before the answers were noted.)
		shown.delete(0);
		expect(shown.size).toBeGreaterThanOrEqual(10);
		for (const step of shown) expect(answers).toContain(`tree ${step}`);
		// The worker answers a seek, then the tree of the same step, with nothing between.
		for (const [i, answer] of answers.entries())
			if (answer.startsWith('moment'))
				expect(answers[i + 1]).toBe(answer.replace('moment', 'tree'));
	});

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
		for (let frame = 0; frame < 5; frame++) {
			const from = player.session.step;
			player.clock.frame(1 / 60);
			await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(from), WAIT);
		}
		await vi.waitFor(() => expect(player.overview.tree?.step).toBe(player.session.step), WAIT);
		expect(player.overview.tree?.calls.length).toBeLessThanOrEqual(8);
		expect(children(player.overview.tree)).toBeLessThanOrEqual(6);
		player.clock.pause();
		await vi.waitFor(() => expect(player.overview.tree?.calls.length).toBeGreaterThan(8), WAIT);
		expect(player.overview.tree?.step).toBe(player.session.step);
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
		const overview = new SearchOverview(session as unknown as SearchSession, () => !playingFast);
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
		for (let frame = 0; frame < 10; frame++) {
			const from = player.session.step;
			player.clock.frame(1 / 60);
			// The seek is answered, its tree is not yet: the board stays where it was.
			await vi.waitFor(() => expect(held).toHaveLength(1), WAIT);
			await new Promise((resolve) => setTimeout(resolve, 5));
			expect(player.session.step).toBe(from);
			held.splice(0)[0]();
			await vi.waitFor(() => expect(player.session.step).toBeGreaterThan(from), WAIT);
			expect(player.overview.tree?.step).toBe(player.session.step);
		}
		player.clock.pause();
	});
});
