import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { solve } from '../../src/puzzles/command';
import { coloringPuzzle } from '../../src/puzzles/coloring';
import { coloringCode } from '../../src/puzzles/coloring/code';
import { graphEdits, newVertexProblem } from '../../src/puzzles/coloring/edit';
import { formatGraph } from '../../src/puzzles/coloring/format';
import { layoutGraph } from '../../src/puzzles/coloring/layout';
import { isProperColoring, type ColoringGraph } from '../../src/puzzles/coloring/model';
import { parseGraph } from '../../src/puzzles/coloring/parser';
import { ColoringProblem } from '../../src/puzzles/coloring/problem';
import { AUSTRALIA, PETERSEN, SOUTH_AMERICA } from '../../src/puzzles/coloring/samples';
import { CODE_ROLES, lineOfRole, listingLines } from '../../src/puzzles/kit/code-listing';
import { hasRawControl, nearMisses, randomText } from './near-miss';
import { fixture, fixtureRows } from '../fixture';

function graphOf(text: string): ColoringGraph {
	const read = parseGraph(text);
	if (!read.ok) throw new Error(read.error.message.en);
	return read.value;
}

/** The number of colourings the engine finds with k colours, the vertices in the given order. */
function engineCount(graph: ColoringGraph, k: number, order: 'input' | 'degree' = 'input'): number {
	return solve({ problem: new ColoringProblem(graph, k, order), search: { mode: 'all' } })
		.solutions;
}

/** A graph from a vertex count and pairs of vertex numbers, named v0, v1, … */
function numbered(n: number, pairs: readonly (readonly [number, number])[]): ColoringGraph {
	const names = Array.from({ length: n }, (_, i) => `v${i}`);
	return graphOf(formatGraph(names, pairs));
}

/** k(k−1)…(k−j+1). */
function falling(k: number, j: number): number {
	let product = 1;
	for (let i = 0; i < j; i++) product *= k - i;
	// 1 · 0 · (−1) is −0 in floating point: a count is plain 0.
	return product || 0;
}

/**
 * The chromatic polynomial the slow, sure way, independent of any search: a proper colouring with
 * exactly j colours used is a partition of the vertices into j independent sets, coloured in
 * k(k−1)…(k−j+1) ways. Partitions are counted over subsets of the vertices (3^n steps).
 */
function chromaticByPartitions(graph: ColoringGraph): (k: number) => number {
	const n = graph.names.length;
	const adjacent = new Array<number>(n).fill(0);
	for (const [a, b] of graph.edges) {
		adjacent[a] |= 1 << b;
		adjacent[b] |= 1 << a;
	}
	const full = (1 << n) - 1;
	const independent = new Uint8Array(1 << n);
	for (let set = 0; set <= full; set++) {
		let ok = 1;
		for (let v = 0; v < n && ok; v++) if (set & (1 << v) && adjacent[v] & set) ok = 0;
		independent[set] = ok;
	}
	// ways[j][set]: partitions of `set` into j independent sets; the part holding the lowest vertex is chosen first.
	const ways: Float64Array[] = [
		Float64Array.from({ length: 1 << n }, (_, set) => (set === 0 ? 1 : 0))
	];
	for (let j = 1; j <= n; j++) {
		const row = new Float64Array(1 << n);
		const before = ways[j - 1];
		for (let set = 1; set <= full; set++) {
			const lowest = set & -set;
			const rest = set ^ lowest;
			let total = 0;
			// Every subset of the rest, with the lowest vertex, as the first part.
			for (let sub = rest; ; sub = (sub - 1) & rest) {
				const part = sub | lowest;
				if (independent[part]) total += before[set ^ part];
				if (sub === 0) break;
			}
			row[set] = total;
		}
		ways.push(row);
	}
	return (k) => {
		let count = 0;
		for (let j = 1; j <= n; j++) count += ways[j][full] * falling(k, j);
		return n === 0 ? 1 : count;
	};
}

/** The Petersen graph's chromatic polynomial as the literature gives it. */
function petersenPolynomial(k: number): number {
	const value =
		k *
		(k - 1) *
		(k - 2) *
		(k ** 7 -
			12 * k ** 6 +
			67 * k ** 5 -
			230 * k ** 4 +
			529 * k ** 3 -
			814 * k ** 2 +
			775 * k -
			352);
	return value || 0;
}

