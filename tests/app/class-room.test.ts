import { afterEach, describe, expect, it } from 'vitest';
import { BACKOFF_MS } from '../../src/app/class/connection';
import { STUDENT_KEY, TEACHER_KEY } from '../../src/app/class/keys';
import { encodeBookmarks } from '../../src/app/lesson';
import { ClassRoom } from '../../src/app/session/class-room.svelte';
import { playbackStep, type ClassMoment, type Playback } from '../../src/server/protocol';
import { FakeClassPage } from './class-page.svelte';
import {
	BOOKMARKS,
	CODE,
	HandWorld,
	joined,
	MAZE_LINK,
	moment,
	QUEENS_LINK,
	RELAY_URL,
	said,
	SEAT,
	teaching,
	TOKEN
} from './class-world';
import { liveTeacher, madeRooms, teacher } from './class-teacher';
import { memoryStorage } from './memory-storage';

// The teacher's page sends its search, step, playback and bookmarks from effects, which Svelte's
// server build (the one the Node project compiles .svelte.ts files with) never runs:
// tests/app/class-room-teacher.dom.test.ts drives those in jsdom.

/** Runs every promise the page's class part started: the fake page answers at once. */
function settle(): Promise<void> {
	return new Promise((resolve) => setImmediate(resolve));
}

afterEach(() => {
	for (const room of madeRooms.splice(0)) room.dispose();
});

/** A student's page joining by a typed code. */
function student(memory = memoryStorage(), typed = 'abc-234', nickname?: string) {
	const world = new HandWorld();
	const page = new FakeClassPage();
	const room = ClassRoom.join(page, RELAY_URL, memory, typed, nickname, world);
	madeRooms.push(room);
	return { world, page, room, memory };
}

/** A student's page in the room, the moment shown, and the page's log cleared. */
async function joinedStudent(change: Partial<ClassMoment> = {}) {
	const made = student();
	made.world.last.accept();
	made.world.last.receive(joined(change));
	await settle();
	made.page.done.length = 0;
	return made;
}

