import { callStartPlan, runStepPlan, stepPlan, STEP_MOVES } from '../timeline/stepping';
import { isPuzzleId, solvers, type PuzzleId } from '../puzzles/registry';
import { InputFailure } from '../puzzles/input';
import type { InputError, PuzzleSolver } from '../puzzles/types';
import type { NavigableKind, TimelineQuery } from '../timeline/moment';
import { Timeline, type TimelineOptions } from '../timeline/timeline';
import { searchTree } from '../timeline/tree';
import { eventRows } from '../timeline/rows';
import { momentAt } from './moment-at';
import { neighbours } from './window';
import { MAX_WINDOW_REACH, type WorkerRequest, type WorkerResponse } from './protocol';

/** Runs a task later, after messages already queued (setTimeout 0, a MessageChannel, or a test's queue). */
export type Schedule = (task: () => void) => void;

/** Finds what the worker runs of a puzzle by its id, at once when it is loaded, or once its code has loaded. */
export type PuzzleLookup = (
	id: string
) => PuzzleSolver | undefined | Promise<PuzzleSolver | undefined>;

/** The worker's own lookup: a puzzle's code is fetched the first time a search of it is loaded. */
const lookupPuzzle: PuzzleLookup = (id) =>
	isPuzzleId(id) ? (solvers.loaded(id) ?? solvers.load(id)) : undefined;

/** Work done between two looks at the message queue: short enough that a seek waits at most this long. */
const SLICE_MS = 12;
/** Progress is posted at most this often while indexing (and once at the end). */
const PROGRESS_MS = 100;
/** Each call to index() aims at this much work, so the slice deadline is checked often enough. */
const BATCH_MS = 2;
const MIN_BATCH = 1 << 10;
const MAX_BATCH = 1 << 24;
const MAX_BUCKETS = 100_000;
/** Bounds on the tree's size a page may ask for: a tree is built between two indexing slices. */
const MAX_TREE_CHILDREN = 1000;
const MAX_TREE_LEVELS = 10_000;
/**
 * About how long the moments of one window request may take to read: well under an indexing
 * slice, so the page's other requests wait little behind a refill.
 */
const WINDOW_MS = 8;

const defaultSchedule: Schedule = (task) => setTimeout(task, 0);

/** How a host records and answers: the timeline's options, and (for tests) the window's time. */
export interface HostOptions extends TimelineOptions {
	/** About how long the moments of one window request may take (default WINDOW_MS). */
	readonly windowMs?: number;
}

/** One loaded search: its timeline and how far indexing has got. */
interface Session {
	readonly number: number;
	readonly timeline: Timeline;
	readonly started: number;
	indexing: boolean;
	lastProgress: number;
	/** Events per index() call, adapted to the search's speed. */
	batch: number;
	/** What stopped the recording when the input failed mid-search. */
	failure?: InputError;
}

/** A request that could not be read: what was wrong, and its id when one could be read. */
interface Malformed {
	readonly malformed: string;
	readonly id: number | null;
}

/**
 * The search side of the worker protocol, free of any browser API so it runs in Node tests: it
 * reads requests, loads puzzles, indexes the current search in short slices and answers seeks,
 * queries and series between them.
 *
 * @remarks
 * Every incoming message is checked: a malformed one, or one that needs a search when none is
 * loaded, gets an `error` reply, never a throw or silence. Only one search exists at a time; a
 * new `load` replaces it (unless its input is bad, which leaves it as it was).
 */
export class SearchHost {
	private readonly post: (message: WorkerResponse) => void;
	private readonly schedule: Schedule;
	private readonly lookup: PuzzleLookup;
	private readonly options: HostOptions;
	private session: Session | null = null;
	private sessions = 0;
	/** Messages that came while a puzzle's code was loading: answered in order once it is. */
	private waiting: unknown[] | null = null;

