import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
	isTeacherMessage,
	MAX_MESSAGE_BYTES,
	readClientMessage,
	STRIKE_REASONS,
	type ClientMessage,
	type ErrorReason,
	type ServerMessage
} from './protocol';
import { LocalHub, type Broadcast, type Entry, type RoomHub } from './hub';
import { refusal, type Delivery } from './room';
import { Rooms, type RoomStore } from './rooms';

/** The path the relay answers WebSocket upgrades on. */
export const RELAY_PATH = '/class';
/** Bad messages a socket may send before it is closed (1008, policy violation). */
export const MAX_STRIKES = 5;
/**
 * Largest frame ws reads at all. Up to it, a message over MAX_MESSAGE_BYTES gets an error reply
 * and is dropped; past it ws closes the socket (1009) before buffering more.
 */
const MAX_FRAME_BYTES = 1024 * 1024;
/** A socket whose unsent messages pass this is too slow to follow: dropped, it rejoins afresh. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** What {@link attachRelay} is made with: all optional, for tests and the benchmark. */
export interface RelayOptions {
	/** Rooms in this process (a new {@link Rooms} when absent, and no `hub`). */
	readonly rooms?: RoomStore;
	/** Where rooms live when not in this process (redis.ts); the relay closes it when it closes. */
	readonly hub?: RoomHub;
	/** How often sockets are pinged; one that did not answer the last ping is dropped. */
	readonly heartbeatMs?: number;
	/** How often rooms are checked for expiry. */
	readonly sweepMs?: number;
	readonly maxStrikes?: number;
	/** How long {@link Relay.close} waits for a page to answer its close before cutting the socket. */
	readonly closeGraceMs?: number;
}

/**
 * The wait for pages to answer a close (1001) before their sockets are cut: ws alone waits 30 s
 * for a page that does not answer (a frozen or a very busy tab), and a restart must not.
 */
export const CLOSE_GRACE_MS = 1000;

/**
 * Where a socket stands: not in a room yet, the teacher of one, or a student in one. `since` is
 * the room's version when it came in: it was sent that moment, so only later broadcasts reach it.
 */
type Role =
	| { readonly kind: 'none' }
	| { readonly kind: 'teacher'; readonly code: string; readonly since: number }
	| {
			readonly kind: 'student';
			readonly code: string;
			readonly since: number;
			readonly seat: string;
	  };

/** One connected page. */
interface Client {
	readonly socket: WebSocket;
	readonly address: string;
	role: Role;
	strikes: number;
	/** Whether it answered the last heartbeat ping (or sent anything since). */
	alive: boolean;
	/** Its messages and its leaving, handled one after another in the order they came. */
	queue: Promise<void>;
}

/** The sockets of one room in this process. */
interface Members {
	readonly teachers: Set<Client>;
	readonly students: Set<Client>;
}

/** The running relay: its rooms, its sockets, and how to stop it. */
export interface Relay {
	readonly hub: RoomHub;
	/** Sockets connected now. */
	readonly clients: () => number;
	/** Stops the timers and closes every socket (code 1001, going away; cut if a page does not answer). */
	readonly close: () => Promise<void>;
}

const NONE: Role = { kind: 'none' };

/** Bytes of a message as ws hands it over (a Buffer, fragments, or an ArrayBuffer). */
const sizeOf = (data: RawData): number =>
	Array.isArray(data)
		? data.reduce((sum, part) => sum + part.length, 0)
		: data instanceof ArrayBuffer
			? data.byteLength
			: data.length;

const textOf = (data: RawData): string =>
	Buffer.isBuffer(data)
		? data.toString('utf8')
		: Array.isArray(data)
			? Buffer.concat(data).toString('utf8')
			: Buffer.from(data).toString('utf8');

/**
 * Attaches the class relay to an HTTP server: WebSocket upgrades on {@link RELAY_PATH} (others are
 * refused), every message read with readClientMessage, rooms kept by a {@link RoomHub}.
 */
