import {
	characterAt,
	characterColumn,
	checkInputSize,
	isPairAt,
	isSpace,
	shown,
	withoutByteOrderMark
} from '../input';
import type { InputError, Result, Text } from '../types';
import { digitOfCharacter } from './lenient';
import { boxOf, columnOf, firstRepeat, rowOf, sudokuShape, type SudokuShape } from './model';

/** One sudoku read from input: its shape, its digits row by row (0 = blank) and where it starts. */
export interface SudokuPuzzle {
	readonly shape: SudokuShape;
	/** The grid row by row, 0 for a blank. */
	readonly digits: readonly number[];
	/** 1-based input line the puzzle starts on. */
	readonly line: number;
}

/**
 * Everything a sudoku input holds: its puzzles, and whether it came in the NYOJ 722 judge format
 * (a first line with the number of puzzles), which the command line answers in the judge's own
 * format.
 */
export interface SudokuInput {
	readonly puzzles: readonly SudokuPuzzle[];
	readonly judge: boolean;
}

/** What a line of input is. */
const BLANK = 0;
const SEPARATOR = 1;
/** Every character of its tokens is a cell: "530070000", "5 3 0 0 7 0 0 0 0", "53. .7. ...". */
const CHARACTERS = 2;
/** Each token is a number: 1..16 written between spaces (the line form of a 16x16 grid). */
const NUMBERS = 3;

/** Widths (cells in a line) that make a grid's row or a one-line puzzle. */
const ROW_WIDTHS = [4, 9, 16] as const;
const LINE_LENGTHS = [16, 81, 256] as const;
/** The puzzle the lessons' `scanf` loops read: 81 numbers in any layout of white space. */
const FREE_LAYOUT_CELLS = 81;
/** Lines this wide or wider are nearer a one-line 9x9 puzzle (81) than a 16-cell line. */
const FREE_LAYOUT_WIDEST = 49;

/**
 * The input cut into lines and cells, in flat typed arrays: a few bytes per character of input,
 * however it is laid out (a million one-character lines cost no more than one long one). A cell
 * keeps its value and where it starts in the text; its line, column and text are worked out only
 * for an error message.
 */
interface CellScan {
	readonly text: string;
	readonly lineCount: number;
	readonly lineStart: Uint32Array;
	/** Just past the line's last character, before its line break. */
	readonly lineEnd: Uint32Array;
	readonly kind: Uint8Array;
	/** The cells of line i are firstCell[i] up to firstCell[i + 1]. */
	readonly firstCell: Uint32Array;
	/** Each cell's value, 255 for a number too big to be any digit. */
	readonly value: Uint8Array;
	/** Each cell's UTF-16 index in the text. */
	readonly start: Uint32Array;
}

/** A puzzle as read, with its first cell in the scan (its cells follow one another there). */
interface ReadPuzzle {
	readonly puzzle: SudokuPuzzle;
	readonly firstCell: number;
}

const fail = <T>(error: InputError): Result<T> => ({ ok: false, error });

/**
 * Reads every sudoku in the text: one-line puzzles (16, 81 or 256 characters, 0 or . for a blank,
 * A-G for 10-16), grids of lines (digits with or without spaces; 1..16 as numbers with spaces),
 * several of either separated by blank lines, 81 numbers in any layout of white space (one a
 * line, 27 a line: what the lessons' `scanf` reads), or the NYOJ 722 judge format (a first line n,
 * then n puzzles). Never throws, and uses memory proportional to the text: bad input gives an
 * error naming the line and column (in characters), or the clashing cells.
 */
