/**
 * The live class protocol: what a teacher's or a student's page sends the class relay
 * (src/server/relay.ts) over its WebSocket, and what the relay sends back. Plain TypeScript with
 * no Node import, so the page reads the relay's messages with the same checks (built from
 * src/worker/validate.ts) the relay reads the page's with.
 *
 * Only state travels. A search is deterministic from its link state (puzzle, input, options), so
 * every student's page records its own search; the relay carries the teacher's link state, the
 * playback (a step, or "playing from step S at speed V since server time T", which each page
 * turns into a step itself, so no message goes out per step), the lesson's bookmarks, the
 * "students follow me" flag, and Predict questions with their tallies.
 *
 * Replies carry no request id: a page has at most one create, reclaim or join in flight, answers
 * come in the order asked, and an `error` names the type of message it refuses.
 */
import type { Text } from '../puzzles/types';
import {
	count,
	fields,
	finite,
	flag,
	isObject,
	list,
	nullable,
	oneOf,
	optional,
	type Check
} from '../worker/validate';

// ----- limits -----

/** Largest message a page may send, in bytes of UTF-8: a bigger one is refused and dropped. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Longest link state, in characters. A custom problem's code travels in it, so it is capped like
 * the message that carries it (a link is URL-encoded ASCII: a character is a byte).
 */
export const MAX_LINK_CHARACTERS = 60_000;
/** Longest lesson (the bookmarks as a link's `lesson` value holds them), in characters. */
export const MAX_LESSON_CHARACTERS = 60_000;
/** Longest nickname, in characters (code points). */
export const MAX_NICKNAME = 24;
/** The letters of a join code: no 0/O, 1/I/L, which read alike on a projector. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a join code. */
export const CODE_LENGTH = 6;
/** Fewest and most choices a question offers. */
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 8;
/** Longest question id or choice key, in characters. */
export const MAX_KEY = 64;
/** Longest prompt or choice label, in characters per language. */
export const MAX_LABEL = 300;
/** Fastest playback the relay passes on, in events a second (the page's Speed slider's top). */
export const MAX_SPEED = 1e7;

// ----- the room's moment -----

/**
 * Where the teacher is in the search: paused at a step, or playing from step `from` at `speed`
 * events a second since server time `since` (ms, the server's `Date.now()`); a page finds the
 * step with {@link playbackStep} and its estimate of the server's clock.
 */
export type Playback =
	| { readonly state: 'paused'; readonly step: number }
	| {
			readonly state: 'playing';
			readonly from: number;
			readonly speed: number;
			readonly since: number;
	  };

/** One answer a question offers: the key the tally counts it under, and its words. */
export interface ClassChoice {
	readonly key: string;
	readonly label: Text;
}

/** A Predict question the teacher asks the class: its id, the step it is asked at, and the choices. */
export interface ClassQuestion {
	readonly id: string;
	readonly step: number;
	readonly prompt: Text;
	readonly choices: readonly ClassChoice[];
}

/** The class's answers once shown: a count per choice (in the question's order, no names) and the right key. */
export interface Tally {
	readonly questionId: string;
	readonly counts: readonly number[];
	readonly answer: string;
}

/** The question on every page, with its tally once the teacher has shown the answers. */
export interface OpenQuestion {
	readonly question: ClassQuestion;
	readonly tally: Tally | null;
}

/** Everything a page needs to land on the teacher's moment: what a join (or rejoin) gets. */
export interface ClassMoment {
	/** The teacher's link state (a URL fragment, src/app/link.ts); null until the teacher's page sends one. */
	readonly link: string | null;
	readonly playback: Playback;
	/** The bookmarks as `encodeBookmarks` writes them (a link's `lesson` value); null for none. */
	readonly lesson: string | null;
	/** Whether students follow the teacher's steps. */
	readonly follow: boolean;
	readonly question: OpenQuestion | null;
}

// ----- client → server -----

/**
 * What only the teacher's socket (one that created or reclaimed the room with its token) may
 * send. From any other socket each is refused with `notTeacher` and changes nothing.
 */
