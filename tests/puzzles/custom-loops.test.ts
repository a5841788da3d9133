/**
 * Issue 21, item 3: a call stopped for time names the line of its loop. QuickJS's stack names
 * only the function's first line; `loopIn` reads the function there for its loop.
 */
import { describe, expect, it } from 'vitest';
import { loopIn } from '../../src/puzzles/custom/loops';

/** The 1-based line of the first line containing `text`. */
const lineOf = (code: string, text: string): number =>
	code.split('\n').findIndex((line) => line.includes(text)) + 1;

const PROBLEM = `defineProblem({
  points: 3,
  start: {},
  accepts(state, point, candidate) {
    let seen = 0;
    for (const value of [1, 2]) seen += value;
    while (true) {
      seen++;
    }
  },
  place: function (state, point, candidate) {
    do {
      state.x = 1;
    } while (1);
  },
  remove: (state) => {
    for (let i = 0; i < 3; i++) {}
    for (let j = 0; j < 3; j++) {}
  },
  candidates(state, point) {
    const inner = () => { for (;;) {} };
    for (let i = 0; ; i++) {}
  }
});
function helper(n) {
  for (let i = 0; i < n; i++) {}
}`;

describe('The loop a call stopped for time was in', () => {
	it('is the only endless loop of a method, past its finite ones', () => {
		expect(loopIn(PROBLEM, lineOf(PROBLEM, 'accepts('))).toEqual({
			line: lineOf(PROBLEM, 'while (true)'),
			column: 5
		});
	});

	it('is found in a function expression and an arrow too', () => {
		expect(loopIn(PROBLEM, lineOf(PROBLEM, 'place: function'))?.line).toBe(lineOf(PROBLEM, 'do {'));
		expect(loopIn(PROBLEM, lineOf(PROBLEM, 'function helper'))?.line).toBe(
			lineOf(PROBLEM, 'i < n')
		);
	});

	it('leaves a nested function’s loops to that function', () => {
		expect(loopIn(PROBLEM, lineOf(PROBLEM, 'candidates('))?.line).toBe(
			lineOf(PROBLEM, 'for (let i = 0; ; i++)')
		);
		expect(loopIn(PROBLEM, lineOf(PROBLEM, 'const inner'))?.line).toBe(
			lineOf(PROBLEM, 'const inner')
		);
	});

	it('is not told when a function has several loops and none endless, or none at all', () => {
		expect(loopIn(PROBLEM, lineOf(PROBLEM, 'remove:'))).toBeNull();
		expect(loopIn(PROBLEM, lineOf(PROBLEM, 'points: 3'))).toBeNull();
		expect(loopIn(PROBLEM, 0)).toBeNull();
		expect(loopIn(PROBLEM, 999)).toBeNull();
	});
});