export function readSudokuInput(input: string): Result<SudokuInput> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const scanned = scanCells(withoutByteOrderMark(input));
	if (!scanned.ok) return scanned;
	const scan = scanned.value;
	let first = 0;
	while (first < scan.lineCount && scan.kind[first] === BLANK) first++;
	if (first === scan.lineCount)
		return fail({
			message: {
				en: 'The input is empty: paste a sudoku, for example 81 digits on one line with 0 for a blank.',
				zh: '输入为空：请粘贴一道数独，例如一行81个数字，空格用0表示。'
			}
		});

	const count = headerCount(scan, first);
	if (count === null) {
		const plain = readPuzzles(scan, first);
		if (!plain.ok) return plain;
		if (plain.value.length === 0)
			return fail({
				message: {
					en: 'The input holds no sudoku, only lines drawn with | - + =.',
					zh: '输入中没有数独，只有用 | - + = 画的线。'
				}
			});
		return checked(scan, plain.value, false);
	}
	// A lone number on the first line is the judge format's count of puzzles, unless it is the
	// first cell or row of what follows ("5" above 80 more numbers, "1000" above "0200").
	const declared = { count, line: first + 1 };
	const judged = readPuzzles(scan, first + 1);
	if (judged.ok && judged.value.length === count && count > 0)
		return checked(scan, judged.value, true);
	const plain = readPuzzles(scan, first);
	if (plain.ok && plain.value.length > 0) return checked(scan, plain.value, false);
	// Neither reading works: say what is wrong with the one the input looks like.
	if (judged.ok)
		return fail(count > 0 ? countError(declared, judged.value.length) : noGrid(declared.line));
	return startsLikeRows(scan, first) && !plain.ok ? plain : judged;
}

/** The puzzles once no two givens clash, or the first clash, naming its puzzle when there are several. */
function checked(
	scan: CellScan,
	puzzles: readonly ReadPuzzle[],
	judge: boolean
): Result<SudokuInput> {
	for (let i = 0; i < puzzles.length; i++) {
		const clash = findClash(scan, puzzles[i]);
		if (clash) return fail(numbered(clash, i, puzzles.length));
	}
	return { ok: true, value: { puzzles: puzzles.map((p) => p.puzzle), judge } };
}

/** Reads every sudoku in the text (see {@link readSudokuInput}). */
export function parseSudokus(text: string): Result<SudokuPuzzle[]> {
	const read = readSudokuInput(text);
	return read.ok ? { ok: true, value: [...read.value.puzzles] } : read;
}

/**
 * Reads one sudoku. When the text holds several puzzles, this is the first of them (all of them
 * are still checked, so an error in a later puzzle is reported too).
 */
export function parseSudoku(text: string): Result<SudokuPuzzle> {
	const all = readSudokuInput(text);
	return all.ok ? { ok: true, value: all.value.puzzles[0] } : all;
}

/** Whether a character may appear in a drawn separator line (`------+------`, `|`). */
const isRule = (code: number) => code === 124 || code === 43 || code === 45 || code === 61;

/** Counts the lines of the text: `\r\n`, `\r` and `\n` each end one. */
function countLines(text: string): number {
	let lines = 1;
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code === 10) lines++;
		else if (code === 13) {
			lines++;
			if (text.charCodeAt(i + 1) === 10) i++;
		}
	}
	return lines;
}

/** Cuts the text into lines and cells; the only error is a character that is no cell. */
function scanCells(text: string): Result<CellScan> {
	const lineCount = countLines(text);
	const scan: CellScan = {
		text,
		lineCount,
		lineStart: new Uint32Array(lineCount),
		lineEnd: new Uint32Array(lineCount),
		kind: new Uint8Array(lineCount),
		firstCell: new Uint32Array(lineCount + 1),
		value: new Uint8Array(text.length),
		start: new Uint32Array(text.length)
	};
	let cells = 0;
	let at = 0;
	for (let line = 0; line < lineCount; line++) {
		let end = at;
		while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
		scan.lineStart[line] = at;
		scan.lineEnd[line] = end;
		scan.firstCell[line] = cells;
		const read = scanLine(scan, line, cells);
		if (!read.ok) return read;
		cells = read.value;
		at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
	}
	scan.firstCell[lineCount] = cells;
	return { ok: true, value: scan };
}

/**
 * Reads one line's cells into the scan from cell `cells` on, and its kind; returns the cell count
 * after it. Tokens are runs of characters between white space or the '|' of a drawn grid.
 */
