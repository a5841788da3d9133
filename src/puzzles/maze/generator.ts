import { MAZE_MAX, type MazeGrid } from './model';

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers on every machine. */
function random(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * A random perfect maze (exactly one way between any two open cells) of `rows` x `cols` cells,
 * the same for the same seed, with the entry top-left and the exit bottom-right. Sizes are
 * clamped to 1..101.
 *
 * @remarks
 * Rooms sit on even rows and columns and the walls between them on odd ones. Wilson's algorithm
 * (loop-erased random walks, all in loops: no recursion, so 101x101 is safe) joins the rooms into
 * a spanning tree drawn uniformly at random, so every perfect maze of the rooms can come out and
 * none is favoured. An even size leaves a last row or column outside the rooms: it stays wall
 * except a corridor to the exit and a few dead-end alcoves.
 */
export function generateMaze(rows: number, cols: number, seed: number): MazeGrid {
	rows = clamp(rows);
	cols = clamp(cols);
	const next = random(seed);
	const walls = new Uint8Array(rows * cols).fill(1);
	const roomRows = (rows + 1) >> 1;
	const roomCols = (cols + 1) >> 1;
	const rooms = roomRows * roomCols;
	const open = (row: number, column: number): void => {
		walls[row * cols + column] = 0;
	};

	const inTree = new Uint8Array(rooms);
	/** The room each walk went to last from a room: following it from the start erases the loops. */
	const exitTo = new Int32Array(rooms);
	const neighbours: number[] = [];
	inTree[0] = 1;
	open(0, 0);
	for (let start = 1; start < rooms; start++) {
		if (inTree[start]) continue;
		for (let room = start; !inTree[room]; room = exitTo[room]) {
			const i = Math.floor(room / roomCols);
			const j = room % roomCols;
			neighbours.length = 0;
			if (i > 0) neighbours.push(room - roomCols);
			if (j + 1 < roomCols) neighbours.push(room + 1);
			if (i + 1 < roomRows) neighbours.push(room + roomCols);
			if (j > 0) neighbours.push(room - 1);
			exitTo[room] = neighbours[Math.floor(next() * neighbours.length)];
		}
		for (let room = start; !inTree[room]; room = exitTo[room]) {
			const to = exitTo[room];
			const i = Math.floor(room / roomCols);
			const j = room % roomCols;
			const ti = Math.floor(to / roomCols);
			const tj = to % roomCols;
			inTree[room] = 1;
			open(2 * i, 2 * j);
			open(i + ti, j + tj); // the wall between rooms (i, j) and (ti, tj) is at their midpoint
		}
	}

	// An even size leaves one row (column) past the last room: join the exit to the last room and
	// open some alcoves, none next to the corridor, so the open cells stay a tree.
	const lastRoomRow = 2 * (roomRows - 1);
	const lastRoomCol = 2 * (roomCols - 1);
	const extraRow = rows % 2 === 0;
	const extraCol = cols % 2 === 0;
	if (extraRow) {
		for (let column = 0; column < lastRoomCol; column += 2)
			if (next() < 0.5) open(rows - 1, column);
		open(rows - 1, lastRoomCol);
	}
	if (extraCol) {
		for (let row = 0; row < lastRoomRow; row += 2) if (next() < 0.5) open(row, cols - 1);
		if (!extraRow) open(lastRoomRow, cols - 1);
	}
	open(rows - 1, cols - 1);
	return { rows, cols, walls, entry: 0, exit: rows * cols - 1 };
}

function clamp(size: number): number {
	return Math.min(MAZE_MAX, Math.max(1, Math.round(Number.isFinite(size) ? size : 1)));
}
