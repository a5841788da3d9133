/** What a keyboard shortcut does. */
export type ShortcutAction =
	| 'togglePlay'
	| 'stepForward'
	| 'stepBack'
	| 'previousBacktrack'
	| 'nextBacktrack'
	| 'toStart'
	| 'toEnd'
	| 'stepInto'
	| 'stepOver'
	| 'stepOut'
	| 'stepIntoBack'
	| 'stepOverBack'
	| 'stepOutBack'
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
		// The debugger keys of Visual Studio and VS Code: F11 into, F10 over, Shift+F11 out.
		case 'F11':
			return press.shiftKey ? 'stepOut' : 'stepInto';
		case 'F10':
			return 'stepOver';
		default:
			return debuggerLetter(press.key, press.shiftKey);
	}
}

/** Letters for the debugger moves: i into, o over, u out (up a level); with Shift, backwards. */
function debuggerLetter(key: string, shift: boolean): ShortcutAction | null {
	switch (key.toLowerCase()) {
		case 'i':
			return shift ? 'stepIntoBack' : 'stepInto';
		case 'o':
			return shift ? 'stepOverBack' : 'stepOver';
		case 'u':
			return shift ? 'stepOutBack' : 'stepOut';
		default:
			return null;
	}
}
