import type { ColoringBoard } from './model';

/** One colouring as the command line prints it: a `name colour` line per vertex, in input order. */
export function formatColoring(board: ColoringBoard): string {
	return board.names.map((name, vertex) => `${name} ${board.colors[vertex]}`).join('\n');
}

/** The graph as input text: one edge a line, then each vertex without edges alone on its line. */
export function formatGraph(
	names: readonly string[],
	edges: readonly (readonly [number, number])[]
): string {
	const touched = new Set<number>();
	const lines: string[] = [];
	for (const [a, b] of edges) {
		touched.add(a);
		touched.add(b);
		lines.push(`${names[a]} ${names[b]}`);
	}
	names.forEach((name, vertex) => {
		if (!touched.has(vertex)) lines.push(name);
	});
	return lines.join('\n');
}
