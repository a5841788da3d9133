import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisHub } from '../../src/server/redis';
import { GUESS_LIMIT } from '../../src/server/rooms';
import { startServer, type BackstepServer } from '../../src/server/server';
import { ClassClient, LINK, QUESTION } from './class-client';

/**
 * Two servers sharing rooms through Redis, as behind a load balancer: Debian's redis-server on a
 * free port, and two `npm start` processes (main.ts) with BACKSTEP_REDIS_URL set. The teacher is
 * on one, students on the other.
 */

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
const children: ChildProcess[] = [];
let sockets: ClassClient[] = [];
/** The two servers' ports: the teacher's and the students'. */
let first: number;
let second: number;
let redisUrl: string;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
	const probe = createServer();
	await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
	const address = probe.address();
	await new Promise((closed) => probe.close(closed));
	if (address === null || typeof address === 'string') throw new Error('no free port');
	return address.port;
}

/** Starts a child and waits for a line of its output to match `ready`; fails if it exits first. */
function start(
	command: string,
	args: string[],
	env: NodeJS.ProcessEnv,
	ready: RegExp
): Promise<RegExpMatchArray> {
	const child = spawn(command, args, { env: { ...process.env, ...env } });
	children.push(child);
	let output = '';
	return new Promise((started, failed) => {
		const read = (data: Buffer) => {
			output += String(data);
			const match = output.match(ready);
			if (match !== null) started(match);
		};
		child.stdout.on('data', read);
		child.stderr.on('data', read);
		child.once('error', (error) => failed(new Error(`${command} did not start: ${error.message}`)));
		child.once('exit', (code) =>
			failed(new Error(`${command} exited (${code}) before it was ready:\n${output}`))
		);
	});
}

/** Stops a child and waits for it to be gone. */
async function stop(child: ChildProcess): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((gone) => child.once('exit', gone));
	child.kill('SIGTERM');
	await exited;
}

