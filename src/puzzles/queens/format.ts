/** One solution as the command line prints it: the queen's column in each row, 1-based, separated by spaces. */
export function formatQueensColumns(columns: readonly number[]): string {
	return columns.map((column) => column + 1).join(' ');
}