export type TeacherMessage =
	/** A new search: playback goes back to step 0 paused, and an open question is dropped (its step was the old search's). */
	| { readonly type: 'link'; readonly link: string }
	/** Pause at a step (also: stop playing there). */
	| { readonly type: 'seek'; readonly step: number }
	/** Play from a step at a speed: the relay stamps its own clock as the start. */
	| { readonly type: 'play'; readonly from: number; readonly speed: number }
	/** The lesson's bookmarks changed (null: none). */
	| { readonly type: 'lesson'; readonly lesson: string | null }
	/** "Students follow me" on or off. */
	| { readonly type: 'follow'; readonly on: boolean }
	/** "Bring everyone back": every student returns to the teacher's moment. */
	| { readonly type: 'bringBack' }
	/** "Ask the class": puts a question on every student's page (replacing any open one). */
	| { readonly type: 'ask'; readonly question: ClassQuestion }
	/** "Show answers": every page gets the tally and the right answer; answers close. */
	| { readonly type: 'reveal'; readonly questionId: string; readonly answer: string }
	/** Takes the question off every page. */
	| { readonly type: 'dismiss' }
	/** "End class": students are told, the room closes. */
	| { readonly type: 'end' };

/** What a page sends the relay. */
export type ClientMessage =
	/** A teacher's page asks for a room: answered with `teaching` (a new code and token). */
	| { readonly type: 'create' }
	/**
	 * A teacher's page takes its room back after a reload or a dropped connection: answered with
	 * `teaching`. A room the server does not know (it restarted) is made again under the same code,
	 * `fresh`; a code held by another token is refused with `codeTaken`.
	 */
	| { readonly type: 'reclaim'; readonly code: string; readonly token: string }
	/**
	 * A student joins by code: answered with `joined` and the room's whole moment. `seat` is the one
	 * a previous `joined` gave, so a reconnecting student keeps its answer and is counted once.
	 */
	| {
			readonly type: 'join';
			readonly code: string;
			readonly nickname?: string;
			readonly seat?: string;
	  }
	/**
	 * A student's answer to the open question. One per student per question: a second one
	 * replaces the first until the answers are shown, after which it is refused (`questionClosed`).
	 */
	| { readonly type: 'answer'; readonly questionId: string; readonly key: string }
	/** Clock sync: answered with `pong`, which carries `t` back with the server's time. */
	| { readonly type: 'ping'; readonly t: number }
	| TeacherMessage;

// ----- server → client -----

/** Why a message was refused. */
export type ErrorReason =
	/** Over {@link MAX_MESSAGE_BYTES}. */
	| 'tooLarge'
	/** Not JSON, not a known type, or a field that does not pass its check. */
	| 'malformed'
	/** A teacher's message from a socket that is not the room's teacher. */
	| 'notTeacher'
	/** An answer from a socket that has not joined as a student. */
	| 'notStudent'
	/** A create, reclaim or join from a socket already in a room. */
	| 'inRoom'
	/** No room has this code (or it ended). */
	| 'noRoom'
	/** The code belongs to another token. */
	| 'codeTaken'
	/** Too many failed joins or reclaims, or rooms created, from this address lately. */
	| 'rateLimited'
	/** The room holds as many students as it may. */
	| 'roomFull'
	/** No open question has this id. */
	| 'noQuestion'
	/** The answers have been shown. */
	| 'questionClosed'
	/** No choice of the question has this key. */
	| 'notAChoice';

/** Refusals that count against a socket: a page that keeps the protocol never gets one. */
export const STRIKE_REASONS: readonly ErrorReason[] = [
	'tooLarge',
	'malformed',
	'notTeacher',
	'notStudent'
];

/** Why a room closed: the teacher ended the class, or no teacher was connected for too long. */
export type EndReason = 'teacherEnded' | 'expired';

