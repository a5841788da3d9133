// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import App from '../../src/App.svelte';
import { inProcessChannel } from './in-process-channel';
import { lineForEvent } from '../../src/puzzles/kit/code-listing';
import { Player } from '../../src/app/player.svelte';
import { sudokuPuzzle } from '../../src/puzzles/sudoku';
import { TEMPLATES } from '../../src/puzzles/custom/templates';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import type { PuzzleId } from '../../src/puzzles/registry';
import type { Lang } from '../../src/puzzles/types';
import {
	bruteForceMove,
	edgeSteps,
	eventList,
	indexedTimeline,
	randomSteps
} from '../timeline/searches';

const players: Player[] = [];

afterEach(() => {
	cleanup();
	for (const player of players.splice(0)) player.dispose();
	location.hash = '';
});

/** The app on the in-process search, on the lesson sudoku, its whole search recorded. */
async function openApp(lang: Lang = 'en'): Promise<Player> {
	const player = new Player(inProcessChannel(), lang);
	players.push(player);
	render(App, { props: { player } });
	await player.loading.open('');
	await waitFor(() => expect(player.session.complete).toBe(true));
	return player;
}

/** Goes to a step and waits until the page shows it. */
async function show(player: Player, step: number): Promise<void> {
	await player.session.seekTo(step);
	await waitFor(() =>
		expect(screen.getByTestId('step-text').textContent).toMatch(
			new RegExp(`^Step ${step.toLocaleString('en-US')} of `)
		)
	);
}

const frameItems = () =>
	within(screen.getByRole('region', { name: 'Call stack' })).queryAllByRole('listitem');

