import { describe, expect, it } from 'vitest';
import {
	CODE_ALPHABET,
	isSecret,
	type ClassQuestion,
	type ServerMessage
} from '../../src/server/protocol';
import { MAX_SEATS, Room, type Delivery } from '../../src/server/room';
import {
	CREATE_LIMIT,
	Doorkeeper,
	GUESS_LIMIT,
	IDLE_LIMIT_MS,
	RateLimiter,
	Rooms,
	type Seating,
	type Teaching
} from '../../src/server/rooms';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
	let now = start;
	return { now: () => now, advance: (ms: number) => (now += ms) };
}

const TOKEN = 'ffeeddccbbaa99887766554433221100';
const SEAT = '00112233445566778899aabbccddeeff';

const QUESTION: ClassQuestion = {
	id: 'q1',
	step: 5,
	prompt: { en: 'Where next?', zh: '下一步去哪？' },
	choices: [
		{ key: 'a', label: { en: 'A', zh: 'A' } },
		{ key: 'b', label: { en: 'B', zh: 'B' } },
		{ key: 'c', label: { en: 'C', zh: 'C' } }
	]
};

function ok(result: Teaching): Extract<Teaching, { ok: true }>;
function ok(result: Seating): Extract<Seating, { ok: true }>;
function ok(result: Teaching | Seating) {
	if (!result.ok) throw new Error(`refused: ${result.reason}`);
	return result;
}

/** The messages of some deliveries to one audience. */
const to = (deliveries: readonly Delivery[], audience: Delivery['to']): ServerMessage[] =>
	deliveries.filter((delivery) => delivery.to === audience).map((delivery) => delivery.message);

