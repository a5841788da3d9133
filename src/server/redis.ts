import { createClient } from 'redis';
import {
	split,
	type Admission,
	type Broadcast,
	type Change,
	type Entry,
	type RoomHub
} from './hub';
import { Room, type Delivery, type RoomSnapshot } from './room';
import { Doorkeeper, IDLE_LIMIT_MS, newCode, newSecret } from './rooms';

/** A room's key (its JSON) and its broadcasts' channel: `backstep:room:<code>`. */
const roomKey = (code: string): string => `backstep:room:${code}`;
/** The pattern every process subscribes to: the broadcasts of every room. */
const ROOM_CHANNELS = 'backstep:room:*';
/** The codes of open rooms, which a sweep goes through. */
const OPEN_ROOMS = 'backstep:rooms';
/** A room's lock, held while one process changes it. */
const lockKey = (code: string): string => `backstep:lock:${code}`;
/** A lock outlives a process that died holding it by this long at most. */
const LOCK_MS = 5000;
/** How long a process waits for a room's lock before its change fails. */
const LOCK_WAIT_MS = 10_000;
/**
 * A room unchanged this long is deleted by Redis itself: the sweep's backstop when a process
 * that died left a teacher counted in it (so it never looked idle).
 */
const STALE_MS = 12 * 60 * 60 * 1000;
/** Deletes a lock only if it is still the holder's. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** A room as stored: its data and its version, one more with each change. */
interface Stored {
	readonly version: number;
	readonly room: RoomSnapshot;
}

/** A broadcast as published on a room's channel. */
type Published = Omit<Broadcast, 'code'>;

/** What a {@link RedisHub} is made with besides the server's URL: for tests. */
export interface RedisHubOptions {
	readonly clock?: () => number;
	readonly idleLimitMs?: number;
}

type Client = ReturnType<typeof createClient>;

/**
 * Rooms shared by every process connected to one Redis: each room is a JSON value (its moment,
 * token, seats, answers and socket counts on all processes) changed under a per-room lock, and
 * each change's broadcast is published, in the same transaction, on the room's channel, which
 * every process fans out to its own sockets. Rate limits stay per process.
 */
export class RedisHub implements RoomHub {
	readonly #client: Client;
	readonly #subscriber: Client;
	readonly #clock: () => number;
	readonly #idleLimitMs: number;
	readonly #door: Doorkeeper;
	/** Each room's last change in this process: the next waits for it, so none wait on the lock for another of ours. */
	readonly #queues = new Map<string, Promise<unknown>>();
	#listener: (broadcast: Broadcast) => void = () => {};

	private constructor(client: Client, subscriber: Client, options: RedisHubOptions) {
		this.#client = client;
		this.#subscriber = subscriber;
		this.#clock = options.clock ?? Date.now;
		this.#idleLimitMs = options.idleLimitMs ?? IDLE_LIMIT_MS;
		this.#door = new Doorkeeper(this.#clock);
	}

	/** A hub on the Redis at `url` (redis://…), connected and subscribed to every room's channel. */
	static async connect(url: string, options: RedisHubOptions = {}): Promise<RedisHub> {
		// A Redis not there at the start fails the start; one lost later is retried for good.
		let started = false;
		const client: Client = createClient({
			url,
			socket: {
				reconnectStrategy: (retries: number, cause: Error) =>
					started ? Math.min(100 * 2 ** retries, 5000) : cause
			}
		});
		const report = (error: unknown) => {
			if (started) console.error('class rooms: redis:', String(error));
		};
		client.on('error', report);
		await client.connect();
		const subscriber = client.duplicate();
		subscriber.on('error', report);
		await subscriber.connect();
		started = true;
		const hub = new RedisHub(client, subscriber, options);
		await subscriber.pSubscribe(ROOM_CHANNELS, (text, channel) => hub.#received(text, channel));
		return hub;
	}

	#received(text: string, channel: string): void {
		const published = JSON.parse(text) as Published;
		this.#listener({ code: channel.slice(roomKey('').length), ...published });
	}

	now(): number {
		return this.#clock();
	}

	listen(listener: (broadcast: Broadcast) => void): void {
		this.#listener = listener;
	}

