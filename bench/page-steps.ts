/**
 * Issue 23's page figures, in real Chromium against the production build, for every built-in
 * puzzle's first sample: how soon a click on Step forward or Step back shows its step with the
 * page laid out (`step_dom_ms`, target p50 <= 2.5 ms, p95 <= 5 ms), what one step costs the main
 * thread in script, style and layout, read from a trace (`step_update_ms`, target p50 <= 2 ms);
 * the same for the sudoku in the middle of a search of 10^8 events and while a 10^9-event one
 * records; and how much of each frame stays idle while the lesson sudoku plays at 60 steps a
 * second on a projector, from step 0 and from step 1,000, and from step 0 again once it has played
 * 10 s, when V8 has compiled what playback runs (target: at least 10 ms); and what a step of that
 * playback allocates (`play_alloc_kb_a_step`), which sets how often a collection takes a frame;
 * and the floors under those figures: a page of two buttons and a step text, clicked the same way,
 * and the lesson page when a click changes only its step text (`floor_*`, `page_floor_update_*`).
 *
 * `node --import tsx bench/page-steps.ts` prints a Markdown table (`--json`: one JSON object;
 * `--clicks=N`, `--play-seconds=S`, `--play-rounds=R`; `OUT=<build dir>` measures that build;
 * `BENCH_TRACE=<dir>` keeps the traces); `npm run bench` prints the same figures among its own.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { loadLang } from '../src/app/i18n';
import { encodeLink } from '../src/app/link';
import { positionOfSpeed, speedInWords } from '../src/app/speed';
import { puzzles } from '../src/puzzles/all';
import { isPuzzleId, type PuzzleId } from '../src/puzzles/registry';
import type { Sample } from '../src/puzzles/types';
import { Timeline } from '../src/timeline/timeline';
import {
	builtApp,
	CHROMIUM_PATH,
	launchChromium,
	serveApp,
	watchErrors
} from '../tests/e2e/app-server';
import {
	ALLOCATION_WARMUP_MS,
	allocationShares,
	sampleAllocation,
	type Sampled,
	type HeapProfileNode
} from './heap-sampling';
import { percentile, STEP_MARKS, stepClickTimes } from './page';

/** One situation's step figures: clicks on Step forward then Step back, in two passes. */
export interface StepSituation {
	/** The row's name: the puzzle's id, or the sudoku's situation. */
	readonly name: string;
	/** The search clicked through. */
	readonly search: string;
	/** From just before click() to the step text's new number, `document.body.innerText` read. */
	readonly step_dom_ms_p50: number;
	readonly step_dom_ms_p95: number;
	readonly step_dom_ms_max: number;
	/**
	 * The first {@link FIRST_CLICKS} clicks of the freshly opened page, each (ms): code run for the
	 * first time, and text and marks laid out for the first time, cost them 3-4 times a later
	 * click, so they make most of the p95 of 40 clicks.
	 */
	readonly step_dom_first_ms: readonly number[];
	/** The p95 of the clicks after those. */
	readonly step_dom_ms_p95_after_first: number;
	/** Script of the click's task (and of the task that showed it, if later), then style and layout up to the paint. */
	readonly step_update_ms_p50: number;
	readonly step_update_ms_p95: number;
	/** The update's parts, each its own median. */
	readonly step_script_ms_p50: number;
	readonly step_style_ms_p50: number;
	readonly step_layout_ms_p50: number;
	/** Every main-thread task from one click's task to the next click's, paint and the worker's replies included. */
	readonly step_main_busy_ms_p50: number;
	/**
	 * Of that, the frames' pre-paint, paint, layerization and commit (renderingIn): two frames a
	 * click, the step's and the search tree's, each costing about what the page's paint chunks do.
	 */
	readonly step_rendering_ms_p50: number;
	/**
	 * The main thread's CPU time in the updates over their wall time: about 0.85 on a quiet 2-core
	 * machine (Chromium's other threads and the worker share the cores); lower when it waited for
	 * a core more, and the update's figures are then inflated by that much.
	 */
	readonly step_update_cpu_share: number;
	/** Clicks counted in the DOM pass, and clicks found in the trace and counted. */
	readonly step_dom_clicks: number;
	readonly step_update_clicks: number;
	/** Traced clicks whose step showed in a later task than the click's (a reply from the worker). */
	readonly step_update_shown_later: number;
	/** The recursion views open while clicking. */
	readonly views: string;
}

/** The main thread's idle time in each frame while the lesson sudoku plays at 60 steps a second. */
export interface PlaybackFigures {
	/** Over the frames of every round, pooled. */
	readonly play_frame_idle_ms_p50: number;
	readonly play_frame_idle_ms_p05: number;
	readonly play_frame_idle_ms_min: number;
	/**
	 * Each round's own p05: one 3-s round of one build gave 6.4 to 9.7 ms within an hour (a
	 * collection or a busy core in a few of its 180 frames), so the rounds are pooled and shown.
	 */
	readonly play_round_idle_ms_p05: readonly number[];
	readonly play_frames: number;
	readonly play_frame_interval_ms_p50: number;
	/** The main thread's CPU time in its tasks over their wall time (see StepSituation's). */
	readonly play_main_cpu_share: number;
	/**
	 * The slowest 5% of frames (least idle), on average: the main thread's tasks in the frame, in
	 * wall time and in its CPU time (the difference: it waited for a core, which the compositor,
	 * raster and the GPU process take right after each frame), and the share of them in which it
	 * collected garbage.
	 */
	readonly play_worst_busy_ms: number;
	readonly play_worst_cpu_ms: number;
	readonly play_worst_gc_share: number;
	/** A frame's pre-paint, paint, layerization and commit (renderingIn): p50 of all frames, and the slowest 5%'s mean. */
	readonly play_frame_rendering_ms_p50: number;
	readonly play_worst_rendering_ms: number;
	/** Steps a second the page really showed while traced. */
	readonly play_steps_per_s: number;
	readonly play_search: string;
}

