/**
 * The sudoku editor's own reading of a grid, small enough for the page's first load: the full
 * parser (parser.ts, which reads every format and names every error) is loaded only for a text
 * this reading cannot vouch for.
 */

/** A grid as the editor shows it: its size and its digits row by row (0 = blank). */
export interface SudokuGrid {
	readonly size: number;
	readonly cells: readonly number[];
	/**
	 * Whether the text was exactly one grid of this size, every character a digit, a blank or a
	 * drawn line: then the parser, when it accepts the text, reads these same cells.
	 */
	readonly whole: boolean;
}

/**
 * Reads the digits of a grid, also one the parser refuses (clashing givens, a half-typed line), so
 * the editor can still show it and the cells the error names: a lone number on the first line is
 * dropped (the judge format's count), drawn lines are skipped, a line of numbers between spaces
 * (of one or two digits) gives one cell a number and any other line one cell a character (an unknown one is a blank).
 * 256 cells or more make a 16x16 grid, exactly 16 a 4x4 one, anything else a 9x9 one, cut or
 * padded with blanks; a digit too big for the grid is a blank.
 */
export function readSudokuLeniently(text: string): SudokuGrid {
	const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
	let header = false;
	if (lines.length > 1 && /^\s*\d{1,3}\s*$/.test(lines[0])) header = Boolean(lines.shift());
	const cells: number[] = [];
	let unknown = false;
	for (const line of lines) {
		if (/^[\s|+\-=]+$/.test(line)) continue;
		const tokens = line.split(/[\s|]+/).filter((t) => t !== '');
		if (tokens.some((t) => t.length > 1) && tokens.every((t) => /^\d\d?$/.test(t)))
			cells.push(...tokens.map(Number));
		else
			for (const ch of tokens.join('')) {
				const digit = sudokuDigitOf(ch);
				unknown ||= digit < 0;
				cells.push(Math.max(0, digit));
			}
	}
	const size = cells.length >= 256 ? 16 : cells.length === 16 ? 4 : 9;
	return {
		size,
		cells: Array.from({ length: size * size }, (_, i) =>
			(cells[i] ?? 0) <= size ? (cells[i] ?? 0) : 0
		),
		// A dropped count line is the judge's format, which the parser reads its own way.
		whole: !header && !unknown && cells.length === size * size && cells.every((d) => d <= size)
	};
}

/** The digit a typed character stands for: 0 for a blank (0 or .), 1-9, A-G (either case) for 10-16, -1 for any other. */
export function sudokuDigitOf(character: string): number {
	return digitOfCharacter(character.charCodeAt(0));
}

/** Value of one written character: 0 for a blank, 1-9, A-G (either case) for 10-16, -1 if unknown. */
export function digitOfCharacter(code: number): number {
	if (code === 46 || code === 48) return 0;
	if (code >= 49 && code <= 57) return code - 48;
	if (code >= 65 && code <= 71) return code - 55;
	if (code >= 97 && code <= 103) return code - 87;
	return -1;
}