/** Random simple graphs of up to seven vertices. */
const smallGraph = fc.integer({ min: 1, max: 7 }).chain((n) =>
	fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 14 }).map((pairs) =>
		numbered(
			n,
			pairs.filter(([a, b]) => a !== b)
		)
	)
);

describe('graph colouring counts', () => {
	it('counts the complete graphs K1..K6 as k(k−1)…(k−n+1), K4 as k(k−1)(k−2)(k−3)', () => {
		for (let n = 1; n <= 6; n++) {
			const pairs: [number, number][] = [];
			for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.push([a, b]);
			const graph = numbered(n, pairs);
			for (let k = 1; k <= 6; k++)
				expect(engineCount(graph, k), `K${n}, k = ${k}`).toBe(falling(k, n));
		}
		const k4 = coloringPuzzle.samples.find((sample) => sample.id === 'k4')!;
		const k4Polynomial = (k: number) => k * (k - 1) * (k - 2) * (k - 3) || 0;
		for (let k = 1; k <= 6; k++) expect(engineCount(graphOf(k4.input), k)).toBe(k4Polynomial(k));
	});

	it('counts every tree as k(k−1)^(n−1), whatever its shape', () => {
		const tree = fc.integer({ min: 1, max: 9 }).chain((n) =>
			fc.tuple(...Array.from({ length: n }, (_, v) => fc.nat(Math.max(0, v - 1)))).map((parents) =>
				numbered(
					n,
					parents.slice(1).map((parent, i) => [parent, i + 1] as const)
				)
			)
		);
		fc.assert(
			fc.property(tree, fc.integer({ min: 1, max: 4 }), (graph, k) => {
				const n = graph.names.length;
				expect(engineCount(graph, k)).toBe(k * (k - 1) ** (n - 1));
			}),
			{ numRuns: 60 }
		);
	});

	it('counts the cycles C3..C9 as (k−1)^n + (−1)^n (k−1)', () => {
		for (let n = 3; n <= 9; n++) {
			const graph = numbered(
				n,
				Array.from({ length: n }, (_, v) => [v, (v + 1) % n] as const)
			);
			for (let k = 1; k <= 4; k++)
				expect(engineCount(graph, k), `C${n}, k = ${k}`).toBe((k - 1) ** n + (-1) ** n * (k - 1));
		}
	});

	it('counts the Petersen graph as its chromatic polynomial: 120 with three colours, 12,960 with four', () => {
		const petersen = graphOf(PETERSEN);
		expect(petersen.names).toHaveLength(10);
		expect(petersen.edges).toHaveLength(15);
		const byPartitions = chromaticByPartitions(petersen);
		for (let k = 1; k <= 4; k++) {
			expect(byPartitions(k)).toBe(petersenPolynomial(k));
			expect(engineCount(petersen, k), `k = ${k}`).toBe(petersenPolynomial(k));
		}
		expect(petersenPolynomial(3)).toBe(120);
		expect(petersenPolynomial(4)).toBe(12_960);
	});

	it('counts random small graphs as their partitions into independent sets say', () => {
		fc.assert(
			fc.property(smallGraph, fc.integer({ min: 1, max: 4 }), (graph, k) => {
				expect(engineCount(graph, k)).toBe(chromaticByPartitions(graph)(k));
			}),
			{ numRuns: 120 }
		);
	});

	it('finds the same colourings whichever order it takes the vertices in', () => {
		fc.assert(
			fc.property(smallGraph, fc.integer({ min: 1, max: 4 }), (graph, k) => {
				const found = (order: 'input' | 'degree') => {
					const colourings: string[] = [];
					solve(
						{ problem: new ColoringProblem(graph, k, order), search: { mode: 'all' } },
						(board) => colourings.push(board.colors.join(''))
					);
					return colourings.sort();
				};
				expect(found('degree')).toEqual(found('input'));
			}),
			{ numRuns: 60 }
		);
	});
});

