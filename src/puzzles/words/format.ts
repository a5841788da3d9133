import type { WordGrid, WordsBoard } from './model';

/** A path as the command line prints it: each cell as 1-based `row,column`, separated by spaces. */
export function formatWordPath(board: Pick<WordsBoard, 'cols' | 'path'>): string {
	return board.path
		.map((cell) => `${Math.floor(cell / board.cols) + 1},${(cell % board.cols) + 1}`)
		.join(' ');
}

/** The grid and the word as input text: a row a line, an empty line, the word. */
export function formatWordGrid(grid: WordGrid): string {
	const rows: string[] = [];
	for (let row = 0; row < grid.rows; row++)
		rows.push(grid.letters.slice(row * grid.cols, (row + 1) * grid.cols).join(''));
	return `${rows.join('\n')}\n\n${grid.word.join('')}`;
}
