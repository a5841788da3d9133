import { characterAt, checkInputSize, shown, withoutByteOrderMark } from '../input';
import type { InputError, Result } from '../types';
import { MAZE_MAX, type MazeGrid } from './model';

// What a maze is made of, said at the end of the errors about characters.
const LEGEND = {
	en: 'Use 0 for an open cell, 1 for a wall, S for the entry and E for the exit.',
	zh: '请用 0 表示通路，1 表示墙，S 表示入口，E 表示出口。'
};

/** Where a cell was written in the input (1-based). */
interface Place {
	readonly line: number;
	readonly column: number;
}

function failure(error: InputError): Result<never> {
	return { ok: false, error };
}

/**
 * Reads a maze: one row a line, `0` open, `1` wall, optional `S` (entry) and `E` (exit), either
 * case, spaces between cells allowed, blank lines ignored. Without S the entry is the top-left
 * cell; without E the exit is the bottom-right one. Only the ASCII letters mark the ends (`ſ` is
 * not an S). Errors say what is wrong and at which line and column, counted in characters. The
 * text is walked in place and reading stops at the first cell beyond 101 x 101, so memory never
 * grows past the largest maze.
 */
export function parseMaze(input: string): Result<MazeGrid> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const rows: number[][] = [];
	const rowLines: number[] = [];
	let entry: { cell: number; at: Place } | null = null;
	let exit: { cell: number; at: Place } | null = null;
	let firstCellAt: Place = { line: 1, column: 1 };
	let lastCellAt: Place = { line: 1, column: 1 };
	let cols = 0;

	let line = 0;
	for (let start = 0; start <= text.length;) {
		line++;
		const newline = text.indexOf('\n', start);
		const end = newline < 0 ? text.length : newline;
		const cells: number[] = [];
		const rowIndex = rows.length;
		let column = 0;
		// Just past the last character that is not a blank: where a short row ends.
		let lastColumn = 0;
		for (let i = start; i < end; i++) {
			column++;
			const char = characterAt(text, i);
			i += char.length - 1;
			if (char === ' ' || char === '\t' || char === '\r') continue;
			lastColumn = column;
			const letter = char === 's' ? 'S' : char === 'e' ? 'E' : char;
			if (letter !== '0' && letter !== '1' && letter !== 'S' && letter !== 'E')
				return failure({
					line,
					column,
					message: {
						en: `Line ${line}, column ${column}: "${shown(char)}" is not a maze cell. ${LEGEND.en}`,
						zh: `第${line}行第${column}列：“${shown(char)}”不是迷宫里的格子。${LEGEND.zh}`
					}
				});
			if (rowIndex === 0 && cells.length === MAZE_MAX)
				return failure({
					line,
					column,
					message: {
						en: `Line ${line}, column ${column}: the maze is more than ${MAZE_MAX} cells wide; at most ${MAZE_MAX}x${MAZE_MAX}.`,
						zh: `第${line}行第${column}列：迷宫宽度超过 ${MAZE_MAX} 格；最大为 ${MAZE_MAX}x${MAZE_MAX}。`
					}
				});
			if (rowIndex > 0 && cells.length === cols)
				return failure(ragged(line, column, cols + 1, cols, rowLines[0]));
			const at = { line, column };
			const cell = rowIndex * cols + cells.length;
			if (letter === 'S') {
				if (entry !== null) return failure(second('S', at, entry.at));
				entry = { cell, at };
			} else if (letter === 'E') {
				if (exit !== null) return failure(second('E', at, exit.at));
				exit = { cell, at };
			}
			if (rowIndex === 0 && cells.length === 0) firstCellAt = at;
			lastCellAt = at;
			cells.push(letter === '1' ? 1 : 0);
		}
		start = end + 1;
		if (cells.length === 0) continue;
		if (rowIndex === 0) cols = cells.length;
		else if (cells.length !== cols)
			return failure(ragged(line, lastColumn + 1, cells.length, cols, rowLines[0]));
		if (rowIndex === MAZE_MAX)
			return failure({
				line,
				column: 1,
				message: {
					en: `Line ${line}: the maze has more than ${MAZE_MAX} rows; at most ${MAZE_MAX}x${MAZE_MAX}.`,
					zh: `第${line}行：迷宫超过 ${MAZE_MAX} 行；最大为 ${MAZE_MAX}x${MAZE_MAX}。`
				}
			});
		rows.push(cells);
		rowLines.push(line);
	}

	if (rows.length === 0)
		return failure({
			message: {
				en: `The maze is empty: type its rows, one a line. ${LEGEND.en}`,
				zh: `迷宫是空的：请一行一行输入迷宫。${LEGEND.zh}`
			}
		});

	const walls = Uint8Array.from(rows.flat());
	const last = walls.length - 1;
	const grid: MazeGrid = {
		rows: rows.length,
		cols,
		walls,
		entry: entry?.cell ?? 0,
		exit: exit?.cell ?? last
	};
	if (walls[grid.entry] === 1)
		return failure({
			...firstCellAt,
			points: [grid.entry],
			message: {
				en: `Line ${firstCellAt.line}, column ${firstCellAt.column}: the entry (the top-left cell) is a wall. Open it with 0, or mark another entry with S.`,
				zh: `第${firstCellAt.line}行第${firstCellAt.column}列：入口（左上角的格子）是墙。请把它改成 0，或用 S 标出别的入口。`
			}
		});
	if (walls[grid.exit] === 1)
		return failure({
			...lastCellAt,
			points: [grid.exit],
			message: {
				en: `Line ${lastCellAt.line}, column ${lastCellAt.column}: the exit (the bottom-right cell) is a wall. Open it with 0, or mark another exit with E.`,
				zh: `第${lastCellAt.line}行第${lastCellAt.column}列：出口（右下角的格子）是墙。请把它改成 0，或用 E 标出别的出口。`
			}
		});
	return { ok: true, value: grid };
}

