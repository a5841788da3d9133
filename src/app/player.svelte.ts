import type { SearchEvent } from '../engine/events';
import { isPuzzleId, puzzleById, puzzles } from '../puzzles/registry';
import type {
	InputError,
	Lang,
	PuzzleDefinition,
	PuzzleId,
	PuzzleOptions,
	Sample
} from '../puzzles/types';
import {
	MAX_TRY_SCAN,
	type DepthSeries,
	type IndexProgress,
	type Moment,
	type TimelineQuery
} from '../timeline/moment';
import type { SearchTree } from '../timeline/tree';
import type { WorkerRequest } from '../worker/protocol';
import { SearchClient, type Reply, type SearchChannel, type Unnumbered } from './channel';
import { translate, type MessageKey } from './i18n';
import { decodeLink, encodeLink, type LinkState } from './link';
import { DEFAULT_SPEED, MOTION_SPEED_LIMIT } from './speed';
import { callStartQuery, type StepMove } from '../timeline/stepping';

/** The search the worker holds: what was loaded, and the session number its progress carries. */
export interface LoadedSearch {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
	readonly session: number;
}

/** A decision point the page can pause at, named for the current board. */
export interface WatchablePoint {
	readonly point: number;
	readonly label: string;
}

/** Buckets asked of the worker for the Timeline track: about one per two pixels of a laptop's slider. */
const SERIES_BUCKETS = 240;
/** How often the Timeline track is redrawn while the search is being recorded. */
const SERIES_INTERVAL_MS = 500;
/** How long an edit in the puzzle's editor waits for the next one before the search reloads. */
const EDIT_DELAY_MS = 300;
/** Playback never carries more than this many seconds of events over from slow frames. */
const MAX_CARRY_SECONDS = 0.25;
/** While playing, the search tree is rebuilt at most this often (paused, after every move). */
const TREE_INTERVAL_MS = 250;

/** The definition of a puzzle the registry lists (every PuzzleId is listed). */
function definitionOf(id: PuzzleId): PuzzleDefinition {
	return puzzleById(id) ?? puzzles[0];
}

/** The puzzle's options with every default filled in, then the given values on top. */
export function withDefaults(definition: PuzzleDefinition, options: PuzzleOptions): PuzzleOptions {
	const filled: Record<string, string> = {};
	for (const spec of definition.options) filled[spec.key] = options[spec.key] ?? spec.default;
	return filled;
}

/** The sample with this input and these options, if the text is one of the puzzle's samples. */
function matchingSample(
	definition: PuzzleDefinition,
	input: string,
	options: PuzzleOptions
): Sample | undefined {
	return definition.samples.find(
		(sample) =>
			sample.input === input &&
			Object.entries(withDefaults(definition, sample.options)).every(
				([key, value]) => options[key] === value
			)
	);
}

/**
 * The state of the classroom app: the search the worker holds, the moment on screen, playback and
 * its pauses, the input panel and the language. Views read its fields and call its methods; it owns
 * the channel to the worker, keeps at most one seek in flight, and drops replies about a search
 * that has since been replaced.
 */
export class Player {
	/** Language of every word on the page. */
	lang = $state<Lang>('en');
	/** Puzzle chosen in the input panel (the loaded search may still be of another). */
	puzzleId = $state<PuzzleId>('sudoku');
	/** Text of the "Puzzle input" box. */
	draft = $state('');
	/** Option values chosen in the input panel. */
	draftOptions = $state.raw<PuzzleOptions>({});
	/** Sample chosen in the input panel, '' for the user's own input. */
	sampleId = $state('');
	/** Why the last Load failed; the previous search stays playable. */
	inputError = $state.raw<InputError | null>(null);
	/** The search the worker holds. */
	loaded = $state.raw<LoadedSearch | null>(null);
	/** The moment on screen. */
	moment = $state.raw<Moment | null>(null);
	/** The step the page is going to (equals the moment's step once the seek is answered). */
	target = $state(0);
	/** How far the worker has recorded the search. */
	progress = $state.raw<IndexProgress | null>(null);
	/** Backtracks and solutions over the recorded search, for the Timeline track. */
	series = $state.raw<DepthSeries | null>(null);
	/** The search tree around the current path, for the step on screen or one shown a moment ago while playing fast. */
	tree = $state.raw<SearchTree | null>(null);
	/** Whether playback runs. */
	playing = $state(false);
	/** Events a second while playing. */
	speed = $state(DEFAULT_SPEED);
	pauseOnBacktrack = $state(false);
	pauseOnSolution = $state(false);
	/** Pause when the search comes back up to this depth (null: off). */
	pauseAtDepth = $state<number | null>(null);
	/** Pause when the search tries at this decision point (null: off). */
	pauseAtPoint = $state<number | null>(null);
	/** Draw the board's heat map. */
	showHeat = $state(false);
	/** The system asks for reduced motion. */
	reducedMotion = $state(false);
	/** A short word on the last command ("No later backtrack recorded yet."). */
	notice = $state<MessageKey | null>(null);
	/** The worker failed or refused a request. */
	failure = $state<string | null>(null);
	/** Whether the last move was a single step (the only moves boards animate). */
	#singleStep = $state(true);

