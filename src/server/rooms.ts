import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH, type ErrorReason } from './protocol';
import { Room } from './room';

/** A room that closes when no teacher has been connected for this long: 2 hours. */
export const IDLE_LIMIT_MS = 2 * 60 * 60 * 1000;

/** How many of something an address may do in a window of time. */
export interface Limit {
	readonly count: number;
	readonly windowMs: number;
}

/**
 * Failed joins and reclaims (an unknown code, a wrong token) an address may make: 20 a minute.
 * Only failures count, so a class behind one school NAT joins as fast as it likes while
 * guessing codes (887 million of them) stays hopeless; past the limit every join from the
 * address is refused, right codes too, so a guesser learns nothing.
 */
export const GUESS_LIMIT: Limit = { count: 20, windowMs: 60_000 };

/** Rooms an address may create (or make again after a restart): 10 a minute. */
export const CREATE_LIMIT: Limit = { count: 10, windowMs: 60_000 };

/**
 * A token bucket per key: `count` at once, refilled evenly over `windowMs`. An address that
 * stays under its limit costs one small entry, dropped by {@link RateLimiter.sweep} once full.
 */
export class RateLimiter {
	readonly #limit: Limit;
	readonly #clock: () => number;
	readonly #buckets = new Map<string, { tokens: number; at: number }>();

	constructor(limit: Limit, clock: () => number) {
		this.#limit = limit;
		this.#clock = clock;
	}

