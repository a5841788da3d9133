/**
 * Where a step's time in the page goes, part by part (issue 23), in real Chromium against the
 * production build of the lesson sudoku (the app's first page, recursion views open):
 *
 * - A click's step: Step forward then Step back clicked in the page (page.ts's `stepClickTimes`),
 *   the script from the click to the step text's change, then the style and layout a read of the
 *   page's height forces, each a median; once with the whole page, once with each part hidden
 *   (`display: none`: its script still runs, its style and layout do not), and once with all of
 *   them hidden. What hiding a part saves is that part's share.
 * - Playback at 60 steps a second on a projector (1920x1080), traced: the main thread's time a
 *   frame in the worker's messages (the step's update runs in them), animation frame callbacks,
 *   style, layout, the paint pipeline (pre-paint, paint, layerize, commit) and garbage collection;
 *   with the page whole and with the search tree hidden.
 *
 * `node --import tsx bench/page-parts.ts` prints Markdown tables (`--clicks=N`, `--rounds=N`;
 * `OUT=<build dir>` measures that build). Timings in the page are to 0.1 ms (Chromium rounds
 * performance.now()); take the median of the rounds, and compare parts measured in one run.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { builtApp, CHROMIUM_PATH, launchChromium, serveApp } from '../tests/e2e/app-server';
import { percentile, stepClickTimes } from './page';
import {
	mainThread,
	openReady,
	outermost,
	PLAY_SPEED,
	setSpeed,
	traced,
	type Span
} from './page-steps';

/** The parts of the page measured, by a selector of what hiding them hides. */
const PARTS: readonly { readonly name: string; readonly selector: string }[] = [
	{ name: 'board', selector: '[data-picture="board"]' },
	{ name: 'search tree', selector: '.search-tree .viewport' },
	{ name: 'code', selector: '.code-view' },
	{ name: 'call stack', selector: '.call-stack' },
	{ name: 'narration and counters', selector: '.area-side' },
	{ name: 'depth overview', selector: '.depth-overview' },
	{ name: 'input panel', selector: '.input-panel' }
];

/** Every part above at once: what is left is the rest of the page (header, buttons, timeline). */
const ALL_PARTS = {
	name: 'all of them',
	selector: PARTS.map((part) => part.selector).join(', ')
};

/** What a click's step costs with one part hidden (or none: `hidden` null), medians of the rounds. */
export interface ClickPart {
	readonly hidden: string | null;
	/** From click() to the step text's change: the handler and the update's script. */
	readonly script_ms_p50: number;
	/** The style and layout a read of the page's height forces right after. */
	readonly style_layout_ms_p50: number;
}

/** The main thread's time a frame of playback, by kind, in ms; `hidden` as in ClickPart. */
export interface FramePart {
	readonly hidden: string | null;
	readonly messages_ms: number;
	readonly animation_frames_ms: number;
	readonly style_ms: number;
	readonly layout_ms: number;
	readonly paint_pipeline_ms: number;
	readonly gc_ms: number;
	readonly all_tasks_ms: number;
	/** The worker's messages handled a frame (a step's moment, its tree, the window's refills). */
	readonly messages_a_frame: number;
}

/** The style that hides a part, or nothing. */
const hiding = (selector: string | null): string =>
	selector === null ? '' : `${selector} { display: none !important; }`;

/** A fresh page on the lesson sudoku, recorded, with `css` added. */
async function lessonPage(
	browser: Browser,
	url: string,
	size: { width: number; height: number },
	css: string
): Promise<{ page: Page; close: () => Promise<void> }> {
	const context = await browser.newContext({
		viewport: size,
		locale: 'en-US',
		serviceWorkers: 'block'
	});
	const page = await openReady(context, url, { recorded: true, step: 0 });
	if (css !== '') await page.addStyleTag({ content: css });
	return { page, close: () => context.close() };
}

/** The click figures with the page whole and with each part hidden, medians over `rounds` pages each. */
export async function measureClickParts(
	browser: Browser,
	url: string,
	{ clicks = 40, rounds = 3 } = {}
): Promise<ClickPart[]> {
	const hidden = [null, ...PARTS.map((part) => part.name), ALL_PARTS.name];
	const script = new Map<string | null, number[]>();
	const layout = new Map<string | null, number[]>();
	// Rounds outside, parts inside: a machine that slows down for a while slows every part alike.
	for (let round = 0; round < rounds; round++)
		for (const name of hidden) {
			const selector = [...PARTS, ALL_PARTS].find((part) => part.name === name)?.selector ?? null;
			const { page, close } = await lessonPage(
				browser,
				url,
				{ width: 1366, height: 768 },
				hiding(selector)
			);
			try {
				await stepClickTimes(page, { clicks: 10 });
				const { times, layouts } = await stepClickTimes(page, { clicks, timeLayout: true });
				script.set(name, [...(script.get(name) ?? []), percentile(times, 0.5)]);
				layout.set(name, [...(layout.get(name) ?? []), percentile(layouts, 0.5)]);
			} finally {
				await close();
			}
		}
	return hidden.map((name) => ({
		hidden: name,
		script_ms_p50: percentile(script.get(name) ?? [], 0.5),
		style_layout_ms_p50: percentile(layout.get(name) ?? [], 0.5)
	}));
}

