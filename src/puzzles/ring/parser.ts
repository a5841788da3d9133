import { characterColumn, checkInputSize, nextToken, shown, withoutByteOrderMark } from '../input';
import type { InputError, Result } from '../types';
import { RING_MAX, RING_MIN } from './model';

// The hint every error ends with, so a student knows what to type instead.
const HINT = {
	en: `The ring size n is a whole number from ${RING_MIN} to ${RING_MAX}.`,
	zh: `素数环的大小 n 是 ${RING_MIN} 到 ${RING_MAX} 之间的整数。`
};

/** The error for input that holds no ring size at all. */
export const EMPTY_RING_INPUT: InputError = {
	message: { en: `The input is empty. ${HINT.en}`, zh: `输入为空。${HINT.zh}` }
};

/** One size as written: its value, and its 1-based line and column (in characters). */
interface WrittenSize {
	readonly n: number;
	readonly line: number;
	readonly column: number;
}

/**
 * Reads ring sizes, one a line as the judge problem gives them (blank lines are skipped). Each
 * error names the line and column of the bad number. The lines are walked in place, two tokens at
 * most each, so memory follows the number of sizes, never the length of a line.
 */
export function parseRingSizes(input: string): Result<number[]> {
	const read = readSizes(input);
	return read.ok ? { ok: true, value: read.value.sizes } : read;
}

/** Reads the size of one ring: a single whole number from 1 to 20. */
export function parseRingSize(input: string): Result<number> {
	const read = readSizes(input, 2);
	if (!read.ok) return read;
	const { sizes, second } = read.value;
	if (sizes.length === 0) return failure(EMPTY_RING_INPUT);
	if (second !== null) {
		const { line, column } = second;
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: only one ring size is expected. ${HINT.en}`,
				zh: `第${line}行第${column}列：这里只需要一个环的大小。${HINT.zh}`
			}
		});
	}
	return { ok: true, value: sizes[0] };
}

/** Reads the sizes line by line, stopping after `most` of them; keeps where the second one is written. */
function readSizes(
	input: string,
	most = Infinity
): Result<{ sizes: number[]; second: WrittenSize | null }> {
	const size = checkInputSize(input);
	if (!size.ok) return size;
	const text = withoutByteOrderMark(input);
	const sizes: number[] = [];
	let second: WrittenSize | null = null;
	let line = 0;
	for (let start = 0; start <= text.length && sizes.length < most;) {
		line++;
		const newline = text.indexOf('\n', start);
		const end = newline < 0 ? text.length : newline;
		const read = readLine(text, start, end, line);
		if (!read.ok) return read;
		if (read.value !== null) {
			if (sizes.length === 1) second = read.value;
			sizes.push(read.value.n);
		}
		start = end + 1;
	}
	return { ok: true, value: { sizes, second } };
}

/** Reads one line: nothing, or one whole number in range. */
function readLine(
	text: string,
	start: number,
	end: number,
	line: number
): Result<WrittenSize | null> {
	const first = nextToken(text, start, end);
	if (first === null) return { ok: true, value: null };
	// Made only for a message, so a million good lines build no strings to show.
	const written = () => shown(text.slice(first.start, first.end));
	const second = nextToken(text, first.end, end);
	if (second !== null) {
		const column = characterColumn(text, start, second.start);
		const extra = shown(text.slice(second.start, second.end));
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: one number a line, but "${extra}" follows ${written()}. ${HINT.en}`,
				zh: `第${line}行第${column}列：每行只写一个数，但 ${written()} 后面还有“${extra}”。${HINT.zh}`
			}
		});
	}
	const column = characterColumn(text, start, first.start);
	const digits = text.slice(first.start, first.end);
	if (!/^[+-]?\d+$/.test(digits))
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: "${written()}" is not a whole number. ${HINT.en}`,
				zh: `第${line}行第${column}列：“${written()}”不是整数。${HINT.zh}`
			}
		});
	const n = Number(digits);
	if (n < RING_MIN || n > RING_MAX)
		return failure({
			line,
			column,
			message: {
				en: `Line ${line}, column ${column}: ${written()} is out of range. ${HINT.en}`,
				zh: `第${line}行第${column}列：${written()} 超出范围。${HINT.zh}`
			}
		});
	return { ok: true, value: { n, line, column } };
}

function failure(error: InputError): Result<never> {
	return { ok: false, error };
}
