import type { InputError, Result, Text } from '../types';
import { boxOf, columnOf, rowOf, sudokuShape, type SudokuShape } from './model';

/** One sudoku read from input: its shape, its digits row by row (0 = blank) and where it starts. */
export interface SudokuPuzzle {
	readonly shape: SudokuShape;
	/** The grid row by row, 0 for a blank. */
	readonly digits: readonly number[];
	/** 1-based input line the puzzle starts on. */
	readonly line: number;
}

/** A cell as written in the input, before the grid size is known. */
interface WrittenCell {
	readonly value: number;
	readonly text: string;
	readonly line: number;
	readonly column: number;
}

/** One input line that holds cells. */
interface CellLine {
	readonly line: number;
	readonly cells: readonly WrittenCell[];
	/** Column of the last character of the line (1-based). */
	readonly lastColumn: number;
	readonly lastText: string;
}

/** Consecutive cell lines (blank lines separate blocks). */
type Block = readonly CellLine[];

/** A puzzle with where each of its cells was written, for the position of a clash. */
interface ReadPuzzle {
	readonly puzzle: SudokuPuzzle;
	readonly cells: readonly WrittenCell[];
}

/** Cells in a one-line puzzle, by grid size. */
const LINE_LENGTHS = [16, 81, 256] as const;

const fail = <T>(error: InputError): Result<T> => ({ ok: false, error });

/**
 * Reads every sudoku in the text: one-line puzzles (16, 81 or 256 characters, 0 or . for a blank,
 * A-G for 10-16), grids of lines (digits with or without spaces; 1..16 as numbers with spaces),
 * several of either separated by blank lines, or the NYOJ 722 judge format (a first line n, then n
 * grids). Never throws: bad input gives an error naming the line and column, or the clashing cells.
 */
export function parseSudokus(text: string): Result<SudokuPuzzle[]> {
	const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
	let first = lines.findIndex((line) => line.trim() !== '');
	if (first < 0)
		return fail({
			message: {
				en: 'The input is empty: paste a sudoku, for example 81 digits on one line with 0 for a blank.',
				zh: '输入为空：请粘贴一道数独，例如一行81个数字，空格用0表示。'
			}
		});

	// The judge format starts with the number of puzzles alone on its line.
	let declared: { count: number; line: number } | null = null;
	const header = lines[first].trim();
	if (/^\d{1,3}$/.test(header)) {
		declared = { count: Number(header), line: first + 1 };
		first++;
	}

	const blocks: CellLine[][] = [];
	let current: CellLine[] = [];
	for (let i = first; i < lines.length; i++) {
		const read = readCellLine(lines[i], i + 1);
		if (!read.ok) return read;
		if (read.value === 'blank') {
			if (current.length > 0) blocks.push(current);
			current = [];
		} else if (read.value !== 'separator') current.push(read.value);
	}
	if (current.length > 0) blocks.push(current);

	const puzzles: ReadPuzzle[] = [];
	for (const block of blocks) {
		const read = readBlock(block, puzzles);
		if (!read.ok) return read;
	}

	if (declared !== null && declared.count !== puzzles.length) {
		const { count, line } = declared;
		return fail({
			message: {
				en: `Line ${line} says ${count} ${count === 1 ? 'puzzle' : 'puzzles'} follow, but the input holds ${puzzles.length}.`,
				zh: `第${line}行说后面有${count}道题，但输入中只有${puzzles.length}道。`
			},
			line,
			column: 1
		});
	}
	if (puzzles.length === 0)
		return fail({
			message: {
				en: `Line ${declared?.line ?? 1} is followed by no grid: the input holds no puzzle.`,
				zh: `第${declared?.line ?? 1}行后面没有数独：输入中没有题目。`
			},
			line: declared?.line ?? 1,
			column: 1
		});

	for (let i = 0; i < puzzles.length; i++) {
		const clash = findClash(puzzles[i]);
		if (clash) return fail(numbered(clash, i, puzzles.length));
	}
	return { ok: true, value: puzzles.map((read) => read.puzzle) };
}

/**
 * Reads one sudoku. When the text holds several puzzles, this is the first of them (all of them
 * are still checked, so an error in a later puzzle is reported too).
 */
export function parseSudoku(text: string): Result<SudokuPuzzle> {
	const all = parseSudokus(text);
	return all.ok ? { ok: true, value: all.value[0] } : all;
}

