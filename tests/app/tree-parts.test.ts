import { describe, expect, it } from 'vitest';
import { TREE_COLUMN, type TreeNode } from '../../src/app/panels/tree-layout';
import { ZOOM_STEP } from '../../src/app/panels/tree-fit';
import { neighbour, revealShift, viewMove, type TreeKey } from '../../src/app/panels/tree-keys';
import {
	NODE_RADIUS,
	nodeCount,
	nodeLabel,
	nodeMark,
	nodeReach,
	nodeShapes,
	star,
	type TreeNames
} from '../../src/app/panels/tree-labels';
import { wakeOnFirstUse } from '../../src/app/panels/tree-wake';

/** A node of a drawn tree, with what a test does not care about filled in. */
function node(key: string, fields: Partial<TreeNode>): TreeNode {
	return {
		key,
		kind: 'finished',
		x: 0,
		y: 0,
		row: 1,
		parent: 'root',
		step: 1,
		point: 0,
		candidate: 1,
		current: false,
		onPath: false,
		...fields
	};
}

// root ─┬─ a (x -50) ─┬─ a1 (x -70)
//       │             └─ a2 (x -25)
//       └─ b (x 50) ──── b1 (x 45)
const root = node('root', { kind: 'root', row: 0, parent: '', candidate: null, point: -1 });
const a = node('a', { x: -50 });
const b = node('b', { x: 50 });
const a1 = node('a1', { row: 2, parent: 'a', x: -70 });
const a2 = node('a2', { row: 2, parent: 'a', x: -25 });
const b1 = node('b1', { row: 2, parent: 'b', x: 45 });
const nodes = [root, b, a, a2, a1, b1];

const key = (name: string, more: Partial<TreeKey> = {}): TreeKey => ({
	key: name,
	shiftKey: false,
	ctrlKey: false,
	metaKey: false,
	altKey: false,
	...more
});

describe('moving between the nodes of the tree with the arrow keys', () => {
	it('goes up to the parent, and nowhere from the root', () => {
		expect(neighbour(nodes, a2, 'ArrowUp')).toBe(a);
		expect(neighbour(nodes, a, 'ArrowUp')).toBe(root);
		expect(neighbour(nodes, root, 'ArrowUp')).toBeNull();
	});

	it('goes down to the child nearest below, and nowhere from a leaf', () => {
		expect(neighbour(nodes, a, 'ArrowDown')).toBe(a1);
		expect(neighbour(nodes, b, 'ArrowDown')).toBe(b1);
		expect(neighbour(nodes, b1, 'ArrowDown')).toBeNull();
	});

	it('goes left and right along the row in drawing order, across parents, and stops at the ends', () => {
		expect(neighbour(nodes, a1, 'ArrowRight')).toBe(a2);
		expect(neighbour(nodes, a2, 'ArrowRight')).toBe(b1);
		expect(neighbour(nodes, b1, 'ArrowRight')).toBeNull();
		expect(neighbour(nodes, b, 'ArrowLeft')).toBe(a);
		expect(neighbour(nodes, a, 'ArrowLeft')).toBeNull();
	});

	it('ignores other keys', () => {
		expect(neighbour(nodes, a, 'Home')).toBeNull();
	});
});

describe('the keys that move the view', () => {
	it('zoom in with + or = and out with - or _', () => {
		expect(viewMove(key('+'))).toEqual({ zoom: ZOOM_STEP });
		expect(viewMove(key('='))).toEqual({ zoom: ZOOM_STEP });
		expect(viewMove(key('-'))).toEqual({ zoom: 1 / ZOOM_STEP });
		expect(viewMove(key('_'))).toEqual({ zoom: 1 / ZOOM_STEP });
	});

	it('pan with Shift and an arrow, the drawing moving against the arrow; a plain arrow moves between nodes instead', () => {
		expect(viewMove(key('ArrowLeft', { shiftKey: true }))).toEqual({ pan: [0.15, 0] });
		expect(viewMove(key('ArrowDown', { shiftKey: true }))).toEqual({ pan: [0, -0.15] });
		expect(viewMove(key('ArrowLeft'))).toBeNull();
	});

	it('leave the browser its Ctrl, Cmd and Alt shortcuts', () => {
		expect(viewMove(key('+', { ctrlKey: true }))).toBeNull();
		expect(viewMove(key('-', { metaKey: true }))).toBeNull();
		expect(viewMove(key('ArrowUp', { shiftKey: true, altKey: true }))).toBeNull();
	});
});