function scanLine(scan: CellScan, line: number, cells: number): Result<number> {
	const { text, value, start } = scan;
	const from = scan.lineStart[line];
	const end = scan.lineEnd[line];
	let blank = true;
	let rule = true;
	let tokens = 0;
	let long = false;
	let digitsOnly = true;
	let length = 0;
	let unknown = -1;
	let count = cells;
	for (let i = from; i < end; i++) {
		const code = text.charCodeAt(i);
		if (isSpace(code) || code === 124) {
			if (code === 124) blank = false;
			if (length > 1) long = true;
			length = 0;
			continue;
		}
		blank = false;
		if (!isRule(code)) rule = false;
		if (length === 0) tokens++;
		length++;
		if (code < 48 || code > 57) digitsOnly = false;
		const digit = digitOfCharacter(code);
		if (digit < 0) {
			if (unknown < 0) unknown = i;
			if (isPairAt(text, i)) i++;
			continue;
		}
		value[count] = digit;
		start[count] = i;
		count++;
	}
	if (length > 1) long = true;
	if (blank) scan.kind[line] = BLANK;
	else if (rule) scan.kind[line] = SEPARATOR;
	else if (unknown >= 0) return fail(unknownCharacter(scan, line, unknown));
	else if (long && digitsOnly && (tokens === 4 || tokens === 9 || tokens === 16 || tokens === 81)) {
		scan.kind[line] = NUMBERS;
		count = cells;
		for (let i = from; i < end; i++) {
			const code = text.charCodeAt(i);
			if (isSpace(code) || code === 124) continue;
			let number = 0;
			start[count] = i;
			for (; i < end && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57; i++)
				number = Math.min(255, number * 10 + text.charCodeAt(i) - 48);
			value[count++] = number;
		}
		return { ok: true, value: count };
	} else scan.kind[line] = CHARACTERS;
	return { ok: true, value: scan.kind[line] === CHARACTERS ? count : cells };
}

/** The count on the judge format's first line: a lone number of at most nine digits, or null. */
function headerCount(scan: CellScan, line: number): number | null {
	const written = scan.text.slice(scan.lineStart[line], scan.lineEnd[line]).trim();
	return /^\d{1,9}$/.test(written) ? Number(written) : null;
}

/**
 * Whether a first line of digits reads as the start of what follows rather than a count: the
 * next line has as many cells, and both are rows of a grid, or the whole input is numbers in a
 * free layout ("5" above "3" above 79 more numbers).
 */
function startsLikeRows(scan: CellScan, first: number): boolean {
	const rows = cellLines(scan, first, scan.lineCount);
	if (rows.length < 2 || width(scan, rows[1]) !== width(scan, rows[0])) return false;
	return (
		(ROW_WIDTHS as readonly number[]).includes(width(scan, rows[0])) || isFreeLayout(scan, rows)
	);
}

/**
 * Whether lines of cells are numbers in a free layout (one a line, 27 a line) rather than rows
 * and one-line puzzles: there are several, none is as wide as a row, and none is near as wide as a
 * one-line 9x9 puzzle (a line of 80 cells is that puzzle with a cell missing).
 */
function isFreeLayout(scan: CellScan, rows: readonly number[]): boolean {
	return (
		rows.length > 1 &&
		rows.every((line) => {
			const w = width(scan, line);
			return !(ROW_WIDTHS as readonly number[]).includes(w) && w < FREE_LAYOUT_WIDEST;
		})
	);
}

/** Cells in a line. */
const width = (scan: CellScan, line: number) => scan.firstCell[line + 1] - scan.firstCell[line];

/** The lines holding cells from `from` up to `to`. */
function cellLines(scan: CellScan, from: number, to: number): number[] {
	const lines: number[] = [];
	for (let line = from; line < to; line++)
		if (scan.kind[line] === CHARACTERS || scan.kind[line] === NUMBERS) lines.push(line);
	return lines;
}

