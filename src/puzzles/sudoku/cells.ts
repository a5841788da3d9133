/**
 * What each cell of the sudoku board shows at a step, as plain data: the board view draws one row
 * of its table per cell from these, through a StableList, so a step re-renders only the cells whose
 * view it changed (a try: the tried cell and the one tried before it), not all 81. What a step
 * spreads over many cells is drawn over them instead, as a few shapes: the shading of the units a
 * clash names (`clashBands`) and the heat map (the board's own layer).
 */
import type { SearchEvent } from '../../engine/events';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import type { SudokuBoard } from './model';

/** One cell as the board draws it at a step. */
export interface CellView {
	readonly cell: number;
	/** Where it is (from 0), so that its view draws it from its own data alone. */
	readonly row: number;
	readonly column: number;
	/** The digit shown in the cell's digit layer (0: none; the one entering now is drawn apart). */
	readonly digit: number;
	readonly given: boolean;
	readonly placed: boolean;
	/** Holds the digit the try clashes with. */
	readonly clash: boolean;
	readonly tried: boolean;
	/** What the cell says to a screen reader. */
	readonly label: string;
}

/** The views of every cell of `board` at the step `event` led to, in reading order. */
export function sudokuCells(board: SudokuBoard, event: SearchEvent | null, lang: Lang): CellView[] {
	const tried = event?.kind === 'try' ? event : null;
	const clashes = new Set(clashingCells(event));
	const leaving = event?.kind === 'backtrack' ? event : null;
	const entering = event?.kind === 'place' ? event.point : -1;
	// The grid's geometry, worked out here rather than imported from model.ts: the board's chunk
	// then carries no share of the rules' module, which the first load would pay for twice.
	const n = board.size;
	const row = (cell: number) => Math.floor(cell / n);
	const column = (cell: number) => cell % n;
	const views: CellView[] = [];
	for (let cell = 0; cell < board.cells.length; cell++) {
		const given = board.givens[cell];
		const value = board.cells[cell];
		const parts: string[] = [];
		if (given) parts.push(`${value}`, words.given[lang]);
		else if (value > 0) parts.push(`${value}`, words.placed[lang]);
		else parts.push(words.empty[lang]);
		if (tried?.point === cell)
			parts.push(
				lang === 'zh'
					? `正在尝试 ${tried.candidate}${tried.verdict === 'conflict' ? '，冲突' : '，可以'}`
					: `trying ${tried.candidate}${tried.verdict === 'conflict' ? ', conflict' : ', fits'}`
			);
		if (clashes.has(cell)) parts.push(words.clashes[lang]);
		if (leaving?.point === cell)
			parts.push(
				lang === 'zh' ? `刚移除 ${leaving.candidate}` : `${leaving.candidate} just removed`
			);
		const r = row(cell) + 1;
		const c = column(cell) + 1;
		views.push({
			cell,
			row: r - 1,
			column: c - 1,
			digit: cell === entering ? 0 : value,
			given,
			placed: !given && value > 0,
			clash: clashes.has(cell),
			tried: tried?.point === cell,
			label:
				lang === 'zh'
					? `第 ${r} 行第 ${c} 列：${parts.join('，')}`
					: `Row ${r}, column ${c}: ${parts.join(', ')}`
		});
	}
	return views;
}

/**
 * The units of the tried cell that a clash names (its row, column or box), shaded at a conflict,
 * as one path in cell units (a block each): drawn over the cells rather than as a class on each of
 * up to 21 cells, so the step that shades them and the one that clears them change one attribute,
 * not a row or two of cells.
 */
export function clashBands(board: SudokuBoard, event: SearchEvent | null): string {
	if (event?.kind !== 'try' || event.verdict !== 'conflict') return '';
	const [n, b] = [board.size, board.boxSize];
	const [r, c] = [Math.floor(event.point / n), event.point % n];
	const units: Record<string, number[]> = {
		row: [0, r, n, 1],
		column: [c, 0, 1, n],
		box: [c - (c % b), r - (r % b), b, b]
	};
	return [...new Set(event.conflict.map((x) => units[x.reason]))]
		.map(([x, y, w, h]) => `M${x} ${y}h${w}v${h}h${-w}z`)
		.join('');
}

/** The cells a try clashes with (the tried cell's own conflict is its event's verdict). */
export function clashingCells(event: SearchEvent | null): number[] {
	if (event?.kind !== 'try' || event.verdict !== 'conflict') return [];
	return [...new Set(event.conflict.filter((c) => c.point >= 0).map((c) => c.point))];
}
