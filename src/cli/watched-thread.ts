/**
 * The thread a command that runs the user's code runs in (see watched.ts): its terminal is the
 * main thread's, asked by message, and each call into the user's code is written on the shared
 * call board, where the main thread watches it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { InputUnreadable, OutputClosed, type CommandIO } from '../puzzles/command';
import { watchSandboxCalls } from '../puzzles/custom/sandbox';
import { runSolve } from './solve';
import { CallBoard, type ThreadMessage, type ThreadReply } from './watched';

const port = parentPort;
if (port === null) throw new Error('watched-thread.ts runs as a worker thread');
const { argv, calls } = workerData as { argv: string[]; calls: SharedArrayBuffer };
const board = new CallBoard(calls);
watchSandboxCalls((during, until) => board.write(during, until));

const waiting = new Map<number, (reply: ThreadReply) => void>();
let asked = 0;
port.on('message', (reply: ThreadReply) => {
	waiting.get(reply.id)?.(reply);
	waiting.delete(reply.id);
});
const send = (message: ThreadMessage) => port.postMessage(message);

/** Asks the main thread's terminal and waits for its answer. */
function ask(message: (id: number) => ThreadMessage): Promise<string> {
	const id = ++asked;
	return new Promise<string>((resolve, reject) => {
		waiting.set(id, (reply) => {
			if ('closed' in reply) reject(new OutputClosed());
			else if ('unreadable' in reply) reject(new InputUnreadable(reply.unreadable));
			else resolve(reply.value);
		});
		send(message(id));
	});
}

const io: CommandIO = {
	stdin: () => ask((id) => ({ type: 'stdin', id })),
	readFile: (path) => ask((id) => ({ type: 'readFile', id, path })),
	out: async (text) => {
		await ask((id) => ({ type: 'out', id, text }));
	},
	err: (text) => send({ type: 'err', text })
};

runSolve(argv, io, { watched: true }).then(
	(code) => send({ type: 'exit', code }),
	(error: unknown) => send({ type: 'exit', code: 1, internal: String(error) })
);