/** The judge format's count of puzzles and the 1-based line it is on. */
interface Declared {
	readonly count: number;
	readonly line: number;
}

/** The error when the judge format's count does not match the puzzles read. */
function countError(declared: Declared, found: number): InputError {
	const { count, line } = declared;
	return {
		message: {
			en: `Line ${line} says ${count} ${count === 1 ? 'puzzle' : 'puzzles'} follow, but the input holds ${found}.`,
			zh: `第${line}行说后面有${count}道题，但输入中只有${found}道。`
		},
		line,
		column: 1
	};
}

/** The error when the judge format's count is all the input holds. */
function noGrid(line: number): InputError {
	return {
		message: {
			en: `Line ${line} is followed by no grid: the input holds no puzzle.`,
			zh: `第${line}行后面没有数独：输入中没有题目。`
		},
		line,
		column: 1
	};
}

/**
 * Reads the puzzles from line `from` on: blocks of lines between blank lines, each cut into grids
 * and one-line puzzles; or, when no line is as wide as a row or a one-line puzzle, 81 cells at a
 * time in whatever layout they are written.
 */
function readPuzzles(scan: CellScan, from: number): Result<ReadPuzzle[]> {
	const rows = cellLines(scan, from, scan.lineCount);
	const puzzles: ReadPuzzle[] = [];
	if (isFreeLayout(scan, rows)) {
		const read = readFreeLayout(scan, rows, puzzles);
		return read.ok ? { ok: true, value: puzzles } : read;
	}
	let block: number[] = [];
	for (let line = from; line <= scan.lineCount; line++) {
		if (line < scan.lineCount && scan.kind[line] !== BLANK) {
			if (scan.kind[line] !== SEPARATOR) block.push(line);
			continue;
		}
		if (block.length > 0) {
			const read = readBlock(scan, block, puzzles);
			if (!read.ok) return read;
		}
		block = [];
	}
	return { ok: true, value: puzzles };
}

/** Reads 81 cells at a time, whatever the lines, as the lessons' `scanf("%d")` loops do. */
function readFreeLayout(scan: CellScan, rows: readonly number[], into: ReadPuzzle[]): Result<null> {
	const first = scan.firstCell[rows[0]];
	const total = scan.firstCell[rows[rows.length - 1] + 1] - first;
	const left = total % FREE_LAYOUT_CELLS;
	if (left !== 0) {
		const lines = rows.length;
		if (total < FREE_LAYOUT_CELLS) {
			const { line, column } = cellPlace(scan, first + total - 1);
			return fail({
				message: {
					en: `The input ends at line ${line}, column ${column} after ${total} cells on ${lines} lines; a 9x9 sudoku written in any layout has 81.`,
					zh: `输入在第${line}行第${column}列就结束了：${lines}行里只有${total}格，而任意排版的9x9数独有81格。`
				},
				line,
				column
			});
		}
		const extra = first + total - left;
		const { line, column } = cellPlace(scan, extra);
		return fail({
			message: {
				en: `Line ${line}, column ${column}: the input holds ${total} cells on ${lines} lines, and a 9x9 sudoku written in any layout has 81; the last ${left} cells, from here on, make no whole puzzle.`,
				zh: `第${line}行第${column}列：输入的${lines}行里共有${total}格，而任意排版的9x9数独有81格；从这里起的最后${left}格凑不成一道题。`
			},
			line,
			column
		});
	}
	const shape = sudokuShape(9) as SudokuShape;
	for (let cell = first; cell < first + total; cell += FREE_LAYOUT_CELLS) {
		const puzzle = toPuzzle(scan, shape, cell);
		if (!puzzle.ok) return puzzle;
		into.push(puzzle.value);
	}
	return { ok: true, value: null };
}

/**
 * Cuts a block of lines into puzzles: runs of grid rows, or one-line puzzles. Appends to `into`.
 * A line's width is read against the grid the lines around it look like, so a short first row of
 * a 9x9 grid is called that, not a row of a 4x4 grid.
 */
