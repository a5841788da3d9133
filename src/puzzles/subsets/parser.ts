import {
	checkInputSize,
	isSpace,
	nextToken,
	placeOf,
	shown,
	withoutByteOrderMark,
	type Span
} from '../input';
import type { InputError, Result, Text } from '../types';
import { SUBSETS_MAX_NUMBERS, SUBSETS_MAX_VALUE, type SubsetsInput } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT: Text = {
	en: `Write the target, a colon, then the numbers, e.g. "30: 5 10 12 13 15 18" (whole numbers from 1 to ${SUBSETS_MAX_VALUE}, at most ${SUBSETS_MAX_NUMBERS} numbers).`,
	zh: `请先写目标和，再写冒号和各个数，例如“30: 5 10 12 13 15 18”（1 到 ${SUBSETS_MAX_VALUE} 的整数，最多 ${SUBSETS_MAX_NUMBERS} 个数）。`
};

const COLON = 58; // ':'
const WIDE_COLON = 0xff1a; // '：', as a Chinese keyboard types it
const COMMA = 44;
const WIDE_COMMA = 0xff0c;

/** Whether a character separates two numbers: a blank or a comma (either width). */
function isSeparator(code: number): boolean {
	return isSpace(code) || code === COMMA || code === WIDE_COMMA;
}

/** The next number token after the colon, up to `end`: a run of characters that are not separators. */
function nextNumber(text: string, from: number, end: number): Span | null {
	let start = from;
	while (start < end && isSeparator(text.charCodeAt(start))) start++;
	if (start >= end) return null;
	let stop = start;
	while (stop < end && !isSeparator(text.charCodeAt(stop))) stop++;
	return { start, end: stop };
}

/** Where the line that holds `index` ends (its line break, or the end of the text). */
function lineEnd(text: string, index: number): number {
	let end = index;
	while (end < text.length) {
		const code = text.charCodeAt(end);
		if (code === 10 || code === 13) break;
		end++;
	}
	return end;
}

/**
 * Reads one line `TARGET: N1 N2 …`: the target, a colon, then 1 to 40 numbers separated by blanks
 * or commas, each a whole number from 1 to 10,000. Blank lines around it are fine; any other line
 * is an error, which names its line and column.
 */
export function parseSubsets(input: string): Result<SubsetsInput> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const first = nextToken(text, 0);
	if (first === null) return failure(text, -1, { en: 'The input is empty.', zh: '输入为空。' });
	const end = lineEnd(text, first.start);
	const after = nextToken(text, end);
	if (after !== null) {
		const extra = shown(text.slice(after.start, after.end));
		return failure(text, after.start, {
			en: `only one line is expected, but "${extra}" follows it.`,
			zh: `只需要一行，但后面还有“${extra}”。`
		});
	}
	let colon = first.start;
	while (colon < end && text.charCodeAt(colon) !== COLON && text.charCodeAt(colon) !== WIDE_COLON)
		colon++;
	if (colon === end)
		return failure(text, first.end, {
			en: 'a colon should follow the target.',
			zh: '目标和后面应该有一个冒号。'
		});
	const target = readTarget(text, first.start, colon);
	if (!target.ok) return target;
	const numbers: number[] = [];
	let at = colon + 1;
	for (let token = nextNumber(text, at, end); token !== null; token = nextNumber(text, at, end)) {
		if (numbers.length === SUBSETS_MAX_NUMBERS)
			return failure(text, token.start, {
				en: `more than ${SUBSETS_MAX_NUMBERS} numbers.`,
				zh: `数超过了 ${SUBSETS_MAX_NUMBERS} 个。`
			});
		const number = readWhole(text, token);
		if (!number.ok) return number;
		numbers.push(number.value);
		at = token.end;
	}
	if (numbers.length === 0)
		return failure(text, colon, {
			en: 'no numbers follow the colon.',
			zh: '冒号后面没有数。'
		});
	return { ok: true, value: { target: target.value, numbers } };
}

/**
 * Reads a line the parser refuses, so the editor can still show what it holds: the target is the
 * first whole number before the colon (10 without one), the numbers every whole number after it
 * (all of them without a colon), each kept when it is 1 to the largest value and at most as many
 * as the puzzle takes ([1] when none is).
 */
export function readSubsetsLeniently(text: string): SubsetsInput {
	const colon = text.search(/[:：]/);
	const whole = (part: string) =>
		(part.match(/\d+/g) ?? []).map(Number).filter((n) => n >= 1 && n <= SUBSETS_MAX_VALUE);
	const before = colon < 0 ? [] : whole(text.slice(0, colon));
	const numbers = whole(colon < 0 ? text : text.slice(colon + 1)).slice(0, SUBSETS_MAX_NUMBERS);
	return { target: before[0] ?? 10, numbers: numbers.length > 0 ? numbers : [1] };
}

/** A number typed into one of the editor's boxes, or null when it is not a whole number from 1 to the largest value. */
export function readSubsetsNumber(typed: string): number | null {
	const trimmed = typed.trim();
	const number = Number(trimmed);
	return /^\d+$/.test(trimmed) && number >= 1 && number <= SUBSETS_MAX_VALUE ? number : null;
}

/** The target: the one whole number before the colon. */
function readTarget(text: string, from: number, colon: number): Result<number> {
	const token = nextToken(text, from, colon);
	if (token === null)
		return failure(text, colon, {
			en: 'the target is missing before the colon.',
			zh: '冒号前面缺少目标和。'
		});
	const second = nextToken(text, token.end, colon);
	if (second !== null) {
		const extra = shown(text.slice(second.start, second.end));
		const written = shown(text.slice(token.start, token.end));
		return failure(text, second.start, {
			en: `only the target goes before the colon, but "${extra}" follows ${written}.`,
			zh: `冒号前面只写目标和，但 ${written} 后面还有“${extra}”。`
		});
	}
	return readWhole(text, token);
}

/** A whole number from 1 to the largest value, or an error at its place. */
function readWhole(text: string, token: Span): Result<number> {
	const written = text.slice(token.start, token.end);
	const quoted = shown(written);
	if (!/^[+-]?\d+$/.test(written))
		return failure(text, token.start, {
			en: `"${quoted}" is not a whole number.`,
			zh: `“${quoted}”不是整数。`
		});
	const value = Number(written);
	if (value < 1 || value > SUBSETS_MAX_VALUE)
		return failure(text, token.start, {
			en: `${quoted} is out of range.`,
			zh: `${quoted} 超出范围。`
		});
	return { ok: true, value };
}

/** An error at a UTF-16 index of the text (-1: the whole input), ending with the hint. */
function failure(text: string, index: number, what: Text): Result<never> {
	if (index < 0) {
		const error: InputError = {
			message: { en: `${what.en} ${HINT.en}`, zh: `${what.zh}${HINT.zh}` }
		};
		return { ok: false, error };
	}
	const { line, column } = placeOf(text, index);
	const error: InputError = {
		line,
		column,
		message: {
			en: `Line ${line}, column ${column}: ${what.en} ${HINT.en}`,
			zh: `第${line}行第${column}列：${what.zh}${HINT.zh}`
		}
	};
	return { ok: false, error };
}