describe('bringing a node the keyboard moved to into the view', () => {
	const box = { left: -100, top: -100, width: 200, height: 200, focus: { x: 0, y: 0 } };
	const home = { k: 1, x: 0, y: 0 };

	it('does not pan for a node well inside the view', () => {
		expect(revealShift({ x: 10, y: -20 }, home, box, 26)).toEqual([0, 0]);
	});

	it('pans just enough to leave the margin between the node and the edge it was past', () => {
		expect(revealShift({ x: 150, y: 0 }, home, box, 26)).toEqual([-76, 0]);
		expect(revealShift({ x: 0, y: -90 }, home, box, 26)).toEqual([0, 16]);
	});

	it('measures on screen: at zoom 2 a node half as far out is as far past the edge', () => {
		expect(revealShift({ x: 75, y: 0 }, { k: 2, x: 0, y: 0 }, box, 26)).toEqual([-76, 0]);
	});
});

describe('what a node of the tree says to a screen reader', () => {
	const names: TreeNames = {
		lang: 'en',
		describePoint: (point) => `row ${point + 1}`,
		describeCandidate: (candidate) => `column ${candidate}`,
		describeReason: (reason) => (reason === 'column' ? 'same column' : reason)
	};

	it('names the point, the candidate, the broken rule and the step of a conflict', () => {
		const conflict = node('c', {
			kind: 'conflict',
			point: 2,
			candidate: 4,
			reason: 'column',
			step: 9
		});
		expect(nodeLabel(conflict, names)).toBe('row 3: column 4 conflicts (same column), step 9');
	});

	it('says what happened below a finished call and when it was taken back', () => {
		const finished = node('f', {
			point: 0,
			candidate: 1,
			step: 2,
			summary: { events: 40, tries: 30, solutions: 1, from: 3, to: 42 },
			undoStep: 42
		});
		expect(nodeLabel(finished, names)).toBe(
			'row 1: column 1 placed at step 2, then 40 events and 1 solutions below, taken back at step 42'
		);
	});

	it('marks the current step, in the language of the page', () => {
		const open = node('o', { kind: 'open', current: true, point: 1, candidate: 3, step: 5 });
		expect(nodeLabel(open, names)).toBe(
			'row 2: column 3 placed at step 5, on the current path (current step)'
		);
		expect(nodeLabel(root, { ...names, lang: 'zh' })).toBe('开始');
	});

	it('gives the same label for the same node and names, so a label can be kept per node', () => {
		expect(nodeLabel(a, names)).toBe(nodeLabel({ ...a }, names));
	});
});

