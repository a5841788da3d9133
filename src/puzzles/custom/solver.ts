import { SearchEngine, type SearchMode } from '../../engine/engine';
import type { InputError, Result } from '../types';
import { defineSolver } from '../define';
import { checkInputSize } from '../input';
import { entry } from './entry';
import type { CustomBoard } from './model';
import { customOptions } from './options';
import { CustomProblem } from './problem';
import { UserCodeError } from './sandbox';

/**
 * Events a seek of a student's problem replays at most: its events run in the sandbox, a thousand
 * times slower than a built-in puzzle's, so checkpoints stay this close however long the search
 * (bench/custom.ts --big, 8.6 x 10^7 events: seeks took a median of 23.9 ms and up to 62.2 ms
 * with the default spacing, which had grown to 65,536 events; 4.9 and 15.8 ms at 8,192).
 */
const REPLAY_AT_MOST = 1 << 13;

/** Events a new problem is tried for, with its checks on, before it replaces the search on screen. */
export const TRIAL_EVENTS = 20_000;
/** Longest the trial runs (the whole trial, apart from one call's own limit). */
const TRIAL_MS = 300;
/** Events whose words and board the trial builds too, as the page will ask for them. */
const TRIAL_SHOWN = 200;

/**
 * Runs a student's problem for a short trial, with the checks that are too slow for a whole
 * search (accepts leaves the state alone, remove undoes place), asking for the first events' words
 * and boards as the page will: most mistakes show here, as an input error with its line, and the
 * search on screen stays. A mistake found later stops the recording with the same message.
 */
function trial(problem: CustomProblem, mode: SearchMode): void {
	problem.setChecking(true);
	const engine = new SearchEngine(problem, { mode });
	problem.board();
	for (let i = 0; i < TRIAL_SHOWN && !engine.finished; i++) {
		engine.step();
		engine.event();
		problem.board();
	}
	const until = performance.now() + TRIAL_MS;
	while (!engine.finished && engine.events < TRIAL_EVENTS && performance.now() < until)
		engine.run(1000);
	problem.setChecking(false);
	problem.restart();
}

/** Reads a student's problem into a search, or says what is wrong and where. */
export function loadCustomProblem(code: string, mode: SearchMode): Result<CustomProblem> {
	const size = checkInputSize(code);
	if (!size.ok) return size;
	let problem: CustomProblem | null = null;
	try {
		problem = new CustomProblem(code);
		trial(problem, mode);
		return { ok: true, value: problem };
	} catch (error) {
		problem?.dispose();
		if (error instanceof UserCodeError) return { ok: false, error: error.error as InputError };
		throw error;
	}
}

/** What the worker runs of a student's problem: the code, run in a sandbox, as a search. */
export const customSolver = defineSolver<CustomBoard, 'mode'>({
	id: entry.id,
	options: customOptions,
	build(input, options) {
		const mode = options.mode as SearchMode;
		const loaded = loadCustomProblem(input, mode);
		if (!loaded.ok) return loaded;
		return {
			ok: true,
			value: { problem: loaded.value, search: { mode }, replayAtMost: REPLAY_AT_MOST }
		};
	}
});
