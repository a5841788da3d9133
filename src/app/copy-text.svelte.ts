/** The clipboard's one call the app uses, so tests can stand in for a browser that refuses it. */
export type Clipboard = Pick<globalThis.Clipboard, 'writeText'>;

/**
 * Copies a text (a link, an embed code) to the clipboard and says so for a moment. When the
 * browser refuses (an insecure page, permission refused), the text is kept to be offered for
 * copying by hand: nothing the teacher asked for is lost.
 */
export class CopyText {
	/** Whether the last copy reached the clipboard, for a short "copied" status. */
	copied = $state(false);
	/** The text offered for copying by hand after the clipboard refused it, else null. */
	fallback = $state<string | null>(null);
	readonly #shownMs: number;
	readonly #clipboard: () => Clipboard;
	#timer: ReturnType<typeof setTimeout> | undefined;

	constructor(shownMs = 2500, clipboard: () => Clipboard = () => navigator.clipboard) {
		this.#shownMs = shownMs;
		this.#clipboard = clipboard;
	}

	/** Copies `text`; on refusal keeps it in `fallback` instead. */
	async copy(text: string): Promise<void> {
		try {
			await this.#clipboard().writeText(text);
			this.fallback = null;
			this.copied = true;
			// A second copy within the moment shows its status for the whole moment again.
			clearTimeout(this.#timer);
			this.#timer = setTimeout(() => (this.copied = false), this.#shownMs);
		} catch {
			this.copied = false;
			this.fallback = text;
		}
	}

	/** Closes the text offered for copying by hand. */
	dismiss(): void {
		this.fallback = null;
	}

	/** Stops the status timer (the view that showed it is gone). */
	dispose(): void {
		clearTimeout(this.#timer);
	}
}

/** A Svelte action: selects a read-only field's text, ready for Ctrl+C. */
export function selectAll(node: HTMLInputElement | HTMLTextAreaElement): void {
	node.focus();
	node.select();
}
