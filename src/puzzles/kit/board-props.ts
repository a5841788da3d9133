import type { SearchEvent } from '../../engine/events';
import type { Board, InputError, Lang, PuzzleOptions, Text } from '../types';

/** Props every puzzle's Board.svelte takes. */
export interface BoardProps<B extends Board = Board> {
	/** The board right after `event`. */
	board: B;
	/** The current event (null at step 0). */
	event: SearchEvent | null;
	/** Tries per heat cell so far (engine heat, see Problem.heatIndex of each puzzle). */
	heat: readonly number[] | null;
	/** Draw the heat map overlay. */
	showHeat: boolean;
	/** Animate placements/removals (false at high speeds and under prefers-reduced-motion). */
	motion: boolean;
	lang: Lang;
}

/** Props every puzzle's Editor.svelte takes: it edits the input text of its puzzle. */
export interface EditorProps {
	/** Current input text (the same text the "Puzzle input" box holds). */
	input: string;
	options: PuzzleOptions;
	/** Cells to highlight because the last Load failed there. */
	errorPoints: readonly number[];
	/** The last Load's error, for an editor that marks its line (a code editor). */
	error?: InputError | null;
	lang: Lang;
	/** Called with the new input text. */
	onedit: (input: string) => void;
}

/** How the boards draw a heat map: the share of the hottest cell each cell reached, and the legend. */
export interface HeatScale {
	/** Intensity per heat cell, 0 (never tried) to 1 (the most-tried cell). */
	readonly levels: readonly number[];
	/** Tries at the most-tried cell. */
	readonly max: number;
	/** Index of the most-tried cell, -1 when nothing was tried. */
	readonly hottest: number;
}

/** Where a board draws its heat key: the strip's left and top edge and width, in viewBox units. */
export interface LegendBox {
	readonly x: number;
	readonly y: number;
	readonly width: number;
	/** How much the key grows with the board (1 when it keeps its size). */
	readonly scale?: number;
}

/**
 * Scales tries per cell to 0..1 on a square-root curve, so a cell tried a few times still shows
 * next to one tried thousands of times (search heat is very skewed towards the early cells).
 */
export function heatScale(heat: readonly number[] | null): HeatScale {
	if (!heat || heat.length === 0) return { levels: [], max: 0, hottest: -1 };
	let max = 0;
	let hottest = -1;
	for (let i = 0; i < heat.length; i++)
		if (heat[i] > max) {
			max = heat[i];
			hottest = i;
		}
	const root = Math.sqrt(max);
	return {
		levels: heat.map((h) => (max === 0 ? 0 : Math.sqrt(h) / root)),
		max,
		hottest
	};
}

/**
 * How wide a label is drawn, roughly, in ems of its type: a Chinese character 1, any other 0.6
 * (wider than most letters, so that what is laid out by it does not run into its neighbours).
 */
export function labelEms(text: string): number {
	let ems = 0;
	for (const ch of text) ems += ch.charCodeAt(0) > 0x2e80 ? 1 : 0.6;
	return ems;
}

/** The heat legend's words: what the colour means and the range it spans. */
export function heatLegend(max: number): Text {
	return {
		en: `Heat: tries per cell, 0 to ${max}`,
		zh: `热度：每格尝试次数，0 到 ${max}`
	};
}