describe('rooms', () => {
	it('gives each room a different six-letter code without look-alikes and a 128-bit token', () => {
		const rooms = new Rooms({ creates: { count: 1000, windowMs: 60_000 } });
		const codes = new Set<string>();
		const tokens = new Set<string>();
		for (let i = 0; i < 500; i++) {
			const { room, token } = ok(rooms.create(`10.0.${i % 250}.${i}`));
			expect(room.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
			expect(isSecret(token)).toBe(true);
			codes.add(room.code);
			tokens.add(token);
		}
		expect(codes.size).toBe(500);
		expect(tokens.size).toBe(500);
	});

	it('skips random bytes that would favour the alphabet’s first letters', () => {
		// 31 letters: bytes from 248 up are skipped, so 255 never becomes a letter.
		let calls = 0;
		const random = (bytes: number) => {
			calls++;
			return new Uint8Array(bytes).fill(calls === 1 ? 255 : 0);
		};
		const rooms = new Rooms({ random });
		const { room } = ok(rooms.create('a'));
		expect(room.code).toBe('AAAAAA');
	});

	it('gives a room back to the holder of its token and to no one else', () => {
		const rooms = new Rooms();
		const { room, token } = ok(rooms.create('teacher'));
		const back = ok(rooms.reclaim('teacher', room.code, token));
		expect(back.room).toBe(room);
		expect(back.fresh).toBe(false);
		expect(rooms.reclaim('other', room.code, TOKEN)).toMatchObject({
			ok: false,
			reason: 'codeTaken'
		});
	});

	it('makes a room again under its code when the server no longer knows it', () => {
		const before = new Rooms();
		const { room, token } = ok(before.create('teacher'));
		const after = new Rooms();
		const remade = ok(after.reclaim('teacher', room.code, token));
		expect(remade.fresh).toBe(true);
		expect(remade.room.code).toBe(room.code);
		expect(ok(after.join('student', room.code, undefined)).room).toBe(remade.room);
	});

	it('refuses a code no room has', () => {
		expect(new Rooms().join('student', 'ABC234', undefined)).toMatchObject({
			ok: false,
			reason: 'noRoom'
		});
	});

	it('limits failed joins per address, then refuses even the right code until the minute passes', () => {
		const clock = manualClock();
		const rooms = new Rooms({ clock: clock.now });
		const { room } = ok(rooms.create('teacher'));
		for (let i = 0; i < GUESS_LIMIT.count; i++)
			expect(rooms.join('guesser', 'ZZZZZZ', undefined)).toMatchObject({ reason: 'noRoom' });
		expect(rooms.join('guesser', room.code, undefined)).toMatchObject({ reason: 'rateLimited' });
		expect(ok(rooms.join('neighbour', room.code, undefined)).room).toBe(room);
		clock.advance(GUESS_LIMIT.windowMs);
		expect(ok(rooms.join('guesser', room.code, undefined)).room).toBe(room);
	});

	it('lets a whole class behind one address join: only failures count', () => {
		const rooms = new Rooms();
		const { room } = ok(rooms.create('teacher'));
		for (let i = 0; i < 200; i++)
			expect(rooms.join('school-nat', room.code, undefined).ok).toBe(true);
	});

	it('limits wrong tokens like wrong codes, and never the holder of the right token', () => {
		const rooms = new Rooms();
		const { room, token } = ok(rooms.create('school'));
		for (let i = 0; i < GUESS_LIMIT.count; i++)
			expect(rooms.reclaim('school', room.code, TOKEN)).toMatchObject({ reason: 'codeTaken' });
		expect(rooms.reclaim('school', room.code, TOKEN)).toMatchObject({ reason: 'rateLimited' });
		expect(rooms.join('school', room.code, undefined)).toMatchObject({ reason: 'rateLimited' });
		expect(ok(rooms.reclaim('school', room.code, token)).room).toBe(room);
	});

	it('after a restart, makes the room again for its teacher even when the students’ rejoins used up their shared address’s guesses', () => {
		const { room, token } = ok(new Rooms().create('school'));
		const after = new Rooms();
		// A class behind one school address tries its room before the teacher's page made it again.
		for (let i = 0; i < GUESS_LIMIT.count; i++)
			expect(after.join('school', room.code, SEAT)).toMatchObject({ reason: 'noRoom' });
		expect(after.join('school', room.code, SEAT)).toMatchObject({ reason: 'rateLimited' });
		const remade = ok(after.reclaim('school', room.code, token));
		expect(remade).toMatchObject({ fresh: true, room: { code: room.code } });
		// Still over its guesses, the address waits for them to refill before its students get in.
		expect(after.join('school', room.code, SEAT)).toMatchObject({ reason: 'rateLimited' });
	});

	it('limits the rooms one address creates', () => {
		const rooms = new Rooms();
		for (let i = 0; i < CREATE_LIMIT.count; i++) expect(rooms.create('busy').ok).toBe(true);
		expect(rooms.create('busy')).toMatchObject({ ok: false, reason: 'rateLimited' });
		expect(rooms.create('other').ok).toBe(true);
	});

	it('refills a rate limit evenly over its window and forgets full buckets', () => {
		const clock = manualClock();
		const limiter = new RateLimiter({ count: 2, windowMs: 1000 }, clock.now);
		limiter.spend('a');
		limiter.spend('a');
		expect(limiter.allows('a')).toBe(false);
		clock.advance(499);
		expect(limiter.allows('a')).toBe(false);
		clock.advance(1);
		expect(limiter.allows('a')).toBe(true);
	});

	it('closes a room after two hours with no teacher connected, and not before', () => {
		const clock = manualClock();
		const rooms = new Rooms({ clock: clock.now });
		const { room, token, fresh } = ok(rooms.create('teacher'));
		room.teacherArrives(token, fresh, clock.now());
		clock.advance(3 * IDLE_LIMIT_MS);
		expect(rooms.sweep()).toEqual([]);
		room.teacherLeaves(clock.now());
		clock.advance(IDLE_LIMIT_MS - 1);
		expect(rooms.sweep()).toEqual([]);
		clock.advance(1);
		expect(rooms.sweep()).toEqual([room]);
		expect(rooms.get(room.code)).toBeUndefined();
		expect(rooms.join('student', room.code, undefined)).toMatchObject({ reason: 'noRoom' });
	});

	it('restarts the idle clock when the teacher comes back', () => {
		const clock = manualClock();
		const rooms = new Rooms({ clock: clock.now });
		const { room, token } = ok(rooms.create('teacher'));
		clock.advance(IDLE_LIMIT_MS - 1000);
		room.teacherArrives(token, false, clock.now());
		room.teacherLeaves(clock.now());
		clock.advance(IDLE_LIMIT_MS - 1);
		expect(rooms.sweep()).toEqual([]);
	});

	it('keeps a returning student’s seat in its own room only', () => {
		const rooms = new Rooms();
		const first = ok(rooms.create('t1')).room;
		const second = ok(rooms.create('t2')).room;
		const { seat } = ok(rooms.join('s', first.code, undefined));
		first.studentArrives(seat, 'Ada', 0);
		expect(ok(rooms.join('s', first.code, seat)).seat).toBe(seat);
		expect(ok(rooms.join('s', second.code, seat)).seat).not.toBe(seat);
	});

	it('refuses new seats in a full room', () => {
		const rooms = new Rooms();
		const { room } = ok(rooms.create('t'));
		for (let i = 0; i < MAX_SEATS; i++) room.studentArrives(`seat${i}`, '', 0);
		expect(rooms.join('s', room.code, undefined)).toMatchObject({ reason: 'roomFull' });
	});
});

describe('the doorkeeper', () => {
	it('answers a room restored from its snapshot as the room itself, as the Redis hub holds rooms', () => {
		const clock = manualClock();
		const door = new Doorkeeper(clock.now, { count: 1, windowMs: 60_000 });
		const room = new Room('ABCDEF', TOKEN, clock.now());
		room.studentArrives(SEAT, 'Ada', clock.now());
		const restored = Room.restore(JSON.parse(JSON.stringify(room.snapshot())));
		expect(door.reclaim('teacher', restored, TOKEN)).toBe(restored);
		const seated = door.join('student', restored, SEAT, () => 'a new seat');
		expect(seated).toEqual({ ok: true, room: restored, seat: SEAT });
		// A wrong token spends the address's only guess; the token's holder there still gets in.
		expect(door.reclaim('school', restored, SEAT)).toMatchObject({ reason: 'codeTaken' });
		expect(door.join('school', restored, undefined, () => 'x')).toMatchObject({
			reason: 'rateLimited'
		});
		expect(door.reclaim('school', restored, TOKEN)).toBe(restored);
		// No one holds the room: its token's holder makes it again, within the create limit.
		expect(door.reclaim('school', undefined, TOKEN)).toBe('remake');
	});
});

describe('a room', () => {
	/** A room with its teacher and `n` students connected. */
	function classOf(n: number): Room {
		const room = new Room('ABC234', TOKEN, 0);
		room.teacherArrives(TOKEN, true, 0);
		for (let i = 0; i < n; i++) room.studentArrives(`seat${i}`, `student ${i}`, 0);
		return room;
	}

	it('checks its token', () => {
		const room = new Room('ABC234', TOKEN, 0);
		expect(room.ownedBy(TOKEN)).toBe(true);
		expect(room.ownedBy('00000000000000000000000000000000')).toBe(false);
	});

	it('tells the teacher how many students are connected, counting a seat once', () => {
		const room = classOf(0);
		expect(to(room.studentArrives('s1', '', 0), 'teachers')).toEqual([
			{ type: 'students', count: 1 }
		]);
		// The same student on a second socket (its old one not yet dropped) is not a second student.
		expect(to(room.studentArrives('s1', '', 0), 'teachers')).toEqual([]);
		expect(room.studentLeaves('s1')).toEqual([]);
		expect(to(room.studentLeaves('s1'), 'teachers')).toEqual([{ type: 'students', count: 0 }]);
	});

	it('gives a joining student the whole current moment', () => {
		const room = classOf(0);
		room.teach({ type: 'link', link: '#puzzle=queens&input=6' }, 0);
		room.teach({ type: 'play', from: 4, speed: 3 }, 500);
		room.teach({ type: 'lesson', lesson: '[[4,"watch"]]' }, 600);
		room.teach({ type: 'follow', on: false }, 700);
		room.teach({ type: 'ask', question: QUESTION }, 800);
		const [joined] = to(room.studentArrives('s', '', 900), 'sender');
		expect(joined).toEqual({
			type: 'joined',
			code: 'ABC234',
			seat: 's',
			answer: null,
			server: 900,
			moment: {
				link: '#puzzle=queens&input=6',
				playback: { state: 'playing', from: 4, speed: 3, since: 500 },
				lesson: '[[4,"watch"]]',
				follow: false,
				question: { question: QUESTION, tally: null }
			}
		});
	});

	it('starts a new search paused at step 0 and drops the old search’s question', () => {
		const room = classOf(1);
		room.teach({ type: 'seek', step: 40 }, 0);
		room.teach({ type: 'ask', question: QUESTION }, 0);
		const deliveries = room.teach({ type: 'link', link: '#b' }, 0);
		expect(to(deliveries, 'students')).toEqual([
			{ type: 'link', link: '#b', playback: { state: 'paused', step: 0 } }
		]);
		expect(to(deliveries, 'everyone')).toEqual([{ type: 'question', open: null }]);
		expect(room.moment.question).toBeNull();
	});

	it('stamps a playback with the server’s clock', () => {
		const room = classOf(1);
		expect(to(room.teach({ type: 'play', from: 7, speed: 60 }, 12_345), 'students')).toEqual([
			{ type: 'playback', playback: { state: 'playing', from: 7, speed: 60, since: 12_345 } }
		]);
	});

	it('brings every student back with the whole moment', () => {
		const room = classOf(2);
		room.teach({ type: 'seek', step: 9 }, 0);
		expect(to(room.teach({ type: 'bringBack' }, 0), 'students')).toEqual([
			{ type: 'bringBack', moment: room.moment }
		]);
	});

	it('counts answers live, lets a student change theirs, and tallies without names', () => {
		const room = classOf(3);
		const asked = room.teach({ type: 'ask', question: QUESTION }, 0);
		expect(to(asked, 'everyone')).toEqual([
			{ type: 'question', open: { question: QUESTION, tally: null } }
		]);
		expect(to(asked, 'teachers')).toEqual([
			{ type: 'answered', questionId: 'q1', answered: 0, students: 3 }
		]);
		room.answer('seat0', 'q1', 'a');
		room.answer('seat1', 'q1', 'b');
		const changed = room.answer('seat1', 'q1', 'a');
		expect(to(changed, 'sender')).toEqual([{ type: 'answerTaken', questionId: 'q1', key: 'a' }]);
		expect(to(changed, 'teachers')).toEqual([
			{ type: 'answered', questionId: 'q1', answered: 2, students: 3 }
		]);
		const shown = room.teach({ type: 'reveal', questionId: 'q1', answer: 'a' }, 0);
		expect(to(shown, 'everyone')).toEqual([
			{
				type: 'question',
				open: { question: QUESTION, tally: { questionId: 'q1', counts: [2, 0, 0], answer: 'a' } }
			}
		]);
		expect(JSON.stringify(shown)).not.toContain('student 0');
		expect(to(room.answer('seat2', 'q1', 'c'), 'sender')).toMatchObject([
			{ reason: 'questionClosed' }
		]);
	});

	it('refuses an answer to another question or with a key it does not offer', () => {
		const room = classOf(1);
		expect(to(room.answer('seat0', 'q1', 'a'), 'sender')).toMatchObject([{ reason: 'noQuestion' }]);
		room.teach({ type: 'ask', question: QUESTION }, 0);
		expect(to(room.answer('seat0', 'q2', 'a'), 'sender')).toMatchObject([{ reason: 'noQuestion' }]);
		expect(to(room.answer('seat0', 'q1', 'z'), 'sender')).toMatchObject([{ reason: 'notAChoice' }]);
		expect(
			to(room.teach({ type: 'reveal', questionId: 'q1', answer: 'z' }, 0), 'sender')
		).toMatchObject([{ reason: 'notAChoice' }]);
	});

	it('counts only connected students among those who answered', () => {
		const room = classOf(2);
		room.teach({ type: 'ask', question: QUESTION }, 0);
		room.answer('seat0', 'q1', 'a');
		expect(to(room.studentLeaves('seat0'), 'teachers')).toEqual([
			{ type: 'students', count: 1 },
			{ type: 'answered', questionId: 'q1', answered: 0, students: 1 }
		]);
		// Back on its seat, its answer is there again.
		const [joined] = to(room.studentArrives('seat0', '', 0), 'sender');
		expect(joined).toMatchObject({ answer: 'a' });
	});

	it('passes on only the fields of a question the protocol names', () => {
		const room = classOf(1);
		const padded = {
			...QUESTION,
			secret: 'x',
			choices: QUESTION.choices.map((c) => ({ ...c, html: '<b>' }))
		};
		room.teach({ type: 'ask', question: padded }, 0);
		expect(JSON.stringify(room.moment)).not.toMatch(/secret|html/);
	});

	it('takes a question off every page, and tells everyone when the class ends', () => {
		const room = classOf(1);
		expect(room.teach({ type: 'dismiss' }, 0)).toEqual([]);
		room.teach({ type: 'ask', question: QUESTION }, 0);
		expect(to(room.teach({ type: 'dismiss' }, 0), 'everyone')).toEqual([
			{ type: 'question', open: null }
		]);
		expect(to(room.teach({ type: 'end' }, 0), 'everyone')).toEqual([
			{ type: 'ended', reason: 'teacherEnded' }
		]);
	});
});
