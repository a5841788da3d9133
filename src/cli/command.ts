/** What a command of `npm run solve` reads and writes, so commands run the same in tests and in a shell. */
export interface CliIO {
	readonly stdin: () => string;
	readonly out: (text: string) => void;
	readonly err: (text: string) => void;
}

/** Exit codes: 0 for valid input, 2 for bad input or usage. */
export type ExitCode = 0 | 2;

/** One subcommand (`sudoku`, `queens`, `maze`, `ring`): its arguments after the puzzle name. */
export type CliCommand = (args: readonly string[], io: CliIO) => ExitCode;
