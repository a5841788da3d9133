import { checkInputSize } from '../../puzzles/input';
import { displays, firstPuzzleId, isPuzzleId, type PuzzleId } from '../../puzzles/registry';
import type { Bookmark, LessonFile } from '../lesson';
import { decodeLink, type LinkState } from '../link';
import { filledOptions, type InputDraft } from './input-draft.svelte';
import type { Notice } from './notice.svelte';
import type { PageSettings } from './page-settings.svelte';
import { definitionOf } from './readout';
import type { LoadedSearch, SearchSession } from './search-session.svelte';

/** The parts a load fills. */
export interface LoadingParts {
	readonly session: SearchSession;
	readonly input: InputDraft;
	readonly settings: PageSettings;
	readonly notice: Notice;
}

/** What a load asks of the page. */
export interface LoadingHooks {
	/** How many times playback was started so far: a load pauses only the playback begun before it. */
	readonly plays: () => number;
	/** Stops playback. */
	readonly pause: () => void;
	/**
	 * The worker took a new search (or the same one again): the page starts on it afresh, with
	 * the bookmarks a link or a file brought (none: those the browser kept).
	 */
	readonly loaded: (search: LoadedSearch, bookmarks: readonly Bookmark[] | undefined) => void;
}

/**
 * Loading searches: a link, a puzzle, a sample, an option, the input panel's draft, a lesson
 * file, or the same search again after it stopped; then the step asked for, at once or once the
 * worker has recorded it. Input that cannot load leaves the search on screen as it was, and the
 * input panel says why.
 */
export class Loading {
	readonly #parts: LoadingParts;
	readonly #hooks: LoadingHooks;
	/** A lesson file whose code waits for Run: its bookmarks come with the search it names. */
	#waiting: LessonFile | null = null;

	constructor(parts: LoadingParts, hooks: LoadingHooks) {
		this.#parts = parts;
		this.#hooks = hooks;
	}

