import { timingSafeEqual } from 'node:crypto';
import type {
	ClassMoment,
	ClassQuestion,
	ErrorReason,
	OpenQuestion,
	Playback,
	ServerMessage,
	TeacherMessage
} from './protocol';

/**
 * Who in a room a message goes to: the socket whose message it answers, the teacher's sockets,
 * the students' sockets, or all of them. Addressed by role, not by socket, so the relay (or, with
 * several processes, each process) hands it to the sockets it holds.
 */
export type Audience = 'sender' | 'teachers' | 'students' | 'everyone';

/** One message for some of a room's sockets. */
export interface Delivery {
	readonly to: Audience;
	readonly message: ServerMessage;
}

/** A message refused: an `error` to its sender. */
export function refusal(reason: ErrorReason, refused: string | null, message: string): Delivery {
	return { to: 'sender', message: { type: 'error', reason, refused, message } };
}

/** Seats a room keeps, connected or not: enough for a lecture hall, bounded for memory. */
export const MAX_SEATS = 2000;

/** A student as the room knows it: a name kept as text and never sent anywhere, and its sockets. */
interface Seat {
	readonly nickname: string;
	sockets: number;
}

/**
 * A room as plain JSON data: what a store shared by several processes (redis.ts) keeps, and
 * {@link Room.restore} reads back. Socket counts are the room's on every process together.
 */
export interface RoomSnapshot {
	readonly code: string;
	readonly token: string;
	readonly moment: ClassMoment;
	readonly answers: readonly (readonly [seat: string, key: string])[];
	readonly seats: readonly (readonly [seat: string, nickname: string, sockets: number])[];
	readonly students: number;
	readonly teachers: number;
	readonly idleSince: number | null;
}

const START: Playback = { state: 'paused', step: 0 };

/** A copy of a question with only the fields the protocol names: nothing else is passed on. */
const copyQuestion = (question: ClassQuestion): ClassQuestion => ({
	id: question.id,
	step: question.step,
	prompt: { en: question.prompt.en, zh: question.prompt.zh },
	choices: question.choices.map(({ key, label }) => ({
		key,
		label: { en: label.en, zh: label.zh }
	}))
});

/**
 * One class: the teacher's moment, the students' seats and the answers to the open question.
 * Pure logic: every change returns the {@link Delivery} list it makes, and the relay sends them.
 */
export class Room {
	/** The join code. */
	readonly code: string;
	readonly #token: Buffer;
	#link: string | null = null;
	#playback: Playback = START;
	#lesson: string | null = null;
	#follow = true;
	#question: OpenQuestion | null = null;
	/** The open question's answers by seat: one a student, the last one given. */
	readonly #answers = new Map<string, string>();
	readonly #seats = new Map<string, Seat>();
	#students = 0;
	#teachers = 0;
	#idleSince: number | null;

	/** A room with no teacher connected yet, idle since `now`. */
	constructor(code: string, token: string, now: number) {
		this.code = code;
		this.#token = Buffer.from(token, 'hex');
		this.#idleSince = now;
	}

