import type { BridgeFunction, Phase, Trace } from './bridge';

/**
 * What the bridge is told as it starts, the numbers it shares with the worker: the function runs
 * inside QuickJS, where nothing of this module or of the page exists (see {@link bridgeInSandbox}).
 */
export interface BridgeSettings {
	/** Room for records in one trace (integers); a list of candidates may take it past this. */
	readonly traceRoom: number;
	/** Most decision points a problem may have. */
	readonly maxPoints: number;
	/** Most candidates one call may have. */
	readonly maxCandidates: number;
	/** Most integers a trace holds. */
	readonly traceCapacity: number;
	/** Most characters of a reason `why` hands back. */
	readonly reasonCharacters: number;
	/** Longest one run of the bridge runs ahead of the engine. */
	readonly runSliceMs: number;
	/** The kinds of a trace's records. */
	readonly trace: typeof Trace;
	/** Where the engine is when a run starts. */
	readonly phase: typeof Phase;
}

/** A student's problem as `defineProblem` takes it: `check` makes sure it has this shape. */
interface StudentProblem {
	readonly points: number;
	readonly start: unknown;
	readonly candidates: (state: unknown, point: number) => unknown;
	readonly accepts: (state: unknown, point: number, candidate: number) => unknown;
	readonly place: (state: unknown, point: number, candidate: number) => void;
	readonly remove: (state: unknown, point: number, candidate: number) => void;
	readonly next?: (state: unknown) => unknown;
	readonly view?: (state: unknown) => unknown;
	readonly describePoint?: (state: unknown, point: number) => unknown;
	readonly describeCandidate?: (state: unknown, point: number, candidate: number) => unknown;
}

/** Why a candidate does not fit, as accepts may say it. */
type Why = false | string | { readonly reason: string; readonly point?: unknown };

/**
 * The JavaScript that runs inside the sandbox before the student's code: it defines the global
 * `defineProblem` and returns the bridge the worker calls. The bridge runs the search ahead of
 * the engine, in the engine's own order, and hands back a compact trace of what it did (see
 * `Trace` in bridge.ts): the worker answers the engine's calls from it, so a search crosses the
 * sandbox's boundary once per few thousand steps.
 *
 * It checks the student's problem as it goes and throws an `ApiError` naming the function that
 * misused the API, so the message can point at that function's line.
 *
 * The sandbox runs this function's own text (`String(bridgeInSandbox)`), so it uses nothing from
 * outside itself but the settings it is given and the language's built-ins (ESLint checks this
 * file with those globals only, and lets it import types only).
 */
