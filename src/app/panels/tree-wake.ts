/** What wakes the tree's pan and zoom: a pointer or a finger over the tree, or the focus in it. */
const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'wheel'] as const;

/**
 * Pan and zoom by mouse and touch are d3-zoom's, most of d3's weight: it loads when a pointer
 * first comes over the drawing `node` (or a finger anywhere on `page`, or the focus), not with the
 * first screen. This calls `wake` then, once. Until the zoom is attached, a press or a wheel on the
 * drawing is kept (a wheel's scroll of the page prevented: the page must not scroll under a
 * drawing about to zoom), and after a press its last move and its release on the page; `wake`'s
 * `replay` gives them again in that order, so a whole drag made before the zoom loaded (a quick
 * one on a busy machine) still pans, and a click stays a click. Returns the teardown.
 */
export function wakeOnFirstUse(
	node: EventTarget,
	page: EventTarget,
	wake: (replay: () => void) => void
): () => void {
	/** The press or wheel kept, and after a press its last move and its release (on the page). */
	let pending: Event | null = null;
	let moved: Event | null = null;
	let released: Event | null = null;
	const press = (event: Event) => {
		pending = event;
		moved = released = null;
	};
	const move = (event: Event) => {
		if (pending?.type === 'mousedown' && released === null) moved = event;
	};
	const release = (event: Event) => {
		if (pending?.type === 'mousedown' && released === null) released = event;
	};
	const wheel = (event: Event) => {
		event.preventDefault();
		pending = event;
		moved = released = null;
	};
	const stopKeeping = () => {
		node.removeEventListener('mousedown', press);
		node.removeEventListener('wheel', wheel);
		page.removeEventListener('mousemove', move);
		page.removeEventListener('mouseup', release);
	};
	const stopWaiting = () => {
		for (const type of WAKE_EVENTS) node.removeEventListener(type, onwake);
		page.removeEventListener('touchstart', onwake);
	};
	const replay = () => {
		stopKeeping();
		const kept: [EventTarget, Event | null][] = [
			[node, pending],
			[page, moved],
			[page, released]
		];
		pending = moved = released = null;
		// A copy of each, of the same kind (a WheelEvent, a MouseEvent) with the same settings.
		for (const [target, event] of kept) {
			if (event === null) continue;
			const Kind = event.constructor as new (type: string, init: Event) => Event;
			target.dispatchEvent(new Kind(event.type, event));
		}
	};
	const onwake = () => {
		stopWaiting();
		wake(replay);
	};
	for (const type of WAKE_EVENTS) node.addEventListener(type, onwake, { passive: true });
	// On a touch screen any first touch (a scroll to the drawing) wakes it, before the first pinch.
	page.addEventListener('touchstart', onwake, { passive: true });
	node.addEventListener('mousedown', press);
	node.addEventListener('wheel', wheel, { passive: false });
	page.addEventListener('mousemove', move);
	page.addEventListener('mouseup', release);
	return () => {
		stopWaiting();
		stopKeeping();
	};
}
