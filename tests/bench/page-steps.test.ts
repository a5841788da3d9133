import { describe, expect, it } from 'vitest';
import { STEP_MARKS } from '../../bench/page';
import { clickCosts, renderingIn, type Span, type TraceEvent } from '../../bench/page-steps';

/** The page's main thread in these traces; another thread's spans must not count. */
const MAIN = { pid: 1, tid: 7 };

const span = (name: string, ts: number, dur: number, thread = MAIN): Span => ({
	name,
	cat: 'devtools.timeline',
	ph: 'X',
	ts,
	dur,
	...thread
});
const mark = (name: string, ts: number): TraceEvent => ({
	name,
	cat: 'blink.user_timing',
	ph: 'R',
	ts,
	...MAIN
});

/**
 * Two clicks, in microseconds. The first click's task (900-3000) shows its step and lays it out;
 * its frame paints at 3900-5100 (a Paint holding its layers' Paints), and the search tree's answer
 * makes a second frame at 20000-20650. Another thread's Layerize in between does not count.
 */
const TWO_CLICKS: TraceEvent[] = [
	span('RunTask', 900, 2100),
	mark(`${STEP_MARKS.click}0`, 1000),
	span('UpdateLayoutTree', 2000, 200),
	span('Layout', 2300, 300),
	mark(`${STEP_MARKS.shown}0`, 2700),
	span('RunTask', 3850, 1300),
	span('PrePaint', 3900, 50),
	span('Paint', 4000, 500),
	span('Paint', 4100, 200),
	span('Layerize', 4600, 300),
	span('Commit', 5000, 100),
	span('Layerize', 6000, 900, { pid: 2, tid: 3 }),
	span('RunTask', 19000, 1700),
	span('PrePaint', 20000, 40),
	span('Paint', 20100, 100),
	span('Layerize', 20300, 200),
	span('Commit', 20600, 50),
	span('RunTask', 39900, 1100),
	mark(`${STEP_MARKS.click}1`, 40000),
	mark(`${STEP_MARKS.shown}1`, 40500),
	span('RunTask', 41400, 600),
	span('Paint', 41500, 100)
];

describe('the rendering a click costs the page (bench/page-steps.ts)', () => {
	it('counts pre-paint, paint, layerization and commit that begin in the span, each outermost once', () => {
		const spans = TWO_CLICKS.filter(
			(event): event is Span => event.dur !== undefined && event.pid === MAIN.pid
		);
		// 50 + 500 (the layers' Paint inside it not again) + 300 + 100.
		expect(renderingIn(spans, 0, 10_000)).toBe(950);
		expect(renderingIn(spans, 0, 30_000)).toBe(950 + 390);
		// A stage that began before the span is not counted: the Layerize at 4600 here.
		expect(renderingIn(spans, 4950, 30_000)).toBe(100 + 390);
	});

	it('gives each click the frames up to the next click, and the last click none', () => {
		const [first, last] = clickCosts(TWO_CLICKS, 2);
		expect(first).not.toBeNull();
		expect(first?.rendering).toBeCloseTo(1.34, 10);
		// Its own update is still the script, style and layout up to its step's paint.
		expect(first?.style).toBeCloseTo(0.2, 10);
		expect(first?.layout).toBeCloseTo(0.3, 10);
		expect(last?.rendering).toBeNull();
	});
});
