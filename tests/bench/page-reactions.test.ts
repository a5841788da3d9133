import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	countingRuntime,
	reactionSummary,
	reactionTables,
	RUNTIME_PATCHES
} from '../../bench/page-reactions';

/** Where the installed Svelte's client runtime is. */
const RUNTIME = join('node_modules', 'svelte', 'src', 'internal', 'client');

describe("the reaction counter's Svelte runtime (bench/page-reactions.ts)", () => {
	it('puts every patch into the installed Svelte, each at its one anchor', () => {
		const files = [...new Set(RUNTIME_PATCHES.map((patch) => patch.file))];
		for (const file of files) {
			const id = join(process.cwd(), RUNTIME, file);
			const code = readFileSync(id, 'utf8');
			const patched = countingRuntime(id, code);
			const patches = RUNTIME_PATCHES.filter((patch) => patch.file === file);
			for (const patch of patches)
				expect(patched, file).toContain(`${patch.before ?? ''}${patch.anchor}${patch.after ?? ''}`);
			const added = patches.reduce(
				(sum, patch) => sum + (patch.before ?? '').length + (patch.after ?? '').length,
				0
			);
			expect(patched.length - code.length, file).toBe(added);
		}
		// The counting itself, and a tag set for each kind the tables name.
		expect(files).toEqual(
			expect.arrayContaining(['runtime.js', 'reactivity/effects.js', 'dom/blocks/each.js'])
		);
		const inserted = RUNTIME_PATCHES.map((patch) => `${patch.before}${patch.after}`).join('\n');
		for (const kind of ['template', 'if', 'each', 'each-list', 'each-item'])
			expect(inserted).toContain(`Tag = '${kind} ' + `);
	});

	it('names the file and the anchor when a newer Svelte has moved one', () => {
		const id = `/app/${RUNTIME}/runtime.js`;
		expect(() => countingRuntime(id, 'function update_reaction(r) {}')).toThrow(
			/runtime\.js has no "export function update_reaction\(reaction\) \{"/
		);
		const twice = 'export function update_reaction(reaction) {}\n'.repeat(2);
		expect(() => countingRuntime(id, twice)).toThrow(/has more than one/);
	});

	it("leaves every other module as it was, the app's and Svelte's other files", () => {
		const code = 'export function update_reaction(reaction) {}';
		expect(countingRuntime('/app/src/app/Controls.svelte', code)).toBe(code);
		expect(countingRuntime(`/app/${RUNTIME}/dom/operations.js`, code)).toBe(code);
	});

	it('patches a runtime file whose id ends in a query, as Vite may give it', () => {
		const code = 'export function update_reaction(reaction) {}';
		expect(countingRuntime(`/app/${RUNTIME}/runtime.js?v=1a2b`, code)).toContain(
			'__backstepReactions'
		);
	});
});

describe('what a step re-runs, summed (bench/page-reactions.ts)', () => {
	// 40 clicks: two blocks of one template (the same code, spaced apart differently), an
	// {#each}'s list, a derived value every other click and an effect in 4 clicks of 40.
	const counts = {
		'template () => {\n\tset_text(text, get(row).name);\n}': 40,
		'template () => { set_text(text, get(row).name); }': 40,
		'each-list () => get(rows)': 40,
		'derived () => get(moment) || null': 20,
		'effect () => { writer.update(); }': 4
	};

	it('counts a click by kind and by source, the same code of two blocks as one source', () => {
		const summary = reactionSummary(counts, 40);
		expect(summary.total).toBeCloseTo(3.6);
		expect(summary.byKind).toEqual([
			['template effect', 2],
			["{#each}'s list (a derived value)", 1],
			['derived value', 0.5],
			['other effect', 0.1]
		]);
		expect(summary.bySource[0]).toEqual([
			'template effect',
			'() => { set_text(text, get(row).name); }',
			2
		]);
		expect(summary.bySource).toHaveLength(4);
	});

	it('writes the tables in Markdown, a bar in the code escaped and only the top sources', () => {
		const tables = reactionTables(reactionSummary(counts, 40), 2);
		expect(tables).toContain('| template effect | 2.0 |');
		expect(tables).toContain('| in all | 3.6 |');
		expect(tables).toContain("| `() => get(rows)` | {#each}'s list (a derived value) | 1.0 |");
		expect(tables).not.toContain('get(moment)');
		const escaped = reactionTables(reactionSummary(counts, 40), 3);
		expect(escaped).toContain('| `() => get(moment) \\|\\| null` | derived value | 0.5 |');
	});
});
