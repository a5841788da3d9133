/**
 * What each cell of the sudoku board shows at a step, as plain data: the board view draws one row
 * of its table per cell from these, through a StableList, so a step re-renders only the cells whose
 * view it changed (a try: the tried cell and the one tried before it), not all 81.
 */
import type { SearchEvent } from '../../engine/events';
import type { Lang } from '../types';
import { BOARD_WORDS as words } from './board-words';
import type { SudokuBoard } from './model';

/** One cell as the board draws it at a step. */
export interface CellView {
	readonly cell: number;
	/** The digit shown in the cell's digit layer (0: none; the one entering now is drawn apart). */
	readonly digit: number;
	readonly given: boolean;
	readonly placed: boolean;
	/** In the row, column or box that the tried cell shares with a clashing cell. */
	readonly shade: boolean;
	/** Holds the digit the try clashes with. */
	readonly clash: boolean;
	readonly tried: boolean;
	/** Heat level 0..1 (0 also when the heat map is off). */
	readonly heat: number;
	/** What the cell says to a screen reader. */
	readonly label: string;
}

/** The views of every cell of `board` at the step `event` led to, in reading order. */
export function sudokuCells(
	board: SudokuBoard,
	event: SearchEvent | null,
	heatLevels: readonly number[],
	lang: Lang
): CellView[] {
	const tried = event?.kind === 'try' ? event : null;
	const conflict = tried?.verdict === 'conflict' ? tried.conflict : [];
	const clashes = new Set(conflict.filter((c) => c.point >= 0).map((c) => c.point));
	const leaving = event?.kind === 'backtrack' ? event : null;
	const entering = event?.kind === 'place' ? event.point : -1;
	// The grid's geometry, worked out here rather than imported from model.ts: the board's chunk
	// then carries no share of the rules' module, which the first load would pay for twice.
	const n = board.size;
	const b = board.boxSize;
	const row = (cell: number) => Math.floor(cell / n);
	const column = (cell: number) => cell % n;
	const box = (cell: number) => Math.floor(row(cell) / b) * b + Math.floor(column(cell) / b);
	/** The units of the tried cell a clash names: a cell in one of them is shaded. */
	const units = new Set(conflict.map((c) => c.reason));
	const views: CellView[] = [];
	for (let cell = 0; cell < board.cells.length; cell++) {
		const given = board.givens[cell];
		const value = board.cells[cell];
		const shade =
			tried !== null &&
			((units.has('row') && row(cell) === row(tried.point)) ||
				(units.has('column') && column(cell) === column(tried.point)) ||
				(units.has('box') && box(cell) === box(tried.point)));
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
			digit: cell === entering ? 0 : value,
			given,
			placed: !given && value > 0,
			shade,
			clash: clashes.has(cell),
			tried: tried?.point === cell,
			heat: heatLevels[cell] ?? 0,
			label:
				lang === 'zh'
					? `第 ${r} 行第 ${c} 列：${parts.join('，')}`
					: `Row ${r}, column ${c}: ${parts.join(', ')}`
		});
	}
	return views;
}