describe('the text drawn over a node of the tree', () => {
	const mark = (candidate: number) => ['↑', '→', '↓', '←'][candidate] ?? String(candidate);
	const summary = { events: 12_345, tries: 30, solutions: 0, from: 3, to: 12_347 };
	/** The text, and where and how it is drawn, at a zoom that shows symbols and small texts or neither. */
	const drawn = (fields: Partial<TreeNode>, legible = true) => {
		const shown = node('n', fields);
		const { text, className, dx, dy, anchor } = nodeMark(shown, mark, legible, legible);
		return { text, className, dx, dy, anchor, count: nodeCount(shown, legible) };
	};

	it('is the candidate’s symbol on a placed, tried or finished node, and a finished node’s events under it', () => {
		const centred = { className: 'symbol', dx: 0, dy: 5, anchor: undefined };
		expect(drawn({ kind: 'open', candidate: 1 })).toEqual({ text: '→', ...centred, count: '' });
		expect(drawn({ kind: 'accepted', candidate: 2 })).toEqual({ text: '↓', ...centred, count: '' });
		expect(drawn({ kind: 'finished', candidate: 3, summary })).toEqual({
			text: '←',
			...centred,
			count: '12k'
		});
	});

	it('is a conflict’s symbol right of its cross, a root’s outer calls and an elided run’s count', () => {
		expect(drawn({ kind: 'conflict', candidate: 0 })).toEqual({
			text: '↑',
			className: 'stub-label',
			dx: 8,
			dy: 4.5,
			anchor: 'start',
			count: ''
		});
		expect(drawn({ kind: 'root', candidate: null, count: 0 }).text).toBe('▶');
		expect(drawn({ kind: 'root', candidate: null, count: 30 }).text).toBe('…30');
		expect(drawn({ kind: 'elided', candidate: null, count: 2_500 })).toMatchObject({
			text: '+2.5k',
			className: 'symbol small',
			dy: 4.5
		});
	});

	it('is empty on a solution, and on every node when the zoom makes it too small to read', () => {
		expect(drawn({ kind: 'solution', candidate: null }).text).toBe('');
		for (const kind of ['open', 'conflict', 'root', 'elided', 'finished'] as const) {
			const shown = drawn({ kind, candidate: 1, count: 3, summary }, false);
			expect([shown.text, shown.count]).toEqual(['', '']);
			// Only the text changes with the zoom: the element keeps its class and place.
			const { text: _text, count: _count, ...place } = shown;
			const {
				text: _t,
				count: _c,
				...legiblePlace
			} = drawn({ kind, candidate: 1, count: 3, summary });
			expect(place).toEqual(legiblePlace);
		}
	});
});

