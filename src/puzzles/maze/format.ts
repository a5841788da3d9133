import type { MazeBoard, MazeGrid } from './model';

/** The maze as input text: one row a line, `1` wall, `0` open, S and E where they differ from the default corners. */
export function formatMaze(grid: MazeGrid): string {
	const lines: string[] = [];
	for (let row = 0; row < grid.rows; row++) {
		let line = '';
		for (let column = 0; column < grid.cols; column++) {
			const cell = row * grid.cols + column;
			if (cell === grid.entry && grid.entry !== 0) line += 'S';
			else if (cell === grid.exit && grid.exit !== grid.walls.length - 1) line += 'E';
			else line += grid.walls[cell] === 1 ? '1' : '0';
		}
		lines.push(line);
	}
	return lines.join('\n');
}

/** The board's current path drawn on the maze, as the command line prints it: `*` on the path, `1` wall, `0` other open cells. */
export function formatMazePath(board: MazeBoard): string {
	const onPath = new Uint8Array(board.walls.length);
	for (const cell of board.path) onPath[cell] = 1;
	const lines: string[] = [];
	for (let row = 0; row < board.rows; row++) {
		let line = '';
		for (let column = 0; column < board.cols; column++) {
			const cell = row * board.cols + column;
			line += onPath[cell] === 1 ? '*' : board.walls[cell] ? '1' : '0';
		}
		lines.push(line);
	}
	return lines.join('\n');
}
