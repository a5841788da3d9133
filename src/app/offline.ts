/** The inputs that say someone is using the page. */
export const INPUTS = ['pointerdown', 'keydown', 'click', 'wheel'] as const;

/**
 * Resolves once `ready` has settled and nobody has clicked, pressed a key or scrolled the page
 * for `quietMs`, or `atMostMs` after the call at the latest. Background work that competes with
 * the page for the CPU (precaching the build for offline use) waits for it.
 */
export function whenQuiet(
	target: EventTarget,
	ready: Promise<unknown>,
	quietMs: number,
	atMostMs: number,
	now: () => number = () => performance.now()
): Promise<void> {
	return new Promise((resolve) => {
		let lastInput = now();
		let timer: ReturnType<typeof setTimeout> | undefined;
		const input = (): void => {
			lastInput = now();
		};
		const done = (): void => {
			clearTimeout(timer);
			clearTimeout(cap);
			for (const type of INPUTS) target.removeEventListener(type, input, { capture: true });
			resolve();
		};
		const check = (): void => {
			const wait = lastInput + quietMs - now();
			if (wait <= 0) done();
			else timer = setTimeout(check, wait);
		};
		for (const type of INPUTS)
			target.addEventListener(type, input, { capture: true, passive: true });
		const cap = setTimeout(done, atMostMs);
		void ready.then(check, check);
	});
}
