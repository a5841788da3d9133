import type { Lang } from '../puzzles/types';
import { SearchFailure, type SearchChannel } from './channel';
import { LessonStore } from './lesson';
import type { ClassPage, ClassRoom } from './session/class-room.svelte';
import { InputDraft } from './session/input-draft.svelte';
import { Lesson } from './session/lesson.svelte';
import { Loading } from './session/loading';
import { Navigation } from './session/navigation';
import { Notice } from './session/notice.svelte';
import { PageReadout } from './session/page-readout.svelte';
import { PageSettings } from './session/page-settings.svelte';
import { animationFrames, type FrameSource } from './session/frames';
import { PlaybackClock } from './session/playback-clock.svelte';
import { Predict } from './session/predict.svelte';
import { SearchOverview } from './session/search-overview.svelte';
import { SearchSession } from './session/search-session.svelte';
import { boardViews } from './views.svelte';

export type { WatchablePoint } from './session/readout';
export type { LoadedSearch } from './session/search-session.svelte';

/** Above this many events a second the tree is drawn brief while playing (see SearchOverview). */
const BRIEF_TREE_SPEED = 60;
/**
 * Above this many events a second the tree follows every other seek while playing (see
 * SearchOverview.seeking), and holds only the levels its view shows.
 */
const EVERY_TREE_SPEED = 30;

/**
 * The classroom app, composed of its parts. It creates them and wires their callbacks, nothing
 * else: views read each part's fields and call its methods (`player.clock.speed`,
 * `player.session.moment`, `player.navigation.stepForward()`), as a bits-ui component reads its
 * state class. A new part (a live class) joins the same way: one field, and the callbacks that
 * tie it to the others.
 */
export class Player {
	/** A short word on the last command ("No later backtrack recorded yet."). */
	readonly notice = new Notice();
	/** The input panel: puzzle, text, options, sample and the last input error. */
	readonly input = new InputDraft(
		() => void this.loading.loadDraft(),
		() => this.session.step
	);
	/** The search the worker holds, the moment on screen and how far it is recorded. */
	readonly session: SearchSession;
	/** Playback and its pause rules; a worker that fails stops it (the page says why). */
	readonly clock: PlaybackClock = new PlaybackClock((count) => {
		// The tree that waited for this frame is drawn with its moment (which playThrough shows
		// first), in one update: drawn by its own frame callback, it cost a second style and layout.
		this.overview.drawWaiting();
		return this.clock.playThrough(this.session, count).catch((error: unknown) => {
			if (!(error instanceof SearchFailure)) throw error;
			this.clock.pause();
		});
	});
	/** The Timeline track and the search tree. */
	readonly overview: SearchOverview;
	/** Language, heat map, reduced motion, embed, hidden code, and the link that carries them. */
	readonly settings: PageSettings;
	/** The narration, the step text and the points playback can pause at. */
	readonly readout: PageReadout;
	/** The teacher's bookmarks on the search shown, kept in the browser and carried by Copy link. */
	readonly lesson: Lesson;
	/** Predict mode: questions before events, and the score. */
	readonly predict: Predict;
	/** Playback, steps, jumps and the debugger's moves. */
	readonly navigation: Navigation;
	/** Links, puzzles, samples, options, drafts and lesson files loaded, and the step shown first. */
	readonly loading: Loading;
	/** The live class this page teaches or follows, once one is started or joined (its code loads then). */
	classroom = $state.raw<ClassRoom | null>(null);