describe('a teacher’s class', () => {
	it('asks the relay for a new room once the line opens', () => {
		const { world, room } = teacher();
		expect(room.role).toBe('teacher');
		expect(room.status).toBe('connecting');
		expect(said(world)).toEqual([]);
		world.last.accept();
		expect(said(world)).toEqual([{ type: 'create' }]);
	});

	it('takes back the room it kept across a reload, by its code and token', () => {
		const memory = memoryStorage();
		memory.setItem(TEACHER_KEY, JSON.stringify({ code: CODE, token: TOKEN }));
		const { world, room } = teacher(memory);
		expect(room.code).toBe(CODE);
		world.last.accept();
		expect(said(world)).toEqual([{ type: 'reclaim', code: CODE, token: TOKEN }]);
	});

	it('asks for a new room when what it kept does not read', () => {
		const memory = memoryStorage();
		memory.setItem(TEACHER_KEY, '{not json');
		const { world } = teacher(memory);
		world.last.accept();
		expect(said(world)).toEqual([{ type: 'create' }]);
	});

	it('goes live with the room’s code and keeps the code and token for a reload', () => {
		const { world, room, memory } = teacher();
		world.last.accept();
		world.last.receive(teaching(true));
		expect(room.status).toBe('live');
		expect(room.code).toBe(CODE);
		expect(JSON.parse(memory.getItem(TEACHER_KEY) ?? 'null')).toEqual({ code: CODE, token: TOKEN });
	});

	it('shows how many students are connected', () => {
		const { world, room } = liveTeacher();
		world.last.receive({ type: 'students', count: 3 });
		expect(room.students).toBe(3);
	});

	it('sends the follow switch when the teacher flips it', () => {
		const { world, room } = liveTeacher();
		room.setFollow(false);
		expect(room.follow).toBe(false);
		expect(said(world)).toEqual([{ type: 'follow', on: false }]);
	});

	it('ends the class: tells the relay, forgets the room and closes the line for good', () => {
		const { world, room, memory } = liveTeacher();
		room.end();
		expect(said(world)).toEqual([{ type: 'end' }]);
		expect(room.status).toBe('ended');
		expect(memory.getItem(TEACHER_KEY)).toBeNull();
		expect(world.last.closed).toBe(true);
		world.advance(60_000);
		expect(world.sockets).toHaveLength(1);
	});

	it('sends bring everyone back', () => {
		const { world, room } = liveTeacher();
		room.bringBack();
		expect(said(world)).toEqual([{ type: 'bringBack' }]);
	});

	it('says reconnecting while the line is down, and unavailable with no relay at all', () => {
		const { world, room } = liveTeacher();
		world.last.drop();
		expect(room.status).toBe('reconnecting');
		const alone = teacher();
		for (const wait of [BACKOFF_MS[0], BACKOFF_MS[1], 0]) {
			alone.world.last.drop();
			alone.world.advance(wait);
		}
		expect(alone.room.status).toBe('unavailable');
		const fromFile = ClassRoom.teach(new FakeClassPage(), null, memoryStorage(), new HandWorld());
		madeRooms.push(fromFile);
		expect(fromFile.status).toBe('unavailable');
	});

	/** A teacher's page taking back the room it kept, refused by the relay for `reason`. */
	function reclaimRefused(reason: 'codeTaken' | 'rateLimited') {
		const memory = memoryStorage();
		memory.setItem(TEACHER_KEY, JSON.stringify({ code: CODE, token: TOKEN }));
		const { world, room } = teacher(memory);
		world.last.accept();
		world.last.receive({ type: 'error', reason, refused: 'reclaim', message: reason });
		return { world, room, memory };
	}

	it('gives up a kept room another token holds, and forgets it', () => {
		const { room, memory } = reclaimRefused('codeTaken');
		expect(room.status).toBe('refused');
		expect(room.refusal).toBe('codeTaken');
		expect(memory.getItem(TEACHER_KEY)).toBeNull();
	});

	it('over its address’s limit, keeps its room and takes it back on a later try', () => {
		const { world, room, memory } = reclaimRefused('rateLimited');
		expect(room.status).toBe('reconnecting');
		expect(room.refusal).toBeNull();
		expect(memory.getItem(TEACHER_KEY)).not.toBeNull();
		expect(world.last.closed).toBe(true);
		world.advance(1_500);
		expect(world.sockets).toHaveLength(2);
		world.last.accept();
		expect(said(world).at(-1)).toEqual({ type: 'reclaim', code: CODE, token: TOKEN });
		world.last.receive(teaching(false));
		expect(room.status).toBe('live');
	});

	it('starting a class over its address’s limit, says so: it has no room to keep', () => {
		const { world, room } = teacher();
		world.last.accept();
		world.last.receive({ type: 'error', reason: 'rateLimited', refused: 'create', message: '' });
		expect(room.status).toBe('refused');
		expect(room.refusal).toBe('rateLimited');
	});
});

