import { isPuzzleId, solvers } from '../puzzles/registry';
import { InputFailure } from '../puzzles/input';
import type { InputError, PuzzleSolver } from '../puzzles/types';
import { Timeline, type TimelineOptions } from '../timeline/timeline';
import { searchTree } from '../timeline/tree';
import { momentAt } from './moment-at';
import { neighbours } from './window';
import { readRequest, type WorkerRequest, type WorkerResponse } from './protocol';

/**
 * The parts of the worker only a teacher's action needs (a debugger move, a table of events):
 * loaded when first asked for, not with the worker, which the page starts at once (their code
 * counted 0.4 KB of the gzipped first load).
 */
const lazyParts = {
	stepping: () => import('../timeline/stepping'),
	rows: () => import('../timeline/rows')
};
type LazyParts = {
	-readonly [K in keyof typeof lazyParts]?: Awaited<ReturnType<(typeof lazyParts)[K]>>;
};

/** Which lazy part a request needs, if any. */
function partFor(request: WorkerRequest): keyof typeof lazyParts | null {
	if (request.type === 'stepMove' || request.type === 'callStart') return 'stepping';
	if (request.type === 'events') return 'rows';
	return null;
}

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
	/** Messages that came while code was loading (a puzzle's, a lazy part): answered in order once it is. */
	private waiting: unknown[] | null = null;
	/** The lazy parts loaded so far. */
	private readonly parts: LazyParts = {};

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
		const part = partFor(request);
		// Without a search, the request is refused at once: no code to load for that.
		if (part !== null && this.parts[part] === undefined && this.session !== null) {
			// Later messages wait while it loads: every request is answered in the order it came.
			this.waiting = [];
			void lazyParts[part]()
				.then((loaded) => {
					Object.assign(this.parts, { [part]: loaded });
					this.answerOrRefuse(request);
				})
				.catch((error: unknown) => {
					const message = error instanceof Error ? error.message : String(error);
					this.post({ type: 'error', id: request.id, message: `${part} did not load: ${message}` });
				})
				.finally(() => this.answerWaiting());
			return;
		}
		this.answerOrRefuse(request);
	}

	/**
	 * Loads now the parts a teacher's action needs (lazyParts), so that such a request is answered
	 * at once, in the same turn, as every other is: for tests that read the reply right away.
	 */
	async loadParts(): Promise<void> {
		for (const part of Object.keys(lazyParts) as (keyof typeof lazyParts)[])
			Object.assign(this.parts, { [part]: await lazyParts[part]() });
	}

	/** Answers a request read, or says why it could not be. */
	private answerOrRefuse(request: WorkerRequest): void {
		try {
			this.answer(request);
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			this.post({ type: 'error', id: request.id, message: `${request.type} failed: ${message}` });
		}
	}

	/** Answers, in order, the messages that waited for code to load. */
	private answerWaiting(): void {
		const queued = this.waiting ?? [];
		this.waiting = null;
		while (queued.length > 0) {
			if (this.waiting !== null) {
				// More code is loading (another puzzle's): what is left waits behind it, in order.
				(this.waiting as unknown[]).push(...queued);
				return;
			}
			this.handle(queued.shift());
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
				const { stepPlan, runStepPlan } = this.loaded('stepping');
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
			case 'callStart': {
				const { callStartPlan, runStepPlan } = this.loaded('stepping');
				this.post({
					type: 'found',
					id: request.id,
					step: runStepPlan(
						callStartPlan(Math.min(request.from, timeline.length), request.level),
						(from, query) => timeline.find(from, query)
					)
				});
				return;
			}
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
					rows: this.loaded('rows').eventRows(timeline, request.from, request.to)
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

	/** A lazy part, loaded before its requests are answered (see handle). */
	private loaded<K extends keyof typeof lazyParts>(part: K): NonNullable<LazyParts[K]> {
		const loaded = this.parts[part];
		if (loaded === undefined) throw new Error(`${part} is not loaded`);
		return loaded;
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
			.finally(() => this.answerWaiting());
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
			} while (now < deadline && !timeline.ended);
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
		if (timeline.ended) {
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
				stopped: !session.indexing && !session.timeline.ended,
				...(session.failure === undefined ? {} : { failure: session.failure })
			}
		});
	}
}
