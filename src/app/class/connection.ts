import { readServerMessage, type ClientMessage, type ServerMessage } from '../../server/protocol';

/** The part of a WebSocket the connection uses: the browser's, or a test's stand-in. */
export interface ClassSocket {
	onopen: (() => void) | null;
	onmessage: ((event: { data: unknown }) => void) | null;
	onclose: (() => void) | null;
	onerror: (() => void) | null;
	send(data: string): void;
	close(): void;
}

/** What the connection tells its owner. */
export interface ConnectionHandlers {
	/** The socket opened (the first time, or again after a drop): the owner says who it is. */
	readonly opened: () => void;
	/** A message from the relay, read as strictly as the relay reads the page's. */
	readonly message: (message: ServerMessage) => void;
	/** The socket closed; `again` says when it tries again (ms), null once closed for good. */
	readonly dropped: (again: number | null, everOpened: boolean) => void;
}

/** Timers and the socket, so tests can drive the connection by hand. */
export interface ConnectionWorld {
	readonly socket: (url: string) => ClassSocket;
	readonly now: () => number;
	readonly later: (work: () => void, ms: number) => unknown;
	readonly cancel: (timer: unknown) => void;
}

/** The browser's socket and timers. */
export const BROWSER_WORLD: ConnectionWorld = {
	socket: (url) => new WebSocket(url) as unknown as ClassSocket,
	now: () => Date.now(),
	later: (work, ms) => setTimeout(work, ms),
	cancel: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>)
};

/** Waits before the tries after a drop (ms): quick at first, then every ten seconds. */
export const BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000, 10_000] as const;
/** Tries that never opened before the page says there is no relay (a static host). */
const TRIES_BEFORE_GIVING_UP = 3;

/** The relay's address on the server that served the page: ws(s)://host/class. */
export function relayUrl(location: Pick<Location, 'protocol' | 'host'>): string | null {
	if (location.protocol !== 'http:' && location.protocol !== 'https:') return null;
	return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/class`;
}

/**
 * One page's line to the class relay: it opens the socket, reads every message with the
 * protocol's checks (a message that fails them is dropped), keeps the server's clock (from each
 * `pong`), and after a drop opens again with backoff until closed. The owner says who it is on
 * each open (create, reclaim or join): the relay keeps nothing of a closed socket.
 */
export class ClassConnection {
	readonly #url: string;
	readonly #handlers: ConnectionHandlers;
	readonly #world: ConnectionWorld;
	#socket: ClassSocket | null = null;
	#open = false;
	#everOpened = false;
	#tries = 0;
	#timer: unknown = null;
	#closed = false;
	/** The server's clock minus this page's, in ms (0 until a reply says otherwise). */
	#offset = 0;
	/** The round trip of the ping the offset came from: a shorter one gives a better offset. */
	#bestTrip = Infinity;

	constructor(url: string, handlers: ConnectionHandlers, world: ConnectionWorld = BROWSER_WORLD) {
		this.#url = url;
		this.#handlers = handlers;
		this.#world = world;
		this.#connect();
	}

	/** Whether the socket is open now. */
	get open(): boolean {
		return this.#open;
	}

	/** The server's time now, as well as this page knows it (ms). */
	serverNow(): number {
		return this.#world.now() + this.#offset;
	}

	/** Sends a message when the socket is open; false when it is not (the owner says it again on the next open). */
	send(message: ClientMessage): boolean {
		if (!this.#open || this.#socket === null) return false;
		this.#socket.send(JSON.stringify(message));
		return true;
	}

	/**
	 * Drops the socket and opens a new one after `ms`, as after a drop: a student whose room is
	 * gone (the server restarted) tries again while the teacher's page makes it again.
	 */
	retry(ms: number): void {
		if (this.#closed) return;
		this.#letGo();
		if (this.#timer !== null) this.#world.cancel(this.#timer);
		this.#timer = this.#world.later(() => {
			this.#timer = null;
			if (!this.#closed) this.#connect();
		}, ms);
	}

	/** Closes the socket for good: no more tries. */
	close(): void {
		this.#closed = true;
		if (this.#timer !== null) this.#world.cancel(this.#timer);
		this.#timer = null;
		this.#letGo();
	}

	/** Closes the socket without hearing its close event: what follows is this side's to say. */
	#letGo(): void {
		const socket = this.#socket;
		this.#socket = null;
		this.#open = false;
		if (socket !== null) {
			socket.onclose = null;
			socket.close();
		}
	}

	#connect(): void {
		let socket: ClassSocket;
		try {
			socket = this.#world.socket(this.#url);
		} catch {
			this.#drop();
			return;
		}
		this.#socket = socket;
		socket.onopen = () => {
			this.#open = true;
			this.#everOpened = true;
			this.#tries = 0;
			this.#bestTrip = Infinity;
			this.send({ type: 'ping', t: this.#world.now() });
			this.#handlers.opened();
		};
		socket.onmessage = (event) => {
			if (typeof event.data !== 'string') return;
			const read = readServerMessage(event.data);
			if (!read.ok) return;
			const { message } = read;
			if (message.type === 'pong') this.#clock(message.t, message.server);
			else if (message.type === 'teaching' || message.type === 'joined')
				this.#roughClock(message.server);
			this.#handlers.message(message);
		};
		socket.onerror = () => socket.close();
		socket.onclose = () => {
			if (this.#socket !== socket) return;
			this.#socket = null;
			this.#open = false;
			this.#drop();
		};
	}

	/** The offset from a ping's round trip: the server answered about halfway through it. */
	#clock(sent: number, server: number): void {
		const now = this.#world.now();
		const trip = now - sent;
		if (trip < 0 || trip > this.#bestTrip) return;
		this.#bestTrip = trip;
		this.#offset = server - (sent + trip / 2);
	}

	/** An offset from a reply with no ping behind it, until a pong gives a better one. */
	#roughClock(server: number): void {
		if (this.#bestTrip === Infinity) this.#offset = server - this.#world.now();
	}

	#drop(): void {
		if (this.#closed) return;
		const tries = this.#tries++;
		if (!this.#everOpened && tries + 1 >= TRIES_BEFORE_GIVING_UP) {
			this.#closed = true;
			this.#handlers.dropped(null, false);
			return;
		}
		const wait = BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)];
		this.#handlers.dropped(wait, this.#everOpened);
		this.#timer = this.#world.later(() => {
			this.#timer = null;
			if (!this.#closed) this.#connect();
		}, wait);
	}
}