export function bridgeInSandbox(
	settings: BridgeSettings
): Record<BridgeFunction, (...args: never[]) => unknown> {
	const MAX_POINTS = settings.maxPoints;
	const MAX_CANDIDATES = settings.maxCandidates;
	const defineProperty = Object.defineProperty;
	/**
	 * Freezes the built-ins (every object reachable from the globals the language defines) and
	 * makes those globals read-only and non-configurable, so a top-level `let JSON` of the
	 * student's is a SyntaxError and `ArrayBuffer.prototype.slice = …` does nothing: the bridge
	 * runs in the same context as the student's code, and must not be made to forge a record.
	 * Properties a student's object commonly sets for itself (an error's `name`, a `toString`)
	 * become accessors first, so setting them on one's own object still works on a frozen prototype.
	 */
	const lockDown = (): void => {
		const global = globalThis as unknown as Record<string, unknown>;
		const ownOverrides = ['name', 'message', 'toString', 'valueOf', 'constructor', 'toJSON'];
		const seen = new Set<unknown>([globalThis]);
		const waiting: unknown[] = [];
		for (const name of Object.getOwnPropertyNames(globalThis)) {
			const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
			if (descriptor === undefined || !descriptor.configurable) continue;
			waiting.push(descriptor.value, descriptor.get, descriptor.set);
			if ('value' in descriptor)
				defineProperty(globalThis, name, {
					value: global[name],
					writable: false,
					configurable: false
				});
		}
		while (waiting.length > 0) {
			const value = waiting.pop();
			if ((typeof value !== 'object' && typeof value !== 'function') || value === null) continue;
			if (seen.has(value)) continue;
			seen.add(value);
			const target = value as Record<PropertyKey, unknown>;
			const isPrototype = Object.getOwnPropertyDescriptor(target, 'constructor') !== undefined;
			for (const key of Reflect.ownKeys(target)) {
				const descriptor = Object.getOwnPropertyDescriptor(target, key);
				if (descriptor === undefined) continue;
				waiting.push(descriptor.value, descriptor.get, descriptor.set);
				if (
					isPrototype &&
					typeof key === 'string' &&
					ownOverrides.includes(key) &&
					'value' in descriptor &&
					descriptor.configurable
				) {
					const kept = descriptor.value as unknown;
					defineProperty(target, key, {
						get: () => kept,
						set(this: object, value: unknown) {
							if (this === target) throw new TypeError('Cannot change a built-in: ' + key);
							defineProperty(this, key, {
								value,
								writable: true,
								enumerable: true,
								configurable: true
							});
						},
						enumerable: descriptor.enumerable,
						configurable: false
					});
				}
			}
			waiting.push(Object.getPrototypeOf(target));
			Object.freeze(target);
		}
	};
	const TRACE_ROOM = settings.traceRoom;
	const RUN_SLICE_MS = settings.runSliceMs;
	const {
		enter: ENTER,
		enterList: ENTER_LIST,
		fit: FIT,
		exhausted: EXHAUSTED,
		place: PLACE,
		remove: REMOVE,
		paused: PAUSED,
		error: ERROR
	} = settings.trace;
	const {
		enter: ENTER_PHASE,
		next: NEXT_PHASE,
		place: PLACE_PHASE,
		return: RETURN_PHASE
	} = settings.phase;
	/** What the student's code gave defineProblem, before check makes it `spec`. */
	let given: object | null = null;
	let spec: StudentProblem;
	let start = '';
	let state: unknown;
	let checking = false;
	const lists: number[][] = [];
	const points: number[] = [];
	let decided: boolean[] = [];
	/** The candidates last sent for each point: the worker keeps them by point. */
	let sent: (number[] | undefined)[] = [];
	const show = (value: unknown): string => {
		if (typeof value === 'string') return JSON.stringify(value);
		if (typeof value === 'function') return 'a function';
		if (Array.isArray(value)) return 'an array';
		if (value === null || typeof value !== 'object') return String(value);
		try {
			const text = JSON.stringify(value);
			return text.length > 60 ? text.slice(0, 57) + '...' : text;
		} catch {
			return 'an object';
		}
	};
	const fail = (where: string, message: string): never => {
		const error: Error & { where?: string } = new Error(message);
		error.name = 'ApiError';
		error.where = where;
		throw error;
	};
	/** Where a value is not plain data (JSON): its path, or null when it is plain data. */
	const notPlain = (value: unknown, path: string, seen: unknown[]): string | null => {
		if (value === null) return null;
		const type = typeof value;
		if (type === 'number') return Number.isFinite(value) ? null : path + ' is ' + value;
		if (type === 'string' || type === 'boolean') return null;
		if (typeof value !== 'object')
			return path + ' is ' + (type === 'function' ? 'a function' : type);
		if (seen.includes(value)) return path + ' refers back to itself';
		const proto: unknown = Object.getPrototypeOf(value);
		if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
			return path + ' is not a plain object or array';
		seen.push(value);
		for (const key of Object.keys(value)) {
			const inner = notPlain(
				(value as Record<string, unknown>)[key],
				Array.isArray(value) ? path + '[' + key + ']' : path + '.' + key,
				seen
			);
			if (inner !== null) return inner;
		}
		seen.pop();
		return null;
	};
	(globalThis as unknown as { defineProblem: (problem: unknown) => void }).defineProblem =
		function defineProblem(problem: unknown): void {
			if (given !== null)
				fail(
					'defineProblem',
					'defineProblem is called more than once: a file defines one problem.'
				);
			if (typeof problem !== 'object' || problem === null)
				fail(
					'defineProblem',
					'defineProblem needs an object: defineProblem({ points, start, candidates, accepts, place, remove }).'
				);
			given = problem as object;
		};
	const check = (): string => {
		if (given === null)
			fail('', 'The code never calls defineProblem({ ... }), so there is no problem to search.');
		// Each field is read once: a getter that answers differently each time cannot pass the
		// checks with one value and run the search with another.
		const problem: Record<string, unknown> = {};
		for (const name of [
			'points',
			'start',
			'candidates',
			'accepts',
			'place',
			'remove',
			'next',
			'view',
			'describePoint',
			'describeCandidate'
		])
			problem[name] = (given as Record<string, unknown>)[name];
		const n = problem.points;
		if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_POINTS)
			fail(
				'points',
				'points is ' +
					show(n) +
					': it must be the number of decision points, a whole number from 1 to ' +
					MAX_POINTS +
					'.'
			);
		for (const name of ['candidates', 'accepts', 'place', 'remove'])
			if (typeof problem[name] !== 'function')
				fail(name, name + ' is ' + show(problem[name]) + ', not a function.');
		for (const name of ['next', 'view', 'describePoint', 'describeCandidate'])
			if (problem[name] !== undefined && typeof problem[name] !== 'function')
				fail(name, name + ' is ' + show(problem[name]) + ': leave it out or make it a function.');
		const wrong = notPlain(problem.start, 'start', []);
		if (problem.start === undefined || wrong !== null)
			fail(
				'start',
				(wrong ?? 'start is missing') +
					': the state must be plain data (objects, arrays, numbers, strings, true/false, null), so Backstep can save and restore it.'
			);
		// The bridge's own object of what was checked, inheriting the student's (so `this` in the
		// student's functions still finds their helpers).
		const own = (value: unknown) => ({ value, enumerable: true });
		spec = Object.freeze(
			Object.create(given, {
				points: own(n),
				start: own(problem.start),
				candidates: own(problem.candidates),
				accepts: own(problem.accepts),
				place: own(problem.place),
				remove: own(problem.remove),
				next: own(problem.next),
				view: own(problem.view),
				describePoint: own(problem.describePoint),
				describeCandidate: own(problem.describeCandidate)
			}) as StudentProblem
		);
		start = JSON.stringify(spec.start);
		return JSON.stringify({
			points: n,
			view: typeof spec.view === 'function',
			describePoint: typeof spec.describePoint === 'function',
			describeCandidate: typeof spec.describeCandidate === 'function'
		});
	};
	const reset = (): void => {
		state = JSON.parse(start);
		lists.length = 0;
		points.length = 0;
		indices.length = 0;
		decided = new Array<boolean>(spec.points).fill(false);
		sent = [];
		undo = [];
		thrown = null;
	};
	/**
	 * What the search did, as the worker reads it: one record per step, in the order the engine
	 * makes the same steps (see Trace in bridge.ts). Written by run and restore.
	 */
	const trace = new Int32Array(settings.traceCapacity);
	/** The index of the candidate placed at each level on the sandbox's path. */
	const indices: number[] = [];
	/** The state before each level's place, while checking: remove must give it back. */
	let undo: (string | undefined)[] = [];
	/** An error the student's code threw ahead of the engine, thrown again when the engine gets there. */
	let thrown: unknown = null;
	/** Which of the student's functions was running (for the error's message): an index of DURING. */
	let during = 0;
	/**
	 * While on (see setNoting), each call of the student's functions as a pair: the function (an
	 * index of DURING) and a hash of what it gave and the state after it. Two runs of the same
	 * steps compared pair by pair say which function first gave something else.
	 */
	let notes: number[] | null = null;
	const note = (fn: number, value: unknown): void => {
		if (notes === null || notes.length >= settings.traceRoom) return;
		let text: string;
		try {
			text = JSON.stringify(value) + '|' + JSON.stringify(state);
		} catch {
			text = '?';
		}
		let hash = 2166136261;
		for (let k = 0; k < text.length; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 16777619);
		notes.push(fn, hash);
	};
	/** Enters the call at a level: its decision point and candidates, written at trace[at]; the next free index. */
	const enter = (level: number, at: number): number => {
		let point: number;
		const count = spec.points;
		if (spec.next === undefined) point = level < count ? level : -1;
		else {
			during = 0;
			const found = spec.next(state);
			if (notes !== null) note(0, found);
			if (found === null || found === undefined) point = -1;
			// A whole number from -1 to count - 1 (quicker than Number.isInteger and two comparisons).
			else if (
				typeof found !== 'number' ||
				!(found >= -1 && found < count && (found | 0) === found)
			)
				return fail(
					'next',
					'next() returned ' +
						show(found) +
						': a decision point is a whole number from 0 to ' +
						(spec.points - 1) +
						', or null when every decision is made.'
				);
			else point = found;
			if (point >= 0 && level >= spec.points)
				fail(
					'next',
					'next() returned point ' +
						point +
						' after ' +
						level +
						' decisions, but points says there are ' +
						spec.points +
						'.'
				);
		}
		points[level] = point;
		if (point < 0) {
			trace[at] = ENTER;
			return at + 1;
		}
		if (decided[point])
			fail(
				'next',
				'next() returned point ' +
					point +
					', which is already decided: each decision point is decided once on the way down.'
			);
		during = 1;
		const list = spec.candidates(state, point);
		if (notes !== null) note(1, list);
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
			return fail(
				'candidates',
				'candidates(state, ' + point + ') returned ' + show(list) + ', not an array of candidates.'
			);
		const items: unknown[] = list;
		// Read once, and copied while checked: an array whose length or items change as they are
		// read (a Proxy) cannot send something else than what passed.
		const length = items.length;
		if (!(length <= MAX_CANDIDATES))
			fail(
				'candidates',
				'candidates(state, ' +
					point +
					') returned ' +
					length +
					' candidates; at most ' +
					MAX_CANDIDATES +
					' are searched.'
			);
		const checked: number[] = [];
		for (let i = 0; i < length; i++) {
			const candidate = items[i];
			if (
				typeof candidate !== 'number' ||
				!Number.isInteger(candidate) ||
				candidate < -2147483648 ||
				candidate > 2147483647
			)
				fail(
					'candidates',
					'candidates(state, ' +
						point +
						')[' +
						i +
						'] is ' +
						show(candidate) +
						': a candidate is a whole number.'
				);
			checked[i] = candidate as number;
		}
		lists[level] = sent[point] = checked;
		trace[at] = ((point + 1) << 3) | ENTER_LIST;
		trace[at + 1] = checked.length;
		for (let i = 0; i < checked.length; i++) trace[at + 2 + i] = checked[i];
		return at + 2 + checked.length;
	};
	const isWhy = (verdict: unknown): verdict is Why =>
		verdict === false ||
		typeof verdict === 'string' ||
		(typeof verdict === 'object' &&
			verdict !== null &&
			typeof (verdict as { reason?: unknown }).reason === 'string');
	const judge = (point: number, candidate: number): true | Why => {
		const before = checking ? JSON.stringify(state) : '';
		const verdict = spec.accepts(state, point, candidate);
		if (notes !== null) note(2, verdict);
		if (verdict !== true && !isWhy(verdict))
			return fail(
				'accepts',
				'accepts(state, ' +
					point +
					', ' +
					candidate +
					') returned ' +
					show(verdict) +
					': return true when the candidate fits, or why not (a string, false, or { reason, point }).'
			);
		if (checking && JSON.stringify(state) !== before)
			fail(
				'accepts',
				'accepts(state, ' +
					point +
					', ' +
					candidate +
					') changed the state: only place and remove may change it.'
			);
		return verdict;
	};
	/** Why a candidate does not fit, as JSON: { reason, point }. */
	const why = (point: number, candidate: number): string => {
		during = 2;
		const verdict = judge(point, candidate);
		if (verdict === true) return '';
		// A reason is cut here, before it crosses: the page shows a few hundred characters at most.
		const cut = (reason: string): string =>
			reason.length > settings.reasonCharacters
				? reason.slice(0, settings.reasonCharacters) + '…'
				: reason;
		if (verdict === false) return JSON.stringify({ reason: '', point: -1 });
		if (typeof verdict === 'string') return JSON.stringify({ reason: cut(verdict), point: -1 });
		const other = verdict.point;
		const shown =
			typeof other === 'number' && Number.isInteger(other) && other >= 0 && other < spec.points
				? other
				: -1;
		return JSON.stringify({ reason: cut(verdict.reason), point: shown });
	};
	/** Checks, while checking, that the remove at a level gave back the state before its place. */
	const undone = (level: number, point: number, candidate: number): void => {
		const before = undo[level];
		undo[level] = undefined;
		if (before !== undefined && JSON.stringify(state) !== before)
			fail(
				'remove',
				'remove(state, ' +
					point +
					', ' +
					candidate +
					') did not undo place(state, ' +
					point +
					', ' +
					candidate +
					'): the state differs afterwards. Backstep goes back in time by replaying places, so remove must undo place exactly.'
			);
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
	const run = (phase: number, level: number, index: number, budget: number): ArrayBuffer => {
		const tr = trace;
		const accepts = spec.accepts;
		// place and remove are called as the problem's methods, accepts on its own (as ever).
		const sp = spec;
		// Noting goes the checking way too: the quick loop below calls accepts without judge.
		const judging = checking || notes !== null;
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
		let out: boolean;
		/** Reads the clock when the steps granted run out: more steps, or 0 to stop. */
		const more = (): number => {
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
									if (
										verdict === null ||
										typeof (verdict as { reason?: unknown }).reason !== 'string'
									)
										judge(point, list[i]);
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
					if (checking) undo[lvl] = JSON.stringify(st);
					sp.place(st, point, candidate);
					if (notes !== null) note(3, null);
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
				if (notes !== null) note(4, null);
				decided[point] = false;
				if (checking) undone(lvl, point, candidate);
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
	const rethrow = (): never => {
		throw thrown;
	};
	/**
	 * Starts again and replays the places "p,c,i,p,c,i,..." (point, candidate, its index): the
	 * trace of entering each level on the way, as run writes it.
	 */
	const restore = (placed: string): ArrayBuffer => {
		reset();
		let at = enter(0, 0);
		if (placed.length > 0) {
			const numbers = placed.split(',').map(Number);
			for (let k = 0; k < numbers.length; k += 3) {
				during = 3;
				const level = k / 3;
				if (checking) undo[level] = JSON.stringify(state);
				spec.place(state, numbers[k], numbers[k + 1]);
				if (notes !== null) note(3, null);
				decided[numbers[k]] = true;
				indices[level] = numbers[k + 2];
				at = enter(level + 1, at);
			}
		}
		return trace.buffer.slice(0, 4 * at);
	};
	const view = (): string => {
		const shown = (spec.view as (state: unknown) => unknown)(state);
		try {
			return JSON.stringify(shown) ?? 'null';
		} catch (error) {
			return fail(
				'view',
				'view(state) returned something that is not plain data: ' + (error as Error).message
			);
		}
	};
	/** The state (as JSON) the names in `named` were given for: names are asked again once it changes. */
	let namedState = '';
	/** Names given for that state, by "p" (describePoint) or "p,c" (describeCandidate). */
	const named = new Map<string, string>();
	/** What words was last asked for each `which` (with the state), and what it gave. */
	const lastAsked = ['', ''];
	const lastGiven = ['', ''];
	/**
	 * The student's names of points (`which` 0: "p,p,…", describePoint) or candidates (1:
	 * "p,c,p,c,…", describeCandidate) in the state as it is, as a JSON array of strings, each cut
	 * to `most` characters. Asked as the page shows a moment, never per search step; the state's
	 * tries share it, so the names of the last state are kept until it changes.
	 */
	const words = (which: number, most: number, list: string): string => {
		const part = which === 0 ? 'describePoint' : 'describeCandidate';
		if (typeof spec[part] !== 'function') return '[]';
		const before = JSON.stringify(state);
		// The moments of one state (its tries) ask the same again: the same text, read once.
		const asked = most + '|' + list + '|' + before;
		if (asked === lastAsked[which]) return lastGiven[which];
		if (before !== namedState) {
			named.clear();
			namedState = before;
		}
		const numbers = list === '' ? [] : list.split(',').map(Number);
		const step = which === 0 ? 1 : 2;
		const names: string[] = [];
		for (let k = 0; k + step <= numbers.length; k += step) {
			const point = numbers[k];
			const candidate = numbers[k + 1];
			const key = which === 0 ? String(point) : point + ',' + candidate;
			let name = named.get(key);
			if (name === undefined) {
				// Called as the problem's methods, as place and remove are.
				const given =
					which === 0
						? spec.describePoint?.(state, point)
						: spec.describeCandidate?.(state, point, candidate);
				if (typeof given !== 'string')
					return fail(
						part,
						part +
							'(state, ' +
							key.replace(',', ', ') +
							') returned ' +
							show(given) +
							(which === 0
								? ': return the point in words, a string such as "row 3".'
								: ': return the candidate in words, a string such as "column 5".')
					);
				// Cut here, before it crosses: a name is a label of a few words.
				name = given.length > most ? given.slice(0, most) + '…' : given;
				named.set(key, name);
			}
			names.push(name);
		}
		if (JSON.stringify(state) !== before)
			fail(part, part + ' changed the state: only place and remove may change it.');
		lastAsked[which] = asked;
		lastGiven[which] = JSON.stringify(names);
		return lastGiven[which];
	};
	const setChecking = (on: boolean): void => {
		checking = on;
		undo = [];
	};
	/** Starts noting each call afresh (on) or stops (off); see `notes`. */
	const setNoting = (on: boolean): void => {
		notes = on ? [] : null;
	};
	/** The calls noted so far, as pairs of 32-bit integers (at most traceRoom integers). */
	const noted = (): ArrayBuffer => new Int32Array(notes ?? []).buffer;
	lockDown();
	return {
		check,
		reset,
		run,
		rethrow,
		why,
		restore,
		view,
		words,
		setChecking,
		setNoting,
		noted
	};
}
