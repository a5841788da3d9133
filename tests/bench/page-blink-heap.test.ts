import { describe, expect, it } from 'vitest';
import { blinkRates, heapOf, type HeapDump } from '../../bench/page-blink-heap';

/** A dump at `step` with `kb` KB in all, of which `nodes` KB in the DOM nodes' space. */
const dump = (step: number, kb: number, nodes: number): HeapDump => ({
	step,
	total: kb * 1024,
	bySpace: new Map([['CustomSpace2', nodes * 1024]])
});

describe('the Blink heap bench (bench/page-blink-heap.ts)', () => {
	it('reads the heap and its spaces from a memory-infra dump, in hex bytes', () => {
		const allocators = {
			'blink_gc/main/heap': { attrs: { allocated_objects_size: { value: '32538' } } },
			'blink_gc/main/heap/CustomSpace2': { attrs: { allocated_objects_size: { value: '400' } } }
		};
		const heap = heapOf(allocators, 12);
		expect(heap?.step).toBe(12);
		expect(heap?.total).toBe(0x32538);
		expect(heap?.bySpace.get('CustomSpace2')).toBe(1024);
		expect(heap?.bySpace.get('CustomSpace4')).toBe(0);
		expect(heapOf({ 'v8/main/heap': {} }, 12)).toBeNull();
	});

	it('takes a step’s allocation from dumps in a row that grew, skipping a collection between two', () => {
		const rates = blinkRates([
			dump(0, 1000, 100),
			dump(10, 2000, 120), // +100 KB a step, nodes +2
			dump(20, 3100, 150), // +110, nodes +3
			dump(30, 500, 10), // a collection: not counted
			dump(40, 1400, 30) // +90, nodes +2
		]);
		expect(rates.total).toBe(100);
		expect(rates.bySpace.get('CustomSpace2')).toBe(2);
		expect(blinkRates([dump(0, 1000, 0), dump(10, 900, 0)]).total).toBeNaN();
	});
});