/** What the relay sends a page. */
export type ServerMessage =
	/**
	 * The teacher's room: after `create` or `reclaim`. `fresh` says the server knows nothing of the
	 * moment (a new room, or one made again after a restart): the page sends its link and playback.
	 * `server` is the server's `Date.now()`, for the page's clock offset.
	 */
	| {
			readonly type: 'teaching';
			readonly code: string;
			readonly token: string;
			readonly fresh: boolean;
			readonly moment: ClassMoment;
			readonly students: number;
			readonly answered: number;
			readonly server: number;
	  }
	/**
	 * A student is in: the room's whole moment, its seat (to rejoin with) and its answer to the
	 * open question, if it gave one. `server` as in `teaching`.
	 */
	| {
			readonly type: 'joined';
			readonly code: string;
			readonly seat: string;
			readonly moment: ClassMoment;
			readonly answer: string | null;
			readonly server: number;
	  }
	/** The answer to `ping`: its `t`, and the server's `Date.now()` when it answered. */
	| { readonly type: 'pong'; readonly t: number; readonly server: number }
	/** To students: the teacher opened another search (playback starts over). */
	| { readonly type: 'link'; readonly link: string; readonly playback: Playback }
	/** To students: the teacher's step or playback changed. */
	| { readonly type: 'playback'; readonly playback: Playback }
	/** To students: the bookmarks changed. */
	| { readonly type: 'lesson'; readonly lesson: string | null }
	/** To students: "students follow me" was switched. */
	| { readonly type: 'follow'; readonly on: boolean }
	/** To students: return to the teacher's moment, whatever you are looking at. */
	| { readonly type: 'bringBack'; readonly moment: ClassMoment }
	/** To everyone: a question was asked, shown with its tally, or taken off (null). */
	| { readonly type: 'question'; readonly open: OpenQuestion | null }
	/** To the student who answered: the answer it now has. */
	| { readonly type: 'answerTaken'; readonly questionId: string; readonly key: string }
	/** To the teacher: how many students are connected. */
	| { readonly type: 'students'; readonly count: number }
	/** To the teacher: K of N answered the open question. */
	| {
			readonly type: 'answered';
			readonly questionId: string;
			readonly answered: number;
			readonly students: number;
	  }
	/** To everyone in the room: it closed. */
	| { readonly type: 'ended'; readonly reason: EndReason }
	/** A message was refused and dropped: why, and the type it had when one could be read. */
	| {
			readonly type: 'error';
			readonly reason: ErrorReason;
			readonly refused: string | null;
			readonly message: string;
	  };

// ----- the playback clock -----

/** The step a playback is at, at server time `serverNow` (ms): whole events since it began. */
export function playbackStep(playback: Playback, serverNow: number): number {
	if (playback.state === 'paused') return playback.step;
	const elapsed = Math.max(0, serverNow - playback.since);
	return playback.from + Math.floor((elapsed * playback.speed) / 1000);
}

/** A code as a student may type it ("abc 234", "ABC-234"): upper case, without spaces or dashes. */
export function normalizeCode(typed: string): string {
	return typed.toUpperCase().replace(/[\s-]/g, '');
}

// ----- checks -----

/** A string of at most `max` characters (UTF-16 units: a cheap bound, checked before any copy). */
const textUpTo =
	(max: number, min = 0): Check =>
	(value) =>
		typeof value === 'string' && value.length >= min && value.length <= max
			? null
			: `is not a string of ${min} to ${max} characters`;

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
/** A join code: {@link CODE_LENGTH} letters of {@link CODE_ALPHABET}. */
export const isCode = (value: unknown): value is string =>
	typeof value === 'string' && CODE_PATTERN.test(value);
const code: Check = (value) => (isCode(value) ? null : 'is not a join code');

/** A teacher's token or a student's seat: 128 bits as 32 lower-case hex digits. */
export const isSecret = (value: unknown): value is string =>
	typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
const secret: Check = (value) => (isSecret(value) ? null : 'is not 32 hex digits');

// Control characters are refused, not stripped: a nickname is shown as text, and one that holds
// them was not typed into a name field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const nickname: Check = (value) =>
	typeof value === 'string' && [...value].length <= MAX_NICKNAME && !CONTROL.test(value)
		? null
		: `is not a name of at most ${MAX_NICKNAME} characters`;

const step: Check = (value) =>
	count(value) === null && Number.isSafeInteger(value) ? null : 'is not a step';
