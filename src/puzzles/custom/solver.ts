import { SearchEngine, type SearchMode } from '../../engine/engine';
import type { InputError, Result } from '../types';
import { defineSolver } from '../define';
import { checkInputSize } from '../input';
import { entry } from './entry';
import type { CustomBoard } from './model';
import { customOptions } from './options';
import { CustomProblem } from './problem';
import { differed, UserCodeError } from './sandbox';

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
/** Events the trial runs a second time, from the start, to see that the code gives the same ones. */
const TRIAL_AGAIN = 5000;

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
	// The state after the first TRIAL_AGAIN events (or fewer, if the trial ends first), to run to again.
	let kept = engine.events >= TRIAL_AGAIN || engine.finished ? engine.snapshot() : null;
	let keptAt = engine.events;
	const until = performance.now() + TRIAL_MS;
	while (!engine.finished && engine.events < TRIAL_EVENTS && performance.now() < until) {
		engine.run(kept === null ? Math.min(1000, TRIAL_AGAIN - engine.events) : 1000);
		if (kept === null && (engine.events >= TRIAL_AGAIN || engine.finished)) {
			kept = engine.snapshot();
			keptAt = engine.events;
		}
	}
	if (kept === null) {
		kept = engine.snapshot();
		keptAt = engine.events;
	}
	problem.setChecking(false);
	// The same events again from the start: a Math.random, a clock or a counter outside the state
	// shows now, as an error of the input, not later as boards that change when stepped back to.
	const runAgain = (): SearchEngine => {
		problem.restart();
		const again = new SearchEngine(problem, { mode });
		again.run(keptAt);
		return again;
	};
	const again = runAgain();
	if (!again.sameSnapshots(again.snapshot().packed, 0, kept.packed, 0))
		throw differed(0, problem.whereItParts(runAgain));
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
			value: {
				problem: loaded.value,
				search: { mode },
				replayAtMost: REPLAY_AT_MOST,
				differsOnReplay: (step, again) => differed(step, loaded.value.whereItParts(again))
			}
		};
	}
});
