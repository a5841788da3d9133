import type { Frame } from '../engine/engine';
import type { Glance, Moment, TimelineQuery } from './moment';

/**
 * The search tree around the current path, computed from a timeline with one seek and a few
 * glances per child shown: never a replay from step 0, never a scan of the whole search, and at
 * any depth no more replay than its budget.
 *
 * @remarks
 * Each call on the current stack (recursion levels firstLevel..T) is one {@link TreeCall}; its
 * children are the candidates it has tried so far, oldest first: conflicting tries as stubs, the
 * candidates it placed and later took back as finished subtrees collapsed into a summary, and the
 * candidate on the current path, whose subtree is the next call. Where each call began is its
 * frame's place step. A call's own events are read from its newest backwards: a conflict is one
 * event, a finished subtree is skipped from its undo to the place the undo names. The calls are
 * read innermost first, each glance paid from a replay budget: older children that lie further
 * back than it allows are left out (counted in `elided`). So the cost grows with the calls and
 * children shown, not with the length or the depth of the search.
 */

/** What the tree needs of a timeline: {@link Timeline} has it, and so can a stand-in in tests. */
export interface TimelineReader {
	/** Events recorded so far. */
	readonly length: number;
	/** The moment after `step`, its call stack cut to the innermost `innermostFrames` calls. */
	seek(step: number, innermostFrames?: number): Moment;
	/** The event, counters and the candidate index of the call at `level` after `step`: an older step, read cheaply. */
	glance(step: number, level: number): Glance;
	find(from: number, query: TimelineQuery): number | null;
	/** Events a seek or glance at `step` would replay (0 when it does not say: every step is cheap). */
	replayCost?(step: number): number;
}

/** How much of the tree to build. */
export interface SearchTreeOptions {
	/** Children shown per call, the newest ones (those next to the current path). Default 16. */
	readonly maxChildren?: number;
	/** Calls shown, the innermost ones; outer calls are counted, not listed. Default 24. */
	readonly maxLevels?: number;
	/**
	 * Events the tree may have the timeline replay, innermost calls first (default 2^20, a few
	 * milliseconds). A call whose older children lie further back shows them as left out, so a
	 * tree 10,000 calls deep costs what it shows, never what lies behind it.
	 */
	readonly replayBudget?: number;
}

/** A finished subtree in numbers: what the deeper call did between the place and its undo. */
export interface SubtreeSummary {
	/** Events inside the subtree (the events of the deeper call and its own calls). */
	readonly events: number;
	readonly tries: number;
	readonly solutions: number;
	/** First and last event inside the subtree. */
	readonly from: number;
	readonly to: number;
}

/** Fields of every child of a call. */
interface ChildBase {
	/** The candidate tried. */
	readonly candidate: number;
	/** The step to seek to when the child is clicked: its place, or its try when it was not placed. */
	readonly step: number;
	/** The child's latest event is the current step. */
	readonly current: boolean;
}

/** One candidate a call has tried. */
export type TreeChild =
	/** Ruled out: a short stub with the rule it broke. */
	| (ChildBase & {
			readonly kind: 'conflict';
			readonly reason: string;
			/** The decision point or cell it clashes with (-1 for the edge of the board). */
			readonly clashPoint: number;
	  })
	/** Accepted by the check but not placed yet (the current event is its try). */
	| (ChildBase & { readonly kind: 'accepted' })
	/** Placed and still on the board: the child on the current path. */
	| (ChildBase & { readonly kind: 'open'; readonly tryStep: number })
	/** Placed, searched below and taken back: a collapsed subtree. */
	| (ChildBase & {
			readonly kind: 'finished';
			readonly tryStep: number;
			readonly undoStep: number;
			readonly summary: SubtreeSummary;
	  });

/** One call on the current path and the candidates it has tried so far. */
export interface TreeCall {
	/** Recursion level, 0 for the outermost call. */
	readonly level: number;
	/** The call's decision point; -1 for a call that found every decision made (or has not chosen yet). */
	readonly point: number;
	/** The step at which the call began: the place that entered it (0 for the outermost call). */
	readonly start: number;
	/** Older children left out before `children[0]` (see maxChildren). */
	readonly elided: number;
	/** Tried candidates, oldest first. */
	readonly children: readonly TreeChild[];
	/** The solution this call reported, when every decision was made on entering it. */
	readonly solution: { readonly step: number; readonly index: number } | null;
	/** The call has returned (only the outermost call, once the search is exhausted). */
	readonly returned: boolean;
}

