import { displays } from '../../puzzles/registry';
import type { InputError, Lang, PuzzleDisplay } from '../../puzzles/types';
import { recordingEnded, type IndexProgress, type Moment } from '../../timeline/moment';
import { readBacktrackCause } from '../../timeline/cause';
import { translate } from '../i18n';

/** A decision point the page can pause at, named for the current board. */
export interface WatchablePoint {
	readonly point: number;
	readonly label: string;
}

/**
 * The definition of the puzzle a board or id is of. The page loads a puzzle's code before it
 * chooses the puzzle or shows a moment of it (Player, SearchSession), so it is always at hand here.
 */
export function definitionOf(id: string): PuzzleDisplay {
	const definition = displays.loaded(id);
	if (definition === undefined) throw new Error(`puzzle '${id}' is shown before its code loaded`);
	return definition;
}

/**
 * One sentence on a moment, in the page's language: a backtrack says why, given its cause. At
 * step 0 it says `atStart` (by default, press Play to start the search; Compare starts two).
 */
export function narration(
	moment: Moment | null,
	lang: Lang,
	atStart: string = translate(lang, 'pressPlay')
): string {
	if (moment === null) return translate(lang, 'loading');
	if (moment.event === null) return atStart;
	const definition = definitionOf(moment.board.puzzle);
	const cause = readBacktrackCause(moment);
	return definition.narrate(moment.event, moment.board, moment.counters, cause)[lang];
}

/**
 * What the narration says where a load was refused: that the input did not run or load, why,
 * and that the board still shows the search from before.
 */
export function refusedNarration(error: InputError, code: boolean, lang: Lang): string {
	const message = error.message[lang];
	// The line, unless the message says it already (as most parsers' messages do).
	const line =
		error.line === undefined || message.toLowerCase().includes(`line ${error.line}`)
			? ''
			: `${translate(lang, 'errorAtLine', { line: error.line })} `;
	return translate(lang, code ? 'codeRefused' : 'inputRefused', { message: line + message });
}

/** "Step N of M", saying so while the search is still being recorded or when recording stopped. */
export function stepText(lang: Lang, step: number, progress: IndexProgress | null): string {
	const text = translate(lang, 'stepOf', { n: step, m: progress?.events ?? 0 });
	if (progress?.stopped) return `${text} ${translate(lang, 'recordingStopped')}`;
	return progress !== null && recordingEnded(progress)
		? text
		: `${text} ${translate(lang, 'stillRecording')}`;
}

/**
 * The step text at its widest for this search: "Step M of M". Steps count up to M, and their
 * digits are as wide as one another (tabular figures), so no step's text is wider.
 */
export function widestStepText(lang: Lang, progress: IndexProgress | null): string {
	return stepText(lang, progress?.events ?? 0, progress);
}

/** Calls of the stack, innermost first, whose decision points "Pause at cell" lists. */
export const WATCHABLE_FRAMES = 40;

/**
 * The decision points a user can pause at: those on the innermost calls of the moment's stack, the
 * one its event is about, and the one watched already (`watched`), each once, in order. Not
 * `every`: the one watched alone.
 */
export function watchablePoints(
	moment: Moment | null,
	watched: number | null,
	lang: Lang,
	every: boolean
): WatchablePoint[] {
	if (moment === null) return [];
	const definition = definitionOf(moment.board.puzzle);
	// The innermost calls only: 10,000 calls deep (a long maze path), a list of every cell on the
	// stack would be 10,000 options rebuilt on each step.
	const points = every ? moment.frames.slice(-WATCHABLE_FRAMES).map((frame) => frame.point) : [];
	const event = moment.event;
	if (every && event !== null && event.kind !== 'solution' && event.kind !== 'done')
		points.push(event.point);
	if (watched !== null) points.push(watched);
	return [...new Set(points)]
		.sort((a, b) => a - b)
		.map((point) => ({ point, label: definition.describePoint(moment.board, point)[lang] }));
}
