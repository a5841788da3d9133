import type { PuzzleId, PuzzleOptions } from '../puzzles/types';

/** One moment of one search, as a shareable link holds it. */
export interface LinkState {
	readonly puzzle: PuzzleId;
	readonly input: string;
	readonly options: PuzzleOptions;
	/** The step shown, 0 for the start. */
	readonly step: number;
}

// Option keys travel with a prefix so an option can never shadow the puzzle, input or step.
const OPTION_PREFIX = 'o.';

/**
 * The URL fragment (with its '#') for a moment. The fragment, not the query, so the link works on
 * any static host and never reaches a server log.
 */
export function encodeLink(state: LinkState): string {
	const params = new URLSearchParams();
	params.set('puzzle', state.puzzle);
	for (const key of Object.keys(state.options).sort())
		params.set(OPTION_PREFIX + key, state.options[key]);
	params.set('step', String(state.step));
	// The input goes last: it is the long part, and the short ones stay readable in the address bar.
	params.set('input', state.input);
	return '#' + params.toString();
}

/**
 * Reads a URL fragment written by {@link encodeLink}; null when it does not name a known puzzle
 * with an input. A missing or malformed step means the start.
 */
export function decodeLink(
	fragment: string,
	isPuzzleId: (id: string) => id is PuzzleId
): LinkState | null {
	const params = new URLSearchParams(fragment.replace(/^#/, ''));
	const puzzle = params.get('puzzle');
	const input = params.get('input');
	if (puzzle === null || input === null || !isPuzzleId(puzzle)) return null;
	// Built from entries, so a key such as "__proto__" is an own option, never the prototype.
	const options: Record<string, string> = Object.fromEntries(
		[...params]
			.filter(([key]) => key.startsWith(OPTION_PREFIX) && key.length > OPTION_PREFIX.length)
			.map(([key, value]) => [key.slice(OPTION_PREFIX.length), value])
	);
	const step = Number(params.get('step') ?? '0');
	return {
		puzzle,
		input,
		options,
		step: Number.isSafeInteger(step) && step >= 0 ? step : 0
	};
}

/**
 * Writes the address bar at most once per `intervalMs`, always ending on the latest value: playing
 * changes the step sixty times a second, and browsers throttle (or refuse) faster history updates.
 */
export class LinkWriter {
	#last = -Infinity;
	#pending: string | null = null;
	#timer: ReturnType<typeof setTimeout> | null = null;
	readonly #write: (fragment: string) => void;
	readonly #intervalMs: number;
	readonly #now: () => number;

	constructor(write: (fragment: string) => void, intervalMs = 400, now = () => Date.now()) {
		this.#write = write;
		this.#intervalMs = intervalMs;
		this.#now = now;
	}

	/** Asks for the address bar to show this fragment. */
	update(fragment: string): void {
		this.#pending = fragment;
		const wait = this.#last + this.#intervalMs - this.#now();
		if (wait <= 0) this.#flush();
		else this.#timer ??= setTimeout(() => this.#flush(), wait);
	}

	/** Drops a pending write. */
	dispose(): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = null;
		this.#pending = null;
	}

	#flush(): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = null;
		if (this.#pending === null) return;
		this.#last = this.#now();
		this.#write(this.#pending);
		this.#pending = null;
	}
}
