/**
 * Where a step's script goes, by the app's source file and by function (issue 23): Step forward
 * and Step back clicked in real Chromium (page.ts's `stepClickTimes`) while V8's sampling profiler
 * runs every 50 µs, counting only the samples taken under the click or Svelte's flush of its
 * effects. A sample's time goes to the innermost source file of the app on its stack: the time of
 * Svelte's own functions and of the DOM's calls goes to the app's code that called them; samples
 * with no app code on their stack (Svelte's flush loop, the click's dispatch) are counted apart.
 *
 * Why: the part-by-part builds of `bench/page-ab.ts` tell what leaving out a view saves, one
 * build at a time; this tells in one run where the script of a click goes across every view.
 *
 * `node --import tsx bench/page-script.ts <build dir> [--clicks=N] [--puzzle=<id>]
 * [--sample=<id>] [--file=<src/…>] [--function=<name>] [--task=click]` prints two Markdown tables
 * (`--task=click`: only the click's own task, what the step update measures; `later`: the tasks
 * after it, such as the worker's answer); with
 * `--file`, a third of that file's share by its lines (the line of the app's innermost frame);
 * with `--function` (`remove`, `setAttribute`…), a third of where that function's own time was
 * spent, by the app's innermost file and line. The build must be unminified, for the functions'
 * names, with source maps, for their files: `npx vite build --minify false --sourcemap --outDir
 * <build dir>`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import { stepClickTimes } from './page';
import { benchArgs, withWarmPage } from './page-builds';

/** A V8 CPU profile as `Profiler.stop` returns it (the fields read here). */
export interface CpuProfile {
	readonly nodes: readonly {
		readonly id: number;
		readonly callFrame: {
			readonly functionName: string;
			readonly url: string;
			readonly lineNumber: number;
			readonly columnNumber?: number;
		};
		readonly children?: readonly number[];
	}[];
	readonly samples?: readonly number[];
	readonly timeDeltas?: readonly number[];
}

/** A frame of a V8 CPU profile: its function, script and place (lines and columns from 0). */
export type ProfileFrame = CpuProfile['nodes'][number]['callFrame'];

/** The functions under which a sample is part of a step: the button's click and Svelte's flush. */
const STEP_ROOTS = new Set(['click', 'flush', 'flush_queued_effects', 'update_effect']);

/** Where a frame's code was written: its source file and line (from 1). */
export interface SourcePlace {
	readonly file: string;
	readonly line: number;
}

/**
 * The source file and line of a frame, by the source maps of the chunks (by their file names): a
 * path from `src/`, or from `node_modules/` for a package's code; null for a frame of no mapped
 * chunk.
 */
export function sourcePlaces(
	maps: ReadonlyMap<string, SourceMapInput>
): (frame: ProfileFrame) => SourcePlace | null {
	const traced = new Map([...maps].map(([chunk, map]) => [chunk, new TraceMap(map)] as const));
	return (frame) => {
		const map = traced.get(frame.url.split('/').pop() ?? '');
		if (map === undefined || frame.lineNumber < 0) return null;
		const { source, line } = originalPositionFor(map, {
			line: frame.lineNumber + 1,
			column: frame.columnNumber ?? 0
		});
		if (source === null) return null;
		const file = /(?:^|\/)((?:node_modules|src)\/.*)$/.exec(source)?.[1] ?? source;
		return { file, line: line ?? 0 };
	};
}

/**
 * App files that only pass work on: the page's queueMicrotask (src/app/microtasks.ts) is on the
 * stack of every flush Svelte schedules, and the work is the flush's, not that file's.
 */
const PASSING_ON = new Set(['src/app/microtasks.ts']);

/** Whether a source file is the app's own code that does a step's work: not a package's, nor plumbing. */
export function isAppFile(file: string | null): file is string {
	return file !== null && !file.startsWith('node_modules/') && !PASSING_ON.has(file);
}

/**
 * The source place of a frame of a build's chunks ({@link sourcePlaces}), from the source maps
 * beside them: the build must have been made with `--sourcemap`.
 */
export function buildPlaces(build: string): (frame: ProfileFrame) => SourcePlace | null {
	const assets = join(build, 'assets');
	const maps = new Map(
		readdirSync(assets)
			.filter((name) => name.endsWith('.js') && existsSync(join(assets, `${name}.map`)))
			.map(
				(name) =>
					[name, readFileSync(join(assets, `${name}.map`), 'utf8') as SourceMapInput] as const
			)
	);
	if (maps.size === 0) throw new Error(`${build} has no source maps: build it with --sourcemap`);
	return sourcePlaces(maps);
}

