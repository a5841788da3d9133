// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchChannel } from '../../src/app/channel';
import Compare from '../../src/app/compare/Compare.svelte';
import {
	comparedOption,
	firstSolutionVerdict,
	playbackMove,
	reachable,
	triesVerdict,
	type SideTotals
} from '../../src/app/compare/comparison';
import { inProcessChannel } from './in-process-channel';
import { ShortcutKeys } from '../../src/app/keyboard';
import { Player } from '../../src/app/player.svelte';
import { puzzleById, puzzles } from '../../src/puzzles/all';
import type { PuzzleId } from '../../src/puzzles/registry';
import type { Lang, PuzzleOptions } from '../../src/puzzles/types';
import { engineOf, stepsOf } from './event-steps';

/** What the whole search needs, by running the engine directly. */
function engineTotals(puzzle: PuzzleId, input: string, options: PuzzleOptions): SideTotals {
	const engine = engineOf(puzzle, input, options);
	const toFirst = engine.run(Number.MAX_SAFE_INTEGER, true);
	const found = engine.counters().solutions > 0;
	const events = toFirst + engine.run(Number.MAX_SAFE_INTEGER);
	const counters = engine.counters();
	return {
		tries: counters.tries,
		backtracks: counters.backtracks,
		maxDepth: counters.maxDepth,
		firstSolution: found ? toFirst : null,
		events,
		partial: false
	};
}

/** The counters after the first `steps` events, by running the engine directly. */
function engineCountersAt(puzzle: PuzzleId, input: string, options: PuzzleOptions, steps: number) {
	const engine = engineOf(puzzle, input, options);
	engine.run(steps);
	return engine.counters();
}

const players: Player[] = [];
afterEach(() => {
	cleanup();
	for (const player of players.splice(0)) player.dispose();
});

/** Channels the comparison opened, watched for being stopped. */
interface Watched {
	readonly channels: SearchChannel[];
	readonly open: () => SearchChannel;
}

function watchedChannels(): Watched {
	const channels: SearchChannel[] = [];
	return {
		channels,
		open: () => {
			const channel = inProcessChannel();
			vi.spyOn(channel, 'terminate');
			channels.push(channel);
			return channel;
		}
	};
}

/** The player on a puzzle's sample, and Compare mounted on it. */
async function openCompare(
	puzzle: PuzzleId = 'sudoku',
	sample?: string,
	lang: Lang = 'en',
	keys?: ShortcutKeys
): Promise<{ player: Player; onclose: () => void; watched: Watched; unmount: () => void }> {
	const player = new Player(inProcessChannel(), lang);
	players.push(player);
	await player.loading.selectPuzzle(puzzle);
	if (sample !== undefined) await player.loading.selectSample(sample);
	const onclose = vi.fn();
	const watched = watchedChannels();
	const { unmount } = render(Compare, {
		props: { player, lang, onclose, openChannel: watched.open, keys }
	});
	return { player, onclose, watched, unmount };
}

/** The region of one search, by the name of its order. */
const side = (name: string) => screen.getByRole('region', { name });

/** A counter of one search, as shown. */
function counter(region: HTMLElement, key: string): number {
	const value = region.querySelector(`[data-counter="${key}"] dd`)?.textContent ?? '';
	return Number(value.replaceAll(',', '').trim());
}

/** "Event N of M" of one search, as a number N. */
function eventShown(region: HTMLElement): number {
	const text = within(region).getByTestId('side-event').textContent ?? '';
	const match = /^Event ([\d,]+) of/.exec(text);
	return match ? Number(match[1].replaceAll(',', '')) : NaN;
}

/** The summary's value of a metric for one column (0 first search, 1 second). */
function summaryCell(metric: string, column: number): string {
	const row = document.querySelector(`[data-metric="${metric}"]`);
	return row?.querySelectorAll('td')[column]?.textContent?.trim() ?? '';
}

const nyoj = puzzles[0].samples[0];

/** The input text of a puzzle's sample. */
function sampleInput(puzzle: PuzzleId, id: string): string {
	const sample = puzzleById(puzzle)?.samples.find((s) => s.id === id);
	if (sample === undefined) throw new Error(`no sample ${id}`);
	return sample.input;
}
const ROW = 'Row by row';
const MRV = 'Fewest candidates first (MRV)';

