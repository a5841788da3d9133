import { afterEach, describe, expect, test, vi } from 'vitest';
import { Comparison } from '../../src/app/compare/compare.svelte';
import { alignedAt, playbackMove, seenFromShared } from '../../src/app/compare/comparison';
import { puzzleById } from '../../src/puzzles/all';
import { displays, type PuzzleId } from '../../src/puzzles/registry';
import type { PuzzleOptions } from '../../src/puzzles/types';
import { stepsOf } from './event-steps';
import { inProcessChannel } from './in-process-channel';

const WAIT = { timeout: 10_000, interval: 1 };

const disposers: (() => void)[] = [];
afterEach(() => {
	for (const dispose of disposers.splice(0)) dispose();
});

/** A sample of a puzzle, as the input panel loads it. */
function sampleOf(puzzle: PuzzleId, id: string): { input: string; options: PuzzleOptions } {
	const sample = puzzleById(puzzle)?.samples.find((s) => s.id === id);
	if (sample === undefined) throw new Error(`no sample ${id} of ${puzzle}`);
	return { input: sample.input, options: sample.options };
}

/** Compare opened on a puzzle's sample in Node, both searches recorded whole. */
async function comparing(puzzle: PuzzleId, sample: string): Promise<Comparison> {
	const comparison = new Comparison(() => inProcessChannel());
	disposers.push(() => comparison.dispose());
	await displays.load(puzzle);
	await comparison.open({ puzzle, ...sampleOf(puzzle, sample) });
	await vi.waitFor(() => {
		for (const side of comparison.sides) expect(side.complete).toBe(true);
	}, WAIT);
	return comparison;
}

/** The step and the kind of event each side shows, first side first. */
const shown = (comparison: Comparison) =>
	comparison.sides.map((side) => [side.moment?.step, side.moment?.event?.kind]);

describe('the jumps of Compare, each side to its own event', () => {
	const { input, options } = sampleOf('sudoku', 'four-by-four');
	const row = stepsOf('sudoku', input, { ...options, order: 'rowmajor' }, 'backtrack');
	const mrv = stepsOf('sudoku', input, { ...options, order: 'mrv' }, 'backtrack');

	test('Next backtrack takes each search to its own next backtrack, and the steps after it move both from there', async () => {
		// The two orders backtrack at different events: one shared step could not show both.
		expect(row[0]).not.toBe(mrv[0]);
		const comparison = await comparing('sudoku', 'four-by-four');

		await comparison.jump('nextBacktrack');
		expect(shown(comparison)).toEqual([
			[row[0], 'backtrack'],
			[mrv[0], 'backtrack']
		]);
		await comparison.jump('nextBacktrack');
		expect(shown(comparison)).toEqual([
			[row[1], 'backtrack'],
			[mrv[1], 'backtrack']
		]);
		// The earlier side sets the shared step; the other leads it.
		expect(comparison.step).toBe(Math.min(row[1], mrv[1]));

		await comparison.stepForward();
		expect(shown(comparison).map(([step]) => step)).toEqual([row[1] + 1, mrv[1] + 1]);
		await comparison.jump('previousBacktrack');
		expect(shown(comparison)).toEqual([
			[row[1], 'backtrack'],
			[mrv[1], 'backtrack']
		]);
		await comparison.stepBack();
		expect(shown(comparison).map(([step]) => step)).toEqual([row[1] - 1, mrv[1] - 1]);

		await comparison.restart();
		expect(shown(comparison).map(([step]) => step)).toEqual([0, 0]);
		expect(comparison.sides.map((side) => side.lead)).toEqual([0, 0]);
	});

	test('a step asked while a jump is on its way starts where the jump lands', async () => {
		const comparison = await comparing('sudoku', 'four-by-four');
		const jumping = comparison.jump('nextBacktrack');
		await comparison.stepForward();
		await jumping;
		expect(shown(comparison).map(([step]) => step)).toEqual([row[0] + 1, mrv[0] + 1]);
	});

	test('Next solution takes each search to its own next solution', async () => {
		const solutions = {
			row: stepsOf('sudoku', input, { ...options, order: 'rowmajor' }, 'solution'),
			mrv: stepsOf('sudoku', input, { ...options, order: 'mrv' }, 'solution')
		};
		const comparison = await comparing('sudoku', 'four-by-four');
		await comparison.jump('nextSolution');
		expect(shown(comparison)).toEqual([
			[solutions.row[0], 'solution'],
			[solutions.mrv[0], 'solution']
		]);
		expect(comparison.sides.map((side) => side.moment?.counters.solutions)).toEqual([1, 1]);
	});
});

describe('a side of Compare with nowhere to go', () => {
	test('stays where it is and says why, in the single view’s words, while the other moves on', async () => {
		const { input } = sampleOf('queens', 'four');
		const all = stepsOf('queens', input, { mode: 'all' }, 'solution');
		expect(all).toHaveLength(2);
		// Queens compare the first solution (first side) with all of them (second side).
		const comparison = await comparing('queens', 'four');
		const [first, second] = comparison.sides;

		await comparison.jump('previousBacktrack');
		expect(shown(comparison).map(([step]) => step)).toEqual([0, 0]);
		expect(comparison.sides.map((side) => side.notice.current)).toEqual([
			'noEarlierBacktrack',
			'noEarlierBacktrack'
		]);

		await comparison.jump('nextSolution');
		expect(shown(comparison)).toEqual([
			[all[0], 'solution'],
			[all[0], 'solution']
		]);
		expect(comparison.sides.map((side) => side.notice.current)).toEqual([null, null]);

		await comparison.jump('nextSolution');
		expect(first.moment?.step).toBe(all[0]);
		expect(first.notice.current).toBe('noLaterSolutionFinal');
		expect(second.moment?.step).toBe(all[1]);
		expect(second.notice.current).toBeNull();

		// One event on: the first search to its end (its done event), the second past its solution.
		await comparison.stepForward();
		expect(shown(comparison)).toEqual([
			[all[0] + 1, 'done'],
			[all[1] + 1, second.moment?.event?.kind]
		]);
		expect(first.notice.current).toBeNull();
	});
});

describe('the shared step after a jump', () => {
	test('is the earlier side’s; the other leads it by the difference', () => {
		expect(alignedAt([40, 25])).toEqual({ step: 25, leads: [15, 0] });
		expect(alignedAt([7, 7])).toEqual({ step: 7, leads: [0, 0] });
	});

	test('a side ahead of it reaches its end that many shared steps sooner, and playback stops there', () => {
		const behind = { recorded: 100, complete: true, lead: 0 };
		const ahead = { recorded: 60, complete: true, lead: 30 };
		const seen = [behind, ahead].map(seenFromShared);
		expect(seen).toEqual([
			{ recorded: 100, complete: true },
			{ recorded: 30, complete: true }
		]);
		// From shared step 20 (events 20 and 50), by the same number of events: the side ahead ends first.
		expect(playbackMove(20, 50, seen, 'together')).toEqual({ step: 30, stop: true });
		expect(playbackMove(20, 50, seen, 'own')).toEqual({ step: 70, stop: false });
	});
});
