import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { decodeLink, encodeLink, LinkWriter, type LinkState } from '../../src/app/link';
import { isPuzzleId, puzzles } from '../../src/puzzles/registry';

const lessonSudoku = readFileSync(
	new URL('../fixtures/nyoj722_sample.in', import.meta.url),
	'utf8'
);

const linkState: fc.Arbitrary<LinkState> = fc.record({
	puzzle: fc.constantFrom(...puzzles.map((puzzle) => puzzle.id)),
	input: fc.string({ unit: 'grapheme', maxLength: 300 }),
	options: fc.dictionary(
		fc.string({ minLength: 1, maxLength: 12 }),
		fc.string({ unit: 'grapheme', maxLength: 20 })
	),
	step: fc.nat()
});

describe('shareable links', () => {
	test('every moment survives a trip through the URL', () => {
		fc.assert(
			fc.property(linkState, (state) => {
				expect(decodeLink(encodeLink(state), isPuzzleId)).toEqual(state);
			})
		);
	});

	test('an option named like an object internal comes back as a plain option', () => {
		const options = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, string>;
		const state = { puzzle: 'sudoku', input: '', options, step: 0 } as const;
		const decoded = decodeLink(encodeLink(state), isPuzzleId);
		expect(decoded).toEqual(state);
		expect(Object.getPrototypeOf(decoded?.options)).toBe(Object.prototype);
	});

	test('the lesson puzzle with its line breaks comes back exactly', () => {
		const state = {
			puzzle: 'sudoku',
			input: lessonSudoku,
			options: { order: 'mrv' },
			step: 1234
		} as const;
		const url = new URL('http://localhost/' + encodeLink(state));
		expect(decodeLink(url.hash, isPuzzleId)).toEqual(state);
	});

	test('an option cannot pretend to be the step or the puzzle', () => {
		const state = {
			puzzle: 'queens',
			input: '8',
			options: { step: '9', puzzle: 'maze' },
			step: 3
		} as const;
		expect(decodeLink(encodeLink(state), isPuzzleId)).toEqual(state);
	});

	test('a link to an unknown puzzle or without input opens nothing', () => {
		expect(decodeLink('#puzzle=chess&input=x', isPuzzleId)).toBeNull();
		expect(decodeLink('#puzzle=sudoku', isPuzzleId)).toBeNull();
		expect(decodeLink('', isPuzzleId)).toBeNull();
	});

	test('a malformed step opens the start', () => {
		expect(decodeLink('#puzzle=ring&input=6&step=-4', isPuzzleId)?.step).toBe(0);
		expect(decodeLink('#puzzle=ring&input=6&step=abc', isPuzzleId)?.step).toBe(0);
		expect(decodeLink('#puzzle=ring&input=6', isPuzzleId)?.step).toBe(0);
	});
});

describe('the address bar while playing', () => {
	afterEach(() => vi.useRealTimers());

	test('is written at most once per interval and always ends on the latest moment', () => {
		vi.useFakeTimers();
		const written: string[] = [];
		const writer = new LinkWriter(
			(fragment) => written.push(fragment),
			400,
			() => Date.now()
		);
		for (let step = 0; step < 100; step++) {
			writer.update(`#step=${step}`);
			vi.advanceTimersByTime(16);
		}
		vi.advanceTimersByTime(1000);
		expect(written.length).toBeLessThanOrEqual(6);
		expect(written.at(-1)).toBe('#step=99');
		writer.dispose();
	});
});
