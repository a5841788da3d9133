import type { Component } from 'svelte';
import type { BoardProps, EditorProps } from '../puzzles/kit/board-props';
import { loadOnce } from '../puzzles/load-once';

/** A puzzle folder's Svelte view, as Vite's glob import hands it over. */
interface ViewModule<V> {
	default: V;
}

/** Loads one view chunk. */
type ViewLoader<V> = () => Promise<ViewModule<V>>;

// The maps are the class's own bookkeeping, and the map the views read is replaced whole in a
// $state.raw (see #loaded): none needs to be a SvelteMap, which the rule asks of an exported class.
/* eslint-disable svelte/prefer-svelte-reactivity */
/**
 * The views of every puzzle folder, each loaded on first use (one chunk per view), so the first
 * load holds only the puzzle on screen however many puzzles there are. Reading a view that is not
 * loaded yet starts its load and gives null; the loaded view then appears through the map.
 */
export class LazyViews<V> {
	readonly #loaders = new Map<string, ViewLoader<V>>();
	/**
	 * The views loaded, replaced whole at each load (the views that read it follow): a SvelteMap
	 * would bring svelte/reactivity's map, 0.45 KB gzipped, into the first load.
	 */
	#loaded = $state.raw<ReadonlyMap<string, V>>(new Map());
	/** Each view's load, once (a failed one is tried again on the next call). */
	readonly #load = loadOnce(async (id) => {
		const view = (await (this.#loaders.get(id) as ViewLoader<V>)()).default;
		this.#loaded = new Map([...this.#loaded, [id, view]]);
	});

	constructor(modules: Record<string, ViewLoader<V>>) {
		// '../puzzles/sudoku/Board.svelte' belongs to the puzzle 'sudoku': the folder's name is its id.
		for (const [path, load] of Object.entries(modules)) {
			const id = path.split('/').at(-2);
			if (id !== undefined) this.#loaders.set(id, load);
		}
	}

	/** The puzzle's view when loaded; null while it loads, or when its folder has none. */
	get(id: string): V | null {
		const view = this.#loaded.get(id);
		if (view !== undefined) return view;
		void this.load(id);
		return null;
	}

	/** Whether the puzzle's view can be drawn now: it has loaded, or its folder has none to wait for. */
	ready(id: string): boolean {
		return this.#loaded.has(id) || !this.#loaders.has(id);
	}

	/** Whether the puzzle's folder has this view at all. */
	has(id: string): boolean {
		return this.#loaders.has(id);
	}

	/**
	 * Loads the puzzle's view (once; a failed load is tried again on the next call). A call while
	 * the view loads waits for that load: the loads of one page, or of test files sharing one
	 * graph, overlap.
	 */
	load(id: string): Promise<void> {
		if (!this.#loaders.has(id)) return Promise.resolve();
		return this.#load(id).catch((error: unknown) =>
			console.warn(`The view of the puzzle '${id}' did not load:`, error)
		);
	}
}
/* eslint-enable svelte/prefer-svelte-reactivity */

/** Each puzzle's board view (its folder's Board.svelte), loaded on first use. */
export const boardViews = new LazyViews<Component<BoardProps>>(
	import.meta.glob<ViewModule<Component<BoardProps>>>('../puzzles/*/Board.svelte')
);

/** Each puzzle's input editor (its folder's Editor.svelte), loaded on first use. */
export const editorViews = new LazyViews<Component<EditorProps>>(
	import.meta.glob<ViewModule<Component<EditorProps>>>('../puzzles/*/Editor.svelte')
);
