import { withDefaults } from '../../puzzles/options';
import { firstPuzzleId, type PuzzleId } from '../../puzzles/registry';
import type { InputError, PuzzleDisplay, PuzzleOptions, Sample } from '../../puzzles/types';
import { definitionOf } from './readout';

/** How long an edit in the puzzle's editor waits for the next one before the search reloads. */
const EDIT_DELAY_MS = 300;

/** A puzzle's options with every default filled in, then the given values on top. */
export function filledOptions(puzzle: PuzzleId, options: PuzzleOptions): PuzzleOptions {
	return withDefaults(definitionOf(puzzle).options, options);
}

/**
 * The sample this text is, if it is one of the puzzle's samples. A sample is its puzzle text: the
 * options say how to search it, so the NYOJ 722 grid searched in another Order is still NYOJ 722.
 * Of two samples with the same text, the one with these options wins.
 */
function matchingSample(
	definition: PuzzleDisplay,
	input: string,
	options: PuzzleOptions
): Sample | undefined {
	const same = definition.samples.filter((sample) => sample.input === input);
	return (
		same.find((sample) =>
			Object.entries(withDefaults(definition.options, sample.options)).every(
				([key, value]) => options[key] === value
			)
		) ?? same[0]
	);
}

/**
 * The input panel before it is loaded: the puzzle, text and options chosen, the sample they are
 * (if any), and why the last load of them failed. Edits in a puzzle's editor come quickly, so
 * they ask for a reload only once they pause.
 */
export class InputDraft {
	/** Puzzle chosen in the input panel (the loaded search may still be of another). */
	puzzleId = $state<PuzzleId>(firstPuzzleId);
	/** Text of the "Puzzle input" box. */
	text = $state('');
	/** Option values chosen, every default filled in. */
	options = $state.raw<PuzzleOptions>({});
	/** Sample chosen, '' for the user's own input. */
	sampleId = $state('');
	/** Why the last load failed; the previous search stays playable. */
	inputError = $state.raw<InputError | null>(null);
	/** The step on screen when the last load was refused: the narration says so there (PageReadout). */
	refusedAt = $state(0);

	/** The puzzle chosen. */
	get definition() {
		return definitionOf(this.puzzleId);
	}

	readonly #reload: () => void;
	readonly #step: () => number;
	#editTimer: ReturnType<typeof setTimeout> | null = null;

	/** `reload` loads the draft once the editor's edits pause; `step`: the step on screen. */
	constructor(reload: () => void, step: () => number = () => 0) {
		this.#reload = reload;
		this.#step = step;
	}

	/** Chooses a puzzle and returns its first sample's id (the caller loads it). */
	choosePuzzle(id: PuzzleId): string {
		this.puzzleId = id;
		this.inputError = null;
		return this.definition.samples[0].id;
	}

	/** Puts one of the chosen puzzle's samples in the panel; false when it has no such sample. */
	chooseSample(id: string): boolean {
		const sample = this.definition.samples.find((s) => s.id === id);
		if (sample === undefined) return false;
		this.text = sample.input;
		this.options = withDefaults(this.definition.options, sample.options);
		this.sampleId = sample.id;
		return true;
	}

	/** Changes one option. */
	setOption(key: string, value: string): void {
		this.options = { ...this.options, [key]: value };
		this.#syncSample();
	}

	/** The text of the box changed (typed, not loaded yet). */
	edit(text: string): void {
		this.text = text;
		this.#syncSample();
	}

	/** The puzzle's editor changed the input: reload shortly, once the edits pause. */
	editFromBoard(text: string): void {
		this.edit(text);
		this.#clearTimer();
		this.#editTimer = setTimeout(() => {
			this.#editTimer = null;
			this.#reload();
		}, EDIT_DELAY_MS);
	}

	/**
	 * Says why the input cannot load (too long, bad, or code that kept its worker silent); null
	 * when it loaded. The draft stays as it is, for the user to fix.
	 */
	refuse = (error: InputError | null): void => {
		this.inputError = error;
		if (error !== null) this.refusedAt = this.#step();
	};

	/** Fills the panel with a search (from a link), every option default filled in. */
	fill(puzzle: PuzzleId, text: string, options: PuzzleOptions): void {
		this.puzzleId = puzzle;
		this.text = text;
		this.options = filledOptions(puzzle, options);
		this.#syncSample();
	}

	/** Drops a reload still waiting for the edits to pause. */
	dispose(): void {
		this.#clearTimer();
	}

	#syncSample(): void {
		this.sampleId = matchingSample(this.definition, this.text, this.options)?.id ?? '';
	}

	#clearTimer(): void {
		if (this.#editTimer !== null) clearTimeout(this.#editTimer);
		this.#editTimer = null;
	}
}
