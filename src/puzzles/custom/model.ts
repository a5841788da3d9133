/**
 * What a student's problem shows: one of three generic views, read from what its `view(state)`
 * returns (or, without one, the candidates placed so far, one per decision point).
 */

/** One cell, item or node: its text, a colour, and the decision point it stands for (if any). */
export interface ViewCell {
	readonly text: string;
	/** A CSS colour the student chose (a name or #hex), or null. */
	readonly color: string | null;
	/** The decision point this cell stands for: it is highlighted when the search is there. */
	readonly point: number | null;
}

/** A graph node: a cell with an optional position (0..1 across and down; laid out on a circle when absent). */
export interface ViewNode extends ViewCell {
	readonly x: number | null;
	readonly y: number | null;
}

/** The view a problem describes. */
export type CustomView =
	| { readonly kind: 'grid'; readonly rows: readonly (readonly ViewCell[])[] }
	| { readonly kind: 'sequence'; readonly items: readonly ViewCell[] }
	| {
			readonly kind: 'graph';
			readonly nodes: readonly ViewNode[];
			readonly edges: readonly (readonly [number, number])[];
	  };

/**
 * The student's names of decision points and candidates (`describePoint`, `describeCandidate`),
 * given in the state of one moment, for the points and candidates its words may need (see
 * CustomProblem.board). One left out is named by its number, as in a problem without them.
 */
export interface CustomWords {
	/** A point's name, by point. */
	readonly points: Readonly<Record<number, string>>;
	/** A candidate's name, by point, then by candidate. */
	readonly candidates: Readonly<Record<number, Readonly<Record<number, string>>>>;
}

/** The board of a student's problem at one moment. */
export interface CustomBoard {
	readonly puzzle: 'custom';
	readonly view: CustomView;
	/** How many decisions are made (placements on the board). */
	readonly placed: number;
	/** The problem's number of decision points. */
	readonly points: number;
	/** The student's names of points and candidates; absent when the problem names neither. */
	readonly words?: CustomWords;
}

/** The student's name of a point (describePoint) as a board gives it, or null. */
export function pointNameOf(board: CustomBoard, point: number): string | null {
	const names = board.words?.points;
	return names !== undefined && Object.hasOwn(names, point) ? names[point] : null;
}

/** The student's name of a candidate at a point (describeCandidate) as a board gives it, or null. */
export function candidateNameOf(
	board: CustomBoard,
	point: number,
	candidate: number
): string | null {
	const names = board.words?.candidates;
	const atPoint = names !== undefined && Object.hasOwn(names, point) ? names[point] : undefined;
	return atPoint !== undefined && Object.hasOwn(atPoint, candidate) ? atPoint[candidate] : null;
}

/** Largest views drawn: bigger ones are a mistake, not a board. */
export const VIEW_LIMITS = { rows: 40, columns: 40, items: 200, nodes: 100, edges: 600 } as const;

/** What is wrong with a view, for the message: the path and why. */
export type ViewResult =
	{ readonly ok: true; readonly view: CustomView } | { readonly ok: false; readonly why: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** Colours a student may name: a word (red, lightblue) or #hex; anything else is dropped. */
const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,24})$/;

function readCell(value: unknown, points: number, defaultPoint: number | null): ViewCell | string {
	if (value === null || value === undefined) return { text: '', color: null, point: defaultPoint };
	if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
		return { text: String(value).slice(0, 12), color: null, point: defaultPoint };
	if (!isRecord(value)) return 'is not text, a number or { text, color, point }';
	const text = value.text === undefined || value.text === null ? '' : String(value.text);
	const color = typeof value.color === 'string' && COLOR.test(value.color) ? value.color : null;
	const point =
		typeof value.point === 'number' &&
		Number.isInteger(value.point) &&
		value.point >= 0 &&
		value.point < points
			? value.point
			: defaultPoint;
	return { text: text.slice(0, 12), color, point };
}

const position = (value: unknown): number | null =>
	typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : null;

/**
 * Reads what `view(state)` returned: `{ grid: [[cell, …], …] }`, `{ sequence: [cell, …] }` or
 * `{ graph: { nodes: [cell, …], edges: [[a, b], …] } }`. A cell is text, a number, or
 * `{ text, color, point }`. In a sequence and a graph, item i stands for decision point i unless
 * it says otherwise.
 */
