import type { SourceMapInput } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import {
	isAppFile,
	samplesOfTask,
	scriptShares,
	sourcePlaces,
	type CpuProfile,
	type ProfileFrame
} from '../../bench/page-script';
import { at, frame } from './profile-frames';

/** The source file of each line of catalog-x.js (a stand-in for its source map). */
const FILES = [
	'node_modules/svelte/src/internal/client/runtime.js',
	'src/app/panels/TreeNodes.svelte',
	'src/puzzles/kit/stable-list.ts',
	'src/app/App.svelte'
];
const fileOf = (frame: ProfileFrame) =>
	frame.url.endsWith('/catalog-x.js') ? (FILES[frame.lineNumber] ?? null) : null;

/**
 * root -> click (native) -> TreeNodes -> setAttribute (native): 300 µs
 * root -> flush (Svelte) -> update_effect (Svelte) -> StableList's update: 200 µs
 * root -> flush (Svelte): 100 µs, no app code on the stack
 * root -> a timer of the app, outside a step: 400 µs, not counted
 */
const PROFILE: CpuProfile = {
	nodes: [
		{ id: 1, callFrame: frame('(root)'), children: [2, 5, 8] },
		{ id: 2, callFrame: frame('click'), children: [3] },
		{ id: 3, callFrame: at(1, 'TreeNodes'), children: [4] },
		{ id: 4, callFrame: frame('setAttribute') },
		{ id: 5, callFrame: at(0, 'flush'), children: [6] },
		{ id: 6, callFrame: at(0, 'update_effect'), children: [7] },
		{ id: 7, callFrame: at(2, 'update') },
		{ id: 8, callFrame: at(3, 'tick') }
	],
	// Each sample's time is the delta to the next sample.
	samples: [4, 4, 4, 7, 7, 5, 8, 8, 8, 8, 1],
	timeDeltas: [0, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100]
};

