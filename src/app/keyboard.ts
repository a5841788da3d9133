/** What a keyboard shortcut does. */
export type ShortcutAction =
	| 'togglePlay'
	| 'stepForward'
	| 'stepBack'
	| 'previousBacktrack'
	| 'nextBacktrack'
	| 'toStart'
	| 'toEnd'
	| 'help';

/** The parts of a keydown event a shortcut depends on. */
export interface KeyPress {
	readonly key: string;
	readonly shiftKey: boolean;
	readonly ctrlKey: boolean;
	readonly metaKey: boolean;
	readonly altKey: boolean;
	readonly target: EventTarget | null;
}

/** Where keys belong to the control: typing in a box, choosing in a list, moving a slider. */
function ownsKeys(target: EventTarget | null): boolean {
	if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
	if (target instanceof HTMLElement && target.isContentEditable) return true;
	return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The shortcut a key press asks for, or null when the key is not a shortcut or belongs to the
 * focused control (a text box, a list, a slider; Space and Enter on a button press that button).
 */
export function shortcutFor(press: KeyPress): ShortcutAction | null {
	if (press.ctrlKey || press.metaKey || press.altKey) return null;
	if (ownsKeys(press.target)) return null;
	const onButton =
		typeof Element !== 'undefined' &&
		press.target instanceof Element &&
		press.target.tagName === 'BUTTON';
	switch (press.key) {
		case ' ':
		case 'Spacebar':
			return onButton ? null : 'togglePlay';
		case 'ArrowRight':
			return press.shiftKey ? 'nextBacktrack' : 'stepForward';
		case 'ArrowLeft':
			return press.shiftKey ? 'previousBacktrack' : 'stepBack';
		case 'Home':
			return 'toStart';
		case 'End':
			return 'toEnd';
		case '?':
			return 'help';
		default:
			return null;
	}
}
