// Every puzzle of Backstep, one line each: adding a puzzle is its folder and its line here.
// A line names the folder's entry (id, name, place in the list); the folder's code loads on first use.
export { entry as sudoku } from './sudoku/entry';
export { entry as queens } from './queens/entry';
export { entry as maze } from './maze/entry';
export { entry as ring } from './ring/entry';
export { entry as coloring } from './coloring/entry';
export { entry as words } from './words/entry';
export { entry as subsets } from './subsets/entry';
export { entry as knight } from './knight/entry';
export { entry as permutations } from './permutations/entry';
export { entry as custom } from './custom/entry';
