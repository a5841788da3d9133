import type { ColoringGraph, VertexPosition } from './model';

/** A region of a known map: its name as the samples write it, and a point inside it (longitude, latitude). */
type Place = readonly [name: string, longitude: number, latitude: number];

/**
 * Maps the board draws as maps: when every vertex of a graph names a region of one of them, each
 * vertex sits where its region is. Points are near each region's middle, rounded to a degree or so.
 */
const ATLAS: readonly (readonly Place[])[] = [
	// Australia's states and territories as AIMA abbreviates them (the ACT added for completeness).
	[
		['WA', 122, -25.5],
		['NT', 133.5, -19.5],
		['SA', 135.5, -30],
		['Q', 144.5, -22.5],
		['NSW', 146.5, -32.5],
		['V', 144.5, -37],
		['T', 146.5, -42],
		['ACT', 149, -35.5]
	],
	// South America's countries and French Guiana.
	[
		['Argentina', -65, -35],
		['Bolivia', -64.5, -17],
		['Brazil', -51, -10],
		['Chile', -71, -30],
		['Colombia', -73.5, 4],
		['Ecuador', -78.5, -1.5],
		['French-Guiana', -53, 4],
		['Guyana', -59, 5],
		['Paraguay', -58, -23],
		['Peru', -75, -10],
		['Suriname', -56, 4],
		['Uruguay', -56, -33],
		['Venezuela', -66, 7]
	]
];

/**
 * The Petersen graph as books draw it, when the vertex names are exactly the sample's (whatever
 * the edges): the outer cycle A..E round a pentagon, the star F..J inside, each under its own.
 */
const PETERSEN_NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

/** The Petersen drawing's points, or null when the names are not exactly A..J. */
function petersenPositions(names: readonly string[]): VertexPosition[] | null {
	if (names.length !== 10 || !PETERSEN_NAMES.every((name) => names.includes(name))) return null;
	return names.map((name) => {
		const index = PETERSEN_NAMES.indexOf(name);
		const angle = (2 * Math.PI * (index % 5)) / 5 - Math.PI / 2;
		const radius = index < 5 ? 1 : 0.5;
		return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
	});
}

/** Where a graph's vertices are drawn, and whether that is a map. */
export interface GraphLayout {
	readonly positions: readonly VertexPosition[];
	/** Whether the positions are places on a map (a known map's regions) rather than a layout. */
	readonly map: boolean;
}

/** Layouts of the last few graphs drawn: a board asks again on every step of the same graph. */
const recent = new Map<string, GraphLayout>();
const RECENT = 8;

/** Iterations of the stress layout: enough for 60 vertices to settle. */
const STRESS_ROUNDS = 300;

/**
 * Where the board draws each vertex of a graph, in a unit square (x and y from 0 to 1, y down,
 * the shape's proportions kept). A graph whose vertices all name regions of a known map is drawn
 * as that map, and the Petersen graph as books draw it; any other graph is laid out so that each vertex's distance from another follows
 * the number of edges between them (stress majorization, started from a circle in vertex order).
 * Either way vertices are then pushed apart until none overlaps another. The same graph always
 * gets the same drawing.
 */
export function layoutGraph(graph: ColoringGraph): GraphLayout {
	const key = `${graph.names.join('\n')}\n|${graph.edges.flat().join(',')}`;
	const known = recent.get(key);
	if (known !== undefined) return known;
	const layout = computeLayout(graph);
	if (recent.size >= RECENT) recent.delete(recent.keys().next().value as string);
	recent.set(key, layout);
	return layout;
}

function computeLayout(graph: ColoringGraph): GraphLayout {
	const n = graph.names.length;
	const onMap = mapPositions(graph.names);
	const points = onMap ?? petersenPositions(graph.names) ?? stressLayout(graph);
	const positions = separated(fitted(points), Math.min(0.2, 0.75 / Math.sqrt(Math.max(1, n))));
	return { positions: fitted(positions), map: onMap !== null };
}

/** The vertices' places on the map that names them all, or null when no map does (or only one vertex). */
function mapPositions(names: readonly string[]): VertexPosition[] | null {
	if (names.length < 2) return null;
	for (const places of ATLAS) {
		const where = new Map(
			places.map(([name, longitude, latitude]) => [name, { longitude, latitude }])
		);
		if (!names.every((name) => where.has(name))) continue;
		const latitudes = places.map(([, , latitude]) => latitude);
		// Degrees of longitude shrink away from the equator: scaled at the map's middle latitude.
		const middle = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
		const shrink = Math.cos((middle * Math.PI) / 180);
		return names.map((name) => {
			const place = where.get(name) as { longitude: number; latitude: number };
			return { x: place.longitude * shrink, y: -place.latitude };
		});
	}
	return null;
}

