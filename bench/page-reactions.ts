/**
 * Which of Svelte's effects and derived values a step re-runs (issue 23), named by their source:
 * Step forward and Step back clicked in real Chromium (page.ts's `stepClickTimes`) in a build of
 * the app whose Svelte runtime counts each run of a reaction (`update_reaction`). Template effects,
 * `{#if}` and `{#each}` blocks are named by the component's code they run (the compiled template,
 * the condition, the list), other effects and derived values by their own function.
 *
 * Why: Svelte's own work is the largest single part of a click's script (bench/page-script.ts),
 * and what it does is re-run reactions; this says which ones, and how often a click.
 *
 * `node --import tsx bench/page-reactions.ts [--clicks=N] [--puzzle=<id>] [--sample=<id>]
 * [--width=W --height=H] [--top=N]` builds the app (unminified, the counting runtime) into a
 * temporary directory, then prints two Markdown tables. About 20 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { ROOT } from '../tests/e2e/app-server';
import { stepClickTimes } from './page';
import { benchArgs, withWarmPage } from './page-builds';

/** One insertion into a file of Svelte's client runtime: text put just before or after an anchor. */
export interface RuntimePatch {
	/** The file, from `svelte/src/internal/client/`. */
	readonly file: string;
	/** Text found exactly once in that file. */
	readonly anchor: string;
	/** Put just before the anchor. */
	readonly before?: string;
	/** Put just after the anchor. */
	readonly after?: string;
}

/** The page's global the counts go to, once the bench sets it to an object. */
const COUNTS = '__backstepReactions';

/**
 * The counting runtime. A block or template effect is named as it is made: its maker sets a tag
 * that the next effect made takes (`create_effect`), or the next derived value (`derived`, for an
 * `{#each}`'s list); the values of a template's expressions are derived values made before its
 * effect, so effects and derived values take tags of their own.
 */
export const RUNTIME_PATCHES: readonly RuntimePatch[] = [
	{
		file: 'runtime.js',
		anchor: 'export function update_reaction(reaction) {',
		after:
			`if (globalThis.${COUNTS}) { var __key = reaction.fn.__reactionTag ?? ` +
			`(((reaction.f & DERIVED) !== 0 ? 'derived ' : 'effect ') + reaction.fn); ` +
			`globalThis.${COUNTS}[__key] = (globalThis.${COUNTS}[__key] ?? 0) + 1; }`
	},
	{
		file: 'reactivity/effects.js',
		anchor: 'function create_effect(type, fn) {',
		after:
			'if (globalThis.__reactionEffectTag) { fn.__reactionTag = globalThis.__reactionEffectTag; ' +
			'globalThis.__reactionEffectTag = undefined; }'
	},
	{
		file: 'reactivity/effects.js',
		anchor: 'export function template_effect(fn, sync = [], async = [], blockers = []) {',
		after: "globalThis.__reactionEffectTag = 'template ' + fn;"
	},
	{
		file: 'reactivity/deriveds.js',
		anchor: 'export function derived(fn) {',
		after:
			'if (globalThis.__reactionDerivedTag) { fn.__reactionTag = globalThis.__reactionDerivedTag; ' +
			'globalThis.__reactionDerivedTag = undefined; }'
	},
	{
		file: 'dom/blocks/if.js',
		anchor: '\tblock(() => {\n\t\tvar has_branch = false;',
		before: "globalThis.__reactionEffectTag = 'if ' + fn;"
	},
	{
		file: 'dom/blocks/each.js',
		anchor: 'var each_array = derived_safe_equal(',
		before: "globalThis.__reactionDerivedTag = 'each-list ' + get_collection;"
	},
	{
		file: 'dom/blocks/each.js',
		anchor: 'var effect = block(() => {',
		before: "globalThis.__reactionEffectTag = 'each ' + get_collection;"
	},
	{
		file: 'dom/blocks/each.js',
		anchor: 'return {\n\t\tv,\n\t\ti,\n\t\te: branch(() => {',
		before: "globalThis.__reactionEffectTag = 'each-item ' + get_collection;\n\t"
	}
];

/** Where Svelte's client runtime lives, in a module's id. */
const RUNTIME_DIR = '/svelte/src/internal/client/';

/**
 * A module's code with the counting patches of its file put in; the code itself when it is not a
 * patched file of Svelte's runtime. Throws, naming the file, when an anchor is not found once
 * (a newer Svelte: the patches must follow it).
 */
