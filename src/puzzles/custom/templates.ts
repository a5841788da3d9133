import type { Text } from '../types';

/** A worked example a student starts from: its name and its code. */
export interface Template {
	readonly id: string;
	readonly name: Text;
	readonly code: string;
}

/** Subsets of some numbers that add up to a target: take or skip each number in turn. */
const SUBSETS = `// Subsets with a target sum: which of these numbers add up to the target?
const numbers = [5, 10, 12, 13, 15, 18];
const target = 30;

defineProblem({
  // One decision per number: take it or skip it.
  points: numbers.length,
  // The state: the numbers decided so far (true = taken) and their sum.
  start: { taken: [], sum: 0 },

  candidates(state, i) {
    return [1, 0]; // 1 = take numbers[i], 0 = skip it
  },

  accepts(state, i, take) {
    const sum = state.sum + (take ? numbers[i] : 0);
    if (sum > target) return 'the sum passes the target';
    let rest = 0;
    for (let j = i + 1; j < numbers.length; j++) rest += numbers[j];
    if (sum + rest < target) return 'the numbers left cannot reach the target';
    return true;
  },

  place(state, i, take) {
    state.taken.push(take === 1);
    if (take) state.sum += numbers[i];
  },

  remove(state, i, take) {
    state.taken.pop();
    if (take) state.sum -= numbers[i];
  },

  // The words the narration, call stack and tree use for a number's place and a choice.
  describePoint(state, i) {
    return 'item ' + (i + 1);
  },

  describeCandidate(state, i, take) {
    return numbers[i] + (take ? ' in' : ' out');
  },

  // One box per number: green when taken, grey when skipped.
  view(state) {
    return {
      sequence: numbers.map((n, i) => ({
        text: n,
        color: i >= state.taken.length ? null : state.taken[i] ? 'lightgreen' : 'lightgrey'
      }))
    };
  }
});
`;

/** Every ordering of 1..n: at each position, a number not used yet. */
const PERMUTATIONS = `// Permutations: every order of the numbers 1 to n.
const n = 4;

defineProblem({
  // One decision per position: which number goes there.
  points: n,
  // The state: the numbers placed so far, in order.
  start: { order: [] },

  candidates(state, position) {
    const all = [];
    for (let v = 1; v <= n; v++) all.push(v);
    return all;
  },

  accepts(state, position, v) {
    const at = state.order.indexOf(v);
    if (at >= 0) return { reason: 'already used', point: at };
    return true;
  },

  place(state, position, v) {
    state.order.push(v);
  },

  remove(state, position, v) {
    state.order.pop();
  },

  // The words the narration, call stack and tree use for a position and a number.
  describePoint(state, position) {
    return 'position ' + (position + 1);
  },

  describeCandidate(state, position, v) {
    return 'number ' + v;
  },

  view(state) {
    const boxes = [];
    for (let p = 0; p < n; p++) boxes.push(p < state.order.length ? state.order[p] : '');
    return { sequence: boxes };
  }
});
`;

/** Eight queens, row by row, exactly as the lesson's loops try them. */
const QUEENS = `// N-Queens: put n queens on an n x n board so that no two attack each other.
const n = 8;

defineProblem({
  // One decision per row: the column of its queen.
  points: n,
  // The state: the column of the queen in each row filled so far.
  start: { columns: [] },

  // The next row to fill is the first without a queen; null when every row has one.
  next(state) {
    return state.columns.length < n ? state.columns.length : null;
  },

  candidates(state, row) {
    const columns = [];
    for (let c = 0; c < n; c++) columns.push(c);
    return columns;
  },

  // Check the rows above, nearest first: a queen there on the same column or diagonal attacks.
  accepts(state, row, column) {
    for (let other = row - 1; other >= 0; other--) {
      const c = state.columns[other];
      if (c === column) return { reason: 'same column', point: other };
      if (Math.abs(c - column) === row - other) return { reason: 'same diagonal', point: other };
    }
    return true;
  },

  place(state, row, column) {
    state.columns.push(column);
  },

  remove(state, row, column) {
    state.columns.pop();
  },

  // The words the narration, call stack and tree use for a row and a column, counted from 1.
  describePoint(state, row) {
    return 'row ' + (row + 1);
  },

  describeCandidate(state, row, column) {
    return 'column ' + (column + 1);
  },

  view(state) {
    const grid = [];
    for (let r = 0; r < n; r++) {
      const cells = [];
      for (let c = 0; c < n; c++)
        cells.push({
          text: state.columns[r] === c ? '♛' : '',
          color: (r + c) % 2 ? '#b58863' : '#f0d9b5',
          point: r
        });
      grid.push(cells);
    }
    return { grid };
  }
});
`;

/** Colouring a map's regions so that neighbours differ (mainland Australia, three colours). */
const COLORING = `// Graph colouring: give each region a colour, different from its neighbours'.
const regions = ['WA', 'NT', 'SA', 'Q', 'NSW', 'V', 'T'];
const borders = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]];
const colours = ['red', 'green', 'blue'];

defineProblem({
  // One decision per region: its colour (0, 1 or 2).
  points: regions.length,
  // The state: the colour of each region, -1 while it has none.
  start: { colour: regions.map(() => -1) },

  candidates(state, region) {
    return [0, 1, 2];
  },

  accepts(state, region, c) {
    for (const [a, b] of borders) {
      const other = a === region ? b : b === region ? a : -1;
      if (other >= 0 && state.colour[other] === c)
        return { reason: 'a neighbour has this colour', point: other };
    }
    return true;
  },

  place(state, region, c) {
    state.colour[region] = c;
  },

  remove(state, region, c) {
    state.colour[region] = -1;
  },

  // The words the narration, call stack and tree use for a region and a colour.
  describePoint(state, region) {
    return regions[region];
  },

  describeCandidate(state, region, c) {
    return colours[c];
  },

  view(state) {
    return {
      graph: {
        nodes: regions.map((name, i) => ({
          text: name,
          color: state.colour[i] < 0 ? null : colours[state.colour[i]]
        })),
        edges: borders
      }
    };
  }
});
`;

/** The worked examples of the Template list, in order. */
export const TEMPLATES: readonly Template[] = [
	{
		id: 'queens',
		name: { en: 'N-Queens (8 queens)', zh: 'N 皇后（八皇后）' },
		code: QUEENS
	},
	{
		id: 'subsets',
		name: { en: 'Subsets with a target sum', zh: '和为目标值的子集' },
		code: SUBSETS
	},
	{
		id: 'permutations',
		name: { en: 'Permutations of 1 to 4', zh: '1 到 4 的全排列' },
		code: PERMUTATIONS
	},
	{
		id: 'coloring',
		name: { en: 'Graph colouring (map of Australia)', zh: '图着色（澳大利亚地图）' },
		code: COLORING
	}
];