	/** `schedule` runs the next indexing slice; `lookup` and `options` are for tests. */
	constructor(
		post: (message: WorkerResponse) => void,
		schedule: Schedule = defaultSchedule,
		lookup: PuzzleLookup = lookupPuzzle,
		options: HostOptions = {}
	) {
		this.post = post;
		this.schedule = schedule;
		this.lookup = lookup;
		this.options = options;
	}

	/** Takes one message from the page and replies to it. Never throws. */
	handle(message: unknown): void {
		if (this.waiting !== null) {
			this.waiting.push(message);
			return;
		}
		const request = readRequest(message);
		if ('malformed' in request) {
			this.post({ type: 'error', id: request.id, message: request.malformed });
			return;
		}
		try {
			this.answer(request);
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			this.post({ type: 'error', id: request.id, message: `${request.type} failed: ${message}` });
		}
	}

	private answer(request: WorkerRequest): void {
		if (request.type === 'load') {
			this.load(request);
			return;
		}
		const session = this.session;
		if (session === null) {
			this.post({ type: 'error', id: request.id, message: 'no search is loaded' });
			return;
		}
		const timeline = session.timeline;
		switch (request.type) {
			case 'seek':
				this.post({ type: 'moment', id: request.id, moment: momentAt(timeline, request.step) });
				return;
			case 'window':
				this.post({
					type: 'window',
					id: request.id,
					window: neighbours(timeline, request, this.options.windowMs ?? WINDOW_MS)
				});
				return;
			case 'find':
				this.post({
					type: 'found',
					id: request.id,
					step: timeline.find(request.from, request.query)
				});
				return;
			case 'stepMove': {
				// The move starts from the event at `from`, as recorded here: no guess from the page.
				const origin = timeline.glance(request.from, 0);
				const plan = stepPlan(request.move, {
					step: origin.step,
					event: origin.event,
					length: timeline.length,
					complete: timeline.complete
				});
				this.post({
					type: 'found',
					id: request.id,
					step: runStepPlan(plan, (from, query) => timeline.find(from, query))
				});
				return;
			}
			case 'callStart':
				this.post({
					type: 'found',
					id: request.id,
					step: runStepPlan(
						callStartPlan(Math.min(request.from, timeline.length), request.level),
						(from, query) => timeline.find(from, query)
					)
				});
				return;
			case 'tree':
				this.post({
					type: 'tree',
					id: request.id,
					tree: searchTree(timeline, request.step, {
						maxChildren: request.maxChildren,
						maxLevels: request.maxLevels
					})
				});
				return;
			case 'series':
				this.post({
					type: 'series',
					id: request.id,
					series: timeline.depthSeries(request.buckets)
				});
				return;
			case 'events':
				// At most MAX_EVENT_ROWS events in one replay: about 0.1 s between two slices, once per download.
				this.post({
					type: 'events',
					id: request.id,
					rows: eventRows(timeline, request.from, request.to)
				});
				return;
			case 'cancel':
				if (session.indexing) {
					session.indexing = false;
					this.postProgress(session);
				}
				this.post({ type: 'cancelled', id: request.id });
				return;
		}
	}

	private load(request: Extract<WorkerRequest, { type: 'load' }>): void {
		const found = this.lookup(request.puzzle);
		if (!(found instanceof Promise)) {
			this.start(request, found);
			return;
		}
		// Later messages (seeks of this search, another load) wait: they are answered in order.
		this.waiting = [];
		found
			.then(
				(definition) => this.start(request, definition),
				(error: unknown) => {
					const message = error instanceof Error ? error.message : String(error);
					this.post({
						type: 'error',
						id: request.id,
						message: `the code of puzzle '${request.puzzle}' did not load: ${message}`
					});
				}
			)
			.catch((error: unknown) => {
				const message = error instanceof Error ? error.message : String(error);
				this.post({ type: 'error', id: request.id, message: `load failed: ${message}` });
			})
			.finally(() => {
				const queued = this.waiting ?? [];
				this.waiting = null;
				while (queued.length > 0) {
					if (this.waiting !== null) {
						// Another puzzle's code is loading: what is left waits behind it, in order.
						(this.waiting as unknown[]).push(...queued);
						return;
					}
					this.handle(queued.shift());
				}
			});
	}

