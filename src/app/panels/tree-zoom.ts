import { select } from 'd3-selection';
import { zoom, zoomIdentity, type D3ZoomEvent } from 'd3-zoom';

/** Pan and zoom of a drawing: scaled by `k`, then moved by `x`, `y` (d3-zoom's transform). */
export interface View {
	readonly k: number;
	readonly x: number;
	readonly y: number;
}

/** How a drawing pans and zooms. */
export interface ZoomOptions {
	/** Least and greatest zoom. */
	readonly scaleExtent: readonly [number, number];
	/** Pointer travel (px) past which a press is a drag, not a click. */
	readonly clickDistance: number;
	/** The visible box in the drawing's units, where d3-zoom centres its own zooms. */
	readonly extent: () => [[number, number], [number, number]];
	/** The view the drawing already has. */
	readonly start: View;
	/** Told every new view: a drag, a wheel, a pinch, or a {@link ZoomHandle.move}. */
	readonly onview: (view: View) => void;
}

/** The pan and zoom attached to a drawing. */
export interface ZoomHandle {
	/** Moves the view, so the next gesture starts from it. */
	move(view: View): void;
	/** Stops listening to the drawing. */
	detach(): void;
}

/**
 * Pans and zooms an SVG drawing with d3-zoom: mouse drag and wheel, touch drag and two-finger
 * pinch, listening on `target`, a group of the drawing (pointers are read in its units, which are
 * the units of `options.extent`). A drag does not end in a click; a double click does not zoom
 * (it would fight the node's own click). The app loads this module after the first screen, as it
 * is most of d3's weight.
 */
export function attachZoom(target: SVGGElement, options: ZoomOptions): ZoomHandle {
	const canvas = select(target);
	const behavior = zoom<SVGGElement, unknown>()
		.scaleExtent([options.scaleExtent[0], options.scaleExtent[1]])
		.extent(options.extent)
		.clickDistance(options.clickDistance)
		// d3's own rule (no other button than the first, Ctrl only with the wheel), and only events
		// from a window: a synthetic click without one is a click, not the start of a drag.
		.filter(
			(event: MouseEvent) =>
				(!event.ctrlKey || event.type === 'wheel') && !event.button && event.view !== null
		)
		.on('zoom', (event: D3ZoomEvent<SVGGElement, unknown>) => {
			const { k, x, y } = event.transform;
			options.onview({ k, x, y });
		});
	const transformOf = (view: View) => zoomIdentity.translate(view.x, view.y).scale(view.k);
	canvas.call(behavior).on('dblclick.zoom', null);
	canvas.call(behavior.transform, transformOf(options.start));
	return {
		move: (view) => canvas.call(behavior.transform, transformOf(view)),
		detach: () => void canvas.on('.zoom', null)
	};
}
