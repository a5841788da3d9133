import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, run on code as if it stood in a file of each layer. Only the
// rules this file asks about run, and without type information (none of them needs it): building
// the TypeScript program took most of the file's 34 s.
const LAYER_RULES = new Set(['no-restricted-imports', 'no-undef']);
const eslint = new ESLint({
	cwd: new URL('../..', import.meta.url).pathname,
	ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId),
	overrideConfig: { languageOptions: { parserOptions: { projectService: false } } }
});

/** The rule ids ESLint reports for `code` placed at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('the layers of src/', () => {
	it.each([
		[
			'src/engine/probe.ts',
			"import { catalogEntries } from '../puzzles/registry';\nexport const n = catalogEntries.length;\n"
		],
		[
			'src/puzzles/queens/probe.ts',
			"import { Timeline } from '../../timeline/timeline';\nexport const t = Timeline;\n"
		],
		[
			'src/puzzles/kit/probe.ts',
			"import { Player } from '../../app/player.svelte';\nexport const p = Player;\n"
		],
		[
			'src/timeline/probe.ts',
			"import { SearchHost } from '../worker/host';\nexport const h = SearchHost;\n"
		],
		[
			'src/worker/probe.ts',
			"import { translate } from '../app/i18n';\nexport const t = translate;\n"
		],
		[
			'src/cli/probe.ts',
			"import { SearchHost } from '../worker/host';\nexport const h = SearchHost;\n"
		],
		['src/app/probe.ts', "import { runSolve } from '../cli/solve';\nexport const r = runSolve;\n"],
		// Every puzzle's code at once belongs to the command line: the page loads the chosen one.
		['src/app/probe.ts', "import { puzzles } from '../puzzles/all';\nexport const p = puzzles;\n"],
		[
			'src/worker/probe.ts',
			"import { puzzleById } from '../puzzles/all';\nexport const p = puzzleById;\n"
		]
	])(
		'a backward import in %s fails the lint',
		async (filePath, code) => {
			expect(await problems(filePath, code)).toContain('no-restricted-imports');
		},
		60_000
	);

	it('no file below the app imports a layer above its own, the puzzle views included', async () => {
		const results = await eslint.lintFiles([
			'src/{engine,puzzles,timeline,worker,cli}/**/*.{ts,svelte}'
		]);
		const backward = results.flatMap((result) =>
			result.messages
				.filter((message) => message.ruleId === 'no-restricted-imports')
				.map((message) => `${result.filePath}:${message.line} ${message.message}`)
		);
		expect(backward).toEqual([]);
	}, 180_000);

	it('forward imports pass: the app uses the worker, the worker the timeline, the command line the puzzles', async () => {
		expect(
			await problems(
				'src/app/probe.ts',
				"import { SearchHost } from '../worker/host';\nexport const h = SearchHost;\n"
			)
		).toEqual([]);
		expect(
			await problems(
				'src/worker/probe.ts',
				"import { Timeline } from '../timeline/timeline';\nexport const t = Timeline;\n"
			)
		).toEqual([]);
		expect(
			await problems(
				'src/cli/probe.ts',
				"import { puzzles } from '../puzzles/all';\nexport const n = puzzles.length;\n"
			)
		).toEqual([]);
	});

	it('code that runs in Node and the worker gets no DOM globals, and no Svelte or Node modules', async () => {
		expect(
			await problems('src/engine/probe.ts', 'export const title = document.title;\n')
		).toContain('no-undef');
		expect(
			await problems('src/timeline/probe.ts', 'export const w = window.innerWidth;\n')
		).toContain('no-undef');
		expect(
			await problems('src/worker/probe.ts', 'export const w = window.innerWidth;\n')
		).toContain('no-undef');
		expect(await problems('src/engine/probe.ts', 'export const t = performance.now();\n')).toEqual(
			[]
		);
		expect(
			await problems(
				'src/timeline/probe.ts',
				"import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n"
			)
		).toContain('no-restricted-imports');
		expect(
			await problems(
				'src/puzzles/probe.ts',
				"import { mount } from 'svelte';\nexport const m = mount;\n"
			)
		).toContain('no-restricted-imports');
	});
});
