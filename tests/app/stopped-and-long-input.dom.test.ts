// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import App from '../../src/App.svelte';
import type { SearchChannel, StopReason } from '../../src/app/channel';
import { Player } from '../../src/app/player.svelte';
import { MAX_INPUT_CHARACTERS } from '../../src/puzzles/input';
import { puzzles } from '../../src/puzzles/all';
import type { Lang } from '../../src/puzzles/types';
import { inProcessChannel } from './in-process-channel';

const players: Player[] = [];

beforeEach(() => {
	// The session notes a stopped worker for developers; the page's alert is what is tested.
	vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
	cleanup();
	for (const player of players.splice(0)) player.dispose();
	vi.restoreAllMocks();
});

/** An in-process search that the test can end as a worker ends; it counts the channels opened. */
function mortalChannel(opened: {
	count: number;
	end: (reason: StopReason) => void;
}): SearchChannel {
	opened.count++;
	const inner = inProcessChannel();
	return {
		post: (request) => inner.post(request),
		listen: (receive, ended) => {
			inner.listen(receive);
			opened.end = (reason) => {
				inner.terminate();
				ended?.(reason);
			};
		},
		terminate: () => inner.terminate(),
		openAnother: () => mortalChannel(opened)
	};
}

/** The app on the lesson sudoku, its search recorded, in a search the test can end. */
async function openApp(lang: Lang = 'en') {
	const opened = { count: 0, end: (reason: StopReason) => void reason };
	const player = new Player(mortalChannel(opened), lang);
	players.push(player);
	render(App, { props: { player } });
	await player.loading.open('');
	await waitFor(() => expect(player.session.complete).toBe(true));
	return { player, opened };
}

describe('a search that stopped', () => {
	test('an alert says so, and its Restart search button brings the same step back', async () => {
		const user = userEvent.setup();
		const { player, opened } = await openApp();
		await player.navigation.nextBacktrack();
		const step = player.session.step;
		opened.end({ kind: 'closed' });
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent(/^The search stopped: its worker failed or was closed\./);
		expect(alert).toHaveAttribute('title', 'the search worker was closed');
		await user.click(screen.getByRole('button', { name: 'Restart search' }));
		await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
		expect(opened.count).toBe(2);
		expect(player.session.step).toBe(step);
		expect(screen.getByTestId('step-text').textContent).toMatch(
			new RegExp(`^Step ${step.toLocaleString('en-US')} of`)
		);
	});

	test('the alert and its button are in Chinese when the page is', async () => {
		const { opened } = await openApp('zh');
		opened.end({ kind: 'closed' });
		expect(await screen.findByRole('alert')).toHaveTextContent(/^搜索已停止/);
		expect(screen.getByRole('button', { name: '重新启动搜索' })).toBeInTheDocument();
	});
});

describe('text longer than Backstep reads', () => {
	test('never enters the draft: the box goes back to what it held and says why', async () => {
		const { player } = await openApp();
		const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Puzzle input' });
		const draft = player.input.text;
		box.value = '4'.repeat(MAX_INPUT_CHARACTERS + 1);
		await fireEvent.input(box);
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent(/longer than 1,000,000 characters/);
		expect(box.value).toBe(draft);
		expect(player.input.text).toBe(draft);
		expect(player.session.loaded?.input).toBe(puzzles[0].samples[0].input);
	});

	test('text just within the limit is taken as typed', async () => {
		const { player } = await openApp();
		const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Puzzle input' });
		box.value = '4'.repeat(MAX_INPUT_CHARACTERS);
		await fireEvent.input(box);
		expect(player.input.text).toHaveLength(MAX_INPUT_CHARACTERS);
		expect(player.input.inputError).toBeNull();
	});
});
