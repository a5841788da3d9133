import { describe, expect, it } from 'vitest';
import {
	BACKOFF_MS,
	ClassConnection,
	relayUrl,
	type ConnectionHandlers
} from '../../src/app/class/connection';
import { joinCodeOf, keptClass, STUDENT_KEY, TEACHER_KEY } from '../../src/app/class/keys';
import type { ServerMessage } from '../../src/server/protocol';
import { HandWorld } from './class-world';

const URL = 'ws://localhost:5173/class';

/** A connection in a hand-driven world, with everything it told its owner. */
function connect() {
	const world = new HandWorld();
	const told = {
		opened: 0,
		messages: [] as ServerMessage[],
		dropped: [] as [number | null, boolean][]
	};
	const handlers: ConnectionHandlers = {
		opened: () => void told.opened++,
		message: (message) => void told.messages.push(message),
		dropped: (again, everOpened) => void told.dropped.push([again, everOpened])
	};
	const connection = new ClassConnection(URL, handlers, world);
	return { world, told, connection };
}

describe('the relay address', () => {
	it('is ws://host/class on a page served over http', () => {
		expect(relayUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
			'ws://localhost:5173/class'
		);
	});

	it('is wss://host/class on a page served over https', () => {
		expect(relayUrl({ protocol: 'https:', host: 'backstep.example.org' })).toBe(
			'wss://backstep.example.org/class'
		);
	});

	it('is none on a page opened from a file', () => {
		expect(relayUrl({ protocol: 'file:', host: '' })).toBeNull();
	});
});

describe('a join link', () => {
	it('gives its code from the fragment #class=CODE, and nothing from any other fragment', () => {
		expect(joinCodeOf('#class=K7PX3M')).toBe('K7PX3M');
		expect(joinCodeOf('#class=abc-234')).toBe('abc-234');
		expect(joinCodeOf('#puzzle=queens&input=8')).toBeNull();
		expect(joinCodeOf('#class=')).toBeNull();
		expect(joinCodeOf('#class=K7PX3M&step=2')).toBeNull();
	});

	it('keeps a teacher’s room and a student’s seat under two different keys', () => {
		expect(TEACHER_KEY).not.toBe(STUDENT_KEY);
	});

	it('tells what class a reloaded tab was in: as its teacher, as a student, none, or none where storage is denied', () => {
		const kept = (items: Record<string, string>) => () => ({
			getItem: (key: string) => items[key] ?? null
		});
		expect(keptClass(kept({ [TEACHER_KEY]: '{"code":"K7PX3M","token":"x"}' }))).toEqual({
			role: 'teacher'
		});
		expect(
			keptClass(kept({ [STUDENT_KEY]: '{"code":"K7PX3M","seat":"s","nickname":"Mei"}' }))
		).toEqual({ role: 'student', code: 'K7PX3M', nickname: 'Mei' });
		expect(keptClass(kept({ [STUDENT_KEY]: '{"seat":"s"}' }))).toBeNull();
		expect(keptClass(kept({ [STUDENT_KEY]: 'not json' }))).toBeNull();
		expect(keptClass(kept({}))).toBeNull();
		expect(
			keptClass(() => {
				throw new DOMException('The request was denied.', 'SecurityError');
			})
		).toBeNull();
	});
});

