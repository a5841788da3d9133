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
import { refusal, type Delivery, type Room } from './room';
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
	readonly rooms?: RoomStore;
	/** How often sockets are pinged; one that did not answer the last ping is dropped. */
	readonly heartbeatMs?: number;
	/** How often rooms are checked for expiry. */
	readonly sweepMs?: number;
	readonly maxStrikes?: number;
}

/** Where a socket stands: not in a room yet, the teacher of one, or a student in one. */
type Role =
	| { readonly kind: 'none' }
	| { readonly kind: 'teacher'; readonly room: Room }
	| { readonly kind: 'student'; readonly room: Room; readonly seat: string };

/** One connected page. */
interface Client {
	readonly socket: WebSocket;
	readonly address: string;
	role: Role;
	strikes: number;
	/** Whether it answered the last heartbeat ping (or sent anything since). */
	alive: boolean;
}

/** The sockets of one room in this process. */
interface Members {
	readonly teachers: Set<Client>;
	readonly students: Set<Client>;
}

/** The running relay: its rooms, its sockets, and how to stop it. */
export interface Relay {
	readonly rooms: RoomStore;
	/** Sockets connected now. */
	readonly clients: () => number;
	/** Stops the timers and closes every socket (code 1001, going away). */
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
 * refused), every message read with readClientMessage, rooms kept by a {@link RoomStore}.
 */
export function attachRelay(server: Server, options: RelayOptions = {}): Relay {
	const rooms = options.rooms ?? new Rooms();
	const maxStrikes = options.maxStrikes ?? MAX_STRIKES;
	const wss = new WebSocketServer({ server, path: RELAY_PATH, maxPayload: MAX_FRAME_BYTES });
	const clients = new Set<Client>();
	const members = new Map<string, Members>();

	const membersOf = (room: Room): Members => {
		let held = members.get(room.code);
		if (held === undefined) {
			held = { teachers: new Set(), students: new Set() };
			members.set(room.code, held);
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

	/** Hands each delivery to the sockets it is for; `sender` is null for the relay's own (expiry). */
	const deliver = (
		sender: Client | null,
		room: Room | null,
		deliveries: readonly Delivery[]
	): void => {
		for (const { to, message } of deliveries) {
			if (to === 'sender') {
				if (sender !== null) send(sender, message);
				continue;
			}
			const held = room === null ? undefined : members.get(room.code);
			if (held === undefined) continue;
			const text = JSON.stringify(message);
			if (to !== 'students') sendText(held.teachers, text);
			if (to !== 'teachers') sendText(held.students, text);
		}
	};

	/** Refuses a message; one that breaks the protocol counts a strike, and the last closes. */
	const refuse = (
		client: Client,
		reason: ErrorReason,
		refused: string | null,
		message: string
	): void => {
		deliver(client, null, [refusal(reason, refused, message)]);
		if (!STRIKE_REASONS.includes(reason)) return;
		client.strikes++;
		if (client.strikes >= maxStrikes) client.socket.close(1008, 'too many bad messages');
	};

	/** Takes a socket out of its room (it left, was dropped, or the room closed). */
	const leave = (client: Client): void => {
		const role = client.role;
		client.role = NONE;
		if (role.kind === 'none') return;
		const held = members.get(role.room.code);
		if (role.kind === 'teacher') {
			held?.teachers.delete(client);
			role.room.teacherLeaves(rooms.now());
		} else {
			held?.students.delete(client);
			deliver(client, role.room, role.room.studentLeaves(role.seat));
		}
	};

	/** Closes a room: everyone in it is told (by the deliveries given) and is in no room after. */
	const closeRoom = (sender: Client | null, room: Room, deliveries: readonly Delivery[]): void => {
		const held = members.get(room.code);
		deliver(sender, room, deliveries);
		rooms.close(room);
		members.delete(room.code);
		for (const client of [...(held?.teachers ?? []), ...(held?.students ?? [])]) client.role = NONE;
	};

	const handle = (client: Client, message: ClientMessage): void => {
		const role = client.role;
		if (message.type === 'ping') {
			send(client, { type: 'pong', t: message.t, server: rooms.now() });
			return;
		}
		if (isTeacherMessage(message)) {
			if (role.kind !== 'teacher')
				return refuse(client, 'notTeacher', message.type, 'only the teacher drives the class');
			const deliveries = role.room.teach(message, rooms.now());
			if (message.type === 'end') closeRoom(client, role.room, deliveries);
			else deliver(client, role.room, deliveries);
			return;
		}
		if (message.type === 'answer') {
			if (role.kind !== 'student')
				return refuse(client, 'notStudent', 'answer', 'only a student answers');
			deliver(client, role.room, role.room.answer(role.seat, message.questionId, message.key));
			return;
		}
		if (role.kind !== 'none')
			return refuse(client, 'inRoom', message.type, 'this connection is in a class already');
		if (message.type === 'join') {
			const seating = rooms.join(client.address, message.code, message.seat);
			if (!seating.ok) return refuse(client, seating.reason, 'join', seating.message);
			client.role = { kind: 'student', room: seating.room, seat: seating.seat };
			membersOf(seating.room).students.add(client);
			const arrival = seating.room.studentArrives(
				seating.seat,
				message.nickname ?? '',
				rooms.now()
			);
			deliver(client, seating.room, arrival);
			return;
		}
		const teaching =
			message.type === 'create'
				? rooms.create(client.address)
				: rooms.reclaim(client.address, message.code, message.token);
		if (!teaching.ok) return refuse(client, teaching.reason, message.type, teaching.message);
		client.role = { kind: 'teacher', room: teaching.room };
		membersOf(teaching.room).teachers.add(client);
		deliver(
			client,
			teaching.room,
			teaching.room.teacherArrives(teaching.token, teaching.fresh, rooms.now())
		);
	};

	wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
		// The socket's own peer: a proxy's X-Forwarded-For is not trusted, so behind one the
		// rate limits count the proxy.
		const client: Client = {
			socket,
			address: request.socket.remoteAddress ?? 'unknown',
			role: NONE,
			strikes: 0,
			alive: true
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
			try {
				handle(client, read.message);
			} catch (error) {
				// A fault of ours must not take the class down: the socket is told, the server runs on.
				console.error('class relay:', error);
				send(client, {
					type: 'error',
					reason: 'malformed',
					refused: read.message.type,
					message: 'the server could not handle this message'
				});
			}
		});
		socket.on('close', () => {
			clients.delete(client);
			leave(client);
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
		for (const room of rooms.sweep())
			closeRoom(null, room, [{ to: 'everyone', message: { type: 'ended', reason: 'expired' } }]);
	}, options.sweepMs ?? 60_000);
	sweep.unref();

	return {
		rooms,
		clients: () => clients.size,
		close: () =>
			new Promise<void>((closed) => {
				clearInterval(heartbeat);
				clearInterval(sweep);
				for (const client of clients) client.socket.close(1001, 'server going away');
				wss.close(() => closed());
			})
	};
}