	/** The tokens `key` has now, refilled for the time since it last spent one. */
	#tokens(key: string): number {
		const bucket = this.#buckets.get(key);
		if (bucket === undefined) return this.#limit.count;
		const refill = ((this.#clock() - bucket.at) * this.#limit.count) / this.#limit.windowMs;
		return Math.min(this.#limit.count, bucket.tokens + refill);
	}

	/** Whether `key` may do one more now. */
	allows(key: string): boolean {
		return this.#tokens(key) >= 1;
	}

	/** Counts one against `key`. */
	spend(key: string): void {
		this.#buckets.set(key, { tokens: Math.max(0, this.#tokens(key) - 1), at: this.#clock() });
	}

	/** Forgets keys whose bucket has filled again. */
	sweep(): void {
		for (const key of this.#buckets.keys())
			if (this.#tokens(key) >= this.#limit.count) this.#buckets.delete(key);
	}
}

/** 128 random bits as 32 hex digits: a teacher's token or a student's seat. */
export function newSecret(random: (bytes: number) => Uint8Array = randomBytes): string {
	return Buffer.from(random(16)).toString('hex');
}

/**
 * A code of {@link CODE_LENGTH} letters of the alphabet, each from a random byte below the
 * largest multiple of the alphabet's size (a byte's remainder would favour its first letters).
 */
export function newCode(random: (bytes: number) => Uint8Array = randomBytes): string {
	const size = CODE_ALPHABET.length;
	const below = 256 - (256 % size);
	let code = '';
	while (code.length < CODE_LENGTH)
		for (const byte of random(CODE_LENGTH))
			if (byte < below && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % size];
	return code;
}

/** A refusal to let an address in: the reason its page shows, and why in words. */
export type Refusal = {
	readonly ok: false;
	readonly reason: ErrorReason;
	readonly message: string;
};

/** A room a teacher may drive: its token, and whether the server knew nothing of it. */
export type Teaching =
	| { readonly ok: true; readonly room: Room; readonly token: string; readonly fresh: boolean }
	| Refusal;

/** A room a student is in, and the seat it has there. */
export type Seating = { readonly ok: true; readonly room: Room; readonly seat: string } | Refusal;

/**
 * Who gets into a room, and under which limits: the rules {@link Rooms} and the Redis hub
 * (redis.ts) both apply, each to the rooms it holds. The guess limit guards codes and tokens
 * against guessing; the create limit, rooms made. Limits are per process.
 */
export class Doorkeeper {
	readonly #guesses: RateLimiter;
	readonly #creates: RateLimiter;

	constructor(clock: () => number, guesses: Limit = GUESS_LIMIT, creates: Limit = CREATE_LIMIT) {
		this.#guesses = new RateLimiter(guesses, clock);
		this.#creates = new RateLimiter(creates, clock);
	}

	/** Null when `address` may make a room now (and it counts), else the refusal. */
	create(address: string): Refusal | null {
		if (!this.#creates.allows(address)) return limited();
		this.#creates.spend(address);
		return null;
	}

	/**
	 * A teacher's reclaim of `room` (undefined when no one holds it: the server restarted, or it
	 * expired) with `token`: the room kept, 'remake' (made again under its code), or a refusal.
	 */
	reclaim(address: string, room: Room | undefined, token: string): Room | 'remake' | Refusal {
		if (room !== undefined) {
			// A holder of the token guessed nothing: it gets its room back even when its address
			// is over the limit, as a school's address is when its students' rejoins found no
			// room after a restart.
			if (room.ownedBy(token)) return room;
			if (!this.#guesses.allows(address)) return limited();
			this.#guesses.spend(address);
			return { ok: false, reason: 'codeTaken', message: 'this code belongs to another class' };
		}
		// Only the create limit counts here, so an address over its guesses learns at most
		// whether CREATE_LIMIT codes a minute are taken.
		return this.create(address) ?? 'remake';
	}

	/**
	 * A student's join of `room` (undefined when no one holds it): `seat` again if the room gave
	 * it, else a new one from `newSeat`, or a refusal. Past the guess limit every join from the
	 * address is refused, right codes too.
	 */
	join(
		address: string,
		room: Room | undefined,
		seat: string | undefined,
		newSeat: () => string
	): Seating {
		if (!this.#guesses.allows(address)) return limited();
		if (room === undefined) {
			this.#guesses.spend(address);
			return { ok: false, reason: 'noRoom', message: 'no class has this code' };
		}
		if (seat !== undefined && room.hasSeat(seat)) return { ok: true, room, seat };
		if (room.full) return { ok: false, reason: 'roomFull', message: 'this class is full' };
		return { ok: true, room, seat: newSeat() };
	}

	/** Forgets the addresses whose limits have filled again. */
	sweep(): void {
		this.#guesses.sweep();
		this.#creates.sweep();
	}
}

/**
 * Rooms in one process, as the relay's {@link LocalHub} (hub.ts) asks for them: {@link Rooms}, or
 * a test's own. Rooms shared by several processes are a RedisHub's (redis.ts) instead.
 */
export interface RoomStore {
	/** The open room with this code, if any. */
	get(code: string): Room | undefined;
	/** A new room with a fresh code and token, for a teacher at `address`. */
	create(address: string): Teaching;
	/** The room `code` for the holder of `token`, made again under that code if unknown. */
	reclaim(address: string, code: string, token: string): Teaching;
	/** A seat in room `code` for a student at `address`; `seat` is kept if the room gave it. */
	join(address: string, code: string, seat: string | undefined): Seating;
	/** Closes a room: its code is free again. */
	close(room: Room): void;
	/** Closes and returns the rooms with no teacher connected for {@link IDLE_LIMIT_MS}. */
	sweep(): Room[];
	/** Server time in ms: the room's clock, which playbacks and pongs carry. */
	now(): number;
}

/** What a {@link Rooms} is made with: all optional, for tests and the benchmark. */
export interface RoomsOptions {
	readonly clock?: () => number;
	readonly random?: (bytes: number) => Uint8Array;
	readonly guesses?: Limit;
	readonly creates?: Limit;
	readonly idleLimitMs?: number;
}

/** Rooms in this process: codes, tokens, seats, rate limits and expiry, with no sockets. */
export class Rooms implements RoomStore {
	readonly #rooms = new Map<string, Room>();
	readonly #clock: () => number;
	readonly #random: (bytes: number) => Uint8Array;
	readonly #door: Doorkeeper;
	readonly #idleLimitMs: number;

	constructor(options: RoomsOptions = {}) {
		this.#clock = options.clock ?? Date.now;
		this.#random = options.random ?? randomBytes;
		this.#door = new Doorkeeper(this.#clock, options.guesses, options.creates);
		this.#idleLimitMs = options.idleLimitMs ?? IDLE_LIMIT_MS;
	}

	/** Open rooms. */
	get size(): number {
		return this.#rooms.size;
	}

	get(code: string): Room | undefined {
		return this.#rooms.get(code);
	}

	now(): number {
		return this.#clock();
	}

	#secret(): string {
		return newSecret(this.#random);
	}

	#code(): string {
		return newCode(this.#random);
	}

	create(address: string): Teaching {
		const refused = this.#door.create(address);
		if (refused !== null) return refused;
		let code = this.#code();
		while (this.#rooms.has(code)) code = this.#code();
		const token = this.#secret();
		const room = new Room(code, token, this.#clock());
		this.#rooms.set(code, room);
		return { ok: true, room, token, fresh: true };
	}

	reclaim(address: string, code: string, token: string): Teaching {
		const entry = this.#door.reclaim(address, this.#rooms.get(code), token);
		if (entry instanceof Room) return { ok: true, room: entry, token, fresh: false };
		if (entry !== 'remake') return entry;
		// The token's holder gets the code back, and students who rejoin with it get in.
		const made = new Room(code, token, this.#clock());
		this.#rooms.set(code, made);
		return { ok: true, room: made, token, fresh: true };
	}

	join(address: string, code: string, seat: string | undefined): Seating {
		return this.#door.join(address, this.#rooms.get(code), seat, () => this.#secret());
	}

	close(room: Room): void {
		if (this.#rooms.get(room.code) === room) this.#rooms.delete(room.code);
	}

	sweep(): Room[] {
		const now = this.#clock();
		const expired = [...this.#rooms.values()].filter(
			(room) => room.idleSince !== null && now - room.idleSince >= this.#idleLimitMs
		);
		for (const room of expired) this.close(room);
		this.#door.sweep();
		return expired;
	}
}

/** The refusal of an address over its limit. */
export const limited = (): Refusal => ({
	ok: false,
	reason: 'rateLimited',
	message: 'too many attempts from this address: wait a minute'
});
