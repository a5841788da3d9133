import { shown } from '../../src/puzzles/input';
import { runSolve, type ExitCode } from '../../src/cli/solve';
import { InputUnreadable, OutputClosed, type CommandIO } from '../../src/puzzles/command';

/** What one command line did on a fake terminal: its exit code, stdout, stderr and how often it read stdin. */
export interface Run {
	readonly code: ExitCode;
	readonly out: string;
	readonly err: string;
	readonly reads: number;
}

/**
 * Runs `solve <argv>` in-process on a fake terminal. `stdin` null fails the run if stdin is read;
 * after `closeAfter` characters of output the reader goes away, as `| head -c` does; `files` are
 * the files a command may read by name. A command that runs the user's code runs in this thread
 * too, unwatched (a thread of its own costs each run a second of start-up), unless `thread`.
 */
export async function solveWith(
	argv: readonly string[],
	stdin: string | null = '',
	closeAfter = Infinity,
	files: Readonly<Record<string, string>> = {},
	{ thread = false } = {}
): Promise<Run> {
	let out = '';
	let err = '';
	let reads = 0;
	const io: CommandIO = {
		stdin: () => {
			reads++;
			if (stdin === null) throw new Error('stdin was read');
			return stdin;
		},
		out: (text) => {
			if (out.length >= closeAfter) throw new OutputClosed();
			out += text;
		},
		err: (text) => {
			err += text;
		},
		readFile: (path) =>
			Object.hasOwn(files, path)
				? Promise.resolve(files[path])
				: Promise.reject(new InputUnreadable(`cannot read ${shown(path)} (ENOENT)`))
	};
	const code = await runSolve(argv, io, { watched: !thread });
	return { code, out, err, reads };
}