/** Everything {@link measureStepFigures} measured. */
export interface PageStepFigures {
	/** Situation (a): each built-in puzzle's first sample, from step 0 once recorded. */
	readonly puzzles: readonly StepSituation[];
	/** Situation (b): the middle of a sudoku search of about 10^8 events, recorded. */
	readonly middle: StepSituation;
	/** Situation (c): the 10^9-event sudoku right after it is opened, while it records. */
	readonly recording: StepSituation;
	/**
	 * Situation (d): the lesson sudoku clicked at a teacher's pace ({@link PACED_REST_MS} apart):
	 * every step is drawn with motion (a held key's are not), and the page idles between clicks.
	 */
	readonly paced: StepSituation;
	readonly playback: PlaybackFigures;
	/** The same from {@link DEEP_PLAY_STEP}, deeper than the search tree draws whole. */
	readonly playback_deep: PlaybackFigures;
	/**
	 * The same from step 0, its frames counted once it has played {@link WARM_PLAY_MS}: by then
	 * V8 has compiled what playback runs (see WARM_PLAY_MS), as in a class that watches for longer.
	 */
	readonly playback_warm: PlaybackFigures;
	/**
	 * What a step of playback allocates (KB), the lesson sudoku from step 0 at {@link PLAY_SPEED}
	 * steps a second, 1920x1080, sampled once it has played a while (heap-sampling.ts): what sets
	 * how often a collection takes a frame. `bench/page-heap.ts` tells where it goes.
	 */
	readonly play_alloc_kb_a_step: number;
	/** The method's floor: {@link FLOOR_PAGE} clicked and read the same way, warm (ms). */
	readonly floor_dom_ms_p50: number;
	readonly floor_dom_ms_p95: number;
	/**
	 * The same at situation (d)'s pace: a page that idles between clicks answers more slowly
	 * (its caches and its core go cold), so row (d) is read against this floor.
	 */
	readonly floor_paced_dom_ms_p50: number;
	readonly floor_paced_dom_ms_p95: number;
	/** The step update's floor: {@link FLOOR_PAGE}'s clicks traced and counted as a situation's (ms). */
	readonly floor_update_ms_p50: number;
	readonly floor_update_ms_p95: number;
	/**
	 * The lesson page's floor: a click that changes only its step text (the bench's own buttons,
	 * {@link FLOOR_BUTTONS}), traced the same way (ms). The app's own update is what a row's step
	 * update costs above it.
	 */
	readonly page_floor_update_ms_p50: number;
	readonly page_floor_update_ms_p95: number;
	/** Puzzles left out, with why. */
	readonly skipped: readonly string[];
	readonly seconds: number;
}

/** How {@link measureStepFigures} measures. */
export interface StepFigureOptions {
	/** Clicks a pass: half on Step forward, then half on Step back. */
	readonly clicks?: number;
	/** Seconds of playback traced, a round. */
	readonly playSeconds?: number;
	/** Rounds of playback, each in a fresh window; the figures pool their frames. */
	readonly playRounds?: number;
	/** Where progress and sanity lines go. */
	readonly log?: (line: string) => void;
}

/** The rest between clicks of situation (d): each step then comes well over MOTION_MIN_GAP_MS after the last. */
const PACED_REST_MS = 300;

/** Steps a second for the playback figure: one a frame on a 60 Hz projector. */
export const PLAY_SPEED = 60;

/**
 * Where the second playback figure starts: the lesson sudoku from step 0 is no more than about
 * 190 steps in after 3 s, and from step 388 on its search is deeper than the tree draws (24
 * levels), which changes what each tree update costs.
 */
export const DEEP_PLAY_STEP = 1000;
/** How long playback runs before its frames are counted: its first frames start it. */
const PLAY_START_MS = 250;
/**
 * How long playback runs before the warm figure's frames are counted. In its first seconds V8
 * compiles what playback runs, on the page's and the worker's code alike: with Chromium 150 on
 * this 2-core machine, 211 functions and about 380 ms of compiling in the first 3 s counted (on the
 * page's thread pool, beside raster), against 25 functions and 14 ms in 3 s after 10 s of playing
 * (`--js-flags=--trace-opt`). The first figures count those seconds, as a class that has just
 * pressed Play sees them; the warm one the steady state.
 */
const WARM_PLAY_MS = 10_000;

/**
 * Sudoku top95 #40 row-major (line 41 of the file): 1.28 x 10^9 events, the search bench/page.ts
 * plays; recording it takes long enough to click through it while it records.
 */
const RECORDING_TOP95 = 40;

/**
 * Sudoku top95 #0 row-major: 107,001,047 events, about 10^8 (#94 with 104,155,040 and #45 with
 * 95,358,490 are as near; the first line of the file is the easiest to find again).
 */
const MIDDLE_TOP95 = 0;

/** What a trace's categories must hold: tasks, style and layout, frames, and the clicks' marks. */
const TRACE_CATEGORIES = [
	'devtools.timeline',
	'disabled-by-default-devtools.timeline',
	'disabled-by-default-devtools.timeline.frame',
	'blink.user_timing'
];

/** The regions of the recursion views, as their names say them. */
const RECURSION_VIEWS = ['Call stack', 'Code', 'Search tree'];

/** One event of a Chromium trace (the JSON trace event format), as far as it is read here. */
export interface TraceEvent {
	readonly name: string;
	readonly cat: string;
	readonly ph: string;
	/** Microseconds. */
	readonly ts: number;
	readonly dur?: number;
	/** The thread's CPU time in a complete event: less than `dur` when it waited for a core. */
	readonly tdur?: number;
	readonly pid: number;
	readonly tid: number;
}

/** A complete ('X') event: one with a duration. */
export type Span = TraceEvent & { readonly dur: number };

/** What one traced click cost the main thread, in milliseconds. */
export interface ClickCost {
	readonly script: number;
	readonly style: number;
	readonly layout: number;
	/** Main-thread tasks up to the next click's task; null for the last click. */
	readonly busy: number | null;
	/** Of {@link busy}, the frames' pre-paint, paint, layerization and commit; null for the last click. */
	readonly rendering: number | null;
	/** The main thread's CPU time in what script, style and layout count (their wall time). */
	readonly cpu: number;
	readonly shownLater: boolean;
}

const top95 = readFileSync(
	new URL('../tests/fixtures/sudoku_norvig_top95.txt', import.meta.url),
	'utf8'
)
	.trim()
	.split('\n')
	.map((line) => line.trim());

/** A link to a row-major sudoku of top95, at a step. */
const top95Link = (index: number, step: number): string =>
	encodeLink({
		puzzle: 'sudoku',
		input: top95[index],
		options: { mode: 'first', order: 'rowmajor' },
		step
	});

const byTime = (a: TraceEvent, b: TraceEvent): number => a.ts - b.ts;
const end = (span: Span): number => span.ts + span.dur;

/**
 * The spans not inside an earlier one of the list, so nested events are not counted twice (a
 * thread's complete events nest; they never overlap otherwise).
 */