describe('the option two searches are compared on', () => {
	test('sudoku compares row by row with MRV, the maze two move orders, queens and ring first with all', () => {
		const lessons = puzzles.filter((definition) => definition.listed.group === 'lesson');
		const pairs = lessons.map((definition) => {
			const option = comparedOption(definition);
			return [definition.id, option?.key, option?.first, option?.second];
		});
		expect(pairs).toEqual([
			['sudoku', 'order', 'rowmajor', 'mrv'],
			['queens', 'mode', 'first', 'all'],
			['maze', 'order', 'URDL', 'RDLU'],
			['ring', 'mode', 'first', 'all']
		]);
	});

	test('a puzzle with no option to vary has nothing to compare', () => {
		const queens = puzzleById('queens');
		if (queens === undefined) throw new Error('no queens');
		expect(comparedOption({ ...queens, options: [] })).toBeNull();
	});
});

describe('shared playback of two searches', () => {
	const short = { recorded: 74, complete: true };
	const long = { recorded: 104, complete: true };

	test('advancing both by the same number of events stops where the shorter search ends', () => {
		expect(playbackMove(70, 10, [long, short], 'together')).toEqual({ step: 74, stop: true });
		// Played on from there, the longer one goes on to its own end.
		expect(playbackMove(74, 10, [long, short], 'together')).toEqual({ step: 84, stop: false });
		expect(playbackMove(100, 10, [long, short], 'together')).toEqual({ step: 104, stop: true });
	});

	test('each to its own end plays on past the shorter search until the longer one ends', () => {
		expect(playbackMove(70, 10, [long, short], 'own')).toEqual({ step: 80, stop: false });
		expect(playbackMove(100, 10, [long, short], 'own')).toEqual({ step: 104, stop: true });
	});

	test('playback waits for a search that is still being recorded', () => {
		const recording = { recorded: 50, complete: false };
		expect(reachable([recording, long])).toBe(50);
		expect(playbackMove(45, 100, [recording, long], 'own')).toEqual({ step: 50, stop: false });
	});
});

describe('the verdict of the summary', () => {
	const totals = (tries: number, firstSolution: number | null, events: number): SideTotals => ({
		tries,
		backtracks: 0,
		maxDepth: 0,
		firstSolution,
		events,
		partial: false
	});
	const row = { en: 'Row by row', zh: '逐行' };
	const mrv = { en: 'MRV', zh: 'MRV' };

	test('says how many times fewer tries the better order needed, in both languages', () => {
		const a = { name: row, totals: totals(89_833, 109_790, 109_791) };
		const b = { name: mrv, totals: totals(4_648, 5_675, 5_676) };
		expect(triesVerdict('en', a, b)).toBe(
			'“MRV” needed 19 times fewer tries than “Row by row” (4,648 against 89,833).'
		);
		expect(triesVerdict('zh', a, b)).toBe('“逐行”的尝试次数是“MRV”的 19 倍（89,833 对 4,648）。');
		// Both stopped at their first solution: the tries already say it all.
		expect(firstSolutionVerdict('en', a, b)).toBeNull();
	});

	test('a small difference is said as a number of tries, the same count as the same', () => {
		const a = { name: row, totals: totals(900, 91, 1367) };
		const b = { name: mrv, totals: totals(700, 77, 1367) };
		expect(triesVerdict('en', a, b)).toBe(
			'“MRV” needed 200 fewer tries than “Row by row” (700 against 900).'
		);
		const same = { name: mrv, totals: totals(900, 77, 1367) };
		expect(triesVerdict('en', a, same)).toBe('Both needed the same number of tries (900).');
		expect(firstSolutionVerdict('en', a, same)).toBe(
			'“MRV” reached its first solution 14 events sooner.'
		);
	});
});

