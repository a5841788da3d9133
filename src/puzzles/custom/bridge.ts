/**
 * The JavaScript that runs inside the sandbox before the student's code: `defineProblem`, and the
 * bridge the worker calls. The bridge runs the search ahead of the engine, in the engine's own
 * order, and hands back a compact trace of what it did (see {@link Trace}): the worker answers the
 * engine's calls from it, so a search crosses the sandbox's boundary once per few thousand steps.
 *
 * It checks the student's problem as it goes and throws an `ApiError` naming the function that
 * misused the API, so the message can point at that function's line.
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
/** Longest one run of the bridge runs ahead of the engine. */
export const RUN_SLICE_MS = 20;

export const BRIDGE_SOURCE = String.raw`'use strict';
(function () {
	const MAX_POINTS = 10000;
	const MAX_CANDIDATES = 10000;
	const TRACE_ROOM = ${TRACE_ROOM};
	const RUN_SLICE_MS = ${RUN_SLICE_MS};
	const ENTER = ${Trace.enter};
	const ENTER_LIST = ${Trace.enterList};
	const FIT = ${Trace.fit};
	const EXHAUSTED = ${Trace.exhausted};
	const PLACE = ${Trace.place};
	const REMOVE = ${Trace.remove};
	const PAUSED = ${Trace.paused};
	const ERROR = ${Trace.error};
	const ENTER_PHASE = ${Phase.enter};
	const NEXT_PHASE = ${Phase.next};
	const PLACE_PHASE = ${Phase.place};
	const RETURN_PHASE = ${Phase.return};
	let spec = null;
	let start = '';
	let state;
	let checking = false;
	const lists = [];
	const points = [];
	let decided = [];
	/** The candidates last sent for each point: the worker keeps them by point. */
	let sent = [];
	const show = (value) => {
		if (typeof value === 'string') return JSON.stringify(value);
		if (typeof value === 'function') return 'a function';
		if (Array.isArray(value)) return 'an array';
		if (value === null || typeof value !== 'object') return String(value);
		try {
			const text = JSON.stringify(value);
			return text.length > 60 ? text.slice(0, 57) + '...' : text;
		} catch (error) {
			return 'an object';
		}
	};
	const fail = (where, message) => {
		const error = new Error(message);
		error.name = 'ApiError';
		error.where = where;
		throw error;
	};
	/** Where a value is not plain data (JSON): its path, or null when it is plain data. */
	const notPlain = (value, path, seen) => {
		if (value === null) return null;
		const type = typeof value;
		if (type === 'number') return Number.isFinite(value) ? null : path + ' is ' + value;
		if (type === 'string' || type === 'boolean') return null;
		if (type !== 'object') return path + ' is ' + (type === 'function' ? 'a function' : type);
		if (seen.includes(value)) return path + ' refers back to itself';
		const proto = Object.getPrototypeOf(value);
		if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
			return path + ' is not a plain object or array';
		seen.push(value);
		for (const key of Object.keys(value)) {
			const inner = notPlain(value[key], Array.isArray(value) ? path + '[' + key + ']' : path + '.' + key, seen);
			if (inner !== null) return inner;
		}
		seen.pop();
		return null;
	};
	globalThis.defineProblem = function defineProblem(problem) {
		if (spec !== null) fail('defineProblem', 'defineProblem is called more than once: a file defines one problem.');
		if (typeof problem !== 'object' || problem === null)
			fail('defineProblem', 'defineProblem needs an object: defineProblem({ points, start, candidates, accepts, place, remove }).');
		spec = problem;
	};
	const check = () => {
		if (spec === null) fail('', 'The code never calls defineProblem({ ... }), so there is no problem to search.');
		const n = spec.points;
		if (!Number.isInteger(n) || n < 1 || n > MAX_POINTS)
			fail('points', 'points is ' + show(n) + ': it must be the number of decision points, a whole number from 1 to ' + MAX_POINTS + '.');
		for (const name of ['candidates', 'accepts', 'place', 'remove'])
			if (typeof spec[name] !== 'function') fail(name, name + ' is ' + show(spec[name]) + ', not a function.');
		for (const name of ['next', 'view'])
			if (spec[name] !== undefined && typeof spec[name] !== 'function')
				fail(name, name + ' is ' + show(spec[name]) + ': leave it out or make it a function.');
		const wrong = notPlain(spec.start, 'start', []);
		if (spec.start === undefined || wrong !== null)
			fail('start', (wrong ?? 'start is missing') + ': the state must be plain data (objects, arrays, numbers, strings, true/false, null), so Backstep can save and restore it.');
		start = JSON.stringify(spec.start);
		return JSON.stringify({ points: n, view: typeof spec.view === 'function' });
	};
	const reset = () => {
		state = JSON.parse(start);
		lists.length = 0;
		points.length = 0;
		indices.length = 0;
		decided = new Array(spec.points).fill(false);
		sent = [];
		undo = [];
		thrown = null;
	};
	/**
	 * What the search did, as the worker reads it: one record per step, in the order the engine
	 * makes the same steps (see TRACE in this file's module). Written by run and restore.
	 */
	const trace = new Int32Array(TRACE_ROOM + MAX_CANDIDATES + 16);
	/** The index of the candidate placed at each level on the sandbox's path. */
	const indices = [];
	/** The state before each level's place, while checking: remove must give it back. */
	let undo = [];
	/** An error the student's code threw ahead of the engine, thrown again when the engine gets there. */
	let thrown = null;
	/** Which of the student's functions was running (for the error's message): an index of DURING. */
	let during = 0;
	/** Enters the call at a level: its decision point and candidates, written at trace[at]; the next free index. */
	const enter = (level, at) => {
		let point;
		const count = spec.points;
		if (spec.next === undefined) point = level < count ? level : -1;
		else {
			during = 0;
			point = spec.next(state);
			if (point === null || point === undefined) point = -1;
			// A whole number from -1 to count - 1 (quicker than Number.isInteger and two comparisons).
			else if (!(point >= -1 && point < count && (point | 0) === point))
				fail('next', 'next() returned ' + show(point) + ': a decision point is a whole number from 0 to ' + (spec.points - 1) + ', or null when every decision is made.');
			if (point >= 0 && level >= spec.points)
				fail('next', 'next() returned point ' + point + ' after ' + level + ' decisions, but points says there are ' + spec.points + '.');
		}
		points[level] = point;
		if (point < 0) {
			trace[at] = ENTER;
			return at + 1;
		}
		if (decided[point])
			fail('next', 'next() returned point ' + point + ', which is already decided: each decision point is decided once on the way down.');
		during = 1;
		const list = spec.candidates(state, point);
		// The same candidates as last sent for this point (the common case) are not checked or sent again.
		const known = sent[point];
		if (known !== undefined && Array.isArray(list) && known.length === list.length) {
			const length = known.length;
			let i = 0;
			while (i < length && known[i] === list[i]) i++;
			if (i === length) {
				lists[level] = known;
				trace[at] = ((point + 1) << 3) | ENTER;
				return at + 1;
			}
		}
		if (!Array.isArray(list))
			fail('candidates', 'candidates(state, ' + point + ') returned ' + show(list) + ', not an array of candidates.');
		if (list.length > MAX_CANDIDATES)
			fail('candidates', 'candidates(state, ' + point + ') returned ' + list.length + ' candidates; at most ' + MAX_CANDIDATES + ' are searched.');
		for (let i = 0; i < list.length; i++)
			if (!Number.isInteger(list[i]) || list[i] < -2147483648 || list[i] > 2147483647)
				fail('candidates', 'candidates(state, ' + point + ')[' + i + '] is ' + show(list[i]) + ': a candidate is a whole number.');
		lists[level] = sent[point] = list.slice();
		trace[at] = ((point + 1) << 3) | ENTER_LIST;
		trace[at + 1] = list.length;
		for (let i = 0; i < list.length; i++) trace[at + 2 + i] = list[i];
		return at + 2 + list.length;
	};
	const isWhy = (verdict) =>
		verdict === false ||
		typeof verdict === 'string' ||
		(typeof verdict === 'object' && verdict !== null && typeof verdict.reason === 'string');
	const judge = (point, candidate) => {
		const before = checking ? JSON.stringify(state) : '';
		const verdict = spec.accepts(state, point, candidate);
		if (verdict !== true && !isWhy(verdict))
			fail('accepts', 'accepts(state, ' + point + ', ' + candidate + ') returned ' + show(verdict) + ': return true when the candidate fits, or why not (a string, false, or { reason, point }).');
		if (checking && JSON.stringify(state) !== before)
			fail('accepts', 'accepts(state, ' + point + ', ' + candidate + ') changed the state: only place and remove may change it.');
		return verdict;
	};
	/** Why a candidate does not fit, as JSON: { reason, point }. */
	const why = (point, candidate) => {
		during = 2;
		const verdict = judge(point, candidate);
		if (verdict === true) return '';
		if (verdict === false) return JSON.stringify({ reason: '', point: -1 });
		if (typeof verdict === 'string') return JSON.stringify({ reason: verdict, point: -1 });
		const other = Number.isInteger(verdict.point) && verdict.point >= 0 && verdict.point < spec.points ? verdict.point : -1;
		return JSON.stringify({ reason: verdict.reason, point: other });
	};
	/** Checks, while checking, that the remove at a level gave back the state before its place. */
	const undone = (level, point, candidate) => {
		const before = undo[level];
		undo[level] = undefined;
		if (before !== undefined && JSON.stringify(state) !== before)
			fail('remove', 'remove(state, ' + point + ', ' + candidate + ') did not undo place(state, ' + point + ', ' + candidate + '): the state differs afterwards. Backstep goes back in time by replaying places, so remove must undo place exactly.');
	};
	/**
	 * Runs the search ahead of the engine, the engine's own loop in the engine's order, from where
	 * the engine is: about to enter the call at a level (ENTER_PHASE), to try the candidates of the
	 * call at a level after index (NEXT_PHASE), to place its candidate at index (PLACE_PHASE), or to
	 * return from the call at a level (RETURN_PHASE). It stops after about budget steps or
	 * RUN_SLICE_MS, and returns the trace of what it did (an ArrayBuffer of records). An error of
	 * the student's code ends the trace with an ERROR record; rethrow throws it when the engine
	 * gets there.
	 */
	const run = (phase, level, index, budget) => {
		const tr = trace;
		const accepts = spec.accepts;
		// place and remove are called as the problem's methods, accepts on its own (as ever).
		const sp = spec;
		const judging = checking;
		// The state object stays the same until the next reset: a local is quicker to reach.
		const st = state;
		let at = 0;
		let lvl = level;
		let i = index;
		// Steps left before the clock is read again, and in all.
		let every = 16;
		let ops = budget < every ? budget : every;
		let left = budget - ops;
		let checked = Date.now();
		const stopAt = checked + RUN_SLICE_MS;
		let out = false;
		/** Reads the clock when the steps granted run out: more steps, or 0 to stop. */
		const more = () => {
			const now = Date.now();
			if (left <= 0 || now >= stopAt) return 0;
			// About a millisecond between readings of the clock.
			if (now - checked < 1) every = every < 4096 ? every * 2 : every;
			else if (every > 1) every >>= 1;
			checked = now;
			const granted = left < every ? left : every;
			left -= granted;
			return granted;
		};
		try {
			for (;;) {
				if (phase === ENTER_PHASE) {
					if (at >= TRACE_ROOM || (ops <= 0 && (ops = more()) <= 0)) break;
					ops--;
					at = enter(lvl, at);
					if (points[lvl] < 0) phase = RETURN_PHASE;
					else {
						i = -1;
						phase = NEXT_PHASE;
					}
				}
				if (phase === NEXT_PHASE) {
					const list = lists[lvl];
					const point = points[lvl];
					const count = list.length;
					during = 2;
					out = false;
					if (at >= TRACE_ROOM) {
						// The trace is full: stop before the next try, or return when none is left.
						if (i + 1 < count) out = true;
						else i = count;
					} else if (judging)
						while (++i < count) {
							if (ops <= 0 && (ops = more()) <= 0) {
								out = true;
								break;
							}
							ops--;
							if (judge(point, list[i]) === true) break;
						}
					else
						for (;;) {
							// The tries the steps granted allow, counted once rather than per try.
							if (i + 1 >= count) {
								i = count;
								break;
							}
							if (ops <= 0 && (ops = more()) <= 0) {
								// As in the loop above: i is the candidate not tried yet.
								i++;
								out = true;
								break;
							}
							const from = i;
							const end = i + 1 + ops < count ? i + 1 + ops : count;
							while (++i < end) {
								const verdict = accepts(st, point, list[i]);
								if (verdict === true) break;
								// Not a reason either: judge says what is wrong with it.
								if (typeof verdict === 'object') {
									if (verdict === null || typeof verdict.reason !== 'string') judge(point, list[i]);
								} else if (verdict !== false && typeof verdict !== 'string') judge(point, list[i]);
							}
							if (i < end) {
								ops -= i - from;
								break;
							}
							ops -= end - 1 - from;
							i = end - 1;
						}
					if (out) {
						// Out of steps before candidate i: the trace stops inside the call.
						tr[at++] = (i << 3) | PAUSED;
						break;
					}
					if (i < count) {
						tr[at++] = ((i + 1) << 3) | FIT;
						phase = PLACE_PHASE;
					} else {
						tr[at++] = EXHAUSTED;
						phase = RETURN_PHASE;
					}
				}
				if (phase === PLACE_PHASE) {
					const point = points[lvl];
					const candidate = lists[lvl][i];
					during = 3;
					if (judging) undo[lvl] = JSON.stringify(st);
					sp.place(st, point, candidate);
					decided[point] = true;
					indices[lvl] = i;
					lvl++;
					tr[at++] = PLACE;
					ops--;
					phase = ENTER_PHASE;
					continue;
				}
				// RETURN_PHASE: the call at lvl is done; the outermost call's return ends the search.
				if (lvl === 0) break;
				lvl--;
				i = indices[lvl];
				const point = points[lvl];
				const candidate = lists[lvl][i];
				during = 4;
				sp.remove(st, point, candidate);
				decided[point] = false;
				if (judging) undone(lvl, point, candidate);
				tr[at++] = REMOVE;
				ops--;
				phase = NEXT_PHASE;
			}
		} catch (error) {
			thrown = error;
			tr[at++] = ((i + 1) << 3) | ERROR;
			tr[at++] = during;
		}
		return tr.buffer.slice(0, 4 * at);
	};
	/** Throws the error run met ahead of the engine, now that the engine is there. */
	const rethrow = () => {
		throw thrown;
	};
	/**
	 * Starts again and replays the places "p,c,i,p,c,i,..." (point, candidate, its index): the
	 * trace of entering each level on the way, as run writes it.
	 */
	const restore = (placed) => {
		reset();
		let at = enter(0, 0);
		if (placed.length > 0) {
			const numbers = placed.split(',').map(Number);
			for (let k = 0; k < numbers.length; k += 3) {
				during = 3;
				const level = k / 3;
				if (checking) undo[level] = JSON.stringify(state);
				spec.place(state, numbers[k], numbers[k + 1]);
				decided[numbers[k]] = true;
				indices[level] = numbers[k + 2];
				at = enter(level + 1, at);
			}
		}
		return trace.buffer.slice(0, 4 * at);
	};
	const view = () => {
		const shown = spec.view(state);
		try {
			return JSON.stringify(shown) ?? 'null';
		} catch (error) {
			fail('view', 'view(state) returned something that is not plain data: ' + error.message);
		}
	};
	const setChecking = (on) => {
		checking = on;
		undo = [];
	};
	return { check, reset, run, rethrow, why, restore, view, setChecking };
})()`;

/** The bridge's functions, by name, as the worker calls them. */
export type BridgeFunction =
	'check' | 'reset' | 'run' | 'rethrow' | 'why' | 'restore' | 'view' | 'setChecking';

/** Every bridge function. */
export const BRIDGE_FUNCTIONS: readonly BridgeFunction[] = [
	'check',
	'reset',
	'run',
	'rethrow',
	'why',
	'restore',
	'view',
	'setChecking'
];
