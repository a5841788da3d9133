// Every puzzle of Backstep, one line each: adding a puzzle is its folder and its line here.
export { sudokuPuzzle } from './sudoku';
export { queensPuzzle } from './queens';
export { mazePuzzle } from './maze';
export { ringPuzzle } from './ring';
export { coloringPuzzle } from './coloring';
export { wordsPuzzle } from './words';
export { subsetsPuzzle } from './subsets';
export { knightPuzzle } from './knight';
export { permutationsPuzzle } from './permutations';
