import { describe, expect, it } from 'vitest';
import { collectionOf, pageRound, type Collection } from '../../bench/page-gc';

/** A line as Chromium 150 prints it with `--js-flags=--trace-gc-nvp` (its fields shortened). */
const SCAVENGE =
	'[32331:0x1e34004a8000:0]      220 ms: GC: {"pause":2.158,"mutator":211.767,"gc":"s","reason":"allocation failure","allocated":3829088,"promoted":330324,"new_space_survived":610452,"nodes_promoted":9}';
const MARK_COMPACT =
	'[32331:0x1e34004a8000:0]     2867 ms: GC: {"pause":6.9,"gc":"mc","reason":"finalize incremental marking via task","allocated":2956000,"promoted":70656,"new_space_survived":0}';

/** A collection of `isolate` with the fields the bench reads. */
const collection = (
	isolate: string,
	kind: string,
	allocated: number,
	survived = 0
): Collection => ({
	isolate,
	kind,
	pause: 1,
	allocated,
	survived,
	promoted: 0
});

describe('the page-gc bench', () => {
	it('reads a collection from its --trace-gc-nvp line, and nothing from other lines', () => {
		expect(collectionOf(SCAVENGE)).toEqual({
			isolate: '0x1e34004a8000',
			kind: 's',
			pause: 2.158,
			allocated: 3829088,
			survived: 610452,
			promoted: 330324
		});
		expect(collectionOf(MARK_COMPACT)).toMatchObject({ kind: 'mc', pause: 6.9, survived: 0 });
		expect(collectionOf('[1207/045301.129:INFO:CONSOLE(1)] "GC: {}"')).toBeNull();
	});

	it('counts the isolate that allocated most as the page, and splits minor from major collections', () => {
		const round = pageRound(
			[
				collection('page', 's', 3_000_000, 400 * 1024),
				collection('worker', 's', 1_000_000, 900 * 1024),
				collection('page', 'mc', 1_000_000),
				collection('page', 's', 2_000_000, 300 * 1024),
				collection('worker', 's', 1_500_000, 800 * 1024)
			],
			2
		);
		expect(round).toEqual({
			seconds: 2,
			allocatedMBps: 3,
			minorKb: [400, 300],
			minorPauses: [1, 1],
			majorPauses: [1]
		});
	});
});
