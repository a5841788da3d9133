import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Every Svelte component under a folder, as paths from the project's root. */
function components(folder = join(ROOT, 'src')): string[] {
	return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return components(path);
		return entry.name.endsWith('.svelte') ? [relative(ROOT, path)] : [];
	});
}

// One element's attributes spread from an object (`<rect {...box} />`) made Svelte's bundle carry
// its attribute spreading in the page's shared chunk: 1,019 B of the first load
// (BENCHMARKS.md, twenty-first session). Each attribute is written out instead.
describe('the components', () => {
	it('spread no attributes onto an element', () => {
		const files = components();
		expect(files.length).toBeGreaterThan(50);
		const spreads = files.flatMap((path) =>
			[
				...readFileSync(join(ROOT, path), 'utf8').matchAll(/<[a-zA-Z][^<>]*?\{\s*\.\.\.[^}]*\}/g)
			].map((match) => `${path}: ${match[0].replace(/\s+/g, ' ').slice(0, 80)}`)
		);
		expect(spreads).toEqual([]);
	});
});
