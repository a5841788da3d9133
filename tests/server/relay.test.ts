import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES } from '../../src/server/protocol';
import { MAX_STRIKES } from '../../src/server/relay';
import { IDLE_LIMIT_MS, Rooms } from '../../src/server/rooms';
import { startServer, type BackstepServer, type ServerOptions } from '../../src/server/server';
import { ClassClient, LINK, QUESTION } from './class-client';

const root = mkdtempSync(join(tmpdir(), 'backstep-relay-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Backstep</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

let running: BackstepServer[] = [];
let sockets: ClassClient[] = [];

afterEach(async () => {
	for (const client of sockets) client.socket.terminate();
	await Promise.all(running.map((server) => server.close()));
	running = [];
	sockets = [];
});

async function serve(options: Partial<ServerOptions> = {}): Promise<BackstepServer> {
	const server = await startServer({ root, port: 0, host: '127.0.0.1', ...options });
	running.push(server);
	return server;
}

async function connect(server: BackstepServer): Promise<ClassClient> {
	const client = await ClassClient.open(server.port);
	sockets.push(client);
	return client;
}

/** A teacher with a room and `n` students in it, the teacher told of all of them. */
async function classroom(server: BackstepServer, n: number) {
	const teacher = await connect(server);
	const teaching = await teacher.ask({ type: 'create' }, 'teaching');
	teacher.send({ type: 'link', link: LINK });
	const students: ClassClient[] = [];
	for (let i = 0; i < n; i++) {
		const student = await connect(server);
		await student.ask({ type: 'join', code: teaching.code, nickname: `s${i}` }, 'joined');
		students.push(student);
	}
	await vi.waitFor(() => expect(teacher.latest('students')?.count ?? 0).toBe(n));
	return { teacher, students, code: teaching.code, token: teaching.token };
}

describe('the class relay', () => {
	it('gives a teacher a room, and joining students the teacher’s current moment', async () => {
		const server = await serve();
		const teacher = await connect(server);
		const teaching = await teacher.ask({ type: 'create' }, 'teaching');
		expect(teaching).toMatchObject({ fresh: true, students: 0, moment: { link: null } });
		expect(Math.abs(teaching.server - Date.now())).toBeLessThan(5000);
		teacher.send({ type: 'link', link: LINK });
		teacher.send({ type: 'seek', step: 5 });
		teacher.send({ type: 'lesson', lesson: '[[5,"look here"]]' });
		const student = await connect(server);
		// Sent after the teacher's messages on another socket: wait until the relay has them.
		await vi.waitFor(async () => {
			const joined = await (
				await connect(server)
			).ask({ type: 'join', code: teaching.code }, 'joined');
			expect(joined.moment.lesson).toBe('[[5,"look here"]]');
		});
		const joined = await student.ask(
			{ type: 'join', code: teaching.code, nickname: 'Ada' },
			'joined'
		);
		expect(joined.moment).toEqual({
			link: LINK,
			playback: { state: 'paused', step: 5 },
			lesson: '[[5,"look here"]]',
			follow: true,
			question: null
		});
		expect(joined.answer).toBeNull();
	});

	it('fans a step change out to every student, and a playback with the server’s start time', async () => {
		const server = await serve();
		const { teacher, students } = await classroom(server, 5);
		teacher.send({ type: 'seek', step: 9 });
		for (const student of students)
			expect((await student.next('playback')).playback).toEqual({ state: 'paused', step: 9 });
		const before = Date.now();
		teacher.send({ type: 'play', from: 9, speed: 4 });
		for (const student of students) {
			const { playback } = await student.next('playback');
			expect(playback).toMatchObject({ state: 'playing', from: 9, speed: 4 });
			if (playback.state === 'playing') expect(playback.since).toBeGreaterThanOrEqual(before);
		}
		expect(teacher.log.some((message) => message.type === 'playback')).toBe(false);
	});

	it('switches follow off for every student and brings everyone back to the teacher’s moment', async () => {
		const server = await serve();
		const { teacher, students } = await classroom(server, 3);
		teacher.send({ type: 'follow', on: false });
		for (const student of students)
			expect(await student.next('follow')).toEqual({ type: 'follow', on: false });
		teacher.send({ type: 'seek', step: 21 });
		teacher.send({ type: 'bringBack' });
		for (const student of students)
			expect((await student.next('bringBack')).moment).toMatchObject({
				link: LINK,
				playback: { state: 'paused', step: 21 },
				follow: false
			});
	});

	it('asks the class, counts the answers live for the teacher, and shows every screen the tally', async () => {
		const server = await serve();
		const { teacher, students } = await classroom(server, 3);
		teacher.send({ type: 'ask', question: QUESTION });
		for (const student of students)
			expect((await student.next('question')).open?.question).toEqual(QUESTION);
		expect(await teacher.next('answered')).toMatchObject({ answered: 0, students: 3 });
		await students[0].ask({ type: 'answer', questionId: 'q7', key: 'fits' }, 'answerTaken');
		await students[1].ask({ type: 'answer', questionId: 'q7', key: 'conflict' }, 'answerTaken');
		// Changing one's mind replaces the answer: still two answered.
		await students[1].ask({ type: 'answer', questionId: 'q7', key: 'fits' }, 'answerTaken');
		await vi.waitFor(() =>
			expect(teacher.log.filter((m) => m.type === 'answered')).toHaveLength(4)
		);
		expect(teacher.latest('answered')).toMatchObject({ answered: 2, students: 3 });
		teacher.send({ type: 'reveal', questionId: 'q7', answer: 'fits' });
		for (const client of [teacher, ...students]) {
			let shown = await client.next('question');
			if (shown.open?.tally === null) shown = await client.next('question');
			expect(shown.open?.tally).toEqual({ questionId: 'q7', counts: [2, 0], answer: 'fits' });
		}
		const late = await students[2].ask({ type: 'answer', questionId: 'q7', key: 'fits' }, 'error');
		expect(late.reason).toBe('questionClosed');
	});

	it('refuses a teacher’s message from a student and changes nothing', async () => {
		const server = await serve();
		const { teacher, students, code } = await classroom(server, 2);
		teacher.send({ type: 'seek', step: 3 });
		await students[0].next('playback');
		await students[1].next('playback');
		for (const type of ['seek', 'end', 'bringBack'] as const) {
			const message = type === 'seek' ? { type, step: 99 } : { type };
			const refused = await students[0].ask(message, 'error');
			expect(refused).toMatchObject({ reason: 'notTeacher', refused: type });
		}
		const newcomer = await connect(server);
		const joined = await newcomer.ask({ type: 'join', code }, 'joined');
		expect(joined.moment.playback).toEqual({ state: 'paused', step: 3 });
		expect(students[1].log.filter((m) => m.type === 'playback' || m.type === 'ended')).toHaveLength(
			1
		);
		// A socket in no room cannot drive one either.
		const stranger = await connect(server);
		expect(await stranger.ask({ type: 'seek', step: 1 }, 'error')).toMatchObject({
			reason: 'notTeacher'
		});
	});

	it('lets the teacher reclaim its room with its token after a reconnect, and no one else', async () => {
		const server = await serve();
		const { teacher, code, token } = await classroom(server, 2);
		teacher.send({ type: 'seek', step: 12 });
		await teacher.close();
		const thief = await connect(server);
		const refused = await thief.ask({ type: 'reclaim', code, token: 'f'.repeat(32) }, 'error');
		expect(refused.reason).toBe('codeTaken');
		const back = await connect(server);
		const teaching = await back.ask({ type: 'reclaim', code, token }, 'teaching');
		expect(teaching).toMatchObject({ code, fresh: false, students: 2 });
		expect(teaching.moment.playback).toEqual({ state: 'paused', step: 12 });
	});

	it('after a server restart, the teacher makes the room again under its code and students get back in', async () => {
		const first = await serve();
		const { code, token, students } = await classroom(first, 1);
		await first.close();
		running = [];
		await students[0].closed;
		const second = await serve();
		const student = await connect(second);
		expect(await student.ask({ type: 'join', code }, 'error')).toMatchObject({ reason: 'noRoom' });
		const teacher = await connect(second);
		const teaching = await teacher.ask({ type: 'reclaim', code, token }, 'teaching');
		expect(teaching).toMatchObject({ code, fresh: true, students: 0 });
		teacher.send({ type: 'link', link: LINK });
		await vi.waitFor(async () => {
			const again = await connect(second);
			const joined = await again.ask({ type: 'join', code }, 'joined');
			expect(joined.moment.link).toBe(LINK);
		});
	});

	it('stops while a browser holds a connection it opened ahead of need and sent nothing on', async () => {
		const server = await serve({ closeGraceMs: 20 });
		const preconnect = createConnection(server.port, '127.0.0.1');
		const ended = new Promise<void>((done) => preconnect.on('close', () => done()));
		await new Promise((open) => preconnect.once('connect', open));
		await server.close();
		running = [];
		await ended;
		// The port is free again for the next start.
		running.push(await startServer({ root, port: server.port, host: '127.0.0.1' }));
	});

	it('stops while a page does not answer its close, and tells the pages that do that it is going away', async () => {
		const server = await serve({ closeGraceMs: 20 });
		const { students } = await classroom(server, 1);
		// A socket that never answers a close frame, as a frozen tab's.
		const frozen = createConnection(server.port, '127.0.0.1');
		await new Promise((open) => frozen.once('connect', open));
		// It reads what comes (the upgrade, the close frame), so it sees the socket cut.
		frozen.resume();
		frozen.write(
			'GET /class HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
				'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'
		);
		await vi.waitFor(() => expect(server.relay.clients()).toBe(3));
		const cut = new Promise<void>((done) => frozen.on('close', () => done()));
		await server.close();
		running = [];
		await cut;
		expect((await students[0].closed).code).toBe(1001);
	});

	it('ends the class: every student is told and the code no longer joins', async () => {
		const server = await serve();
		const { teacher, students, code } = await classroom(server, 2);
		teacher.send({ type: 'end' });
		for (const client of [teacher, ...students])
			expect(await client.next('ended')).toEqual({ type: 'ended', reason: 'teacherEnded' });
		const late = await connect(server);
		expect(await late.ask({ type: 'join', code }, 'error')).toMatchObject({ reason: 'noRoom' });
		// The students are in no room now, and may join another.
		expect(await students[0].ask({ type: 'seek', step: 1 }, 'error')).toMatchObject({
			reason: 'notTeacher'
		});
	});

	it('closes a room whose teacher has been gone two hours, telling its students', async () => {
		let now = 1_000_000;
		const rooms = new Rooms({ clock: () => now });
		const server = await serve({ rooms, sweepMs: 20 });
		const { teacher, students } = await classroom(server, 1);
		await teacher.close();
		await vi.waitFor(() =>
			expect(rooms.get(students[0].latest('joined')?.code ?? '')?.teachers).toBe(0)
		);
		now += IDLE_LIMIT_MS;
		expect(await students[0].next('ended')).toEqual({ type: 'ended', reason: 'expired' });
		expect(rooms.size).toBe(0);
	});

	it('answers a ping with the time it was sent and the server’s clock', async () => {
		const server = await serve();
		const client = await connect(server);
		const pong = await client.ask({ type: 'ping', t: 42.5 }, 'pong');
		expect(pong.t).toBe(42.5);
		expect(Math.abs(pong.server - Date.now())).toBeLessThan(5000);
	});

	it('refuses an oversized message with an error and keeps the socket', async () => {
		const server = await serve();
		const client = await connect(server);
		client.send(JSON.stringify({ type: 'link', link: 'x'.repeat(MAX_MESSAGE_BYTES) }));
		expect(await client.next('error')).toMatchObject({ reason: 'tooLarge' });
		expect((await client.ask({ type: 'ping', t: 1 }, 'pong')).t).toBe(1);
	});

	it('refuses binary frames', async () => {
		const server = await serve();
		const client = await connect(server);
		client.socket.send(Buffer.from('{"type":"create"}'), { binary: true });
		expect(await client.next('error')).toMatchObject({ reason: 'malformed' });
	});

	it('answers every random bad message with an error, closes a socket after repeated ones, and keeps serving', async () => {
		const server = await serve();
		const bad = fc.oneof(
			fc.string({ unit: 'binary', maxLength: 200 }),
			fc.jsonValue().map((value) => JSON.stringify(value)),
			fc
				.record(
					{ type: fc.constantFrom('join', 'ask', 'play', 'reclaim', 'answer') },
					{ requiredKeys: [] }
				)
				.map((record) => JSON.stringify({ ...record, code: 42 }))
		);
		await fc.assert(
			fc.asyncProperty(
				fc.array(bad, { minLength: MAX_STRIKES, maxLength: MAX_STRIKES }),
				async (messages) => {
					const client = await connect(server);
					for (const [i, message] of messages.entries()) {
						client.send(message);
						const error = await client.next('error');
						expect(['malformed', 'notTeacher', 'notStudent']).toContain(error.reason);
						if (i < messages.length - 1) expect(client.socket.readyState).toBe(WebSocket.OPEN);
					}
					expect((await client.closed).code).toBe(1008);
				}
			),
			{ numRuns: 25 }
		);
		const teacher = await connect(server);
		expect((await teacher.ask({ type: 'create' }, 'teaching')).fresh).toBe(true);
	});

	it('does not count refusals a well-behaved page can meet as strikes', async () => {
		const server = await serve();
		const client = await connect(server);
		for (let i = 0; i < MAX_STRIKES + 2; i++)
			expect(await client.ask({ type: 'join', code: 'ZZZZZZ' }, 'error')).toMatchObject({
				reason: 'noRoom'
			});
		expect(client.socket.readyState).toBe(WebSocket.OPEN);
	});

	it('drops a socket that stops answering pings', async () => {
		const server = await serve({ heartbeatMs: 30 });
		const silent = new WebSocket(`ws://127.0.0.1:${server.port}/class`, { autoPong: false });
		const closed = new Promise<number>((done) => silent.on('close', (code) => done(code)));
		await new Promise((open) => silent.once('open', open));
		expect(await closed).toBe(1006);
		await vi.waitFor(() => expect(server.relay.clients()).toBe(0));
	});

	it('refuses a second create on a socket that already teaches', async () => {
		const server = await serve();
		const teacher = await connect(server);
		await teacher.ask({ type: 'create' }, 'teaching');
		expect(await teacher.ask({ type: 'create' }, 'error')).toMatchObject({ reason: 'inRoom' });
	});
});