/** Splits a line into cells, or tells a blank line or a drawn separator (`------+------`) apart. */
function readCellLine(raw: string, line: number): Result<CellLine | 'blank' | 'separator'> {
	if (raw.trim() === '') return { ok: true, value: 'blank' };
	if (/^[\s|+\-=]+$/.test(raw)) return { ok: true, value: 'separator' };

	// Tokens are runs of characters between spaces, tabs or the '|' of a drawn grid.
	const tokens: { text: string; column: number }[] = [];
	const pattern = /[^\s|]+/g;
	for (let match = pattern.exec(raw); match; match = pattern.exec(raw))
		tokens.push({ text: match[0], column: match.index + 1 });

	const cells: WrittenCell[] = [];
	const asNumbers =
		tokens.some((t) => t.text.length > 1) &&
		tokens.every((t) => /^\d+$/.test(t.text)) &&
		(tokens.length === 4 || tokens.length === 9 || tokens.length === 16 || tokens.length === 81);
	if (asNumbers) {
		// 1..16 written as numbers between spaces (the line form of a 16x16 grid).
		for (const t of tokens)
			cells.push({ value: Number(t.text), text: t.text, line, column: t.column });
	} else {
		// Every character is a cell: "530070000", "5 3 0 0 7 0 0 0 0", "53. .7. ...".
		for (const t of tokens) {
			for (let k = 0; k < t.text.length; k++) {
				const ch = t.text[k];
				const value = digitOfCharacter(ch);
				const column = t.column + k;
				if (value < 0) return fail(unknownCharacter(ch, line, column));
				cells.push({ value, text: ch, line, column });
			}
		}
	}
	const trimmed = raw.trimEnd();
	return {
		ok: true,
		value: { line, cells, lastColumn: trimmed.length, lastText: trimmed[trimmed.length - 1] }
	};
}

/** Value of one written character: 0 for a blank, 1-9, A-G (either case) for 10-16, -1 if unknown. */
function digitOfCharacter(ch: string): number {
	if (ch === '.' || ch === '0') return 0;
	if (ch >= '1' && ch <= '9') return ch.charCodeAt(0) - 48;
	const upper = ch.toUpperCase();
	if (upper >= 'A' && upper <= 'G' && upper.length === 1) return upper.charCodeAt(0) - 55;
	return -1;
}

function unknownCharacter(ch: string, line: number, column: number): InputError {
	return {
		message: {
			en: `Line ${line}, column ${column}: '${ch}' is not a sudoku digit. Write the digits 1-9 (A-G for 10-16 in a 16x16 grid), and 0 or . for a blank.`,
			zh: `输入第${line}行第${column}个字符“${ch}”不是数独数字。请写数字1-9（16x16数独的10-16写作A-G），空格写0或.。`
		},
		line,
		column
	};
}

/** Cuts a block of lines into puzzles: runs of grid rows, or one-line puzzles. Appends to `into`. */
function readBlock(block: Block, into: ReadPuzzle[]): Result<null> {
	let at = 0;
	while (at < block.length) {
		const row = block[at];
		const width = row.cells.length;
		let size = 0;
		if (width === 4 || width === 9) size = width;
		else if (width === 16 && startsBigGrid(block, at)) size = 16;

		if (size > 0) {
			const grid = readGrid(block, at, size);
			if (!grid.ok) return grid;
			into.push(grid.value);
			at += size;
		} else if ((LINE_LENGTHS as readonly number[]).includes(width)) {
			const shape = sudokuShape(Math.round(Math.sqrt(width))) as SudokuShape;
			const puzzle = toPuzzle(shape, row.cells, row.line);
			if (!puzzle.ok) return puzzle;
			into.push(puzzle.value);
			at++;
		} else return fail(wrongLength(row, nearestLength(width)));
	}
	return { ok: true, value: null };
}

/**
 * Whether the 16-cell line at `at` starts a 16x16 grid rather than being a one-line 4x4 puzzle:
 * it does when the run of 16-cell lines from it holds a digit above 4 (which no 4x4 puzzle has),
 * or is 16 lines of blanks (an empty 16x16 grid).
 */
function startsBigGrid(block: Block, at: number): boolean {
	let end = at;
	while (end < block.length && block[end].cells.length === 16) end++;
	const run = block.slice(at, end);
	if (run.some((line) => line.cells.some((cell) => cell.value > 4))) return true;
	return run.length >= 16 && run.slice(0, 16).every((l) => l.cells.every((c) => c.value === 0));
}

/** Reads `size` lines of `size` cells from `at` as one grid. */
function readGrid(block: Block, at: number, size: number): Result<ReadPuzzle> {
	const cells: WrittenCell[] = [];
	for (let r = 0; r < size; r++) {
		const row = block[at + r];
		if (row === undefined) {
			const last = block[block.length - 1];
			const rows = block.length - at;
			return fail({
				message: {
					en: `The ${size}x${size} grid starting on line ${block[at].line} ends on line ${last.line} after ${rows} ${rows === 1 ? 'row' : 'rows'}; it needs ${size}.`,
					zh: `从第${block[at].line}行开始的${size}x${size}数独在第${last.line}行就结束了，只有${rows}行，需要${size}行。`
				},
				line: last.line,
				column: last.lastColumn
			});
		}
		if (row.cells.length !== size) return fail(wrongLength(row, size));
		cells.push(...row.cells);
	}
	return toPuzzle(sudokuShape(size) as SudokuShape, cells, block[at].line);
}

