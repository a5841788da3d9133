import type { Clash } from '../../engine/events';
import { GOAL } from '../../engine/problem';
import { shown } from '../input';
import type { BoardProblem } from '../types';
import { placedView, readView, type CustomBoard, type CustomWords } from './model';
import {
	DURING,
	MAX_CANDIDATES,
	MAX_POINTS,
	NAME_CHARACTERS,
	Phase,
	REASON_CHARACTERS,
	RUN_SLICE_MS,
	Trace
} from './bridge';
import { differed, Sandbox, unreadable, UserCodeError } from './sandbox';
import { placeOf, type SourcePlace } from './source';

/** A function of the student's and its line: where two runs of the same steps first parted. */
export type Parting = SourcePlace & { readonly part: string };

/** What a problem calls of its sandbox: a test may hand it one that forges the records. */
export type BridgeCalls = Pick<Sandbox, 'text' | 'ints' | 'run' | 'dispose'>;

/** Frees a problem's sandbox once the timeline that searched it is gone. */
const cleanup = new FinalizationRegistry<BridgeCalls>((sandbox) => sandbox.dispose());

/** What a bridge function's text says, as JSON; a text that is not JSON is unreadable. */
function json(text: string, from: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		throw unreadable(`${from} gave text that is not JSON`);
	}
}

/** What the bridge's check says of a problem. */
export interface Checked {
	/** Its number of decision points. */
	readonly points: number;
	/** Whether it has a view. */
	readonly view: boolean;
	/** Whether it names its points in words. */
	readonly describePoint: boolean;
	/** Whether it names its candidates in words. */
	readonly describeCandidate: boolean;
}

/** What the bridge's check says of a problem: its number of points and which optional parts it has. */
export function readChecked(text: string): Checked {
	const checked = json(text, 'check') as Partial<Record<keyof Checked, unknown>> | null;
	const points = checked?.points;
	if (!Number.isInteger(points) || (points as number) < 1 || (points as number) > MAX_POINTS)
		throw unreadable(
			`points is ${shown(String(points))}, not a whole number from 1 to ${MAX_POINTS}`
		);
	/** Whether check says the problem has a part: a view must be said, a name left unsaid is none. */
	const has = (part: 'view' | 'describePoint' | 'describeCandidate'): boolean => {
		const said = checked?.[part];
		if (said === undefined && part !== 'view') return false;
		if (typeof said !== 'boolean') throw unreadable(`check does not say whether there is ${part}`);
		return said;
	};
	return {
		points: points as number,
		view: has('view'),
		describePoint: has('describePoint'),
		describeCandidate: has('describeCandidate')
	};
}

/**
 * The names the bridge's `words` gave for `count` points or candidates: each cut to
 * NAME_CHARACTERS, an empty one null (named by its number instead).
 */
export function readNames(text: string, count: number): (string | null)[] {
	const names = json(text, 'words');
	if (!Array.isArray(names) || names.length !== count)
		throw unreadable(`${count} names asked for, and something else given`);
	return names.map((name: unknown) => {
		if (typeof name !== 'string') throw unreadable('a name that is not text');
		return name.trim() === '' ? null : shown(name, NAME_CHARACTERS);
	});
}

/** Why a candidate does not fit, as the bridge's `why` says it: a reason and a point of the problem or -1. */
export function readWhy(text: string, pointCount: number): { reason: string; point: number } {
	const why = json(text, 'why') as { reason?: unknown; point?: unknown } | null;
	const point = why?.point;
	if (typeof why?.reason !== 'string') throw unreadable('a reason that is not text');
	if (!Number.isInteger(point) || (point as number) < -1 || (point as number) >= pointCount)
		throw unreadable(
			`a conflict at point ${shown(String(point))}, not one of the ${pointCount} points`
		);
	return { reason: why.reason, point: point as number };
}

/** Points a board names at most: every point of a problem this size, else those of its innermost calls. */
const NAMED_POINTS = 256;
/** Candidates a board names at most (see CustomProblem.words). */
const NAMED_CANDIDATES = 1024;

/** Steps the bridge runs ahead after the sandbox's state was set to the engine's (a seek, an event's words). */
const FIRST_BATCH = 16;
/** Steps it runs ahead at most: about RUN_SLICE_MS at the most, and what a seek may run past its step. */
const MAX_BATCH = 1 << 14;

const KIND_NAMES = ['enter', 'enter', 'fit', 'exhausted', 'place', 'remove', 'paused', 'error'];

