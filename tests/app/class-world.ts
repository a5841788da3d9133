import type { ClassSocket, ConnectionWorld } from '../../src/app/class/connection';
import type { Bookmark } from '../../src/app/lesson';
import { sharedLink } from '../../src/app/session/class-room.svelte';
import type { ClassMoment, ClientMessage, ServerMessage } from '../../src/server/protocol';

export const RELAY_URL = 'ws://localhost:5173/class';
export const CODE = 'K7PX3M';
export const TOKEN = '0123456789abcdef0123456789abcdef';
export const SEAT = 'fedcba9876543210fedcba9876543210';
/** Six queens, as the teacher's page shares the search (its language and heat map are its own). */
export const QUEENS = {
	puzzle: 'queens',
	input: '6',
	options: {},
	lang: 'zh',
	heat: true
} as const;
export const QUEENS_LINK = sharedLink(QUEENS);
export const MAZE = { puzzle: 'maze', input: 'S.E', options: {} } as const;
export const MAZE_LINK = sharedLink(MAZE);
export const BOOKMARKS: Bookmark[] = [{ step: 3, note: 'the first clash' }];

/** The room's moment as the relay keeps it: six queens at step 0, paused, followed. */
export function moment(change: Partial<ClassMoment> = {}): ClassMoment {
	return {
		link: QUEENS_LINK,
		playback: { state: 'paused', step: 0 },
		lesson: null,
		follow: true,
		question: null,
		...change
	};
}

/** The relay's answer to a create or a reclaim. */
export function teaching(fresh: boolean, change: Partial<ClassMoment> = {}): ServerMessage {
	return {
		type: 'teaching',
		code: CODE,
		token: TOKEN,
		fresh,
		moment: moment(change),
		students: 0,
		answered: 0,
		server: 500_000
	};
}

/** The relay's answer to a student's join of ABC234, at server time `server`. */
export function joined(change: Partial<ClassMoment> = {}, server = 500_000): ServerMessage {
	return {
		type: 'joined',
		code: 'ABC234',
		seat: SEAT,
		moment: moment(change),
		answer: null,
		server
	};
}

/** What the page said to the relay on every socket, without the clock's pings. */
export function said(world: HandWorld): ClientMessage[] {
	return world.sockets.flatMap((socket) =>
		socket.messages().filter((message) => message.type !== 'ping')
	);
}

/** A socket the test opens, feeds and drops by hand, keeping what the page sent on it. */
export class HandSocket implements ClassSocket {
	onopen: (() => void) | null = null;
	onmessage: ((event: { data: unknown }) => void) | null = null;
	onclose: (() => void) | null = null;
	onerror: (() => void) | null = null;
	/** Every text the page sent, as sent. */
	readonly sent: string[] = [];
	/** Whether the page closed this socket. */
	closed = false;

	constructor(readonly url: string) {}

	send(data: string): void {
		this.sent.push(data);
	}

	close(): void {
		this.closed = true;
	}

	/** The relay accepts the socket. */
	accept(): void {
		this.onopen?.();
	}

	/** The relay sends a message (an object goes as JSON, a string as it is). */
	receive(message: ServerMessage | string | object): void {
		this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
	}

	/** The line drops (or the relay refuses the socket before it opens). */
	drop(): void {
		this.onclose?.();
	}

	/** What the page sent, read back as messages. */
	messages(): ClientMessage[] {
		return this.sent.map((text) => JSON.parse(text) as ClientMessage);
	}
}

/** A connection's world whose clock and timers the test moves by hand. */
export class HandWorld implements ConnectionWorld {
	/** Every socket the page opened, the newest last. */
	readonly sockets: HandSocket[] = [];
	time = 1_000;
	#timers = new Map<number, { work: () => void; at: number }>();
	#nextTimer = 1;

	readonly socket = (url: string): HandSocket => {
		const socket = new HandSocket(url);
		this.sockets.push(socket);
		return socket;
	};
	readonly now = (): number => this.time;
	readonly later = (work: () => void, ms: number): unknown => {
		const id = this.#nextTimer++;
		this.#timers.set(id, { work, at: this.time + ms });
		return id;
	};
	readonly cancel = (timer: unknown): void => {
		this.#timers.delete(timer as number);
	};

	/** The newest socket. */
	get last(): HandSocket {
		const socket = this.sockets.at(-1);
		if (socket === undefined) throw new Error('no socket was opened');
		return socket;
	}

	/** Timers waiting now. */
	get waiting(): number {
		return this.#timers.size;
	}

	/** Moves the clock on by `ms`, running each timer that comes due, in the order they do. */
	advance(ms: number): void {
		const end = this.time + ms;
		for (;;) {
			const due = [...this.#timers.entries()]
				.filter(([, timer]) => timer.at <= end)
				.sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
			if (due === undefined) break;
			const [id, timer] = due;
			this.#timers.delete(id);
			this.time = timer.at;
			timer.work();
		}
		this.time = end;
	}
}
