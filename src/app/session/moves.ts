import type { StepMove } from '../../timeline/step-moves';
import type { WorkerRequest } from '../../worker/protocol';
import type { Unnumbered } from '../channel';
import type { MessageKey } from '../i18n';

/** A jump the controls offer: to the previous backtrack, the next backtrack or the next solution. */
export type Jump = 'previousBacktrack' | 'nextBacktrack' | 'nextSolution';

/** A move through the recorded search that the worker places: a jump or a debugger step. */
export type Move = Jump | StepMove;

/** What the worker is asked for a move: a navigation query or a debugger move, from a step. */
export type MoveRequest = Unnumbered<Extract<WorkerRequest, { type: 'find' | 'stepMove' }>>;

/** The question that places a move from `from` (the worker answers with `found`). */
export function moveRequest(move: Move, from: number): MoveRequest {
	switch (move) {
		case 'previousBacktrack':
			return { type: 'find', from, query: { type: 'previousOfKind', kind: 'backtrack' } };
		case 'nextBacktrack':
			return { type: 'find', from, query: { type: 'nextOfKind', kind: 'backtrack' } };
		case 'nextSolution':
			return { type: 'find', from, query: { type: 'nextOfKind', kind: 'solution' } };
		default:
			return { type: 'stepMove', from, move };
	}
}

/**
 * Why a move went nowhere: the start, the end of the search (when recording has ended,
 * `complete`), or the part not recorded yet.
 */
export function nowhere(move: Move, complete: boolean): MessageKey {
	switch (move) {
		case 'previousBacktrack':
			return 'noEarlierBacktrack';
		case 'nextBacktrack':
			return complete ? 'noLaterBacktrackFinal' : 'noLaterBacktrack';
		case 'nextSolution':
			return complete ? 'noLaterSolutionFinal' : 'noLaterSolution';
		case 'intoBack':
		case 'overBack':
		case 'outBack':
			return 'atStart';
		default:
			return complete ? 'searchOver' : 'notRecordedYet';
	}
}