	/** The puzzle chosen in the input panel. */
	readonly definition = $derived(definitionOf(this.puzzleId));
	/** The step on screen. */
	readonly step = $derived(this.moment?.step ?? 0);
	/** Events recorded so far: the Timeline's end. */
	readonly recorded = $derived(this.progress?.events ?? 0);
	/** Recording has ended: the whole search, or as far as the memory budget or a stop allowed. */
	readonly complete = $derived(
		this.progress !== null &&
			(this.progress.complete || this.progress.overBudget || this.progress.stopped)
	);
	/** Whether boards animate: single steps at classroom speeds, never under reduced motion. */
	readonly motion = $derived(
		!this.reducedMotion && this.#singleStep && (!this.playing || this.speed <= MOTION_SPEED_LIMIT)
	);
	/** One sentence on the moment on screen, in the page's language. */
	readonly narration = $derived.by((): string => {
		const moment = this.moment;
		if (moment === null) return translate(this.lang, 'loading');
		if (moment.event === null) return translate(this.lang, 'pressPlay');
		return definitionOf(moment.board.puzzle).narrate(moment.event, moment.board, moment.counters)[
			this.lang
		];
	});
	/** "Step N of M", saying so while the search is still being recorded. */
	readonly stepText = $derived.by((): string => {
		const text = translate(this.lang, 'stepOf', { n: this.step, m: this.recorded });
		if (this.progress?.stopped) return `${text} ${translate(this.lang, 'recordingStopped')}`;
		return this.complete ? text : `${text} ${translate(this.lang, 'stillRecording')}`;
	});
	/** The decision points the user can pause at: those on the current call stack. */
	readonly watchablePoints = $derived.by((): WatchablePoint[] => {
		const moment = this.moment;
		if (moment === null) return [];
		const definition = definitionOf(moment.board.puzzle);
		const points = moment.frames.map((frame) => frame.point);
		const point = eventPoint(moment.event);
		if (point !== null) points.push(point);
		if (this.pauseAtPoint !== null) points.push(this.pauseAtPoint);
		return points
			.sort((a, b) => a - b)
			.filter((p, i, sorted) => i === 0 || sorted[i - 1] !== p)
			.map((p) => ({ point: p, label: definition.describePoint(moment.board, p)[this.lang] }));
	});
	/** The URL fragment that reopens the moment on screen. */
	readonly link = $derived.by((): string | null => {
		const loaded = this.loaded;
		if (loaded === null) return null;
		return encodeLink({
			puzzle: loaded.puzzle,
			input: loaded.input,
			options: loaded.options,
			step: this.step
		});
	});

	readonly #client: SearchClient;
	/** Bumped by each successful load: replies about an older search are dropped. */
	#generation = 0;
	#seekBusy = false;
	#queuedSeek: { step: number; resolve: (moment: Moment | null) => void } | null = null;
	#waiters: { step: number; resolve: () => void }[] = [];
	#seriesTimer: ReturnType<typeof setTimeout> | null = null;
	#seriesBusy = false;
	#seriesAgain = false;
	#editTimer: ReturnType<typeof setTimeout> | null = null;
	#jumps: Promise<void> = Promise.resolve();
	#treeBusy = false;
	#treeAgain = false;
	#treeTimer: ReturnType<typeof setTimeout> | null = null;
	#treeSentAt = -Infinity;
	/** Events owed to playback by the time passed. */
	#budget = 0;
	#advancing = false;