/**
 * A student's problem as the engine searches it. The state lives in the sandbox, which runs the
 * search ahead of the engine, in the engine's own order, a few thousand steps at a time, and hands
 * back a trace of them (see {@link Trace}): this side answers the engine's calls from the trace,
 * with no crossing, and keeps each call's decision point and candidates and the stack of
 * placements. The placements are the whole of a snapshot: restoring one starts the sandbox's state
 * again from `start` and replays them, which is also how the sandbox's state is brought back to
 * the engine's when it has run ahead and the engine asks for an event's words or a board.
 */
export class CustomProblem implements BoardProblem<CustomBoard> {
	readonly pointCount: number;
	readonly heatSize: number;
	readonly stateBytes: number;
	private readonly sandbox: BridgeCalls;
	private readonly code: string;
	private readonly hasView: boolean;
	/** Which names the student's code gives: of points (describePoint), of candidates (describeCandidate). */
	private readonly names: { readonly points: boolean; readonly candidates: boolean };
	/** Whether boards carry the names (see {@link leaveNamesOut}). */
	private namesShown = true;
	/** The last text of names the bridge gave for points and for candidates, and what it read as. */
	private readonly lastNames: [string, (string | null)[]][] = [
		['', []],
		['', []]
	];
	/** The decision point of the call at each level (-1: a solution), valid up to `known`. */
	private readonly points: Int32Array;
	/**
	 * The candidates of each decision point on the current path. The engine asks for a candidate by
	 * point (even of an outer call, as it backtracks), and a point is decided once on a path (the
	 * bridge checks it), so the point says which call's list it is.
	 */
	private readonly lists: number[][] = [];
	/** Levels whose point and candidates are known: 0..known-1. */
	private known = 0;
	/** The placements, point, candidate and the candidate's index, innermost last. */
	private readonly placed: Int32Array;
	private depth = 0;
	/** The index of the candidate the engine last asked for: the one it places next. */
	private asked = -1;
	/** What the sandbox did ahead of the engine: records pos..end-1 are still to come. */
	private trace = new Int32Array(0);
	private pos = 0;
	private end = 0;
	/** Steps the next run ahead may take: it grows while the engine follows the trace. */
	private batch = FIRST_BATCH;
	/** The buffer snapshots are last written to or read from, and a view of it. */
	private stateBuffer: ArrayBufferLike | null = null;
	private stateView: DataView | null = null;

	/** Runs the code and checks its problem; a mistake throws a {@link UserCodeError}. */
	constructor(code: string, open: (code: string) => BridgeCalls = (text) => new Sandbox(text)) {
		this.code = code;
		this.sandbox = open(code);
		try {
			const checked = readChecked(this.sandbox.text('check', 'defineProblem'));
			this.pointCount = checked.points;
			this.hasView = checked.view;
			this.names = { points: checked.describePoint, candidates: checked.describeCandidate };
			this.sandbox.run('reset', 'start');
		} catch (error) {
			this.sandbox.dispose();
			throw error;
		}
		this.heatSize = this.pointCount;
		this.stateBytes = 4 + 12 * this.pointCount;
		this.points = new Int32Array(this.pointCount + 1);
		this.placed = new Int32Array(3 * this.pointCount);
		cleanup.register(this, this.sandbox, this);
	}

	/** Checks, while on, that accepts leaves the state alone and remove undoes place exactly (slower). */
	setChecking(on: boolean): void {
		this.sync();
		this.sandbox.run('setChecking', 'the check', on ? 1 : 0);
	}

	/**
	 * Which of the student's functions first gave something else (a result, or the state after
	 * it) when the same steps ran again, `again` running them from a restore, and its line; null
	 * when the runs agreed (code that turns only after a while) or one of them failed. Three runs:
	 * a counter outside the state that made a multiple of its period in one run parts the second
	 * pair, as one extra call of accepts comes between them.
	 */
	whereItParts(again: () => void): Parting | null {
		const noted = (): Int32Array => {
			this.sandbox.run('setNoting', 'the check', 1);
			again();
			return this.sandbox.ints('noted', 'the check', 0);
		};
		const parting = (first: Int32Array, second: Int32Array): Parting | null => {
			const length = Math.min(first.length, second.length) & ~1;
			for (let k = 0; k < length; k += 2) {
				if (first[k] === second[k] && first[k + 1] === second[k + 1]) continue;
				const part = DURING[first[k]];
				return part === undefined ? null : { part, ...placeOf(this.code, part) };
			}
			return null;
		};
		try {
			const first = noted();
			const second = noted();
			const parted = parting(first, second);
			if (parted !== null) return parted;
			this.restart();
			const point = this.points[0];
			if (point >= 0 && this.lists[point].length > 0)
				this.sandbox.text('why', 'accepts', point, this.lists[point][0]);
			return parting(second, noted());
		} catch {
			return null;
		} finally {
			try {
				this.sandbox.run('setNoting', 'the check', 0);
			} catch {
				// A sandbox that failed in `again` is stopped with the message of what it ran.
			}
		}
	}

