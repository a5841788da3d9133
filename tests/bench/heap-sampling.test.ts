/**
 * How the playback allocation benches (bench/heap-sampling.ts, for page-heap and page-steps) share
 * a sampling heap profile's bytes out, on a profile made by hand whose frames stand for the app's
 * files, Svelte's and the browser's.
 */
import { describe, expect, it } from 'vitest';
import { allocationShares, type HeapProfileNode } from '../../bench/heap-sampling';
import type { ProfileFrame, SourcePlace } from '../../bench/page-script';
import { at, frame } from './profile-frames';

/** The source of each line of catalog-x.js (a stand-in for its source map). */
const FILES = [
	'node_modules/svelte/src/internal/client/runtime.js',
	'src/app/panels/tree-fit.ts',
	'src/app/channel.ts'
];
const placeOf = (f: ProfileFrame): SourcePlace | null =>
	f.url.endsWith('/catalog-x.js') && FILES[f.lineNumber] !== undefined
		? { file: FILES[f.lineNumber], line: 10 + f.lineNumber }
		: null;

/**
 * root -> onmessage (channel.ts) -> (structured clone, native): 8 KB
 * root -> flush (Svelte) -> clearEdges (tree-fit.ts): 2 KB, and -> Map#set (native) under it: 4 KB
 * root -> flush (Svelte) -> update_reaction (Svelte): 6 KB, no app code on the stack
 */
const HEAD: HeapProfileNode = {
	callFrame: frame('(root)'),
	selfSize: 0,
	children: [
		{
			callFrame: at(2, 'onmessage'),
			selfSize: 0,
			children: [{ callFrame: frame('(deserialize)'), selfSize: 8 * 1024 }]
		},
		{
			callFrame: at(0, 'flush'),
			selfSize: 0,
			children: [
				{
					callFrame: at(1, 'clearEdges'),
					selfSize: 2 * 1024,
					children: [{ callFrame: frame('set'), selfSize: 4 * 1024 }]
				},
				{ callFrame: at(0, 'update_reaction'), selfSize: 6 * 1024 }
			]
		}
	]
};

describe('the playback allocation benches (bench/heap-sampling.ts)', () => {
	it('gives each allocation to the innermost app line on its stack, or to its function when there is none, in KB a step', () => {
		const shares = allocationShares(HEAD, placeOf, 2);
		expect(shares.total).toBe(10);
		expect(Object.fromEntries(shares.byPlace)).toEqual({
			'src/app/channel.ts:12': 4,
			// clearEdges' own 2 KB and the 4 KB of a Map it filled.
			'src/app/panels/tree-fit.ts:11': 3,
			'(no app code) update_reaction': 3
		});
	});

	it('also gives each allocation to the function that made it, by its chunk and line', () => {
		const shares = allocationShares(HEAD, placeOf, 2);
		expect(Object.fromEntries(shares.byFunction)).toEqual({
			'(deserialize) (native):0': 4,
			'clearEdges catalog-x.js:2': 1,
			'set (native):0': 2,
			'update_reaction catalog-x.js:1': 3
		});
	});
});
