// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../src/engine/engine';
import type { SearchEvent } from '../../src/engine/events';
import { lineForEvent, listingLines, type CodeRole } from '../../src/puzzles/kit/code-listing';
import CallStack from '../../src/app/panels/CallStack.svelte';
import CodeView from '../../src/app/panels/CodeView.svelte';
import DepthOverview from '../../src/app/panels/DepthOverview.svelte';
import { BACKTRACK_SHADES } from '../../src/app/panels/depth-shades';
import SearchTree from '../../src/app/panels/SearchTree.svelte';
import { callStart } from '../../src/timeline/stepping';
import { queensCode } from '../../src/puzzles/queens/code';
import { queensPuzzle } from '../../src/puzzles/queens';
import { sudokuCode } from '../../src/puzzles/sudoku/code';
import { sudokuPuzzle } from '../../src/puzzles/sudoku';
import type { SudokuBoard } from '../../src/puzzles/sudoku/model';
import type { QueensBoard } from '../../src/puzzles/queens/model';
import { searchTree } from '../../src/timeline/tree';
import { eventList, indexedTimeline, searches } from '../timeline/searches';
import { liveProps } from './live-props.svelte';

afterEach(cleanup);

/** The NYOJ 722 lesson search run to its `count`-th event, as the engine leaves it. */
function lessonAt(count: number) {
	const loaded = searches.nyoj();
	const engine = new SearchEngine(loaded.problem, loaded.search);
	engine.run(count);
	return {
		step: engine.events,
		event: engine.event(),
		frames: engine.frames(),
		board: loaded.problem.board() as SudokuBoard
	};
}

const sudokuPoint = (board: SudokuBoard) => (point: number) =>
	sudokuPuzzle.describePoint(board, point).en;
const digit = (candidate: number) => sudokuCode.candidate(candidate).en;