	/**
	 * The next record of the trace; when there is none, the sandbox (which is where the engine is)
	 * runs ahead first, from the engine's `phase` at `level` (after or at candidate `index`).
	 */
	private record(phase: number, level: number, index: number): number {
		if (this.pos >= this.end) {
			const trace = this.sandbox.ints(
				'run',
				'the search',
				RUN_SLICE_MS,
				phase,
				level,
				index,
				this.batch
			);
			this.trace = trace;
			this.pos = 0;
			this.end = trace.length;
			if (this.batch < MAX_BATCH) this.batch *= 4;
			if (this.end === 0) throw unreadable('an empty trace');
		}
		return this.trace[this.pos];
	}

	/** A record the engine's call does not expect: the error the student's code threw there, or a bug. */
	private unexpected(record: number, expected: string): never {
		if ((record & 7) === Trace.error) {
			const during = DURING[this.trace[this.pos + 1]] ?? 'the search';
			this.sandbox.run('rethrow', during);
		}
		throw unreadable(
			`a trace out of step, ${KIND_NAMES[record & 7]} where ${expected} was expected`
		);
	}

	/** Reads an enter record at `at` of `trace` for a level: its point and candidates; the index after it. */
	private readEnter(trace: Int32Array, at: number, level: number): number {
		const record = trace[at];
		const kind = record & 7;
		if (kind !== Trace.enter && kind !== Trace.enterList) this.unexpected(record, 'enter');
		const point = (record >> 3) - 1;
		if (point < -1 || point >= this.pointCount || level > this.pointCount)
			throw unreadable(
				`a call at point ${point} at depth ${level}, past the ${this.pointCount} points`
			);
		if (kind === Trace.enter && point >= 0 && this.lists[point] === undefined)
			throw unreadable(`a call at point ${point} with no candidates sent for it`);
		this.points[level] = point;
		this.known = level + 1;
		if (kind === Trace.enter) return at + 1;
		const count = trace[at + 1];
		if (!(count >= 0 && count <= MAX_CANDIDATES && at + 2 + count <= trace.length) || point < 0)
			throw unreadable(`a list of ${count} candidates in a trace of ${trace.length} records`);
		const list = new Array<number>(count);
		for (let i = 0; i < count; i++) list[i] = trace[at + 2 + i];
		this.lists[point] = list;
		return at + 2 + count;
	}

	chooseDecisionPoint(): number {
		const level = this.depth;
		if (this.known <= level) {
			this.record(Phase.enter, level, -1);
			this.pos = this.readEnter(this.trace, this.pos, level);
		}
		const point = this.points[level];
		return point < 0 ? GOAL : point;
	}

	candidateCount(point: number): number {
		return this.lists[point]?.length ?? 0;
	}

	candidateAt(point: number, index: number): number {
		this.asked = index;
		return this.lists[point][index];
	}

	accepts(point: number, candidate: number): boolean {
		this.sync();
		return this.sandbox.text('why', 'accepts', point, candidate) === '';
	}

	explainConflict(point: number, candidate: number): Clash[] {
		this.sync();
		const why = this.sandbox.text('why', 'accepts', point, candidate);
		if (why === '') return [{ reason: '', point: -1 }];
		const { reason, point: other } = readWhy(why, this.pointCount);
		// The student's reason becomes the narration: cut, so a reason of millions of characters
		// cannot make a step take seconds.
		return [{ reason: shown(reason, REASON_CHARACTERS), point: other }];
	}

