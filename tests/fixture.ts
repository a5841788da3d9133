import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path built from this file, not the working directory, and not a URL object: under jsdom the
// global URL is jsdom's, so the path is made with Node's own helpers and works in every test.
const folder = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The text of a reference file in tests/fixtures. */
export function fixture(name: string): string {
	return readFileSync(join(folder, name), 'utf8');
}

/** A fixture's lines, without the blank end: one puzzle a line for the Sudoku sets. */
export function fixtureLines(name: string): string[] {
	return fixture(name).trim().split('\n');
}

/** A CSV fixture's rows below its header line, each split into its fields. */
export function fixtureRows(name: string): string[][] {
	return fixtureLines(name)
		.slice(1)
		.map((line) => line.split(','));
}
