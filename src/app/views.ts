import type { Component } from 'svelte';
import type { PuzzleId } from '../puzzles/types';
import type { BoardProps, EditorProps } from './board-props';

/** A puzzle folder's Svelte view, as Vite's glob import hands it over. */
interface ViewModule<V> {
	default: V;
}

// Each puzzle folder brings its own views: adding a puzzle needs no edit here.
const boardModules = import.meta.glob<ViewModule<Component<BoardProps>>>(
	'../puzzles/*/Board.svelte',
	{
		eager: true
	}
);
const editorModules = import.meta.glob<ViewModule<Component<EditorProps>>>(
	'../puzzles/*/Editor.svelte',
	{
		eager: true
	}
);

/** The puzzle id of a view's path: '../puzzles/sudoku/Board.svelte' is 'sudoku'. */
function byPuzzle<V>(modules: Record<string, ViewModule<V>>): ReadonlyMap<string, V> {
	const views = new Map<string, V>();
	for (const [path, module] of Object.entries(modules)) {
		const id = path.split('/').at(-2);
		if (id !== undefined) views.set(id, module.default);
	}
	return views;
}

const boards = byPuzzle(boardModules);
const editors = byPuzzle(editorModules);

/** The board view of a puzzle, or null while its folder has none. */
export function boardView(id: PuzzleId): Component<BoardProps> | null {
	return boards.get(id) ?? null;
}

/** The input editor of a puzzle, or null while its folder has none. */
export function editorView(id: PuzzleId): Component<EditorProps> | null {
	return editors.get(id) ?? null;
}
