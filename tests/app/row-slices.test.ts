/**
 * Issue 20, item 5: a table of a long range is read a slice at a time, each slice sized to keep
 * the worker busy about ROW_SLICE_MS, so the page's silence watch never stops a worker that is
 * only building a legitimate download; the joined rows are exactly those of one pass.
 */
import { describe, expect, it } from 'vitest';
import { joinRows, readRowsInSlices, ROW_SLICE_MS } from '../../src/app/row-slices';
import { MAX_EVENT_ROWS, type EventRows } from '../../src/timeline/row-table';
import { eventRows } from '../../src/timeline/rows';
import { indexedTimeline } from '../timeline/searches';

/** A worker that reads rows from `timeline` and, on a fake clock, takes `msPerRow` for each. */
function slowWorker(name: Parameters<typeof indexedTimeline>[0], msPerRow: number) {
	const timeline = indexedTimeline(name);
	let now = 0;
	const asked: [number, number, number][] = [];
	return {
		timeline,
		asked,
		clock: () => now,
		read: async (from: number, to: number): Promise<EventRows> => {
			const rows = eventRows(timeline, from, to);
			now += rows.code.length * msPerRow;
			asked.push([from, to, rows.code.length * msPerRow]);
			return rows;
		}
	};
}

describe('Reading a range of rows in slices', () => {
	it('keeps every request near ROW_SLICE_MS of work at 0.2 ms a row, and joins exactly one pass’s rows', async () => {
		const worker = slowWorker('nyoj', 0.2);
		const rows = await readRowsInSlices(worker.read, 1, 30_000, { clock: worker.clock });
		expect(rows).toEqual(eventRows(worker.timeline, 1, 30_000));
		expect(worker.asked.length).toBeGreaterThan(30);
		// After the first slice, each asks for what ROW_SLICE_MS allows at the speed measured.
		for (const [, , took] of worker.asked.slice(1)) expect(took).toBeLessThanOrEqual(ROW_SLICE_MS);
		expect(worker.asked[0][2]).toBeLessThanOrEqual(ROW_SLICE_MS);
	});

	it('asks for large slices when the rows are quick, and caps the range as one pass would', async () => {
		const worker = slowWorker('nyoj', 0.0005);
		const rows = await readRowsInSlices(worker.read, 700, Infinity, { clock: worker.clock });
		expect(rows?.capped).toBe(true);
		expect(rows?.to).toBe(worker.timeline.length);
		expect(rows?.code.length).toBe(MAX_EVENT_ROWS);
		// Slices of up to MAX_EVENT_ROWS: a handful of requests, then one row past the cap and the end.
		expect(worker.asked.length).toBeLessThan(12);
		const part = eventRows(worker.timeline, 90_000, 90_999);
		expect(rows?.depth.subarray(90_000 - 700, 91_000 - 700)).toEqual(part.depth);
		expect(rows?.tries.subarray(90_000 - 700, 91_000 - 700)).toEqual(part.tries);
	});

	it('stops at the end of the recording, and says capped only when the range goes past the cap', async () => {
		const worker = slowWorker('queens6All', 0.01);
		const length = worker.timeline.length;
		const read = (from: number, to: number, max: number) =>
			readRowsInSlices(worker.read, from, to, { clock: worker.clock, max });
		const all = await read(1, Infinity, MAX_EVENT_ROWS);
		expect(all).toEqual(eventRows(worker.timeline, 1, Infinity));
		expect(all?.capped).toBe(false);
		expect(await read(40, 45, MAX_EVENT_ROWS)).toEqual(eventRows(worker.timeline, 40, 45));
		// With a cap of 100 rows: past it, exactly at it, and a range that ends before the recording.
		const past = await read(1, Infinity, 100);
		expect([past?.capped, past?.to, past?.code.length]).toEqual([true, length, 100]);
		expect(past?.point).toEqual(eventRows(worker.timeline, 1, 100).point);
		const exactly = await read(length - 99, Infinity, 100);
		expect([exactly?.capped, exactly?.to, exactly?.code.length]).toEqual([false, length, 100]);
		const shorter = await read(1, 150, 100);
		expect([shorter?.capped, shorter?.to, shorter?.code.length]).toEqual([true, 150, 100]);
	});

	it('gives null when a newer search replaced the one read, and an empty range as one empty slice', async () => {
		expect(await readRowsInSlices(async () => null, 1, 10)).toBeNull();
		const worker = slowWorker('queens6All', 0.01);
		expect(await readRowsInSlices(worker.read, 5, 4, { clock: worker.clock })).toEqual(
			joinRows([eventRows(worker.timeline, 5, 4)], 4, false)
		);
	});
});