function readBlock(scan: CellScan, block: readonly number[], into: ReadPuzzle[]): Result<null> {
	let at = 0;
	let afterBigGrid = false;
	while (at < block.length) {
		const row = block[at];
		const w = width(scan, row);
		const likely = likelySize(scan, block, at);
		let size = 0;
		if (w === 4 || w === 9) {
			if (likely !== 0 && likely !== w) return fail(wrongLength(scan, row, likely, 'row'));
			size = w;
		} else if (w === 16 && startsBigGrid(scan, block, at, afterBigGrid)) size = 16;

		if (size > 0) {
			const grid = readGrid(scan, block, at, size);
			if (!grid.ok) return grid;
			into.push(grid.value);
			at += size;
			afterBigGrid = size === 16;
			continue;
		}
		afterBigGrid = false;
		if ((LINE_LENGTHS as readonly number[]).includes(w)) {
			const shape = sudokuShape(Math.round(Math.sqrt(w))) as SudokuShape;
			const puzzle = toPuzzle(scan, shape, scan.firstCell[row]);
			if (!puzzle.ok) return puzzle;
			into.push(puzzle.value);
			at++;
			continue;
		}
		const nearest = nearestLength(w);
		if (nearest === 16 && startsBigGrid(scan, block, at, false))
			return fail(wrongLength(scan, row, 16, 'row'));
		if ((nearest === 4 || nearest === 9) && likely !== 0)
			return fail(wrongLength(scan, row, likely, 'row'));
		return fail(wrongLength(scan, row, nearest, 'line'));
	}
	return { ok: true, value: null };
}

/**
 * The grid size (4 or 9) the lines after `at` look like, or 0: the width most of the next lines
 * (as many as a grid starting at `at` would take) have, when at least two have it.
 */
function likelySize(scan: CellScan, block: readonly number[], at: number): number {
	const w = width(scan, block[at]);
	const span = w === 4 ? 3 : 8;
	let fours = 0;
	let nines = 0;
	for (let r = at + 1; r <= at + span && r < block.length; r++) {
		const next = width(scan, block[r]);
		if (next === 4) fours++;
		else if (next === 9) nines++;
	}
	if (Math.max(fours, nines) < 2) return 0;
	return nines >= fours ? 9 : 4;
}

/**
 * Whether the 16-cell line at `at` starts a 16x16 grid rather than being a one-line 4x4 puzzle. It
 * does right after another 16x16 grid in the same block; or when, of the next 16 lines, several
 * are about 16 cells wide (a row cut short or one too long still counts) and at least half of
 * those hold a digit above 4 (which no 4x4 puzzle has); or when it starts 16 lines of blanks (an
 * empty 16x16 grid). A line alone is a one-line 4x4 puzzle: a 5 in it is a bad digit, not a grid
 * cut short.
 */
function startsBigGrid(
	scan: CellScan,
	block: readonly number[],
	at: number,
	afterBigGrid: boolean
): boolean {
	if (afterBigGrid) return true;
	let rows = 0;
	let big = 0;
	let blanks = 0;
	for (let r = at; r < block.length && r < at + 16; r++) {
		const cells = width(scan, block[r]);
		if (cells < 12 || cells > 20) continue;
		const first = scan.firstCell[block[r]];
		let max = 0;
		for (let c = first; c < first + cells; c++) max = Math.max(max, scan.value[c]);
		rows++;
		if (max > 4) big++;
		if (max === 0 && cells === 16 && blanks === r - at) blanks++;
	}
	return rows > 1 && (2 * big >= rows || blanks === 16);
}