	/**
	 * `lessons` keeps each search's bookmarks (the browser's storage; a test's own); playback's
	 * answers (moments and trees) wait for the next of `frames` to be drawn (the browser's; a test's).
	 */
	constructor(
		channel: SearchChannel,
		lang: Lang = 'en',
		lessons = new LessonStore(),
		frames: FrameSource | null = animationFrames()
	) {
		const session = new SearchSession(channel, {
			frames,
			onProgress: (progress) => this.overview.recorded(progress),
			// While playing, the board waits for the tree it asked for, so the two move in the same
			// frame; playing fast, every other seek asks for one.
			onSeek: (step, sent) =>
				this.overview.seeking(
					step,
					sent && this.clock.playing,
					this.clock.speed > EVERY_TREE_SPEED
				),
			onStopped: () => this.clock.pause(),
			idle: () => !this.clock.playing && this.classroom === null && !this.predict.on,
			// The board's view loads on first use: the first steps are drawn out of sight once it has.
			ready: () => {
				const puzzle = this.session.moment?.board.puzzle;
				return puzzle === undefined || boardViews.ready(puzzle);
			}
		});
		this.session = session;
		this.overview = new SearchOverview(
			session,
			() =>
				!this.clock.playing || this.clock.speed <= EVERY_TREE_SPEED
					? 'full'
					: this.clock.speed > BRIEF_TREE_SPEED
						? 'brief'
						: 'near',
			frames
		);
		// Pause stops on the board shown, and the tree follows it there.
		this.clock.onPause = () => {
			session.holdStill();
			this.overview.settled();
		};
		const step = () => session.step;
		this.settings = new PageSettings(
			lang,
			{ search: () => session.loaded, bookmarks: () => this.lesson.bookmarks, step },
			this.notice.say
		);
		this.readout = new PageReadout({
			moment: () => session.moment,
			progress: () => session.progress,
			lang: () => this.settings.lang,
			pauseAtPoint: () => this.clock.pauseAtPoint,
			refused: () => {
				const error = this.input.inputError;
				if (error === null) return null;
				const code = this.input.definition.writesCode === true;
				return { error, step: this.input.refusedAt, code };
			}
		});
		this.predict = new Predict(session, {
			pause: () => this.clock.pause(),
			show: (to) => this.navigation.scrub(to)
		});
		this.navigation = new Navigation({
			session,
			clock: this.clock,
			notice: this.notice,
			predict: this.predict
		});
		this.lesson = new Lesson(lessons, {
			step,
			go: (to) => {
				this.navigation.halt();
				return this.loading.show(to);
			},
			say: this.notice.say
		});
		const { input, settings, notice } = this;
		this.loading = new Loading(
			{ session, input, settings, notice },
			{
				plays: () => this.navigation.plays,
				pause: () => this.clock.pause(),
				loaded: (search, bookmarks) => {
					this.overview.clear();
					this.clock.pauseAtPoint = null;
					this.lesson.take(search, bookmarks);
					this.predict.clear();
				}
			}
		);
	}

	/** What a live class reads of this page and does to it. */
	readonly classPage: ClassPage = {
		shared: () => this.settings.linkSettings,
		step: () => this.session.step,
		playing: () => this.clock.playing,
		speed: () => this.clock.speed,
		bookmarks: () => this.lesson.bookmarks,
		open: (link) => this.loading.open(link),
		show: (step) => this.loading.show(step),
		play: (speed) => {
			this.clock.speed = speed;
			this.navigation.play();
		},
		pause: () => this.clock.pause(),
		setBookmarks: (bookmarks) => this.lesson.replace(bookmarks)
	};

	/**
	 * Starts a class as its teacher (or takes back the room this tab kept), or joins one as a
	 * student with `code`: the class's code loads now, not with the page.
	 */
	async enterClass(code?: string, nickname?: string): Promise<ClassRoom> {
		const [{ ClassRoom }, { relayUrl }] = await Promise.all([
			import('./session/class-room.svelte'),
			import('./class/connection')
		]);
		this.classroom?.dispose();
		const url = relayUrl(location);
		const classroom =
			code === undefined
				? ClassRoom.teach(this.classPage, url, sessionStorage)
				: ClassRoom.join(this.classPage, url, sessionStorage, code, nickname);
		this.classroom = classroom;
		return classroom;
	}

	/** The class this page teaches, while it is in it. */
	get teaching(): ClassRoom | null {
		const classroom = this.classroom;
		return classroom !== null && classroom.role === 'teacher' && classroom.active
			? classroom
			: null;
	}

	/** Leaves the class (a student's Leave the class, or closing the note that it ended). */
	leaveClass(): void {
		this.classroom?.end();
		this.classroom = null;
	}

	/** Stops the worker and every timer. */
	dispose(): void {
		this.classroom?.dispose();
		this.clock.pause();
		this.overview.dispose();
		this.input.dispose();
		this.session.dispose();
	}
}