/**
 * Which of a click's tasks to count: `all`, `click` (the click's own task: its handler and the
 * flush it queued, what the step update measures), or `later` (the tasks that follow it, such as
 * the flush of the worker's answer).
 */
export type StepTask = 'all' | 'click' | 'later';

/** A profile's nodes by id: a node's frame, and the frames of its stack from it to the root. */
function profileTree(profile: CpuProfile) {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const parent = new Map<number, number>();
	for (const node of profile.nodes)
		for (const child of node.children ?? []) parent.set(child, node.id);
	return {
		frameOf: (id: number): ProfileFrame | undefined => byId.get(id)?.callFrame,
		*ancestry(id: number): Generator<ProfileFrame> {
			for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
				const node = byId.get(at);
				if (node !== undefined) yield node.callFrame;
			}
		}
	};
}

/** The samples of '(program)' in a row (50 µs each) that mark the frame's rendering: the click's task is over. */
const RENDERING_RUN = 4;

/**
 * For each sample of `profile`, whether it is counted for `task`. A click's task runs from the
 * main thread's last idle sample before its `click` to its next idle sample or the frame's
 * rendering (a run of {@link RENDERING_RUN} '(program)' samples), whichever comes first: the
 * worker's answer and the effects it flushes may follow the rendering with no idle sample between.
 */
export function samplesOfTask(profile: CpuProfile, task: StepTask): boolean[] {
	const samples = profile.samples ?? [];
	if (task === 'all') return samples.map(() => true);
	const { frameOf, ancestry } = profileTree(profile);
	const underClick = (id: number): boolean => {
		for (const frame of ancestry(id)) if (frame.functionName === 'click') return true;
		return false;
	};
	const named = (i: number) => frameOf(samples[i])?.functionName;
	const inClick = samples.map(() => false);
	for (let i = 0; i < samples.length; i++) {
		if (!underClick(samples[i])) continue;
		let start = i;
		while (start > 0 && named(start - 1) !== '(idle)' && !inClick[start - 1]) start--;
		let end = i;
		for (let run = 0; end < samples.length && named(end) !== '(idle)'; end++) {
			run = named(end) === '(program)' ? run + 1 : 0;
			if (run === RENDERING_RUN) {
				end -= RENDERING_RUN - 1;
				break;
			}
		}
		for (let at = start; at < end; at++) inClick[at] = true;
		i = Math.max(i, end - 1);
	}
	return task === 'click' ? inClick : inClick.map((clicked) => !clicked);
}

