/**
 * The narration holds the tallest height its sentences have needed, so the call stack under it
 * does not move from step to step (src/app/steady-height.ts).
 */
import { describe, expect, it } from 'vitest';
import { SteadyHeight } from '../../src/app/steady-height';

// The knight's narration at 1366x768: a jump's sentence takes two lines (the box holds at least
// three), a try's five.
const JUMP = 65;
const TRY = 113;
const LAPTOP = '290 17.6px 1 en';

describe('SteadyHeight', () => {
	it('holds the tallest height the words have needed while the measure stays the same', () => {
		const steady = new SteadyHeight();
		expect(steady.hold(LAPTOP, JUMP)).toBe(JUMP);
		expect(steady.hold(LAPTOP, TRY)).toBe(TRY);
		expect(steady.hold(LAPTOP, JUMP)).toBe(TRY);
		expect(steady.hold(LAPTOP, TRY)).toBe(TRY);
		expect(steady.hold(LAPTOP, JUMP)).toBe(TRY);
	});

	it('starts again from the words’ own height when the width, type, search or language changes', () => {
		const steady = new SteadyHeight();
		steady.hold(LAPTOP, TRY);
		// A projector's wider column: the try's sentence now takes three lines.
		expect(steady.hold('430 21px 1 en', 70)).toBe(70);
		expect(steady.hold('430 21px 1 en', 46)).toBe(70);
		// Another search loaded: its own sentences decide.
		expect(steady.hold('430 21px 2 en', 46)).toBe(46);
		// Chinese: the same key but for the language.
		expect(steady.hold('430 21px 2 zh', 23)).toBe(23);
		// Back to the laptop's measure: nothing of the first hold is kept.
		expect(steady.hold(LAPTOP, JUMP)).toBe(JUMP);
	});
});