describe('the shapes drawn for a node of the tree', () => {
	const summary = { events: 40, tries: 10, solutions: 0, from: 3, to: 42 };
	const kinds = ['root', 'conflict', 'accepted', 'open', 'finished', 'solution', 'elided'] as const;

	/**
	 * The points an SVG path passes through, as far as these shapes go: M and L with their pairs,
	 * h, v and circular arcs (a), relative; arcs sampled from their centre.
	 */
	function pathPoints(d: string): [number, number][] {
		const tokens = d.match(/[MLhvaZ]|-?[\d.]+(?:e-?\d+)?/g) ?? [];
		const points: [number, number][] = [];
		let [x, y] = [0, 0];
		let command = '';
		for (let i = 0; i < tokens.length;) {
			if (/[A-Za-z]/.test(tokens[i])) command = tokens[i++];
			const number = () => Number(tokens[i++]);
			if (command === 'Z') continue;
			if (command === 'M' || command === 'L') [x, y] = [number(), number()];
			else if (command === 'h') x += number();
			else if (command === 'v') y += number();
			else if (command === 'a') {
				const [r, , , large, sweep, dx, dy] = Array.from({ length: 7 }, number);
				// The centre of a circular arc from its ends (SVG 1.1, F.6.5, with no rotation).
				const [hx, hy] = [-dx / 2, -dy / 2];
				const half = Math.hypot(hx, hy);
				const reach = Math.sqrt(Math.max(0, r * r - half * half)) / half;
				const sign = large === sweep ? -1 : 1;
				const [cx, cy] = [x + dx / 2 + sign * reach * hy, y + dy / 2 - sign * reach * hx];
				const from = Math.atan2(y - cy, x - cx);
				let turn = Math.atan2(y + dy - cy, x + dx - cx) - from;
				if (sweep === 0 && turn > 0) turn -= 2 * Math.PI;
				if (sweep === 1 && turn < 0) turn += 2 * Math.PI;
				for (let t = 0; t <= 64; t++)
					points.push([
						cx + r * Math.cos(from + (turn * t) / 64),
						cy + r * Math.sin(from + (turn * t) / 64)
					]);
				[x, y] = [x + dx, y + dy];
				continue;
			}
			points.push([x, y]);
			if (command === 'M') command = 'L';
		}
		return points;
	}

	/** How far a node's shapes reach from its centre, drawn at (100, 200). */
	function reach(fields: Partial<TreeNode>) {
		const shapes = nodeShapes(node('n', { x: 100, y: 200, ...fields }));
		const points = [shapes.outline, shapes.cross, shapes.countBox, shapes.smallStar].flatMap(
			pathPoints
		);
		return {
			above: Math.max(...points.map(([, y]) => 200 - y)),
			below: Math.max(...points.map(([, y]) => y - 200)),
			side: Math.max(...points.map(([x]) => Math.abs(x - 100)))
		};
	}

	it('draws the outline every kind has, and the cross, count box and small star only where they belong', () => {
		const drawn = (fields: Partial<TreeNode>) => {
			const { outlineClass, cross, countBox, smallStar } = nodeShapes(node('n', fields));
			return [outlineClass, cross !== '', countBox !== '', smallStar !== ''];
		};
		expect(drawn({ kind: 'root' })).toEqual(['shape', false, false, false]);
		expect(drawn({ kind: 'open' })).toEqual(['shape', false, false, false]);
		expect(drawn({ kind: 'accepted' })).toEqual(['shape', false, false, false]);
		expect(drawn({ kind: 'conflict' })).toEqual(['hit', true, false, false]);
		expect(drawn({ kind: 'solution' })).toEqual(['star', false, false, false]);
		expect(drawn({ kind: 'elided' })).toEqual(['badge-shape', false, false, false]);
		expect(drawn({ kind: 'finished', summary })).toEqual(['shape', false, true, false]);
		expect(drawn({ kind: 'finished', summary: { ...summary, solutions: 2 } })).toEqual([
			'shape',
			false,
			true,
			true
		]);
	});

	it('reaches exactly as far as the view keeps clear for the node, on every side', () => {
		for (const kind of kinds)
			for (const solutions of [0, 1]) {
				const fields = { kind, summary: { ...summary, solutions } };
				const drawn = reach(fields);
				const kept = nodeReach({ ...fields, current: false });
				// A solution's star is kept clear as the circle round it: its lower points reach less.
				const exact =
					kind === 'solution' ? (['above'] as const) : (['above', 'below', 'side'] as const);
				for (const side of ['above', 'below', 'side'] as const)
					expect(drawn[side], `${kind} ${side}`).toBeLessThanOrEqual(kept[side] + 1e-6);
				for (const side of exact) expect(drawn[side], `${kind} ${side}`).toBeCloseTo(kept[side], 6);
			}
	});

	it('draws the outline of a placed node as the circle of its radius, and a finished node’s count box under it, a column wide less the gaps', () => {
		expect(reach({ kind: 'open' })).toEqual({
			above: expect.closeTo(NODE_RADIUS, 6),
			below: expect.closeTo(NODE_RADIUS, 6),
			side: expect.closeTo(NODE_RADIUS, 6)
		});
		const box = pathPoints(nodeShapes(node('n', { kind: 'finished', summary })).countBox);
		expect(Math.min(...box.map(([x]) => x))).toBeCloseTo(-TREE_COLUMN / 2 + 3);
		expect(Math.max(...box.map(([x]) => x))).toBeCloseTo(TREE_COLUMN / 2 - 3);
		expect(Math.min(...box.map(([, y]) => y))).toBeCloseTo(NODE_RADIUS + 3);
		expect(Math.max(...box.map(([, y]) => y))).toBeCloseTo(NODE_RADIUS + 20);
	});
});

describe('the star drawn for a solution', () => {
	it('has five points at the radius and five inner corners, the first straight up', () => {
		const corners = star(10)
			.split(' ')
			.map((pair) => pair.split(',').map(Number));
		expect(corners).toHaveLength(10);
		expect(corners[0]).toEqual([0, -10]);
		const radii = corners.map(([x, y]) => Math.round(Math.hypot(x, y) * 10) / 10);
		expect(radii.filter((r) => r === 10)).toHaveLength(5);
		expect(radii.filter((r) => r === 4.5)).toHaveLength(5);
	});

	it('is centred where it is asked to be, so a node needs no transform of its own', () => {
		const at = (points: string) => points.split(' ').map((pair) => pair.split(',').map(Number));
		const moved = at(star(10, 30, -7));
		at(star(10)).forEach(([x, y], i) => {
			expect(moved[i][0]).toBeCloseTo(x + 30, 2);
			expect(moved[i][1]).toBeCloseTo(y - 7, 2);
		});
	});
});

