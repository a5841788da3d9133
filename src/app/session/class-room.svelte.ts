import { untrack } from 'svelte';
import {
	normalizeCode,
	playbackStep,
	type ClassMoment,
	type ClassQuestion,
	type ClientMessage,
	type OpenQuestion,
	type Playback,
	type ServerMessage
} from '../../server/protocol';
import {
	BROWSER_WORLD,
	ClassConnection,
	type ConnectionHandlers,
	type ConnectionWorld
} from '../class/connection';
import { STUDENT_KEY, TEACHER_KEY } from '../class/keys';
import { decodeBookmarks, encodeBookmarks, type Bookmark } from '../lesson';
import { encodeLink, type LinkState } from '../link';

/** What the class part reads of the page and does to it: the player's parts, narrowed. */
export interface ClassPage {
	/** The search on screen as a class shares it (puzzle, input, options, hidden code), or null. */
	readonly shared: () => Omit<LinkState, 'step'> | null;
	readonly step: () => number;
	readonly playing: () => boolean;
	readonly speed: () => number;
	readonly bookmarks: () => readonly Bookmark[];
	/** Opens a link's search (a student's page; code in it waits for the student's Run). */
	readonly open: (link: string) => Promise<void>;
	/** Shows a step, paused. */
	readonly show: (step: number) => Promise<void>;
	/** Plays on from the step shown at a speed. */
	readonly play: (speed: number) => void;
	readonly pause: () => void;
	readonly setBookmarks: (bookmarks: readonly Bookmark[]) => void;
}

/** Where a teacher's room and a student's seat are kept across a reload of the tab. */
export interface ClassMemory {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

/** Tries a student makes to get back into its room after the server lost it (a restart). */
const REJOIN_TRIES = 40;
/** The first wait before such a try, in ms: the teacher's page makes the room again within about a second. */
const REJOIN_WAIT_MS = 1500;

/** Where the class stands, as the page says it. */
export type ClassStatus =
	| 'connecting'
	| 'live'
	| 'reconnecting'
	/** No relay answered: the page was served by a static host, not the Backstep server. */
	| 'unavailable'
	/** The relay refused: no such room (a wrong code), too many tries, a full room. */
	| 'refused'
	| 'ended';

/** A role in a class: the teacher's page, or a student's. */
export type ClassRole = 'teacher' | 'student';

/** The link a class shares: the search alone, step 0, so each page keeps its own language and heat map. */
export function sharedLink(shared: Omit<LinkState, 'step'>): string {
	const { puzzle, input, options, hideCode } = shared;
	return encodeLink({ puzzle, input, options, step: 0, ...(hideCode ? { hideCode } : {}) });
}

/**
 * A live class (issue 22), one part beside the session, the clock and the lesson. The teacher's
 * page makes a room on the Backstep server's relay and sends its search, step, playback and
 * bookmarks as they change; each student's page records its own search from the link and follows
 * the teacher's step from the playback (playing from step S at speed V since server time T), so no
 * message goes out per step. Only the relay's token drives a room: a student's page sends nothing
 * but its join and its answers.
 */
export class ClassRoom {
	/** The teacher's page or a student's. */
	readonly role: ClassRole;
	status = $state<ClassStatus>('connecting');
	/** The room's join code, once known. */
	code = $state<string | null>(null);
	/** The teacher's page: students connected. */
	students = $state(0);
	/** Whether students follow the teacher's steps (the teacher's switch). */
	follow = $state(true);
	/** A student's page: looking around on its own, not following (until it rejoins or is brought back). */
	exploring = $state(false);
	/** Why the relay refused a join or a room, when it did. */
	refusal = $state<string | null>(null);
	/** The question the class is asked, with its tally once the teacher shows the answers. */
	poll = $state.raw<OpenQuestion | null>(null);
	/** The teacher's page: students who answered the open question (of {@link students}). */
	answered = $state(0);
	/** A student's page: the key of its answer to the open question, once the relay took it. */
	myAnswer = $state<string | null>(null);

	/** Whether this page is still in its class: not ended, and not refused by the relay. */
	get active(): boolean {
		return this.status !== 'ended' && this.status !== 'refused';
	}

	/** Whether a student's page shows the teacher's moment as it changes. */
	get following(): boolean {
		return this.role === 'student' && this.follow && !this.exploring;
	}

