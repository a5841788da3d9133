import { Worker } from 'node:worker_threads';
import { OutputClosed, type CommandIO } from '../puzzles/command';
import { located } from '../puzzles/custom/command';
import { ranTooLong } from '../puzzles/custom/sandbox';
import { placeOf } from '../puzzles/custom/source';
import type { PuzzleDefinition } from '../puzzles/types';
import type { ExitCode } from './solve';

/** How long past its own limit a call into the user's code may run before its thread is stopped. */
export const WATCH_GRACE_MS = 1000;
/** How often the watch looks at the thread. */
const WATCH_EVERY_MS = 100;
/** Characters of the name of the function running that the shared memory holds. */
const DURING_CHARACTERS = 64;

/** What the thread asks of the terminal, and says when it is done (see watched-thread.ts). */
export type ThreadMessage =
	| { readonly type: 'out'; readonly id: number; readonly text: string }
	| { readonly type: 'err'; readonly text: string }
	| { readonly type: 'stdin'; readonly id: number }
	| { readonly type: 'readFile'; readonly id: number; readonly path: string }
	| { readonly type: 'exit'; readonly code: ExitCode | 1; readonly internal?: string };

/** The terminal's answer to a thread's request: a value, the output closed, or an error's message. */
export type ThreadReply =
	| { readonly id: number; readonly value: string }
	| { readonly id: number; readonly closed: true }
	| { readonly id: number; readonly unreadable: string };

/**
 * Shared memory where the thread says which call into the user's code runs and by when it must
 * end: a Float64 deadline (ms since the epoch, 0 when none runs), then the function's name.
 */
export class CallBoard {
	readonly buffer: SharedArrayBuffer;
	private readonly until: Float64Array;
	private readonly name: Uint16Array;

	constructor(buffer = new SharedArrayBuffer(8 + 2 * (DURING_CHARACTERS + 1))) {
		this.buffer = buffer;
		this.until = new Float64Array(buffer, 0, 1);
		this.name = new Uint16Array(buffer, 8, DURING_CHARACTERS + 1);
	}

	/** The thread: a call starts (`during`, until `untilMs`) or ends (null). */
	write(during: string | null, untilMs: number): void {
		if (during !== null) {
			const length = Math.min(during.length, DURING_CHARACTERS);
			this.name[0] = length;
			for (let i = 0; i < length; i++) this.name[1 + i] = during.charCodeAt(i);
		}
		this.until[0] = during === null ? 0 : untilMs;
	}

	/** The watch: the call that runs past `now` plus the grace, or null. */
	overdue(now: number): string | null {
		const until = this.until[0];
		if (until === 0 || now <= until + WATCH_GRACE_MS) return null;
		return String.fromCharCode(...this.name.subarray(1, 1 + this.name[0]));
	}
}

/**
 * Runs a command that runs the user's code in a thread of its own, its terminal served from
 * here, and watches it from outside: QuickJS looks at a call's deadline only every so many
 * operations, so one slow built-in (`'x'.repeat(3e7).lastIndexOf('z')` in a loop) kept a call
 * running for a minute. A call that runs {@link WATCH_GRACE_MS} past its limit has its thread
 * terminated, and the command says so, with the function and its line, and exits 2.
 */
export function runWatched(
	puzzle: PuzzleDefinition,
	argv: readonly string[],
	io: CommandIO
): Promise<ExitCode> {
	const board = new CallBoard();
	// A thread does not inherit this process's TypeScript loader: it registers tsx's first.
	const entry = new URL('./watched-thread.ts', import.meta.url).href;
	const thread = new Worker(
		`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
		{ eval: true, workerData: { argv: [...argv], calls: board.buffer } }
	);
	// The code last read, so a stopped call can be placed in its file.
	let file = { name: 'template.js', code: puzzle.samples[0]?.input ?? '' };
	return new Promise<ExitCode>((resolve, reject) => {
		const finish = (code: ExitCode) => {
			clearInterval(watch);
			void thread.terminate();
			resolve(code);
		};
		const watch = setInterval(() => {
			const during = board.overdue(Date.now());
			if (during === null) return;
			const place = placeOf(file.code, during);
			io.err(`${puzzle.id}: ${located(file.name, { message: ranTooLong(during), ...place })}\n`);
			finish(2);
		}, WATCH_EVERY_MS);
		const reply = (message: ThreadReply) => thread.postMessage(message);
		thread.on('message', (message: ThreadMessage) => {
			switch (message.type) {
				case 'out':
					Promise.resolve()
						.then(() => io.out(message.text))
						.then(
							() => reply({ id: message.id, value: '' }),
							(error: unknown) =>
								error instanceof OutputClosed
									? reply({ id: message.id, closed: true })
									: reject(error)
						);
					return;
				case 'err':
					io.err(message.text);
					return;
				case 'stdin':
				case 'readFile':
					Promise.resolve()
						.then(() => (message.type === 'stdin' ? io.stdin() : io.readFile?.(message.path)))
						.then(
							(value) => {
								if (message.type === 'readFile') file = { name: message.path, code: value ?? '' };
								reply({ id: message.id, value: value ?? '' });
							},
							(error: unknown) =>
								reply({
									id: message.id,
									unreadable: error instanceof Error ? error.message : String(error)
								})
						);
					return;
				case 'exit':
					if (message.code === 1) {
						clearInterval(watch);
						reject(new Error(message.internal ?? 'the command failed'));
					} else finish(message.code);
			}
		});
		thread.on('error', (error) => {
			clearInterval(watch);
			reject(error);
		});
	});
}
