import type { ClientMessage, ErrorReason } from './protocol';
import type { Delivery, Room } from './room';
import type { RoomStore } from './rooms';

/**
 * How a socket asks to enter a room: as its teacher (a new room, or its own back), or a student.
 * The page's own messages, a join's seat and nickname read (absent: no seat, no nickname).
 */
export type Entry =
	| Extract<ClientMessage, { type: 'create' | 'reclaim' }>
	| (Omit<Extract<ClientMessage, { type: 'join' }>, 'seat' | 'nickname'> & {
			readonly seat: string | undefined;
			readonly nickname: string;
	  });

/**
 * A socket let into a room: the room's code, a student's seat, the room's version once it was in
 * (it gets only broadcasts made after), and the replies for it. Or why it was refused.
 */
export type Admission =
	| {
			readonly ok: true;
			readonly code: string;
			readonly seat: string | null;
			readonly version: number;
			readonly replies: readonly Delivery[];
	  }
	| { readonly ok: false; readonly reason: ErrorReason; readonly message: string };

/**
 * A room's deliveries for its teachers, students or everyone, on every process, numbered by the
 * room's version after the change that made them; `closed` when the room closed with them.
 */
export interface Broadcast {
	readonly code: string;
	readonly version: number;
	readonly deliveries: readonly Delivery[];
	readonly closed: boolean;
}

/** One change to a room: the deliveries it makes, given the server's time. */
export type Change = (room: Room, now: number) => Delivery[];

/**
 * Where the relay keeps rooms. Each call is one change to one room, made whole before the next
 * to that room. The replies to the socket that asked are returned; every other delivery reaches
 * the relay (and, when rooms are shared, the relay of every process) as a {@link Broadcast},
 * in the order the room made them.
 */
export interface RoomHub {
	/** Lets a socket into a room, as its teacher or a student. */
	enter(address: string, entry: Entry): Promise<Admission>;
	/** Makes a change to room `code` (and closes it after, if `closes`); null if it is gone. */
	change(code: string, change: Change, closes?: boolean): Promise<readonly Delivery[] | null>;
	/** Closes the rooms with no teacher for the idle limit, telling their sockets they expired. */
	sweep(): Promise<void>;
	/** Server time in ms: the rooms' clock, which playbacks and pongs carry. */
	now(): number;
	/** Where broadcasts go: the relay's fan-out to its own sockets. */
	listen(listener: (broadcast: Broadcast) => void): void;
	/** Lets go of what the hub holds (connections); its rooms are not closed. */
	close(): Promise<void>;
}

/** Splits deliveries into the replies to the sender and the rest. */
export function split(deliveries: readonly Delivery[]): {
	replies: Delivery[];
	others: Delivery[];
} {
	return {
		replies: deliveries.filter((delivery) => delivery.to === 'sender'),
		others: deliveries.filter((delivery) => delivery.to !== 'sender')
	};
}

/**
 * The rooms of one process ({@link RoomStore}) as a hub: every change is made at once, and its
 * broadcast handed to the listener before the call returns.
 */
export class LocalHub implements RoomHub {
	readonly #rooms: RoomStore;
	#version = 0;
	#listener: (broadcast: Broadcast) => void = () => {};

	constructor(rooms: RoomStore) {
		this.#rooms = rooms;
	}

	now(): number {
		return this.#rooms.now();
	}

	listen(listener: (broadcast: Broadcast) => void): void {
		this.#listener = listener;
	}

	/** Broadcasts all but the replies, and returns those. */
	#publish(code: string, deliveries: readonly Delivery[], closed = false): Delivery[] {
		const { replies, others } = split(deliveries);
		this.#version++;
		if (others.length > 0 || closed)
			this.#listener({ code, version: this.#version, deliveries: others, closed });
		return replies;
	}

	async enter(address: string, entry: Entry): Promise<Admission> {
		if (entry.type === 'join') {
			const seating = this.#rooms.join(address, entry.code, entry.seat);
			if (!seating.ok) return seating;
			const { room, seat } = seating;
			const replies = this.#publish(
				room.code,
				room.studentArrives(seat, entry.nickname, this.now())
			);
			return { ok: true, code: room.code, seat, version: this.#version, replies };
		}
		const teaching =
			entry.type === 'create'
				? this.#rooms.create(address)
				: this.#rooms.reclaim(address, entry.code, entry.token);
		if (!teaching.ok) return teaching;
		const { room, token, fresh } = teaching;
		const replies = this.#publish(room.code, room.teacherArrives(token, fresh, this.now()));
		return { ok: true, code: room.code, seat: null, version: this.#version, replies };
	}

	async change(code: string, change: Change, closes = false): Promise<readonly Delivery[] | null> {
		const room = this.#rooms.get(code);
		if (room === undefined) return null;
		const deliveries = change(room, this.now());
		if (closes) this.#rooms.close(room);
		return this.#publish(code, deliveries, closes);
	}

	async sweep(): Promise<void> {
		for (const room of this.#rooms.sweep())
			this.#publish(
				room.code,
				[{ to: 'everyone', message: { type: 'ended', reason: 'expired' } }],
				true
			);
	}

	async close(): Promise<void> {}
}