export function countingRuntime(id: string, code: string): string {
	// A module's id may end in a query (`?v=…`); the file is what comes before it.
	const path = id.split('?')[0].replaceAll('\\', '/');
	const at = path.indexOf(RUNTIME_DIR);
	if (at < 0) return code;
	const file = path.slice(at + RUNTIME_DIR.length);
	let patched = code;
	for (const patch of RUNTIME_PATCHES.filter((patch) => patch.file === file)) {
		const first = patched.indexOf(patch.anchor);
		if (first < 0 || patched.indexOf(patch.anchor, first + 1) >= 0)
			throw new Error(
				`bench/page-reactions.ts: Svelte's ${file} has ${first < 0 ? 'no' : 'more than one'} ` +
					`${JSON.stringify(patch.anchor)}; its patches must follow this version of Svelte`
			);
		patched =
			patched.slice(0, first) +
			(patch.before ?? '') +
			patch.anchor +
			(patch.after ?? '') +
			patched.slice(first + patch.anchor.length);
	}
	return patched;
}

/** The Vite plugin that builds the counting runtime. */
function countReactions(): Plugin {
	return { name: 'backstep-count-reactions', transform: (code, id) => countingRuntime(id, code) };
}

/** The kinds of reaction a key names, as the table says them. */
const KINDS: Readonly<Record<string, string>> = {
	template: 'template effect',
	if: '{#if} block',
	each: '{#each} block',
	'each-list': "{#each}'s list (a derived value)",
	'each-item': '{#each} item made',
	effect: 'other effect',
	derived: 'derived value'
};

/** What a step re-runs, a click: in all, by kind, and by source (its kind and code), most first. */
export interface ReactionSummary {
	readonly total: number;
	readonly byKind: readonly (readonly [kind: string, perClick: number])[];
	readonly bySource: readonly (readonly [kind: string, source: string, perClick: number])[];
}

/** The counts of a run of `clicks` clicks (keys `<kind> <code>`), a click. */
export function reactionSummary(
	counts: Readonly<Record<string, number>>,
	clicks: number
): ReactionSummary {
	const byKind = new Map<string, number>();
	const bySource = new Map<string, [string, string, number]>();
	let total = 0;
	for (const [key, count] of Object.entries(counts)) {
		const space = key.indexOf(' ');
		const kind = KINDS[key.slice(0, space)] ?? 'other effect';
		const source = key
			.slice(space + 1)
			.replace(/\s+/g, ' ')
			.trim();
		const perClick = count / clicks;
		total += perClick;
		byKind.set(kind, (byKind.get(kind) ?? 0) + perClick);
		// Two blocks of one component with the same code are one source.
		const entry = bySource.get(`${kind} ${source}`) ?? [kind, source, 0];
		entry[2] += perClick;
		bySource.set(`${kind} ${source}`, entry);
	}
	return {
		total,
		byKind: [...byKind].sort((a, b) => b[1] - a[1]),
		bySource: [...bySource.values()].sort((a, b) => b[2] - a[2])
	};
}

/** A summary as Markdown: the kinds, then the `top` sources (their first 110 characters). */
export function reactionTables(summary: ReactionSummary, top: number): string {
	const cell = (text: string) => text.replaceAll('|', '\\|');
	return [
		'| kind | a click |',
		'| --- | --- |',
		...summary.byKind.map(([kind, n]) => `| ${kind} | ${n.toFixed(1)} |`),
		`| in all | ${summary.total.toFixed(1)} |`,
		'',
		'| source (its code) | kind | a click |',
		'| --- | --- | --- |',
		...summary.bySource
			.slice(0, top)
			.map(
				([kind, source, n]) => `| \`${cell(source.slice(0, 110))}\` | ${kind} | ${n.toFixed(1)} |`
			)
	].join('\n');
}

async function main(args: readonly string[]): Promise<void> {
	const { option, named } = benchArgs(args, {
		usage:
			'node --import tsx bench/page-reactions.ts [--clicks=N] [--puzzle=<id>] [--sample=<id>] [--width=W --height=H] [--top=N]',
		least: 0
	});
	const clicks = option('clicks') ?? 40;
	const outDir = mkdtempSync(join(tmpdir(), 'backstep-reactions-'));
	try {
		await build({
			configFile: join(ROOT, 'vite.config.ts'),
			root: ROOT,
			logLevel: 'error',
			plugins: [countReactions()],
			build: { outDir, emptyOutDir: true, minify: false }
		});
		const viewport = { width: option('width') ?? 1366, height: option('height') ?? 768 };
		const options = { puzzle: named('puzzle'), sample: named('sample'), viewport };
		await withWarmPage(outDir, options, async (page) => {
			await page.evaluate(`globalThis.${COUNTS} = {}`);
			await stepClickTimes(page, { clicks });
			const counts = (await page.evaluate(`globalThis.${COUNTS}`)) as Record<string, number>;
			process.stdout.write(
				`Reactions a step re-runs (${clicks} clicks, Step forward then Step back):\n\n` +
					`${reactionTables(reactionSummary(counts, clicks), option('top') ?? 30)}\n`
			);
		});
	} finally {
		rmSync(outDir, { recursive: true, force: true });
	}
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