	readonly #page: ClassPage;
	readonly #memory: ClassMemory;
	/** The line to the relay; null where none can be (a page opened from a file). */
	readonly #connection: ClassConnection | null;
	#token: string | null = null;
	#seat: string | null = null;
	readonly #nickname: string | undefined;
	/** A student's page: the teacher's moment as last heard. */
	#moment: ClassMoment | null = null;
	/** The link a student's page last opened from the class, so a repeat is not loaded again. */
	#openedLink: string | null = null;
	/** A student's page: applying one moment at a time; a newer one waits for it. */
	#applying: Promise<void> = Promise.resolve();
	/** The teacher's page: what it last sent, so a change is sent once. */
	#sent: { link?: string; playback?: string; lesson?: string | null; follow?: boolean } = {};
	#untrack: (() => void) | null = null;
	/** Joins (a student's) or reclaims (the teacher's) tried again after a refusal of the room it was in. */
	#rejoins = 0;
	/** The teacher's page: counts the relay's `teaching` replies, so each one has the moment sent again. */
	#round = $state(0);

	private constructor(
		role: ClassRole,
		page: ClassPage,
		url: string | null,
		memory: ClassMemory,
		world: ConnectionWorld,
		join:
			{ code: string; nickname?: string; seat?: string } | { code: string; token: string } | null
	) {
		this.role = role;
		this.#page = page;
		this.#memory = memory;
		if (join !== null) {
			this.code = join.code;
			if ('token' in join) this.#token = join.token;
			else this.#seat = join.seat ?? null;
		}
		this.#nickname = join !== null && 'nickname' in join ? join.nickname : undefined;
		const handlers: ConnectionHandlers = {
			opened: () => this.#opened(),
			message: (message) => this.#message(message),
			dropped: (again) => {
				if (this.status === 'ended' || this.status === 'refused') return;
				this.status = again === null ? 'unavailable' : 'reconnecting';
			}
		};
		this.#connection = url === null ? null : new ClassConnection(url, handlers, world);
		if (url === null) this.status = 'unavailable';
	}

	/** A teacher's page starting a class, or taking back the room it kept across a reload. */
	static teach(
		page: ClassPage,
		url: string | null,
		memory: ClassMemory,
		world: ConnectionWorld = BROWSER_WORLD
	): ClassRoom {
		const kept = readJson(memory.getItem(TEACHER_KEY));
		const room =
			typeof kept?.code === 'string' && typeof kept.token === 'string'
				? { code: kept.code, token: kept.token }
				: null;
		return new ClassRoom('teacher', page, url, memory, world, room);
	}

	/** A student's page joining a class by its code (with the seat it kept across a reload of this room). */
	static join(
		page: ClassPage,
		url: string | null,
		memory: ClassMemory,
		typed: string,
		nickname?: string,
		world: ConnectionWorld = BROWSER_WORLD
	): ClassRoom {
		const code = normalizeCode(typed);
		const kept = readJson(memory.getItem(STUDENT_KEY));
		const seat = kept?.code === code && typeof kept.seat === 'string' ? kept.seat : undefined;
		const name = nickname?.trim() || undefined;
		return new ClassRoom('student', page, url, memory, world, { code, nickname: name, seat });
	}

	/** The server's time as this page knows it (ms). */
	serverNow(): number {
		return this.#connection?.serverNow() ?? Date.now();
	}

	/** The teacher's switch: students follow the teacher's steps, or explore on their own. */
	setFollow(on: boolean): void {
		this.follow = on;
		this.#send({ type: 'follow', on });
		this.#sent.follow = on;
	}

	/** "Bring everyone back": every student's page returns to the teacher's moment. */
	bringBack(): void {
		this.#send({ type: 'bringBack' });
	}

	/** The teacher's page: puts a question on every student's page ("Ask the class"). */
	ask(question: ClassQuestion): void {
		this.answered = 0;
		this.#send({ type: 'ask', question });
	}

	/** The teacher's page: shows every page the tally and the right answer ("Show answers"). */
	reveal(answer: string): void {
		const open = this.poll;
		if (open !== null) this.#send({ type: 'reveal', questionId: open.question.id, answer });
	}

	/** The teacher's page: takes the question off every page. */
	dismiss(): void {
		if (this.poll !== null) this.#send({ type: 'dismiss' });
	}

	/** A student's page: answers the open question (again, to change its mind, until the answers show). */
	answer(key: string): void {
		const open = this.poll;
		if (open !== null && open.tally === null)
			this.#send({ type: 'answer', questionId: open.question.id, key });
	}

	/** A student's page: stops following until {@link rejoin}. */
	explore(): void {
		this.exploring = true;
	}

