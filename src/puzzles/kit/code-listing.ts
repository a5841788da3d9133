import type { SearchEvent } from '../../engine/events';
import type { Lang, Text } from '../types';

/**
 * What a line of a recursive solver does, so the code view can mark the line that made an event.
 * A listing has exactly one line of each role, in every language.
 */
export type CodeRole =
	/** The function's first line: the call begins. */
	| 'enter'
	/** The test "is every decision made?". */
	| 'goal'
	/** Reporting a solution. */
	| 'found'
	/** The loop over the candidates. */
	| 'loop'
	/** The check of one candidate: a try. */
	| 'check'
	/** Writing an accepted candidate onto the board. */
	| 'place'
	/** The recursive call, where every outer call waits. */
	| 'recurse'
	/** Taking the candidate back off the board once the deeper call has returned: a backtrack. */
	| 'undo'
	/** The end of the function: the call returns. */
	| 'return';

/** Every role, in the order the lines come in a listing. */
export const CODE_ROLES: readonly CodeRole[] = [
	'enter',
	'goal',
	'found',
	'loop',
	'check',
	'place',
	'recurse',
	'undo',
	'return'
];

/** The languages a listing is shown in: readable pseudo-code (the default), C as the lessons write it, TypeScript. */
export type CodeLanguage = 'pseudo' | 'c' | 'ts';

/** The language tabs, in order. */
export const CODE_LANGUAGES: readonly CodeLanguage[] = ['pseudo', 'c', 'ts'];

/** One line of code, tagged with its role when an event or a waiting call points at it. */
export interface CodeLine {
	readonly text: string;
	readonly role?: CodeRole;
	/** More roles of the same line, in a listing where one line does several things (a student's code). */
	readonly roles?: readonly CodeRole[];
}

/**
 * The recursive algorithm of one puzzle in three languages. The pseudo-code exists in each
 * language of the app; C and TypeScript are the same in both.
 */
export interface CodeListing {
	readonly pseudo: Readonly<Record<Lang, readonly CodeLine[]>>;
	readonly c: readonly CodeLine[];
	readonly ts: readonly CodeLine[];
	/** A candidate the way the code names it ("digit 4", "column 3", "move up"). */
	readonly candidate: (candidate: number) => Text;
	/** A candidate in one or two characters, for the nodes of the search tree ("4", "3", "↑"). */
	readonly symbol: (candidate: number) => string;
	/** The same code in every language (a student's own): the Code view shows it without tabs. */
	readonly single?: boolean;
}

/** The lines of a listing in one language (the pseudo-code in the app's language). */
export function listingLines(
	listing: CodeListing,
	language: CodeLanguage,
	lang: Lang
): readonly CodeLine[] {
	return language === 'pseudo' ? listing.pseudo[lang] : listing[language];
}

/**
 * The line that made an event: a try is the check, a place the write, a backtrack the undo after
 * the recursive call returned, a solution the report, done the outermost call returning, and step
 * 0 (no event yet) the first line of the outermost call. Calls below the current one wait at
 * 'recurse'.
 */
export function lineForEvent(event: SearchEvent | null): CodeRole {
	if (event === null) return 'enter';
	switch (event.kind) {
		case 'try':
			return 'check';
		case 'place':
			return 'place';
		case 'backtrack':
			return 'undo';
		case 'solution':
			return 'found';
		case 'done':
			return 'return';
	}
}

/** How many outer calls wait at their 'recurse' line: the recursion level of the call that made the event. */
export function waitingCalls(event: SearchEvent | null): number {
	return event === null ? 0 : event.depth;
}

/** Index of the line with a role, or -1 when the listing has none. */
export function lineOfRole(lines: readonly CodeLine[], role: CodeRole): number {
	return lines.findIndex((line) => line.role === role || line.roles?.includes(role) === true);
}

/**
 * One line as the Code view draws it at a step: plain data, so that a StableList hands back the
 * lines a step left alone and the view redraws only the two or three it moved (issue 23).
 */
export interface CodeLineView {
	readonly index: number;
	readonly text: string;
	readonly role: CodeRole | undefined;
	/** The line that made the step's event. */
	readonly current: boolean;
	/** The outer calls waiting at this line (the recursive call's); 0 on every other line. */
	readonly waiting: number;
}

/** The lines of a listing as the Code view draws them at the step of this event. */
export function codeLineViews(
	lines: readonly CodeLine[],
	event: SearchEvent | null
): CodeLineView[] {
	const current = lineOfRole(lines, lineForEvent(event));
	const recurse = lineOfRole(lines, 'recurse');
	const waiting = waitingCalls(event);
	return lines.map((line, index) => ({
		index,
		text: line.text,
		role: line.role,
		current: index === current,
		waiting: index === recurse ? waiting : 0
	}));
}