	firstAccepted(point: number, from: number, last: number, heat: Uint32Array): number {
		let found = last;
		const level = this.depth;
		if (from + 1 < last)
			for (let after = from; ;) {
				const record = this.record(Phase.next, level, after);
				const kind = record & 7;
				const value = (record >> 3) - 1;
				// A fit or a pause is always past the try before it: anything else is a forged trace.
				if ((kind === Trace.fit && value <= after) || (kind === Trace.paused && value < after))
					this.unexpected(record, 'a try further on');
				if (kind === Trace.fit) {
					if (value < last) {
						found = value;
						this.pos++;
					}
					break;
				}
				if (kind === Trace.exhausted) break;
				if (kind === Trace.paused) {
					// The sandbox stopped after trying `value`: it runs on from there when the engine gets there.
					if (value >= last - 1) break;
					this.pos++;
					after = value;
					continue;
				}
				if (kind !== Trace.error || value < last) this.unexpected(record, 'a try');
				break;
			}
		// Every candidate is tried: the call returns, as the trace says next.
		if (
			found === last &&
			last === this.lists[point].length &&
			this.pos < this.end &&
			(this.trace[this.pos] & 7) === Trace.exhausted
		)
			this.pos++;
		heat[point] += (found < last ? found + 1 : last) - (from + 1);
		return found;
	}

	place(point: number, candidate: number): void {
		const level = this.depth;
		if (level >= this.pointCount)
			throw new UserCodeError({
				message: {
					en: `The search went deeper than points (${this.pointCount}): next() must return null once every decision is made.`,
					zh: `搜索的深度超过了 points（${this.pointCount}）：所有决定都做完后，next() 必须返回 null。`
				},
				...placeOf(this.code, 'next')
			});
		const list = this.lists[point];
		const index = list[this.asked] === candidate ? this.asked : list.indexOf(candidate);
		const record = this.record(Phase.place, level, index);
		if ((record & 7) !== Trace.place) this.unexpected(record, 'place');
		this.pos++;
		const placed = this.placed;
		placed[3 * level] = point;
		placed[3 * level + 1] = candidate;
		placed[3 * level + 2] = index;
		this.depth = level + 1;
		this.known = level + 1;
	}

	remove(): void {
		let record = this.record(Phase.return, this.depth, -1);
		// The call's last tries were asked one by one (accepts), not through firstAccepted: the
		// trace still says the call ran out of candidates before it says the return.
		if ((record & 7) === Trace.exhausted) {
			this.pos++;
			record = this.record(Phase.return, this.depth, -1);
		}
		if ((record & 7) !== Trace.remove) this.unexpected(record, 'remove');
		this.pos++;
		this.depth--;
		this.known = this.depth + 1;
	}

	heatIndex(point: number): number {
		return point;
	}

	/** A view of a snapshot's buffer, made once per buffer: saving a state allocates nothing. */
	private view(bytes: Uint8Array): DataView {
		if (this.stateBuffer !== bytes.buffer || this.stateView === null) {
			this.stateBuffer = bytes.buffer;
			this.stateView = new DataView(bytes.buffer);
		}
		return this.stateView;
	}

	saveStateInto(target: Uint8Array, offset: number): void {
		const view = this.view(target);
		const at = target.byteOffset + offset;
		view.setInt32(at, this.depth, true);
		for (let i = 0; i < 3 * this.depth; i++) view.setInt32(at + 4 + 4 * i, this.placed[i], true);
	}

	loadStateFrom(source: Uint8Array, offset: number): void {
		const view = this.view(source);
		const at = source.byteOffset + offset;
		const depth = view.getInt32(at, true);
		for (let i = 0; i < 3 * depth; i++) this.placed[i] = view.getInt32(at + 4 + 4 * i, true);
		this.restore(depth);
	}

	/**
	 * Brings the sandbox's state back to the engine's when it has run ahead: the engine asks what
	 * only the state at its own step can say. Trying candidates leaves the state alone, so a trace
	 * that only has tries left (a pause) needs nothing.
	 */
	private sync(): void {
		const left = this.end - this.pos;
		if (left === 0 || (left === 1 && (this.trace[this.pos] & 7) === Trace.paused)) return;
		this.restore(this.depth);
	}

	/** Starts the sandbox's state again, replays the first `depth` placements and drops the trace. */
	private restore(depth: number): void {
		this.depth = depth;
		this.pos = this.end = 0;
		this.batch = FIRST_BATCH;
		const trace = this.sandbox.ints(
			'restore',
			'place',
			0,
			Array.from(this.placed.subarray(0, 3 * depth)).join(',')
		);
		let at = 0;
		const placed = this.placed;
		for (let level = 0; level <= depth; level++) {
			at = this.readEnter(trace, at, level);
			// Run again, the code must come to the same points with the same candidates as the search did.
			const point = placed[3 * level];
			if (
				level < depth &&
				(this.points[level] !== point ||
					this.lists[point][placed[3 * level + 2]] !== placed[3 * level + 1])
			)
				throw differed(null);
		}
	}