	/**
	 * A student's page: back to the teacher's moment, following again (while the teacher lets
	 * students explore, back to it once).
	 */
	rejoin(): void {
		this.exploring = false;
		this.#applyMoment(true);
	}

	/** "End class" on the teacher's page (the room closes, students are told); leaving, on a student's. */
	end(): void {
		if (this.role === 'teacher') this.#send({ type: 'end' });
		this.#forget();
		this.status = 'ended';
		this.dispose();
	}

	/** Closes the line to the relay and stops following the page. */
	dispose(): void {
		this.#untrack?.();
		this.#untrack = null;
		this.#connection?.close();
	}

	/** Forgets the room or seat this tab kept for a reload: the class is over for this page. */
	#forget(): void {
		this.#memory.removeItem(this.role === 'teacher' ? TEACHER_KEY : STUDENT_KEY);
	}

	#send(message: ClientMessage): void {
		this.#connection?.send(message);
	}

	#opened(): void {
		this.status = 'connecting';
		if (this.role === 'teacher') {
			this.#sent = {};
			const [code, token] = [this.code, this.#token];
			this.#send(
				code !== null && token !== null ? { type: 'reclaim', code, token } : { type: 'create' }
			);
		} else {
			const code = this.code ?? '';
			this.#send({
				type: 'join',
				code,
				...(this.#nickname !== undefined ? { nickname: this.#nickname } : {}),
				...(this.#seat !== null ? { seat: this.#seat } : {})
			});
		}
	}

	#message(message: ServerMessage): void {
		switch (message.type) {
			case 'teaching':
				this.status = 'live';
				this.#rejoins = 0;
				this.code = message.code;
				this.#token = message.token;
				this.students = message.students;
				this.#memory.setItem(
					TEACHER_KEY,
					JSON.stringify({ code: message.code, token: message.token })
				);
				// The page is the room's truth: what the relay lacks (after a restart: all of it) is sent.
				this.#sent = message.fresh
					? {}
					: {
							link: message.moment.link ?? undefined,
							lesson: message.moment.lesson,
							follow: message.moment.follow
						};
				this.#setFollowFromPage();
				this.#round++;
				this.#untrack ??= this.#track();
				return;
			case 'joined':
				this.status = 'live';
				this.#rejoins = 0;
				this.code = message.code;
				this.#seat = message.seat;
				this.#memory.setItem(
					STUDENT_KEY,
					JSON.stringify({ code: message.code, seat: message.seat, nickname: this.#nickname })
				);
				this.#moment = message.moment;
				this.follow = message.moment.follow;
				this.poll = message.moment.question;
				this.myAnswer = message.answer;
				// A first join opens the teacher's search even while students explore on their own.
				this.#applyMoment(this.#openedLink === null);
				return;
			case 'question':
				if (message.open?.question.id !== this.poll?.question.id) this.myAnswer = null;
				this.poll = message.open;
				return;
			case 'answered':
				this.answered = message.answered;
				this.students = message.students;
				return;
			case 'answerTaken':
				this.myAnswer = message.key;
				return;
			case 'students':
				this.students = message.count;
				return;
			case 'link':
				this.#update({ link: message.link, playback: message.playback });
				return;
			case 'playback':
				this.#update({ playback: message.playback });
				return;
			case 'lesson':
				this.#update({ lesson: message.lesson });
				return;
			case 'follow':
				this.follow = message.on;
				if (this.#moment !== null) this.#moment = { ...this.#moment, follow: message.on };
				if (this.following) this.#applyMoment();
				return;
			case 'bringBack':
				this.#moment = message.moment;
				this.exploring = false;
				this.#applyMoment(true);
				return;
			case 'ended':
				this.status = 'ended';
				this.#forget();
				this.dispose();
				return;
			case 'error':
				this.#refused(message.reason);
				return;
			default:
				return;
		}
	}

	/** A refusal that ends this page's part in the class: a wrong code, a taken code, a full room. */
	#refused(reason: string): void {
		if (!['noRoom', 'codeTaken', 'rateLimited', 'roomFull'].includes(reason)) return;
		if (this.role === 'teacher' && reason === 'noRoom') return;
		// A student who was in the room: the server restarted and the teacher's page has not made
		// the room again yet. It tries again, slowly, so a class does not use up its address's tries.
		// A teacher with its room's token, over its address's limit: the room is still its own, so
		// it waits and tries again rather than lose it.
		const back =
			this.role === 'student'
				? this.#seat !== null && reason !== 'roomFull'
				: this.#token !== null && reason === 'rateLimited';
		if (back && this.#rejoins < REJOIN_TRIES) {
			this.status = 'reconnecting';
			this.#connection?.retry(REJOIN_WAIT_MS * Math.min(4, ++this.#rejoins));
			return;
		}
		this.refusal = reason;
		this.status = 'refused';
		this.#forget();
		this.dispose();
	}

	/** A student's page: part of the moment changed. */
	#update(change: Partial<ClassMoment>): void {
		if (this.#moment === null) return;
		this.#moment = { ...this.#moment, ...change };
		if (this.following) this.#applyMoment();
	}

	/**
	 * Shows the teacher's moment on a student's page: the search (opened only when it changed), the
	 * bookmarks, and the step, paused or playing on from where the teacher's playback is now.
	 * `always`: also when not following (Bring everyone back).
	 */
	#applyMoment(always = false): void {
		const moment = this.#moment;
		if (moment === null || (!always && !this.following)) return;
		this.#applying = this.#applying.then(async () => {
			// A newer moment came while the last was shown: only the newest is applied.
			if (moment !== this.#moment) return;
			const page = this.#page;
			if (moment.link !== null && moment.link !== this.#openedLink) {
				this.#openedLink = moment.link;
				page.pause();
				await page.open(moment.link);
			}
			if (moment.lesson !== null) {
				const bookmarks = decodeBookmarks(moment.lesson);
				if (bookmarks !== null) page.setBookmarks(bookmarks);
			} else page.setBookmarks([]);
			await this.#applyPlayback(moment.playback);
		});
		// A moment the page could not show (its worker stopped, which the page says itself) must not
		// stop the next ones from being shown.
		this.#applying = this.#applying.catch(() => {});
	}

	async #applyPlayback(playback: Playback): Promise<void> {
		const page = this.#page;
		if (playback.state === 'paused') {
			page.pause();
			if (page.step() !== playback.step) await page.show(playback.step);
			return;
		}
		page.pause();
		await page.show(playbackStep(playback, this.serverNow()));
		page.play(playback.speed);
	}

	/** The teacher's page: keeps the follow switch as the page has it. */
	#setFollowFromPage(): void {
		if (this.#sent.follow !== this.follow) this.setFollow(this.follow);
	}

	/** The teacher's page: sends its playback, unless the relay has it already or has no search yet. */
	#sendPlayback(playing: boolean, speed: number, step: number): void {
		const message: ClientMessage = playing
			? { type: 'play', from: step, speed }
			: { type: 'seek', step };
		const key = playing ? `play ${step} ${speed}` : `seek ${step}`;
		if (this.#sent.playback === key || this.#sent.link === undefined) return;
		this.#sent.playback = key;
		this.#send(message);
	}

	/**
	 * The teacher's page: sends the search, the playback and the bookmarks whenever they change.
	 * The socket is the outside world, so this is an effect, torn down when the class ends.
	 */
	#track(): () => void {
		return $effect.root(() => {
			$effect(() => {
				void this.#round;
				const shared = this.#page.shared();
				if (shared === null) return;
				const link = sharedLink(shared);
				untrack(() => {
					if (this.#sent.link === link) return;
					this.#sent.link = link;
					// A new search starts the room's playback over: the step and playback follow it.
					this.#sent.playback = undefined;
					this.#send({ type: 'link', link });
					const page = this.#page;
					this.#sendPlayback(page.playing(), page.speed(), page.step());
				});
			});
			$effect(() => {
				void this.#round;
				const playing = this.#page.playing();
				const speed = this.#page.speed();
				// While playing, each page plays on by itself: only a start, a stop or a new speed is sent.
				const step = playing ? untrack(() => this.#page.step()) : this.#page.step();
				untrack(() => this.#sendPlayback(playing, speed, step));
			});
			$effect(() => {
				void this.#round;
				const bookmarks = this.#page.bookmarks();
				const lesson = bookmarks.length === 0 ? null : encodeBookmarks(bookmarks);
				untrack(() => {
					if (this.#sent.lesson === lesson) return;
					this.#sent.lesson = lesson;
					this.#send({ type: 'lesson', lesson });
				});
			});
		});
	}
}

/** A kept JSON object, or null when there is none or it does not read. */
function readJson(text: string | null): Record<string, unknown> | null {
	if (text === null) return null;
	try {
		const value: unknown = JSON.parse(text);
		return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
	} catch {
		return null;
	}
}