const speed: Check = (value) =>
	typeof value === 'number' && value > 0 && value <= MAX_SPEED
		? null
		: `is not a speed above 0 and at most ${MAX_SPEED}`;
const key = textUpTo(MAX_KEY, 1);
const words: Check = (value) => fields(value, { en: textUpTo(MAX_LABEL), zh: textUpTo(MAX_LABEL) });

const choices: Check = (value) => {
	if (!Array.isArray(value) || value.length < MIN_CHOICES || value.length > MAX_CHOICES)
		return `is not a list of ${MIN_CHOICES} to ${MAX_CHOICES} choices`;
	const wrong = list((choice) => fields(choice, { key, label: words }))(value);
	if (wrong !== null) return wrong;
	const keys = new Set(value.map((choice: { key: string }) => choice.key));
	return keys.size === value.length ? null : 'has two choices with one key';
};

/** A question as the teacher's page sends it. */
const question: Check = (value) => fields(value, { id: key, step, prompt: words, choices });

const playback: Check = (value) => {
	if (!isObject(value)) return 'is not an object';
	if (value.state === 'paused') return fields(value, { step });
	if (value.state === 'playing') return fields(value, { from: step, speed, since: finite });
	return 'is not paused or playing';
};

const tally: Check = (value) =>
	fields(value, { questionId: key, counts: list(count), answer: key });

const openQuestion: Check = (value) => fields(value, { question, tally: nullable(tally) });

const moment: Check = (value) =>
	fields(value, {
		link: nullable(textUpTo(MAX_LINK_CHARACTERS)),
		playback,
		lesson: nullable(textUpTo(MAX_LESSON_CHARACTERS)),
		follow: flag,
		question: nullable(openQuestion)
	});

/** The fields of a message's types, checked in this order. */
type FieldsOf<T extends string> = Readonly<Record<T, Readonly<Record<string, Check>>>>;

/** What each of the teacher's messages carries besides its type. */
const TEACHER_FIELDS: FieldsOf<TeacherMessage['type']> = {
	link: { link: textUpTo(MAX_LINK_CHARACTERS, 1) },
	seek: { step },
	play: { from: step, speed },
	lesson: { lesson: nullable(textUpTo(MAX_LESSON_CHARACTERS)) },
	follow: { on: flag },
	bringBack: {},
	ask: { question },
	reveal: { questionId: key, answer: key },
	dismiss: {},
	end: {}
};

/** What each page's message carries besides its type. */
const CLIENT_FIELDS: FieldsOf<ClientMessage['type']> = {
	create: {},
	reclaim: { code, token: secret },
	join: { code, nickname: optional(nickname), seat: optional(secret) },
	answer: { questionId: key, key },
	ping: { t: finite },
	...TEACHER_FIELDS
};

/** The types only the teacher's socket may send: the keys of {@link TEACHER_FIELDS}, so the two cannot drift. */
export const TEACHER_TYPES: ReadonlySet<string> = new Set(Object.keys(TEACHER_FIELDS));

/** Whether a page's message is one only the teacher may send. */
export const isTeacherMessage = (message: ClientMessage): message is TeacherMessage =>
	TEACHER_TYPES.has(message.type);

const reasons = oneOf(
	'tooLarge',
	'malformed',
	'notTeacher',
	'notStudent',
	'inRoom',
	'noRoom',
	'codeTaken',
	'rateLimited',
	'roomFull',
	'noQuestion',
	'questionClosed',
	'notAChoice'
);

/** What each relay's message carries besides its type. */
const SERVER_FIELDS: Readonly<Record<ServerMessage['type'], Readonly<Record<string, Check>>>> = {
	teaching: {
		code,
		token: secret,
		fresh: flag,
		moment,
		students: count,
		answered: count,
		server: finite
	},
	joined: { code, seat: secret, moment, answer: nullable(key), server: finite },
	pong: { t: finite, server: finite },
	link: { link: textUpTo(MAX_LINK_CHARACTERS, 1), playback },
	playback: { playback },
	lesson: { lesson: nullable(textUpTo(MAX_LESSON_CHARACTERS)) },
	follow: { on: flag },
	bringBack: { moment },
	question: { open: nullable(openQuestion) },
	answerTaken: { questionId: key, key },
	students: { count },
	answered: { questionId: key, answered: count, students: count },
	ended: { reason: oneOf('teacherEnded', 'expired') },
	error: { reason: reasons, refused: nullable(textUpTo(MAX_KEY)), message: textUpTo(1000) }
};

