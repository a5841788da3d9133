import { fstatSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { InputUnreadable, OutputClosed, type CommandIO } from '../puzzles/command';
import { MAX_INPUT_CHARACTERS, shown } from '../puzzles/input';

/**
 * Bytes of stdin read at most. No character takes more than four bytes of UTF-8, so text cut here
 * is still longer than the input cap, and the parser refuses it with the cap's message; a 100 MB
 * file costs 4 MB, not 100.
 */
const MAX_INPUT_BYTES = 4 * MAX_INPUT_CHARACTERS + 4;

/** Reads stdin to its end, or to {@link MAX_INPUT_BYTES}; a directory or an unreadable stdin is an {@link InputUnreadable}. */
async function readStdin(): Promise<string> {
	let directory = false;
	try {
		directory = fstatSync(0).isDirectory();
	} catch {
		// No stdin at all (closed): read it as empty below.
	}
	if (directory)
		throw new InputUnreadable(
			'stdin is a directory: give the input as a file or a pipe, e.g. < puzzle.txt'
		);
	const chunks: Buffer[] = [];
	let bytes = 0;
	try {
		for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
			chunks.push(chunk);
			bytes += chunk.length;
			if (bytes > MAX_INPUT_BYTES) break;
		}
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code ?? 'an unknown error';
		throw new InputUnreadable(`stdin cannot be read (${code})`);
	} finally {
		process.stdin.destroy();
	}
	return Buffer.concat(chunks).toString('utf8');
}

/** Reads a file named on the command line, up to {@link MAX_INPUT_BYTES}; one that cannot be read is an {@link InputUnreadable}. */
async function readNamedFile(path: string): Promise<string> {
	try {
		const file = await open(path, 'r');
		try {
			const buffer = Buffer.alloc(MAX_INPUT_BYTES);
			const { bytesRead } = await file.read(buffer, 0, MAX_INPUT_BYTES, 0);
			return buffer.subarray(0, bytesRead).toString('utf8');
		} finally {
			await file.close();
		}
	} catch (error) {
		const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
		throw new InputUnreadable(`cannot read ${shown(path)} (${code})`);
	}
}

/**
 * The real terminal. Stdin is read only when a command asks for it. Every write waits for Node's
 * stdout to take it (`drain`) before the command may write again, and gives the event loop a turn,
 * so a closed pipe (EPIPE, reported as an event) is seen at once: the next write throws
 * {@link OutputClosed} and the command ends quietly.
 */
export function nodeTerminal(): CommandIO {
	const stdout = process.stdout;
	let closed = false;
	// Without a listener, EPIPE on a write would be an uncaught exception with a stack trace.
	stdout.on('error', () => {
		closed = true;
	});
	process.stderr.on('error', () => {});
	return {
		stdin: readStdin,
		readFile: readNamedFile,
		out(text) {
			if (closed) throw new OutputClosed();
			const flowing = stdout.write(text);
			return new Promise<void>((resolve, reject) => {
				const settle = () => {
					stdout.off('drain', settle);
					stdout.off('error', settle);
					if (closed) reject(new OutputClosed());
					else resolve();
				};
				if (flowing) setImmediate(settle);
				else {
					stdout.on('drain', settle);
					stdout.on('error', settle);
				}
			});
		},
		err(text) {
			process.stderr.write(text);
		}
	};
}