	/**
	 * Opens the moment a link names, or the first sample of the first puzzle (the NYOJ 722 lesson
	 * sudoku) when there is no usable link. Resolves once the moment is on screen.
	 */
	open = async (fragment: string): Promise<void> => {
		const { input, session, settings, notice } = this.#parts;
		const link = decodeLink(fragment, isPuzzleId);
		const lesson = firstPuzzleId;
		if (link === null || !(await this.#fetchPuzzle(link.puzzle))) return this.selectPuzzle(lesson);
		settings.takeLink(link);
		const size = checkInputSize(link.input);
		if (!size.ok) {
			// Too long to read: it never reaches the box or the worker; the lesson plays meanwhile.
			await this.selectPuzzle(lesson);
			input.refuse(size.error);
			return;
		}
		input.fill(link.puzzle, link.input, link.options);
		if (definitionOf(link.puzzle).writesCode === true) {
			// Code from a link is shown, never run unasked: the reader reads it and presses Run.
			if (!(await this.#loadFirstSample(lesson))) return;
			// An embed has no editor to read the code in: it says so and links to the full page.
			notice.say(settings.embed ? 'embedCodeNotRun' : 'codeNotRun');
			return;
		}
		if ((await this.#load(link)) || session.loaded !== null) return;
		// A link with bad input keeps it in the box with its error; the lesson puzzle plays meanwhile.
		const error = input.inputError;
		if (await this.#loadFirstSample(lesson)) input.refuse(error);
	};

	/**
	 * Chooses a puzzle in the input panel and loads its first sample, once the puzzle's code has
	 * loaded (each puzzle is its own chunk); if it cannot load, the panel stays as it was and says so.
	 */
	selectPuzzle = async (id: PuzzleId): Promise<void> => {
		if (await this.#fetchPuzzle(id)) await this.selectSample(this.#parts.input.choosePuzzle(id));
	};

	/** Loads one of the chosen puzzle's samples. */
	selectSample = async (id: string): Promise<void> => {
		if (this.#parts.input.chooseSample(id)) await this.loadDraft();
	};

	/** Changes one option and reloads the input with it. */
	setOption = async (key: string, value: string): Promise<void> => {
		this.#parts.input.setOption(key, value);
		await this.loadDraft();
	};

	/** Loads the input panel's puzzle, text and options; on bad input the previous search stays. */
	loadDraft = (): Promise<boolean> => {
		const { puzzleId: puzzle, text: input, options } = this.#parts.input;
		const waiting = this.#waiting;
		this.#waiting = null;
		const same =
			waiting !== null &&
			waiting.puzzle === puzzle &&
			waiting.input === input &&
			JSON.stringify(filledOptions(puzzle, waiting.options)) ===
				JSON.stringify(filledOptions(puzzle, options));
		return this.#load({
			puzzle,
			input,
			options,
			step: 0,
			...(same ? { bookmarks: waiting.bookmarks } : {})
		});
	};

	/**
	 * Reloads the search that stopped (same puzzle, input and options) in a new worker, and goes
	 * back to the step on screen, or to the link's step the page was still waiting for.
	 */
	restartSearch = async (): Promise<void> => {
		const session = this.#parts.session;
		const step = session.awaited ?? session.step;
		const search = session.loaded;
		if (search === null) await this.loadDraft();
		else await this.#load({ ...search, step });
	};

	/** Opens a lesson file's search with its bookmarks, ready at the first. */
	openLesson = async (lesson: LessonFile): Promise<boolean> => {
		if (!(await this.#fetchPuzzle(lesson.puzzle))) return false;
		this.#parts.input.fill(lesson.puzzle, lesson.input, lesson.options);
		if (definitionOf(lesson.puzzle).writesCode === true) {
			// Code from a file follows the rule for links: shown, never run unasked. The search on
			// screen stays; Run loads the code with the lesson's bookmarks.
			this.#waiting = lesson;
			this.#parts.notice.say('lessonCodeNotRun');
			return true;
		}
		return this.#load({ ...lesson, step: 0 });
	};

	/**
	 * Shows a step of the search loaded. A step beyond what is recorded (a link into a long
	 * search) shows the furthest step recorded so far at once, with a note, and goes to the step
	 * once the worker has recorded it, unless the user has moved meanwhile.
	 */
	show = async (step: number): Promise<void> => {
		const { session, notice } = this.#parts;
		const generation = session.generation;
		// The first progress says how far the search is recorded; it comes within a tenth of a second.
		await session.recordedUpTo(Math.min(step, 1));
		if (generation !== session.generation) return;
		if (step <= session.recorded || session.complete) {
			await session.seekTo(step);
			return;
		}
		notice.say('stepNotRecorded');
		const reached = session.awaitStep(step, false);
		await session.seekTo(session.recorded);
		void reached.then((went) => {
			if (went) notice.clear('stepNotRecorded');
		});
	};

	/** Loads a puzzle's code; false, with a notice, when it cannot be loaded (offline, no cache). */
	async #fetchPuzzle(id: PuzzleId): Promise<boolean> {
		try {
			if ((await displays.load(id)) !== undefined) return true;
		} catch (error) {
			console.warn(`The code of puzzle '${id}' did not load:`, error);
		}
		this.#parts.notice.say('puzzleNotLoaded');
		return false;
	}

	/** Loads a puzzle's first sample (the lesson that plays while a link cannot). */
	async #loadFirstSample(puzzle: PuzzleId): Promise<boolean> {
		if (!(await this.#fetchPuzzle(puzzle))) return false;
		const { input, options } = definitionOf(puzzle).samples[0];
		await this.#load({ puzzle, input, options, step: 0 });
		return true;
	}

	/**
	 * Loads a search and shows a step of it. Only a search the worker took stops playback: input
	 * that is too long (refused before it is sent) or bad leaves the search on screen as it was.
	 * Moves asked for meanwhile act once the step is on screen (see SearchSession.arrive).
	 */
	#load(link: LinkState): Promise<boolean> {
		return this.#parts.session.arrive(this.#loadAndShow(link));
	}

	async #loadAndShow(link: LinkState): Promise<boolean> {
		const { input, session, notice } = this.#parts;
		const size = checkInputSize(link.input);
		if (!size.ok) {
			input.refuse(size.error);
			return false;
		}
		const options = filledOptions(link.puzzle, link.options);
		const plays = this.#hooks.plays();
		const outcome = await session.load(link.puzzle, link.input, options);
		if (outcome.type === 'inputError') input.refuse(outcome.error);
		// A user's code that kept its worker silent: the editor says so, where the user looks.
		const stuck = displays.loaded(link.puzzle)?.stuck;
		if (outcome.type === 'failed' && session.stopped?.kind === 'silent' && stuck !== undefined)
			input.refuse({ message: stuck });
		if (outcome.type !== 'loaded') return false;
		// Play pressed while the search loaded (right after "Restart search") plays the new one.
		if (this.#hooks.plays() === plays) this.#hooks.pause();
		notice.clear();
		input.refuse(null);
		this.#hooks.loaded(outcome.search, link.bookmarks);
		await this.show(link.step);
		return true;
	}
}
