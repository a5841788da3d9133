import { runSolve, type ExitCode } from '../../src/cli/solve';
import { OutputClosed, type CommandIO } from '../../src/puzzles/command';

/** What one command line did on a fake terminal: its exit code, stdout, stderr and how often it read stdin. */
export interface Run {
	readonly code: ExitCode;
	readonly out: string;
	readonly err: string;
	readonly reads: number;
}

/**
 * Runs `solve <argv>` in-process on a fake terminal. `stdin` null fails the run if stdin is read;
 * after `closeAfter` characters of output the reader goes away, as `| head -c` does.
 */
export async function solveWith(
	argv: readonly string[],
	stdin: string | null = '',
	closeAfter = Infinity
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
		}
	};
	const code = await runSolve(argv, io);
	return { code, out, err, reads };
}
