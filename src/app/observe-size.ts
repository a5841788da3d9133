/**
 * Size reports of an element, applied in the frame after them: applied at once, a change they
 * cause (a counter's numbers made larger, a box held taller) would change the layout the
 * observer had just reported, which the browser reports as an error (a ResizeObserver loop).
 */

/**
 * Calls `apply` with what `read` takes from each report of `element`'s size, in the next frame; a
 * report `read` answers undefined for changes nothing (a frame already asked for still applies its
 * value). Returns the teardown; does nothing where the platform has no ResizeObserver.
 */
export function observeSize<T>(
	element: Element,
	read: (entry: ResizeObserverEntry) => T | undefined,
	apply: (value: T) => void
): () => void {
	if (typeof ResizeObserver === 'undefined') return () => {};
	let frame = 0;
	const observer = new ResizeObserver(([entry]) => {
		const value = read(entry);
		if (value === undefined) return;
		cancelAnimationFrame(frame);
		frame = requestAnimationFrame(() => apply(value));
	});
	observer.observe(element);
	return () => {
		observer.disconnect();
		cancelAnimationFrame(frame);
	};
}