	/** Starts a search of a puzzle whose definition is at hand (undefined: no such puzzle). */
	private start(
		request: Extract<WorkerRequest, { type: 'load' }>,
		definition: PuzzleSolver | undefined
	): void {
		if (definition === undefined) {
			this.post({ type: 'error', id: request.id, message: `unknown puzzle '${request.puzzle}'` });
			return;
		}
		const result = definition.load(request.input, request.options);
		if (!result.ok) {
			this.post({ type: 'inputError', id: request.id, error: result.error });
			return;
		}
		const timeline = new Timeline(result.value, this.options);
		if (this.session) this.session.indexing = false;
		const started = performance.now();
		const session: Session = {
			number: ++this.sessions,
			timeline,
			started,
			indexing: true,
			lastProgress: started,
			batch: 1 << 16
		};
		this.session = session;
		this.post({ type: 'loaded', id: request.id, session: session.number });
		this.schedule(() => this.slice(session));
	}

	/** Indexes for about SLICE_MS, then yields to the message queue; the next slice is scheduled. */
	private slice(session: Session): void {
		if (this.session !== session || !session.indexing) return;
		const timeline = session.timeline;
		const deadline = performance.now() + SLICE_MS;
		try {
			let now: number;
			do {
				const before = performance.now();
				timeline.index(session.batch);
				now = performance.now();
				const took = now - before;
				if (took < BATCH_MS / 2) session.batch = Math.min(MAX_BATCH, session.batch * 2);
				else if (took > BATCH_MS * 2) session.batch = Math.max(MIN_BATCH, session.batch >> 1);
			} while (now < deadline && !timeline.complete && !timeline.overBudget);
		} catch (error) {
			session.indexing = false;
			// A student's code that fails mid-search is the input's mistake: the page shows what and
			// where. Anything else is Backstep's own, for the console.
			if (error instanceof InputFailure) session.failure = error.error;
			else {
				const message = error instanceof Error ? error.message : String(error);
				this.post({ type: 'error', id: null, message: `indexing failed: ${message}` });
			}
			// Recording has ended: what was recorded stays playable, and the page stops waiting for more.
			this.postProgress(session);
			return;
		}
		if (timeline.complete || timeline.overBudget) {
			session.indexing = false;
			this.postProgress(session);
			return;
		}
		if (performance.now() - session.lastProgress >= PROGRESS_MS) this.postProgress(session);
		this.schedule(() => this.slice(session));
	}

	private postProgress(session: Session): void {
		const now = performance.now();
		session.lastProgress = now;
		this.post({
			type: 'progress',
			session: session.number,
			progress: {
				...session.timeline.progress(now - session.started),
				stopped: !session.indexing && !session.timeline.complete && !session.timeline.overBudget,
				...(session.failure === undefined ? {} : { failure: session.failure })
			}
		});
	}
}

// ----- reading requests -----