/** Reads `size` lines of `size` cells from `at` as one grid. */
function readGrid(
	scan: CellScan,
	block: readonly number[],
	at: number,
	size: number
): Result<ReadPuzzle> {
	for (let r = 0; r < size; r++) {
		const row = block[at + r];
		if (row === undefined) {
			const last = block[block.length - 1];
			const rows = block.length - at;
			const { line, column } = lastCharacter(scan, last);
			return fail({
				message: {
					en: `The ${size}x${size} grid starting on line ${block[at] + 1} ends on line ${line} after ${rows} ${rows === 1 ? 'row' : 'rows'}; it needs ${size}.`,
					zh: `从第${block[at] + 1}行开始的${size}x${size}数独在第${line}行就结束了，只有${rows}行，需要${size}行。`
				},
				line,
				column
			});
		}
		if (width(scan, row) !== size) return fail(wrongLength(scan, row, size, 'row'));
	}
	return toPuzzle(scan, sudokuShape(size) as SudokuShape, scan.firstCell[block[at]]);
}

/** Checks every digit of the size*size cells from `firstCell` fits the grid and builds the puzzle. */
function toPuzzle(scan: CellScan, shape: SudokuShape, firstCell: number): Result<ReadPuzzle> {
	const n = shape.size;
	const digits: number[] = [];
	for (let c = firstCell; c < firstCell + n * n; c++) {
		if (scan.value[c] > n) {
			const { line, column, text } = cellPlace(scan, c);
			const written = shown(text);
			const allowed = n === 16 ? '1-16 (or 1-9 and A-G)' : `1-${n}`;
			return fail({
				message: {
					en: `Line ${line}, column ${column}: '${written}' is not a digit of a ${n}x${n} sudoku. Use ${allowed}, and 0 or . for a blank.`,
					zh: `输入第${line}行第${column}个字符处的“${written}”不是${n}x${n}数独的数字。请用${allowed}，空格写0或.。`
				},
				line,
				column
			});
		}
		digits.push(scan.value[c]);
	}
	const line = cellPlace(scan, firstCell).line;
	return { ok: true, value: { puzzle: { shape, digits, line }, firstCell } };
}

/** The 1-based line, column (in characters) and written text of a cell. */
function cellPlace(scan: CellScan, cell: number): { line: number; column: number; text: string } {
	// The last line whose first cell is at or before this one: zero-cell lines share their
	// number with the next line that has cells, and the later one wins.
	let low = 0;
	let high = scan.lineCount - 1;
	while (low < high) {
		const middle = (low + high + 1) >> 1;
		if (scan.firstCell[middle] <= cell) low = middle;
		else high = middle - 1;
	}
	const index = scan.start[cell];
	const column = characterColumn(scan.text, scan.lineStart[low], index);
	let text = characterAt(scan.text, index);
	if (scan.kind[low] === NUMBERS) {
		let end = index;
		while (end < scan.lineEnd[low] && !isSpace(scan.text.charCodeAt(end)) && scan.text[end] !== '|')
			end++;
		text = scan.text.slice(index, end);
	}
	return { line: low + 1, column, text };
}

/** The line's last character that is not white space: its line, column and text. */
function lastCharacter(
	scan: CellScan,
	line: number
): { line: number; column: number; text: string } {
	let index = scan.lineEnd[line] - 1;
	while (index > scan.lineStart[line] && isSpace(scan.text.charCodeAt(index))) index--;
	if (index > scan.lineStart[line] && isPairAt(scan.text, index - 1)) index--;
	const column = characterColumn(scan.text, scan.lineStart[line], index);
	return { line: line + 1, column, text: characterAt(scan.text, index) };
}

function unknownCharacter(scan: CellScan, line: number, index: number): InputError {
	const column = characterColumn(scan.text, scan.lineStart[line], index);
	const ch = shown(characterAt(scan.text, index));
	return {
		message: {
			en: `Line ${line + 1}, column ${column}: '${ch}' is not a sudoku digit. Write the digits 1-9 (A-G for 10-16 in a 16x16 grid), and 0 or . for a blank.`,
			zh: `输入第${line + 1}行第${column}个字符“${ch}”不是数独数字。请写数字1-9（16x16数独的10-16写作A-G），空格写0或.。`
		},
		line: line + 1,
		column
	};
}