	async #load(code: string): Promise<Stored | null> {
		const text = await this.#client.get(roomKey(code));
		return text === null ? null : (JSON.parse(text) as Stored);
	}

	/** Takes room `code`'s lock, waiting for it; returns the holder's nonce. */
	async #acquire(code: string): Promise<string> {
		const nonce = newSecret();
		const until = Date.now() + LOCK_WAIT_MS;
		for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
			const taken = await this.#client.set(lockKey(code), nonce, {
				condition: 'NX',
				expiration: { type: 'PX', value: LOCK_MS }
			});
			if (taken !== null) return nonce;
			if (Date.now() > until) throw new Error(`room ${code} stayed locked`);
			await new Promise((later) => setTimeout(later, wait));
		}
	}

	/**
	 * Runs `work` on room `code` holding its lock, after this process's earlier work on it. The
	 * result is handed over before the lock is let go: the relay takes a socket in before any
	 * later broadcast of the room can arrive.
	 */
	#locked<T>(code: string, work: (stored: Stored | null) => Promise<T>): Promise<T> {
		return new Promise<T>((resolve, reject) => {
			const task = async (): Promise<void> => {
				const nonce = await this.#acquire(code);
				try {
					resolve(await work(await this.#load(code)));
				} catch (error) {
					reject(error);
				} finally {
					await this.#client.eval(RELEASE, { keys: [lockKey(code)], arguments: [nonce] });
				}
			};
			const last = (this.#queues.get(code) ?? Promise.resolve()).then(task).catch(reject);
			this.#queues.set(code, last);
			void last.then(() => {
				if (this.#queues.get(code) === last) this.#queues.delete(code);
			});
		});
	}

	/**
	 * Stores a changed room (or deletes a closed one) and publishes the change's broadcast, in
	 * one transaction: the order of a room's broadcasts is the order of its changes. Returns the
	 * replies and the new version.
	 */
	async #commit(
		room: Room,
		version: number,
		deliveries: readonly Delivery[],
		closed = false
	): Promise<{ replies: Delivery[]; version: number }> {
		const { replies, others } = split(deliveries);
		const next = version + 1;
		const key = roomKey(room.code);
		const stored: Stored = { version: next, room: room.snapshot() };
		const transaction = this.#client.multi();
		if (closed) transaction.del(key).sRem(OPEN_ROOMS, room.code);
		else
			transaction
				.set(key, JSON.stringify(stored), { expiration: { type: 'PX', value: STALE_MS } })
				.sAdd(OPEN_ROOMS, room.code);
		if (others.length > 0 || closed) {
			const published: Published = { version: next, deliveries: others, closed };
			transaction.publish(key, JSON.stringify(published));
		}
		await transaction.exec();
		return { replies, version: next };
	}

	async enter(address: string, entry: Entry): Promise<Admission> {
		if (entry.type === 'create') {
			const refused = this.#door.create(address);
			if (refused !== null) return refused;
			const token = newSecret();
			for (;;) {
				// A code no open room has, across processes: the first SET NX of it wins.
				const code = newCode();
				const room = new Room(code, token, this.now());
				const replies = room.teacherArrives(token, true, this.now());
				const stored: Stored = { version: 1, room: room.snapshot() };
				const made = await this.#client.set(roomKey(code), JSON.stringify(stored), {
					condition: 'NX',
					expiration: { type: 'PX', value: STALE_MS }
				});
				if (made === null) continue;
				await this.#client.sAdd(OPEN_ROOMS, code);
				return { ok: true, code, seat: null, version: 1, replies };
			}
		}
		return this.#locked(entry.code, async (stored): Promise<Admission> => {
			const held = stored === null ? undefined : Room.restore(stored.room);
			if (entry.type === 'join') {
				const seated = this.#door.join(address, held, entry.seat, newSecret);
				if (!seated.ok) return seated;
				const { room, seat } = seated;
				const arrival = room.studentArrives(seat, entry.nickname, this.now());
				const { replies, version } = await this.#commit(room, stored?.version ?? 0, arrival);
				return { ok: true, code: room.code, seat, version, replies };
			}
			const reclaimed = this.#door.reclaim(address, held, entry.token);
			if (reclaimed !== 'remake' && !(reclaimed instanceof Room)) return reclaimed;
			// No process knows the room (Redis restarted, or it expired): the token's holder gets
			// the code back, and students who rejoin with it get in.
			const fresh = reclaimed === 'remake';
			const room = fresh ? new Room(entry.code, entry.token, this.now()) : reclaimed;
			const arrival = room.teacherArrives(entry.token, fresh, this.now());
			const { replies, version } = await this.#commit(room, stored?.version ?? 0, arrival);
			return { ok: true, code: room.code, seat: null, version, replies };
		});
	}

	change(code: string, change: Change, closes = false): Promise<readonly Delivery[] | null> {
		return this.#locked(code, async (stored) => {
			if (stored === null) return null;
			const room = Room.restore(stored.room);
			const deliveries = change(room, this.now());
			return (await this.#commit(room, stored.version, deliveries, closes)).replies;
		});
	}

	async sweep(): Promise<void> {
		const now = this.now();
		this.#door.sweep();
		for (const code of await this.#client.sMembers(OPEN_ROOMS)) {
			const seen = await this.#load(code);
			const idle = seen?.room.idleSince ?? null;
			if (seen !== null && (idle === null || now - idle < this.#idleLimitMs)) continue;
			await this.#locked(code, async (stored) => {
				const ended: Delivery = { to: 'everyone', message: { type: 'ended', reason: 'expired' } };
				if (stored === null) {
					// Deleted by its key's expiry: its sockets are told all the same.
					const published: Published = {
						version: Number.MAX_SAFE_INTEGER,
						deliveries: [ended],
						closed: true
					};
					await this.#client
						.multi()
						.sRem(OPEN_ROOMS, code)
						.publish(roomKey(code), JSON.stringify(published))
						.exec();
					return;
				}
				const since = stored.room.idleSince;
				if (since === null || now - since < this.#idleLimitMs) return;
				await this.#commit(Room.restore(stored.room), stored.version, [ended], true);
			});
		}
	}

	async close(): Promise<void> {
		await Promise.all([...this.#queues.values()].map((last) => last.catch(() => {})));
		await this.#subscriber.close();
		await this.#client.close();
	}
}
