import type { Result } from '../types';
import { QUEENS_MAX, QUEENS_MIN } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT = {
	en: `Enter the board size n, a whole number from ${QUEENS_MIN} to ${QUEENS_MAX}.`,
	zh: `请输入棋盘大小 n：${QUEENS_MIN} 到 ${QUEENS_MAX} 之间的整数。`
};

/** Reads the board size n of N-Queens: one whole number from 1 to 16, blanks around it allowed. */
export function parseQueensSize(input: string): Result<number> {
	const tokens = [...input.matchAll(/\S+/g)];
	if (tokens.length === 0)
		return {
			ok: false,
			error: { message: { en: `The input is empty. ${HINT.en}`, zh: `输入为空。${HINT.zh}` } }
		};
	const [first, second] = tokens;
	if (second !== undefined) {
		const { line, column } = locate(input, second.index);
		return {
			ok: false,
			error: {
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: only one number is expected, but "${second[0]}" follows ${first[0]}. ${HINT.en}`,
					zh: `第${line}行第${column}列：只需要一个数，但 ${first[0]} 后面还有“${second[0]}”。${HINT.zh}`
				}
			}
		};
	}
	const { line, column } = locate(input, first.index);
	const text = first[0];
	if (!/^[+-]?\d+$/.test(text))
		return {
			ok: false,
			error: {
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: "${text}" is not a whole number. ${HINT.en}`,
					zh: `第${line}行第${column}列：“${text}”不是整数。${HINT.zh}`
				}
			}
		};
	const n = Number(text);
	if (n < QUEENS_MIN || n > QUEENS_MAX)
		return {
			ok: false,
			error: {
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: ${text} is out of range. ${HINT.en}`,
					zh: `第${line}行第${column}列：${text} 超出范围。${HINT.zh}`
				}
			}
		};
	return { ok: true, value: n };
}

/** 1-based line and column of a character offset. */
function locate(input: string, offset: number): { line: number; column: number } {
	const before = input.slice(0, offset).split('\n');
	return { line: before.length, column: before[before.length - 1].length + 1 };
}