export function readView(value: unknown, points: number): ViewResult {
	if (!isRecord(value))
		return { ok: false, why: 'view(state) must return { grid }, { sequence } or { graph }' };
	const inPoints = (i: number): number | null => (i < points ? i : null);
	if (value.grid !== undefined) {
		const grid = value.grid;
		if (!Array.isArray(grid) || grid.length === 0 || grid.length > VIEW_LIMITS.rows)
			return { ok: false, why: `grid must be an array of 1 to ${VIEW_LIMITS.rows} rows` };
		const rows: ViewCell[][] = [];
		for (let r = 0; r < grid.length; r++) {
			const row: unknown = grid[r];
			if (!Array.isArray(row) || row.length > VIEW_LIMITS.columns)
				return {
					ok: false,
					why: `grid[${r}] must be an array of at most ${VIEW_LIMITS.columns} cells`
				};
			const cells: ViewCell[] = [];
			for (let c = 0; c < row.length; c++) {
				const cell = readCell(row[c], points, null);
				if (typeof cell === 'string') return { ok: false, why: `grid[${r}][${c}] ${cell}` };
				cells.push(cell);
			}
			rows.push(cells);
		}
		return { ok: true, view: { kind: 'grid', rows } };
	}
	if (value.sequence !== undefined) {
		const sequence = value.sequence;
		if (!Array.isArray(sequence) || sequence.length > VIEW_LIMITS.items)
			return { ok: false, why: `sequence must be an array of at most ${VIEW_LIMITS.items} items` };
		const items: ViewCell[] = [];
		for (let i = 0; i < sequence.length; i++) {
			const cell = readCell(sequence[i], points, inPoints(i));
			if (typeof cell === 'string') return { ok: false, why: `sequence[${i}] ${cell}` };
			items.push(cell);
		}
		return { ok: true, view: { kind: 'sequence', items } };
	}
	if (value.graph !== undefined) {
		const graph = value.graph;
		if (!isRecord(graph) || !Array.isArray(graph.nodes))
			return { ok: false, why: 'graph must be { nodes: [...], edges: [[a, b], ...] }' };
		const nodeList: unknown[] = graph.nodes;
		if (nodeList.length > VIEW_LIMITS.nodes)
			return { ok: false, why: `graph.nodes has more than ${VIEW_LIMITS.nodes} nodes` };
		const nodes: ViewNode[] = [];
		for (let i = 0; i < nodeList.length; i++) {
			const raw = nodeList[i];
			const cell = readCell(raw, points, inPoints(i));
			if (typeof cell === 'string') return { ok: false, why: `graph.nodes[${i}] ${cell}` };
			nodes.push({
				...cell,
				x: isRecord(raw) ? position(raw.x) : null,
				y: isRecord(raw) ? position(raw.y) : null
			});
		}
		const edgeList: unknown = graph.edges ?? [];
		if (!Array.isArray(edgeList) || edgeList.length > VIEW_LIMITS.edges)
			return {
				ok: false,
				why: `graph.edges must be an array of at most ${VIEW_LIMITS.edges} pairs`
			};
		const edges: [number, number][] = [];
		for (let e = 0; e < edgeList.length; e++) {
			const edge: unknown = edgeList[e];
			const ok =
				Array.isArray(edge) &&
				edge.length === 2 &&
				edge.every((end) => Number.isInteger(end) && end >= 0 && end < nodes.length);
			if (!ok) return { ok: false, why: `graph.edges[${e}] must be [a, b], two node indices` };
			edges.push([edge[0] as number, edge[1] as number]);
		}
		return { ok: true, view: { kind: 'graph', nodes, edges } };
	}
	return { ok: false, why: 'view(state) must return { grid }, { sequence } or { graph }' };
}

/** The view of a problem without `view`: each decision point's placed candidate, in point order. */
export function placedView(points: number, placed: readonly number[]): CustomView {
	const shown = Math.min(points, VIEW_LIMITS.items);
	const values = new Map<number, number>();
	for (let k = 0; k + 1 < placed.length; k += 2) values.set(placed[k], placed[k + 1]);
	const items: ViewCell[] = [];
	for (let p = 0; p < shown; p++) {
		const value = values.get(p);
		items.push({ text: value === undefined ? '' : String(value), color: null, point: p });
	}
	return { kind: 'sequence', items };
}