describe('the call stack', () => {
	const events = eventList('nyoj');
	const timeline = indexedTimeline('nyoj', 256);
	const find = timeline.find.bind(timeline);
	const placeAt = events.findIndex((e) => e?.kind === 'place' && e.depth === 6);

	function show(count: number, onseek = vi.fn(), lang: 'en' | 'zh' = 'en') {
		const moment = lessonAt(count);
		render(CallStack, {
			props: {
				frames: moment.frames,
				event: moment.event,
				describePoint: sudokuPoint(moment.board),
				describeCandidate: digit,
				callStart: (level: number) => callStart(moment.step, level, find),
				onseek,
				lang
			}
		});
		return moment;
	}

	it('lists one item per frame of a real moment, innermost on top, each with its cell, candidate and what is left', () => {
		const moment = show(placeAt + 7);
		const stack = screen.getByRole('region', { name: 'Call stack' });
		const items = within(stack).getAllByRole('listitem');
		expect(items).toHaveLength(moment.frames.length);
		[...moment.frames].reverse().forEach((frame, i) => {
			const text = items[i].textContent ?? '';
			expect(text).toContain(`Depth ${frame.level}`);
			expect(text).toContain(sudokuPuzzle.describePoint(moment.board, frame.point).en);
			expect(text).toContain(digit(frame.candidate as number));
			expect(text).toContain(frame.remaining === 0 ? 'nothing left' : `${frame.remaining} left`);
			expect(text).toContain(frame.placed ? 'waiting for the deeper call' : 'trying');
		});
		expect(items[0]).toHaveAttribute('aria-current', 'step');
		expect(items[1]).not.toHaveAttribute('aria-current');
	});

	it('lists a stack cut to its innermost calls as the whole stack, the calls left out counted', () => {
		const moment = lessonAt(placeAt + 40);
		const props = {
			event: moment.event,
			describePoint: sudokuPoint(moment.board),
			describeCandidate: digit,
			callStart: () => null,
			onseek: vi.fn(),
			lang: 'en' as const,
			maxFrames: 3
		};
		const whole = render(CallStack, { props: { ...props, frames: moment.frames } });
		const listed = whole.container.innerHTML;
		cleanup();
		// The worker sends the innermost calls of a deep stack and the count of the others.
		const cut = render(CallStack, {
			props: { ...props, frames: moment.frames.slice(-5), outerCalls: moment.frames.length - 5 }
		});
		expect(cut.container.innerHTML).toBe(listed);
		expect(screen.getByText(`… and ${moment.frames.length - 3} outer calls`)).toBeInTheDocument();
		expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
	});

	it('grows by one call on a place and shrinks by one on a backtrack', () => {
		const backtrack = events.findIndex((e, step) => step > placeAt && e?.kind === 'backtrack');
		const sizes: number[] = [];
		for (const count of [placeAt - 1, placeAt + 1, backtrack - 1, backtrack]) {
			show(count);
			sizes.push(screen.queryAllByRole('listitem').length);
			cleanup();
		}
		const place = events[placeAt] as SearchEvent;
		expect(sizes[1]).toBe(place.depth + 2);
		expect(sizes[1] - sizes[0]).toBe(1);
		expect(sizes[2] - sizes[3]).toBe(1);
	});

	it('goes to the first step of a call, where its frame is still on the stack, when its frame is clicked', async () => {
		const onseek = vi.fn();
		const moment = show(placeAt + 40, onseek);
		const level = 3;
		const items = screen.getAllByRole('listitem');
		await fireEvent.click(within(items[moment.frames.length - 1 - level]).getByRole('button'));
		await waitFor(() => expect(onseek).toHaveBeenCalledTimes(1));
		const target = onseek.mock.calls[0][0] as number;
		const entry = events[target - 1] as SearchEvent;
		expect(entry).toMatchObject({ kind: 'place', depth: level - 1 });
		expect(events.slice(target, moment.step + 1).every((e) => (e?.depth ?? 0) >= level)).toBe(true);
		expect(lessonAt(target).frames[level]).toMatchObject({
			point: moment.frames[level].point,
			candidateIndex: 0
		});
		await fireEvent.click(within(items[moment.frames.length - 1]).getByRole('button'));
		await waitFor(() => expect(onseek).toHaveBeenLastCalledWith(1));
	});

	it('names the solution call above the stack and says when the search has not started', () => {
		const solution = events.findIndex((e) => e?.kind === 'solution');
		show(solution);
		expect(screen.getByText(/every decision is made — a solution/)).toBeInTheDocument();
		cleanup();
		show(0);
		expect(screen.getByText(/has not started/)).toBeInTheDocument();
	});

	it('re-renders on each step only the frames the step changed, not the whole stack', async () => {
		const start = placeAt + 40;
		const first = lessonAt(start);
		// Each frame drawn names its cell once: the names asked for are the frames re-rendered.
		const describePoint = vi.fn(sudokuPoint(first.board));
		const props = (moment: ReturnType<typeof lessonAt>) => ({
			frames: moment.frames,
			event: moment.event,
			describePoint,
			describeCandidate: digit,
			callStart: () => null,
			onseek: vi.fn(),
			lang: 'en' as const
		});
		const live = liveProps(props(first));
		render(CallStack, { props: live.props });
		const counts: number[] = [];
		let deepest = 0;
		for (let count = start + 1; count <= start + 200; count++) {
			const moment = lessonAt(count);
			deepest = Math.max(deepest, moment.frames.length);
			describePoint.mockClear();
			live.set({ frames: moment.frames, event: moment.event });
			flushSync();
			counts.push(describePoint.mock.calls.length);
		}
		// A try changes the innermost call; a place also adds the call it leaves, in its short form.
		expect(deepest).toBeGreaterThanOrEqual(8);
		expect(Math.max(...counts)).toBeLessThanOrEqual(2);
	});

	it('keeps the innermost call’s line while calls are pushed and popped, and draws no call in its other form', () => {
		const start = placeAt + 40;
		const first = lessonAt(start);
		const describePoint = vi.fn(sudokuPoint(first.board));
		const live = liveProps({
			frames: first.frames,
			event: first.event,
			describePoint,
			describeCandidate: digit,
			callStart: () => null,
			onseek: vi.fn(),
			lang: 'en' as const
		});
		render(CallStack, { props: live.props });
		const line = screen.getAllByRole('listitem')[0];
		let pushes = 0;
		let pops = 0;
		for (let count = start + 1; count <= start + 200; count++) {
			const before = screen.getAllByRole('listitem').length;
			const moment = lessonAt(count);
			describePoint.mockClear();
			live.set({ frames: moment.frames, event: moment.event });
			flushSync();
			const items = screen.getAllByRole('listitem');
			if (items.length > before) pushes++;
			if (items.length < before) pops++;
			// The same element, now about the innermost call of this step.
			expect(items[0]).toBe(line);
			expect(line).toHaveAttribute('aria-current', 'step');
			expect(within(line).getByText(`Depth ${moment.frames.length - 1}`)).toBeInTheDocument();
			// The innermost call, and the call a push adds under it in its short form: no more.
			expect(describePoint.mock.calls.length).toBeLessThanOrEqual(2);
		}
		expect(pushes).toBeGreaterThanOrEqual(5);
		expect(pops).toBeGreaterThanOrEqual(5);
	});

	it('speaks Chinese when the app does', () => {
		show(placeAt, vi.fn(), 'zh');
		const stack = screen.getByRole('region', { name: '调用栈' });
		expect(within(stack).getAllByRole('listitem')[0].textContent).toContain('深度 6');
	});
});