describe('the recursion views in the app', () => {
	const events = eventList('nyoj');
	const timeline = indexedTimeline('nyoj', 256);
	const length = events.length - 1;

	test('the call stack lists the timeline’s frames at any step, innermost on top', async () => {
		const player = await openApp();
		// The edges and four random steps, each a seek and a redraw of the whole page: a moment's
		// frames are checked against a replay at any step in timeline.test.ts, and the panel's
		// items against a moment's frames in panels.dom.test.ts.
		for (const step of [...edgeSteps(events), ...randomSteps(11, 4, length)]) {
			await show(player, step);
			const moment = timeline.seek(step);
			const items = frameItems();
			expect([step, items.length]).toEqual([step, moment.frames.length]);
			const board = moment.board as SudokuBoard;
			[...moment.frames].reverse().forEach((frame, i) => {
				const text = items[i].textContent ?? '';
				expect(text).toContain(`Depth ${frame.level}`);
				expect(text).toContain(sudokuPuzzle.describePoint(board, frame.point).en);
			});
		}
	});

	test('the call stack grows by one after a place (the deeper call begins) and shrinks by one on a backtrack', async () => {
		const player = await openApp();
		const backtrack = events.findIndex((event) => event?.kind === 'backtrack');
		let place = backtrack;
		while (events[place]?.kind !== 'place') place--;
		const sizes: number[] = [];
		for (const step of [place - 1, place + 1, backtrack - 1, backtrack]) {
			await show(player, step);
			sizes.push(frameItems().length);
		}
		expect(sizes[1] - sizes[0]).toBe(1);
		expect(sizes[2] - sizes[3]).toBe(1);
	});

	test('on a backtrack the innermost call alone says it took its digit back, and the depth counter alone says how deep the search has been', async () => {
		const player = await openApp();
		const backtrack = events.findIndex((event) => event?.kind === 'backtrack');
		for (const step of [backtrack - 1, backtrack, backtrack + 1, ...randomSteps(7, 3, length)]) {
			await show(player, step);
			const moment = timeline.seek(step);
			const items = frameItems();
			const tookBack = items.map((item) => /took back/.test(item.textContent ?? ''));
			expect([step, tookBack]).toEqual([
				step,
				items.map((_, i) => i === 0 && moment.event?.kind === 'backtrack')
			]);
			const notes = [...document.querySelectorAll('[data-counter]')].map(
				(counter) => /deepest \d+/.exec(counter.textContent ?? '')?.[0]
			);
			expect([step, notes]).toEqual([
				step,
				[
					undefined,
					undefined,
					undefined,
					undefined,
					undefined,
					`deepest ${moment.counters.maxDepth}`
				]
			]);
		}
	});

	test('the code view marks the line of the event’s kind, at any step', async () => {
		const player = await openApp();
		const code = screen.getByRole('region', { name: 'Code' });
		// A step of each kind of event (44 is the first backtrack), the ends and four random steps,
		// each a seek and a redraw of the whole page: the line of every kind is checked on the
		// panel itself in panels.dom.test.ts, and lineForEvent in code-listing.test.ts.
		for (const step of [
			0,
			1,
			2,
			5,
			44,
			60,
			95,
			96,
			...randomSteps(5, 4, length),
			length - 1,
			length
		]) {
			await show(player, step);
			const marked = code.querySelectorAll('[aria-current="step"]');
			expect(marked).toHaveLength(1);
			expect([step, marked[0].getAttribute('data-role')]).toEqual([
				step,
				lineForEvent(events[step])
			]);
		}
	});

	test('clicking a frame of the call stack goes to where that call began, with its frame still on the stack', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await show(player, 3000);
		const items = frameItems();
		// The third call from the top of the list.
		const level = items.length - 3;
		const point = player.session.moment?.frames[level].point;
		await user.click(within(items[2]).getByRole('button'));
		await waitFor(() => expect(player.session.step).not.toBe(3000));
		// The call's first try, just after the place that entered it.
		expect(events[player.session.step - 1]).toMatchObject({ kind: 'place', depth: level - 1 });
		expect(player.session.moment?.frames[level]).toMatchObject({ level, point, candidateIndex: 0 });
	});

	test('clicking a node of the search tree moves the board there', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await show(player, 2000);
		const tree = screen.getByRole('region', { name: 'Search tree' });
		await waitFor(() => expect(player.overview.tree?.step).toBe(2000));
		const node = within(tree)
			.getAllByRole('button')
			.find((button) =>
				/placed at step [\d,]+, then/.test(button.getAttribute('aria-label') ?? '')
			);
		if (node === undefined) throw new Error('no finished subtree in the tree');
		const target = Number(
			/placed at step ([\d,]+)/.exec(node.getAttribute('aria-label') ?? '')?.[1].replaceAll(',', '')
		);
		await user.click(node);
		await waitFor(() => expect(player.session.step).toBe(target));
		expect(player.session.moment?.event?.kind).toBe('place');
		expect(player.session.moment).toEqual(timeline.seek(target));
	});

	test('the debugger buttons step over, out and back, and name themselves in both languages', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await show(player, 1500);
		let at = 1500;
		for (const [name, move] of [
			['Step over', 'over'],
			['Step out', 'out'],
			['Step into', 'into'],
			['Step over back', 'overBack'],
			['Step out back', 'outBack'],
			['Step into back', 'intoBack']
		] as const) {
			await user.click(screen.getByRole('button', { name }));
			at = bruteForceMove(events, at, move) ?? at;
			await waitFor(() => expect([name, player.session.step]).toEqual([name, at]));
		}
		await user.click(screen.getByRole('button', { name: '中文' }));
		for (const name of [
			'单步进入',
			'单步跳过',
			'单步跳出',
			'后退单步进入',
			'后退单步跳过',
			'后退单步跳出'
		])
			expect(screen.getByRole('button', { name })).toBeInTheDocument();
		expect(screen.getByRole('region', { name: '调用栈' })).toBeInTheDocument();
		expect(screen.getByRole('region', { name: '代码' })).toBeInTheDocument();
		expect(screen.getByRole('region', { name: '搜索树' })).toBeInTheDocument();
	});

	test('the debugger keys step like a debugger, backwards with Shift', async () => {
		const user = userEvent.setup();
		const player = await openApp();
		await show(player, 700);
		let at = 700;
		for (const [keys, move] of [
			['{F10}', 'over'],
			['{Shift>}{F11}{/Shift}', 'out'],
			['{F11}', 'into'],
			['o', 'over'],
			['u', 'out'],
			['i', 'into'],
			['{Shift>}O{/Shift}', 'overBack'],
			['{Shift>}U{/Shift}', 'outBack'],
			['{Shift>}I{/Shift}', 'intoBack']
		] as const) {
			await user.keyboard(keys);
			at = bruteForceMove(events, at, move) ?? at;
			await waitFor(() => expect([keys, player.session.step]).toEqual([keys, at]));
		}
		await user.keyboard('?');
		const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
		expect(help.textContent).toContain('F10');
		expect(help.textContent).toContain('Step over, or back with Shift');
	});

	test('the input panel folds away and comes back', async () => {
		const user = userEvent.setup();
		await openApp();
		const fold = screen.getByRole('button', { name: 'Hide the input panel' });
		expect(fold).toHaveAttribute('aria-expanded', 'true');
		await user.click(fold);
		expect(screen.queryByRole('textbox', { name: 'Puzzle input' })).toBeNull();
		const unfold = screen.getByRole('button', { name: 'Show the input panel' });
		expect(unfold).toHaveAttribute('aria-expanded', 'false');
		await user.click(unfold);
		expect(screen.getByRole('textbox', { name: 'Puzzle input' })).toBeInTheDocument();
	});
});

