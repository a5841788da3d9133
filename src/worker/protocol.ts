import type { InputError, PuzzleId, PuzzleOptions } from '../puzzles/types';
import type { StepMove } from '../timeline/stepping';
import type { DepthSeries, IndexProgress, Moment, TimelineQuery } from '../timeline/moment';
import type { SearchTree } from '../timeline/tree';

/** What the page asks of the search worker. `id` pairs a request with its reply. */
export type WorkerRequest =
	/** Read a puzzle and start indexing its search (any earlier search is dropped). */
	| {
			readonly type: 'load';
			readonly id: number;
			readonly puzzle: PuzzleId;
			readonly input: string;
			readonly options: PuzzleOptions;
	  }
	/** The moment at a step of the current search. */
	| { readonly type: 'seek'; readonly id: number; readonly step: number }
	/** Answer a navigation query from a step. */
	| {
			readonly type: 'find';
			readonly id: number;
			readonly from: number;
			readonly query: TimelineQuery;
	  }
	/** Where a debugger move (step over, out, …) from a step lands: answered with `found`. */
	| {
			readonly type: 'stepMove';
			readonly id: number;
			readonly from: number;
			readonly move: StepMove;
	  }
	/** The depth overview in about `buckets` buckets. */
	| { readonly type: 'series'; readonly id: number; readonly buckets: number }
	/** The search tree around the current path at a step (see timeline/tree.ts for the limits). */
	| {
			readonly type: 'tree';
			readonly id: number;
			readonly step: number;
			readonly maxChildren?: number;
			readonly maxLevels?: number;
	  }
	/** Stop indexing the current search. */
	| { readonly type: 'cancel'; readonly id: number };

/** What the worker sends back. */
export type WorkerResponse =
	/** The puzzle was read; `session` numbers the search so stale progress can be ignored. */
	| { readonly type: 'loaded'; readonly id: number; readonly session: number }
	/** Indexing progress, streamed while the search is recorded (not tied to a request). */
	| { readonly type: 'progress'; readonly session: number; readonly progress: IndexProgress }
	| { readonly type: 'moment'; readonly id: number; readonly moment: Moment }
	/** The step a query found, or null when there is none. */
	| { readonly type: 'found'; readonly id: number; readonly step: number | null }
	| { readonly type: 'series'; readonly id: number; readonly series: DepthSeries }
	| { readonly type: 'tree'; readonly id: number; readonly tree: SearchTree }
	| { readonly type: 'cancelled'; readonly id: number }
	/** The input could not be read: the previous search stays loaded. */
	| { readonly type: 'inputError'; readonly id: number; readonly error: InputError }
	/** A request the worker could not take (malformed, or no search loaded). */
	| { readonly type: 'error'; readonly id: number | null; readonly message: string };
