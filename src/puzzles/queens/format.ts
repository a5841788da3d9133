/** One solution as the command line prints it: the queen's column in each row, 1-based, separated by spaces. */
export function formatQueensColumns(columns: readonly number[]): string {
	return columns.map((column) => column + 1).join(' ');
}

/**
 * One solution drawn as the lesson's program shows it, a row a line: `*` for a queen, `.` for an
 * empty square, separated by spaces.
 */
export function formatQueensBoard(columns: readonly number[]): string {
	const n = columns.length;
	const rows: string[] = [];
	for (const queen of columns) {
		const squares: string[] = [];
		for (let column = 0; column < n; column++) squares.push(column === queen ? '*' : '.');
		rows.push(squares.join(' '));
	}
	return rows.join('\n');
}