describe('the line to the class relay', () => {
	it('opens a socket to the relay’s address at once and sends nothing until it opens', () => {
		const { world, told, connection } = connect();
		expect(world.sockets.map((socket) => socket.url)).toEqual([URL]);
		expect(connection.open).toBe(false);
		expect(connection.send({ type: 'create' })).toBe(false);
		expect(world.last.sent).toEqual([]);
		expect(told.opened).toBe(0);
	});

	it('sends a ping when it opens, then tells its owner, whose messages then go out', () => {
		const { world, told, connection } = connect();
		world.last.accept();
		expect(connection.open).toBe(true);
		expect(told.opened).toBe(1);
		expect(world.last.messages()).toEqual([{ type: 'ping', t: 1_000 }]);
		expect(connection.send({ type: 'create' })).toBe(true);
		expect(world.last.messages().at(-1)).toEqual({ type: 'create' });
	});

	it('sets the server’s clock from the pong: the server’s time plus half the round trip', () => {
		const { world, told, connection } = connect();
		world.last.accept();
		world.advance(200);
		// The server answered at 50,000 on its clock, halfway through a 200 ms trip.
		world.last.receive({ type: 'pong', t: 1_000, server: 50_000 });
		expect(connection.serverNow()).toBe(50_100);
		world.advance(1_000);
		expect(connection.serverNow()).toBe(51_100);
		expect(told.messages).toEqual([{ type: 'pong', t: 1_000, server: 50_000 }]);
	});

	it('keeps the clock of the quickest round trip over a slower one', () => {
		const { world, connection } = connect();
		world.last.accept();
		world.advance(100);
		world.last.receive({ type: 'pong', t: 1_000, server: 50_000 });
		const quick = connection.serverNow();
		// A pong that took two seconds says less about the server's clock: it is not used.
		world.advance(2_000);
		world.last.receive({ type: 'pong', t: 1_100, server: 99_999 });
		expect(connection.serverNow()).toBe(quick + 2_000);
	});

	it('takes a rough clock from the room’s reply when no pong has come yet', () => {
		const { world, connection } = connect();
		world.last.accept();
		world.last.receive({
			type: 'teaching',
			code: 'K7PX3M',
			token: '0123456789abcdef0123456789abcdef',
			fresh: true,
			moment: {
				link: null,
				playback: { state: 'paused', step: 0 },
				lesson: null,
				follow: true,
				question: null
			},
			students: 0,
			answered: 0,
			server: 70_000
		});
		expect(connection.serverNow()).toBe(70_000);
	});

	it('drops a malformed or unknown message from the relay without telling its owner', () => {
		const { world, told } = connect();
		world.last.accept();
		world.last.receive('not json');
		world.last.receive({ type: 'hello' });
		world.last.receive({ type: 'students', count: -1 });
		world.last.receive({ type: 'pong', t: 'soon', server: 5 });
		world.last.receive({ type: 'ended', reason: 'bored' });
		world.last.onmessage?.({ data: new ArrayBuffer(8) });
		expect(told.messages).toEqual([]);
		world.last.receive({ type: 'students', count: 3 });
		expect(told.messages).toEqual([{ type: 'students', count: 3 }]);
	});

	it('after a drop opens again with backoff, 250 ms first, and says when it tries again', () => {
		const { world, told, connection } = connect();
		world.last.accept();
		world.last.drop();
		expect(connection.open).toBe(false);
		expect(connection.send({ type: 'create' })).toBe(false);
		expect(told.dropped).toEqual([[BACKOFF_MS[0], true]]);
		world.advance(BACKOFF_MS[0] - 1);
		expect(world.sockets).toHaveLength(1);
		world.advance(1);
		expect(world.sockets).toHaveLength(2);
		world.last.accept();
		expect(told.opened).toBe(2);
		expect(connection.open).toBe(true);
	});

	it('waits longer after each failed try, up to ten seconds, and starts over once a socket opens', () => {
		const { world, told } = connect();
		world.last.accept();
		const tries = BACKOFF_MS.length + 2;
		for (let n = 0; n < tries; n++) {
			world.last.drop();
			const [wait] = told.dropped.at(-1) ?? [null];
			if (wait === null) throw new Error('gave up on a relay that had opened');
			world.advance(wait);
		}
		expect(told.dropped).toEqual([
			...BACKOFF_MS.map((wait) => [wait, true]),
			[10_000, true],
			[10_000, true]
		]);
		expect(world.sockets).toHaveLength(tries + 1);
		world.last.accept();
		world.last.drop();
		expect(told.dropped.at(-1)).toEqual([BACKOFF_MS[0], true]);
	});

	it('gives up after three tries at a relay that never opens (a static host)', () => {
		const { world, told } = connect();
		world.last.drop();
		world.advance(BACKOFF_MS[0]);
		world.last.drop();
		world.advance(BACKOFF_MS[1]);
		world.last.drop();
		expect(told.dropped).toEqual([
			[BACKOFF_MS[0], false],
			[BACKOFF_MS[1], false],
			[null, false]
		]);
		expect(world.waiting).toBe(0);
		world.advance(60_000);
		expect(world.sockets).toHaveLength(3);
	});

	it('counts a socket that could not even be made as a failed try', () => {
		const world = new HandWorld();
		const dropped: [number | null, boolean][] = [];
		new ClassConnection(
			URL,
			{ opened: () => {}, message: () => {}, dropped: (a, e) => void dropped.push([a, e]) },
			{
				...world,
				socket: () => {
					throw new SyntaxError('bad url');
				}
			}
		);
		world.advance(60_000);
		expect(dropped).toEqual([
			[BACKOFF_MS[0], false],
			[BACKOFF_MS[1], false],
			[null, false]
		]);
	});

	it('closes the socket on a socket error', () => {
		const { world } = connect();
		world.last.accept();
		world.last.onerror?.();
		expect(world.last.closed).toBe(true);
	});

	it('once closed, closes its socket, tries no more and sends nothing', () => {
		const { world, told, connection } = connect();
		world.last.accept();
		connection.close();
		expect(world.last.closed).toBe(true);
		expect(connection.open).toBe(false);
		expect(connection.send({ type: 'create' })).toBe(false);
		world.last.drop();
		world.advance(60_000);
		expect(world.sockets).toHaveLength(1);
		expect(told.dropped).toEqual([]);
	});

	it('closed while waiting to try again, does not try again', () => {
		const { world, connection } = connect();
		world.last.accept();
		world.last.drop();
		connection.close();
		world.advance(60_000);
		expect(world.sockets).toHaveLength(1);
		expect(world.waiting).toBe(0);
	});

	it('asked to retry after some ms, closes its socket and opens a new one then', () => {
		const { world, told, connection } = connect();
		world.last.accept();
		const first = world.last;
		connection.retry(1_500);
		expect(first.closed).toBe(true);
		expect(connection.open).toBe(false);
		expect(connection.send({ type: 'create' })).toBe(false);
		// The retry is the owner's own doing: it is not reported as a drop.
		expect(told.dropped).toEqual([]);
		world.advance(1_499);
		expect(world.sockets).toHaveLength(1);
		world.advance(1);
		expect(world.sockets).toHaveLength(2);
		world.last.accept();
		expect(told.opened).toBe(2);
		expect(world.last.messages()).toEqual([{ type: 'ping', t: 2_500 }]);
	});

	it('ignores a second close of a socket it already let go', () => {
		const { world, told, connection } = connect();
		world.last.accept();
		const first = world.last;
		first.drop();
		world.advance(BACKOFF_MS[0]);
		world.last.accept();
		first.drop();
		expect(told.dropped).toEqual([[BACKOFF_MS[0], true]]);
		expect(connection.open).toBe(true);
		expect(world.sockets).toHaveLength(2);
	});

	it('does nothing on a retry once closed', () => {
		const { world, connection } = connect();
		world.last.accept();
		connection.close();
		connection.retry(100);
		world.advance(1_000);
		expect(world.sockets).toHaveLength(1);
	});
});