// ----- reading messages: the page's on the relay, the relay's on the page -----

/** A message refused before it was read: why, what is wrong, and its type when one could be read. */
export interface Refused {
	readonly ok: false;
	readonly reason: Extract<ErrorReason, 'tooLarge' | 'malformed'>;
	readonly type: string | null;
	readonly detail: string;
}

/** A message read: the typed message, or why it was refused. */
export type Read<M> = { readonly ok: true; readonly message: M } | Refused;

/**
 * Bytes of `text` in UTF-8, counted no further than `limit + 1`: a 60,000-character link is
 * measured without copying it into a buffer.
 */
export function utf8Bytes(text: string, limit = Infinity): number {
	let bytes = 0;
	for (let i = 0; i < text.length && bytes <= limit; i++) {
		const unit = text.charCodeAt(i);
		if (unit < 0x80) bytes += 1;
		else if (unit < 0x800) bytes += 2;
		else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
			const next = text.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) {
				bytes += 4;
				i++;
			} else bytes += 3;
		} else bytes += 3;
	}
	return bytes;
}

const refuse = (reason: Refused['reason'], type: string | null, detail: string): Refused => ({
	ok: false,
	reason,
	type,
	detail
});

/** Parses JSON text, or says it is not JSON (a parse error is never thrown on). */
function parsed(raw: string): { readonly value: unknown } | null {
	try {
		return { value: JSON.parse(raw) as unknown };
	} catch {
		return null;
	}
}

/** Reads one text message against a table of fields: the message, or why it is refused. */
function readMessage<M extends { readonly type: string }>(
	raw: string,
	table: Readonly<Record<string, Readonly<Record<string, Check>>>>,
	maxBytes: number
): Read<M> {
	// Three bytes is the most one UTF-16 unit takes, so a short message is never measured.
	if (raw.length * 3 > maxBytes && utf8Bytes(raw, maxBytes) > maxBytes)
		return refuse('tooLarge', null, `a message is at most ${maxBytes} bytes`);
	const json = parsed(raw);
	if (json === null) return refuse('malformed', null, 'a message is JSON');
	const message = json.value;
	if (!isObject(message)) return refuse('malformed', null, 'a message is an object');
	const type = message.type;
	if (typeof type !== 'string' || !Object.hasOwn(table, type))
		return refuse(
			'malformed',
			null,
			`unknown message type ${JSON.stringify(type)?.slice(0, MAX_KEY) ?? 'undefined'}`
		);
	const wrong = fields(message, table[type]);
	if (wrong !== null) return refuse('malformed', type, `${type}: ${wrong}`);
	return { ok: true, message: message as unknown as M };
}

/**
 * Reads a page's message on the relay: a typed {@link ClientMessage}, or why it is refused
 * (over {@link MAX_MESSAGE_BYTES}, not JSON, an unknown type, or a field that fails its check).
 * Never throws. Fields the protocol does not name may be there too: the room copies only the
 * fields it keeps (room.ts), so nothing else is ever passed on.
 */
export function readClientMessage(raw: string): Read<ClientMessage> {
	return readMessage<ClientMessage>(raw, CLIENT_FIELDS, MAX_MESSAGE_BYTES);
}

/**
 * Most bytes a relay's message may take: a join's moment carries a link and a lesson of up to
 * {@link MAX_LINK_CHARACTERS} and {@link MAX_LESSON_CHARACTERS} and a question.
 */
export const MAX_SERVER_MESSAGE_BYTES = 4 * MAX_MESSAGE_BYTES;

/**
 * Reads the relay's message on the page, as strictly as the relay reads the page's: the page
 * does not trust what comes over the wire.
 */
export function readServerMessage(raw: string): Read<ServerMessage> {
	return readMessage<ServerMessage>(raw, SERVER_FIELDS, MAX_SERVER_MESSAGE_BYTES);
}
