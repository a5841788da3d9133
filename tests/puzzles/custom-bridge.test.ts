import variant from '@jitl/quickjs-singlefile-mjs-release-sync';
import { newQuickJSWASMModuleFromVariant, type QuickJSContext } from 'quickjs-emscripten-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE_FUNCTIONS, Trace } from '../../src/puzzles/custom/bridge';
import { BRIDGE_SOURCE } from '../../src/puzzles/custom/sandbox';

const quickjs = await newQuickJSWASMModuleFromVariant(variant);
let context: QuickJSContext | undefined;
afterEach(() => context?.dispose());

/**
 * Evaluates the bridge in a fresh QuickJS context (a bare one: no page, no Node), keeps what it
 * returns as the global `bridge`, then evaluates each of `sources`: the last one's value.
 */
function withBridge(...sources: string[]): unknown {
	context = quickjs.newContext();
	const run = (source: string) => {
		const result = (context as QuickJSContext).evalCode(source, 'test.js');
		if (result.error === undefined) return result.value;
		const error: unknown = (context as QuickJSContext).dump(result.error);
		result.error.dispose();
		throw new Error(JSON.stringify(error));
	};
	const bridge = run(BRIDGE_SOURCE);
	context.setProp(context.global, 'bridge', bridge);
	bridge.dispose();
	let value: unknown;
	for (const source of sources) {
		const handle = run(source);
		value = context.dump(handle);
		handle.dispose();
	}
	return value;
}

describe('the bridge the sandbox runs before the student code', () => {
	it('is its source file as this build emitted it, and runs in a bare QuickJS: it offers exactly the functions the worker calls', () => {
		const names = withBridge('Object.keys(bridge)');
		expect(names).toEqual([...BRIDGE_FUNCTIONS]);
	});

	it('defines defineProblem for the student code and nothing else beside the built-ins', () => {
		context = quickjs.newContext();
		const bare = context.unwrapResult(context.evalCode('Object.getOwnPropertyNames(globalThis)'));
		const before = context.dump(bare) as string[];
		bare.dispose();
		context.dispose();
		const after = withBridge('Object.getOwnPropertyNames(globalThis)') as string[];
		expect(after.filter((name) => !before.includes(name)).sort()).toEqual([
			'bridge',
			'defineProblem'
		]);
	});

	it('checks a problem and runs its search: two decisions of two candidates each, the first fitting', () => {
		const trace = withBridge(
			`defineProblem({
				points: 2,
				start: { placed: [] },
				candidates: () => [1, 2],
				accepts: (state, point, candidate) => candidate === 1 || 'taken',
				place: (state, point, candidate) => { state.placed.push(candidate); },
				remove: (state) => { state.placed.pop(); }
			});`,
			'const checked = bridge.check();',
			'bridge.reset();',
			'[checked, Array.from(new Int32Array(bridge.restore(""))), Array.from(new Int32Array(bridge.run(1, 0, -1, 100)))]'
		);
		const [checked, entered, ran] = trace as [string, number[], number[]];
		expect(JSON.parse(checked)).toEqual({
			points: 2,
			view: false,
			describePoint: false,
			describeCandidate: false
		});
		// The first call enters point 0 with a new list [1, 2] (a record, the count, the list).
		expect(entered).toEqual([(1 << 3) | Trace.enterList, 2, 1, 2]);
		// Then: candidate 0 fits and is placed; point 1 is entered with its new list, its candidate
		// 0 fits and is placed; the solution is entered; back up, candidate 1 ('taken') leaves
		// point 1 exhausted, the same at point 0, and the outermost call returns.
		const fit = (index: number) => ((index + 1) << 3) | Trace.fit;
		const { place: PLACE, enter: SOLUTION, remove: REMOVE, exhausted: EXHAUSTED } = Trace;
		expect(ran).toEqual([
			fit(0),
			PLACE,
			(2 << 3) | Trace.enterList,
			2,
			1,
			2,
			fit(0),
			PLACE,
			SOLUTION,
			REMOVE,
			EXHAUSTED,
			REMOVE,
			EXHAUSTED
		]);
	});
});