describe('the code view', () => {
	const events = eventList('queens6All');
	const firstOf = (test: (e: SearchEvent) => boolean) =>
		events.findIndex((e) => e !== null && test(e));
	const moments: [string, number][] = [
		['the start', 0],
		['a conflicting try', firstOf((e) => e.kind === 'try' && e.verdict === 'conflict')],
		['a fitting try', firstOf((e) => e.kind === 'try' && e.verdict === 'ok' && e.depth > 1)],
		['a place', firstOf((e) => e.kind === 'place' && e.depth > 1)],
		['a backtrack', firstOf((e) => e.kind === 'backtrack' && e.depth > 1)],
		['a solution', firstOf((e) => e.kind === 'solution')],
		['done', events.length - 1]
	];

	it.each(moments)('marks the line that made %s, in every language', async (_, step) => {
		const event = events[step];
		const role: CodeRole = lineForEvent(event);
		render(CodeView, { props: { listing: queensCode, event, lang: 'en' } });
		const region = screen.getByRole('region', { name: 'Code' });
		for (const [tab, language] of [
			['Pseudo-code', 'pseudo'],
			['C', 'c'],
			['TypeScript', 'ts']
		] as const) {
			await fireEvent.click(within(region).getByRole('tab', { name: tab }));
			expect(within(region).getByRole('tab', { name: tab })).toHaveAttribute(
				'aria-selected',
				'true'
			);
			const marked = region.querySelectorAll('[aria-current="step"]');
			expect(marked).toHaveLength(1);
			expect(marked[0]).toHaveAttribute('data-role', role);
			const line = listingLines(queensCode, language, 'en').find((l) => l.role === role);
			expect(marked[0].querySelector('code')?.textContent).toBe(line?.text);
			const waiting = region.querySelector('.waiting');
			if ((event?.depth ?? 0) > 0) expect(waiting).toHaveAttribute('data-role', 'recurse');
			else expect(waiting).toBeNull();
		}
	});

	it('moves the current line by its attributes and words alone: no hidden words are put in or taken out', () => {
		const live = liveProps({ listing: queensCode, event: events[0], lang: 'en' as const });
		render(CodeView, { props: live.props });
		const region = screen.getByRole('region', { name: 'Code' });
		const hidden = () => [...region.querySelectorAll('.line .visually-hidden')];
		const kept = hidden();
		const lines = region.querySelectorAll('.line');
		expect(kept).toHaveLength(lines.length);
		let moved = 0;
		let current = region.querySelector('[aria-current="step"]');
		for (let step = 1; step <= 300; step++) {
			live.set({ event: events[step] });
			flushSync();
			// The same elements: none was put in or taken out.
			const now = hidden();
			expect(now).toHaveLength(kept.length);
			expect(now.every((span, i) => span === kept[i])).toBe(true);
			const marked = region.querySelector('[aria-current="step"]');
			if (marked !== current) moved++;
			current = marked;
			// The words are said on the current line, and only there.
			const said = kept.filter((span) => span.textContent !== '');
			expect(said).toHaveLength(1);
			expect(said[0]?.closest('.line')).toBe(marked);
			expect(said[0]).toHaveTextContent('the current step');
		}
		expect(moved).toBeGreaterThanOrEqual(100);
	});

	it('opens on the pseudo-code in the language of the app', () => {
		render(CodeView, { props: { listing: sudokuCode, event: null, lang: 'zh' } });
		const region = screen.getByRole('region', { name: '代码' });
		expect(within(region).getByRole('tab', { name: '伪代码' })).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect(region.querySelector('[aria-current="step"]')?.textContent).toContain('求解()');
	});

	it('moves between the language tabs with the arrow keys', async () => {
		const onlanguage = vi.fn();
		render(CodeView, { props: { listing: sudokuCode, event: null, lang: 'en', onlanguage } });
		await fireEvent.keyDown(screen.getByRole('tab', { name: 'Pseudo-code' }), {
			key: 'ArrowRight'
		});
		expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
		expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
		expect(onlanguage).toHaveBeenCalledWith('c');
	});
});

