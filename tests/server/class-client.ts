import { WebSocket } from 'ws';
import {
	readServerMessage,
	type ClassQuestion,
	type ClientMessage,
	type ServerMessage
} from '../../src/server/protocol';

/** The six queens at step 0: the link the relay and Redis tests' teachers show. */
export const LINK = '#puzzle=queens&o.n=6&step=0&input=6';

/** The question the relay and Redis tests' teachers ask the class. */
export const QUESTION: ClassQuestion = {
	id: 'q7',
	step: 7,
	prompt: { en: 'Will it fit?', zh: '放得下吗？' },
	choices: [
		{ key: 'fits', label: { en: 'Fits', zh: '放得下' } },
		{ key: 'conflict', label: { en: 'Conflicts', zh: '冲突' } }
	]
};

/** A message of one type. */
export type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/**
 * A page's side of the class relay over a real WebSocket, for the tests: it reads every message
 * with the page's own reader, and waits for messages (never for time).
 */
export class ClassClient {
	readonly socket: WebSocket;
	/** Every message received, in order. */
	readonly log: ServerMessage[] = [];
	/** Messages not yet taken by {@link next}. */
	readonly #inbox: ServerMessage[] = [];
	#wake: (() => void)[] = [];
	/** The close code and reason, once closed. */
	readonly closed: Promise<{ code: number; reason: string }>;

	private constructor(socket: WebSocket) {
		this.socket = socket;
		socket.on('message', (data) => {
			const read = readServerMessage(String(data));
			// A message the page would refuse is kept as an error the test does not expect.
			const message: ServerMessage = read.ok
				? read.message
				: { type: 'error', reason: read.reason, refused: 'relay', message: read.detail };
			this.log.push(message);
			this.#inbox.push(message);
			for (const wake of this.#wake.splice(0)) wake();
		});
		this.closed = new Promise((closed) =>
			socket.on('close', (code, reason) => {
				closed({ code, reason: String(reason) });
				for (const wake of this.#wake.splice(0)) wake();
			})
		);
	}

	/** A connected client of the relay at `port`. */
	static async open(port: number): Promise<ClassClient> {
		const socket = new WebSocket(`ws://127.0.0.1:${port}/class`);
		await new Promise<void>((open, failed) => {
			socket.once('open', () => open());
			socket.once('error', failed);
		});
		return new ClassClient(socket);
	}

	/** Sends a message (or any text, to test refusals). */
	send(message: ClientMessage | string): void {
		this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
	}

	/** Takes the first unread message of a type, waiting for one to come. */
	async next<T extends ServerMessage['type']>(type: T): Promise<Of<T>> {
		for (;;) {
			const index = this.#inbox.findIndex((message) => message.type === type);
			if (index >= 0) return this.#inbox.splice(index, 1)[0] as Of<T>;
			if (this.socket.readyState === WebSocket.CLOSED)
				throw new Error(`closed while waiting for ${type}`);
			await new Promise<void>((wake) => this.#wake.push(wake));
		}
	}

	/** The last message of a type received, if any. */
	latest<T extends ServerMessage['type']>(type: T): Of<T> | undefined {
		return this.log.findLast((message) => message.type === type) as Of<T> | undefined;
	}

	/** Sends a message and takes the reply of a type. */
	async ask<T extends ServerMessage['type']>(message: ClientMessage, type: T): Promise<Of<T>> {
		this.send(message);
		return this.next(type);
	}

	/** Closes the socket and waits for it to be closed. */
	async close(): Promise<void> {
		this.socket.close();
		await this.closed;
	}
}