	constructor(channel: SearchChannel, lang: Lang = 'en') {
		this.#client = new SearchClient(
			channel,
			(progress) => this.#takeProgress(progress),
			(reply) => this.#fail(reply)
		);
		this.lang = lang;
	}

	// ---- Loading ----------------------------------------------------------------------------

	/**
	 * Opens the moment a link names, or the first sample of the first puzzle (the NYOJ 722 lesson
	 * sudoku) when there is no usable link. Resolves once the moment is on screen.
	 */
	async open(fragment: string): Promise<void> {
		const link = decodeLink(fragment, isPuzzleId);
		if (link === null) {
			await this.selectPuzzle(puzzles[0].id);
			return;
		}
		this.#fillPanel(link.puzzle, link.input, link.options);
		if ((await this.#load(link)) || this.loaded !== null) return;
		// A link with bad input keeps it in the box with its error; the lesson puzzle plays meanwhile.
		const error = this.inputError;
		const sample = puzzles[0].samples[0];
		await this.#load({
			puzzle: puzzles[0].id,
			input: sample.input,
			options: sample.options,
			step: 0
		});
		this.inputError = error;
	}

	/** Chooses a puzzle in the input panel and loads its first sample. */
	async selectPuzzle(id: PuzzleId): Promise<void> {
		this.puzzleId = id;
		this.inputError = null;
		const sample = definitionOf(id).samples[0];
		await this.selectSample(sample.id);
	}

	/** Loads one of the chosen puzzle's samples. */
	async selectSample(id: string): Promise<void> {
		const definition = this.definition;
		const sample = definition.samples.find((s) => s.id === id);
		if (sample === undefined) return;
		this.draft = sample.input;
		this.draftOptions = withDefaults(definition, sample.options);
		this.sampleId = sample.id;
		await this.loadDraft();
	}

	/** Changes one option and reloads the input with it. */
	async setOption(key: string, value: string): Promise<void> {
		this.draftOptions = { ...this.draftOptions, [key]: value };
		this.#syncSample();
		await this.loadDraft();
	}

	/** The text of the "Puzzle input" box changed (typed, not loaded yet). */
	editDraft(input: string): void {
		this.draft = input;
		this.#syncSample();
	}

	/** The puzzle's editor changed the input: reload shortly, once the edits pause. */
	editFromBoard(input: string): void {
		this.editDraft(input);
		if (this.#editTimer !== null) clearTimeout(this.#editTimer);
		this.#editTimer = setTimeout(() => {
			this.#editTimer = null;
			void this.loadDraft();
		}, EDIT_DELAY_MS);
	}

	/** Loads the input panel's puzzle, text and options; on bad input the previous search stays. */
	async loadDraft(): Promise<boolean> {
		return this.#load({
			puzzle: this.puzzleId,
			input: this.draft,
			options: this.draftOptions,
			step: 0
		});
	}

	#fillPanel(puzzle: PuzzleId, input: string, options: PuzzleOptions): void {
		this.puzzleId = puzzle;
		this.draft = input;
		this.draftOptions = withDefaults(definitionOf(puzzle), options);
		this.#syncSample();
	}

	#syncSample(): void {
		this.sampleId = matchingSample(this.definition, this.draft, this.draftOptions)?.id ?? '';
	}

	async #load(link: LinkState): Promise<boolean> {
		this.pause();
		this.notice = null;
		const options = withDefaults(definitionOf(link.puzzle), link.options);
		const reply = await this.#ask({
			type: 'load',
			puzzle: link.puzzle,
			input: link.input,
			options
		});
		if (reply.type === 'inputError') {
			this.inputError = reply.error;
			return false;
		}
		if (reply.type !== 'loaded') {
			this.#fail(reply);
			return false;
		}
		this.#generation++;
		for (const waiter of this.#waiters) waiter.resolve();
		this.#waiters = [];
		this.inputError = null;
		this.failure = null;
		this.loaded = { puzzle: link.puzzle, input: link.input, options, session: reply.session };
		this.series = null;
		this.tree = null;
		this.pauseAtPoint = null;
		this.progress = null;
		this.#client.follow(reply.session);
		const generation = this.#generation;
		if (link.step > 0) await this.#recordedUpTo(link.step);
		// A newer load may have replaced this search while it was being recorded.
		if (generation === this.#generation) await this.seekTo(link.step);
		return true;
	}

	/** Resolves once the search is recorded up to `step`, or completely, or replaced. */
	#recordedUpTo(step: number): Promise<void> {
		if (this.recorded >= step || this.complete) return Promise.resolve();
		return new Promise((resolve) => this.#waiters.push({ step, resolve }));
	}

	// ---- Moving through the timeline --------------------------------------------------------

	/**
	 * Shows the moment at a step (clamped to what is recorded). At most one seek is in flight: a
	 * newer target replaces one still waiting, whose promise then resolves to null.
	 */
	seekTo(step: number): Promise<Moment | null> {
		const clamped = Math.max(0, Math.min(Math.round(step), this.recorded));
		this.target = clamped;
		return new Promise((resolve) => {
			if (this.#seekBusy) {
				this.#queuedSeek?.resolve(null);
				this.#queuedSeek = { step: clamped, resolve };
			} else void this.#sendSeek(clamped, resolve);
		});
	}

	async #sendSeek(step: number, resolve: (moment: Moment | null) => void): Promise<void> {
		this.#seekBusy = true;
		const generation = this.#generation;
		const reply = await this.#ask({ type: 'seek', step });
		let shown: Moment | null = null;
		if (generation === this.#generation) {
			if (reply.type === 'moment') {
				this.#singleStep = Math.abs(reply.moment.step - this.step) <= 1;
				this.moment = reply.moment;
				shown = reply.moment;
				this.#scheduleTree();
			} else this.#fail(reply);
		}
		this.#seekBusy = false;
		resolve(shown);
		const next = this.#queuedSeek;
		this.#queuedSeek = null;
		if (next !== null) void this.#sendSeek(next.step, next.resolve);
	}

	/** Moves the Timeline by hand: playback stops and the page follows the slider. */
	scrub(step: number): void {
		this.pause();
		this.notice = null;
		void this.seekTo(step);
	}

	/** Shows the next event. */
	stepForward(): void {
		this.scrub(this.target + 1);
	}

	/** Shows the previous event at once (the worker restores it from a checkpoint). */
	stepBack(): void {
		this.scrub(this.target - 1);
	}

	/** Back to the start of the search. */
	restart(): void {
		this.scrub(0);
	}

	/** To the last step recorded so far. */
	toEnd(): void {
		this.scrub(this.recorded);
	}

	/** Jumps to the previous backtrack. */
	previousBacktrack(): Promise<void> {
		return this.#jump({ type: 'previousOfKind', kind: 'backtrack' }, 'noEarlierBacktrack');
	}

	/** Jumps to the next backtrack. */
	nextBacktrack(): Promise<void> {
		return this.#jump(
			{ type: 'nextOfKind', kind: 'backtrack' },
			this.complete ? 'noLaterBacktrackFinal' : 'noLaterBacktrack'
		);
	}

	/** Jumps to the next solution. */
	nextSolution(): Promise<void> {
		return this.#jump(
			{ type: 'nextOfKind', kind: 'solution' },
			this.complete ? 'noLaterSolutionFinal' : 'noLaterSolution'
		);
	}

	/** Asks the worker where a query lands and goes there; jumps run one after another. */
	#jump(query: TimelineQuery, none: MessageKey): Promise<void> {
		this.pause();
		this.notice = null;
		const run = async (): Promise<void> => {
			const generation = this.#generation;
			const found = await this.find(this.target, query);
			if (generation !== this.#generation) return;
			if (found === null) this.notice = none;
			else await this.seekTo(found);
		};
		this.#jumps = this.#jumps.then(run, run);
		return this.#jumps;
	}

	// ---- Stepping like a debugger --------------------------------------------------------------

	/** Step into: the next event, into the deeper call after a place. */
	stepInto(): Promise<void> {
		return this.#move('into');
	}

	/** Step over: on to the current call's next try, running a placed candidate's whole subtree at once. */
	stepOver(): Promise<void> {
		return this.#move('over');
	}

	/** Step out: on to where the current call has returned to its caller. */
	stepOut(): Promise<void> {
		return this.#move('out');
	}

	/** Step into, backwards: the previous event. */
	stepIntoBack(): Promise<void> {
		return this.#move('intoBack');
	}

	/** Step over, backwards: the current call's previous try, skipping a sibling's whole subtree. */
	stepOverBack(): Promise<void> {
		return this.#move('overBack');
	}

	/** Step out, backwards: back to the place that began the current call. */
	stepOutBack(): Promise<void> {
		return this.#move('outBack');
	}

	/**
	 * Asks the worker where a move from the step the page is going to lands (one round trip: it
	 * runs the depth queries of stepping.ts on its timeline), then goes there. Moves run one after
	 * another, each from where the last one landed, and pause playback.
	 */
	#move(move: StepMove): Promise<void> {
		this.pause();
		this.notice = null;
		const run = async (): Promise<void> => {
			const generation = this.#generation;
			if (this.loaded === null) return;
			const reply = await this.#ask({ type: 'stepMove', from: this.target, move });
			if (generation !== this.#generation) return;
			if (reply.type !== 'found') this.#fail(reply);
			else if (reply.step === null) this.notice = this.#nowhere(move);
			else await this.seekTo(reply.step);
		};
		this.#jumps = this.#jumps.then(run, run);
		return this.#jumps;
	}

	/** Why a move went nowhere: the start, the end, or the part not recorded yet. */
	#nowhere(move: StepMove): MessageKey {
		if (move === 'intoBack' || move === 'overBack' || move === 'outBack') return 'atStart';
		return this.complete ? 'searchOver' : 'notRecordedYet';
	}

	/**
	 * The step at which the call at `level` of the call stack on screen began (0 for the
	 * outermost call): the place that entered it, for the call stack's clicks.
	 */
	async callStart(level: number): Promise<number | null> {
		const query = callStartQuery(level);
		return query === null ? 0 : this.find(this.step, query);
	}

	/** Stops recording the search; everything recorded so far stays playable. */
	async stopRecording(): Promise<void> {
		if (this.loaded === null || this.complete) return;
		const reply = await this.#ask({ type: 'cancel' });
		if (reply.type !== 'cancelled') this.#fail(reply);
	}

	/**
	 * The step a navigation query lands on from `from` (the worker answers from its chunk
	 * summaries), or null when the recorded search has none; the page does not move.
	 */
	async find(from: number, query: TimelineQuery): Promise<number | null> {
		const reply = await this.#ask({ type: 'find', from, query });
		if (reply.type === 'found') return reply.step;
		this.#fail(reply);
		return null;
	}

	// ---- Playback ---------------------------------------------------------------------------

	/** Starts playback (from the start again when the whole search has been shown). */
	play(): void {
		if (this.playing || this.loaded === null) return;
		this.notice = null;
		if (this.complete && this.target >= this.recorded) void this.seekTo(0);
		// The first event shows at once: a press of Play should visibly do something.
		this.#budget = 1;
		this.playing = true;
	}

	/** Stops playback where it is. */
	pause(): void {
		this.playing = false;
		this.#budget = 0;
	}

	/** Play or pause. */
	togglePlay(): void {
		if (this.playing) this.pause();
		else this.play();
	}

	/**
	 * Advances playback by the time since the last animation frame: speed x elapsed events, in one
	 * jump. A jump stops exactly on the first backtrack, solution, return to the chosen depth or try
	 * at the chosen cell in its range, which the worker finds before the page moves.
	 */
	frame(elapsedSeconds: number): void {
		if (!this.playing) return;
		const carry = Math.max(1, this.speed * MAX_CARRY_SECONDS);
		this.#budget = Math.min(this.#budget + this.speed * elapsedSeconds, carry);
		if (this.#advancing) return;
		const count = Math.floor(this.#budget);
		if (count < 1) return;
		this.#budget -= count;
		this.#advancing = true;
		void this.#advance(count).finally(() => {
			this.#advancing = false;
		});
	}

	async #advance(count: number): Promise<void> {
		const generation = this.#generation;
		const from = this.target;
		const start = this.moment;
		if (from >= this.recorded) {
			// At the end of what is recorded: stop if that is the end, else wait for the worker.
			if (this.complete) this.pause();
			return;
		}
		// The worker looks for a try at the watched cell only so far ahead per question.
		const reach = this.pauseAtPoint === null ? count : Math.min(count, MAX_TRY_SCAN);
		const to = Math.min(from + reach, this.recorded);
		if (to === from + 1) {
			const moment = await this.seekTo(to);
			if (moment === null || generation !== this.#generation || !this.playing) return;
			if (this.#isStop(moment, start)) this.pause();
		} else {
			const queries = this.#stopQueries(start, to - from);
			const found = await Promise.all(queries.map((query) => this.find(from, query)));
			if (generation !== this.#generation || !this.playing) return;
			let stop = Infinity;
			for (const step of found) if (step !== null && step > from && step < stop) stop = step;
			const moment = await this.seekTo(Math.min(stop, to));
			if (moment !== null && stop <= to) this.pause();
		}
		if (this.playing && this.complete && this.target >= this.recorded) this.pause();
	}

	/** The worker queries that find where a jump of `count` events from the current moment must stop. */
	#stopQueries(start: Moment | null, count: number): TimelineQuery[] {
		const queries: TimelineQuery[] = [];
		if (this.pauseOnBacktrack) queries.push({ type: 'nextOfKind', kind: 'backtrack' });
		if (this.pauseOnSolution) queries.push({ type: 'nextOfKind', kind: 'solution' });
		const depth = this.pauseAtDepth;
		if (depth !== null && start !== null && start.depth > depth)
			queries.push({ type: 'nextAtDepth', maxDepth: depth });
		const point = this.pauseAtPoint;
		if (point !== null) queries.push({ type: 'nextTryAt', point, within: count });
		return queries;
	}

	/** Whether playback must stop on this moment, reached by one step from `previous`. */
	#isStop(moment: Moment, previous: Moment | null): boolean {
		const event = moment.event;
		if (event === null) return false;
		if (this.pauseOnBacktrack && event.kind === 'backtrack') return true;
		if (this.pauseOnSolution && event.kind === 'solution') return true;
		const depth = this.pauseAtDepth;
		if (depth !== null && previous !== null && previous.depth > depth && event.depth <= depth)
			return true;
		return this.pauseAtPoint !== null && event.kind === 'try' && event.point === this.pauseAtPoint;
	}

	// ---- Worker plumbing --------------------------------------------------------------------

	#ask(request: Unnumbered<WorkerRequest>): Promise<Reply> {
		return this.#client.ask(request);
	}

	#takeProgress(progress: IndexProgress): void {
		this.progress = progress;
		const done = progress.complete || progress.overBudget || progress.stopped;
		const waiting = this.#waiters;
		this.#waiters = waiting.filter((waiter) => {
			if (!done && progress.events < waiter.step) return true;
			waiter.resolve();
			return false;
		});
		this.#scheduleSeries(done);
	}

	#scheduleSeries(now: boolean): void {
		if (this.#seriesBusy) {
			this.#seriesAgain = true;
			return;
		}
		if (now && this.#seriesTimer !== null) {
			clearTimeout(this.#seriesTimer);
			this.#seriesTimer = null;
		}
		if (this.#seriesTimer !== null) return;
		this.#seriesTimer = setTimeout(
			() => {
				this.#seriesTimer = null;
				void this.#refreshSeries();
			},
			now ? 0 : SERIES_INTERVAL_MS
		);
	}

	async #refreshSeries(): Promise<void> {
		this.#seriesBusy = true;
		const generation = this.#generation;
		const reply = await this.#ask({ type: 'series', buckets: SERIES_BUCKETS });
		this.#seriesBusy = false;
		if (generation === this.#generation && reply.type === 'series') this.series = reply.series;
		if (this.#seriesAgain) {
			this.#seriesAgain = false;
			this.#scheduleSeries(this.complete);
		}
	}

	/**
	 * Rebuilds the search tree for the moment on screen: at once when paused, at most every
	 * TREE_INTERVAL_MS while playing, never more than one request in flight (a newer moment waits
	 * for the answer and is asked for next).
	 */
	#scheduleTree(): void {
		if (this.#treeBusy) {
			this.#treeAgain = true;
			return;
		}
		if (this.#treeTimer !== null) return;
		const wait = this.playing
			? Math.max(0, this.#treeSentAt + TREE_INTERVAL_MS - performance.now())
			: 0;
		if (wait <= 0) {
			void this.#refreshTree();
			return;
		}
		this.#treeTimer = setTimeout(() => {
			this.#treeTimer = null;
			void this.#refreshTree();
		}, wait);
	}

	async #refreshTree(): Promise<void> {
		const step = this.moment?.step;
		if (step === undefined || this.tree?.step === step) return;
		this.#treeBusy = true;
		this.#treeSentAt = performance.now();
		const generation = this.#generation;
		const reply = await this.#ask({ type: 'tree', step });
		this.#treeBusy = false;
		if (generation === this.#generation) {
			if (reply.type === 'tree') this.tree = reply.tree;
			else this.#fail(reply);
		}
		if (this.#treeAgain) {
			this.#treeAgain = false;
			this.#scheduleTree();
		}
	}

	#fail(reply: Reply): void {
		if (reply.type === 'error') this.failure = reply.message;
	}

	/** Stops the worker and every timer. */
	dispose(): void {
		this.pause();
		if (this.#seriesTimer !== null) clearTimeout(this.#seriesTimer);
		if (this.#treeTimer !== null) clearTimeout(this.#treeTimer);
		if (this.#editTimer !== null) clearTimeout(this.#editTimer);
		this.#client.terminate();
	}
}

/** The decision point an event is about, or null for solution and done. */
function eventPoint(event: SearchEvent | null): number | null {
	if (event === null || event.kind === 'solution' || event.kind === 'done') return null;
	return event.point;
}