export function outermost(spans: readonly Span[]): Span[] {
	const kept: Span[] = [];
	for (const span of [...spans].sort(byTime)) {
		const last = kept.at(-1);
		if (last === undefined || span.ts >= end(last)) kept.push(span);
	}
	return kept;
}

/** Microseconds of [from, to) that some span covers; the spans sorted by their start. */
function covered(spans: readonly Span[], from: number, to: number): number {
	let total = 0;
	let reached = from;
	for (const span of spans) {
		const start = Math.max(span.ts, reached);
		const stop = Math.min(end(span), to);
		if (stop > start) {
			total += stop - start;
			reached = stop;
		}
	}
	return total;
}

/**
 * The CPU time of the spans within [from, to): a span partly inside counts for the same share of
 * its CPU time as of its wall time.
 */
function cpuIn(spans: readonly Span[], from: number, to: number): number {
	let total = 0;
	for (const span of spans) {
		const inside = Math.min(end(span), to) - Math.max(span.ts, from);
		if (inside > 0 && span.dur > 0) total += ((span.tdur ?? span.dur) * inside) / span.dur;
	}
	return total;
}

/** V8's garbage collections on the main thread, as the trace names them. */
const GARBAGE_COLLECTIONS = new Set(['MinorGC', 'MajorGC']);

/**
 * The stages of a frame the main thread runs after style and layout, as the trace names them:
 * Chromium's work, whose cost follows the page's size (its paint chunks), not the step's script.
 */
const RENDERING = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);

/**
 * Microseconds the main thread spent in {@link RENDERING} stages that began in [from, to): the
 * outermost of `spans` (a Paint holds the Paints of its layers), each counted whole.
 */
export function renderingIn(spans: readonly Span[], from: number, to: number): number {
	return outermost(
		spans.filter((span) => RENDERING.has(span.name) && span.ts >= from && span.ts < to)
	).reduce((total, span) => total + span.dur, 0);
}

/** The main thread's spans, and its marks by name, found by the thread that made `firstMark`. */
export function mainThread(events: readonly TraceEvent[], firstMark: string) {
	const marks = new Map<string, TraceEvent>();
	for (const event of events)
		if (event.cat.includes('blink.user_timing') && !marks.has(event.name))
			marks.set(event.name, event);
	const anchor = marks.get(firstMark);
	if (anchor === undefined) throw new Error(`the trace has no mark ${firstMark}`);
	const spans = events
		.filter(
			(event): event is Span =>
				event.pid === anchor.pid &&
				event.tid === anchor.tid &&
				event.ph === 'X' &&
				event.dur !== undefined
		)
		.sort(byTime);
	// Chromium's "Task": every task the main thread ran, whatever it ran.
	const tasks = outermost(spans.filter((span) => span.name === 'RunTask'));
	/** The main-thread task that was running at a time. */
	const taskAt = (ts: number): Span | undefined =>
		tasks.find((task) => task.ts <= ts && ts <= end(task));
	return { marks, spans, tasks, taskAt, pid: anchor.pid };
}

/**
 * What each click cost, from a trace of {@link stepClickTimes} with marks: the script of the task
 * that made the click (the click handler and the microtasks that update the DOM), and of the task
 * that showed the step if that came later; then the style recalculations and layouts inside those
 * tasks and after them up to the next paint (PrePaint or Paint: painting, compositing and raster
 * do not count). Null for a click not found in the trace.
 */
export function clickCosts(events: readonly TraceEvent[], clicks: number): (ClickCost | null)[] {
	const { marks, spans, tasks, taskAt } = mainThread(events, `${STEP_MARKS.click}0`);
	const styleAndLayout = spans.filter(
		(span) => span.name === 'UpdateLayoutTree' || span.name === 'Layout'
	);
	const paints = spans.filter((span) => span.name === 'PrePaint' || span.name === 'Paint');
	// Read for every click: the frames' stages picked out of the whole trace once.
	const stages = spans.filter((span) => RENDERING.has(span.name));
	const taskOf = (name: string): Span | undefined => {
		const mark = marks.get(name);
		return mark === undefined ? undefined : taskAt(mark.ts);
	};
	return Array.from({ length: clicks }, (_, i): ClickCost | null => {
		const clickTask = taskOf(STEP_MARKS.click + i);
		const shownTask = taskOf(STEP_MARKS.shown + i);
		if (clickTask === undefined || shownTask === undefined) return null;
		const own = clickTask === shownTask ? [clickTask] : [clickTask, shownTask];
		const shownEnd = end(shownTask);
		const paint = paints.find((span) => span.ts >= shownEnd);
		if (paint === undefined) return null;
		const counted = outermost(
			styleAndLayout.filter(
				(span) =>
					own.some((task) => span.ts >= task.ts && end(span) <= end(task)) ||
					(span.ts >= shownEnd && end(span) <= paint.ts)
			)
		);
		const sum = (name: string) =>
			counted.filter((span) => span.name === name).reduce((total, span) => total + span.dur, 0);
		const inOwn = counted
			.filter((span) => own.some((task) => span.ts >= task.ts && end(span) <= end(task)))
			.reduce((total, span) => total + span.dur, 0);
		const nextTask = taskOf(STEP_MARKS.click + (i + 1));
		const after = counted.filter((span) => span.ts >= shownEnd);
		return {
			script: (own.reduce((total, task) => total + task.dur, 0) - inOwn) / 1000,
			style: sum('UpdateLayoutTree') / 1000,
			layout: sum('Layout') / 1000,
			busy: nextTask === undefined ? null : covered(tasks, clickTask.ts, nextTask.ts) / 1000,
			rendering:
				nextTask === undefined ? null : renderingIn(stages, clickTask.ts, nextTask.ts) / 1000,
			shownLater: clickTask !== shownTask,
			cpu: [...own, ...after].reduce((total, span) => total + (span.tdur ?? span.dur), 0) / 1000
		};
	});
}

/**
 * Runs `work` with the page traced; returns its value and the trace's events. BENCH_TRACE=dir
 * keeps each trace there as `<label>.json`, to open in Chrome's DevTools (Performance panel).
 */
export async function traced<T>(
	page: Page,
	label: string,
	work: () => Promise<T>
): Promise<{ value: T; events: TraceEvent[] }> {
	return tracedIn(await page.context().newCDPSession(page), label, work);
}

/**
 * Runs `work` traced through a CDP session (a page's, or the browser's to trace every page at
 * once), then detaches it; BENCH_TRACE as {@link traced}.
 */
