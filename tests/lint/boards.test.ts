import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const PUZZLES = join(ROOT, 'src', 'puzzles');

/** Every file under src/puzzles, as a path from the project's root. */
function puzzleFiles(folder = PUZZLES): string[] {
	return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const path = join(folder, entry.name);
		return entry.isDirectory() ? puzzleFiles(path) : [relative(ROOT, path)];
	});
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const boards = puzzleFiles().filter((path) => path.endsWith('/Board.svelte'));

// What the boards share lives once in src/puzzles/kit/ (issue 19): these bounds keep a new board
// from copying its neighbours' geometry, looks and motion again.
describe('the puzzles’ boards', () => {
	it('are at most 3,950 lines together, what they share being in the kit', () => {
		expect(boards.length).toBeGreaterThanOrEqual(10);
		const lines = boards.reduce((sum, path) => sum + read(path).split('\n').length, 0);
		expect(lines).toBeLessThanOrEqual(3950);
	});

	it('have at most 10 @keyframes under src/puzzles, and no reduced-motion block of their own', () => {
		const keyframes = puzzleFiles().reduce(
			(sum, path) => sum + (read(path).match(/@keyframes /g)?.length ?? 0),
			0
		);
		expect(keyframes).toBeLessThanOrEqual(10);
		expect(boards.filter((path) => read(path).includes('prefers-reduced-motion'))).toEqual([]);
	});

	it('read no style or layout of the page: read during a step’s update, it forces a pass of the whole page', () => {
		// Marks once restarted their animations with getAnimations: up to 1.6 ms more a step (issue 23).
		// An animation's playState and pending flush the page's style too.
		const forcing =
			/\b(getAnimations|getBoundingClientRect|getComputedStyle|getBBox|getClientRects)\b|\.(offset|client|scroll)(Top|Left|Width|Height)\b|\.(playState|pending)\b/;
		// The kit's marks read their animations in the frame after a step is drawn, never in it.
		const framed = /requestAnimationFrame\(\s*\(\) => \(played = marks\.getAnimations\(/;
		const allowed = [framed, /typeof marks\.getAnimations !== 'function'/];
		const forced = (path: string) =>
			forcing.test(allowed.reduce((text, pattern) => text.replace(pattern, ''), read(path)));
		expect(puzzleFiles().filter(forced)).toEqual([]);
		expect(read('src/puzzles/kit/Marks.svelte')).toMatch(framed);
	});
});
