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
	| 'nextBookmark'
	| 'previousBookmark'
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

/**
 * The shortcut a key asks for, or null when the key is not a shortcut (a browser shortcut with
 * Ctrl, Alt or Cmd never is). Whether the app or the focused control gets the key is
 * {@link keyOwner}'s answer.
 */
export function shortcutFor(press: KeyPress): ShortcutAction | null {
	if (press.ctrlKey || press.metaKey || press.altKey) return null;
	switch (press.key) {
		case ' ':
		case 'Spacebar':
			return 'togglePlay';
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

/**
 * Letters for the debugger moves: i into, o over, u out (up a level); with Shift, backwards. And b
 * for the lesson's next bookmark, Shift+B for the previous.
 */
function debuggerLetter(key: string, shift: boolean): ShortcutAction | null {
	switch (key.toLowerCase()) {
		case 'b':
			return shift ? 'previousBookmark' : 'nextBookmark';
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

/**
 * Who acts on a shortcut key: the app; the focused control alone; or the control first and the
 * app only if the control did not use the key (a key that only the widget's own handler knows
 * whether it uses, like the search tree's arrows).
 */
export type KeyOwner = 'app' | 'control' | 'controlFirst';

// Input types a user types into; every other input (checkbox, radio, range, button, colour…) is
// a control that only chooses.
const TYPED_INPUTS = new Set([
	'text',
	'search',
	'email',
	'url',
	'tel',
	'password',
	'number',
	'date',
	'datetime-local',
	'month',
	'week',
	'time'
]);
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const SPACE = [' ', 'Spacebar'];
const PRESS = [...SPACE, 'Enter'];
const SLIDE = [...ARROWS, 'Home', 'End', 'PageUp', 'PageDown'];

/** Whether the user types into this element: a text box, a text area, an editable region. */
export function isTextField(element: Element): boolean {
	if (element instanceof HTMLElement && element.isContentEditable) return true;
	if (element instanceof HTMLTextAreaElement) return true;
	return element instanceof HTMLInputElement && TYPED_INPUTS.has(element.type);
}

/** Whether a browser's own control uses this key when reached with the keyboard. */
function nativeControlUses(element: Element, key: string): boolean {
	if (element instanceof HTMLInputElement) {
		switch (element.type) {
			case 'checkbox':
				return SPACE.includes(key);
			case 'radio':
				// The arrows move the choice within its group.
				return SPACE.includes(key) || ARROWS.includes(key);
			case 'range':
				return SLIDE.includes(key);
			default:
				return PRESS.includes(key);
		}
	}
	if (element instanceof HTMLSelectElement)
		// A list opens with Space, moves with the arrows and jumps to a typed letter.
		return PRESS.includes(key) || SLIDE.includes(key) || /^[\p{L}\p{N}]$/u.test(key);
	if (element instanceof HTMLButtonElement || element.tagName === 'SUMMARY')
		return PRESS.includes(key);
	return element instanceof HTMLAnchorElement && element.hasAttribute('href') && key === 'Enter';
}

/**
 * Who acts on a shortcut key pressed with `focused` in focus. The accessible rule: a control
 * keeps its own keys only while the user types in a text field, or after the user reached that
 * control with the keyboard. After a mouse or touch click on a control, the app's keys win.
 */
export function keyOwner(focused: Element | null, key: string, byKeyboard: boolean): KeyOwner {
	if (focused === null || focused === focused.ownerDocument.body) return 'app';
	if (isTextField(focused)) return 'control';
	if (!byKeyboard) return 'app';
	// Keys a browser control does not use may still be a widget's own (a grid of buttons moved
	// with the arrows, a tab list, the search tree): its handler sees them before the app.
	return nativeControlUses(focused, key) ? 'control' : 'controlFirst';
}

/** Runs a shortcut; false when it declines the action, which then goes to the handler before. */
export type ShortcutHandler = (action: ShortcutAction) => boolean;

// Keys that move the focus: Tab, and the arrows within a radio group, tab list or tree.
const FOCUS_KEYS = new Set(['Tab', ...SLIDE]);

/**
 * The app's one keyboard listener. It remembers how the focused control was reached (a pointer
 * press, or Tab and the arrows), gives each shortcut key to the app or to that control by
 * {@link keyOwner}, and runs the app's shortcuts through the handlers given by {@link take}:
 * the last given first (Compare's over the single search's).
 */
export class ShortcutKeys {
	readonly #handlers: ShortcutHandler[] = [];
	/**
	 * How the last focus move was made: a pointer press, or a key. Until the first press, focus
	 * comes from the keyboard (Tab from the browser's address bar).
	 */
	#lastMove: 'pointer' | 'keyboard' = 'keyboard';
	/** The element that was reached with the keyboard, while it keeps the focus. */
	#keyboardFocus: Element | null = null;

	/** Gives the shortcuts to `handler` until the returned function is called. */
	take(handler: ShortcutHandler): () => void {
		this.#handlers.push(handler);
		return () => {
			const at = this.#handlers.lastIndexOf(handler);
			if (at >= 0) this.#handlers.splice(at, 1);
		};
	}

	/** Whether the focused element was reached with the keyboard. */
	#reachedByKeyboard(element: Element | null): boolean {
		return element !== null && element === this.#keyboardFocus;
	}

	/** Listens on a window (capture phase, before any control); returns the teardown. */
	listen(target: Window): () => void {
		const onpointerdown = (): void => {
			this.#lastMove = 'pointer';
			this.#keyboardFocus = null;
		};
		const onfocusin = (event: FocusEvent): void => {
			const element = event.target instanceof Element ? event.target : null;
			this.#keyboardFocus = this.#lastMove === 'keyboard' ? element : null;
		};
		const oncapture = (event: KeyboardEvent): void => this.#beforeControl(event);
		const onbubble = (event: KeyboardEvent): void => this.#afterControl(event);
		target.addEventListener('pointerdown', onpointerdown, true);
		target.addEventListener('focusin', onfocusin, true);
		target.addEventListener('keydown', oncapture, true);
		target.addEventListener('keydown', onbubble);
		return () => {
			target.removeEventListener('pointerdown', onpointerdown, true);
			target.removeEventListener('focusin', onfocusin, true);
			target.removeEventListener('keydown', oncapture, true);
			target.removeEventListener('keydown', onbubble);
		};
	}

	/** The owner of a key press, or null when no shortcut applies (or a dialog holds the keys). */
	#owner(event: KeyboardEvent): KeyOwner | null {
		const focused = event.target instanceof Element ? event.target : null;
		// An open dialog (the help) keeps every key: Esc closes it, Tab stays inside.
		if (focused?.ownerDocument.querySelector('dialog[open]')) return null;
		if (shortcutFor(event) === null) return null;
		return keyOwner(focused, event.key, this.#reachedByKeyboard(focused));
	}

	#beforeControl(event: KeyboardEvent): void {
		const owner = this.#owner(event);
		if (owner !== 'app') {
			// A key the focused control uses may move the focus: what it reaches is keyboard-reached.
			if (FOCUS_KEYS.has(event.key)) this.#lastMove = 'keyboard';
			return;
		}
		// The app's key: the control neither toggles, slides, scrolls nor presses itself again.
		const action = shortcutFor(event);
		if (action === null || !this.#run(action)) return;
		event.preventDefault();
		event.stopPropagation();
	}

	#afterControl(event: KeyboardEvent): void {
		if (event.defaultPrevented || this.#owner(event) !== 'controlFirst') return;
		const action = shortcutFor(event);
		if (action !== null && this.#run(action)) event.preventDefault();
	}

	#run(action: ShortcutAction): boolean {
		for (let i = this.#handlers.length - 1; i >= 0; i--) if (this.#handlers[i](action)) return true;
		return false;
	}
}