describe('a student’s class', () => {
	it('joins with the code as typed, normalized, and the nickname', () => {
		const { world, room } = student(memoryStorage(), 'abc-234', '  Ada ');
		expect(room.role).toBe('student');
		expect(room.code).toBe('ABC234');
		world.last.accept();
		expect(said(world)).toEqual([{ type: 'join', code: 'ABC234', nickname: 'Ada' }]);
	});

	it('joins with the seat it kept for the same room, and without one kept for another', () => {
		const memory = memoryStorage();
		memory.setItem(STUDENT_KEY, JSON.stringify({ code: 'ABC234', seat: SEAT }));
		const same = student(memory);
		same.world.last.accept();
		expect(said(same.world)).toEqual([{ type: 'join', code: 'ABC234', seat: SEAT }]);
		const other = student(memory, 'K7PX3M');
		other.world.last.accept();
		expect(said(other.world)).toEqual([{ type: 'join', code: 'K7PX3M' }]);
	});

	it('once in, opens the teacher’s search, sets the bookmarks and shows the paused step', async () => {
		const { world, page, room, memory } = student(memoryStorage(), 'abc234', 'Ada');
		world.last.accept();
		world.last.receive(
			joined({ lesson: encodeBookmarks(BOOKMARKS), playback: { state: 'paused', step: 8 } })
		);
		expect(room.status).toBe('live');
		expect(JSON.parse(memory.getItem(STUDENT_KEY) ?? 'null')).toEqual({
			code: 'ABC234',
			seat: SEAT,
			nickname: 'Ada'
		});
		await settle();
		expect(page.done).toEqual([
			'pause',
			`open ${QUEENS_LINK}`,
			`bookmarks ${JSON.stringify(BOOKMARKS)}`,
			'pause',
			'show 8'
		]);
		expect(room.following).toBe(true);
	});

	it('shows where the teacher’s playback is now and plays on at its speed', async () => {
		const { world, page, room } = student();
		world.last.accept();
		// The page's clock reads 1,000 when the server's reads 500,000.
		const playback: Playback = { state: 'playing', from: 10, speed: 20, since: 499_500 };
		world.last.receive(joined({ playback }, 500_000));
		await settle();
		expect(room.serverNow()).toBe(500_000);
		expect(playbackStep(playback, 500_000)).toBe(20);
		expect(page.done.slice(-3)).toEqual(['pause', 'show 20', 'play 20']);
	});

	it('follows the teacher’s step changes, search changes and bookmarks', async () => {
		const { world, page } = await joinedStudent();
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 4 } });
		await settle();
		world.last.receive({ type: 'lesson', lesson: encodeBookmarks(BOOKMARKS) });
		await settle();
		world.last.receive({
			type: 'link',
			link: MAZE_LINK,
			playback: { state: 'paused', step: 0 }
		});
		await settle();
		world.last.receive({ type: 'lesson', lesson: null });
		await settle();
		expect(page.done).toEqual([
			'bookmarks []',
			'pause',
			'show 4',
			`bookmarks ${JSON.stringify(BOOKMARKS)}`,
			'pause',
			'pause',
			`open ${MAZE_LINK}`,
			`bookmarks ${JSON.stringify(BOOKMARKS)}`,
			'pause',
			'show 0',
			'bookmarks []',
			'pause'
		]);
	});

	it('does not open the search again when the link is unchanged', async () => {
		const { world, page } = await joinedStudent();
		world.last.receive({
			type: 'link',
			link: QUEENS_LINK,
			playback: { state: 'paused', step: 2 }
		});
		await settle();
		world.last.receive({ type: 'bringBack', moment: moment() });
		await settle();
		expect(page.done.filter((done) => done.startsWith('open'))).toEqual([]);
		expect(page.done.filter((done) => done.startsWith('show'))).toEqual(['show 2', 'show 0']);
	});

	it('while exploring, leaves the page alone until the student rejoins at the latest moment', async () => {
		const { world, page, room } = await joinedStudent();
		room.explore();
		expect(room.following).toBe(false);
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 4 } });
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 9 } });
		await settle();
		expect(page.done).toEqual([]);
		room.rejoin();
		expect(room.following).toBe(true);
		await settle();
		expect(page.done).toEqual(['bookmarks []', 'pause', 'show 9']);
	});

	it('is brought back to the teacher’s moment even while exploring', async () => {
		const { world, page, room } = await joinedStudent();
		room.explore();
		world.last.receive({
			type: 'bringBack',
			moment: moment({ link: MAZE_LINK, playback: { state: 'paused', step: 6 } })
		});
		expect(room.exploring).toBe(false);
		expect(room.following).toBe(true);
		await settle();
		expect(page.done).toEqual(['pause', `open ${MAZE_LINK}`, 'bookmarks []', 'pause', 'show 6']);
	});

	it('stops following when the teacher switches following off, and follows again when it is on', async () => {
		const { world, page, room } = await joinedStudent();
		world.last.receive({ type: 'follow', on: false });
		expect(room.follow).toBe(false);
		expect(room.following).toBe(false);
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 5 } });
		await settle();
		expect(page.done).toEqual([]);
		world.last.receive({ type: 'follow', on: true });
		await settle();
		expect(page.done).toEqual(['bookmarks []', 'pause', 'show 5']);
	});

	it('joining while students explore on their own, still opens the teacher’s search, once', async () => {
		const made = student();
		made.world.last.accept();
		made.world.last.receive(joined({ follow: false, link: MAZE_LINK }));
		await settle();
		expect(made.room.following).toBe(false);
		expect(made.page.done).toContain(`open ${MAZE_LINK}`);
		made.page.done.length = 0;
		// A later change of search is the teacher's, not the exploring student's.
		made.world.last.receive({
			type: 'link',
			link: QUEENS_LINK,
			playback: { state: 'paused', step: 0 }
		});
		await settle();
		expect(made.page.done).toEqual([]);
	});

	it('while the teacher lets students explore, Rejoin the teacher still shows the teacher’s moment, once', async () => {
		const { world, page, room } = await joinedStudent();
		world.last.receive({ type: 'follow', on: false });
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 5 } });
		await settle();
		expect(page.done).toEqual([]);
		room.rejoin();
		await settle();
		expect(page.done).toEqual(['bookmarks []', 'pause', 'show 5']);
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 8 } });
		await settle();
		expect(page.done).toEqual(['bookmarks []', 'pause', 'show 5']);
	});

	it('shows the next moment even after the page failed to show one', async () => {
		const { world, page } = await joinedStudent();
		page.failing = true;
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 4 } });
		await settle();
		page.failing = false;
		page.done.length = 0;
		world.last.receive({ type: 'playback', playback: { state: 'paused', step: 9 } });
		await settle();
		expect(page.done).toContain('show 9');
	});

	it('refused a room that does not exist on its first join, says so and forgets the seat', () => {
		const memory = memoryStorage();
		memory.setItem(STUDENT_KEY, JSON.stringify({ code: 'K7PX3M', seat: SEAT }));
		const { world, room } = student(memory);
		world.last.accept();
		world.last.receive({ type: 'error', reason: 'noRoom', refused: 'join', message: 'no room' });
		expect(room.status).toBe('refused');
		expect(room.refusal).toBe('noRoom');
		expect(memory.getItem(STUDENT_KEY)).toBeNull();
		expect(world.last.closed).toBe(true);
		world.advance(60_000);
		expect(world.sockets).toHaveLength(1);
	});

	it('refused a full room, says so even with a seat', async () => {
		const { world, room } = await joinedStudent();
		world.last.receive({ type: 'error', reason: 'roomFull', refused: 'join', message: 'full' });
		expect(room.status).toBe('refused');
		expect(room.refusal).toBe('roomFull');
	});

	it('ignores a refusal that does not end its part in the class', async () => {
		const { world, room } = await joinedStudent();
		world.last.receive({
			type: 'error',
			reason: 'questionClosed',
			refused: 'answer',
			message: 'closed'
		});
		expect(room.status).toBe('live');
		expect(room.refusal).toBeNull();
	});

	it('after the server lost its room, reconnects and joins again with its seat until the room is back', async () => {
		const { world, page, room, memory } = await joinedStudent();
		world.last.receive({ type: 'error', reason: 'noRoom', refused: 'join', message: 'no room' });
		expect(room.status).toBe('reconnecting');
		expect(world.last.closed).toBe(true);
		expect(memory.getItem(STUDENT_KEY)).not.toBeNull();
		world.advance(1_499);
		expect(world.sockets).toHaveLength(1);
		world.advance(1);
		expect(world.sockets).toHaveLength(2);
		world.last.accept();
		expect(world.last.messages().at(-1)).toEqual({ type: 'join', code: 'ABC234', seat: SEAT });
		// Still no room: it waits longer before the next try.
		world.last.receive({ type: 'error', reason: 'noRoom', refused: 'join', message: 'no room' });
		world.advance(2_999);
		expect(world.sockets).toHaveLength(2);
		world.advance(1);
		world.last.accept();
		world.last.receive(joined({ playback: { state: 'paused', step: 3 } }));
		expect(room.status).toBe('live');
		await settle();
		// The search it had open is not opened again.
		expect(page.done).toEqual(['bookmarks []', 'pause', 'show 3']);
	});

	it('when the class ends, says so, forgets the seat and closes the line', async () => {
		const { world, room, memory } = await joinedStudent();
		world.last.receive({ type: 'ended', reason: 'teacherEnded' });
		expect(room.status).toBe('ended');
		expect(memory.getItem(STUDENT_KEY)).toBeNull();
		expect(world.last.closed).toBe(true);
	});

	it('leaving sends nothing to the relay and forgets the seat', async () => {
		const { world, room, memory } = await joinedStudent();
		const before = said(world);
		room.end();
		expect(said(world)).toEqual(before);
		expect(room.status).toBe('ended');
		expect(memory.getItem(STUDENT_KEY)).toBeNull();
	});
});
