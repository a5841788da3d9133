import { checkInputSize, nextToken, placeOf, shown, withoutByteOrderMark } from '../input';
import type { InputError, Result } from '../types';
import { QUEENS_MAX, QUEENS_MIN } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT = {
	en: `Enter the board size n, a whole number from ${QUEENS_MIN} to ${QUEENS_MAX}.`,
	zh: `请输入棋盘大小 n：${QUEENS_MIN} 到 ${QUEENS_MAX} 之间的整数。`
};

/**
 * Reads the board size n of N-Queens: one whole number from 1 to 16, blanks around it allowed.
 * Only the first two tokens are ever looked at, so a huge input costs no more than a short one.
 */
export function parseQueensSize(input: string): Result<number> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const first = nextToken(text, 0);
	if (first === null)
		return failure({
			message: { en: `The input is empty. ${HINT.en}`, zh: `输入为空。${HINT.zh}` }
		});
	const written = text.slice(first.start, first.end);
	const second = nextToken(text, first.end);
	if (second !== null) {
		const { line, column } = placeOf(text, second.start);
		const extra = shown(text.slice(second.start, second.end));
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: only one number is expected, but "${extra}" follows ${shown(written)}. ${HINT.en}`,
				zh: `第${line}行第${column}列：只需要一个数，但 ${shown(written)} 后面还有“${extra}”。${HINT.zh}`
			}
		});
	}
	const { line, column } = placeOf(text, first.start);
	if (!/^[+-]?\d+$/.test(written))
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: "${shown(written)}" is not a whole number. ${HINT.en}`,
				zh: `第${line}行第${column}列：“${shown(written)}”不是整数。${HINT.zh}`
			}
		});
	const n = Number(written);
	if (n < QUEENS_MIN || n > QUEENS_MAX)
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: ${shown(written)} is out of range. ${HINT.en}`,
				zh: `第${line}行第${column}列：${shown(written)} 超出范围。${HINT.zh}`
			}
		});
	return { ok: true, value: n };
}

function failure(error: InputError): Result<never> {
	return { ok: false, error };
}