/** Edges between every two vertices (BFS); a pair in different components counts as one more than the longest. */
function graphDistances(graph: ColoringGraph): number[][] {
	const n = graph.names.length;
	const neighbours: number[][] = graph.names.map(() => []);
	for (const [a, b] of graph.edges) {
		neighbours[a].push(b);
		neighbours[b].push(a);
	}
	const distances: number[][] = [];
	let longest = 1;
	for (let source = 0; source < n; source++) {
		const row = new Array<number>(n).fill(-1);
		row[source] = 0;
		const queue = [source];
		for (let head = 0; head < queue.length; head++) {
			const vertex = queue[head];
			for (const next of neighbours[vertex])
				if (row[next] < 0) {
					row[next] = row[vertex] + 1;
					longest = Math.max(longest, row[next]);
					queue.push(next);
				}
		}
		distances.push(row);
	}
	for (const row of distances) for (let j = 0; j < n; j++) if (row[j] < 0) row[j] = longest + 1;
	return distances;
}

/** Stress majorization (Gansner, Koren and North): each round moves every vertex to where its distances fit best. */
function stressLayout(graph: ColoringGraph): VertexPosition[] {
	const n = graph.names.length;
	const x: number[] = [];
	const y: number[] = [];
	for (let i = 0; i < n; i++) {
		// Start on a circle, first vertex at the top, clockwise in vertex order.
		const angle = (2 * Math.PI * i) / n - Math.PI / 2;
		x.push((n / 2) * Math.cos(angle));
		y.push((n / 2) * Math.sin(angle));
	}
	if (n < 3) return x.map((_, i) => ({ x: x[i], y: y[i] }));
	const distances = graphDistances(graph);
	for (let round = 0; round < STRESS_ROUNDS; round++)
		for (let i = 0; i < n; i++) {
			let sumX = 0;
			let sumY = 0;
			let weights = 0;
			for (let j = 0; j < n; j++) {
				if (j === i) continue;
				const d = distances[i][j];
				const w = 1 / (d * d);
				const dx = x[i] - x[j];
				const dy = y[i] - y[j];
				const length = Math.hypot(dx, dy) || 1e-9;
				sumX += w * (x[j] + (d * dx) / length);
				sumY += w * (y[j] + (d * dy) / length);
				weights += w;
			}
			x[i] = sumX / weights;
			y[i] = sumY / weights;
		}
	return x.map((_, i) => ({ x: x[i], y: y[i] }));
}

/** The points scaled into the unit square, proportions kept, the shorter side centred. */
function fitted(points: readonly VertexPosition[]): VertexPosition[] {
	if (points.length === 0) return [];
	const xs = points.map((p) => p.x);
	const ys = points.map((p) => p.y);
	const left = Math.min(...xs);
	const top = Math.min(...ys);
	const width = Math.max(...xs) - left;
	const height = Math.max(...ys) - top;
	const span = Math.max(width, height);
	if (span === 0) return points.map(() => ({ x: 0.5, y: 0.5 }));
	const offsetX = (1 - width / span) / 2;
	const offsetY = (1 - height / span) / 2;
	return points.map((p) => ({
		x: offsetX + (p.x - left) / span,
		y: offsetY + (p.y - top) / span
	}));
}

/** The points pushed apart, a little at a time, until no two are closer than `gap`. */
function separated(points: readonly VertexPosition[], gap: number): VertexPosition[] {
	const x = points.map((p) => p.x);
	const y = points.map((p) => p.y);
	const n = points.length;
	for (let round = 0; round < 100; round++) {
		let moved = false;
		for (let i = 0; i < n; i++)
			for (let j = i + 1; j < n; j++) {
				let dx = x[j] - x[i];
				let dy = y[j] - y[i];
				let distance = Math.hypot(dx, dy);
				if (distance >= gap) continue;
				if (distance === 0) {
					// Two vertices on one point: part them along a fixed direction, so the result is the same every time.
					dx = Math.cos(i + j);
					dy = Math.sin(i + j);
					distance = 1;
				}
				const push = (gap - Math.hypot(x[j] - x[i], y[j] - y[i])) / 2 / distance;
				x[i] -= dx * push;
				y[i] -= dy * push;
				x[j] += dx * push;
				y[j] += dy * push;
				moved = true;
			}
		if (!moved) break;
	}
	return x.map((_, i) => ({ x: x[i], y: y[i] }));
}