describe('the sample maps', () => {
	it('colour Australia as the AIMA map: 18 ways with three colours, none with two', () => {
		// SA: WA NT Q NSW V; NT: WA Q; NSW: Q V; T:
		const pairs = new Set<string>();
		const regions = new Set<string>();
		for (const spec of fixture('map_australia_aima.txt').trim().split(';')) {
			const [region, neighbours] = spec.split(':');
			regions.add(region.trim());
			for (const other of neighbours.trim().split(/\s+/).filter(Boolean)) {
				regions.add(other);
				pairs.add([region.trim(), other].sort().join('-'));
			}
		}
		const australia = graphOf(AUSTRALIA);
		expect(new Set(australia.names)).toEqual(regions);
		expect(
			new Set(
				australia.edges.map(([a, b]) => [australia.names[a], australia.names[b]].sort().join('-'))
			)
		).toEqual(pairs);
		const reference = chromaticByPartitions(australia);
		expect(reference(3)).toBe(18);
		for (let k = 1; k <= 5; k++) expect(engineCount(australia, k)).toBe(reference(k));
	});

	it('colour South America with GeoDataSource’s borders: four colours needed, as many ways as its partitions say', () => {
		const name = (field: string) => field.replaceAll('"', '').split(' (')[0].replaceAll(' ', '-');
		const pairs = new Set<string>();
		for (const [, country, , border] of fixtureRows('map_south_america_geodatasource.csv').map(
			(row) => row.map(name)
		))
			if (border !== 'Panama') pairs.add([country, border].sort().join('-'));
		const continent = graphOf(SOUTH_AMERICA);
		expect(continent.names).toHaveLength(13);
		expect(
			new Set(
				continent.edges.map(([a, b]) => [continent.names[a], continent.names[b]].sort().join('-'))
			)
		).toEqual(pairs);
		const reference = chromaticByPartitions(continent);
		expect(engineCount(continent, 3)).toBe(0);
		expect(reference(4)).toBeGreaterThan(0);
		expect(engineCount(continent, 4)).toBe(reference(4));
		expect(engineCount(continent, 4, 'degree')).toBe(reference(4));
	});

	it('load, and count as their names say', () => {
		const counts: Record<string, number> = {};
		for (const sample of coloringPuzzle.samples) {
			const loaded = coloringPuzzle.load(sample.input, sample.options);
			expect(loaded.ok, sample.id).toBe(true);
			if (loaded.ok) counts[sample.id] = solve(loaded.value).solutions;
		}
		expect(counts).toEqual({ australia: 18, k4: 0, petersen: 120, 'south-america': 1 });
		expect(coloringPuzzle.samples[0].id).toBe('australia');
	});
});

