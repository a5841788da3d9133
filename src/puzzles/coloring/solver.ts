import type { SearchMode } from '../../engine/engine';
import { defineSolver } from '../define';
import { entry } from './entry';
import type { ColoringBoard, VertexOrder } from './model';
import { coloringOptions } from './options';
import { parseGraph } from './parser';
import { ColoringProblem } from './problem';

/** What the worker runs of a coloring search: the input read into a problem. */
export const coloringSolver = defineSolver<ColoringBoard, 'mode' | 'colors' | 'order'>({
	id: entry.id,
	options: coloringOptions,
	build(input, options) {
		const graph = parseGraph(input);
		if (!graph.ok) return graph;
		// The option reader checked each value against its choices.
		const problem = new ColoringProblem(
			graph.value,
			Number(options.colors),
			options.order as VertexOrder
		);
		return { ok: true, value: { problem, search: { mode: options.mode as SearchMode } } };
	}
});