export async function tracedIn<T>(
	cdp: CDPSession,
	label: string,
	work: () => Promise<T>
): Promise<{ value: T; events: TraceEvent[] }> {
	const events: TraceEvent[] = [];
	cdp.on('Tracing.dataCollected', ({ value }) =>
		events.push(...(value as unknown[] as TraceEvent[]))
	);
	await cdp.send('Tracing.start', {
		traceConfig: { includedCategories: TRACE_CATEGORIES },
		transferMode: 'ReportEvents'
	});
	try {
		return { value: await work(), events };
	} finally {
		const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
		await cdp.send('Tracing.end');
		await complete;
		await cdp.detach();
		const keep = process.env.BENCH_TRACE;
		if (keep !== undefined) {
			mkdirSync(keep, { recursive: true });
			const file = `${label.replace(/[^\w-]+/g, '-')}.json`;
			writeFileSync(join(keep, file), JSON.stringify({ traceEvents: events }));
		}
	}
}

/** When a page is ready to click: its search recorded whole, or only shown; at which step. */
interface Readiness {
	readonly recorded: boolean;
	readonly step: number;
}

/**
 * How long a page rests once it can be stepped, before it is clicked: a teacher's first click
 * comes a second or more after the page opens, and the page uses that second (it lays out the
 * faces of type its steps draw from 1 s after it opens, index.html's .warm-type). Every build
 * rests alike, so builds with and without that warm-up compare fairly.
 */
export const SETTLE_MS = 1500;

/**
 * Opens a link in a new page of `context` and waits until it can be stepped: Play, the step
 * asked for and a drawn board (its view loads on first use); with `recorded`, until the step
 * text no longer says the search is being recorded; then rests {@link SETTLE_MS}.
 */
export async function openReady(
	context: BrowserContext,
	address: string,
	{ recorded, step }: Readiness
): Promise<Page> {
	const page = await context.newPage();
	await page.goto(address);
	await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
	const stepText = page.getByTestId('step-text');
	// The number as en-US writes it, then a space: "Step 5 of" must not match "Step 53,…".
	await stepText
		.filter({ hasText: `Step ${step.toLocaleString('en-US')} ` })
		.waitFor({ timeout: 120_000 });
	await page.locator('[data-picture="board"] svg').first().waitFor();
	if (recorded) await stepText.filter({ hasNotText: /recording/ }).waitFor({ timeout: 120_000 });
	await page.waitForTimeout(SETTLE_MS);
	return page;
}

/** The recursion views the page shows, by their regions' names. */
async function openViews(page: Page): Promise<string> {
	const open: string[] = [];
	for (const name of RECURSION_VIEWS)
		if (await page.getByRole('region', { name, exact: true }).isVisible()) open.push(name);
	return open.join(', ');
}

/**
 * A page of two buttons and one step text, nothing else, that {@link stepClickTimes} can click
 * through: what the method itself costs on this machine (the click's dispatch, the mutation
 * observer, a read of a small page's text), to set beside the 2.5 ms the app's clicks must meet.
 */
const FLOOR_PAGE = `<!doctype html><html lang="en"><title>floor</title>
<button>Step back</button> <button>Step forward</button><p data-testid="step-text">Step 0</p>
<script>
	const text = document.querySelector('[data-testid="step-text"]');
	let step = 0;
	const show = (by) => () => (text.textContent = 'Step ' + (step += by).toLocaleString('en-US'));
	const [back, forward] = document.querySelectorAll('button');
	back.onclick = show(-1);
	forward.onclick = show(1);
</script></html>`;

/** Runs `use` on a new page of `context` showing {@link FLOOR_PAGE}, closed after. */
async function withFloorPage<T>(
	context: BrowserContext,
	use: (page: Page) => Promise<T>
): Promise<T> {
	const page = await context.newPage();
	try {
		await page.setContent(FLOOR_PAGE);
		return await use(page);
	} finally {
		await page.close();
	}
}

/** {@link FLOOR_PAGE}'s clicks to its text, after ten clicks that warm it up, `restMs` apart: p50 and p95 (ms). */
function measureFloor(
	context: BrowserContext,
	clicks: number,
	restMs?: number
): Promise<[number, number]> {
	return withFloorPage(context, async (page) => {
		await stepClickTimes(page, { clicks: 10 });
		const { times } = await stepClickTimes(page, { clicks, readText: true, restMs });
		return [percentile(times, 0.5), percentile(times, 0.95)];
	});
}

/**
 * Two buttons of the bench's own, named Step forward and Step back, put first in a page's body
 * (out of sight), that change only the number in its step text, as {@link FLOOR_PAGE}'s do:
 * {@link stepClickTimes} then clicks them, not the app's. On the app's page they tell what any
 * click that changes one text costs that page before the app does anything.
 */
const FLOOR_BUTTONS = `(() => {
	const text = document.querySelector('[data-testid="step-text"]');
	const node = [...text.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
	let step = Number(/Step ([\\d,]+)/.exec(node.data)[1].replaceAll(',', ''));
	const button = (name, by) => {
		const made = document.createElement('button');
		made.textContent = name;
		made.style.cssText = 'position: fixed; left: -9999px; top: 0';
		made.onclick = () => {
			step += by;
			node.data = node.data.replace(/Step [\\d,]+/, 'Step ' + step.toLocaleString('en-US'));
		};
		return made;
	};
	document.body.prepend(button('Step back', -1), button('Step forward', 1));
})()`;

/** A page's step update (script, style and layout, as clickCosts counts them) over `clicks` traced clicks, after ten: p50 and p95 (ms). */
async function tracedUpdate(page: Page, clicks: number): Promise<[number, number]> {
	await stepClickTimes(page, { clicks: 10 });
	const { events } = await traced(page, 'floor', () =>
		stepClickTimes(page, { clicks, marks: true })
	);
	const totals = clickCosts(events, clicks).flatMap((cost) =>
		cost === null ? [] : [cost.script + cost.style + cost.layout]
	);
	return [percentile(totals, 0.5), percentile(totals, 0.95)];
}

/**
 * The step update's floors, traced as the situations are: {@link FLOOR_PAGE}'s (what the method
 * and the machine cost any click), and the lesson page's with {@link FLOOR_BUTTONS} clicked
 * instead of its own (what a click that changes only the step text costs this page: its size
 * adds layout, and its listeners the click's dispatch). p50 and p95 of each (ms).
 */
async function measureUpdateFloors(
	context: BrowserContext,
	url: string,
	clicks: number
): Promise<{ bare: [number, number]; page: [number, number] }> {
	const bare = await withFloorPage(context, (page) => tracedUpdate(page, clicks));
	const page = await openReady(context, url, { recorded: true, step: 0 });
	try {
		await page.evaluate(FLOOR_BUTTONS);
		return { bare, page: await tracedUpdate(page, clicks) };
	} finally {
		await page.close();
	}
}

