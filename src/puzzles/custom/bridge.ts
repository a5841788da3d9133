/**
 * What the worker and the bridge in the sandbox (bridge-in-sandbox.ts) agree on: the records of
 * the trace the bridge hands back, where the engine is when a run starts, and the bridge's
 * functions. The bridge runs the search ahead of the engine and the worker answers the engine's
 * calls from its trace, so a search crosses the sandbox's boundary once per few thousand steps.
 */

/**
 * The records of a trace (see the bridge's run): each is one 32-bit integer, the record's kind in
 * its low 3 bits and a value + 1 above them (so -1 fits), except as noted.
 */
export const Trace = {
	/** The engine enters a call: its decision point (-1: a solution), with the same candidates as last sent for that point. */
	enter: 0,
	/** The same with new candidates: the next integer is their count, then the candidates. */
	enterList: 1,
	/** The tries of the call ran up to the candidate at this index, which fits. */
	fit: 2,
	/** No candidate left fits: the call returns. */
	exhausted: 3,
	/** The accepted candidate is placed (no value). */
	place: 4,
	/** The caller's candidate is removed (no value). */
	remove: 5,
	/** The trace stops inside a call's tries: none fits up to this index (the last record). */
	paused: 6,
	/**
	 * The student's code threw (the last record), trying the candidate at this index when it is a
	 * try; the next integer is the function it was in (an index of {@link DURING}).
	 */
	error: 7
} as const;

/** Where the engine is when a bridge `run` starts: as the bridge's run says. */
export const Phase = { enter: 0, next: 1, place: 2, return: 3 } as const;

/** The student's functions, by the index an error record gives. */
export const DURING = ['next', 'candidates', 'accepts', 'place', 'remove'] as const;

/** Room for records in one trace (integers); a list of candidates may take it past this. */
export const TRACE_ROOM = 1 << 15;
/** Most decision points a problem may have. */
export const MAX_POINTS = 10000;
/** Most candidates one call may have. */
export const MAX_CANDIDATES = 10000;
/** Most integers one trace may hold: its room, one list of candidates past it and an error record. */
export const TRACE_CAPACITY = TRACE_ROOM + MAX_CANDIDATES + 16;
/** The most characters of a reason from the student's `accepts` that the narration shows. */
export const REASON_CHARACTERS = 200;
/**
 * The most characters of a point's or a candidate's name from the student's `describePoint` or
 * `describeCandidate` that the views show: a name is a label ("row 3"), in the narration, a call
 * stack's line and a tree's tooltip.
 */
export const NAME_CHARACTERS = 40;
/** Longest text a bridge function may hand back (a view of every point, a reason as JSON). */
export const TEXT_LIMIT = 1 << 20;
/** Longest one run of the bridge runs ahead of the engine. */
export const RUN_SLICE_MS = 20;

/** The bridge's functions, by name, as the worker calls them. */
export type BridgeFunction =
	| 'check'
	| 'reset'
	| 'run'
	| 'rethrow'
	| 'why'
	| 'restore'
	| 'view'
	| 'words'
	| 'setChecking'
	| 'setNoting'
	| 'noted';

/** Every bridge function. */
export const BRIDGE_FUNCTIONS: readonly BridgeFunction[] = [
	'check',
	'reset',
	'run',
	'rethrow',
	'why',
	'restore',
	'view',
	'words',
	'setChecking',
	'setNoting',
	'noted'
];
