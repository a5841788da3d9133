import { checkInputSize } from '../puzzles/input';
import { displays, firstPuzzleId, isPuzzleId, listingOf, type PuzzleId } from '../puzzles/registry';
import type { InputError, Lang, Text } from '../puzzles/types';
import { recordingEnded, type TimelineQuery } from '../timeline/moment';
import type { EventRows } from '../timeline/rows';
import { SearchFailure, type SearchChannel } from './channel';
import type { MessageKey } from './i18n';
import { LessonStore, type Bookmark, type LessonFile, type LessonSearch } from './lesson';
import { decodeLink, encodeLink, type LinkState } from './link';
import type { PredictScope, Question } from './predict';
import { filledOptions, InputDraft } from './session/input-draft.svelte';
import { Lesson } from './session/lesson.svelte';
import { nowhere, type Move } from './session/moves';
import { PlaybackClock } from './session/playback-clock.svelte';
import { definitionOf, narration, stepText, watchablePoints } from './session/readout';
import { SearchOverview } from './session/search-overview.svelte';
import { SearchSession } from './session/search-session.svelte';

export type { WatchablePoint } from './session/readout';
export type { LoadedSearch } from './session/search-session.svelte';

/** Above this many events a second the tree is drawn brief while playing (see SearchOverview). */
const BRIEF_TREE_SPEED = 60;

/**
 * The state of the classroom app, composed of its parts: the input panel's {@link InputDraft}, the
 * {@link SearchSession} in the worker, the {@link PlaybackClock}, the Timeline track and search
 * tree kept up to date, the link and the language. Views read its fields and call its methods.
 */
export class Player {
	/** Language of every word on the page. */
	lang = $state<Lang>('en');
	/** Draw the board's heat map. */
	showHeat = $state(false);
	/** The system asks for reduced motion. */
	reducedMotion = $state(false);
	/** Only the board, the narration and the playback controls: the page is embedded in a slide or a course page. */
	embed = $state(false);
	/** The Code view is hidden, so a class works the algorithm out from the board and the tree. */
	hideCode = $state(false);
	/** Predict mode: before an event is shown, the student is asked what happens. */
	predict = $state(false);
	/** Which events Predict mode asks about. */
	predictScope = $state<PredictScope>('all');
	/** The question waiting for an answer (the board stays at the step before it). */
	question = $state.raw<Question | null>(null);
	/** The last answer: whether it was right, and the right choice's words. */
	answered = $state.raw<{ readonly right: boolean; readonly answer: Text } | null>(null);
	/** Right answers out of questions answered. */
	score = $state.raw({ right: 0, answered: 0 });
	/** A short word on the last command ("No later backtrack recorded yet."). */
	notice = $state<MessageKey | null>(null);

	/** The input panel: puzzle, text, options, sample and the last input error. */
	readonly input = new InputDraft(() => void this.loadDraft());
	/** The search the worker holds, the moment on screen and how far it is recorded. */
	readonly session: SearchSession;
	/** Playback and its pause rules; a worker that fails stops it (the page says why). */
	readonly clock: PlaybackClock = new PlaybackClock((count) =>
		this.clock.playThrough(this.session, count).catch((error: unknown) => {
			if (!(error instanceof SearchFailure)) throw error;
			this.pause();
		})
	);
	/** The Timeline track and the search tree. */
	readonly overview: SearchOverview;
	/** The teacher's bookmarks on the search shown, kept in the browser and carried by Copy link. */
	readonly lesson = new Lesson();
	readonly #lessons: LessonStore;

