import { moveNumbers, type KnightBoard, type KnightSetup } from './model';

/** A tour's input text: the size and the start square as 1-based `row,column` ("8 1,1"). */
export function formatKnightInput(setup: KnightSetup): string {
	const row = Math.floor(setup.start / setup.size) + 1;
	const column = (setup.start % setup.size) + 1;
	return `${setup.size} ${row},${column}`;
}

/**
 * A board as the command line prints it: the move number of each square, a row a line, right
 * aligned and separated by a space; `.` for a square not visited.
 */
export function formatTour(board: Pick<KnightBoard, 'size' | 'path'>): string {
	const numbers = moveNumbers(board);
	const width = String(board.size * board.size).length;
	const rows: string[] = [];
	for (let row = 0; row < board.size; row++) {
		const squares: string[] = [];
		for (let column = 0; column < board.size; column++) {
			const number = numbers[row * board.size + column];
			squares.push((number === 0 ? '.' : String(number)).padStart(width));
		}
		rows.push(squares.join(' '));
	}
	return rows.join('\n');
}