/** Checks every digit fits the grid size and builds the puzzle. */
function toPuzzle(
	shape: SudokuShape,
	cells: readonly WrittenCell[],
	line: number
): Result<ReadPuzzle> {
	const n = shape.size;
	for (const cell of cells) {
		if (cell.value > n) {
			const digits = n === 16 ? '1-16 (or 1-9 and A-G)' : `1-${n}`;
			return fail({
				message: {
					en: `Line ${cell.line}, column ${cell.column}: '${cell.text}' is not a digit of a ${n}x${n} sudoku. Use ${digits}, and 0 or . for a blank.`,
					zh: `输入第${cell.line}行第${cell.column}个字符处的“${cell.text}”不是${n}x${n}数独的数字。请用${digits}，空格写0或.。`
				},
				line: cell.line,
				column: cell.column
			});
		}
	}
	return { ok: true, value: { puzzle: { shape, digits: cells.map((c) => c.value), line }, cells } };
}

/** The length a line of `width` cells was most likely meant to have. */
function nearestLength(width: number): number {
	const lengths = [4, 9, 16, 81, 256];
	let best = lengths[0];
	for (const length of lengths)
		if (Math.abs(length - width) < Math.abs(best - width)) best = length;
	return best;
}

/** A line with the wrong number of cells: names the first cell too many, or where the line stops short. */
function wrongLength(row: CellLine, expected: number): InputError {
	const width = row.cells.length;
	const what: Text =
		expected === 4 || expected === 9
			? { en: `a row of a ${expected}x${expected} grid`, zh: `${expected}x${expected}数独的一行` }
			: expected === 16
				? {
						en: 'a one-line 4x4 puzzle or a row of a 16x16 grid',
						zh: '一行写完的4x4数独或16x16数独的一行'
					}
				: {
						en: `a one-line ${Math.sqrt(expected)}x${Math.sqrt(expected)} puzzle`,
						zh: `一行写完的${Math.sqrt(expected)}x${Math.sqrt(expected)}数独`
					};
	if (width > expected) {
		const extra = row.cells[expected];
		return {
			message: {
				en: `Line ${row.line}, column ${extra.column}: '${extra.text}' is one cell too many. The line has ${width} cells; ${what.en} has ${expected}.`,
				zh: `输入第${row.line}行第${extra.column}个字符“${extra.text}”多出来了：这一行有${width}格，而${what.zh}有${expected}格。`
			},
			line: row.line,
			column: extra.column
		};
	}
	return {
		message: {
			en: `Line ${row.line} ends at column ${row.lastColumn} ('${row.lastText}') after ${width} cells; ${what.en} has ${expected}.`,
			zh: `输入第${row.line}行在第${row.lastColumn}个字符“${row.lastText}”处结束，只有${width}格，而${what.zh}有${expected}格。`
		},
		line: row.line,
		column: row.lastColumn
	};
}

/** The first pair of givens that share a row, column or box and a digit, as an error naming both. */
function findClash({ puzzle, cells }: ReadPuzzle): InputError | null {
	const shape = puzzle.shape;
	const n = shape.size;
	const digits = puzzle.digits;
	const cell = (c: number) => ({
		en: `row ${rowOf(shape, c) + 1}, column ${columnOf(shape, c) + 1}`,
		zh: `第${rowOf(shape, c) + 1}行第${columnOf(shape, c) + 1}列`
	});
	for (let c = 0; c < n * n; c++) {
		const d = digits[c];
		if (d === 0) continue;
		for (let other = 0; other < c; other++) {
			if (digits[other] !== d) continue;
			let unit: Text | null = null;
			if (rowOf(shape, other) === rowOf(shape, c))
				unit = { en: `Row ${rowOf(shape, c) + 1}`, zh: `第${rowOf(shape, c) + 1}行` };
			else if (columnOf(shape, other) === columnOf(shape, c))
				unit = { en: `Column ${columnOf(shape, c) + 1}`, zh: `第${columnOf(shape, c) + 1}列` };
			else if (boxOf(shape, other) === boxOf(shape, c))
				unit = { en: `Box ${boxOf(shape, c) + 1}`, zh: `第${boxOf(shape, c) + 1}宫` };
			if (unit === null) continue;
			const a = cell(other);
			const b = cell(c);
			return {
				message: {
					en: `${unit.en} has ${d} twice: ${a.en} and ${b.en}.`,
					zh: `${unit.zh}有两个${d}：${a.zh}和${b.zh}。`
				},
				line: cells[c].line,
				column: cells[c].column,
				points: [other, c]
			};
		}
	}
	return null;
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
