import type { Sample } from '../types';

// The inputs are embedded: the app bundles them and never reads a file at run time. Sources: the
// NYOJ 722 judge sample and the lessons' grids (see tests/fixtures/README.md), Sudopedia's test
// cases (GNU FDL) and freeCodeCamp's sudoku-solver strings (MIT); the 4x4 and 16x16 grids were
// made for Backstep (a shuffled pattern grid with cells blanked while the solution stays unique).

/** The sample puzzles of the sudoku list; the first is the one the app opens on. */
export const sudokuSamples: readonly Sample[] = [
	{
		id: 'nyoj722',
		name: { en: 'NYOJ 722 (the lesson’s judge puzzle)', zh: 'NYOJ 722（课上的评测题）' },
		input: [
			'0 0 5 3 0 0 0 0 0',
			'8 0 0 0 0 0 0 2 0',
			'0 7 0 0 1 0 5 0 0',
			'4 0 0 0 0 5 3 0 0',
			'0 1 0 0 7 0 0 0 6',
			'0 0 3 2 0 0 0 8 0',
			'0 6 0 5 0 0 0 0 9',
			'0 0 4 0 0 0 0 3 0',
			'0 0 0 0 0 9 7 0 0'
		].join('\n'),
		options: { order: 'rowmajor', mode: 'first' }
	},
	{
		// Not a proper puzzle: 33,733 solutions, which the lesson's program prints one by one.
		id: 'lesson-all-solutions',
		name: { en: 'The lesson’s grid with 33,733 solutions', zh: '课上有33733个解的数独' },
		input: '004250000001004900900008000000031000000902000309080070010006000050007060690003000',
		options: { order: 'rowmajor', mode: 'all' }
	},
	{
		id: 'lesson-sparse',
		name: { en: 'Only 12 givens (a lesson’s grid)', zh: '只有12个已知数（课上的数独）' },
		input: '000000020007000000000000600000800000090003050500000000000000070040000000000010060',
		options: { order: 'rowmajor', mode: 'first' }
	},
	{
		// Sudopedia's "Unsolvable Square": legal givens, but row 5, column 1 has no digit left.
		id: 'no-solution',
		name: { en: 'No solution (an unsolvable square)', zh: '无解（有一格无数可填）' },
		input: '..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..',
		options: { order: 'rowmajor', mode: 'first' }
	},
	{
		id: 'two-solutions',
		name: { en: 'Two solutions', zh: '两个解' },
		input: '.39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.',
		options: { order: 'rowmajor', mode: 'all' }
	},
	{
		id: 'four-by-four',
		name: { en: '4x4 (2x2 boxes)', zh: '4x4（2x2宫）' },
		input: ['0 0 0 3', '1 0 0 0', '2 0 0 0', '0 4 0 0'].join('\n'),
		options: { order: 'rowmajor', mode: 'all' }
	},
	{
		// Row by row finds its solution in about 200,000 events, MRV in about 1,200.
		id: 'sixteen-by-sixteen',
		name: { en: '16x16 (digits 1-9 and A-G)', zh: '16x16（数字1-9和A-G）' },
		input: [
			'F000001030ABD000',
			'70G0D8900040BA50',
			'000803A50710E402',
			'50B3024F869DG170',
			'000DA058G070403E',
			'80A00003D0691720',
			'070G9D60E004A580',
			'0F0E0G00000A90CD',
			'00C0800970023BAF',
			'AB00270059D80000',
			'008000BA01GC0047',
			'0E0006G100000D00',
			'E000090G0B005800',
			'G0600A000027F300',
			'B304710E008500G0',
			'D00A0030000600E1'
		].join('\n'),
		options: { order: 'rowmajor', mode: 'first' }
	},
	{
		id: 'easy',
		name: { en: 'An easy one', zh: '简单题' },
		input: '1.5..2.84..63.12.7.2..5.....9..1....8.2.3674.3.7.2..9.47...8..1..16....926914.37.',
		options: { order: 'rowmajor', mode: 'first' }
	}
];