const KINDS: readonly NavigableKind[] = ['try', 'conflict', 'place', 'backtrack', 'solution'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number =>
	typeof value === 'number' && Number.isFinite(value);

/** A whole number from 1 to `max`. */
const inRange = (value: unknown, max: number): value is number =>
	isNumber(value) && Number.isInteger(value) && value >= 1 && value <= max;

/** A whole number from 0 up: a decision point or a count of events. */
const isCount = (value: unknown): value is number =>
	isNumber(value) && Number.isInteger(value) && value >= 0;

/** Checks a message against the protocol: a typed request, or what is wrong with it. */
export function readRequest(message: unknown): WorkerRequest | Malformed {
	if (!isRecord(message)) return { malformed: 'a request must be an object', id: null };
	const id = isNumber(message.id) ? message.id : null;
	if (id === null) return { malformed: 'a request needs a numeric id', id: null };
	const bad = (malformed: string): Malformed => ({ malformed, id });
	switch (message.type) {
		case 'load': {
			const { puzzle, input, options } = message;
			if (typeof puzzle !== 'string') return bad('load needs a puzzle id');
			if (typeof input !== 'string') return bad('load needs the input as a string');
			if (!isRecord(options) || !Object.values(options).every((v) => typeof v === 'string'))
				return bad('load needs options as an object of strings');
			return {
				type: 'load',
				id,
				// Any string passes here: the puzzle lookup is what says whether the puzzle exists.
				puzzle: puzzle as PuzzleId,
				input,
				options: options as Record<string, string>
			};
		}
		case 'seek':
			if (!isNumber(message.step)) return bad('seek needs a step number');
			return { type: 'seek', id, step: message.step };
		case 'window': {
			if (!isNumber(message.step)) return bad('window needs a step number');
			const { before, after } = message;
			if (!(
				isCount(before) &&
				before <= MAX_WINDOW_REACH &&
				isCount(after) &&
				after <= MAX_WINDOW_REACH
			))
				return bad(`window needs before and after from 0 to ${MAX_WINDOW_REACH}`);
			return { type: 'window', id, step: message.step, before, after };
		}
		case 'find': {
			if (!isNumber(message.from)) return bad('find needs a from step number');
			const query = readQuery(message.query);
			if (query === null) return bad('find needs a query of a known type');
			return { type: 'find', id, from: message.from, query };
		}
		case 'stepMove': {
			if (!isNumber(message.from)) return bad('stepMove needs a from step number');
			const move = STEP_MOVES.find((m) => m === message.move);
			if (move === undefined) return bad(`stepMove needs a move: ${STEP_MOVES.join(', ')}`);
			return { type: 'stepMove', id, from: message.from, move };
		}
		case 'callStart': {
			if (!isCount(message.from)) return bad('callStart needs a from step number');
			if (!isCount(message.level)) return bad('callStart needs a level from 0 up');
			return { type: 'callStart', id, from: message.from, level: message.level };
		}
		case 'tree': {
			if (!isNumber(message.step)) return bad('tree needs a step number');
			const { maxChildren, maxLevels } = message;
			if (maxChildren !== undefined && !inRange(maxChildren, MAX_TREE_CHILDREN))
				return bad(`tree needs maxChildren from 1 to ${MAX_TREE_CHILDREN}`);
			if (maxLevels !== undefined && !inRange(maxLevels, MAX_TREE_LEVELS))
				return bad(`tree needs maxLevels from 1 to ${MAX_TREE_LEVELS}`);
			return { type: 'tree', id, step: message.step, maxChildren, maxLevels };
		}
		case 'series': {
			const buckets = message.buckets;
			if (!isNumber(buckets) || buckets < 1 || buckets > MAX_BUCKETS)
				return bad(`series needs a number of buckets from 1 to ${MAX_BUCKETS}`);
			return { type: 'series', id, buckets };
		}
		case 'events': {
			if (!isNumber(message.from)) return bad('events needs a from step number');
			if (!isNumber(message.to)) return bad('events needs a to step number');
			return { type: 'events', id, from: message.from, to: message.to };
		}
		case 'cancel':
			return { type: 'cancel', id };
		default:
			return bad(`unknown request type ${JSON.stringify(message.type) ?? 'undefined'}`);
	}
}

function readQuery(query: unknown): TimelineQuery | null {
	if (!isRecord(query)) return null;
	if (query.type === 'nextOfKind' || query.type === 'previousOfKind') {
		const kind = KINDS.find((k) => k === query.kind);
		return kind === undefined ? null : { type: query.type, kind };
	}
	if (query.type === 'nextAtDepth' || query.type === 'previousAtDepth') {
		if (typeof query.maxDepth !== 'number' || Number.isNaN(query.maxDepth)) return null;
		return { type: query.type, maxDepth: query.maxDepth };
	}
	if (query.type === 'nextTryAt') {
		const { point, within } = query;
		if (!isCount(point) || !isCount(within)) return null;
		return { type: 'nextTryAt', point, within };
	}
	return null;
}