describe('Compare in the app', () => {
	test('both sides load the player’s puzzle, one row by row and one with MRV', async () => {
		const { watched } = await openCompare();
		expect(watched.channels).toHaveLength(2);
		expect(screen.getByRole('heading', { name: 'Compare two orders' })).toBeInTheDocument();
		const first = side(ROW);
		const second = side(MRV);
		await waitFor(() => {
			expect(within(first).getAllByRole('cell')).toHaveLength(81);
			expect(within(second).getAllByRole('cell')).toHaveLength(81);
		});
		const cells = (region: HTMLElement) =>
			within(region)
				.getAllByRole('cell')
				.map((cell) => cell.getAttribute('aria-label'));
		// The same NYOJ 722 givens on both boards, at the start of both searches.
		expect(cells(first)).toEqual(cells(second));
		expect(cells(first)[2]).toMatch(/^Row 1, column 3: 5, given/);
		expect(eventShown(first)).toBe(0);
		expect(eventShown(second)).toBe(0);
		expect(within(first).getByRole('group', { name: `Counters: ${ROW}` })).toBeInTheDocument();
		expect(within(second).getByRole('group', { name: `Counters: ${MRV}` })).toBeInTheDocument();
	});

	test('stepping advances both counters by the same number of events', async () => {
		const user = userEvent.setup();
		await openCompare();
		const first = side(ROW);
		const second = side(MRV);
		await waitFor(() => expect(screen.getByRole('button', { name: 'Step forward' })).toBeEnabled());
		for (let i = 0; i < 7; i++)
			await user.click(screen.getByRole('button', { name: 'Step forward' }));
		await waitFor(() => {
			expect(eventShown(first)).toBe(7);
			expect(eventShown(second)).toBe(7);
		});
		for (const [region, order] of [
			[first, 'rowmajor'],
			[second, 'mrv']
		] as const) {
			const expected = engineCountersAt('sudoku', nyoj.input, { order, mode: 'first' }, 7);
			expect(counter(region, 'tries')).toBe(expected.tries);
			expect(counter(region, 'conflicts')).toBe(expected.conflicts);
			expect(counter(region, 'placements')).toBe(expected.places);
			expect(counter(region, 'backtracks')).toBe(expected.backtracks);
		}
		await user.click(screen.getByRole('button', { name: 'Step back' }));
		await waitFor(() => {
			expect(eventShown(first)).toBe(6);
			expect(eventShown(second)).toBe(6);
		});
		await user.click(screen.getByRole('button', { name: 'Restart' }));
		await waitFor(() => expect(eventShown(second)).toBe(0));
		expect(counter(first, 'tries')).toBe(0);
	});

	test('Next backtrack, Previous backtrack and Next solution, by button and by Shift and the arrows, take each search to its own event', async () => {
		const user = userEvent.setup();
		const keys = new ShortcutKeys();
		const stopListening = keys.listen(window);
		try {
			await openCompare('sudoku', 'four-by-four', 'en', keys);
			const first = side(ROW);
			const second = side(MRV);
			const input = sampleInput('sudoku', 'four-by-four');
			const row = { mode: 'all', order: 'rowmajor' };
			const mrv = { mode: 'all', order: 'mrv' };
			const backtracks = [
				stepsOf('sudoku', input, row, 'backtrack'),
				stepsOf('sudoku', input, mrv, 'backtrack')
			];
			const solutions = [
				stepsOf('sudoku', input, row, 'solution'),
				stepsOf('sudoku', input, mrv, 'solution')
			];
			const both = () => [eventShown(first), eventShown(second)];
			await waitFor(() => expect(summaryCell('totalEvents', 1)).toMatch(/\d/));
			await waitFor(() => expect(summaryCell('totalEvents', 0)).toMatch(/\d/));

			// At the start there is no backtrack before: each side says so, as the single view does.
			await user.click(screen.getByRole('button', { name: 'Previous backtrack' }));
			await waitFor(() => {
				for (const region of [first, second])
					expect(within(region).getByRole('status')).toHaveTextContent(
						'No backtrack before this step.'
					);
			});
			expect(both()).toEqual([0, 0]);

			await user.click(screen.getByRole('button', { name: 'Next backtrack' }));
			await waitFor(() => expect(both()).toEqual([backtracks[0][0], backtracks[1][0]]));
			expect(within(first).queryByRole('status')).toBeNull();
			await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
			await waitFor(() => expect(both()).toEqual([backtracks[0][1], backtracks[1][1]]));
			await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
			await waitFor(() => expect(both()).toEqual([backtracks[0][0], backtracks[1][0]]));

			// MRV's one solution comes before its first backtrack: from there it has none to go to.
			expect(solutions[1]).toEqual([backtracks[1][0] - 1]);
			await user.click(screen.getByRole('button', { name: 'Next solution' }));
			await waitFor(() => expect(both()).toEqual([solutions[0][0], backtracks[1][0]]));
			expect(within(second).getByRole('status')).toHaveTextContent('No solution after this step.');
			expect(within(first).queryByRole('status')).toBeNull();

			await user.keyboard('{Home}');
			await waitFor(() => expect(both()).toEqual([0, 0]));
			expect(within(second).queryByRole('status')).toBeNull();
			await user.click(screen.getByRole('button', { name: 'Next solution' }));
			await waitFor(() => expect(both()).toEqual([solutions[0][0], solutions[1][0]]));
			expect(counter(first, 'solutions')).toBe(1);
			expect(counter(second, 'solutions')).toBe(1);
		} finally {
			stopListening();
		}
	});

	test('the summary shows what each order needed, as the engine counts it', async () => {
		await openCompare();
		const expected = {
			rowmajor: engineTotals('sudoku', nyoj.input, { order: 'rowmajor', mode: 'first' }),
			mrv: engineTotals('sudoku', nyoj.input, { order: 'mrv', mode: 'first' })
		};
		const table = screen.getByRole('table', { name: 'Summary' });
		expect(within(table).getByRole('columnheader', { name: ROW })).toBeInTheDocument();
		expect(within(table).getByRole('columnheader', { name: MRV })).toBeInTheDocument();
		await waitFor(
			() => {
				expect(summaryCell('totalEvents', 0)).toMatch(/\d/);
				expect(summaryCell('totalEvents', 1)).toMatch(/\d/);
			},
			{ timeout: 10_000 }
		);
		const shown = (column: number) => ({
			tries: summaryCell('totalTries', column),
			backtracks: summaryCell('totalBacktracks', column),
			depth: summaryCell('maxDepth', column),
			first: summaryCell('toFirstSolution', column),
			events: summaryCell('totalEvents', column)
		});
		const written = (totals: SideTotals) => ({
			tries: totals.tries.toLocaleString('en-US'),
			backtracks: totals.backtracks.toLocaleString('en-US'),
			depth: totals.maxDepth.toLocaleString('en-US'),
			first: (totals.firstSolution ?? 0).toLocaleString('en-US'),
			events: totals.events.toLocaleString('en-US')
		});
		expect(shown(0)).toEqual(written(expected.rowmajor));
		expect(shown(1)).toEqual(written(expected.mrv));
		const ratio = Math.round(expected.rowmajor.tries / expected.mrv.tries);
		expect(screen.getByTestId('compare-verdict').textContent).toContain(
			`“${MRV}” needed ${ratio} times fewer tries than “${ROW}”`
		);
	});

	test('while a search is being recorded its column says so', async () => {
		// The lesson grid with 33,733 solutions takes a few seconds to record: long enough to look.
		await openCompare('sudoku', 'lesson-all-solutions');
		await waitFor(() => expect(eventShown(side(ROW))).toBe(0));
		expect(summaryCell('totalTries', 0)).toBe('recording…');
		expect(screen.getByTestId('compare-verdict').textContent).toMatch(
			/once both searches are recorded/
		);
	});

	test('Play advances both; by the same number of events it stops where the shorter one ends', async () => {
		const user = userEvent.setup();
		await openCompare('sudoku', 'four-by-four');
		const first = side(ROW);
		const second = side(MRV);
		const input = sampleInput('sudoku', 'four-by-four');
		const rowEvents = engineTotals('sudoku', input, { mode: 'all', order: 'rowmajor' }).events;
		const mrvEvents = engineTotals('sudoku', input, { mode: 'all', order: 'mrv' }).events;
		expect(mrvEvents).toBeLessThan(rowEvents);
		await waitFor(() => expect(summaryCell('totalEvents', 1)).toMatch(/\d/));
		expect(screen.getByRole('radio', { name: /same number of events/ })).toBeChecked();
		await user.click(screen.getByRole('button', { name: 'Play' }));
		// At the opening speed of one event a second.
		await waitFor(() => expect(eventShown(first)).toBeGreaterThan(1), { timeout: 5000 });
		expect(eventShown(second)).toBeGreaterThan(0);
		// Fast, so the test does not wait for classroom speed.
		const slider = screen.getByRole('slider', { name: 'Speed' }) as HTMLInputElement;
		slider.value = '500';
		slider.dispatchEvent(new Event('input', { bubbles: true }));
		await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument(), {
			timeout: 5000
		});
		await waitFor(() => {
			expect(eventShown(first)).toBe(mrvEvents);
			expect(eventShown(second)).toBe(mrvEvents);
		});
		expect(within(second).getByTestId('side-event').textContent).toMatch(/finished/);
		expect(within(first).getByTestId('side-event').textContent).not.toMatch(/finished/);

		await user.click(screen.getByRole('radio', { name: 'Each to its own end' }));
		await user.click(screen.getByRole('button', { name: 'Play' }));
		await waitFor(() => expect(eventShown(first)).toBe(rowEvents), { timeout: 5000 });
		await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument());
		expect(eventShown(second)).toBe(mrvEvents);
	});

	test('the maze compares two move orders, each chosen from a list', async () => {
		const user = userEvent.setup();
		await openCompare('maze', 'random');
		const input = sampleInput('maze', 'random');
		const firstOrder = screen.getByRole('combobox', { name: 'Move order, First search' });
		const secondOrder = screen.getByRole('combobox', { name: 'Move order, Second search' });
		expect(firstOrder).toHaveDisplayValue('up, right, down, left');
		expect(secondOrder).toHaveDisplayValue('right, down, left, up');
		await waitFor(() => expect(summaryCell('totalTries', 1)).toMatch(/\d/));
		const options = { mode: 'first', marking: 'visited' };
		expect(summaryCell('totalTries', 0)).toBe(
			String(engineTotals('maze', input, { ...options, order: 'URDL' }).tries)
		);
		expect(summaryCell('totalTries', 1)).toBe(
			String(engineTotals('maze', input, { ...options, order: 'RDLU' }).tries)
		);

		await user.selectOptions(secondOrder, 'LDRU');
		expect(side('left, down, right, up')).toBeInTheDocument();
		await waitFor(() =>
			expect(summaryCell('totalTries', 1)).toBe(
				String(engineTotals('maze', input, { ...options, order: 'LDRU' }).tries)
			)
		);
	});

	test('queens compare the first solution with all of them', async () => {
		await openCompare('queens', 'four');
		expect(side('First solution')).toBeInTheDocument();
		expect(side('All solutions')).toBeInTheDocument();
		await waitFor(() => expect(summaryCell('totalTries', 1)).toBe('60'));
		expect(summaryCell('totalTries', 0)).toBe('26');
	});

	test('loading another puzzle in the input panel compares that one instead', async () => {
		const { player } = await openCompare();
		await waitFor(() => expect(eventShown(side(MRV))).toBe(0));
		await player.loading.selectPuzzle('ring');
		await waitFor(() => expect(summaryCell('totalTries', 1)).toMatch(/\d/));
		expect(side('First ring')).toBeInTheDocument();
		expect(side('All rings')).toBeInTheDocument();
		const input = sampleInput('ring', 'six');
		expect(summaryCell('totalTries', 0)).toBe(
			String(engineTotals('ring', input, { mode: 'first' }).tries)
		);
		expect(summaryCell('totalTries', 1)).toBe(
			String(engineTotals('ring', input, { mode: 'all' }).tries)
		);
	});

	test('every label is in Chinese when the page is', async () => {
		await openCompare('sudoku', undefined, 'zh');
		expect(screen.getByRole('heading', { name: '比较两种顺序' })).toBeInTheDocument();
		for (const name of ['播放', '前进一步', '后退一步', '重新开始', '关闭'].concat([
			'上一次回溯',
			'下一次回溯',
			'下一个解'
		]))
			expect(screen.getByRole('button', { name })).toBeInTheDocument();
		expect(screen.getByRole('slider', { name: '速度' })).toBeInTheDocument();
		expect(screen.getByRole('radio', { name: '两边前进相同的步数' })).toBeInTheDocument();
		expect(screen.getByRole('radio', { name: '各自播放到结束' })).toBeInTheDocument();
		expect(screen.getByRole('region', { name: '逐行' })).toBeInTheDocument();
		expect(screen.getByRole('region', { name: '候选最少优先 (MRV)' })).toBeInTheDocument();
		expect(screen.getByRole('group', { name: '计数：逐行' })).toBeInTheDocument();
		expect(screen.getByRole('table', { name: '总结' })).toBeInTheDocument();
	});

	test('without channels of its own it opens each side’s search the way the player’s runs', async () => {
		const player = new Player(inProcessChannel());
		players.push(player);
		await player.loading.selectPuzzle('queens');
		render(Compare, { props: { player, lang: 'en', onclose: vi.fn() } });
		await waitFor(() => expect(summaryCell('totalTries', 1)).toMatch(/\d/));
		expect(eventShown(side('First solution'))).toBe(0);
		expect(eventShown(side('All solutions'))).toBe(0);
	});

	test('Close calls onclose, and closing stops both searches', async () => {
		const user = userEvent.setup();
		const { onclose, watched, unmount } = await openCompare();
		await user.click(screen.getByRole('button', { name: 'Close' }));
		expect(onclose).toHaveBeenCalledOnce();
		for (const channel of watched.channels) expect(channel.terminate).not.toHaveBeenCalled();
		unmount();
		for (const channel of watched.channels) expect(channel.terminate).toHaveBeenCalledOnce();
	});
});