describe('the search tree', () => {
	const events = eventList('queens6All');
	const timeline = indexedTimeline('queens6All');
	const board = (step: number) => timeline.seek(step).board as QueensBoard;
	const solution = events.findIndex((e) => e?.kind === 'solution');

	function show(step: number, onseek = vi.fn()) {
		const tree = searchTree(timeline, step);
		render(SearchTree, {
			props: {
				tree,
				describePoint: (point: number) => queensPuzzle.describePoint(board(step), point).en,
				describeCandidate: (c: number) => queensCode.candidate(c).en,
				mark: queensCode.symbol,
				onseek,
				lang: 'en'
			}
		});
		return tree;
	}

	it('draws the placements on the current path, the conflicts as stubs and marks the solution', () => {
		const tree = show(solution);
		const region = screen.getByRole('region', { name: 'Search tree' });
		const nodes = within(region).getAllByRole('button', {
			name: /placed at step \d+, on the current path/
		});
		expect(nodes).toHaveLength(tree.calls.length - 1);
		expect(within(region).getAllByRole('button', { name: /conflicts/ }).length).toBeGreaterThan(0);
		const star = within(region).getByRole('button', {
			name: `Solution 1, step ${solution} (current step)`
		});
		expect(star).toHaveAttribute('aria-current', 'step');
		expect(region.querySelectorAll('.edge.path')).toHaveLength(tree.calls.length);
	});

	/** The tree at step 1, to be stepped on with `rerender`, and its drawing. */
	function showFromFirstStep() {
		const { rerender } = render(SearchTree, {
			props: {
				tree: searchTree(timeline, 1),
				describePoint: (point: number) => queensPuzzle.describePoint(board(1), point).en,
				mark: queensCode.symbol,
				onseek: vi.fn(),
				lang: 'en'
			}
		});
		return { rerender, drawing: screen.getByRole('group', { name: 'Search tree' }) };
	}

	it('follows the steps by moving its frame, never its viewBox nor its nodes’ transforms, so a step does not lay out and paint every node again', async () => {
		const { rerender, drawing } = showFromFirstStep();
		const viewBox = drawing.getAttribute('viewBox');
		const frames = new Set<string | null>();
		for (let step = 2; step < solution; step += 7) {
			await rerender({ tree: searchTree(timeline, step) });
			expect(drawing.getAttribute('viewBox')).toBe(viewBox);
			frames.add(drawing.querySelector('g.frame')?.getAttribute('transform') ?? null);
		}
		// The visible box did move to keep nodes whole (clearEdges, rootLift): the frame carried it.
		expect(frames.size).toBeGreaterThan(1);
		expect(frames.has(null)).toBe(false);
		// Nor does any node carry a transform: each is a paint property of its own, paid every step.
		expect(drawing.querySelectorAll('g.layer [transform]')).toHaveLength(0);
	});

	it('moves one halo to the current node on each step, and redraws a node that changes kind without making an element', async () => {
		const { rerender, drawing } = showFromFirstStep();
		const nodes = () => [...drawing.querySelectorAll<SVGGElement>('g.node')];
		let drawn = new Map(nodes().map((g) => [g.dataset.key, { g, parts: [...g.children] }]));
		const kindsChanged = new Set<string>();
		let centred = 0;
		for (let step = 2; step <= solution + 40; step++) {
			const before = new Map(nodes().map((g) => [g.dataset.key, g.getAttribute('class')]));
			await rerender({ tree: searchTree(timeline, step) });
			const halos = drawing.querySelectorAll('circle.halo');
			expect(halos).toHaveLength(1);
			// The halo is centred on the current node's outline: a circle's path starts at its left.
			const current = drawing.querySelector('g.node[aria-current="step"]');
			const outline = current?.querySelector('.shape, .hit')?.getAttribute('d') ?? '';
			const circle = /^M (\S+) (\S+) a (\S+) /.exec(outline);
			if (circle !== null) {
				const [, left, y, radius] = circle.map(Number);
				expect(Number(halos[0].getAttribute('cx'))).toBeCloseTo(left + radius);
				expect(Number(halos[0].getAttribute('cy'))).toBeCloseTo(y);
				centred++;
			}
			for (const g of nodes()) {
				const kept = drawn.get(g.dataset.key);
				if (kept === undefined) continue;
				// A node still drawn is the same element with the same parts, whatever changed.
				expect(g).toBe(kept.g);
				expect([...g.children]).toEqual(kept.parts);
				const was = before.get(g.dataset.key)?.split(' ')[1];
				const now = g.getAttribute('class')?.split(' ')[1];
				if (was !== now) kindsChanged.add(`${was}→${now}`);
			}
			drawn = new Map(nodes().map((g) => [g.dataset.key, { g, parts: [...g.children] }]));
		}
		expect(centred).toBeGreaterThan(solution / 2);
		// The walk saw placements become finished subtrees and tries become placements.
		expect(kindsChanged).toContain('open→finished');
		expect(kindsChanged).toContain('accepted→open');
	});

	/** The tree at the first solution, telling `onlevels` how many levels its view shows. */
	function showTelling(onlevels: (levels: number) => void) {
		render(SearchTree, {
			props: {
				tree: searchTree(timeline, solution),
				describePoint: (point: number) => queensPuzzle.describePoint(board(solution), point).en,
				onseek: vi.fn(),
				onlevels,
				lang: 'en'
			}
		});
	}

	it('follows its panel’s size with one ResizeObserver, whatever the reader zooms', async () => {
		// A stand-in for the browser's observer (jsdom has none), counting the observers made.
		let made = 0;
		vi.stubGlobal(
			'ResizeObserver',
			class {
				constructor() {
					made++;
				}
				observe() {}
				disconnect() {}
			}
		);
		try {
			const onlevels = vi.fn();
			showTelling(onlevels);
			expect(made).toBe(1);
			// Measured once, the levels are told at once.
			expect(onlevels).toHaveBeenCalledTimes(1);
			for (let press = 0; press < 3; press++)
				await fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
			expect(onlevels.mock.calls.length).toBeGreaterThan(1);
			expect(made).toBe(1);
		} finally {
			vi.unstubAllGlobals();
		}
	});

	it('tells how many levels its view shows when the reader zooms, for the tree asked for while playing fast', async () => {
		const onlevels = vi.fn();
		showTelling(onlevels);
		// Without layout (jsdom) the view is 420 units tall: at zoom 1 it shows ceil(420 / 76) + 3 levels.
		await fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
		expect(onlevels).toHaveBeenLastCalledWith(Math.ceil((420 * 1.25) / 76) + 3);
		await fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
		expect(onlevels).toHaveBeenLastCalledWith(Math.ceil(420 / 76) + 3);
		// A zoom that does not change the count says nothing new.
		const told = onlevels.mock.calls.length;
		await fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
		expect(onlevels.mock.calls.slice(told).map(([levels]) => levels)).toEqual([
			Math.ceil(420 / 1.25 / 76) + 3,
			Math.ceil(420 / 76) + 3
		]);
	});

	it('collapses finished subtrees into a count and goes to a node when it is clicked', async () => {
		const onseek = vi.fn();
		const tree = show(solution + 200, onseek);
		const finished = tree.calls
			.flatMap((call) => call.children)
			.find((child) => child.kind === 'finished');
		if (finished?.kind !== 'finished') throw new Error('no finished subtree');
		const node = screen.getByRole('button', {
			name: new RegExp(`placed at step ${finished.step}, then ${finished.summary.events} events`)
		});
		expect(node.textContent).toContain(String(finished.summary.events));
		await fireEvent.click(node);
		expect(onseek).toHaveBeenCalledWith(finished.step);
		const conflict = screen.getAllByRole('button', { name: /conflicts/ })[0];
		await fireEvent.click(conflict);
		const step = onseek.mock.calls[1][0] as number;
		expect(events[step]).toMatchObject({ kind: 'try', verdict: 'conflict' });
	});

	it('zooms with its buttons and comes back to the current step', async () => {
		show(solution);
		const layer = () =>
			screen
				.getByRole('group', { name: 'Search tree' })
				.querySelector('g.layer')
				?.getAttribute('transform');
		const before = layer();
		await fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
		expect(layer()).not.toBe(before);
		expect(layer()).toContain('scale(1.25)');
		await fireEvent.click(screen.getByRole('button', { name: 'Centre on the current step' }));
		expect(layer()).toBe(before);
	});

	// Mouse drag, wheel and pinch are d3-zoom's, tried in real Chromium (tests/e2e/projector.test.ts).
	it('zooms with + and - and pans with Shift and the arrows, keeping the app out of it', async () => {
		show(solution);
		const layer = () =>
			screen
				.getByRole('group', { name: 'Search tree' })
				.querySelector('g.layer')
				?.getAttribute('transform');
		const before = layer();
		const current = screen.getByRole('button', { name: /\(current step\)/ });
		// The keys load when the tree is first used (the focus in it): a key pressed meanwhile is
		// kept, and answered once they have.
		current.focus();
		await fireEvent.keyDown(current, { key: '+' });
		await waitFor(() => expect(layer()).toContain('scale(1.25)'));
		await fireEvent.keyDown(current, { key: '-' });
		expect(layer()).toBe(before);
		// Shift+Left is the app's "previous backtrack": the tree takes it, so the app leaves it alone.
		const pan = new KeyboardEvent('keydown', {
			key: 'ArrowLeft',
			shiftKey: true,
			bubbles: true,
			cancelable: true
		});
		current.dispatchEvent(pan);
		expect(pan.defaultPrevented).toBe(true);
		await tick();
		expect(layer()).not.toBe(before);
		expect(current).toHaveAttribute('aria-current', 'step');
	});

	it('draws only the nodes in view, and an arrow to a node out of view brings it in and focuses it', async () => {
		// The lesson sudoku 400 steps in: a tree of about 130 nodes, most of it outside the view.
		const lesson = indexedTimeline('nyoj');
		const tree = searchTree(lesson, 400);
		const sudoku = lesson.seek(400).board as SudokuBoard;
		render(SearchTree, {
			props: {
				tree,
				describePoint: (point: number) => sudokuPuzzle.describePoint(sudoku, point).en,
				onseek: vi.fn(),
				lang: 'en'
			}
		});
		const drawing = screen.getByRole('group', { name: 'Search tree' });
		const drawn = () => drawing.querySelectorAll('[data-key]').length;
		const children = tree.calls.reduce((sum, call) => sum + call.children.length, 0);
		expect(drawn()).toBeLessThan(children / 2);
		// Zoomed in, fewer nodes are in view: about three columns.
		let focused = screen.getByRole('button', { name: /\(current step\)/ });
		focused.focus();
		const before = drawn();
		for (let press = 0; press < 6; press++) await fireEvent.keyDown(focused, { key: '+' });
		await waitFor(() => expect(drawn()).toBeLessThan(before));
		// Up to the current node's parent, then left along its row node by node, past the edge of
		// the view: each press focuses the next node, drawn by then, and makes it the tab stop.
		const visited = new Set([focused.getAttribute('data-key')]);
		for (const key of ['ArrowUp', ...Array<string>(6).fill('ArrowLeft')]) {
			const from = focused;
			await fireEvent.keyDown(from, { key });
			await waitFor(() => expect(document.activeElement === from).toBe(false));
			focused = document.activeElement as HTMLElement;
			expect(visited.has(focused.getAttribute('data-key'))).toBe(false);
			expect(focused).toHaveAttribute('tabindex', '0');
			visited.add(focused.getAttribute('data-key'));
		}
		expect(focused.getAttribute('aria-label')).toMatch(/^row 4, column 8: 1 conflicts/);
		// The view panned away (Shift and the arrows) until the focused node is far out of it: still
		// drawn, as the tab stop, while its neighbour is not; an arrow brings the neighbour in.
		for (let press = 0; press < 12; press++)
			await fireEvent.keyDown(focused, { key: 'ArrowDown', shiftKey: true });
		await waitFor(() => expect(drawn()).toBeLessThanOrEqual(1));
		expect(focused.isConnected).toBe(true);
		const from = focused;
		await fireEvent.keyDown(from, { key: 'ArrowRight' });
		await waitFor(() => expect(document.activeElement === from).toBe(false));
		expect(document.activeElement?.getAttribute('aria-label')).toMatch(
			/^row 4, column 8: 2 conflicts/
		);
	});

	it('moves between nodes with the arrow keys and opens one with Enter', async () => {
		const onseek = vi.fn();
		show(solution, onseek);
		const current = screen.getByRole('button', { name: /\(current step\)/ });
		expect(current).toHaveAttribute('tabindex', '0');
		current.focus();
		await fireEvent.keyDown(current, { key: 'ArrowUp' });
		await waitFor(() => expect(document.activeElement).not.toBe(current));
		const parent = document.activeElement as Element;
		expect(parent.getAttribute('aria-label')).toMatch(/on the current path/);
		await fireEvent.keyDown(parent, { key: 'Enter' });
		expect(onseek).toHaveBeenCalledWith(solution - 1);
	});
});

