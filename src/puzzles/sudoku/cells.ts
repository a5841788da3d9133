/**
 * What each cell of the sudoku board shows at a step, as plain data: the board view draws one row
 * of its table per cell from these, through a StableList, so a step re-renders only the cells whose
 * view it changed (a try: the tried cell and the one tried before it), not all 81. What a step
 * spreads over many cells is drawn over them instead, as a few shapes: the shading of the units a
 * clash names (`clashBands`) and the heat map (the board's own layer).
 */
import type { SearchEvent } from '../../engine/events';
import { PlainViews } from '../kit/plain-views';
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

/**
 * The views of every cell of `board` at the step `event` led to, in reading order. `plain` holds
 * the views made earlier, in `lang` on a board of this size, of cells that showed only their digit
 * (no try, clash, removal or entering digit); a cell that shows the same again is handed that view.
 */
export function sudokuCells(
	board: SudokuBoard,
	event: SearchEvent | null,
	lang: Lang,
	plain: CellView[] = []
): CellView[] {
	const tried = event?.kind === 'try' ? event : null;
	const clashes = clashingCells(event);
	const leaving = event?.kind === 'backtrack' ? event : null;
	const entering = event?.kind === 'place' ? event.point : -1;
	// The grid's geometry, worked out here rather than imported from model.ts: the board's chunk
	// then carries no share of the rules' module, which the first load would pay for twice.
	const n = board.size;
	const zh = lang === 'zh';
	const comma = zh ? '，' : ', ';
	const views: CellView[] = [];
	// Each cell's words are joined as they are found, not listed and joined: this runs for all 81
	// cells on every step, and each list was garbage.
	for (let cell = 0; cell < board.cells.length; cell++) {
		const given = board.givens[cell];
		const value = board.cells[cell];
		const clash = clashes.includes(cell);
		const shows = tried?.point !== cell && leaving?.point !== cell && cell !== entering && !clash;
		const kept = plain[cell];
		// Most cells show only their digit, step after step: their views, labels and all, are
		// made once (playback made all 81 anew on every step, most of the board's garbage).
		if (shows && kept?.digit === value && kept.given === given) {
			views.push(kept);
			continue;
		}
		let said = given
			? `${value}${comma}${words.given[lang]}`
			: value > 0
				? `${value}${comma}${words.placed[lang]}`
				: words.empty[lang];
		if (tried?.point === cell) {
			const conflict = tried.verdict === 'conflict';
			said += zh
				? `，正在尝试 ${tried.candidate}${conflict ? '，冲突' : '，可以'}`
				: `, trying ${tried.candidate}${conflict ? ', conflict' : ', fits'}`;
		}
		if (clash) said += comma + words.clashes[lang];
		if (leaving?.point === cell)
			said += zh ? `，刚移除 ${leaving.candidate}` : `, ${leaving.candidate} just removed`;
		const row = Math.floor(cell / n);
		const column = cell % n;
		const view: CellView = {
			cell,
			row,
			column,
			digit: cell === entering ? 0 : value,
			given,
			placed: !given && value > 0,
			clash,
			tried: tried?.point === cell,
			label: zh
				? `第 ${row + 1} 行第 ${column + 1} 列：${said}`
				: `Row ${row + 1}, column ${column + 1}: ${said}`
		};
		if (shows) plain[cell] = view;
		views.push(view);
	}
	return views;
}

/** The sudoku board's cell views from step to step: {@link sudokuCells}, each plain view made once. */
export class SudokuCells {
	readonly #plain = new PlainViews<CellView>();

	/** The views of every cell at a step, a cell showing only its digit handed the view it had. */
	at(board: SudokuBoard, event: SearchEvent | null, lang: Lang): CellView[] {
		return sudokuCells(board, event, lang, this.#plain.kept(`${lang} ${board.size}`));
	}
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