	// The parts' state, read here by the views (see each part for what it means).
	readonly puzzleId = $derived.by(() => this.input.puzzleId);
	readonly draft = $derived.by(() => this.input.text);
	readonly draftOptions = $derived.by(() => this.input.options);
	readonly sampleId = $derived.by(() => this.input.sampleId);
	readonly inputError = $derived.by(() => this.input.inputError);
	readonly definition = $derived.by(() => this.input.definition);
	readonly loaded = $derived.by(() => this.session.loaded);
	readonly moment = $derived.by(() => this.session.moment);
	readonly target = $derived.by(() => this.session.target);
	readonly progress = $derived.by(() => this.session.progress);
	readonly failure = $derived.by(() => this.session.failure);
	/** What stopped the recording when the search's input failed mid-search (a student's code), or null. */
	readonly recordingFailure = $derived.by(() => this.session.progress?.failure ?? null);
	/** Why the search stopped for good (its worker failed or was closed), null while it runs. */
	readonly stopped = $derived.by(() => this.session.stopped);
	readonly recorded = $derived.by(() => this.session.recorded);
	readonly complete = $derived.by(() => this.session.complete);
	readonly playing = $derived.by(() => this.clock.playing);
	readonly series = $derived.by(() => this.overview.series);
	readonly tree = $derived.by(() => this.overview.tree);
	/** The step on screen. */
	readonly step = $derived(this.moment?.step ?? 0);
	/** Whether boards animate: single steps at classroom speeds, never under reduced motion. */
	readonly motion = $derived.by(
		() => !this.reducedMotion && this.session.singleStep && this.clock.motion
	);
	/** One sentence on the moment on screen, in the page's language. */
	readonly narration = $derived(narration(this.moment, this.lang));
	/** "Step N of M", saying so while the search is still being recorded. */
	readonly stepText = $derived(stepText(this.lang, this.step, this.progress));
	/** The decision points the user can pause at: those on the current call stack. */
	readonly watchablePoints = $derived(watchablePoints(this.moment, this.pauseAtPoint, this.lang));
	/** What the link holds but the step: it changes with a load or a setting, not with each step. */
	readonly linkSettings = $derived.by((): Omit<LinkState, 'step'> | null =>
		this.loaded === null
			? null
			: {
					...this.loaded,
					lang: this.lang,
					heat: this.showHeat,
					bookmarks: this.lesson.bookmarks,
					...(this.embed ? { embed: true } : {}),
					...(this.hideCode ? { hideCode: true } : {})
				}
	);
	/** What that link holds (null before a search is loaded): Copy link and the embed code read it. */
	readonly linkState = $derived(
		this.linkSettings === null ? null : { ...this.linkSettings, step: this.step }
	);
	/** The URL fragment that reopens the moment on screen, in this language, heat map on or off, with the lesson. */
	readonly link = $derived(this.linkState === null ? null : encodeLink(this.linkState));
	/** The bookmark the class is at, with its place in the lesson, while its step is on screen. */
	readonly bookmarkShown = $derived.by(() => {
		const at = this.lesson.at;
		const bookmark = this.lesson.bookmarks[at];
		return bookmark !== undefined && bookmark.step === this.step ? { index: at, bookmark } : null;
	});

	/** A link's step not recorded yet, which the page goes to once it is (null: none). */
	#awaited: { readonly step: number; readonly generation: number } | null = null;
	/** How many times playback was started: a load pauses only the playback that began before it. */
	#plays = 0;

	/**
	 * Resolves the first time the worker ends a recording (the search is recorded whole, stopped,
	 * or over its memory budget): from then on the worker leaves its core to the rest of the page.
	 */
	readonly recordingEnded: Promise<void>;
	#recordingEnded: () => void = () => {};