/** The neighbourhood of the current path in the search tree at one step. Plain data: it crosses the worker boundary. */
export interface SearchTree {
	/** The step it was built for. */
	readonly step: number;
	/** Level of `calls[0]`; the calls above it are left out (see maxLevels). */
	readonly firstLevel: number;
	/** The calls on the current path, outermost first. */
	readonly calls: readonly TreeCall[];
}

const DEFAULT_MAX_CHILDREN = 16;
/** Calls a tree holds unless asked for fewer (SearchTreeOptions.maxLevels). */
export const DEFAULT_MAX_LEVELS = 24;
const DEFAULT_REPLAY_BUDGET = 1 << 20;

/**
 * The level whose row holds the root of a tree cut to `maxLevels` calls up from the current call
 * at `top` (the calls above it counted there); 0 or less when the search is not deeper, and the
 * tree starts at the search's start.
 */
export function rootLevelOfCut(top: number, maxLevels: number): number {
	return top - maxLevels + 1;
}

/** The replay budget of one tree: spends it on a step when there is enough left. */
class ReplayBudget {
	private left: number;
	constructor(
		private readonly timeline: TimelineReader,
		budget: number
	) {
		this.left = budget;
	}
	/** Whether reading `step` fits in what is left (and spends it if so). */
	allows(step: number): boolean {
		const cost = this.timeline.replayCost?.(step) ?? 0;
		if (cost > this.left) {
			this.left = 0;
			return false;
		}
		this.left -= cost;
		return true;
	}
}

/**
 * The tree of calls up to `step`: for each call on the current stack, its children so far, the
 * finished ones collapsed, the one on the current path expanded into the next call.
 */
