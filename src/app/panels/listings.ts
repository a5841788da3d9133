import type { PuzzleId } from '../../puzzles/types';
import { mazeCode } from '../../puzzles/maze/code';
import { queensCode } from '../../puzzles/queens/code';
import { ringCode } from '../../puzzles/ring/code';
import { sudokuCode } from '../../puzzles/sudoku/code';
import type { CodeListing } from './code-listing';

/** The code listing of each puzzle, for the Code panel, the call stack's and the tree's candidate names. */
export const codeListings: Readonly<Record<PuzzleId, CodeListing>> = {
	sudoku: sudokuCode,
	queens: queensCode,
	maze: mazeCode,
	ring: ringCode
};
