import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shortcutFor, type KeyPress } from '../../src/app/keyboard';
import {
	MAX_SPEED,
	MIN_SPEED,
	positionOfSpeed,
	speedAtPosition,
	SPEED_SLIDER_MAX
} from '../../src/app/speed';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
	key,
	shiftKey: false,
	ctrlKey: false,
	metaKey: false,
	altKey: false,
	target: null,
	...extra
});

describe('the Speed slider', () => {
	test('runs from one event a second to ten million', () => {
		expect(speedAtPosition(0)).toBe(MIN_SPEED);
		expect(speedAtPosition(SPEED_SLIDER_MAX)).toBe(MAX_SPEED);
	});

	test('is logarithmic: each seventh of the slider is ten times faster', () => {
		for (let decade = 0; decade <= 7; decade++)
			expect(speedAtPosition((decade * SPEED_SLIDER_MAX) / 7)).toBe(10 ** decade);
	});

	test('never slows down as it moves right, and shows where each speed is', () => {
		fc.assert(
			fc.property(fc.nat(SPEED_SLIDER_MAX - 1), (position) => {
				expect(speedAtPosition(position + 1)).toBeGreaterThanOrEqual(speedAtPosition(position));
				const speed = speedAtPosition(position);
				expect(speedAtPosition(positionOfSpeed(speed))).toBe(speed);
			})
		);
	});
});

describe('keyboard shortcuts', () => {
	test('Space plays, arrows step, Shift+arrows jump between backtracks, Home and End go to the ends', () => {
		expect(shortcutFor(press(' '))).toBe('togglePlay');
		expect(shortcutFor(press('ArrowRight'))).toBe('stepForward');
		expect(shortcutFor(press('ArrowLeft'))).toBe('stepBack');
		expect(shortcutFor(press('ArrowRight', { shiftKey: true }))).toBe('nextBacktrack');
		expect(shortcutFor(press('ArrowLeft', { shiftKey: true }))).toBe('previousBacktrack');
		expect(shortcutFor(press('Home'))).toBe('toStart');
		expect(shortcutFor(press('End'))).toBe('toEnd');
		expect(shortcutFor(press('?', { shiftKey: true }))).toBe('help');
	});

	test('F11, F10 and Shift+F11 step into, over and out as in a debugger; i, o, u too, backwards with Shift', () => {
		expect(shortcutFor(press('F11'))).toBe('stepInto');
		expect(shortcutFor(press('F10'))).toBe('stepOver');
		expect(shortcutFor(press('F11', { shiftKey: true }))).toBe('stepOut');
		expect(shortcutFor(press('i'))).toBe('stepInto');
		expect(shortcutFor(press('o'))).toBe('stepOver');
		expect(shortcutFor(press('u'))).toBe('stepOut');
		expect(shortcutFor(press('I', { shiftKey: true }))).toBe('stepIntoBack');
		expect(shortcutFor(press('O', { shiftKey: true }))).toBe('stepOverBack');
		expect(shortcutFor(press('U', { shiftKey: true }))).toBe('stepOutBack');
		// Caps Lock on: the letter is a capital without Shift, and still steps forwards.
		expect(shortcutFor(press('O'))).toBe('stepOver');
	});

	test('other keys and browser shortcuts are left alone', () => {
		expect(shortcutFor(press('a'))).toBeNull();
		expect(shortcutFor(press('o', { ctrlKey: true }))).toBeNull();
		expect(shortcutFor(press('F10', { altKey: true }))).toBeNull();
		expect(shortcutFor(press('ArrowRight', { ctrlKey: true }))).toBeNull();
		expect(shortcutFor(press('ArrowLeft', { altKey: true }))).toBeNull();
	});
});
