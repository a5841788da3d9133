import type { InputError, Result } from './types';

/**
 * The longest input Backstep reads, in characters: about 1 MB of text. The largest puzzles are far
 * smaller (a 101x101 maze or a 16x16 sudoku is a few kilobytes); a megabyte still holds some
 * 12,000 one-line sudokus. Longer text is refused before any parsing, in the app and on the
 * command line alike.
 */
export const MAX_INPUT_CHARACTERS = 1_000_000;

/** Characters of a bad token a message shows at most; longer ones end with an ellipsis. */
export const SHOWN_CHARACTERS = 40;

/**
 * A mistake in the input found only while the search runs (a student's code failing on its
 * 50,000th call): thrown out of the search, it stops the recording, and its what and where reach
 * the page and the command line as an input error does.
 */
export class InputFailure extends Error {
	readonly error: InputError;
	constructor(error: InputError) {
		super(error.message.en);
		this.name = 'InputFailure';
		this.error = error;
	}
}

/**
 * Refuses text longer than {@link MAX_INPUT_CHARACTERS}, in constant time, with a message that
 * says so and what the largest puzzles need; otherwise hands the text back unchanged.
 */
export function checkInputSize(text: string): Result<string> {
	if (text.length <= MAX_INPUT_CHARACTERS) return { ok: true, value: text };
	const error: InputError = {
		message: {
			en: 'The input is longer than 1,000,000 characters (about 1 MB of text), the most Backstep reads. The largest puzzles are far smaller: a 101x101 maze or a 16x16 sudoku is a few kilobytes.',
			zh: '输入超过 1,000,000 个字符（约 1 MB 文本），超出了 Backstep 能读取的上限。最大的题目也小得多：101x101 的迷宫或 16x16 的数独只有几 KB。'
		}
	};
	return { ok: false, error };
}

/** The text without the byte-order mark some editors put at its start. */
export function withoutByteOrderMark(text: string): string {
	return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Whether a UTF-16 code is white space as a regular expression's `\s` sees it. */
export function isSpace(code: number): boolean {
	if (code === 32 || (code >= 9 && code <= 13)) return true;
	if (code < 0xa0) return false;
	return (
		code === 0xa0 ||
		code === 0x1680 ||
		(code >= 0x2000 && code <= 0x200a) ||
		code === 0x2028 ||
		code === 0x2029 ||
		code === 0x202f ||
		code === 0x205f ||
		code === 0x3000 ||
		code === 0xfeff
	);
}

/** Whether the UTF-16 code at `index` starts a surrogate pair, so the character spans two codes. */
export function isPairAt(text: string, index: number): boolean {
	const code = text.charCodeAt(index);
	if (code < 0xd800 || code > 0xdbff) return false;
	const next = text.charCodeAt(index + 1);
	return next >= 0xdc00 && next <= 0xdfff;
}

/** The character (code point) at a UTF-16 index, as a string of one or two codes. */
export function characterAt(text: string, index: number): string {
	return text.slice(index, isPairAt(text, index) ? index + 2 : index + 1);
}

/**
 * The 1-based column of the character at UTF-16 index `index`, counting characters (code
 * points) from `lineStart`: an emoji or a CJK extension character is one column, as a student
 * counts them.
 */
export function characterColumn(text: string, lineStart: number, index: number): number {
	let column = 1;
	for (let i = lineStart; i < index; i++) {
		if (isPairAt(text, i)) i++;
		column++;
	}
	return column;
}

/** The 1-based line and column (in characters) of a UTF-16 index of the text. */
export function placeOf(text: string, index: number): { line: number; column: number } {
	let line = 1;
	let lineStart = 0;
	for (let i = 0; i < index; i++) {
		const code = text.charCodeAt(i);
		if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
			line++;
			lineStart = i + 1;
		}
	}
	return { line, column: characterColumn(text, lineStart, index) };
}

/**
 * Whether a UTF-16 code is a control character (C0, DEL, C1), invisible formatting, a direction
 * mark or a separator that breaks lines: what a terminal would act on or a reader could not see.
 */
function isHidden(code: number): boolean {
	return (
		code <= 0x1f ||
		(code >= 0x7f && code <= 0x9f) ||
		code === 0xad ||
		code === 0x61c ||
		code === 0x180e ||
		(code >= 0x200b && code <= 0x200f) ||
		(code >= 0x2028 && code <= 0x202e) ||
		(code >= 0x2060 && code <= 0x206f) ||
		code === 0xfeff ||
		(code >= 0xfff9 && code <= 0xfffb)
	);
}

/** A UTF-16 code written as an escape: `\x1b` below 256, `\u202e` above. */
function escaped(code: number): string {
	return code < 0x100
		? `\\x${code.toString(16).padStart(2, '0')}`
		: `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * A piece of input made safe to show in a message: at most `most` ({@link SHOWN_CHARACTERS}) characters
 * (then `…`), each control or invisible character and each lone surrogate written as an escape
 * (`\x1b`, `\u202e`), so a message never moves the cursor, retitles the terminal or hides text.
 */
export function shown(text: string, most = SHOWN_CHARACTERS): string {
	let result = '';
	let count = 0;
	let i = 0;
	for (; i < text.length && count < most; i++, count++) {
		const code = text.charCodeAt(i);
		if (isPairAt(text, i)) {
			result += text.slice(i, i + 2);
			i++;
		} else if (isHidden(code) || (code >= 0xd800 && code <= 0xdfff)) result += escaped(code);
		else result += text[i];
	}
	return i < text.length ? result + '…' : result;
}

/** Where a run of characters sits in a text: UTF-16 indices, `end` just past its last code. */
export interface Span {
	readonly start: number;
	readonly end: number;
}

/**
 * The next run of characters that are not white space in `text` from `from` up to `end`, or null.
 * Tokens are found one at a time, so a line of a million numbers costs no more memory than one.
 */
export function nextToken(text: string, from: number, end = text.length): Span | null {
	let start = from;
	while (start < end && isSpace(text.charCodeAt(start))) start++;
	if (start >= end) return null;
	let stop = start;
	while (stop < end && !isSpace(text.charCodeAt(stop))) stop++;
	return { start, end: stop };
}
