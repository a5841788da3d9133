/** The character of a digit in the one-line form: 0 for a blank, 1-9, then A-G for 10-16. */
export function digitCharacter(digit: number): string {
	return digit < 10 ? String(digit) : String.fromCharCode(55 + digit);
}

/**
 * A grid as lines of numbers separated by single spaces, one line per row, no trailing space or
 * newline (the NYOJ 722 answer without the lesson's trailing spaces). 0 stands for a blank.
 */
export function formatGrid(size: number, cells: ArrayLike<number>): string {
	const rows: string[] = [];
	for (let r = 0; r < size; r++)
		rows.push(Array.prototype.slice.call(cells, r * size, (r + 1) * size).join(' '));
	return rows.join('\n');
}

/** A grid as one line of size*size characters (81 for 9x9), 0 for a blank, A-G for 10-16. */
export function formatLine(cells: ArrayLike<number>): string {
	let line = '';
	for (let i = 0; i < cells.length; i++) line += digitCharacter(cells[i]);
	return line;
}

/**
 * A grid as the NYOJ 722 judge expects it: each number followed by a space, a row a line, with
 * the last line's newline (the lessons' `printf("%d ", …)` loops).
 */
export function formatJudgeGrid(size: number, cells: ArrayLike<number>): string {
	let text = '';
	for (let r = 0; r < size; r++) {
		for (let c = 0; c < size; c++) text += `${cells[r * size + c]} `;
		text += '\n';
	}
	return text;
}