/** The clicks of a freshly opened page reported apart: its first steps run code and lay out text for the first time. */
const FIRST_CLICKS = 3;

/**
 * One situation, in two passes, each on a freshly opened page so that both see the same start:
 * the clicks timed to the DOM with the page's text read, then the same clicks traced, with
 * nothing read or laid out by the measurement. While the search is not `recorded` yet, only the
 * clicks made while the page still said it was recording count.
 */
async function measureSituation(
	context: BrowserContext,
	address: string,
	name: string,
	search: string,
	readiness: Readiness,
	clicks: number,
	log: (line: string) => void,
	restMs?: number
): Promise<StepSituation> {
	const keep = <T>(values: readonly T[], recording: readonly boolean[]): T[] =>
		readiness.recorded ? [...values] : values.filter((_, i) => recording[i]);

	let page = await openReady(context, address, readiness);
	let errors = watchErrors(page);
	const views = await openViews(page);
	const dom = await stepClickTimes(page, { clicks, readText: true, restMs });
	await page.close();
	const times = keep(dom.times, dom.recording);

	page = await openReady(context, address, readiness);
	errors = [...errors, ...watchErrors(page)];
	const { value, events } = await traced(page, name, async () => {
		const times = await stepClickTimes(page, { clicks, marks: true, restMs });
		// The last click's frame: its style, layout and paint come after its step shows.
		await page.evaluate(
			'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))'
		);
		return times;
	});
	await page.close();
	const all = clickCosts(events, clicks);
	const costs = keep(all, value.recording).filter((cost) => cost !== null);
	const totals = costs.map((cost) => cost.script + cost.style + cost.layout);
	const busy = costs.flatMap((cost) => (cost.busy === null ? [] : [cost.busy]));
	const shownLater = costs.filter((cost) => cost.shownLater).length;
	const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

	const figures: StepSituation = {
		name,
		search,
		step_dom_ms_p50: percentile(times, 0.5),
		step_dom_ms_p95: percentile(times, 0.95),
		step_dom_ms_max: percentile(times, 1),
		step_dom_first_ms: times.slice(0, FIRST_CLICKS).map((time) => Math.round(time * 10) / 10),
		step_dom_ms_p95_after_first: percentile(times.slice(FIRST_CLICKS), 0.95),
		step_update_ms_p50: percentile(totals, 0.5),
		step_update_ms_p95: percentile(totals, 0.95),
		step_script_ms_p50: percentile(
			costs.map((cost) => cost.script),
			0.5
		),
		step_style_ms_p50: percentile(
			costs.map((cost) => cost.style),
			0.5
		),
		step_layout_ms_p50: percentile(
			costs.map((cost) => cost.layout),
			0.5
		),
		step_main_busy_ms_p50: percentile(busy, 0.5),
		step_rendering_ms_p50: percentile(
			costs.flatMap((cost) => (cost.rendering === null ? [] : [cost.rendering])),
			0.5
		),
		step_update_cpu_share:
			Math.round((sum(costs.map((cost) => cost.cpu)) / sum(totals)) * 100) / 100,
		step_dom_clicks: times.length,
		step_update_clicks: costs.length,
		step_update_shown_later: shownLater,
		views
	};
	// The sanity line: every click found in the trace, and what a click costs all told.
	log(
		`  ${name}: DOM ${figures.step_dom_ms_p50} / ${figures.step_dom_ms_p95} ms (${times.length} of ${clicks} clicks); ` +
			`trace: ${all.filter((cost) => cost !== null).length} of ${clicks} clicks matched, ${costs.length} counted, ` +
			`${shownLater} shown in a later task; update ${figures.step_update_ms_p50} / ${figures.step_update_ms_p95} ms ` +
			`(script ${figures.step_script_ms_p50}, style ${figures.step_style_ms_p50}, layout ${figures.step_layout_ms_p50}); ` +
			`on CPU ${Math.round(figures.step_update_cpu_share * 100)}%; in-page click to DOM while traced ` +
			`${percentile(keep(value.times, value.recording), 0.5)} ms (no text read); ` +
			`main thread a click ${figures.step_main_busy_ms_p50} ms (rendering ${figures.step_rendering_ms_p50}); views: ${views || 'none'}` +
			(errors.length > 0 ? `; page errors: ${errors.join(' | ')}` : '')
	);
	return figures;
}

/**
 * Sets the Speed slider to `eventsASecond` with its keys, as a teacher would. A key may move it
 * more than one position: the speed is rounded to two digits and the slider then shows that
 * speed's position.
 */
export async function setSpeed(page: Page, eventsASecond: number): Promise<void> {
	const speed = page.getByRole('slider', { name: 'Speed' });
	await speed.focus();
	await page.keyboard.press('Home');
	const target = positionOfSpeed(eventsASecond);
	for (let presses = 0; presses < target; presses++) {
		if (Number(await speed.inputValue()) >= target) break;
		await page.keyboard.press('ArrowRight');
	}
	const words = await speed.getAttribute('aria-valuetext');
	// The app's words load on first use, here as in the page (tests/setup.ts loads them for tests).
	await loadLang('en');
	if (words !== speedInWords('en', eventsASecond))
		throw new Error(`the Speed slider says ${words}, not ${eventsASecond} events a second`);
}

/**
 * A fresh 1920x1080 window (a projector's) on the lesson sudoku, the app's first page, recorded,
 * at `step` (its link's), its Speed at {@link PLAY_SPEED} steps a second: ready for Play. Close
 * its context after.
 */
export async function projectorLesson(
	browser: Browser,
	url: string,
	step = 0
): Promise<{ page: Page; context: BrowserContext }> {
	const context = await browser.newContext({
		viewport: { width: 1920, height: 1080 },
		locale: 'en-US',
		serviceWorkers: 'block'
	});
	const page = await openReady(context, step === 0 ? url : url + lessonLink(step), {
		recorded: true,
		step
	});
	await setSpeed(page, PLAY_SPEED);
	return { page, context };
}

/** The link to a puzzle's sample at `step`. */
function sampleLink(puzzle: PuzzleId, sample: Sample, step: number): string {
	return encodeLink({ puzzle, input: sample.input, options: sample.options, step });
}

/** The link to the lesson sudoku (the app's first page) at `step`. */
function lessonLink(step: number): string {
	const sample = puzzles.find((puzzle) => puzzle.id === 'sudoku')?.samples[0];
	if (sample === undefined) throw new Error('the sudoku has no sample');
	return sampleLink('sudoku', sample, step);
}

