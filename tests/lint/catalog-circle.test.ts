import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const PUZZLES = 'src/puzzles';

/** Every source file under a folder, as paths from the project's root. */
function sources(folder: string): string[] {
	return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
		const path = `${folder}/${entry.name}`;
		if (entry.isDirectory()) return sources(path);
		return /\.(ts|js)$/.test(entry.name) ? [path] : [];
	});
}

/** The files of src/puzzles a file imports or re-exports from (types included). */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
	const text = readFileSync(join(ROOT, file), 'utf8');
	const found: string[] = [];
	for (const [, spec] of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']*)'/g)) {
		const base = normalize(join(dirname(file), spec));
		const target = [base, `${base}.ts`, `${base}.js`, `${base}/index.ts`].find((path) =>
			known.has(path)
		);
		if (target !== undefined) found.push(target);
	}
	return found;
}

/** The files reachable from `start` by imports, `start` not counted unless a path comes back to it. */
function reachable(start: string, graph: ReadonlyMap<string, readonly string[]>): Set<string> {
	const seen = new Set<string>();
	const queue = [...(graph.get(start) ?? [])];
	while (queue.length > 0) {
		const file = queue.pop() as string;
		if (seen.has(file)) continue;
		seen.add(file);
		queue.push(...(graph.get(file) ?? []));
	}
	return seen;
}

describe('the catalog and the puzzles’ folders', () => {
	const files = sources(PUZZLES);
	const known = new Set(files);
	const graph = new Map(files.map((file) => [file, importsOf(file, known)]));

	it.each(['registry.ts', 'catalog.ts'])(
		'%s is in no import circle, types included: nothing it loads imports it back',
		(name) => {
			const file = `${PUZZLES}/${name}`;
			expect(graph.get(`${PUZZLES}/catalog.ts`)?.length).toBeGreaterThan(0);
			expect(reachable(file, graph).has(file)).toBe(false);
		}
	);
});