export function attachRelay(server: Server, options: RelayOptions = {}): Relay {
	const rooms = options.hub ?? new LocalHub(options.rooms ?? new Rooms());
	const maxStrikes = options.maxStrikes ?? MAX_STRIKES;
	const wss = new WebSocketServer({ server, path: RELAY_PATH, maxPayload: MAX_FRAME_BYTES });
	const clients = new Set<Client>();
	const members = new Map<string, Members>();

	const membersOf = (code: string): Members => {
		let held = members.get(code);
		if (held === undefined) {
			held = { teachers: new Set(), students: new Set() };
			members.set(code, held);
		}
		return held;
	};

	/** Sends one text to some sockets: a fan-out serialises its message once. */
	const sendText = (to: Iterable<Client>, text: string): void => {
		for (const client of to) {
			if (client.socket.readyState !== client.socket.OPEN) continue;
			if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) client.socket.terminate();
			else client.socket.send(text);
		}
	};

	const send = (client: Client, message: ServerMessage): void =>
		sendText([client], JSON.stringify(message));

	/** Hands the replies to the socket that asked. */
	const reply = (sender: Client, deliveries: readonly Delivery[]): void => {
		for (const { to, message } of deliveries) if (to === 'sender') send(sender, message);
	};

	/** In the room's version order: later than the moment the socket came in with. */
	const after = (version: number) => (client: Client) =>
		client.role.kind !== 'none' && client.role.since < version;

	/**
	 * Hands a room's broadcast to this process's sockets of it; a broadcast that closes the room
	 * leaves them in no room.
	 */
	const fanOut = ({ code, version, deliveries, closed }: Broadcast): void => {
		const held = members.get(code);
		if (held === undefined) return;
		const teachers = [...held.teachers].filter(after(version));
		const students = [...held.students].filter(after(version));
		for (const { to, message } of deliveries) {
			const text = JSON.stringify(message);
			if (to !== 'students') sendText(teachers, text);
			if (to !== 'teachers') sendText(students, text);
		}
		if (!closed) return;
		members.delete(code);
		for (const client of [...held.teachers, ...held.students]) client.role = NONE;
	};
	rooms.listen(fanOut);

	/** Refuses a message; one that breaks the protocol counts a strike, and the last closes. */
	const refuse = (
		client: Client,
		reason: ErrorReason,
		refused: string | null,
		message: string
	): void => {
		reply(client, [refusal(reason, refused, message)]);
		if (!STRIKE_REASONS.includes(reason)) return;
		client.strikes++;
		if (client.strikes >= maxStrikes) client.socket.close(1008, 'too many bad messages');
	};

	/** Takes a socket out of its room (it left or was dropped). */
	const leave = async (client: Client): Promise<void> => {
		const role = client.role;
		client.role = NONE;
		if (role.kind === 'none') return;
		const held = members.get(role.code);
		if (role.kind === 'teacher') {
			held?.teachers.delete(client);
			await rooms.change(role.code, (room, now) => {
				room.teacherLeaves(now);
				return [];
			});
		} else {
			held?.students.delete(client);
			await rooms.change(role.code, (room) => room.studentLeaves(role.seat));
		}
		if (held !== undefined && held.teachers.size + held.students.size === 0)
			members.delete(role.code);
	};

	/** Lets a socket into a room, or tells it why not. */
	const enter = async (client: Client, entry: Entry): Promise<void> => {
		const admission = await rooms.enter(client.address, entry);
		if (!admission.ok) return refuse(client, admission.reason, entry.type, admission.message);
		const { code, seat, version } = admission;
		if (seat === null) {
			client.role = { kind: 'teacher', code, since: version };
			membersOf(code).teachers.add(client);
		} else {
			client.role = { kind: 'student', code, since: version, seat };
			membersOf(code).students.add(client);
		}
		reply(client, admission.replies);
	};

	const handle = async (client: Client, message: ClientMessage): Promise<void> => {
		const role = client.role;
		if (message.type === 'ping') {
			send(client, { type: 'pong', t: message.t, server: rooms.now() });
			return;
		}
		if (isTeacherMessage(message)) {
			if (role.kind !== 'teacher')
				return refuse(client, 'notTeacher', message.type, 'only the teacher drives the class');
			const replies = await rooms.change(
				role.code,
				(room, now) => room.teach(message, now),
				message.type === 'end'
			);
			// The room closed elsewhere (its end or expiry is on its way to this socket).
			if (replies === null) return refuse(client, 'noRoom', message.type, 'the class has ended');
			return reply(client, replies);
		}
		if (message.type === 'answer') {
			if (role.kind !== 'student')
				return refuse(client, 'notStudent', 'answer', 'only a student answers');
			const replies = await rooms.change(role.code, (room) =>
				room.answer(role.seat, message.questionId, message.key)
			);
			if (replies === null) return refuse(client, 'noRoom', 'answer', 'the class has ended');
			return reply(client, replies);
		}
		if (role.kind !== 'none')
			return refuse(client, 'inRoom', message.type, 'this connection is in a class already');
		if (message.type === 'join')
			return enter(client, {
				type: 'join',
				code: message.code,
				seat: message.seat,
				nickname: message.nickname ?? ''
			});
		return enter(client, message);
	};

	/** Runs a socket's next piece of work after its last, keeping a fault of ours from the class. */
	const queue = (client: Client, work: () => Promise<void>, onFault: () => void): void => {
		client.queue = client.queue.then(work).catch((error: unknown) => {
			console.error('class relay:', error);
			onFault();
		});
	};

	wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
		// The socket's own peer: a proxy's X-Forwarded-For is not trusted, so behind one the
		// rate limits count the proxy.
		const client: Client = {
			socket,
			address: request.socket.remoteAddress ?? 'unknown',
			role: NONE,
			strikes: 0,
			alive: true,
			queue: Promise.resolve()
		};
		clients.add(client);
		socket.on('pong', () => (client.alive = true));
		socket.on('message', (data: RawData, isBinary: boolean) => {
			client.alive = true;
			if (isBinary) return refuse(client, 'malformed', null, 'messages are JSON text');
			if (sizeOf(data) > MAX_MESSAGE_BYTES)
				return refuse(client, 'tooLarge', null, `a message is at most ${MAX_MESSAGE_BYTES} bytes`);
			const read = readClientMessage(textOf(data));
			if (!read.ok) return refuse(client, read.reason, read.type, read.detail);
			// A fault of ours (or of the rooms' store) must not take the class down: the socket is
			// told, the server runs on.
			queue(
				client,
				() => handle(client, read.message),
				() =>
					send(client, {
						type: 'error',
						reason: 'malformed',
						refused: read.message.type,
						message: 'the server could not handle this message'
					})
			);
		});
		socket.on('close', () => {
			clients.delete(client);
			queue(
				client,
				() => leave(client),
				() => {}
			);
		});
		// A socket error (a bad frame, a reset) is followed by close; it must not be thrown.
		socket.on('error', () => socket.terminate());
	});

	const heartbeat = setInterval(() => {
		for (const client of clients) {
			if (!client.alive) {
				client.socket.terminate();
				continue;
			}
			client.alive = false;
			client.socket.ping();
		}
	}, options.heartbeatMs ?? 30_000);
	heartbeat.unref();

	const sweep = setInterval(() => {
		rooms.sweep().catch((error: unknown) => console.error('class relay: sweep:', error));
	}, options.sweepMs ?? 60_000);
	sweep.unref();

	return {
		hub: rooms,
		clients: () => clients.size,
		close: () =>
			new Promise<void>((closed) => {
				clearInterval(heartbeat);
				clearInterval(sweep);
				// Each socket leaves its room now (its counts drop on every process) and the hub
				// goes after them.
				for (const client of clients) {
					queue(
						client,
						() => leave(client),
						() => {}
					);
					client.socket.close(1001, 'server going away');
				}
				const left = Promise.all([...clients].map((client) => client.queue));
				const cut = setTimeout(() => {
					for (const client of clients) client.socket.terminate();
				}, options.closeGraceMs ?? CLOSE_GRACE_MS);
				wss.close(() => {
					clearTimeout(cut);
					void left.then(() => rooms.close()).then(() => closed());
				});
			})
	};
}