describe('waking the pan and zoom when the tree is first used', () => {
	/** A drawing and a page to listen on, and what woke. */
	function setUp() {
		const drawing = new EventTarget();
		const page = new EventTarget();
		const wakes: (() => void)[] = [];
		const stop = wakeOnFirstUse(drawing, page, (replay) => wakes.push(replay));
		return { drawing, page, wakes, stop };
	}

	it('wakes once, when a pointer first comes over the drawing', () => {
		const { drawing, wakes } = setUp();
		expect(wakes).toHaveLength(0);
		drawing.dispatchEvent(new Event('pointerenter'));
		drawing.dispatchEvent(new Event('pointerenter'));
		drawing.dispatchEvent(new Event('focusin'));
		expect(wakes).toHaveLength(1);
	});

	it('wakes on a first touch anywhere on the page, before the first pinch', () => {
		const { page, wakes } = setUp();
		page.dispatchEvent(new Event('touchstart'));
		expect(wakes).toHaveLength(1);
	});

	it('gives a press made before the zoom was ready to the drawing again, once', () => {
		const { drawing, wakes } = setUp();
		drawing.dispatchEvent(new Event('pointerdown'));
		const press = new Event('mousedown');
		drawing.dispatchEvent(press);
		const seen: Event[] = [];
		drawing.addEventListener('mousedown', (event) => seen.push(event));
		wakes[0]();
		expect(seen.map((event) => [event.type, event === press])).toEqual([['mousedown', false]]);
		wakes[0]();
		expect(seen).toHaveLength(1);
	});

	it('gives a drag made before the zoom was ready again: its press, last move and release', () => {
		const { drawing, page, wakes } = setUp();
		drawing.dispatchEvent(new Event('mousedown'));
		page.dispatchEvent(new Event('mousemove'));
		const last = new Event('mousemove');
		page.dispatchEvent(last);
		page.dispatchEvent(new Event('mouseup'));
		// A move after the release is not part of the drag.
		page.dispatchEvent(new Event('mousemove'));
		const seen: string[] = [];
		drawing.addEventListener('mousedown', (event) => seen.push(`drawing ${event.type}`));
		page.addEventListener('mousemove', (event) => seen.push(`page ${event.type}`));
		page.addEventListener('mouseup', (event) => seen.push(`page ${event.type}`));
		drawing.dispatchEvent(new Event('pointerenter'));
		wakes[0]();
		expect(seen).toEqual(['drawing mousedown', 'page mousemove', 'page mouseup']);
	});

	it('gives a click made before the zoom was ready again as a press and its release, and a wheel alone', () => {
		const pressed = setUp();
		pressed.drawing.dispatchEvent(new Event('mousedown'));
		pressed.page.dispatchEvent(new Event('mouseup'));
		const seenPress: string[] = [];
		pressed.drawing.addEventListener('mousedown', (event) => seenPress.push(event.type));
		pressed.page.addEventListener('mousemove', (event) => seenPress.push(event.type));
		pressed.page.addEventListener('mouseup', (event) => seenPress.push(event.type));
		pressed.drawing.dispatchEvent(new Event('pointerenter'));
		pressed.wakes[0]();
		expect(seenPress).toEqual(['mousedown', 'mouseup']);

		const wheeled = setUp();
		const wheel = new Event('wheel', { cancelable: true });
		wheeled.drawing.dispatchEvent(wheel);
		// The page must not scroll under a tree that is about to zoom.
		expect(wheel.defaultPrevented).toBe(true);
		wheeled.page.dispatchEvent(new Event('mouseup'));
		const seenWheel: string[] = [];
		wheeled.drawing.addEventListener('wheel', (event) => seenWheel.push(event.type));
		wheeled.page.addEventListener('mouseup', (event) => seenWheel.push(event.type));
		wheeled.wakes[0]();
		expect(seenWheel).toEqual(['wheel']);
	});

	it('stops listening when the tree goes away', () => {
		const { drawing, page, wakes, stop } = setUp();
		stop();
		drawing.dispatchEvent(new Event('pointerenter'));
		page.dispatchEvent(new Event('touchstart'));
		const wheel = new Event('wheel', { cancelable: true });
		drawing.dispatchEvent(wheel);
		expect(wakes).toHaveLength(0);
		expect(wheel.defaultPrevented).toBe(false);
	});
});