describe('the heat map', () => {
	test.each<PuzzleId>(['sudoku', 'queens', 'maze', 'ring'])(
		'draws on the %s board with its key once tries were made',
		async (puzzle) => {
			const user = userEvent.setup();
			const player = await openApp();
			if (puzzle !== 'sudoku') await player.loading.selectPuzzle(puzzle);
			await waitFor(() => expect(player.session.complete).toBe(true));
			// The board drawn by its view: the page's moment is of this puzzle, no placeholder left.
			const board = screen.getByRole('group', { name: 'Board' });
			await waitFor(
				() => {
					expect(player.session.moment?.board.puzzle).toBe(puzzle);
					expect(board.querySelector('.placeholder')).toBeNull();
				},
				{ timeout: 10_000 }
			);
			await user.click(screen.getByRole('checkbox', { name: 'Heat map' }));
			await player.navigation.nextBacktrack();
			await player.navigation.nextBacktrack();
			const key = await within(board).findByRole(
				'note',
				{ name: /^Heat: tries per cell, 0 to \d+/ },
				{ timeout: 10_000 }
			);
			const max = Number(/0 to (\d+)/.exec(key.getAttribute('aria-label') ?? '')?.[1]);
			expect(max).toBeGreaterThan(0);
			expect(max).toBe(Math.max(...(player.session.moment?.heat ?? [])));
		}
	);
});

describe('the search tree of a student’s problem', () => {
	/** The queens template, 4 queens, naming its first column "↑" and the others in words. */
	const code = (TEMPLATES.find((template) => template.id === 'queens')?.code ?? '')
		.replace('const n = 8;', 'const n = 4;')
		.replace(
			"return 'column ' + (column + 1);",
			"return column === 0 ? '↑' : 'column ' + (column + 1);"
		);

	test('marks a node with the student’s name for its candidate when it is one or two characters, else with its number', async () => {
		expect(code).toContain("column === 0 ? '↑'");
		const player = await openApp();
		// The input panel folded, the code editor (CodeMirror, which measures text jsdom cannot)
		// stays out of the page.
		await userEvent.setup().click(screen.getByRole('button', { name: 'Hide the input panel' }));
		await player.loading.openLesson({ puzzle: 'custom', input: code, options: {}, bookmarks: [] });
		expect(await player.loading.loadDraft()).toBe(true);
		await waitFor(() => expect(player.session.complete).toBe(true));
		const tree = screen.getByRole('region', { name: 'Search tree' });
		/** The mark drawn on the node a button is: the text of the node's label group. */
		const markOf = (name: RegExp) => {
			const key = within(tree).getByRole('button', { name }).getAttribute('data-key');
			const label = [...tree.querySelectorAll('.labels > g')].find(
				(g) => g.getAttribute('data-node') === key
			);
			return label?.querySelector('text')?.textContent;
		};
		// Step 27 places column 2 at row 1, after column 1 ("↑") was placed and taken back.
		await show(player, 27);
		await waitFor(() => expect(player.overview.tree?.step).toBe(27));
		expect(markOf(/^row 1: ↑ placed at step 2, then/)).toBe('↑');
		expect(markOf(/^row 1: column 2 placed at step 27/)).toBe('1');
		// A conflict's stub is marked the same way.
		await show(player, 3);
		await waitFor(() => expect(player.overview.tree?.step).toBe(3));
		expect(markOf(/^row 1: ↑ placed at step 2, on the current path/)).toBe('↑');
		expect(markOf(/^row 2: ↑ conflicts/)).toBe('↑');
	});
});