export function searchTree(
	timeline: TimelineReader,
	step: number,
	options: SearchTreeOptions = {}
): SearchTree {
	const maxChildren = Math.max(1, Math.floor(options.maxChildren ?? DEFAULT_MAX_CHILDREN));
	const maxLevels = Math.max(1, Math.floor(options.maxLevels ?? DEFAULT_MAX_LEVELS));
	const budget = new ReplayBudget(timeline, options.replayBudget ?? DEFAULT_REPLAY_BUDGET);
	// Only the calls drawn, and the one below them, are read: a deep stack costs what is shown.
	const moment = timeline.seek(step, maxLevels + 1);
	const at = moment.step;
	const event = moment.event;
	const stackSize = moment.outerCalls + moment.frames.length;
	/** The frame of the call at `level`, undefined when the stack has no such call. */
	const frameOrNone = (level: number): Frame | undefined =>
		level < moment.outerCalls ? undefined : moment.frames[level - moment.outerCalls];
	const frameAt = (level: number): Frame => {
		const frame = frameOrNone(level);
		if (frame === undefined) throw new RangeError(`no frame at level ${level} after step ${at}`);
		return frame;
	};
	// The current call: the one that made the event. After a solution, or done at a solution
	// limit, it is the call that found every decision made, which has no frame.
	const top = event === null ? 0 : event.kind === 'done' ? stackSize : event.depth;
	const firstLevel = Math.max(0, rootLevelOfCut(top, maxLevels));

	// places[level] = the place at that level on the current path, which entered call level + 1:
	// each frame on the board says where it was placed.
	const places: number[] = [];
	for (let level = top - 1, from = at; level >= Math.max(0, firstLevel - 1); level--) {
		const place =
			frameOrNone(level)?.placedStep ??
			timeline.find(from, { type: 'previousAtDepth', maxDepth: level });
		if (place === null) throw new RangeError(`no call entry below step ${from}`);
		places[level] = place;
		from = place;
	}

	// Innermost call first: the replay budget goes to the calls next to the current step.
	const calls: TreeCall[] = [];
	for (let level = top; level >= firstLevel; level--) {
		const start = level === 0 ? 0 : places[level - 1];
		// Once the search is exhausted the outermost call has no frame left: its children name its point.
		let point = level < stackSize ? frameAt(level).point : -1;
		const children: TreeChild[] = [];
		let earliestIndex = 0;
		let solution: TreeCall['solution'] = null;
		let returned = false;
		// The newest event of this call not yet turned into a child; children are read backwards from it.
		let cursor = start;
		if (level < top) {
			const place = places[level];
			const frame = frameAt(level);
			children.push({
				kind: 'open',
				candidate: frame.candidate ?? -1,
				step: place,
				tryStep: place - 1,
				current: false
			});
			earliestIndex = frame.candidateIndex;
			cursor = place - 2;
		} else if (event !== null) {
			switch (event.kind) {
				case 'try':
					children.push(
						event.verdict === 'conflict'
							? {
									kind: 'conflict',
									candidate: event.candidate,
									step: at,
									reason: event.conflict[0]?.reason ?? '',
									clashPoint: event.conflict[0]?.point ?? -1,
									current: true
								}
							: { kind: 'accepted', candidate: event.candidate, step: at, current: true }
					);
					earliestIndex = frameAt(level).candidateIndex;
					cursor = at - 1;
					break;
				case 'place':
					children.push({
						kind: 'open',
						candidate: event.candidate,
						step: at,
						tryStep: at - 1,
						current: true
					});
					earliestIndex = frameAt(level).candidateIndex;
					cursor = at - 2;
					break;
				case 'backtrack': {
					// The engine is at this step: the glance replays nothing.
					const finished = finishedChild(timeline, timeline.glance(at, level), level, true, null);
					if (finished === null) break;
					children.push(finished.child);
					earliestIndex = finished.index;
					cursor = finished.child.tryStep - 1;
					break;
				}
				case 'solution':
					solution = { step: at, index: event.index };
					break;
				case 'done':
					if (event.reason === 'exhausted') {
						// The search is exhausted: the outermost call has returned after its last child.
						returned = true;
						cursor = at - 1;
					} else {
						// Stopped at the solution limit: this call reported the last solution just before.
						solution = { step: at - 1, index: moment.counters.solutions };
					}
					break;
			}
		}
		while (cursor > start && children.length < maxChildren && budget.allows(cursor)) {
			const older = timeline.glance(cursor, level);
			const olderEvent = older.event;
			if (point === -1 && (olderEvent?.kind === 'try' || olderEvent?.kind === 'backtrack'))
				point = olderEvent.point;
			if (olderEvent?.kind === 'try' && olderEvent.verdict === 'conflict') {
				children.push({
					kind: 'conflict',
					candidate: olderEvent.candidate,
					step: cursor,
					reason: olderEvent.conflict[0]?.reason ?? '',
					clashPoint: olderEvent.conflict[0]?.point ?? -1,
					current: false
				});
				earliestIndex = older.candidateIndex ?? 0;
				cursor--;
			} else if (olderEvent?.kind === 'backtrack') {
				const finished = finishedChild(timeline, older, level, false, budget);
				if (finished === null) break;
				children.push(finished.child);
				earliestIndex = finished.index;
				cursor = finished.child.tryStep - 1;
			} else break;
		}
		children.reverse();
		calls.unshift({
			level,
			point,
			start,
			elided: children.length > 0 ? earliestIndex : 0,
			children,
			solution,
			returned
		});
	}
	return { step: at, firstLevel, calls };
}

/**
 * The finished child whose undo is the event of `undo`, with its subtree summed up from the
 * counters at its place and at its undo; null when reading its place would overspend `budget`
 * (none: the current step's own child is always read).
 */
function finishedChild(
	timeline: TimelineReader,
	undo: Glance,
	level: number,
	current: boolean,
	budget: ReplayBudget | null
): { child: TreeChild & { kind: 'finished' }; index: number } | null {
	const undoStep = undo.step;
	const event = undo.event;
	const candidate = event?.kind === 'backtrack' ? event.candidate : -1;
	// The undo names the place it takes back; a reader that does not know it finds it.
	const placeStep =
		undo.placedStep ?? timeline.find(undoStep, { type: 'previousAtDepth', maxDepth: level });
	if (placeStep === null) throw new RangeError(`no place before the undo at step ${undoStep}`);
	if (budget !== null && !budget.allows(placeStep)) return null;
	const place = timeline.glance(placeStep, level);
	return {
		child: {
			kind: 'finished',
			candidate,
			step: placeStep,
			tryStep: placeStep - 1,
			undoStep,
			current,
			summary: {
				events: undoStep - placeStep - 1,
				tries: undo.counters.tries - place.counters.tries,
				solutions: undo.counters.solutions - place.counters.solutions,
				from: placeStep + 1,
				to: undoStep - 1
			}
		},
		index: place.candidateIndex ?? 0
	};
}
