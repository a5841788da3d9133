import { checkInputSize, nextToken, placeOf, shown, withoutByteOrderMark } from '../input';
import type { InputError, Result, Text } from '../types';
import { KNIGHT_MAX, KNIGHT_MIN, type KnightSetup } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT = {
	en: `Enter the board size n (${KNIGHT_MIN} to ${KNIGHT_MAX}), then, if you like, the start square as row,column: "8 1,1".`,
	zh: `请输入棋盘大小 n（${KNIGHT_MIN} 到 ${KNIGHT_MAX}），需要时再写起点“行,列”：例如“8 1,1”。`
};

/** How to write a start square, for the errors about one. */
const SQUARE_HINT = {
	en: 'Write the start square as row,column, both counted from 1, e.g. 1,1.',
	zh: '起点请写成“行,列”，都从 1 数起，例如 1,1。'
};

/**
 * Reads a knight's tour: the board size n (5 to 8), then optionally the start square as
 * `row,column`, 1-based (default the top-left corner): `8`, `8 1,1`, `5 3,3`. Blanks around
 * and between them are free. Only the first three tokens are ever looked at, so a huge input
 * costs no more than a short one.
 */
export function parseKnight(input: string): Result<KnightSetup> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const first = nextToken(text, 0);
	if (first === null)
		return failure({
			message: { en: `The input is empty. ${HINT.en}`, zh: `输入为空。${HINT.zh}` }
		});
	const written = text.slice(first.start, first.end);
	const at = placeOf(text, first.start);
	if (!/^[+-]?\d+$/.test(written))
		return located(at, {
			en: `"${shown(written)}" is not a whole number. ${HINT.en}`,
			zh: `“${shown(written)}”不是整数。${HINT.zh}`
		});
	const n = Number(written);
	if (n < KNIGHT_MIN || n > KNIGHT_MAX)
		return located(at, {
			en: `${shown(written)} is out of range. ${HINT.en}`,
			zh: `${shown(written)} 超出范围。${HINT.zh}`
		});

	const second = nextToken(text, first.end);
	if (second === null) return { ok: true, value: { size: n, start: 0 } };
	const third = nextToken(text, second.end);
	if (third !== null)
		return located(placeOf(text, third.start), {
			en: `only the size and the start square are expected, but "${shown(text.slice(third.start, third.end))}" follows. ${HINT.en}`,
			zh: `只需要棋盘大小和起点，但后面还有“${shown(text.slice(third.start, third.end))}”。${HINT.zh}`
		});
	const square = readSquare(text.slice(second.start, second.end), n);
	if (!square.ok) return located(placeOf(text, second.start), square.problem);
	return { ok: true, value: { size: n, start: square.square } };
}

/**
 * Reads a tour the parser refuses, so the editor can still show a board to click: the size is the
 * first number in the text kept within the sizes the puzzle takes (the largest without one), and
 * the tour starts in the corner.
 */
export function readKnightLeniently(text: string): KnightSetup {
	const first = Number(/\d+/.exec(text)?.[0] ?? KNIGHT_MAX);
	return { size: Math.min(KNIGHT_MAX, Math.max(KNIGHT_MIN, first)), start: 0 };
}

/**
 * Reads a start square written `row,column` (1-based) on an n x n board, as the command line's
 * `--start` gives it. The error says what is wrong without saying where: the caller knows.
 */
export function parseStartSquare(written: string, size: number): Result<number> {
	const square = readSquare(written.trim(), size);
	return square.ok
		? { ok: true, value: square.square }
		: failure({ message: { en: square.problem.en, zh: square.problem.zh } });
}

/** A square as written, or what is wrong with it. */
function readSquare(
	written: string,
	size: number
): { ok: true; square: number } | { ok: false; problem: Text } {
	const match = /^([+-]?\d+),([+-]?\d+)$/.exec(written);
	if (match === null)
		return {
			ok: false,
			problem: {
				en: `"${shown(written)}" is not a square. ${SQUARE_HINT.en}`,
				zh: `“${shown(written)}”不是一个格子。${SQUARE_HINT.zh}`
			}
		};
	const row = Number(match[1]);
	const column = Number(match[2]);
	for (const [value, name] of [
		[row, { en: 'row', zh: '行' }],
		[column, { en: 'column', zh: '列' }]
	] as const)
		if (value < 1 || value > size)
			return {
				ok: false,
				problem: {
					en: `${name.en} ${value} is off the ${size}x${size} board: rows and columns go from 1 to ${size}.`,
					zh: `第 ${value} ${name.zh}不在 ${size}x${size} 的棋盘上：行和列都是 1 到 ${size}。`
				}
			};
	return { ok: true, square: (row - 1) * size + (column - 1) };
}

/** An error at a line and column, the place written in front of the sentence. */
function located(at: { line: number; column: number }, problem: Text): Result<never> {
	const { line, column } = at;
	return failure({
		line,
		column,
		message: {
			en: `Line ${line}, column ${column}: ${problem.en}`,
			zh: `第${line}行第${column}列：${problem.zh}`
		}
	});
}

function failure(error: InputError): Result<never> {
	return { ok: false, error };
}
