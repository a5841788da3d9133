import type { Moment } from '../timeline/moment';
import { diffValue, type Patch } from '../timeline/moment-patch';
import type { Timeline } from '../timeline/timeline';
import type { MomentNeighbours } from './protocol';
import { momentAt } from './moment-at';

/**
 * The moments from `before` steps before `step` to `after` steps after it, as far as recorded
 * now, each as a patch from its neighbour nearer the step. Each side is read in one pass forward,
 * so a moment costs one event of replay (and a backtrack's cause its glances), and the whole
 * window about `budgetMs`: where a moment is large (a 101x101 maze 10,000 calls deep takes about
 * 0.8 ms to read and compare), the window is narrower rather than the worker slower to answer.
 */
export function neighbours(
	timeline: Timeline,
	{ step, before, after }: { step: number; before: number; after: number },
	budgetMs: number
): MomentNeighbours {
	const started = performance.now();
	const spent = (): number => performance.now() - started;
	const center = Math.max(0, Math.min(Math.floor(step), timeline.length));
	const ahead = [momentAt(timeline, center)];
	const last = Math.min(timeline.length, center + after);
	// Steps ahead first (Step forward and playback go there), with half the time.
	while (center + ahead.length <= last && (ahead.length < 2 || spent() < budgetMs / 2))
		ahead.push(momentAt(timeline, center + ahead.length));
	const each = spent() / ahead.length;
	const reach = Math.max(1, Math.floor((budgetMs - spent()) / each));
	const first = center - Math.min(before, center, reach);
	const behind: Moment[] = [];
	for (let at = first; at < center; at++) behind.push(momentAt(timeline, at));
	const patch = (from: Moment, to: Moment): Patch =>
		diffValue(from, to) ?? { kind: 'object', fields: {} };
	const next = ahead.slice(1).map((moment, i) => patch(ahead[i], moment));
	const previous = behind.map((_, i) => {
		const at = behind.length - 1 - i;
		return patch(i === 0 ? ahead[0] : behind[at + 1], behind[at]);
	});
	return { step: center, next, previous };
}
