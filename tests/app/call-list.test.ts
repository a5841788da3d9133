import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import { listedCalls } from '../../src/app/panels/call-list';
import { puzzleById } from '../../src/puzzles/all';
import { StableList } from '../../src/puzzles/kit/stable-list';
import { searches } from '../timeline/searches';
import { engineOf } from './event-steps';

/** The moments of a search from its start, as the engine leaves them after each event. */
function* moments(engine: SearchEngine, count: number) {
	for (let step = 0; step < count && engine.event()?.kind !== 'done'; step++) {
		engine.step();
		yield { event: engine.event(), frames: engine.frames() };
	}
}

const knight = puzzleById('knight')?.samples[0];
const lesson = () => {
	const loaded = searches.nyoj();
	return new SearchEngine(loaded.problem, loaded.search);
};

describe('the calls the call stack lists', () => {
	it('are the innermost calls first, only the first marked innermost, and it alone says it took back its candidate on a backtrack', () => {
		let backtracks = 0;
		for (const { event, frames } of moments(lesson(), 3000)) {
			const calls = listedCalls(frames, 0, event, 200);
			expect(calls.map((call) => call.level)).toEqual(frames.map((f) => f.level).reverse());
			expect(calls.map((call) => call.innermost)).toEqual(calls.map((_, i) => i === 0));
			expect(calls.map((call) => call.tookBack)).toEqual(
				calls.map((_, i) => i === 0 && event?.kind === 'backtrack')
			);
			if (event?.kind === 'backtrack' && calls.length > 0) backtracks++;
		}
		expect(backtracks).toBeGreaterThan(100);
	});

	it('of a stack cut to its innermost calls count the calls left out in their levels', () => {
		const engine = lesson();
		engine.run(1000);
		const frames = engine.frames();
		expect(frames.length).toBeGreaterThan(12);
		// The worker sends the innermost calls of a deep stack and the count of the others.
		const sent = frames.slice(-10);
		const calls = listedCalls(sent, frames.length - 10, engine.event(), 4);
		expect(calls.map((call) => call.level)).toEqual(
			frames
				.slice(-4)
				.map((f) => f.level)
				.reverse()
		);
		expect(calls.map((call) => call.innermost)).toEqual([true, false, false, false]);
	});

	it('change on each step of a knight’s tour, where every step pushes a call, only in the calls the step pushed, popped or changed', () => {
		if (knight === undefined) throw new Error('no knight sample');
		const listed = new StableList<ReturnType<typeof listedCalls>[number]>((call) => call.level);
		let deepest = 0;
		const changed: number[] = [];
		for (const { event, frames } of moments(
			engineOf('knight', knight.input, knight.options),
			400
		)) {
			listed.update(listedCalls(frames, 0, event, 200));
			deepest = Math.max(deepest, frames.length);
			changed.push(listed.changed);
		}
		expect(deepest).toBeGreaterThanOrEqual(40);
		// The call pushed, and the one that stops being the innermost; on a try, the innermost alone.
		expect(Math.max(...changed)).toBeLessThanOrEqual(2);
	});
});