	/** The room as JSON data, token included: for a store shared by several processes. */
	snapshot(): RoomSnapshot {
		return {
			code: this.code,
			token: this.#token.toString('hex'),
			moment: this.moment,
			answers: [...this.#answers],
			seats: [...this.#seats].map(([seat, held]) => [seat, held.nickname, held.sockets] as const),
			students: this.#students,
			teachers: this.#teachers,
			idleSince: this.#idleSince
		};
	}

	/** The room a {@link Room.snapshot} was taken of. */
	static restore(snapshot: RoomSnapshot): Room {
		const room = new Room(snapshot.code, snapshot.token, snapshot.idleSince ?? 0);
		room.#link = snapshot.moment.link;
		room.#playback = snapshot.moment.playback;
		room.#lesson = snapshot.moment.lesson;
		room.#follow = snapshot.moment.follow;
		room.#question = snapshot.moment.question;
		for (const [seat, key] of snapshot.answers) room.#answers.set(seat, key);
		for (const [seat, nickname, sockets] of snapshot.seats)
			room.#seats.set(seat, { nickname, sockets });
		room.#students = snapshot.students;
		room.#teachers = snapshot.teachers;
		room.#idleSince = snapshot.idleSince;
		return room;
	}

	/** Whether `token` is this room's teacher token (compared in constant time). */
	ownedBy(token: string): boolean {
		const given = Buffer.from(token, 'hex');
		return given.length === this.#token.length && timingSafeEqual(given, this.#token);
	}

	/** Everything a page needs to land on the teacher's moment. */
	get moment(): ClassMoment {
		return {
			link: this.#link,
			playback: this.#playback,
			lesson: this.#lesson,
			follow: this.#follow,
			question: this.#question
		};
	}

	/** Students connected now (a seat with two sockets, an old one not yet dropped, counts once). */
	get students(): number {
		return this.#students;
	}

	/** Teacher sockets connected now. */
	get teachers(): number {
		return this.#teachers;
	}

	/** Since when no teacher has been connected (server ms), or null while one is. */
	get idleSince(): number | null {
		return this.#idleSince;
	}

	/** Whether a seat was given in this room, so a returning student keeps it. */
	hasSeat(seat: string): boolean {
		return this.#seats.has(seat);
	}

	/** Whether a new seat would fit. */
	get full(): boolean {
		return this.#seats.size >= MAX_SEATS;
	}

	/** A teacher's socket came (create or reclaim): it gets the room, its token and the moment. */
	teacherArrives(token: string, fresh: boolean, now: number): Delivery[] {
		this.#teachers++;
		this.#idleSince = null;
		return [
			{
				to: 'sender',
				message: {
					type: 'teaching',
					code: this.code,
					token,
					fresh,
					moment: this.moment,
					students: this.#students,
					answered: this.#answeredNow(),
					server: now
				}
			}
		];
	}

	/** A teacher's socket went: the room starts its idle clock when it was the last. */
	teacherLeaves(now: number): void {
		this.#teachers = Math.max(0, this.#teachers - 1);
		if (this.#teachers === 0) this.#idleSince = now;
	}

	/** A student's socket came with a seat (new or returning): it gets the whole moment. */
	studentArrives(seat: string, nickname: string, now: number): Delivery[] {
		let held = this.#seats.get(seat);
		if (held === undefined) {
			held = { nickname, sockets: 0 };
			this.#seats.set(seat, held);
		}
		held.sockets++;
		const joined: Delivery = {
			to: 'sender',
			message: {
				type: 'joined',
				code: this.code,
				seat,
				moment: this.moment,
				answer: this.#answers.get(seat) ?? null,
				server: now
			}
		};
		if (held.sockets > 1) return [joined];
		this.#students++;
		return [joined, ...this.#countsForTeacher()];
	}

	/** A student's socket went. */
	studentLeaves(seat: string): Delivery[] {
		const held = this.#seats.get(seat);
		if (held === undefined || held.sockets === 0) return [];
		held.sockets--;
		if (held.sockets > 0) return [];
		this.#students--;
		return this.#countsForTeacher();
	}

	/** Carries out a teacher's message (the caller has checked the socket is the teacher's). */
	teach(message: TeacherMessage, now: number): Delivery[] {
		switch (message.type) {
			case 'link': {
				const dropped = this.#question !== null;
				this.#link = message.link;
				this.#playback = START;
				this.#setQuestion(null);
				const link: Delivery = {
					to: 'students',
					message: { type: 'link', link: message.link, playback: this.#playback }
				};
				return dropped ? [link, this.#questionForAll()] : [link];
			}
			case 'seek':
				return this.#setPlayback({ state: 'paused', step: message.step });
			case 'play':
				return this.#setPlayback({
					state: 'playing',
					from: message.from,
					speed: message.speed,
					since: now
				});
			case 'lesson':
				this.#lesson = message.lesson;
				return [{ to: 'students', message: { type: 'lesson', lesson: message.lesson } }];
			case 'follow':
				this.#follow = message.on;
				return [{ to: 'students', message: { type: 'follow', on: message.on } }];
			case 'bringBack':
				return [{ to: 'students', message: { type: 'bringBack', moment: this.moment } }];
			case 'ask': {
				// Seats that left before this question cannot answer it: forgetting them keeps the
				// room's seats bounded by the students of one question, not of the whole class.
				for (const [seat, held] of this.#seats) if (held.sockets === 0) this.#seats.delete(seat);
				this.#setQuestion({ question: copyQuestion(message.question), tally: null });
				return [this.#questionForAll(), ...this.#answeredForTeacher()];
			}
			case 'reveal': {
				const open = this.#question;
				if (open === null || open.question.id !== message.questionId)
					return [refusal('noQuestion', 'reveal', 'no open question has this id')];
				const keys = open.question.choices.map((choice) => choice.key);
				if (!keys.includes(message.answer))
					return [refusal('notAChoice', 'reveal', 'the answer is not one of the choices')];
				const counts = keys.map(() => 0);
				for (const key of this.#answers.values()) counts[keys.indexOf(key)]++;
				this.#question = {
					question: open.question,
					tally: { questionId: open.question.id, counts, answer: message.answer }
				};
				return [this.#questionForAll()];
			}
			case 'dismiss':
				if (this.#question === null) return [];
				this.#setQuestion(null);
				return [this.#questionForAll()];
			case 'end':
				return [{ to: 'everyone', message: { type: 'ended', reason: 'teacherEnded' } }];
		}
	}

	/**
	 * A student's answer: one per seat per question. A second one replaces the first (a student
	 * may change their mind) until the answers are shown; after that it is refused.
	 */
	answer(seat: string, questionId: string, key: string): Delivery[] {
		const open = this.#question;
		if (open === null || open.question.id !== questionId)
			return [refusal('noQuestion', 'answer', 'no open question has this id')];
		if (open.tally !== null)
			return [refusal('questionClosed', 'answer', 'the answers have been shown')];
		if (!open.question.choices.some((choice) => choice.key === key))
			return [refusal('notAChoice', 'answer', 'the key is not one of the choices')];
		this.#answers.set(seat, key);
		return [
			{ to: 'sender', message: { type: 'answerTaken', questionId, key } },
			...this.#answeredForTeacher()
		];
	}

	#setPlayback(playback: Playback): Delivery[] {
		this.#playback = playback;
		return [{ to: 'students', message: { type: 'playback', playback } }];
	}

	#setQuestion(open: OpenQuestion | null): void {
		this.#question = open;
		this.#answers.clear();
	}

	#questionForAll(): Delivery {
		return { to: 'everyone', message: { type: 'question', open: this.#question } };
	}

	/** Answers from students connected now: "K of N answered" never has K above N. */
	#answeredNow(): number {
		let answered = 0;
		for (const seat of this.#answers.keys())
			if ((this.#seats.get(seat)?.sockets ?? 0) > 0) answered++;
		return answered;
	}

	#answeredForTeacher(): Delivery[] {
		const open = this.#question;
		if (open === null || open.tally !== null) return [];
		return [
			{
				to: 'teachers',
				message: {
					type: 'answered',
					questionId: open.question.id,
					answered: this.#answeredNow(),
					students: this.#students
				}
			}
		];
	}

	#countsForTeacher(): Delivery[] {
		return [
			{ to: 'teachers', message: { type: 'students', count: this.#students } },
			...this.#answeredForTeacher()
		];
	}
}