describe('the step script bench (bench/page-script.ts)', () => {
	it('gives a step sample to the innermost app file on its stack, and counts no sample outside a click or a flush', () => {
		const shares = scriptShares(PROFILE, fileOf, 2);
		// 600 µs in steps over 2 clicks; the timer's 400 µs are left out.
		expect(shares.total).toBeCloseTo(0.3, 6);
		expect(Object.fromEntries(shares.byFile)).toEqual({
			'src/app/panels/TreeNodes.svelte': 0.15,
			'src/puzzles/kit/stable-list.ts': 0.1,
			null: 0.05
		});
		expect(shares.byFunction.get('setAttribute (native):0')).toBeCloseTo(0.15, 6);
		expect(shares.byFunction.get('update catalog-x.js:3')).toBeCloseTo(0.1, 6);
	});

	it('passes over the page’s queueMicrotask: the flush it runs is counted as no app code’s', () => {
		// The same profile with the flush's frames in src/app/microtasks.ts instead of Svelte.
		const queued = (frame: ProfileFrame) =>
			frame.url.endsWith('/catalog-x.js') && frame.lineNumber === 0
				? 'src/app/microtasks.ts'
				: fileOf(frame);
		expect(Object.fromEntries(scriptShares(PROFILE, queued, 2).byFile)).toEqual({
			'src/app/panels/TreeNodes.svelte': 0.15,
			'src/puzzles/kit/stable-list.ts': 0.1,
			null: 0.05
		});
		expect(isAppFile('src/app/microtasks.ts')).toBe(false);
		expect(isAppFile('node_modules/svelte/src/index.js')).toBe(false);
		expect(isAppFile('src/app/Controls.svelte')).toBe(true);
		expect(isAppFile(null)).toBe(false);
	});

	it('shares a step sample out by the line of the innermost app frame, and tells where each function’s own time was spent', () => {
		// Each frame of catalog-x.js written on line 10 + its chunk line.
		const shares = scriptShares(PROFILE, fileOf, 2, (frame) =>
			fileOf(frame) === null ? null : 10 + frame.lineNumber
		);
		expect(Object.fromEntries(shares.byLine)).toEqual({
			'src/app/panels/TreeNodes.svelte:11': 0.15,
			'src/puzzles/kit/stable-list.ts:12': 0.1
		});
		expect(Object.fromEntries(shares.callers.get('setAttribute (native):0') ?? [])).toEqual({
			'src/app/panels/TreeNodes.svelte:11': 0.15
		});
		expect(Object.fromEntries(shares.callers.get('flush catalog-x.js:1') ?? [])).toEqual({
			'(no app code)': 0.05
		});
		// Without lines, the files' shares alone.
		expect(scriptShares(PROFILE, fileOf, 2).byLine.size).toBe(0);
	});

	it('tells a click’s own task from the flush of a later answer, at the rendering or the idle between them', () => {
		// idle, the click and its flush, the frame's rendering (4 '(program)' samples), the answer's
		// flush with no idle before it, idle, a flush of a later task.
		const profile: CpuProfile = {
			nodes: [
				{ id: 1, callFrame: frame('(root)'), children: [2, 4, 6, 7] },
				{ id: 2, callFrame: frame('click'), children: [3] },
				{ id: 3, callFrame: at(1, 'TreeNodes') },
				{ id: 4, callFrame: at(0, 'flush'), children: [5] },
				{ id: 5, callFrame: at(2, 'update') },
				{ id: 6, callFrame: frame('(program)') },
				{ id: 7, callFrame: frame('(idle)') }
			],
			samples: [7, 3, 3, 5, 6, 5, 6, 6, 6, 6, 5, 5, 7, 5, 7],
			timeDeltas: Array(15).fill(100)
		};
		const click = samplesOfTask(profile, 'click');
		// The short '(program)' run inside the task stays in it; the rendering run ends it.
		expect(click).toEqual([
			false,
			true,
			true,
			true,
			true,
			true,
			false,
			false,
			false,
			false,
			false,
			false,
			false,
			false,
			false
		]);
		expect(samplesOfTask(profile, 'later')).toEqual(click.map((clicked) => !clicked));
		expect(samplesOfTask(profile, 'all').every(Boolean)).toBe(true);
		// The click's task: 2 samples in TreeNodes, 2 in the flush (of 2 clicks); later, 3 in the flush.
		const clicked = scriptShares(profile, fileOf, 2, undefined, 'click');
		expect(clicked.byFile.get('src/app/panels/TreeNodes.svelte')).toBeCloseTo(0.1, 6);
		expect(clicked.byFile.get('src/puzzles/kit/stable-list.ts')).toBeCloseTo(0.1, 6);
		const later = scriptShares(profile, fileOf, 2, undefined, 'later');
		expect(later.byFile.get('src/app/panels/TreeNodes.svelte')).toBeUndefined();
		expect(later.byFile.get('src/puzzles/kit/stable-list.ts')).toBeCloseTo(0.15, 6);
	});

	it('reads a frame’s source file from its chunk’s source map, from src/ or node_modules/', () => {
		// Line 1 of the chunk from the first source, line 2 from the second (columns from 0).
		const map: SourceMapInput = {
			version: 3,
			file: 'index-x.js',
			sources: ['../../node_modules/svelte/src/index.js', '../../src/app/Controls.svelte'],
			names: [],
			mappings: 'AAAA;ACAA'
		};
		const placeAt = sourcePlaces(new Map([['index-x.js', map]]));
		const fileAt = (at: ProfileFrame) => placeAt(at)?.file ?? null;
		const inChunk = (line: number) => ({
			functionName: 'f',
			url: 'http://127.0.0.1/assets/index-x.js',
			lineNumber: line,
			columnNumber: 4
		});
		expect(fileAt(inChunk(0))).toBe('node_modules/svelte/src/index.js');
		expect(fileAt(inChunk(1))).toBe('src/app/Controls.svelte');
		expect(fileAt({ ...inChunk(1), url: 'http://127.0.0.1/assets/other.js' })).toBeNull();
		expect(fileAt(frame('setAttribute'))).toBeNull();
		expect(placeAt(inChunk(1))).toEqual({
			file: 'src/app/Controls.svelte',
			line: 1
		});
	});
});
