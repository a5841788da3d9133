import type { FrameSource } from '../../src/app/session/frames';

/** Animation frames the test fires by hand, at the times it chooses. */
export function handFrames(): FrameSource & { fire: (now: number) => void; waiting: () => number } {
	let next = 1;
	const ticks = new Map<number, (now: number) => void>();
	return {
		request: (tick) => {
			ticks.set(next, tick);
			return next++;
		},
		cancel: (handle) => void ticks.delete(handle),
		fire: (now) => {
			const due = [...ticks.values()];
			ticks.clear();
			for (const tick of due) tick(now);
		},
		waiting: () => ticks.size
	};
}
