/** What wakes the tree's pan and zoom: a pointer or a finger over the tree, or the focus in it. */
const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'wheel'] as const;

/**
 * Pan and zoom by mouse and touch are d3-zoom's, most of d3's weight: it loads when a pointer
 * first comes over the drawing `node` (or a finger anywhere on `page`, or the focus), not with the
 * first screen. This calls `wake` then, once. Until the zoom is attached, a press or a wheel on the
 * drawing is kept (a wheel's scroll of the page prevented: the page must not scroll under a
 * drawing about to zoom); `wake`'s `replay` gives the last one to the drawing again, so the first
 * drag is not lost. A press is forgotten when the button is let go. Returns the teardown.
 */
export function wakeOnFirstUse(
	node: EventTarget,
	page: EventTarget,
	wake: (replay: () => void) => void
): () => void {
	let pending: Event | null = null;
	const press = (event: Event) => (pending = event);
	const release = () => {
		if (pending?.type !== 'wheel') pending = null;
	};
	const wheel = (event: Event) => {
		event.preventDefault();
		pending = event;
	};
	const stopKeeping = () => {
		node.removeEventListener('mousedown', press);
		node.removeEventListener('wheel', wheel);
		page.removeEventListener('mouseup', release);
	};
	const stopWaiting = () => {
		for (const type of WAKE_EVENTS) node.removeEventListener(type, onwake);
		page.removeEventListener('touchstart', onwake);
	};
	const replay = () => {
		stopKeeping();
		const first = pending;
		pending = null;
		// A copy of the same kind (a WheelEvent, a MouseEvent) with the same settings.
		if (first !== null) {
			const Kind = first.constructor as new (type: string, init: Event) => Event;
			node.dispatchEvent(new Kind(first.type, first));
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
	page.addEventListener('mouseup', release);
	return () => {
		stopWaiting();
		stopKeeping();
	};
}
