/**
 * What each cell of the sudoku board shows at a step, as plain data: the board view draws one row
 * of its table per cell from these, kept from step to step by SudokuCellViews, so a step works out
 * and re-renders only the cells whose view it changed (a try: the tried cell and the one tried
 * before it), not all 81. What a step spreads over many cells is drawn over them instead, as a few
 * shapes: the shading of the units a clash names (`clashBands`) and the heat map (the board's own
 * layer).
 */
import type { BacktrackEvent, SearchEvent, TryEvent } from '../../engine/events';
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

/** What the step's event marks on the board, worked out once a step for every cell it names. */
interface StepMarks {
	readonly tried: TryEvent | null;
	/** The cells the try clashes with. */
	readonly clashes: readonly number[];
	readonly leaving: BacktrackEvent | null;
	/** The cell whose digit enters now (drawn apart from the digit layer), or -1. */
	readonly entering: number;
}

function stepMarks(event: SearchEvent | null): StepMarks {
	return {
		tried: event?.kind === 'try' ? event : null,
		clashes: clashingCells(event),
		leaving: event?.kind === 'backtrack' ? event : null,
		entering: event?.kind === 'place' ? event.point : -1
	};
}

/** The cells a step's marks name: the only ones whose view the event itself changes. */
function markedCells(marks: StepMarks): number[] {
	const cells = [...marks.clashes];
	if (marks.tried !== null) cells.push(marks.tried.point);
	if (marks.leaving !== null) cells.push(marks.leaving.point);
	if (marks.entering >= 0) cells.push(marks.entering);
	return cells;
}

/** One cell's view at the step whose board is `board` and whose event `marks` names. */
function cellView(board: SudokuBoard, marks: StepMarks, lang: Lang, cell: number): CellView {
	const { tried, leaving } = marks;
	// The grid's geometry, worked out here rather than imported from model.ts: the board's chunk
	// then carries no share of the rules' module, which the first load would pay for twice.
	const n = board.size;
	const zh = lang === 'zh';
	const comma = zh ? '，' : ', ';
	const given = board.givens[cell];
	const value = board.cells[cell];
	const clash = marks.clashes.includes(cell);
	// The words are joined as they are found, not listed and joined: a list a cell was garbage.
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
	return {
		cell,
		row,
		column,
		digit: cell === marks.entering ? 0 : value,
		given,
		placed: !given && value > 0,
		clash,
		tried: tried?.point === cell,
		label: zh
			? `第 ${row + 1} 行第 ${column + 1} 列：${said}`
			: `Row ${row + 1}, column ${column + 1}: ${said}`
	};
}

/** The views of every cell of `board` at the step `event` led to, in reading order. */
export function sudokuCells(board: SudokuBoard, event: SearchEvent | null, lang: Lang): CellView[] {
	const marks = stepMarks(event);
	const views: CellView[] = [];
	for (let cell = 0; cell < board.cells.length; cell++)
		views.push(cellView(board, marks, lang, cell));
	return views;
}

/**
 * The board's cell views from step to step, each update working out only the cells the step can
 * have changed: those whose digit or given flag differs from the last board's, and those the
 * last or the new event names. The others keep their view object, so the board's keyed rows
 * re-render only the changed cells, and a step builds two or three views and labels, not 81.
 */
export class SudokuCellViews {
	#views: CellView[] = [];
	#board: SudokuBoard | null = null;
	#lang: Lang | null = null;
	/** The cells the last event named, whose views the next step must look at again. */
	#marked: readonly number[] = [];
	/** How many cells the last update worked out a view for (all of them on a new board or language). */
	looked = 0;
	/** How many cells' views the last update replaced. */
	changed = 0;

	/** Every cell's view at the step `event` led to, each unchanged since the last update the same object. */
	update(board: SudokuBoard, event: SearchEvent | null, lang: Lang): readonly CellView[] {
		const marks = stepMarks(event);
		const marked = markedCells(marks);
		const before = this.#board;
		this.looked = 0;
		this.changed = 0;
		if (
			before === null ||
			lang !== this.#lang ||
			before.size !== board.size ||
			this.#views.length !== board.cells.length
		) {
			this.#views = sudokuCells(board, event, lang);
			this.looked = this.changed = this.#views.length;
		} else {
			let views: CellView[] | null = null;
			const renew = (cell: number) => {
				this.looked++;
				const view = cellView(board, marks, lang, cell);
				if (sameView(view, (views ?? this.#views)[cell])) return;
				views ??= this.#views.slice();
				views[cell] = view;
				this.changed++;
			};
			// A cell named twice (by the last try and this one) is worked out twice, replaced once.
			for (let cell = 0; cell < board.cells.length; cell++)
				if (board.cells[cell] !== before.cells[cell] || board.givens[cell] !== before.givens[cell])
					renew(cell);
			for (const cell of this.#marked) renew(cell);
			for (const cell of marked) renew(cell);
			if (views !== null) this.#views = views;
		}
		this.#board = board;
		this.#lang = lang;
		this.#marked = marked;
		return this.#views;
	}
}

/** Two views of one cell say and show the same (a renewed view is compared against the drawn one). */
function sameView(a: CellView, b: CellView): boolean {
	return (
		a.digit === b.digit &&
		a.given === b.given &&
		a.placed === b.placed &&
		a.clash === b.clash &&
		a.tried === b.tried &&
		a.label === b.label
	);
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
