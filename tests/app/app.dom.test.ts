// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import App from '../../src/App.svelte';
import { inProcessChannel } from './in-process-channel';
import { encodeLink } from '../../src/app/link';
import { rememberedLang } from '../../src/app/i18n';
import { Player } from '../../src/app/player.svelte';
import { puzzles } from '../../src/puzzles/all';
import type { Lang } from '../../src/puzzles/types';

const players: Player[] = [];

afterEach(() => {
	vi.restoreAllMocks();
	cleanup();
	for (const player of players.splice(0)) player.dispose();
	location.hash = '';
});

/** The app on the in-process search, opened on a link (or the default lesson puzzle). */
async function openApp(fragment = '', lang: Lang = 'en'): Promise<Player> {
	const player = new Player(inProcessChannel(), lang);
	players.push(player);
	render(App, { props: { player } });
	await player.loading.open(fragment);
	return player;
}

/** The "Step N of M" text, waiting until it names step `n`. */
async function expectStep(n: number): Promise<void> {
	await waitFor(() =>
		expect(screen.getByTestId('step-text').textContent).toMatch(
			new RegExp(`^Step ${n.toLocaleString('en-US')} of `)
		)
	);
}

/** The digits on the sudoku board, as its cells' accessible names say them. */
function boardCells(): string[] {
	const board = screen.getByRole('group', { name: 'Board' });
	return within(board)
		.getAllByRole('cell')
		.map((cell) => cell.getAttribute('aria-label') ?? '');
}