/** The length a line of `width` cells was most likely meant to have. */
function nearestLength(width: number): number {
	const lengths = [4, 9, 16, 81, 256];
	let best = lengths[0];
	for (const length of lengths)
		if (Math.abs(length - width) < Math.abs(best - width)) best = length;
	return best;
}

/** What a line of `expected` cells is: a grid's row, or a whole puzzle on one line. */
function lineKind(expected: number, context: 'row' | 'line'): Text {
	if (expected === 4 || expected === 9 || (expected === 16 && context === 'row'))
		return {
			en: `a row of a ${expected}x${expected} grid`,
			zh: `${expected}x${expected}数独的一行`
		};
	if (expected === 16)
		return {
			en: 'a one-line 4x4 puzzle or a row of a 16x16 grid',
			zh: '一行写完的4x4数独或16x16数独的一行'
		};
	const n = Math.sqrt(expected);
	return { en: `a one-line ${n}x${n} puzzle`, zh: `一行写完的${n}x${n}数独` };
}

/** A line with the wrong number of cells: names the first cell too many, or where the line stops short. */
function wrongLength(
	scan: CellScan,
	line: number,
	expected: number,
	context: 'row' | 'line'
): InputError {
	const cells = width(scan, line);
	const what = lineKind(expected, context);
	if (cells > expected) {
		const extra = cellPlace(scan, scan.firstCell[line] + expected);
		const written = shown(extra.text);
		return {
			message: {
				en: `Line ${line + 1}, column ${extra.column}: '${written}' is one cell too many. The line has ${cells} cells; ${what.en} has ${expected}.`,
				zh: `输入第${line + 1}行第${extra.column}个字符“${written}”多出来了：这一行有${cells}格，而${what.zh}有${expected}格。`
			},
			line: line + 1,
			column: extra.column
		};
	}
	const last = lastCharacter(scan, line);
	const written = shown(last.text);
	return {
		message: {
			en: `Line ${line + 1} ends at column ${last.column} ('${written}') after ${cells} cells; ${what.en} has ${expected}.`,
			zh: `输入第${line + 1}行在第${last.column}个字符“${written}”处结束，只有${cells}格，而${what.zh}有${expected}格。`
		},
		line: line + 1,
		column: last.column
	};
}

/** The first two givens that break the sudoku rule (model.ts), as an error naming both. */
function findClash(scan: CellScan, { puzzle, firstCell }: ReadPuzzle): InputError | null {
	const shape = puzzle.shape;
	const repeat = firstRepeat(shape, puzzle.digits);
	if (repeat === null) return null;
	const { earlier, cell, digit } = repeat;
	const name = (c: number) => ({
		en: `row ${rowOf(shape, c) + 1}, column ${columnOf(shape, c) + 1}`,
		zh: `第${rowOf(shape, c) + 1}行第${columnOf(shape, c) + 1}列`
	});
	const unit: Text =
		repeat.unit === 'row'
			? { en: `Row ${rowOf(shape, cell) + 1}`, zh: `第${rowOf(shape, cell) + 1}行` }
			: repeat.unit === 'column'
				? { en: `Column ${columnOf(shape, cell) + 1}`, zh: `第${columnOf(shape, cell) + 1}列` }
				: { en: `Box ${boxOf(shape, cell) + 1}`, zh: `第${boxOf(shape, cell) + 1}宫` };
	const a = name(earlier);
	const b = name(cell);
	const at = cellPlace(scan, firstCell + cell);
	return {
		message: {
			en: `${unit.en} has ${digit} twice: ${a.en} and ${b.en}.`,
			zh: `${unit.zh}有两个${digit}：${a.zh}和${b.zh}。`
		},
		line: at.line,
		column: at.column,
		points: [earlier, cell]
	};
}

/** Prefixes an error with the puzzle it is in, when the input holds several. */
function numbered(error: InputError, index: number, count: number): InputError {
	if (count === 1) return error;
	return {
		...error,
		message: {
			en: `Puzzle ${index + 1}: ${error.message.en}`,
			zh: `第${index + 1}题：${error.message.zh}`
		}
	};
}