/** What a step's samples come to, in ms a click: by the app's source file and by function. */
export interface ScriptShares {
	/** The step's script in all. */
	readonly total: number;
	/** By the innermost app file on the sample's stack; `null` for none. */
	readonly byFile: ReadonlyMap<string | null, number>;
	/** By the function the sample was in (its own time), named with its chunk and line. */
	readonly byFunction: ReadonlyMap<string, number>;
	/** By the innermost app file on the stack and its line ("src/…:42"), when lines are known. */
	readonly byLine: ReadonlyMap<string, number>;
	/**
	 * For each function of {@link byFunction}, where its own time was spent: by the innermost app
	 * file and line on the stack ("src/…:42"; "(no app code)" for none).
	 */
	readonly callers: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/**
 * Shares the samples of `profile` taken under a step (see STEP_ROOTS) among the app's source files
 * and functions, per click. `fileOf` tells a frame's source file and `lineOf` its line where known
 * (see sourcePlaces).
 */
export function scriptShares(
	profile: CpuProfile,
	fileOf: (frame: ProfileFrame) => string | null,
	clicks: number,
	lineOf: (frame: ProfileFrame) => number | null = () => null,
	task: StepTask = 'all'
): ScriptShares {
	const { ancestry } = profileTree(profile);
	const appFile = (frame: ProfileFrame): string | null => {
		const file = fileOf(frame);
		return isAppFile(file) ? file : null;
	};
	// The time of each sample is the delta to the next one.
	const selfTime = new Map<number, number>();
	const deltas = profile.timeDeltas ?? [];
	const samples = profile.samples ?? [];
	const kept = samplesOfTask(profile, task);
	samples.forEach((id, i) => {
		if (kept[i]) selfTime.set(id, (selfTime.get(id) ?? 0) + (deltas[i + 1] ?? 0));
	});
	const byFile = new Map<string | null, number>();
	const byFunction = new Map<string, number>();
	const byLine = new Map<string, number>();
	const callers = new Map<string, Map<string, number>>();
	const add = <K>(share: Map<K, number>, key: K, ms: number) =>
		share.set(key, (share.get(key) ?? 0) + ms);
	let total = 0;
	for (const [id, micros] of selfTime) {
		const frames = [...ancestry(id)];
		if (!frames.some((frame) => STEP_ROOTS.has(frame.functionName))) continue;
		const ms = micros / 1000 / clicks;
		total += ms;
		const app = frames.find((frame) => appFile(frame) !== null);
		const file = app === undefined ? null : appFile(app);
		add(byFile, file, ms);
		const line = app === undefined ? null : lineOf(app);
		const place = file === null ? '(no app code)' : line === null ? file : `${file}:${line}`;
		if (file !== null && line !== null) add(byLine, place, ms);
		const own = frames[0];
		const name = `${own.functionName || '(anonymous)'} ${own.url.split('/').pop() || '(native)'}:${own.lineNumber + 1}`;
		add(byFunction, name, ms);
		let under = callers.get(name);
		if (under === undefined) callers.set(name, (under = new Map()));
		add(under, place, ms);
	}
	return { total, byFile, byFunction, byLine, callers };
}

/** The largest entries of a share as Markdown rows, each in ms a click. */
function rows<K>(share: ReadonlyMap<K, number>, name: (key: K) => string, count: number): string {
	return [...share]
		.sort((a, b) => b[1] - a[1])
		.slice(0, count)
		.map(([key, ms]) => `| ${name(key)} | ${ms.toFixed(3)} |`)
		.join('\n');
}

async function main(args: readonly string[]): Promise<void> {
	const { option, named, builds } = benchArgs(args, {
		usage:
			'node --import tsx bench/page-script.ts <build dir, built with --minify false --sourcemap> [--clicks=N] [--puzzle=<id>] [--sample=<id>] [--situation=middle] [--file=<src/…>] [--function=<name>] [--task=all|click|later]',
		least: 1
	});
	const [build] = builds;
	const clicks = option('clicks') ?? 200;
	const placeOf = buildPlaces(build);
	const fileOf = (frame: ProfileFrame) => placeOf(frame)?.file ?? null;
	const lineOf = (frame: ProfileFrame) => placeOf(frame)?.line ?? null;
	const file = named('file');
	const fn = named('function');
	const situation = named('situation');
	await withWarmPage(
		build,
		{ puzzle: named('puzzle'), sample: named('sample'), situation },
		async (page) => {
			const cdp = await page.context().newCDPSession(page);
			await cdp.send('Profiler.enable');
			await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
			await cdp.send('Profiler.start');
			await stepClickTimes(page, { clicks });
			const { profile } = await cdp.send('Profiler.stop');
			const task = named('task') ?? 'all';
			if (task !== 'all' && task !== 'click' && task !== 'later')
				throw new Error(`--task must be all, click or later, not ${task}`);
			const shares = scriptShares(profile, fileOf, clicks, lineOf, task);
			const ofFile = new Map([...shares.byLine].filter(([place]) => place.startsWith(`${file}:`)));
			const ofFunction = new Map<string, number>();
			for (const [name, under] of shares.callers)
				if (name.split(' ')[0] === fn)
					for (const [place, ms] of under) ofFunction.set(place, (ofFunction.get(place) ?? 0) + ms);
			process.stdout.write(
				[
					`A step's script: ${shares.total.toFixed(2)} ms a click (${clicks} clicks, sampled every 50 µs; tasks: ${task}).`,
					'',
					'| the app’s innermost file on the stack | ms a click |',
					'| --- | --- |',
					rows(shares.byFile, (file) => file ?? '(none: Svelte’s flush, the click’s dispatch)', 25),
					'',
					'| function (its own time) | ms a click |',
					'| --- | --- |',
					rows(shares.byFunction, (name) => name, 25),
					'',
					...(file === undefined
						? []
						: [
								`| ${file}, by line | ms a click |`,
								'| --- | --- |',
								rows(ofFile, (p) => p, 25),
								''
							]),
					...(fn === undefined
						? []
						: [
								`| ${fn}'s own time, under the app's line | ms a click |`,
								'| --- | --- |',
								rows(ofFunction, (p) => p, 25),
								''
							])
				].join('\n')
			);
		}
	);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
