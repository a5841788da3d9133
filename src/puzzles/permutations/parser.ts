import {
	characterAt,
	checkInputSize,
	nextToken,
	placeOf,
	shown,
	withoutByteOrderMark
} from '../input';
import type { InputError, Result, Text } from '../types';
import { PERMUTATIONS_MAX, type PermutationItems } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT: Text = {
	en: `Enter a number n from 1 to ${PERMUTATIONS_MAX} (to order 1..n), or a word of at most ${PERMUTATIONS_MAX} letters (a word of digits in quotes: "112").`,
	zh: `请输入 1 到 ${PERMUTATIONS_MAX} 的整数 n（排列 1..n），或不超过 ${PERMUTATIONS_MAX} 个字母的单词（全是数字的单词加引号："112"）。`
};

/** A letter or a digit of any script (a word may be "aab", "ABC", "中文" or "a1b2"). */
const LETTER = /^[\p{L}\p{N}]\p{M}*$/u;

/**
 * Reads what to order: a whole number n from 1 to 12 (the numbers 1..n), or one word of 1 to 12
 * letters, each a letter or a digit of any script. A word of digits is written in double quotes
 * (`"112"`) or with a leading zero (`007`): a number never has one. Only the first two tokens are
 * looked at.
 */
export function parsePermutations(input: string): Result<PermutationItems> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const first = nextToken(text, 0);
	if (first === null) return failure(text, -1, { en: 'The input is empty.', zh: '输入为空。' });
	const written = text.slice(first.start, first.end);
	const second = nextToken(text, first.end);
	if (second !== null) {
		const extra = shown(text.slice(second.start, second.end));
		return failure(text, second.start, {
			en: `only one number or word is expected, but "${extra}" follows ${shown(written)}.`,
			zh: `只需要一个数或一个单词，但 ${shown(written)} 后面还有“${extra}”。`
		});
	}
	if (readsAsNumber(written)) {
		const n = Number(written);
		if (n < 1 || n > PERMUTATIONS_MAX)
			return failure(text, first.start, {
				en: `${shown(written)} is out of range.`,
				zh: `${shown(written)} 超出范围。`
			});
		return { ok: true, value: { kind: 'numbers', n } };
	}
	const quoted = written.length >= 2 && written.startsWith('"') && written.endsWith('"');
	if (written === '""')
		return failure(text, first.start, {
			en: 'the quotes hold no word.',
			zh: '引号里没有单词。'
		});
	const letters: string[] = [];
	let at = quoted ? first.start + 1 : first.start;
	const wordEnd = quoted ? first.end - 1 : first.end;
	while (at < wordEnd) {
		const character = characterAt(text, at);
		// Combining marks stay with the letter they modify: "é" written as e + ◌́ is one letter.
		let end = at + character.length;
		while (end < wordEnd && /^\p{M}$/u.test(characterAt(text, end)))
			end += characterAt(text, end).length;
		const letter = text.slice(at, end);
		if (!LETTER.test(letter))
			return failure(text, at, {
				en: `"${shown(letter)}" is not a letter.`,
				zh: `“${shown(letter)}”不是字母。`
			});
		if (letters.length === PERMUTATIONS_MAX)
			return failure(text, at, {
				en: `the word is longer than ${PERMUTATIONS_MAX} letters.`,
				zh: `单词超过了 ${PERMUTATIONS_MAX} 个字母。`
			});
		letters.push(letter);
		at = end;
	}
	return { ok: true, value: { kind: 'word', letters } };
}

/**
 * What an input the parser refuses was meant to order, so the editor shows the box it was typed
 * in: numbers when it is a lone whole number (out of range), a word otherwise.
 */
export function readPermutationsKindLeniently(text: string): PermutationItems['kind'] {
	return readsAsNumber(text.trim()) ? 'numbers' : 'word';
}

/** Whether a token reads as the number n rather than a word: digits, maybe signed, no leading zero. */
const readsAsNumber = (token: string): boolean => /^[+-]?\d+$/.test(token) && !/^0\d/.test(token);

/** A word as the input writes it: in double quotes when it would read as a number. */
export function wordInput(word: string): string {
	return readsAsNumber(word) ? `"${word}"` : word;
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
