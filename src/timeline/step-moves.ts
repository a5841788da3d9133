/**
 * The debugger's moves by name, apart from how they are found (stepping.ts): the worker's protocol
 * checks a request's move against them at start, while the code that finds a move's step loads
 * when a move is first asked for.
 */

/** A debugger move. */
export type StepMove = 'into' | 'over' | 'out' | 'intoBack' | 'overBack' | 'outBack';

/** Every move, forwards then backwards. */
export const STEP_MOVES: readonly StepMove[] = [
	'into',
	'over',
	'out',
	'intoBack',
	'overBack',
	'outBack'
];