/** One round of playback: each frame's idle and interval (ms), steps shown a second, CPU over wall time. */
interface PlaybackRound {
	readonly idle: readonly number[];
	/** Each frame's main-thread tasks: their wall time and CPU time in it (ms), and whether it collected garbage. */
	readonly busy: readonly number[];
	readonly busyCpu: readonly number[];
	readonly collected: readonly boolean[];
	/** Each frame's rendering stages (renderingIn, ms). */
	readonly rendering: readonly number[];
	readonly intervals: readonly number[];
	readonly stepsPerSecond: number;
	readonly cpu: number;
	readonly wall: number;
}

/**
 * Plays the lesson sudoku (the app's first page) at {@link PLAY_SPEED} steps a second in a
 * 1920x1080 window, `rounds` times for `seconds` each in a fresh window, traced, and returns the
 * main thread's idle time in each frame: from one BeginFrame of the page's compositor to the
 * next, less the time the main thread ran tasks in it.
 */
async function measurePlayback(
	browser: Browser,
	url: string,
	{
		seconds,
		rounds,
		from,
		warmup = PLAY_START_MS
	}: { seconds: number; rounds: number; from: number; warmup?: number },
	log: (line: string) => void
): Promise<PlaybackFigures> {
	const played: PlaybackRound[] = [];
	for (let round = 0; round < rounds; round++) {
		const figures = await playbackRound(browser, url, seconds, from, warmup);
		const idle = figures.idle;
		log(
			`  playback, round ${round + 1}: ${idle.length} frames (interval p50 ${percentile(figures.intervals, 0.5)} ms), ` +
				`${figures.stepsPerSecond} steps a second shown; idle a frame p50 ${percentile(idle, 0.5)} ms, ` +
				`p05 ${percentile(idle, 0.05)} ms, min ${percentile(idle, 0)} ms`
		);
		played.push(figures);
	}
	const idle = played.flatMap((round) => round.idle);
	const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
	const frames = played.flatMap((round) =>
		round.idle.map((free, k) => ({
			free,
			busy: round.busy[k],
			cpu: round.busyCpu[k],
			collected: round.collected[k],
			rendering: round.rendering[k]
		}))
	);
	const worst = frames
		.sort((a, b) => a.free - b.free)
		.slice(0, Math.max(1, Math.ceil(frames.length * 0.05)));
	const mean = (values: readonly number[]) =>
		Math.round((sum(values) / Math.max(1, values.length)) * 100) / 100;
	return {
		play_frame_idle_ms_p50: percentile(idle, 0.5),
		play_frame_idle_ms_p05: percentile(idle, 0.05),
		play_frame_idle_ms_min: percentile(idle, 0),
		play_round_idle_ms_p05: played.map((round) => percentile(round.idle, 0.05)),
		play_frames: idle.length,
		play_frame_interval_ms_p50: percentile(
			played.flatMap((round) => round.intervals),
			0.5
		),
		play_main_cpu_share:
			Math.round(
				(sum(played.map((round) => round.cpu)) / sum(played.map((round) => round.wall))) * 100
			) / 100,
		play_worst_busy_ms: mean(worst.map((frame) => frame.busy)),
		play_worst_cpu_ms: mean(worst.map((frame) => frame.cpu)),
		play_worst_gc_share: mean(worst.map((frame) => (frame.collected ? 1 : 0))),
		play_frame_rendering_ms_p50: percentile(
			played.flatMap((round) => round.rendering),
			0.5
		),
		play_worst_rendering_ms: mean(worst.map((frame) => frame.rendering)),
		play_steps_per_s: percentile(
			played.map((round) => round.stepsPerSecond),
			0.5
		),
		play_search:
			`the lesson sudoku (the app's first page) played from step ${from.toLocaleString('en-US')} at ${PLAY_SPEED} steps a second, 1920x1080, ${rounds} x ${seconds} s traced` +
			(warmup > PLAY_START_MS ? ` after ${warmup / 1000} s of playing` : '')
	};
}

/** One round of {@link measurePlayback}, in a window of its own. */
async function playbackRound(
	browser: Browser,
	url: string,
	seconds: number,
	from: number,
	warmup: number
): Promise<PlaybackRound> {
	const { page, context } = await projectorLesson(browser, url, from);
	try {
		// Marks the start and end of the frames counted; returns the step shown and the time.
		const mark = (name: string) =>
			page.evaluate(`(() => {
				performance.mark(${JSON.stringify(name)});
				const text = document.querySelector('[data-testid="step-text"]').textContent;
				return [Number((/Step ([\\d,]+)/.exec(text) ?? ['', 'NaN'])[1].replaceAll(',', '')), performance.now()];
			})()`) as Promise<[number, number]>;
		const { value, events } = await traced(page, 'playback', async () => {
			await page.getByRole('button', { name: 'Play', exact: true }).click();
			// The first frames of playback start it; the frames after are what a class sees. A warm
			// figure's are traced from Play too: a trace started a moment before its frames cost them
			// 1-2 ms of idle time a frame (p50 6.0-7.0 against 8.1-8.9 ms).
			await page.waitForTimeout(warmup);
			const first = await mark('backstep-play-from');
			await page.waitForTimeout(seconds * 1000);
			return [first, await mark('backstep-play-to')];
		});
		await page.getByRole('button', { name: 'Pause', exact: true }).click();
		const [[fromStep, fromTime], [toStep, toTime]] = value;
		const { marks, tasks, spans, pid } = mainThread(events, 'backstep-play-from');
		const from = marks.get('backstep-play-from')?.ts ?? 0;
		const to = marks.get('backstep-play-to')?.ts ?? Infinity;
		const frames = events
			.filter((e) => e.name === 'BeginFrame' && e.pid === pid && e.ts >= from && e.ts <= to)
			.map((e) => e.ts)
			.sort((a, b) => a - b);
		const intervals: number[] = [];
		const idle: number[] = [];
		const busy: number[] = [];
		const busyCpu: number[] = [];
		const collected: boolean[] = [];
		const rendering: number[] = [];
		const collections = spans.filter((span) => GARBAGE_COLLECTIONS.has(span.name));
		const stages = spans.filter((span) => RENDERING.has(span.name));
		for (let k = 0; k + 1 < frames.length; k++) {
			const [start, stop] = [frames[k], frames[k + 1]];
			const interval = stop - start;
			const ran = covered(tasks, start, stop);
			intervals.push(interval / 1000);
			idle.push((interval - ran) / 1000);
			busy.push(ran / 1000);
			busyCpu.push(cpuIn(tasks, start, stop) / 1000);
			collected.push(collections.some((span) => span.ts < stop && end(span) > start));
			rendering.push(renderingIn(stages, start, stop) / 1000);
		}
		const played = tasks.filter((task) => task.ts >= from && end(task) <= to);
		return {
			idle,
			busy,
			busyCpu,
			collected,
			rendering,
			intervals,
			stepsPerSecond: Math.round(((toStep - fromStep) / ((toTime - fromTime) / 1000)) * 10) / 10,
			wall: played.reduce((total, task) => total + task.dur, 0),
			cpu: played.reduce((total, task) => total + (task.tdur ?? task.dur), 0)
		};
	} finally {
		await context.close();
	}
}

