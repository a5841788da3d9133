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
				new Promise((resolve) =>
					asked.push({
						step: request.step,
						brief: request.maxLevels !== undefined,
						answer: () => resolve({ type: 'tree', tree: { step: request.step } })
					})
				)
		};
		const overview = new SearchOverview(session as unknown as SearchSession, () => !playingFast);
		// Playing fast: the brief tree of step 354 is on its way when the seek to 365 is sent.
		overview.seeking(354);
		session.target = 365;
		overview.seeking(365);
		// Pause, then the brief tree of 354 arrives.
		playingFast = false;
		overview.settled();
		expect(asked.map(({ step, brief }) => [step, brief])).toEqual([[354, true]]);
		asked[0].answer();
		await vi.waitFor(() => expect(asked).toHaveLength(2));
		expect(asked[1]).toMatchObject({ step: 365, brief: false });
		asked[1].answer();
		await vi.waitFor(() => expect(overview.tree?.step).toBe(365));
		// Nothing more is asked: the full tree of the step paused on is the last word.
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(asked).toHaveLength(2);
		overview.dispose();
	});
});