/** The main thread's time a frame while the lesson sudoku plays at 60 steps a second, traced for `seconds`. */
async function framePart(
	browser: Browser,
	url: string,
	hidden: { name: string; selector: string } | null,
	seconds: number
): Promise<FramePart> {
	const { page, close } = await lessonPage(
		browser,
		url,
		{ width: 1920, height: 1080 },
		hiding(hidden?.selector ?? null)
	);
	try {
		await setSpeed(page, PLAY_SPEED);
		const { events } = await traced(page, 'parts-playback', async () => {
			await page.getByRole('button', { name: 'Play', exact: true }).click();
			// The first frames start playback; the steady ones are what a class sees.
			await page.waitForTimeout(300);
			await page.evaluate(() => performance.mark('backstep-parts-from'));
			await page.waitForTimeout(seconds * 1000);
			await page.evaluate(() => performance.mark('backstep-parts-to'));
		});
		await page.getByRole('button', { name: 'Pause', exact: true }).click();
		const { marks, spans, tasks } = mainThread(events, 'backstep-parts-from');
		const from = marks.get('backstep-parts-from')?.ts ?? 0;
		const to = marks.get('backstep-parts-to')?.ts ?? Infinity;
		const frames = ((to - from) / 1e6) * 60;
		const inside = (span: Span) => span.ts >= from && span.ts + span.dur <= to;
		/** Ms a frame in the outermost spans of these names. */
		const perFrame = (...names: string[]) =>
			Math.round(
				(outermost(spans.filter((span) => names.includes(span.name) && inside(span))).reduce(
					(total, span) => total + span.dur,
					0
				) /
					1000 /
					frames) *
					100
			) / 100;
		return {
			hidden: hidden?.name ?? null,
			messages_ms: perFrame('HandlePostMessage'),
			animation_frames_ms: perFrame('FireAnimationFrame'),
			style_ms: perFrame('UpdateLayoutTree'),
			layout_ms: perFrame('Layout'),
			paint_pipeline_ms: perFrame('PrePaint', 'Paint', 'Layerize', 'Commit'),
			gc_ms: perFrame('MinorGC', 'MajorGC'),
			all_tasks_ms:
				Math.round(
					(tasks.filter(inside).reduce((total, task) => total + task.dur, 0) / 1000 / frames) * 100
				) / 100,
			messages_a_frame:
				Math.round(
					(spans.filter((span) => span.name === 'HandlePostMessage' && inside(span)).length /
						frames) *
						100
				) / 100
		};
	} finally {
		await close();
	}
}

/** Playback's frame figures with the page whole and with the search tree hidden. */
export async function measureFrameParts(
	browser: Browser,
	url: string,
	seconds = 2.5
): Promise<FramePart[]> {
	const tree = PARTS.find((part) => part.name === 'search tree') ?? null;
	return [
		await framePart(browser, url, null, seconds),
		await framePart(browser, url, tree, seconds)
	];
}

/** The two tables, in Markdown. */
export function partsTables(clicks: readonly ClickPart[], frames: readonly FramePart[]): string {
	const whole = clicks.find((row) => row.hidden === null);
	// A part that seems to cost more when hidden is noise: the page rounds its timer to 0.1 ms.
	const saved = (value: number, base: number | undefined) => {
		if (base === undefined) return '';
		const less = base - value;
		return less >= 0 ? ` (${less.toFixed(1)} saved)` : ` (${(-less).toFixed(1)} more: noise)`;
	};
	const clickRows = clicks.map(
		(row) =>
			`| ${row.hidden ?? 'none (the whole page)'} | ${row.script_ms_p50.toFixed(1)} | ` +
			`${row.style_layout_ms_p50.toFixed(1)}${row.hidden === null ? '' : saved(row.style_layout_ms_p50, whole?.style_layout_ms_p50)} |`
	);
	const frameRows = frames.map(
		(row) =>
			`| ${row.hidden ?? 'none'} | ${row.all_tasks_ms} | ${row.messages_ms} (${row.messages_a_frame}) | ` +
			`${row.animation_frames_ms} | ${row.style_ms} | ${row.layout_ms} | ${row.paint_pipeline_ms} | ${row.gc_ms} |`
	);
	return [
		'A click on the lesson sudoku, 1366x768, the recursion views open (ms, p50):',
		'',
		'| part hidden | script | style and layout |',
		'| --- | --- | --- |',
		...clickRows,
		'',
		`Playback at ${PLAY_SPEED} steps a second, 1920x1080, the main thread's time a frame (ms):`,
		'',
		'| part hidden | all tasks | messages (a frame) | animation frames | style | layout | paint pipeline | GC |',
		'| --- | --- | --- | --- | --- | --- | --- | --- |',
		...frameRows
	].join('\n');
}

async function main(args: readonly string[]): Promise<void> {
	const option = (name: string): number | undefined => {
		const given = args.find((arg) => arg.startsWith(`--${name}=`));
		return given === undefined ? undefined : Number(given.split('=')[1]);
	};
	if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
	const server = await serveApp(process.env.OUT ?? (await builtApp()));
	const browser = await launchChromium();
	try {
		const clicks = await measureClickParts(browser, server.url, {
			clicks: option('clicks'),
			rounds: option('rounds')
		});
		const frames = await measureFrameParts(browser, server.url);
		process.stdout.write(partsTables(clicks, frames) + '\n');
	} finally {
		await browser.close();
		await server.close();
	}
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
