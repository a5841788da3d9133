import type { InputError, Result } from '../types';
import { RING_MAX, RING_MIN } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT = {
	en: `The ring size n is a whole number from ${RING_MIN} to ${RING_MAX}.`,
	zh: `素数环的大小 n 是 ${RING_MIN} 到 ${RING_MAX} 之间的整数。`
};

/**
 * Reads ring sizes, one a line as the judge problem gives them (blank lines are skipped). Each
 * error names the line and column of the bad number.
 */
export function parseRingSizes(input: string): Result<number[]> {
	const sizes: number[] = [];
	const lines = input.split('\n');
	for (let index = 0; index < lines.length; index++) {
		const line = index + 1;
		const tokens = [...lines[index].matchAll(/\S+/g)];
		if (tokens.length === 0) continue;
		if (tokens.length > 1) {
			const column = tokens[1].index + 1;
			return failure({
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: one number a line, but "${tokens[1][0]}" follows ${tokens[0][0]}. ${HINT.en}`,
					zh: `第${line}行第${column}列：每行只写一个数，但 ${tokens[0][0]} 后面还有“${tokens[1][0]}”。${HINT.zh}`
				}
			});
		}
		const text = tokens[0][0];
		const column = tokens[0].index + 1;
		if (!/^[+-]?\d+$/.test(text))
			return failure({
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: "${text}" is not a whole number. ${HINT.en}`,
					zh: `第${line}行第${column}列：“${text}”不是整数。${HINT.zh}`
				}
			});
		const n = Number(text);
		if (n < RING_MIN || n > RING_MAX)
			return failure({
				line,
				column,
				message: {
					en: `Line ${line}, column ${column}: ${text} is out of range. ${HINT.en}`,
					zh: `第${line}行第${column}列：${text} 超出范围。${HINT.zh}`
				}
			});
		sizes.push(n);
	}
	return { ok: true, value: sizes };
}

/** Reads the size of one ring: a single whole number from 1 to 20. */
export function parseRingSize(input: string): Result<number> {
	const sizes = parseRingSizes(input);
	if (!sizes.ok) return sizes;
	if (sizes.value.length === 0)
		return failure({
			message: { en: `The input is empty. ${HINT.en}`, zh: `输入为空。${HINT.zh}` }
		});
	if (sizes.value.length > 1) {
		const lines = input.split('\n');
		const filled = lines.map((_, i) => i).filter((i) => /\S/.test(lines[i]));
		const line = filled[1] + 1;
		const column = lines[filled[1]].search(/\S/) + 1;
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: only one ring size is expected. ${HINT.en}`,
				zh: `第${line}行第${column}列：这里只需要一个环的大小。${HINT.zh}`
			}
		});
	}
	return { ok: true, value: sizes.value[0] };
}

function failure(error: InputError): Result<never> {
	return { ok: false, error };
}