/** Situation (b): the link to the middle of the 10^8-event sudoku, that step, and the search's length. */
export function middleSituation(): { link: string; step: number; length: number } {
	const length = eventsOf(MIDDLE_TOP95);
	const step = Math.floor(length / 2);
	return { link: top95Link(MIDDLE_TOP95, step), step, length };
}

/** The number of events of a top95 sudoku searched row-major, as the page's worker records them. */
function eventsOf(index: number): number {
	const sudoku = puzzles.find((puzzle) => puzzle.id === 'sudoku');
	const loaded = sudoku?.load(top95[index], { mode: 'first', order: 'rowmajor' });
	if (loaded === undefined || !loaded.ok) throw new Error(`top95 #${index} does not load`);
	const timeline = new Timeline(loaded.value);
	while (!timeline.ended) timeline.index(1 << 22);
	return timeline.length;
}

/**
 * Measures issue 23's step figures on a running build: situation (a) for every built-in puzzle's
 * first sample, (b) and (c) for the sudoku, and the playback's idle time (see the file's comment).
 */
export async function measureStepFigures(
	browser: Browser,
	url: string,
	{ clicks = 40, playSeconds = 3, playRounds = 3, log = () => {} }: StepFigureOptions = {}
): Promise<PageStepFigures> {
	const started = performance.now();
	const context = await browser.newContext({
		viewport: { width: 1366, height: 768 },
		locale: 'en-US',
		// The offline copy's precache, two seconds after a load, would take a core from the clicks.
		serviceWorkers: 'block'
	});
	try {
		const measured: StepSituation[] = [];
		const skipped: string[] = [];
		for (const puzzle of puzzles) {
			const sample = puzzle.samples[0];
			// A link that carries code shows it and runs nothing until Run is pressed.
			if (puzzle.writesCode === true || sample === undefined || !isPuzzleId(puzzle.id)) {
				skipped.push(`${puzzle.id}: its link runs nothing until Run is pressed`);
				continue;
			}
			log(`(a) ${puzzle.id}: ${sample.name.en}, from step 0…`);
			const link = sampleLink(puzzle.id, sample, 0);
			measured.push(
				await measureSituation(
					context,
					url + link,
					puzzle.id,
					sample.name.en,
					{ recorded: true, step: 0 },
					clicks,
					log
				)
			);
		}

		const { link: middleLink, step, length } = middleSituation();
		log(`(b) sudoku top95 #${MIDDLE_TOP95} row-major at step ${step} of ${length}…`);
		const middle = await measureSituation(
			context,
			url + middleLink,
			'sudoku, mid 10^8',
			`top95 #${MIDDLE_TOP95} row-major (${length.toLocaleString('en-US')} events) at step ${step.toLocaleString('en-US')}, recorded`,
			{ recorded: true, step },
			clicks,
			log
		);

		log(`(c) sudoku top95 #${RECORDING_TOP95} row-major from step 0, while it records…`);
		const recording = await measureSituation(
			context,
			url + top95Link(RECORDING_TOP95, 0),
			'sudoku, recording',
			`top95 #${RECORDING_TOP95} row-major (1.28 x 10^9 events) right after it is opened, the clicks while it records`,
			{ recorded: false, step: 0 },
			clicks,
			log
		);

		log(`(d) the lesson sudoku, a click every ${PACED_REST_MS} ms or more…`);
		const paced = await measureSituation(
			context,
			url,
			"sudoku, a teacher's pace",
			`the lesson's judge puzzle, clicked ${PACED_REST_MS} ms and two frames apart, each step drawn with motion`,
			{ recorded: true, step: 0 },
			clicks,
			log,
			PACED_REST_MS
		);

		log(`playback at ${PLAY_SPEED} steps a second, 1920x1080…`);
		const played = { seconds: playSeconds, rounds: playRounds };
		const playback = await measurePlayback(browser, url, { ...played, from: 0 }, log);
		log(`the same from step ${DEEP_PLAY_STEP}…`);
		const playbackDeep = await measurePlayback(
			browser,
			url,
			{ ...played, from: DEEP_PLAY_STEP },
			log
		);
		log(`the same from step 0, counted after ${WARM_PLAY_MS / 1000} s of playing…`);
		const playbackWarm = await measurePlayback(
			browser,
			url,
			{ ...played, rounds: Math.min(2, playRounds), from: 0, warmup: WARM_PLAY_MS },
			log
		);
		log('what a playing step allocates…');
		const allocation = await measureAllocation(browser, url, Math.max(2, playSeconds));
		const [floorP50, floorP95] = await measureFloor(context, clicks);
		const [pacedP50, pacedP95] = await measureFloor(context, clicks, PACED_REST_MS);
		log('the step update of a click that changes only the step text…');
		const floors = await measureUpdateFloors(context, url, clicks);
		return {
			puzzles: measured,
			middle,
			recording,
			paced,
			playback,
			playback_deep: playbackDeep,
			playback_warm: playbackWarm,
			play_alloc_kb_a_step: allocation,
			floor_dom_ms_p50: floorP50,
			floor_dom_ms_p95: floorP95,
			floor_paced_dom_ms_p50: pacedP50,
			floor_paced_dom_ms_p95: pacedP95,
			floor_update_ms_p50: floors.bare[0],
			floor_update_ms_p95: floors.bare[1],
			page_floor_update_ms_p50: floors.page[0],
			page_floor_update_ms_p95: floors.page[1],
			skipped,
			seconds: Math.round((performance.now() - started) / 1000)
		};
	} finally {
		await context.close();
	}
}

/**
 * What the lesson sudoku allocates playing at {@link PLAY_SPEED} steps a second on a fresh
 * projector-sized page, sampled for `seconds` (heap-sampling.ts; `sampled`: all of it, or what
 * outlives a minor collection): the profile and the steps shown.
 */