beforeAll(async () => {
	if (spawnSync('redis-server', ['--version']).error !== undefined)
		throw new Error(
			'redis-server is not installed: this test needs Debian’s redis-server ' +
				'(apt-get install -y redis-server; .ci/run installs it when missing)'
		);
	const redisPort = await freePort();
	await start(
		'redis-server',
		['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
		{},
		/Ready to accept connections/
	);
	redisUrl = `redis://127.0.0.1:${redisPort}`;
	const server = { PORT: '0', HOST: '127.0.0.1', BACKSTEP_REDIS_URL: redisUrl };
	const started = (match: RegExpMatchArray) => Number(match[1]);
	[first, second] = (
		await Promise.all(
			[1, 2].map(() =>
				start(
					process.execPath,
					['--import', 'tsx', MAIN],
					server,
					/This computer: http:\/\/localhost:(\d+)\/[\s\S]*shared through Redis/
				)
			)
		)
	).map(started);
});

afterEach(() => {
	for (const client of sockets) client.socket.terminate();
	sockets = [];
});

afterAll(async () => {
	// The servers first (they let go of Redis as they stop), Redis last.
	await Promise.all(children.slice(1).map(stop));
	if (children[0] !== undefined) await stop(children[0]);
});

async function connect(port: number): Promise<ClassClient> {
	const client = await ClassClient.open(port);
	sockets.push(client);
	return client;
}

/** A teacher on the first server with its link sent, and `n` students joined on the second. */
async function classroom(n: number) {
	const teacher = await connect(first);
	const teaching = await teacher.ask({ type: 'create' }, 'teaching');
	teacher.send({ type: 'link', link: LINK });
	// Sent on another socket to another server: wait until the room has the link.
	await vi.waitFor(async () => {
		const probe = await connect(second);
		const joined = await probe.ask({ type: 'join', code: teaching.code }, 'joined');
		await probe.close();
		expect(joined.moment.link).toBe(LINK);
	});
	const students: ClassClient[] = [];
	for (let i = 0; i < n; i++) {
		const student = await connect(second);
		await student.ask({ type: 'join', code: teaching.code, nickname: `s${i}` }, 'joined');
		students.push(student);
	}
	await vi.waitFor(() => expect(teacher.latest('students')?.count).toBe(n));
	return { teacher, students, code: teaching.code, token: teaching.token };
}

describe('rooms shared through Redis by two servers', () => {
	it('lets a student on the other server join by code and land on the teacher’s moment', async () => {
		const teacher = await connect(first);
		const teaching = await teacher.ask({ type: 'create' }, 'teaching');
		expect(teaching).toMatchObject({ fresh: true, students: 0, moment: { link: null } });
		teacher.send({ type: 'link', link: LINK });
		teacher.send({ type: 'seek', step: 5 });
		teacher.send({ type: 'lesson', lesson: '[[5,"look here"]]' });
		const student = await connect(second);
		await vi.waitFor(async () => {
			const probe = await connect(second);
			const joined = await probe.ask({ type: 'join', code: teaching.code }, 'joined');
			await probe.close();
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
		// The probes came and went; the one student left is counted, from the other server.
		await vi.waitFor(() => expect(teacher.latest('students')?.count).toBe(1));
	});

	it('fans a seek, a playback and a lesson out to students on the other server', async () => {
		const { teacher, students } = await classroom(2);
		teacher.send({ type: 'seek', step: 9 });
		for (const student of students)
			expect((await student.next('playback')).playback).toEqual({ state: 'paused', step: 9 });
		teacher.send({ type: 'play', from: 9, speed: 4 });
		for (const student of students)
			expect((await student.next('playback')).playback).toMatchObject({
				state: 'playing',
				from: 9,
				speed: 4
			});
		teacher.send({ type: 'lesson', lesson: '[[9,"here"]]' });
		for (const student of students)
			expect((await student.next('lesson')).lesson).toBe('[[9,"here"]]');
		expect(teacher.log.some((message) => message.type === 'playback')).toBe(false);
	});

	it('counts students on both servers for the teacher', async () => {
		const { teacher, code } = await classroom(1);
		const near = await connect(first);
		await near.ask({ type: 'join', code }, 'joined');
		await vi.waitFor(() => expect(teacher.latest('students')?.count).toBe(2));
		await near.close();
		await vi.waitFor(() => expect(teacher.latest('students')?.count).toBe(1));
	});

	it('asks the class, counts answers from the other server, and shows everyone the tally', async () => {
		const { teacher, students } = await classroom(2);
		teacher.send({ type: 'ask', question: QUESTION });
		for (const student of students)
			expect((await student.next('question')).open?.question).toEqual(QUESTION);
		expect(await teacher.next('answered')).toMatchObject({ answered: 0, students: 2 });
		await students[0].ask({ type: 'answer', questionId: 'q7', key: 'fits' }, 'answerTaken');
		await students[1].ask({ type: 'answer', questionId: 'q7', key: 'conflict' }, 'answerTaken');
		await vi.waitFor(() =>
			expect(teacher.latest('answered')).toMatchObject({ answered: 2, students: 2 })
		);
		teacher.send({ type: 'reveal', questionId: 'q7', answer: 'fits' });
		for (const client of [teacher, ...students]) {
			let shown = await client.next('question');
			if (shown.open?.tally === null) shown = await client.next('question');
			expect(shown.open?.tally).toEqual({ questionId: 'q7', counts: [1, 1], answer: 'fits' });
		}
		const late = await students[0].ask({ type: 'answer', questionId: 'q7', key: 'fits' }, 'error');
		expect(late.reason).toBe('questionClosed');
	});

	it('lets the teacher reclaim its room on the other server with its token', async () => {
		const { teacher, code, token } = await classroom(1);
		teacher.send({ type: 'seek', step: 12 });
		await teacher.close();
		await vi.waitFor(async () => {
			const probe = await connect(second);
			const joined = await probe.ask({ type: 'join', code }, 'joined');
			await probe.close();
			expect(joined.moment.playback).toEqual({ state: 'paused', step: 12 });
		});
		const back = await connect(second);
		const teaching = await back.ask({ type: 'reclaim', code, token }, 'teaching');
		expect(teaching).toMatchObject({ code, fresh: false });
		expect(teaching.moment.playback).toEqual({ state: 'paused', step: 12 });
		await vi.waitFor(() => expect(back.latest('students')?.count ?? teaching.students).toBe(1));
		const thief = await connect(first);
		expect(
			await thief.ask({ type: 'reclaim', code, token: 'f'.repeat(32) }, 'error')
		).toMatchObject({ reason: 'codeTaken' });
	});

	it('ends the class for a student on the other server, and the code joins on neither', async () => {
		const { teacher, students, code } = await classroom(1);
		teacher.send({ type: 'end' });
		for (const client of [teacher, ...students])
			expect(await client.next('ended')).toEqual({ type: 'ended', reason: 'teacherEnded' });
		for (const port of [first, second]) {
			const late = await connect(port);
			expect(await late.ask({ type: 'join', code }, 'error')).toMatchObject({ reason: 'noRoom' });
		}
	});
});

describe('a shared room with no teacher', () => {
	let servers: BackstepServer[] = [];
	afterEach(async () => {
		for (const client of sockets) client.socket.terminate();
		sockets = [];
		await Promise.all(servers.map((server) => server.close()));
		servers = [];
	});

	it('expires, and its students on the other server are told', async () => {
		// Two servers in this process whose rooms expire after 300 ms without a teacher.
		const root = fileURLToPath(new URL('.', import.meta.url));
		for (let i = 0; i < 2; i++) {
			const hub = await RedisHub.connect(redisUrl, { idleLimitMs: 300 });
			servers.push(await startServer({ root, port: 0, host: '127.0.0.1', hub, sweepMs: 50 }));
		}
		const teacher = await connect(servers[0].port);
		const { code } = await teacher.ask({ type: 'create' }, 'teaching');
		const student = await connect(servers[1].port);
		await student.ask({ type: 'join', code }, 'joined');
		await teacher.close();
		expect(await student.next('ended')).toEqual({ type: 'ended', reason: 'expired' });
		const late = await connect(servers[0].port);
		expect(await late.ask({ type: 'join', code }, 'error')).toMatchObject({ reason: 'noRoom' });
	});

	it('gives the teacher its room back when its address is over the guess limit, and not a guesser', async () => {
		// A server of its own, so its guess limit is this test's alone.
		const root = fileURLToPath(new URL('.', import.meta.url));
		const hub = await RedisHub.connect(redisUrl);
		servers.push(await startServer({ root, port: 0, host: '127.0.0.1', hub }));
		const { port } = servers[0];
		const teacher = await connect(port);
		const { code, token } = await teacher.ask({ type: 'create' }, 'teaching');
		await teacher.close();
		const guesser = await connect(port);
		for (let i = 0; i < GUESS_LIMIT.count; i++)
			expect(
				await guesser.ask({ type: 'reclaim', code, token: 'f'.repeat(32) }, 'error')
			).toMatchObject({ reason: 'codeTaken' });
		await guesser.close();
		const another = await connect(port);
		expect(
			await another.ask({ type: 'reclaim', code, token: 'e'.repeat(32) }, 'error')
		).toMatchObject({ reason: 'rateLimited' });
		const back = await connect(port);
		expect(await back.ask({ type: 'reclaim', code, token }, 'teaching')).toMatchObject({
			code,
			fresh: false
		});
	});
});