	/** The student's names of points (`which` 0) or candidates (1, point and candidate pairs). */
	private named(which: 0 | 1, numbers: readonly number[]): (string | null)[] {
		const text = this.sandbox.text(
			'words',
			which === 0 ? 'describePoint' : 'describeCandidate',
			which,
			NAME_CHARACTERS + 1,
			numbers.join(',')
		);
		const count = numbers.length / (which + 1);
		const last = this.lastNames[which];
		// The moments of one state (a run of tries) are given the same text: read once.
		if (text !== last[0] || last[1].length !== count)
			this.lastNames[which] = [text, readNames(text, count)];
		return this.lastNames[which][1];
	}

	/**
	 * The student's names of what a moment's words may need, given in the state of this moment:
	 * every point (past NAMED_POINTS, those of the innermost calls), and the candidates of the
	 * points whose lists are known, up to NAMED_CANDIDATES: first the one each call on the path
	 * placed (the call stack), then the lists of those calls, innermost first (the narration, the
	 * tree, Predict), then the others'. Two crossings, however many names.
	 */
	private words(): CustomWords {
		this.sync();
		const path: number[] = [];
		for (let level = Math.min(this.depth, this.known - 1); level >= 0; level--)
			if (this.points[level] >= 0 && path.length < NAMED_POINTS) path.push(this.points[level]);
		const asked =
			this.pointCount <= NAMED_POINTS ? Array.from({ length: this.pointCount }, (_, p) => p) : path;
		const pairs: number[] = [];
		const seen = new Set<string>();
		/** Adds a candidate to name; false once there are NAMED_CANDIDATES. */
		const add = (point: number, candidate: number): boolean => {
			if (pairs.length >= 2 * NAMED_CANDIDATES) return false;
			const key = `${point},${candidate}`;
			if (!seen.has(key)) {
				seen.add(key);
				pairs.push(point, candidate);
			}
			return true;
		};
		for (let level = this.depth - 1; level >= Math.max(0, this.depth - NAMED_POINTS); level--)
			add(this.placed[3 * level], this.placed[3 * level + 1]);
		const others = this.lists.keys();
		listing: for (const point of [...path, ...others])
			for (const candidate of this.lists[point] ?? []) if (!add(point, candidate)) break listing;
		const points: Record<number, string> = {};
		const candidates: Record<number, Record<number, string>> = {};
		if (this.names.points)
			this.named(0, asked).forEach((name, i) => {
				if (name !== null) points[asked[i]] = name;
			});
		if (this.names.candidates && pairs.length > 0)
			this.named(1, pairs).forEach((name, i) => {
				if (name !== null) (candidates[pairs[2 * i]] ??= {})[pairs[2 * i + 1]] = name;
			});
		return { points, candidates };
	}

	board(): CustomBoard {
		const placed: number[] = [];
		for (let level = 0; level < this.depth; level++)
			placed.push(this.placed[3 * level], this.placed[3 * level + 1]);
		const base = {
			puzzle: 'custom' as const,
			placed: this.depth,
			points: this.pointCount,
			...(this.namesShown && (this.names.points || this.names.candidates)
				? { words: this.words() }
				: {})
		};
		if (!this.hasView) return { ...base, view: placedView(this.pointCount, placed) };
		this.sync();
		const json = this.sandbox.text('view', 'view');
		const read = readView(JSON.parse(json) as unknown, this.pointCount);
		if (!read.ok)
			throw new UserCodeError({
				message: {
					en: `The problem does not follow the API: ${read.why}.`,
					zh: `view 的返回值不符合接口：${read.why}。`
				},
				...placeOf(this.code, 'view')
			});
		return { ...base, view: read.view };
	}

	/**
	 * Boards leave the student's names out from now on: the command line prints views, never
	 * words, so it does not ask for them at each solution (the trial has asked for the first
	 * events' names, as the page does, so their mistakes are found all the same).
	 */
	leaveNamesOut(): void {
		this.namesShown = false;
	}

	/** Back to the start: nothing placed. */
	restart(): void {
		this.restore(0);
	}

	/** Frees the sandbox now rather than when the problem is collected. */
	dispose(): void {
		cleanup.unregister(this);
		this.sandbox.dispose();
	}
}
