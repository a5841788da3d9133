import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Every test file under tests/, as a path from the project's root. */
function testFiles(folder = join(ROOT, 'tests')): string[] {
	return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
		return entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
	});
}

describe('the test projects', () => {
	// The node project shares one module graph across its files, which a DOM would outlive:
	// Svelte keeps the first document it meets. jsdom files go to the dom project by their name.
	it('a test file that asks for jsdom is named *.dom.test.ts, and only such a file', () => {
		const misnamed = testFiles()
			.filter((path) => !path.startsWith('tests/e2e/'))
			.filter((path) => {
				const asksForJsdom = /@vitest-environment\s+jsdom/.test(
					readFileSync(join(ROOT, path), 'utf8')
				);
				return asksForJsdom !== path.endsWith('.dom.test.ts');
			});
		expect(misnamed).toEqual([]);
	});
});
