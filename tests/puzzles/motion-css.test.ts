/**
 * The boards' marks are kept from step to step and replay their animations by switching between
 * two names of the same keyframes (kit/Marks.svelte, kit/motion.css). The second names are copies:
 * these tests keep them equal to the first and in use by every effect, so no mark loses its motion
 * on every other step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../src/puzzles/kit/motion.css', import.meta.url), 'utf8');

/** Each @keyframes block's body by its name. */
function keyframes(text: string): Map<string, string> {
	const blocks = new Map<string, string>();
	for (const match of text.matchAll(/@keyframes ([\w-]+) \{\n([\s\S]*?)\n\}\n/g))
		blocks.set(match[1], match[2]);
	return blocks;
}

describe('the marks’ second animation names', () => {
	const blocks = keyframes(css);
	const first = [...blocks.keys()].filter((name) => !name.endsWith('-again'));

	it('give every effect’s keyframes a twin with the same frames', () => {
		expect(first.length).toBeGreaterThanOrEqual(7);
		for (const name of first) expect(blocks.get(`${name}-again`), name).toBe(blocks.get(name));
		expect(blocks.size).toBe(2 * first.length);
	});

	it('switch every effect class to its twin inside a flipped marks group', () => {
		// The effect classes and the keyframes each plays, as the motion rules name them.
		const effects = [
			...css.matchAll(
				/\.bs-board\.motion \.(bs-[\w-]+) \{\n(?:\t[^\n]*\n)*?\tanimation: ([\w-]+) /g
			)
		];
		expect(effects.length).toBeGreaterThanOrEqual(9);
		for (const [, effect, name] of effects) {
			const again = new RegExp(
				`\\.bs-board\\.motion \\.bs-again (?:\\.${effect}|:is\\([^)]*\\.${effect}\\b[^)]*\\)) \\{\\n\\t\\tanimation-name: ${name}-again;`
			);
			expect(css, effect).toMatch(again);
		}
	});
});