/**
 * Reads the cells of a maze the parser refuses (the entry is a wall, a ragged row), so the editor
 * can still show it and the cells the error names: blanks are dropped, each line is a row cut to
 * the largest maze, a short row is padded with walls, 0 S and E (either case) are open and
 * anything else is a wall. The first S and E are the ends; without them the entry is the top-left
 * cell and the exit the bottom-right one.
 */
export function readMazeLeniently(text: string): MazeGrid {
	const lines = text
		.split(/\r\n|\r|\n/)
		.map((line) => line.replace(/[\s]/g, '').slice(0, MAZE_MAX))
		.filter((line) => line !== '')
		.slice(0, MAZE_MAX);
	const width = Math.max(1, ...lines.map((line) => line.length));
	const height = Math.max(1, lines.length);
	const walls = new Uint8Array(width * height);
	let entry = -1;
	let exit = -1;
	for (let r = 0; r < height; r++)
		for (let c = 0; c < width; c++) {
			const ch = (lines[r]?.[c] ?? '1').toUpperCase();
			const cell = r * width + c;
			if (ch === 'S' && entry < 0) entry = cell;
			else if (ch === 'E' && exit < 0) exit = cell;
			walls[cell] = ch === '0' || ch === 'S' || ch === 'E' ? 0 : 1;
		}
	return {
		rows: height,
		cols: width,
		walls,
		entry: entry < 0 ? 0 : entry,
		exit: exit < 0 ? width * height - 1 : exit
	};
}

/** A row whose length differs from the first row's. */
function ragged(
	line: number,
	column: number,
	found: number,
	cols: number,
	firstLine: number
): InputError {
	const more = found > cols;
	return {
		line,
		column,
		message: more
			? {
					en: `Line ${line}, column ${column}: this row has more than ${cols} cells, but the first row (line ${firstLine}) has ${cols}. Every row needs the same number of cells.`,
					zh: `第${line}行第${column}列：这一行超过 ${cols} 格，而第一行（第${firstLine}行）有 ${cols} 格。每一行的格数必须相同。`
				}
			: {
					en: `Line ${line}, column ${column}: this row has only ${found} cells, but the first row (line ${firstLine}) has ${cols}. Every row needs the same number of cells.`,
					zh: `第${line}行第${column}列：这一行只有 ${found} 格，而第一行（第${firstLine}行）有 ${cols} 格。每一行的格数必须相同。`
				}
	};
}

/** A second entry or exit. */
function second(letter: 'S' | 'E', at: Place, first: Place): InputError {
	const what = letter === 'S' ? { en: 'entry', zh: '入口' } : { en: 'exit', zh: '出口' };
	return {
		...at,
		message: {
			en: `Line ${at.line}, column ${at.column}: a second ${letter}; a maze has one ${what.en}, already marked at line ${first.line}, column ${first.column}.`,
			zh: `第${at.line}行第${at.column}列：又一个 ${letter}；迷宫只有一个${what.zh}，已经标在第${first.line}行第${first.column}列。`
		}
	};
}