describe('the colouring search', () => {
	/** The course's recursive function, written plainly: the checks it makes, and its colourings. */
	function lessonRun(graph: ColoringGraph, k: number) {
		const color = new Array<number>(graph.names.length).fill(0);
		const neighbours = graph.names.map((_, v) =>
			graph.edges.flatMap(([a, b]) => (a === v ? [b] : b === v ? [a] : []))
		);
		const checks: string[] = [];
		const colourings: string[] = [];
		const colorVertex = (v: number): void => {
			if (v === graph.names.length) {
				colourings.push(color.join(''));
				return;
			}
			for (let c = 1; c <= k; c++) {
				const fits = neighbours[v].every((u) => color[u] !== c);
				checks.push(`${v}:${c}:${fits}`);
				if (fits) {
					color[v] = c;
					colorVertex(v + 1);
					color[v] = 0;
				}
			}
		};
		colorVertex(0);
		return { checks, colourings };
	}

	it('makes the same checks in the same order as the course’s recursive function', () => {
		for (const [text, k] of [
			[AUSTRALIA, 3],
			[PETERSEN, 3],
			[SOUTH_AMERICA, 3]
		] as const) {
			const graph = graphOf(text);
			const lesson = lessonRun(graph, k);
			const checks: string[] = [];
			const colourings: string[] = [];
			const problem = new ColoringProblem(graph, k);
			for (const event of search(problem, { mode: 'all' })) {
				if (event.kind === 'try')
					checks.push(`${event.point}:${event.candidate}:${event.verdict === 'ok'}`);
				if (event.kind === 'solution') colourings.push(problem.board().colors.join(''));
			}
			expect(checks).toEqual(lesson.checks);
			expect(colourings).toEqual(lesson.colourings);
		}
	});

	it('finds only proper colourings, each once', () => {
		const petersen = graphOf(PETERSEN);
		const seen = new Set<string>();
		solve({ problem: new ColoringProblem(petersen, 3), search: { mode: 'all' } }, (board) => {
			expect(isProperColoring(petersen, board.colors, 3)).toBe(true);
			seen.add(board.colors.join(''));
		});
		expect(seen.size).toBe(120);
	});

	it('takes the vertices with most neighbours first in degree order, ties as listed', () => {
		const problem = new ColoringProblem(graphOf(AUSTRALIA), 3, 'degree');
		expect(problem.order.map((v) => problem.graph.names[v])).toEqual([
			'SA',
			'NT',
			'Q',
			'NSW',
			'WA',
			'V',
			'T'
		]);
	});

	it('names every neighbour that has the tried colour', () => {
		const problem = new ColoringProblem(graphOf(AUSTRALIA), 3);
		const events = [...search(problem, { mode: 'first' })];
		expect(events.slice(0, 8).map((event) => event.kind)).toEqual([
			'try',
			'place',
			'try',
			'try',
			'place',
			'try',
			'try',
			'try'
		]);
		// SA (vertex 2) against WA (vertex 0, colour 1) and NT (vertex 1, colour 2).
		expect(events[5]).toMatchObject({
			kind: 'try',
			point: 2,
			candidate: 1,
			verdict: 'conflict',
			conflict: [{ reason: 'neighbour', point: 0 }]
		});
		expect(events[6]).toMatchObject({ conflict: [{ reason: 'neighbour', point: 1 }] });
	});

	it('narrates Australia the way a teacher would, in English and Chinese', () => {
		const problem = new ColoringProblem(graphOf(AUSTRALIA), 3);
		const events: SearchEvent[] = [...search(problem, { mode: 'all' })];
		const board = problem.board();
		const say = (event: SearchEvent) => coloringPuzzle.narrate(event, board);
		expect(say(events[0])).toEqual({
			en: 'Try colour 1 (blue) on WA: no neighbour has it.',
			zh: '给 WA 试颜色 1（蓝）：没有邻点是这个颜色。'
		});
		expect(say(events[1])).toEqual({
			en: 'Give WA colour 1 (blue).',
			zh: '把 WA 涂成颜色 1（蓝）。'
		});
		expect(say(events[2])).toEqual({
			en: 'Try colour 1 (blue) on NT: its neighbour WA has it already.',
			zh: '给 NT 试颜色 1（蓝）：邻点 WA 已经是这个颜色。'
		});
		expect(
			say({
				step: 9,
				depth: 3,
				kind: 'try',
				point: 3,
				candidate: 2,
				verdict: 'conflict',
				conflict: [
					{ reason: 'neighbour', point: 1 },
					{ reason: 'neighbour', point: 2 }
				]
			}).en
		).toBe('Try colour 2 (green) on Q: its neighbours NT and SA have it already.');
		const backtrack = events.find((event) => event.kind === 'backtrack')!;
		expect(say(backtrack).en).toMatch(/^Backtrack: take colour \d \(\w+\) off \w+\.$/);
		expect(
			coloringPuzzle.narrate(backtrack, board, undefined, { kind: 'nothingFits', point: 2 })
		).toEqual({
			en: `Backtrack: no colour fits SA, so ${say(backtrack).en.slice('Backtrack: '.length, -1)}.`,
			zh: `回溯：SA 涂不了任何颜色，所以${say(backtrack).zh.slice('回溯：'.length, -1)}。`
		});
		const solution = events.find((event) => event.kind === 'solution')!;
		expect(say(solution)).toEqual({
			en: 'Colouring 1 found: all 7 vertices have colours and no edge joins two of one colour.',
			zh: '找到第1种着色：7 个顶点都涂了色，没有边连着两个同色顶点。'
		});
		const counters = solve({
			problem: new ColoringProblem(graphOf(AUSTRALIA), 3),
			search: { mode: 'all' }
		});
		expect(coloringPuzzle.narrate(events.at(-1)!, board, counters)).toEqual({
			en: 'The search is over: every colour has been tried on every vertex; 18 colourings found.',
			zh: '搜索结束：每个顶点的每种颜色都已试过，共找到 18 种着色方案。'
		});
		expect(coloringPuzzle.describePoint(board, 4)).toEqual({ en: 'vertex NSW', zh: '顶点 NSW' });
	});
});