export async function playingAllocation(
	browser: Browser,
	url: string,
	seconds: number,
	sampled: Sampled = 'all'
): Promise<{ head: HeapProfileNode; steps: number }> {
	const { page, context } = await projectorLesson(browser, url);
	try {
		await page.getByRole('button', { name: 'Play', exact: true }).click();
		return await sampleAllocation(page, seconds, sampled);
	} finally {
		await context.close();
	}
}

/** KB a step the lesson sudoku allocates playing (see PageStepFigures), to a tenth. */
async function measureAllocation(browser: Browser, url: string, seconds: number): Promise<number> {
	const { head, steps } = await playingAllocation(browser, url, seconds);
	return Math.round(allocationShares(head, () => null, steps).total * 10) / 10;
}

/**
 * Builds the app (or takes the cached build), serves it, starts Chromium and measures the step
 * figures; null when Chromium is missing. `OUT=<build dir>` measures that build instead (one of
 * another commit, to compare).
 */
export async function measurePageSteps(
	options: StepFigureOptions = {}
): Promise<PageStepFigures | null> {
	if (!existsSync(CHROMIUM_PATH)) return null;
	const server = await serveApp(process.env.OUT ?? (await builtApp()));
	const browser = await launchChromium();
	try {
		return await measureStepFigures(browser, server.url, options);
	} finally {
		await browser.close();
		await server.close();
	}
}

/** The figures as a Markdown table, puzzles as rows, with the playback and the targets below. */
export function stepTable(figures: PageStepFigures): string {
	const rows = [
		[
			'puzzle (first sample)',
			'click to DOM p50 / p95 (ms)',
			`first ${FIRST_CLICKS} clicks; p95 after (ms)`,
			'step update p50 / p95 (ms)',
			'script / style / layout p50 (ms)',
			'main thread a click p50 (ms); of it pre-paint, paint, layerize, commit',
			'on CPU',
			'clicks DOM / traced',
			'search'
		],
		...[...figures.puzzles, figures.middle, figures.recording, figures.paced].map((s) => [
			s.name,
			`${s.step_dom_ms_p50} / ${s.step_dom_ms_p95}`,
			`${s.step_dom_first_ms.join(', ')}; ${s.step_dom_ms_p95_after_first}`,
			`${s.step_update_ms_p50} / ${s.step_update_ms_p95}`,
			`${s.step_script_ms_p50} / ${s.step_style_ms_p50} / ${s.step_layout_ms_p50}`,
			`${s.step_main_busy_ms_p50}; ${s.step_rendering_ms_p50}`,
			`${Math.round(s.step_update_cpu_share * 100)}%`,
			`${s.step_dom_clicks} / ${s.step_update_clicks}`,
			s.search
		]),
		['target', '<= 2.5 / 5', '', 'p50 <= 2', '', '', '', '', '']
	];
	const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
	const line = (cells: readonly string[]) =>
		`| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
	const playback = (p: PlaybackFigures) =>
		`Playback, ${p.play_search}: idle a frame p50 **${p.play_frame_idle_ms_p50} ms**, p05 **${p.play_frame_idle_ms_p05} ms** ` +
		`(each round's p05 ${p.play_round_idle_ms_p05.join(', ')}; min ${p.play_frame_idle_ms_min}; ${p.play_frames} frames, interval p50 ${p.play_frame_interval_ms_p50} ms, ` +
		`${p.play_steps_per_s} steps a second shown, main thread on CPU ${Math.round(p.play_main_cpu_share * 100)}% of its tasks' time); ` +
		`the slowest 5% of frames: the main thread's tasks ${p.play_worst_busy_ms} ms, ${p.play_worst_cpu_ms} ms of it on CPU, ` +
		`a collection in ${Math.round(p.play_worst_gc_share * 100)}% of them, pre-paint, paint, layerize and commit ` +
		`${p.play_worst_rendering_ms} ms (p50 of all frames ${p.play_frame_rendering_ms_p50}); ` +
		'target: at least 10 ms idle in every frame.';
	return [
		line(rows[0]),
		line(widths.map((width) => '-'.repeat(width))),
		...rows.slice(1).map(line),
		'',
		playback(figures.playback),
		'',
		playback(figures.playback_deep),
		'',
		playback(figures.playback_warm),
		'',
		`A playing step allocates ${figures.play_alloc_kb_a_step} KB (the lesson sudoku from step 0, sampled after ${ALLOCATION_WARMUP_MS / 1000} s of playing; bench/page-heap.ts tells where).`,
		'',
		`The method's floor: a page of two buttons and a step text, clicked and read the same way, ` +
			`${figures.floor_dom_ms_p50} / ${figures.floor_dom_ms_p95} ms p50 / p95; ` +
			`at a teacher's pace (row d) ${figures.floor_paced_dom_ms_p50} / ${figures.floor_paced_dom_ms_p95} ms. ` +
			`Its step update, traced: ${figures.floor_update_ms_p50} / ${figures.floor_update_ms_p95} ms; ` +
			`the lesson page's, clicks that change only its step text: ${figures.page_floor_update_ms_p50} / ` +
			`${figures.page_floor_update_ms_p95} ms (what a step costs this page before the app's own update).`,
		'',
		`Each page rests ${SETTLE_MS / 1000} s once it can be stepped, before its first click, as a teacher's would.`,
		'',
		'"on CPU": the main thread\'s CPU time over the wall time of what is counted as the update; ' +
			'about 85% on a quiet 2-core machine, lower when it waited for a core (a busy machine), and its figures are inflated.',
		...(figures.skipped.length > 0 ? ['', `Left out: ${figures.skipped.join('; ')}.`] : [])
	].join('\n');
}

/** The command line: measures, then prints the table (or the JSON) to stdout. */
async function main(args: readonly string[]): Promise<void> {
	const option = (name: string): number | undefined => {
		const given = args.find((arg) => arg.startsWith(`--${name}=`));
		return given === undefined ? undefined : Number(given.split('=')[1]);
	};
	const json = args.includes('--json');
	const loadBefore = loadavg()[0];
	const figures = await measurePageSteps({
		clicks: option('clicks'),
		playSeconds: option('play-seconds'),
		playRounds: option('play-rounds'),
		log: (line) => process.stderr.write(line + '\n')
	});
	if (figures === null) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
	const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`;
	if (json) process.stdout.write(JSON.stringify({ ...figures, load }) + '\n');
	else process.stdout.write(`${stepTable(figures)}\n\n${figures.seconds} s in all; ${load}.\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
