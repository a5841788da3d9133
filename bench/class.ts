/**
 * The live class relay under load (issue: live class): `class_clients` students connected to one
 * server process across two rooms of 500, each a real WebSocket; `class_fanout_p50_ms` and
 * `class_fanout_p95_ms`, the time from a teacher's step change to each of the 500 students of its
 * room receiving it, over every delivery of `ROUNDS` step changes; `class_bytes_per_client`, the
 * server process's resident memory (after a full GC) per connected student, and the heap and
 * buffers alone (`class_heap_bytes_per_client`). The server runs in a process of its own, so its
 * memory is not the clients'; all the clients share this one, so a delivery's time includes
 * this process reading the ones before it (a pessimistic figure). `node --import tsx
 * bench/class.ts [--quick]` prints one JSON object; `npm run bench` runs it as one of its parts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import type { ClientMessage, ServerMessage } from '../src/server/protocol';
import { attachRelay } from '../src/server/relay';
import { Rooms } from '../src/server/rooms';

const quick = process.argv.includes('--quick');
const ROOMS = 2;
const PER_ROOM = quick ? 100 : 500;
const ROUNDS = quick ? 20 : 100;
/** Students connecting at once: a class arriving, not a flood. */
const CONNECT_BATCH = 50;

/** What the server process reports of its memory, after a full GC. */
interface Memory {
	readonly rss: number;
	readonly heap: number;
}

// ----- the server process -----

if (process.argv.includes('--serve')) {
	const server = createServer();
	// The benchmark opens many rooms and seats from one address: limits that never bite.
	const rooms = new Rooms({ creates: { count: 1000, windowMs: 1000 } });
	attachRelay(server, { rooms });
	server.listen(0, '127.0.0.1', () => {
		process.send?.({ port: (server.address() as AddressInfo).port });
	});
	process.on('message', () => {
		globalThis.gc?.();
		const usage = process.memoryUsage();
		process.send?.({ rss: usage.rss, heap: usage.heapUsed + usage.external + usage.arrayBuffers });
	});
} else {
	const figures = await measure();
	process.stdout.write(JSON.stringify(figures) + '\n');
	process.exit(0);
}

// ----- the clients -----

/** The next message from the server process. */
function reply<T>(child: ChildProcess): Promise<T> {
	return new Promise((answered) => child.once('message', (message) => answered(message as T)));
}

/** An open socket to the relay. */
async function open(port: number): Promise<WebSocket> {
	const socket = new WebSocket(`ws://127.0.0.1:${port}/class`);
	await new Promise((opened, failed) => {
		socket.once('open', opened);
		socket.once('error', failed);
	});
	return socket;
}

/** Sends a message and waits for the reply of a type. */
function ask<T extends ServerMessage['type']>(
	socket: WebSocket,
	message: ClientMessage,
	type: T
): Promise<Extract<ServerMessage, { type: T }>> {
	return new Promise((answered, failed) => {
		const listen = (data: Buffer) => {
			const read = JSON.parse(String(data)) as ServerMessage;
			if (read.type === 'error') failed(new Error(read.message));
			if (read.type !== type) return;
			socket.off('message', listen);
			answered(read as Extract<ServerMessage, { type: T }>);
		};
		socket.on('message', listen);
		socket.send(JSON.stringify(message));
	});
}

/** The p-th percentile (0..1). */
function percentile(sorted: readonly number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function measure() {
	const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
		execArgv: ['--import', 'tsx', '--expose-gc']
	});
	const { port } = await reply<{ port: number }>(child);
	child.send('memory');
	const before = await reply<Memory>(child);

	const teachers: WebSocket[] = [];
	const students: WebSocket[][] = [];
	for (let r = 0; r < ROOMS; r++) {
		const teacher = await open(port);
		const { code } = await ask(teacher, { type: 'create' }, 'teaching');
		teacher.send(JSON.stringify({ type: 'link', link: '#puzzle=queens&o.n=8&step=0&input=8' }));
		const room: WebSocket[] = [];
		for (let i = 0; i < PER_ROOM; i += CONNECT_BATCH)
			room.push(
				...(await Promise.all(
					Array.from({ length: Math.min(CONNECT_BATCH, PER_ROOM - i) }, async () => {
						const socket = await open(port);
						await ask(socket, { type: 'join', code }, 'joined');
						return socket;
					})
				))
			);
		teachers.push(teacher);
		students.push(room);
	}
	const clients = students.reduce((sum, room) => sum + room.length, 0);
	child.send('memory');
	const after = await reply<Memory>(child);

	// Step changes in the first room: each student notes when it reads the step.
	const [teacher] = teachers;
	const [room] = students;
	const latencies: number[] = [];
	let sentAt = 0;
	let waiting = 0;
	let roundDone: () => void = () => {};
	for (const socket of room)
		socket.on('message', (data: Buffer) => {
			const message = JSON.parse(String(data)) as ServerMessage;
			if (message.type !== 'playback') return;
			latencies.push(performance.now() - sentAt);
			if (--waiting === 0) roundDone();
		});
	for (let step = 1; step <= ROUNDS; step++) {
		const done = new Promise<void>((resolve) => (roundDone = resolve));
		waiting = room.length;
		sentAt = performance.now();
		teacher.send(JSON.stringify({ type: 'seek', step }));
		await done;
	}
	latencies.sort((a, b) => a - b);

	for (const socket of [...teachers, ...students.flat()]) socket.terminate();
	child.kill();
	const round = (x: number) => Number(x.toFixed(2));
	return {
		class_clients: clients,
		class_fanout_students: room.length,
		class_fanout_rounds: ROUNDS,
		class_fanout_p50_ms: round(percentile(latencies, 0.5)),
		class_fanout_p95_ms: round(percentile(latencies, 0.95)),
		class_fanout_max_ms: round(latencies[latencies.length - 1]),
		class_bytes_per_client: Math.round((after.rss - before.rss) / clients),
		class_heap_bytes_per_client: Math.round((after.heap - before.heap) / clients)
	};
}