describe('graph colouring input', () => {
	it('never throws on random text or near misses of the samples, and says where an error is', () => {
		const samples = coloringPuzzle.samples.map((sample) => sample.input);
		fc.assert(
			fc.property(fc.oneof(randomText, nearMisses(samples, 3)), (text) => {
				const read = parseGraph(text);
				if (read.ok) return;
				for (const message of [read.error.message.en, read.error.message.zh]) {
					expect(message.length).toBeGreaterThan(0);
					expect(message.length).toBeLessThan(400);
					expect(hasRawControl(message)).toBe(false);
				}
				if (read.error.line !== undefined) expect(read.error.line).toBeGreaterThanOrEqual(1);
				if (read.error.column !== undefined) expect(read.error.column).toBeGreaterThanOrEqual(1);
			}),
			{ numRuns: 300, seed: 2024 }
		);
	});

	it('reads edges, a vertex alone, comments, blank lines and Windows line ends', () => {
		const read = parseGraph(
			'# a map\r\nA B   # the first border\r\n\r\nB C\r\nC A\r\nD\r\nB A\r\n'
		);
		expect(read).toEqual({
			ok: true,
			value: {
				names: ['A', 'B', 'C', 'D'],
				edges: [
					[0, 1],
					[1, 2],
					[0, 2]
				]
			}
		});
	});

	it('reads names in any script, an emoji counting as one character', () => {
		const read = parseGraph('北京 天津\n河北 北京\n🐨 🦘');
		expect(read).toMatchObject({
			ok: true,
			value: { names: ['北京', '天津', '河北', '🐨', '🦘'] }
		});
	});

	it('reads an edge written with a comma as the edge written with a space (issue 21, item 19)', () => {
		const spaced = parseGraph('WA NT\nNT SA\nFrench-Guiana Brazil');
		for (const written of [
			'WA,NT\nNT, SA\nFrench-Guiana ,Brazil',
			'WA , NT\nNT,SA,\n,French-Guiana,Brazil'
		])
			expect(parseGraph(written)).toEqual(spaced);
		expect(spaced).toMatchObject({
			ok: true,
			value: { names: ['WA', 'NT', 'SA', 'French-Guiana', 'Brazil'] }
		});
		// A third name after a comma is refused where it stands.
		expect(parseGraph('A,B,C')).toMatchObject({ ok: false, error: { line: 1, column: 5 } });
	});

	it('refuses a third name on a line, naming its line and column', () => {
		const read = parseGraph('WA NT\nSA Q NSW');
		expect(read).toMatchObject({ ok: false, error: { line: 2, column: 6 } });
		if (!read.ok) {
			expect(read.error.message.en).toBe(
				'Line 2, column 6: an edge joins two vertices, but "NSW" is a third name. Write one edge a line: two vertex names separated by a space or a comma, as "A B" or "A,B" (a name alone is a vertex without edges; a name may hold "-"), at most 60 vertices.'
			);
			expect(read.error.message.zh).toContain('第三个名字');
		}
	});

	it('refuses an edge from a vertex to itself', () => {
		const read = parseGraph('A B\n  B B');
		expect(read).toMatchObject({ ok: false, error: { line: 2, column: 5 } });
		if (!read.ok) expect(read.error.message.en).toContain('the edge joins B to itself');
	});

	it('refuses a name too long or with invisible characters, shown escaped', () => {
		const long = parseGraph('A ' + 'x'.repeat(17));
		expect(long).toMatchObject({ ok: false, error: { line: 1, column: 3 } });
		const hidden = parseGraph('A B\u200bC');
		expect(hidden).toMatchObject({ ok: false, error: { line: 1, column: 3 } });
		if (!hidden.ok) expect(hidden.error.message.en).toContain('"B\\u200bC" is not a vertex name');
	});

	it('refuses a 61st vertex where its name is', () => {
		const names = Array.from({ length: 61 }, (_, i) => `v${i + 1}`);
		const read = parseGraph(names.join('\n'));
		expect(read).toMatchObject({ ok: false, error: { line: 61, column: 1 } });
		if (!read.ok) expect(read.error.message.en).toContain('"v61" would be vertex 61, one too many');
		expect(parseGraph(names.slice(0, 60).join('\n')).ok).toBe(true);
	});

	it('refuses input without a vertex', () => {
		for (const text of ['', '   \n\n', '# only a comment'])
			expect(parseGraph(text)).toMatchObject({
				ok: false,
				error: { message: { en: expect.stringMatching(/^The input has no vertex\./) } }
			});
	});

	it('refuses a number of colours outside 1..6, saying what to write', () => {
		for (const colors of ['0', '7', 'three']) {
			const loaded = coloringPuzzle.load('A B', { colors });
			expect(loaded.ok).toBe(false);
			if (!loaded.ok)
				expect(loaded.error.message.en).toBe(
					`Unknown colors "${colors}": write a whole number of colours from 1 to 6.`
				);
		}
	});
});