describe('the depth overview', () => {
	const timeline = indexedTimeline('nyoj', 256);
	const length = timeline.length;
	const series = timeline.depthSeries(200);

	function show(step: number, onseek = vi.fn()) {
		render(DepthOverview, { props: { series, length, step, onseek, lang: 'en' } });
		const plot = screen.getByRole('slider', { name: 'Depth overview: go to a step' });
		plot.getBoundingClientRect = () =>
			({
				left: 100,
				top: 0,
				width: 800,
				height: 100,
				right: 900,
				bottom: 100,
				x: 100,
				y: 0
			}) as DOMRect;
		return plot;
	}

	it('draws the depth band, the backtracks and the cursor at the current step', () => {
		const plot = show(length / 2);
		expect(screen.getByRole('region', { name: 'Depth over the search' })).toBeInTheDocument();
		expect(plot.querySelector('.band')?.getAttribute('points')).toMatch(/\d/);
		// The backtrack strip: a path a shade, darkest where a bucket holds the most backtracks.
		const shades = [...plot.querySelectorAll('.backtracks')];
		expect(shades.length).toBeGreaterThan(2);
		expect(shades.length).toBeLessThanOrEqual(BACKTRACK_SHADES);
		expect(shades.at(-1)).toHaveAttribute('fill-opacity', '1');
		expect(shades[0].closest('g')).toHaveAttribute('transform', `scale(${series.bucketSize} 1)`);
		expect(plot.querySelectorAll('.solution')).toHaveLength(1);
		expect(plot.querySelector('.cursor')).toHaveAttribute('x1', '500');
		expect(plot).toHaveAttribute('aria-valuenow', String(length / 2));
		expect(screen.getByText(/at the bottom/).textContent).toContain(
			String(Math.max(...series.maxDepth))
		);
	});

	it('moves the cursor only when a step takes it a 5,000th of the width further, to within that', async () => {
		const { rerender } = render(DepthOverview, {
			props: { series, length, step: 1000, onseek: vi.fn(), lang: 'en' }
		});
		const cursor = () => Number(document.querySelector('.cursor')?.getAttribute('x1'));
		const places = new Set<number>();
		for (let step = 1000; step < 1050; step++) {
			await rerender({ step });
			const exact = (step / length) * 1000;
			expect(Math.abs(cursor() - exact)).toBeLessThanOrEqual(0.1 + 1e-9);
			places.add(cursor());
		}
		// Fifty steps of 109,791 cross under three places of 5,000: the plot is drawn again for
		// those moves, not for every step.
		expect(length).toBeGreaterThan(100_000);
		expect(places.size).toBeLessThanOrEqual(Math.ceil((50 * 5000) / length) + 1);
		await rerender({ step: 0 });
		expect(cursor()).toBe(0);
		await rerender({ step: length });
		expect(cursor()).toBe(1000);
	});

	it('goes to the step under a click and follows a drag', async () => {
		const onseek = vi.fn();
		const plot = show(0, onseek);
		await fireEvent.pointerDown(plot, { clientX: 300, button: 0, pointerId: 1 });
		expect(onseek).toHaveBeenLastCalledWith(Math.round(0.25 * length));
		await fireEvent.pointerMove(plot, { clientX: 700, pointerId: 1 });
		expect(onseek).toHaveBeenLastCalledWith(Math.round(0.75 * length));
		await fireEvent.pointerUp(plot, { clientX: 700, pointerId: 1 });
		await fireEvent.pointerMove(plot, { clientX: 800, pointerId: 1 });
		expect(onseek).toHaveBeenCalledTimes(2);
	});

	it('steps with the keyboard like a slider', async () => {
		const onseek = vi.fn();
		const plot = show(1000, onseek);
		await fireEvent.keyDown(plot, { key: 'End' });
		expect(onseek).toHaveBeenLastCalledWith(length);
		await fireEvent.keyDown(plot, { key: 'ArrowRight' });
		expect(onseek).toHaveBeenLastCalledWith(1000 + series.bucketSize);
	});
});
