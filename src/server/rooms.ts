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

/** A room a teacher may drive: its token, and whether the server knew nothing of it. */
export type Teaching =
	| { readonly ok: true; readonly room: Room; readonly token: string; readonly fresh: boolean }
	| { readonly ok: false; readonly reason: ErrorReason; readonly message: string };

/** A room a student is in, and the seat it has there. */
export type Seating =
	| { readonly ok: true; readonly room: Room; readonly seat: string }
	| { readonly ok: false; readonly reason: ErrorReason; readonly message: string };

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
	readonly #guesses: RateLimiter;
	readonly #creates: RateLimiter;
	readonly #idleLimitMs: number;

	constructor(options: RoomsOptions = {}) {
		this.#clock = options.clock ?? Date.now;
		this.#random = options.random ?? randomBytes;
		this.#guesses = new RateLimiter(options.guesses ?? GUESS_LIMIT, this.#clock);
		this.#creates = new RateLimiter(options.creates ?? CREATE_LIMIT, this.#clock);
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
		if (!this.#creates.allows(address)) return limited();
		this.#creates.spend(address);
		let code = this.#code();
		while (this.#rooms.has(code)) code = this.#code();
		const token = this.#secret();
		const room = new Room(code, token, this.#clock());
		this.#rooms.set(code, room);
		return { ok: true, room, token, fresh: true };
	}

	reclaim(address: string, code: string, token: string): Teaching {
		// The guess limit guards codes and tokens against guessing, and a holder of the token
		// guessed nothing: it gets its room back even when its address is over the limit, as a
		// school's address is when its students' rejoins found no room after a restart.
		const room = this.#rooms.get(code);
		if (room !== undefined) {
			if (room.ownedBy(token)) return { ok: true, room, token, fresh: false };
			if (!this.#guesses.allows(address)) return limited();
			this.#guesses.spend(address);
			return { ok: false, reason: 'codeTaken', message: 'this code belongs to another class' };
		}
		// The server restarted (or the room expired): the token's holder gets the code back, and
		// students who rejoin with it get in. Only the create limit counts here, so an address
		// over its guesses learns at most whether CREATE_LIMIT codes a minute are taken.
		if (!this.#creates.allows(address)) return limited();
		this.#creates.spend(address);
		const made = new Room(code, token, this.#clock());
		this.#rooms.set(code, made);
		return { ok: true, room: made, token, fresh: true };
	}

	join(address: string, code: string, seat: string | undefined): Seating {
		if (!this.#guesses.allows(address)) return limited();
		const room = this.#rooms.get(code);
		if (room === undefined) {
			this.#guesses.spend(address);
			return { ok: false, reason: 'noRoom', message: 'no class has this code' };
		}
		if (seat !== undefined && room.hasSeat(seat)) return { ok: true, room, seat };
		if (room.full) return { ok: false, reason: 'roomFull', message: 'this class is full' };
		return { ok: true, room, seat: this.#secret() };
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
		this.#guesses.sweep();
		this.#creates.sweep();
		return expired;
	}
}

/** The refusal of an address over its limit. */
export const limited = (): { ok: false; reason: ErrorReason; message: string } => ({
	ok: false,
	reason: 'rateLimited',
	message: 'too many attempts from this address: wait a minute'
});
