import type { MessageKey } from '../i18n';

/**
 * A short word on the last command ("No later backtrack recorded yet.", "This lesson has no
 * bookmarks."): any part may say one, and the next command clears it.
 */
export class Notice {
	/** The notice shown, or null. */
	current = $state<MessageKey | null>(null);

	/** Shows a notice in place of the one before. */
	say = (key: MessageKey): void => {
		this.current = key;
	};

	/** Takes the notice away; with `key`, only while it is that one. */
	clear(key?: MessageKey): void {
		if (key === undefined || this.current === key) this.current = null;
	}
}