describe('the classroom app', () => {
	test('opens on the NYOJ 722 lesson sudoku, ready to play', async () => {
		const player = await openApp();
		expect(player.session.loaded?.puzzle).toBe('sudoku');
		expect(player.session.loaded?.input).toBe(puzzles[0].samples[0].input);
		const narration = screen.getByTestId('narration');
		expect(narration).toHaveAttribute('role', 'status');
		expect(narration).toHaveAttribute('aria-live', 'polite');
		expect(narration.textContent).toBe('Press Play to start the search.');
		await expectStep(0);
	});

	test('the playback controls carry the names a teacher reads out', async () => {
		await openApp();
		for (const name of [
			'Play',
			'Step forward',
			'Step back',
			'Previous backtrack',
			'Next backtrack',
			'Next solution',
			'Restart',
			'Load',
			'Copy link',
			'Keyboard shortcuts',
			'中文'
		])
			expect(screen.getByRole('button', { name })).toBeInTheDocument();
		expect(screen.getByRole('slider', { name: 'Speed' })).toBeInTheDocument();
		expect(screen.getByRole('slider', { name: 'Timeline' })).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: 'Pause on backtrack' })).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: 'Pause on solution' })).toBeInTheDocument();
		expect(screen.getByRole('spinbutton', { name: 'Pause at depth' })).toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: 'Pause at cell' })).toBeInTheDocument();
		expect(screen.getByRole('textbox', { name: 'Puzzle input' })).toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: 'Sample' })).toBeInTheDocument();
		const puzzle = screen.getByRole('combobox', { name: 'Puzzle' });
		expect(
			within(puzzle)
				.getAllByRole('option')
				.map((option) => option.textContent)
				.slice(0, 4)
		).toEqual(['Sudoku', 'N-Queens', 'Maze', 'Prime ring']);
		// The lessons come first, in their own group; the course problems follow in theirs.
		expect(within(puzzle).getAllByRole('option')).toHaveLength(puzzles.length);
		expect(screen.getByText('1 event a second')).toBeInTheDocument();
	});

	test('Play turns into Pause and back', async () => {
		const user = userEvent.setup();
		await openApp();
		await user.click(screen.getByRole('button', { name: 'Play' }));
		expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Pause' }));
		expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
	});

	test('Step forward and Step back move the step text and the board', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await waitFor(() => expect(player.session.complete).toBe(true));
		// The board's view is its puzzle's own chunk: on a loaded machine it comes after the search.
		await waitFor(() => expect(screen.getAllByRole('cell').length).toBeGreaterThan(0));
		const start = boardCells();
		await user.click(screen.getByRole('button', { name: 'Step forward' }));
		await user.click(screen.getByRole('button', { name: 'Step forward' }));
		await expectStep(2);
		expect(screen.getByTestId('step-text').textContent).toBe('Step 2 of 109,791');
		expect(boardCells()).not.toEqual(start);
		await user.click(screen.getByRole('button', { name: 'Step back' }));
		await user.click(screen.getByRole('button', { name: 'Step back' }));
		await expectStep(0);
		expect(boardCells()).toEqual(start);
	});

	test('a step by hand animates the board, but not one that follows within a twelfth of a second (a held key)', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await waitFor(() => expect(player.session.complete).toBe(true));
		await waitFor(() => expect(screen.getAllByRole('cell').length).toBeGreaterThan(0));
		const board = () => screen.getByTestId('sudoku-board');
		// The page's clock, set by hand: a loaded machine's clicks could come any time apart.
		const clock = vi.spyOn(performance, 'now');
		const stepAt = async (time: number, step: number) => {
			clock.mockReturnValue(time);
			await user.click(screen.getByRole('button', { name: 'Step forward' }));
			await expectStep(step);
		};
		await stepAt(100_000, 1);
		expect(board()).toHaveClass('motion');
		await stepAt(100_033, 2);
		expect(board()).not.toHaveClass('motion');
		await stepAt(100_500, 3);
		expect(board()).toHaveClass('motion');
	});

	test('Pause on backtrack stops exactly on the first backtrack, however fast it plays', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await user.click(screen.getByRole('checkbox', { name: 'Pause on backtrack' }));
		player.clock.speed = 1e6;
		await user.click(screen.getByRole('button', { name: 'Play' }));
		// jsdom's animation frames come slowly on a busy machine: allow more than the default second.
		// The wait looks at the clock, not for the button: a role query reads the whole page, and
		// waitFor asks again at each frame drawn while it plays.
		await waitFor(() => expect(player.clock.playing).toBe(false), { timeout: 10_000 });
		expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
		expect(player.session.moment?.event?.kind).toBe('backtrack');
		expect(player.session.moment?.counters.backtracks).toBe(1);
		expect(screen.getByTestId('narration').textContent).toMatch(/^Backtrack/);
	});

	test('Next backtrack and Previous backtrack jump between backtracks', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await user.click(screen.getByRole('button', { name: 'Next backtrack' }));
		await waitFor(() => expect(player.session.moment?.counters.backtracks).toBe(1));
		const first = player.session.step;
		await user.click(screen.getByRole('button', { name: 'Next backtrack' }));
		await waitFor(() => expect(player.session.moment?.counters.backtracks).toBe(2));
		await user.click(screen.getByRole('button', { name: 'Previous backtrack' }));
		await waitFor(() => expect(player.session.step).toBe(first));
		expect(player.session.moment?.event?.kind).toBe('backtrack');
	});

	test('Next solution shows the solved grid of the lesson puzzle', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await user.click(screen.getByRole('button', { name: 'Next solution' }));
		await waitFor(() => expect(player.session.moment?.event?.kind).toBe('solution'));
		expect(player.session.moment?.counters.solutions).toBe(1);
	});

	test('the language switch translates the controls, the narration and <html lang>, and is kept for the next visit', async () => {
		const user = userEvent.setup();
		await openApp();
		await user.click(screen.getByRole('button', { name: '中文' }));
		expect(rememberedLang()).toBe('zh');
		for (const name of ['播放', '前进一步', '后退一步', '上一次回溯', '下一次回溯', '下一个解'])
			expect(screen.getByRole('button', { name })).toBeInTheDocument();
		expect(screen.getByRole('slider', { name: '速度' })).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: '回溯时暂停' })).toBeInTheDocument();
		expect(screen.getByTestId('narration').textContent).toBe('按“播放”开始搜索。');
		expect(document.documentElement.lang).toBe('zh-CN');
		await user.click(screen.getByRole('button', { name: 'English' }));
		expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
		expect(document.documentElement.lang).toBe('en');
		expect(rememberedLang()).toBe('en');
	});

	test('a Chinese browser opens in Chinese', async () => {
		await openApp('', 'zh');
		expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
	});

	test('bad input shows where it is wrong, and the previous search stays playable', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		const before = boardCells();
		const box = screen.getByRole('textbox', { name: 'Puzzle input' });
		await user.clear(box);
		await user.type(box, '1 2 3{Enter}4 5 x');
		await user.click(screen.getByRole('button', { name: 'Load' }));
		const alert = await screen.findByRole('alert');
		expect(alert.textContent).toMatch(/Line 2, column/);
		expect(box).toHaveAttribute('aria-invalid', 'true');
		// The bad character is selected in the box (right after the alert shows, not with it).
		const text = box as HTMLTextAreaElement;
		await waitFor(() => expect(document.activeElement).toBe(text));
		expect(text.value.slice(text.selectionStart, text.selectionEnd)).toBe('x');
		expect(boardCells()).toEqual(before);
		expect(player.session.loaded?.input).toBe(puzzles[0].samples[0].input);
		await user.click(screen.getByRole('button', { name: 'Step forward' }));
		await expectStep(1);
		await user.click(screen.getByRole('button', { name: '中文' }));
		expect(screen.getByRole('alert').textContent).toMatch(/第 ?2 ?行/);
	});

	test('choosing another puzzle loads its first sample', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await user.selectOptions(screen.getByRole('combobox', { name: 'Puzzle' }), 'queens');
		await waitFor(() => expect(player.session.loaded?.puzzle).toBe('queens'));
		expect(player.input.text).toBe(puzzles[1].samples[0].input);
		await expectStep(0);
	});

	test('the keyboard plays, steps and opens the help, but not while typing', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await waitFor(() => expect(player.session.complete).toBe(true));
		await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
		await expectStep(3);
		await user.keyboard('{ArrowLeft}');
		await expectStep(2);
		await user.keyboard('{End}');
		await expectStep(109_791);
		await user.keyboard('{Home}');
		await expectStep(0);
		await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
		await waitFor(() => expect(player.session.moment?.event?.kind).toBe('backtrack'));
		await user.keyboard(' ');
		expect(player.clock.playing).toBe(true);
		await user.keyboard(' ');
		expect(player.clock.playing).toBe(false);
		const step = player.session.target;
		await user.click(screen.getByRole('textbox', { name: 'Puzzle input' }));
		await user.keyboard('{ArrowRight} ');
		expect(player.clock.playing).toBe(false);
		expect(player.session.target).toBe(step);
		await user.click(document.body);
		await user.keyboard('?');
		expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
	});

	test('a link opens the same search at the same step', async () => {
		const sample = puzzles[0].samples[0];
		const player = await openApp(
			encodeLink({ puzzle: 'sudoku', input: sample.input, options: sample.options, step: 500 })
		);
		await expectStep(500);
		expect(player.session.moment?.step).toBe(500);
		expect(player.settings.link).toContain('step=500');
	});

	test('a refused clipboard offers the link to copy by hand, selected, until Close', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await waitFor(() => expect(player.settings.link).not.toBeNull());
		// As on a page opened over plain http in a classroom, or with the permission refused.
		const refused = vi
			.spyOn(navigator.clipboard, 'writeText')
			.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
		await user.click(screen.getByRole('button', { name: 'Copy link' }));
		const offered = await screen.findByRole('textbox', { name: 'Copy this link:' });
		expect(offered).toHaveValue(location.href);
		expect((offered as HTMLInputElement).value).toContain(player.settings.link ?? 'no link');
		expect(offered).toHaveFocus();
		expect(screen.queryByText('Link copied')).toBeNull();
		// The clipboard works again: the next copy says so and takes the offer away.
		refused.mockRestore();
		await user.click(screen.getByRole('button', { name: 'Copy link' }));
		await screen.findByText('Link copied');
		expect(screen.queryByRole('textbox', { name: 'Copy this link:' })).toBeNull();
		vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('refused'));
		await user.click(screen.getByRole('button', { name: 'Copy link' }));
		await user.click(await screen.findByRole('button', { name: 'Close' }));
		expect(screen.queryByRole('textbox', { name: 'Copy this link:' })).toBeNull();
	});

	test('a link with bad input keeps its text and error, and the lesson puzzle plays', async () => {
		await openApp(encodeLink({ puzzle: 'sudoku', input: '12x', options: {}, step: 3 }));
		expect(screen.getByRole('alert')).toBeInTheDocument();
		expect(screen.getByRole('textbox', { name: 'Puzzle input' })).toHaveValue('12x');
		await expectStep(0);
	});
});
