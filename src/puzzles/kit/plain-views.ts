/**
 * The views a board keeps of its points that show only their own state (no try, clash or removal
 * names them), from step to step. A step names a few points; every other point shows what it
 * showed before, so its view, label and all, is handed back rather than made again: playback made
 * every view of the board anew on every step, most of the board's garbage.
 */
export class PlainViews<V> {
	#views: V[] = [];
	#context: string | null = null;

	/**
	 * The views kept by point while `context` (what every label depends on: the language, the
	 * board's size, its start) stays the same; emptied when it changed. The caller reads a kept
	 * view, hands it back if its point shows the same again, and puts each view it makes here.
	 */
	kept(context: string): V[] {
		if (context !== this.#context) {
			this.#views = [];
			this.#context = context;
		}
		return this.#views;
	}
}