	/** `lessons` keeps each search's bookmarks (the browser's storage; a test's own). */
	constructor(channel: SearchChannel, lang: Lang = 'en', lessons = new LessonStore()) {
		this.#lessons = lessons;
		this.recordingEnded = new Promise((ended) => (this.#recordingEnded = ended));
		this.session = new SearchSession(channel, {
			onProgress: (progress) => {
				this.overview.recorded(progress);
				if (recordingEnded(progress)) this.#recordingEnded();
			},
			onSeek: (step) => this.overview.seeking(step),
			onStopped: () => this.pause()
		});
		this.overview = new SearchOverview(
			this.session,
			() => !(this.clock.playing && this.clock.speed > BRIEF_TREE_SPEED)
		);
		// Pause stops on the board shown, and the tree follows it there.
		this.clock.onPause = () => {
			this.session.holdStill();
			this.overview.settled();
		};
		this.lang = lang;
	}

	// Playback's settings live in the clock; the views read and bind them here.
	/** Events a second while playing. */
	get speed(): number {
		return this.clock.speed;
	}
	set speed(speed: number) {
		this.clock.speed = speed;
	}
	get pauseOnBacktrack(): boolean {
		return this.clock.pauseOnBacktrack;
	}
	set pauseOnBacktrack(on: boolean) {
		this.clock.pauseOnBacktrack = on;
	}
	get pauseOnSolution(): boolean {
		return this.clock.pauseOnSolution;
	}
	set pauseOnSolution(on: boolean) {
		this.clock.pauseOnSolution = on;
	}
	get pauseAtDepth(): number | null {
		return this.clock.pauseAtDepth;
	}
	set pauseAtDepth(depth: number | null) {
		this.clock.pauseAtDepth = depth;
	}
	get pauseAtPoint(): number | null {
		return this.clock.pauseAtPoint;
	}
	set pauseAtPoint(point: number | null) {
		this.clock.pauseAtPoint = point;
	}

	/**
	 * Opens the moment a link names, or the first sample of the first puzzle (the NYOJ 722 lesson
	 * sudoku) when there is no usable link. Resolves once the moment is on screen.
	 */
	async open(fragment: string): Promise<void> {
		const link = decodeLink(fragment, isPuzzleId);
		const lesson = firstPuzzleId;
		if (link === null || !(await this.#fetchPuzzle(link.puzzle))) return this.selectPuzzle(lesson);
		if (link.lang !== undefined) this.lang = link.lang;
		if (link.heat !== undefined) this.showHeat = link.heat;
		this.embed = link.embed ?? false;
		this.hideCode = link.hideCode ?? false;
		const size = checkInputSize(link.input);
		if (!size.ok) {
			// Too long to read: it never reaches the box or the worker; the lesson plays meanwhile.
			await this.selectPuzzle(lesson);
			this.input.inputError = size.error;
			return;
		}
		this.input.fill(link.puzzle, link.input, link.options);
		if (definitionOf(link.puzzle).writesCode === true) {
			// Code from a link is shown, never run unasked: the reader reads it and presses Run.
			if (!(await this.#fetchPuzzle(lesson))) return;
			const { input, options } = definitionOf(lesson).samples[0];
			await this.#load({ puzzle: lesson, input, options, step: 0 });
			this.notice = 'codeNotRun';
			return;
		}
		if ((await this.#load(link)) || this.loaded !== null) return;
		// A link with bad input keeps it in the box with its error; the lesson puzzle plays meanwhile.
		const error = this.inputError;
		if (!(await this.#fetchPuzzle(lesson))) return;
		const { input, options } = definitionOf(lesson).samples[0];
		await this.#load({ puzzle: lesson, input, options, step: 0 });
		this.input.inputError = error;
	}

	/**
	 * Chooses a puzzle in the input panel and loads its first sample, once the puzzle's code has
	 * loaded (each puzzle is its own chunk); if it cannot load, the panel stays as it was and says so.
	 */
	selectPuzzle = async (id: PuzzleId): Promise<void> => {
		if (await this.#fetchPuzzle(id)) await this.selectSample(this.input.choosePuzzle(id));
	};

	/** Loads a puzzle's code; false, with a notice, when it cannot be loaded (offline, no cache). */
	async #fetchPuzzle(id: PuzzleId): Promise<boolean> {
		try {
			if ((await displays.load(id)) !== undefined) return true;
		} catch (error) {
			console.warn(`The code of puzzle '${id}' did not load:`, error);
		}
		this.notice = 'puzzleNotLoaded';
		return false;
	}

	/** Loads one of the chosen puzzle's samples. */
	async selectSample(id: string): Promise<void> {
		if (this.input.chooseSample(id)) await this.loadDraft();
	}

	/** Changes one option and reloads the input with it. */
	async setOption(key: string, value: string): Promise<void> {
		this.input.setOption(key, value);
		await this.loadDraft();
	}

	/** The text of the "Puzzle input" box changed (typed, not loaded yet). */
	editDraft = (input: string): void => this.input.edit(input);
	/** The box refused text before taking it (see checkInputSize): it says why, the draft stays. */
	refuseText = (error: InputError): void => {
		this.input.inputError = error;
	};
	/** The puzzle's editor changed the input: reload shortly, once the edits pause. */
	editFromBoard = (input: string): void => this.input.editFromBoard(input);

	/** Loads the input panel's puzzle, text and options; on bad input the previous search stays. */
	loadDraft(): Promise<boolean> {
		const { puzzleId: puzzle, text: input, options } = this.input;
		return this.#load({ puzzle, input, options, step: 0 });
	}

	/**
	 * Reloads the search that stopped (same puzzle, input and options) in a new worker, and goes
	 * back to the step on screen, or to the link's step the page was still waiting for.
	 */
	async restartSearch(): Promise<void> {
		const step = this.#awaited?.step ?? this.step;
		const search = this.loaded;
		if (search === null) await this.loadDraft();
		else await this.#load({ ...search, step });
	}

	/**
	 * Loads a search and shows a step of it. Only a search the worker took stops playback: input
	 * that is too long (refused before it is sent) or bad leaves the search on screen as it was.
	 */
	async #load(link: LinkState): Promise<boolean> {
		const size = checkInputSize(link.input);
		if (!size.ok) {
			this.input.inputError = size.error;
			return false;
		}
		const options = filledOptions(link.puzzle, link.options);
		const plays = this.#plays;
		const outcome = await this.session.load(link.puzzle, link.input, options);
		if (outcome.type === 'inputError') this.input.inputError = outcome.error;
		// A user's code that kept its worker silent: the editor says so, where the user looks.
		const stuck = displays.loaded(link.puzzle)?.stuck;
		if (outcome.type === 'failed' && this.session.stopped?.kind === 'silent' && stuck !== undefined)
			this.input.inputError = { message: stuck };
		if (outcome.type !== 'loaded') return false;
		// Play pressed while the search loaded (right after "Restart search") plays the new one.
		if (this.#plays === plays) this.pause();
		this.notice = null;
		this.#awaited = null;
		this.input.inputError = null;
		this.overview.clear();
		this.pauseAtPoint = null;
		this.#takeLesson(outcome.search, link.bookmarks);
		this.question = null;
		this.answered = null;
		await this.#show(link.step);
		return true;
	}

	/** The search the lesson's bookmarks belong to. */
	#lessonSearch: LessonSearch | null = null;

	/**
	 * The lesson of a search just loaded: the bookmarks a link or a file brought (kept in the
	 * browser from then on), or those the browser kept for this search. Reloading the same search
	 * keeps the lesson as it is.
	 */
	#takeLesson(search: LessonSearch, bookmarks: readonly Bookmark[] | undefined): void {
		const same =
			this.#lessonSearch !== null &&
			this.#lessonSearch.puzzle === search.puzzle &&
			this.#lessonSearch.input === search.input &&
			JSON.stringify(this.#lessonSearch.options) === JSON.stringify(search.options);
		this.#lessonSearch = search;
		if (bookmarks !== undefined) {
			this.lesson.replace(bookmarks);
			this.#lessons.save(search, bookmarks);
		} else if (!same) this.lesson.replace(this.#lessons.load(search));
	}

	/** Keeps the lesson in the browser after a change. */
	#saveLesson(): void {
		if (this.#lessonSearch !== null) this.#lessons.save(this.#lessonSearch, this.lesson.bookmarks);
	}

	/** Bookmarks the step on screen with a note, after the bookmark the class is at. */
	addBookmark(note: string): boolean {
		if (!this.lesson.add(this.step, note)) {
			this.notice = 'lessonFull';
			return false;
		}
		this.#saveLesson();
		return true;
	}

	/** Deletes a bookmark of the lesson. */
	removeBookmark(index: number): void {
		this.lesson.remove(index);
		this.#saveLesson();
	}

	/** Moves a bookmark up (-1) or down (+1) the lesson. */
	moveBookmark(index: number, by: -1 | 1): void {
		this.lesson.move(index, by);
		this.#saveLesson();
	}

	/** Goes to a bookmark's step (once recorded) and shows its note. */
	async goToBookmark(index: number): Promise<void> {
		const bookmark = this.lesson.bookmarks[index];
		if (bookmark === undefined) return;
		this.pause();
		this.#stopWaiting();
		this.lesson.at = index;
		await this.#show(bookmark.step);
	}

	/** Goes to the lesson's next bookmark; after the last, says so. */
	nextBookmark = (): Promise<void> => {
		const index = this.lesson.nextIndex;
		if (index !== null) return this.goToBookmark(index);
		this.notice = this.lesson.bookmarks.length === 0 ? 'noBookmarks' : 'noMoreBookmarks';
		return Promise.resolve();
	};

	/** Goes back to the bookmark the class left, or to the previous one; at the first, says so. */
	previousBookmark = (): Promise<void> => {
		// Moved on from the bookmark the class is at: Previous goes back to it first.
		const away = this.bookmarkShown === null && this.lesson.at >= 0;
		const index = away ? this.lesson.at : this.lesson.previousIndex;
		if (index !== null) return this.goToBookmark(index);
		this.notice = this.lesson.bookmarks.length === 0 ? 'noBookmarks' : 'noEarlierBookmark';
		return Promise.resolve();
	};

	/**
	 * The events of steps `from..to` of the search shown, read by the worker in one pass (at most
	 * MAX_EVENT_ROWS, with `capped` set past that); null when a newer search replaced it.
	 */
	async eventRows(from: number, to: number): Promise<EventRows | null> {
		return (await this.session.request({ type: 'events', from, to }))?.rows ?? null;
	}

	/** Opens a lesson file's search with its bookmarks, ready at the first. */
	async openLesson(lesson: LessonFile): Promise<boolean> {
		if (!(await this.#fetchPuzzle(lesson.puzzle))) return false;
		this.input.fill(lesson.puzzle, lesson.input, lesson.options);
		return this.#load({ ...lesson, step: 0 });
	}

	/**
	 * Shows a step of the search just loaded. A step beyond what is recorded (a link into a long
	 * search) shows the furthest step recorded so far at once, with a note, and goes to the step
	 * once the worker has recorded it, unless the user has moved meanwhile.
	 */
	async #show(step: number): Promise<void> {
		const session = this.session;
		const generation = session.generation;
		// The first progress says how far the search is recorded; it comes within a tenth of a second.
		await session.recordedUpTo(Math.min(step, 1));
		if (generation !== session.generation) return;
		if (step <= this.recorded || this.complete) {
			await session.seekTo(step);
			return;
		}
		const awaited = { step, generation };
		this.#awaited = awaited;
		this.notice = 'stepNotRecorded';
		await session.seekTo(this.recorded);
		void session.recordedUpTo(step).then(() => {
			if (this.#awaited !== awaited || session.stopped !== null) return;
			this.#awaited = null;
			if (this.notice === 'stepNotRecorded') this.notice = null;
			if (generation === session.generation) void session.seekTo(step);
		});
	}

	/** The user moved: a link's step still being waited for, and a question not answered, are given up. */
	#stopWaiting(): void {
		this.#awaited = null;
		this.notice = null;
		this.question = null;
	}

	/** Shows the moment at a step; resolves to null when a newer seek replaced this one. */
	seekTo = (step: number): ReturnType<SearchSession['seekTo']> => this.session.seekTo(step);

	/** Moves the Timeline by hand: playback stops and the page follows the slider. */
	scrub(step: number): void {
		this.pause();
		this.#stopWaiting();
		void this.seekTo(step);
	}

	/**
	 * Step forward in Predict mode: the next event is read first, and if it is one the mode asks
	 * about, the question waits for an answer instead (the board stays where it is).
	 */
	async predictNext(): Promise<void> {
		if (this.question !== null) return;
		const current = this.moment;
		const search = this.loaded;
		if (current === null || search === null) return;
		this.pause();
		const display = displays.loaded(search.puzzle);
		// The questions' code loads the first time it is needed: most lessons never predict.
		const [{ questionBefore }, reply] = await Promise.all([
			import('./predict'),
			this.session.request({ type: 'seek', step: current.step + 1 })
		]);
		const next = reply?.moment;
		if (next === undefined || display === undefined || this.moment !== current) return;
		const question =
			next.step === current.step
				? null
				: questionBefore(
						current,
						next,
						display,
						listingOf(display, this.loaded?.input),
						this.predictScope
					);
		if (question === null) return this.scrub(next.step);
		this.answered = null;
		this.question = question;
	}

	/** Answers the question waiting: the score counts it, and the event is shown. */
	answer(choiceId: string): void {
		const question = this.question;
		if (question === null) return;
		const right = choiceId === question.answer;
		const answer = question.choices.find((choice) => choice.id === question.answer)?.label;
		this.score = { right: this.score.right + (right ? 1 : 0), answered: this.score.answered + 1 };
		this.answered = { right, answer: answer ?? { en: '', zh: '' } };
		this.question = null;
		this.scrub(question.step);
	}

	/** Turns Predict mode on or off; the score starts again when it is turned on. */
	setPredict(on: boolean): void {
		this.predict = on;
		this.question = null;
		this.answered = null;
		if (on) {
			this.pause();
			this.score = { right: 0, answered: 0 };
		}
	}

	/** Shows the next event. */
	stepForward = (): void => {
		if (this.predict) {
			void this.predictNext();
			return;
		}
		const session = this.session;
		// Pressed while a move is on its way (Next backtrack, then →): the step starts where it lands.
		if (session.moving) return session.afterMoves(() => this.stepForward());
		// Pressed while playing: playback stops on the board shown, and the step is the one after it.
		this.pause();
		const step = this.target + 1;
		if (step <= this.recorded || this.complete || session.stopped !== null) return this.scrub(step);
		// Not recorded yet (a key pressed right after a load): every press counts, and the page
		// goes to the step as soon as the worker has recorded it.
		this.pause();
		this.#stopWaiting();
		session.target = step;
		const awaited = { step, generation: session.generation };
		this.#awaited = awaited;
		void session.recordedUpTo(step).then(() => {
			if (this.#awaited !== awaited || session.generation !== awaited.generation) return;
			this.#awaited = null;
			void this.seekTo(step);
		});
	};
	/** Shows the previous event (restored from a checkpoint); at step 0, says this is the start. */
	stepBack = (): void => {
		if (this.session.moving) return this.session.afterMoves(() => this.stepBack());
		this.pause();
		if (this.target > 0) return this.scrub(this.target - 1);
		this.#stopWaiting();
		this.notice = 'atStart';
	};
	/** Back to the start of the search. */
	restart = (): void => this.scrub(0);
	/** To the last step recorded so far. */
	toEnd = (): void => this.scrub(this.recorded);

	/** Jumps to the previous backtrack. */
	previousBacktrack = (): Promise<void> => this.#move('previousBacktrack');
	/** Jumps to the next backtrack. */
	nextBacktrack = (): Promise<void> => this.#move('nextBacktrack');
	/** Jumps to the next solution. */
	nextSolution = (): Promise<void> => this.#move('nextSolution');
	/** Step into: the next event, into the deeper call after a place. */
	stepInto = (): Promise<void> => this.#move('into');
	/** Step over: this call's next line; a placement runs its deeper call, to the undo or a solution. */
	stepOver = (): Promise<void> => this.#move('over');
	/** Step out: on to where the current call has returned to its caller. */
	stepOut = (): Promise<void> => this.#move('out');
	/** Step into, backwards: the previous event. */
	stepIntoBack = (): Promise<void> => this.#move('intoBack');
	/** Step over, backwards: this call's previous line; from an undo, its placement or a solution. */
	stepOverBack = (): Promise<void> => this.#move('overBack');
	/** Step out, backwards: back to the place that began the current call. */
	stepOutBack = (): Promise<void> => this.#move('outBack');

	/**
	 * Pauses playback and moves where the worker places the move (after the moves before it), or
	 * says why there is nowhere to go.
	 */
	async #move(move: Move): Promise<void> {
		this.pause();
		this.#stopWaiting();
		const none = nowhere(move, this.complete);
		if ((await this.session.move(move)) === 'nowhere') this.notice = none;
	}

	/**
	 * The step at which the call at `level` of the call stack on screen began, for the call stack's
	 * clicks: its first event, where that frame is still on the stack (the worker works it out).
	 */
	async callStart(level: number): Promise<number | null> {
		try {
			const request = { type: 'callStart', from: this.step, level } as const;
			return (await this.session.request(request))?.step ?? null;
		} catch (error) {
			// The page already says why the worker could not answer.
			if (error instanceof SearchFailure) return null;
			throw error;
		}
	}

	/**
	 * Where a navigation query lands from `from`, or null when the recorded search has none;
	 * rejects with a {@link SearchFailure} when the worker could not answer.
	 */
	find = (from: number, query: TimelineQuery): Promise<number | null> =>
		this.session.find(from, query);

	/** Stops recording the search; everything recorded so far stays playable. */
	stopRecording = (): Promise<void> => this.session.stopRecording();

	/** Starts playback (from the start again when the whole search has been shown). */
	play(): void {
		if (this.playing || this.loaded === null || this.stopped !== null) return;
		this.#stopWaiting();
		if (this.complete && this.target >= this.recorded) void this.seekTo(0);
		this.#plays++;
		this.clock.play();
	}

	/** Stops playback where it is. */
	pause = (): void => this.clock.pause();
	/** Play or pause. */
	// In Predict mode Space and Play ask the next question instead of running past it.
	togglePlay = (): void =>
		this.predict ? this.stepForward() : this.playing ? this.pause() : this.play();
	/** One animation frame of playback by hand (the clock's own loop drives it in a browser). */
	frame = (elapsedSeconds: number): void => this.clock.frame(elapsedSeconds);

	/** A new channel of the kind this player's search runs on: Compare opens one per side. */
	openChannel = (): SearchChannel => this.session.openAnother();

	/** Stops the worker and every timer. */
	dispose(): void {
		this.pause();
		this.overview.dispose();
		this.input.dispose();
		this.session.dispose();
	}
}