describe('the graph drawing and the editor’s changes', () => {
	it('draws Australia as its map: WA west, Tasmania south of Victoria', () => {
		const { positions, map } = layoutGraph(graphOf(AUSTRALIA));
		const names = graphOf(AUSTRALIA).names;
		const at = (name: string) => positions[names.indexOf(name)];
		expect(map).toBe(true);
		expect(at('WA').x).toBeLessThan(at('SA').x);
		expect(at('SA').x).toBeLessThan(at('NSW').x);
		expect(at('T').y).toBeGreaterThan(at('V').y);
		expect(at('NT').y).toBeLessThan(at('SA').y);
	});

	it('keeps every two vertices apart and inside the square, the same graph the same way', () => {
		fc.assert(
			fc.property(smallGraph, (graph) => {
				const { positions } = layoutGraph(graph);
				expect(layoutGraph(graph).positions).toEqual(positions);
				for (const p of positions) {
					expect(p.x).toBeGreaterThanOrEqual(-1e-9);
					expect(p.x).toBeLessThanOrEqual(1 + 1e-9);
					expect(p.y).toBeGreaterThanOrEqual(-1e-9);
					expect(p.y).toBeLessThanOrEqual(1 + 1e-9);
				}
				for (let i = 0; i < positions.length; i++)
					for (let j = i + 1; j < positions.length; j++)
						expect(
							Math.hypot(positions[i].x - positions[j].x, positions[i].y - positions[j].y)
						).toBeGreaterThan(0.15);
			}),
			{ numRuns: 60 }
		);
	});

	it('draws the Petersen graph as books do: a pentagon round a star', () => {
		const { positions } = layoutGraph(graphOf(PETERSEN));
		const centre = {
			x: positions.reduce((sum, p) => sum + p.x, 0) / 10,
			y: positions.reduce((sum, p) => sum + p.y, 0) / 10
		};
		const distance = (i: number) =>
			Math.hypot(positions[i].x - centre.x, positions[i].y - centre.y);
		// A..E round the outside, F..J inside, each under its own outer vertex.
		for (let i = 0; i < 5; i++) {
			expect(distance(i)).toBeCloseTo(distance(0));
			expect(distance(i + 5)).toBeCloseTo(distance(0) / 2);
			expect(Math.atan2(positions[i].y - centre.y, positions[i].x - centre.x)).toBeCloseTo(
				Math.atan2(positions[i + 5].y - centre.y, positions[i + 5].x - centre.x)
			);
		}
	});

	it('adds and removes edges and vertices in the text, keeping comments', () => {
		const text = '# Australia\nWA NT\nWA SA # west\nT';
		expect(graphEdits.addEdge(text, 'NT', 'SA')).toBe(`${text}\nNT SA`);
		expect(graphEdits.removeEdge(text, 'SA', 'WA')).toBe('# Australia\nWA NT\nT\nSA');
		expect(graphEdits.addVertex(text + '\n', 'V')).toBe(`${text}\nV`);
		expect(graphEdits.removeVertex(text, 'WA')).toBe('# Australia\nT\nNT\nSA');
		expect(newVertexProblem('New South Wales', ['WA'])?.en).toBe('A name has no spaces.');
		expect(newVertexProblem('WA', ['WA'])?.en).toBe('WA is already a vertex.');
		expect(newVertexProblem('NSW', ['WA'])).toBeNull();
	});
});

describe('the graph colouring code listing', () => {
	it('has one line of each role in every language, in the order of the recursion', () => {
		for (const lines of [
			listingLines(coloringCode, 'pseudo', 'en'),
			listingLines(coloringCode, 'pseudo', 'zh'),
			listingLines(coloringCode, 'c', 'en'),
			listingLines(coloringCode, 'ts', 'en')
		]) {
			for (const role of CODE_ROLES)
				expect(
					lines.filter((line) => line.role === role),
					role
				).toHaveLength(1);
			const order = CODE_ROLES.map((role) => lineOfRole(lines, role));
			expect(order).toEqual([...order].sort((a, b) => a - b));
			const name = /([\p{L}_][\p{L}\p{N}_]*)\s*\(/u.exec(lines[order[0]].text)?.[1];
			expect(lines[lineOfRole(lines, 'recurse')].text).toContain(`${name}(`);
		}
		expect(coloringCode.candidate(2)).toEqual({ en: 'colour 2 (green)', zh: '颜色 2（绿）' });
		expect(coloringCode.symbol(2)).toBe('2');
	});
});
